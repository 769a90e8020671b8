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
///   families, skin tones where the terminal joins them) is stored as the pieces that fit
///   its columns and also returned whole as `overlay`, which the backend sends straight to
///   the terminal after ncurses' refresh.
/// - A zero-width joiner never reaches ncurses, and ends no cluster sent to the terminal.
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
    static let joiner: UInt32 = 0x200D
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
        // A joiner at the end joins nothing on screen, and a terminal that joins emoji
        // (tmux) would keep it waiting and fold it into the next emoji written anywhere on
        // the screen: it never goes out (the field shows it while the sequence is typed).
        var scalars = Array(character.unicodeScalars)
        while scalars.count > 1 && scalars.last?.value == Self.joiner { scalars.removeLast() }
        // One piece per spacing scalar, its marks and joiners after it.
        var pieces: [[Unicode.Scalar]] = []
        var drawn: [Int] = []
        for scalar in scalars {
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
        // What ncurses stores never holds a joiner, for the reason above: ncurses sends a
        // cell on its own, whatever follows it on the terminal.
        let stored = pieces.map { Array($0.filter { $0.value != Self.joiner }.prefix(Self.scalarsPerCell)) }
        let total = drawn.reduce(0, +)
        if pieces.count == 1 {
            var scalars = stored[0]
            if drawn[0] > columns {
                self.init(cells: [[Self.replacement]], blanks: columns - 1)
                return
            }
            if columns == 2 && drawn[0] == 1 {
                // The grid counts VS16 emoji as wide, the C library as narrow: draw the text
                // form in one column and blank the second, so both agree on every position.
                scalars.removeAll { $0.value == 0xFE0F }
            }
            self.init(cells: [scalars], blanks: columns - drawn[0])
            return
        }
        if total <= columns {
            self.init(cells: stored, blanks: columns - total)
            return
        }
        // Wide scalars joined into one glyph: ncurses keeps the pieces that fit the glyph's
        // columns, so that it knows every column the glyph covers as written (and sends
        // whatever replaces them), and the terminal gets the whole cluster over them.
        guard drawn[0] <= columns else {
            self.init(cells: [[Self.replacement]], blanks: columns - 1)
            return
        }
        var standIn: [[Unicode.Scalar]] = []
        var used = 0
        for (piece, w) in zip(stored, drawn) where used + w <= columns {
            standIn.append(piece.filter { $0.value != 0xFE0F })
            used += w
            if used == columns { break }
        }
        var overlay = String.UnicodeScalarView()
        overlay.append(contentsOf: scalars)
        self.init(cells: standIn, blanks: columns - used, overlay: String(overlay))
    }

    init(cells: [[Unicode.Scalar]], blanks: Int, overlay: String? = nil) {
        self.cells = cells
        self.blanks = blanks
        self.overlay = overlay
    }

    /// The text the terminal ends up receiving for the cluster, blanks included.
    var terminalText: String {
        overlay ?? standInText
    }

    /// What ncurses stores for the cluster, blanks included.
    var standInText: String {
        var text = ""
        for cell in cells { text.unicodeScalars.append(contentsOf: cell) }
        return text + String(repeating: " ", count: blanks)
    }
}
