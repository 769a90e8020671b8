import TerminalUI

/// What the backend writes for one cluster, so that ncurses' idea of the width matches the
/// grid's: ncurses moves by the C library's `wcwidth` of each cell's first scalar and
/// stores one spacing scalar per cell (with up to four non-spacing ones), while the grid
/// measures whole clusters. Pure (the width function is passed in), so it is tested without
/// a terminal.
///
/// - A base with its marks goes in one cell.
/// - A cluster with several spacing scalars whose widths add up to the grid's (an Indic
///   syllable `स्ते`, `மி`; a flag where each regional indicator is one column) goes in as
///   many consecutive cells, one spacing scalar and its marks each: the terminal then
///   receives every scalar of the cluster, in order.
/// - A cluster ncurses cannot hold at all (several wide scalars joined into one glyph: ZWJ
///   families, skin tones) is stored as its first scalar and also returned whole as
///   `overlay`, which the backend sends straight to the terminal after ncurses' refresh.
struct CellGlyph: Equatable {
    /// The cells ncurses stores from the cluster's position on, one spacing scalar and its
    /// non-spacing scalars each.
    var cells: [[Unicode.Scalar]]
    /// Blank cells written after those, so that ncurses' screen has as many columns as the
    /// grid gives the cluster.
    var blanks: Int
    /// The whole cluster, when ncurses cannot store it.
    var overlay: String?

    static let replacement: Unicode.Scalar = "\u{FFFD}"
    /// Scalars one ncurses cell holds (CCHARW_MAX).
    static let scalarsPerCell = 5

    /// - Parameters:
    ///   - text: the cell's cluster (continuation cells are never drawn).
    ///   - columns: columns the grid gives the cluster within the drawn area (1 or more).
    ///   - width: `wcwidth` for one scalar (-1 for unprintable).
    init(_ text: String, columns: Int, width: (Unicode.Scalar) -> Int) {
        let columns = max(1, columns)
        guard let character = text.first, let base = character.unicodeScalars.first else {
            self.init(cells: [[" "]], blanks: columns - 1)
            return
        }
        if max(1, TextWidth.of(character)) > columns {
            // Part of a wide cluster never shows (at the right edge, or cut by the grid).
            self.init(cells: [[" "]], blanks: columns - 1)
            return
        }
        if base.value < 0x20 || (0x7F..<0xA0).contains(base.value) {
            self.init(cells: [[Self.replacement]], blanks: columns - 1)
            return
        }
        // One piece per spacing scalar, its marks and joiners after it.
        var pieces: [[Unicode.Scalar]] = []
        var drawn: [Int] = []
        for scalar in character.unicodeScalars {
            let w = width(scalar)
            if w < 0 {
                self.init(cells: [[Self.replacement]], blanks: columns - 1)
                return
            }
            if w == 0 {
                // A lone mark or format character sits on a space.
                if pieces.isEmpty { pieces.append([" "]); drawn.append(1) }
                pieces[pieces.count - 1].append(scalar)
            } else {
                pieces.append([scalar])
                drawn.append(w)
            }
        }
        let total = drawn.reduce(0, +)
        if pieces.count == 1 {
            // A base and its marks; a zero-width joiner with nothing to join is dropped.
            var scalars = pieces[0].filter { $0.value != 0x200D }
            if drawn[0] > columns {
                self.init(cells: [[Self.replacement]], blanks: columns - 1)
                return
            }
            if columns == 2 && drawn[0] == 1 {
                // The grid counts VS16 emoji as wide, the C library as narrow: draw the text
                // form in one column and blank the second, so both agree on every position.
                scalars.removeAll { $0.value == 0xFE0F }
            }
            self.init(cells: [Array(scalars.prefix(Self.scalarsPerCell))], blanks: columns - drawn[0])
            return
        }
        if total <= columns {
            self.init(cells: pieces.map { Array($0.prefix(Self.scalarsPerCell)) }, blanks: columns - total)
            return
        }
        // Wide scalars joined into one glyph: ncurses keeps the first, the terminal gets all.
        let first = pieces[0].filter { $0.value != 0x200D && $0.value != 0xFE0F }
        guard drawn[0] <= columns else {
            self.init(cells: [[Self.replacement]], blanks: columns - 1)
            return
        }
        self.init(cells: [Array(first.prefix(Self.scalarsPerCell))], blanks: columns - drawn[0], overlay: String(character))
    }

    init(cells: [[Unicode.Scalar]], blanks: Int, overlay: String? = nil) {
        self.cells = cells
        self.blanks = blanks
        self.overlay = overlay
    }

    /// The text the terminal ends up receiving for the cluster, blanks included.
    var terminalText: String {
        if let overlay { return overlay }
        var text = ""
        for cell in cells { text.unicodeScalars.append(contentsOf: cell) }
        return text + String(repeating: " ", count: blanks)
    }
}
