/// Terminal colours by name; `.default` keeps the user's own foreground or background.
public enum Color: UInt8, Equatable, Hashable, Sendable, CaseIterable {
    case `default`, black, red, green, yellow, blue, magenta, cyan, white, gray
}

/// How a cell is drawn. Attributes alone must keep meaning visible when colour is off
/// (`NO_COLOR`), so every role the editor uses differs in an attribute or a glyph too.
public struct Style: Equatable, Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var bold: Bool
    public var dim: Bool
    public var reverse: Bool
    public var underline: Bool
    /// Where the terminal has italics (most do; the rest show the text upright).
    public var italic: Bool

    public init(foreground: Color = .default, background: Color = .default, bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false, italic: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
        self.italic = italic
    }

    public static let plain = Style()
}
