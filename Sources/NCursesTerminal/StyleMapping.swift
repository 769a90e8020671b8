import TerminalUI

/// What the terminal can show, decided once at start-up.
enum ColorSupport: Equatable {
    /// No colour: `NO_COLOR`, `--no-color`, or a terminal without colours.
    case none
    /// `colorCount` colours; `defaultColors` when `use_default_colors` worked, so -1 means
    /// the user's own foreground or background.
    case colors(count: Int, defaultColors: Bool)
}

/// How one `Style` is drawn: attributes, and colour numbers for a colour pair (nil when
/// colour is off). A pure value, so the mapping is tested without a terminal.
struct ResolvedStyle: Equatable, Hashable {
    var bold = false
    var dim = false
    var reverse = false
    var underline = false
    var italic = false
    /// Colour numbers in curses terms: -1 is the terminal's default, 0…7 the ANSI colours,
    /// 8 bright black.
    var foreground: Int16?
    var background: Int16?

    init(bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false, italic: Bool = false, foreground: Int16? = nil, background: Int16? = nil) {
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
        self.italic = italic
        self.foreground = foreground
        self.background = background
    }

    init(_ style: Style, support: ColorSupport) {
        self.init(bold: style.bold, dim: style.dim, reverse: style.reverse, underline: style.underline, italic: style.italic)
        guard case .colors(let count, let defaultColors) = support else { return }
        foreground = Self.number(style.foreground, count: count, defaultColors: defaultColors, isBackground: false)
        background = Self.number(style.background, count: count, defaultColors: defaultColors, isBackground: true)
        // Gray needs a ninth colour; with eight, it becomes dim white text.
        if style.foreground == .gray && count < 16 { dim = true }
    }

    private static func number(_ color: Color, count: Int, defaultColors: Bool, isBackground: Bool) -> Int16 {
        switch color {
        case .default: defaultColors ? -1 : (isBackground ? 0 : 7)
        case .black: 0
        case .red: 1
        case .green: 2
        case .yellow: 3
        case .blue: 4
        case .magenta: 5
        case .cyan: 6
        case .white: 7
        case .gray: count >= 16 ? 8 : (isBackground ? 0 : 7)
        }
    }

    /// Whether the style needs a colour pair other than pair 0 (the terminal's defaults).
    var needsPair: Bool {
        guard let foreground, let background else { return false }
        return !(foreground == -1 && background == -1)
    }
}
