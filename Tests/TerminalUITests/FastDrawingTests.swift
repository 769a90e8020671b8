import Testing
@testable import TerminalUI

/// The fast paths of drawing text give what the plain definitions give: the table of
/// scalar widths, and `put` measuring each cluster once.
@Suite("Drawing text fast, the same as before")
struct FastDrawingTests {
    @Test("The width table agrees with the Unicode properties for every scalar of the Basic Multilingual Plane")
    func table() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)..<0x10000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let lone = scalar.properties.isEmojiPresentation ? 2 : TextWidth.measuredScalarWidth(scalar)
            if TextWidth.of(Character(scalar)) != (value < 0x7F ? (value >= 0x20 ? 1 : 0) : lone)
                || TextWidth.scalarWidth(scalar) != TextWidth.measuredScalarWidth(scalar) {
                disagreements.append(value)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).map { String($0, radix: 16) })")
    }

    /// `put` as it was written before: cut the visible part, show breaks and tabs as
    /// symbols, truncate with an ellipsis, then draw cluster by cluster.
    func reference(_ text: String, width: Int, limit: Int, ellipsis: Bool) -> (CellGrid, Int) {
        var grid = CellGrid(width: width, height: 1)
        grid.fill(grid.bounds, with: "#")
        let visible = String(TextWidth.visiblePrefix(text, columns: limit))
        let shown = TextWidth.truncate(TextWidth.singleLine(visible), toWidth: limit, ellipsis: ellipsis)
        var column = 0
        for character in shown {
            let w = TextWidth.of(character)
            if w == 0 { continue }
            grid[column, 0] = Cell(String(character))
            for extra in 1..<w where column + extra < width { grid[column + extra, 0] = Cell("") }
            column += w
        }
        return (grid, column)
    }

    @Test("put writes the cells the step-by-step definition writes, at every width")
    func putMatches() {
        let texts = [
            "", "plain ASCII text", "日本語のテキスト", "a日b本c", "line\nbreak\tand tab", "e\u{301}te\u{301}",
            "नमस्ते दुनिया", "👨‍👩‍👧 🇮🇳 👍🏽", "bell\u{7}esc\u{1B}", "عربي مع تشكيل: مَرْحَبًا", "ไทย ภาษา", "\r\n",
            "x" + String(repeating: "\u{200D}", count: 5) + "y",
        ]
        for text in texts {
            for limit in 1...14 {
                for ellipsis in [true, false] {
                    let (expected, expectedColumns) = reference(text, width: 16, limit: limit, ellipsis: ellipsis)
                    var grid = CellGrid(width: 16, height: 1)
                    grid.fill(grid.bounds, with: "#")
                    let columns = grid.put(text, x: 0, y: 0, maxWidth: limit, ellipsis: ellipsis)
                    #expect(columns == expectedColumns, "\(text) at \(limit)")
                    #expect(grid.text() == expected.text(), "\(text) at \(limit), ellipsis \(ellipsis)")
                }
            }
        }
    }
}
