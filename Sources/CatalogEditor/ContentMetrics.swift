import StringCatalogKit

/// What only the renderer knows about the screen's content, for the reducer to scroll by:
/// which form each line of the inspector shows, and how far help can scroll. Whoever puts
/// the editor together (the run loop, the tests) hands in the renderer's, so that the
/// reducer owns every scroll position and the view draws them as they are. Without it
/// (`unknown`, tests of other behaviour) the reducer scrolls without knowing where the
/// forms are or where help ends.
public struct ContentMetrics: Sendable {
    /// One entry per line of the inspector at the state's size: the form the line shows,
    /// nil for the other lines.
    public var inspectorForms: @Sendable (EditorState) -> [FormPath?]
    /// The largest scroll position of the help overlay at the state's size (and for its
    /// document: a translator's file lists its keys in another way).
    public var helpScrollLimit: @Sendable (EditorState) -> Int
    /// The rows of help's view at the state's size: what a page moves.
    public var helpPageHeight: @Sendable (EditorState) -> Int
    /// The columns of the open text field's value on each row, as the field is drawn
    /// wrapped: ↑ and ↓ in the field move by these rows. (The label column before the
    /// value is sized to the language names, which only the renderer measures.) nil:
    /// unknown, ↑ ↓ move by the value's own lines.
    public var fieldWrapWidth: @Sendable (EditorState) -> Int?

    public init(inspectorForms: @escaping @Sendable (EditorState) -> [FormPath?], helpScrollLimit: @escaping @Sendable (EditorState) -> Int,
                helpPageHeight: @escaping @Sendable (EditorState) -> Int = { max(1, $0.layout.height - 4) },
                fieldWrapWidth: @escaping @Sendable (EditorState) -> Int? = { _ in nil }) {
        self.inspectorForms = inspectorForms
        self.helpScrollLimit = helpScrollLimit
        self.helpPageHeight = helpPageHeight
        self.fieldWrapWidth = fieldWrapWidth
    }

    /// Without the renderer: no forms known, help unbounded, and a field's lines unwrapped.
    public static let unknown = ContentMetrics(inspectorForms: { _ in [] }, helpScrollLimit: { _ in Int.max })
}
