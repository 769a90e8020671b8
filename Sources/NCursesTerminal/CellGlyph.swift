import TerminalUI

/// What the backend actually writes for one cell, so that ncurses' idea of the width
/// matches the grid's: ncurses moves by the C library's `wcwidth` of the first scalar and
/// can store only one spacing scalar per cell, while the grid measures whole clusters.
/// Pure (the width function is passed in), so it is tested without a terminal.
struct CellGlyph: Equatable {
    /// The scalars for `setcchar`: one spacing scalar and its non-spacing marks.
    var scalars: [Unicode.Scalar]
    /// Columns the grid gives the cluster; when it is 2 but ncurses counts 1, the next cell
    /// is written as a blank so ncurses' screen agrees with the grid.
    var blankNext: Bool

    static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// - Parameters:
    ///   - text: the cell's cluster (non-empty; continuation cells are never drawn).
    ///   - columnsLeft: columns from this cell to the right edge of the drawn area.
    ///   - width: `wcwidth` for one scalar (-1 for unprintable).
    init(_ text: String, columnsLeft: Int, width: (Unicode.Scalar) -> Int) {
        guard let character = text.first, let base = character.unicodeScalars.first else {
            self.init(scalars: [" "], blankNext: false)
            return
        }
        let columns = max(1, TextWidth.of(character))
        if columns == 2 && columnsLeft < 2 {
            // Half a wide cluster never goes in the last column.
            self.init(scalars: [" "], blankNext: false)
            return
        }
        if base.value < 0x20 || (0x7F..<0xA0).contains(base.value) {
            self.init(scalars: [Self.replacement], blankNext: columns == 2)
            return
        }
        let rest = character.unicodeScalars.dropFirst()
        var scalars: [Unicode.Scalar]
        if rest.contains(where: { width($0) != 0 }) {
            // More than one spacing scalar (skin tones, flags, ZWJ sequences): ncurses
            // cannot store it in one cell, so the first scalar stands for the cluster.
            scalars = [base]
        } else {
            // A base and its marks; a zero-width joiner with nothing to join is dropped.
            scalars = [base] + rest.filter { $0.value != 0x200D }
        }
        var drawn = width(base)
        if drawn == 0 {
            // A lone mark or format character: give it a space to sit on.
            scalars.insert(" ", at: 0)
            drawn = 1
        }
        if drawn < 0 || drawn > columns {
            scalars = [Self.replacement]
            drawn = 1
        }
        if columns == 2 && drawn == 1 {
            // The grid counts VS16 emoji as wide, the C library as narrow: draw the text
            // form in one column and blank the second, so both agree on every position.
            scalars.removeAll { $0.value == 0xFE0F }
        }
        // setcchar takes at most CCHARW_MAX (5) scalars.
        self.init(scalars: Array(scalars.prefix(5)), blankNext: columns == 2 && drawn == 1)
    }

    init(scalars: [Unicode.Scalar], blankNext: Bool) {
        self.scalars = scalars
        self.blankNext = blankNext
    }
}
