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

    /// The writes for every overlaid cluster on `rows` of `grid` (within `width` columns),
    /// and for what replaced one of `previous` (the frame on screen before): ncurses may
    /// believe the columns of a glyph it never wrote already show their new text (the
    /// stand-in `👩🏽` of `👩🏽‍💻` when the laptop is deleted), so they go out again, or the
    /// old glyph would outlive its cells. Empty when there is none, which is nearly always.
    static func writes(
        rows: [Int], of grid: CellGrid, previous: CellGrid? = nil, width: Int,
        wcwidth: (Unicode.Scalar) -> Int, resolve: (Style) -> ResolvedStyle
    ) -> String {
        var out = ""
        for y in rows where y < grid.height {
            let gone = previous.map { replacedOverlays(on: y, of: $0, by: grid, width: width, wcwidth: wcwidth) } ?? []
            var goneIndex = 0
            var repairUntil = -1
            var x = 0
            while x < width {
                let cell = grid[x, y]
                var span = 1
                while x + span < width && grid[x + span, y].text.isEmpty { span += 1 }
                defer { x += span }
                if cell.text.isEmpty { continue }
                while goneIndex < gone.count && gone[goneIndex].upperBound <= x { goneIndex += 1 }
                let overGoneGlyph = goneIndex < gone.count && gone[goneIndex].lowerBound < x + span
                // One scalar takes at most 4 bytes: anything shorter is stored by ncurses.
                let mayNeedOverlay = cell.text.utf8.count > 4
                guard mayNeedOverlay || x < repairUntil || overGoneGlyph else { continue }
                let glyph = CellGlyph(cell.text, columns: span, width: wcwidth)
                var text = glyph.terminalText
                if glyph.overlay != nil {
                    if x + span + repairColumns <= width {
                        repairUntil = x + span + repairColumns
                    } else if overGoneGlyph {
                        // Near the right edge a terminal that draws it wider would wrap:
                        // ncurses' stand-in, over what the old glyph left.
                        text = glyph.standInText
                    } else {
                        continue
                    }
                } else if x >= repairUntil && !overGoneGlyph {
                    continue
                }
                out += moveCursor(x: x, y: y) + reset + sgr(resolve(cell.style)) + text
            }
        }
        return out
    }

    /// The columns of row `y` that an overlaid cluster of `previous` covered and that `grid`
    /// shows otherwise, left to right.
    static func replacedOverlays(on y: Int, of previous: CellGrid, by grid: CellGrid, width: Int, wcwidth: (Unicode.Scalar) -> Int) -> [Range<Int>] {
        guard y < previous.height, previous.width == grid.width else { return [] }
        var spans: [Range<Int>] = []
        var x = 0
        while x < width {
            let cell = previous[x, y]
            var span = 1
            while x + span < width && previous[x + span, y].text.isEmpty { span += 1 }
            defer { x += span }
            guard cell.text.utf8.count > 4, CellGlyph(cell.text, columns: span, width: wcwidth).overlay != nil else { continue }
            if (x..<(x + span)).contains(where: { grid[$0, y] != previous[$0, y] }) { spans.append(x..<(x + span)) }
        }
        return spans
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
