import TerminalUI

/// The clusters ncurses cannot store in a cell (several wide scalars joined into one glyph:
/// ZWJ families, skin tones), as bytes sent straight to the terminal after ncurses' refresh:
/// each one at its own position with its own attributes, then the cells just after it again,
/// which a terminal that draws the cluster wider than the grid (one glyph per scalar) has
/// written over. Pure, so it is tested without a terminal.
enum TerminalOverlay {
    /// Columns after an overlaid cluster that are written again: a terminal that cannot join
    /// the scalars draws each on its own, up to three 2-column glyphs for a family.
    static let repairColumns = 4

    /// Select Graphic Rendition back to normal.
    static let reset = "\u{1B}[0m"

    /// The writes for every overlaid cluster on `rows` of `grid` (within `width` columns);
    /// empty when there is none, which is nearly always.
    static func writes(
        rows: [Int], of grid: CellGrid, width: Int,
        wcwidth: (Unicode.Scalar) -> Int, resolve: (Style) -> ResolvedStyle
    ) -> String {
        var out = ""
        for y in rows where y < grid.height {
            var repairUntil = -1
            var x = 0
            while x < width {
                let cell = grid[x, y]
                var span = 1
                while x + span < width && grid[x + span, y].text.isEmpty { span += 1 }
                defer { x += span }
                if cell.text.isEmpty { continue }
                // One scalar takes at most 4 bytes: anything shorter is stored by ncurses.
                let mayNeedOverlay = cell.text.utf8.count > 4
                guard mayNeedOverlay || x < repairUntil else { continue }
                let glyph = CellGlyph(cell.text, columns: span, width: wcwidth)
                if glyph.overlay != nil {
                    // Near the right edge a terminal that draws it wider would wrap: keep
                    // ncurses' stand-in there.
                    guard x + span + repairColumns <= width else { continue }
                    repairUntil = x + span + repairColumns
                } else if x >= repairUntil {
                    continue
                }
                out += moveCursor(x: x, y: y) + reset + sgr(resolve(cell.style)) + glyph.terminalText
            }
        }
        return out
    }

    /// Cursor position, zero-based, as the terminal's CUP sequence.
    static func moveCursor(x: Int, y: Int) -> String {
        "\u{1B}[\(y + 1);\(x + 1)H"
    }

    /// The attributes and colours of a resolved style, after a reset.
    static func sgr(_ style: ResolvedStyle) -> String {
        var codes: [String] = []
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.italic { codes.append("3") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if let foreground = style.foreground, foreground >= 0 {
            codes.append(foreground < 8 ? "\(30 + foreground)" : (foreground < 16 ? "\(90 + foreground - 8)" : "38;5;\(foreground)"))
        }
        if let background = style.background, background >= 0 {
            codes.append(background < 8 ? "\(40 + background)" : (background < 16 ? "\(100 + background - 8)" : "48;5;\(background)"))
        }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
