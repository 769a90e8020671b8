/// Where a text field's value goes: over the inspector, after a label column, with one
/// column kept free for the cursor after a full row. The reducer wraps Up and Down to the
/// same width the renderer draws, so the two can never disagree.
extension ScreenLayout {
    public static let fieldLabelWidth = 11

    /// Columns of the value on each row of a field.
    public var fieldTextWidth: Int {
        max(1, inspector.width - 2 - Self.fieldLabelWidth - 1)
    }
}
