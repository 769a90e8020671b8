/// One terminal cell: a grapheme cluster and its style. A wide cluster (CJK, most emoji,
/// an Indic syllable with spacing vowel signs) takes as many cells as it has columns; the
/// ones after the first hold `""` and are never written by the backend.
public struct Cell: Equatable, Sendable {
    public var text: String
    public var style: Style

    public init(_ text: String = " ", style: Style = .plain) {
        self.text = text
        self.style = style
    }

    public static let blank = Cell()
    /// A cell covered by the wide cluster to its left.
    public static let continuation = Cell("")
}
