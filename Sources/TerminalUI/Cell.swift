/// One terminal cell: a grapheme cluster and its style. A wide cluster (CJK, most emoji)
/// takes two cells; the second holds `""` and is never written by the backend.
public struct Cell: Equatable, Sendable {
    public var text: String
    public var style: Style

    public init(_ text: String = " ", style: Style = .plain) {
        self.text = text
        self.style = style
    }

    public static let blank = Cell()
    /// The right half of a wide cluster.
    public static let continuation = Cell("")
}
