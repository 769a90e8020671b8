import Testing
import TerminalUI
@testable import NCursesTerminal

@Suite struct TerminalOverlayTests {
    private func writes(_ grid: CellGrid, rows: [Int]) -> String {
        TerminalOverlay.writes(rows: rows, of: grid, width: grid.width, wcwidth: testWcwidth) { style in
            ResolvedStyle(bold: style.bold)
        }
    }

    @Test("Rows without joined wide scalars need nothing beyond ncurses")
    func nothingForOrdinaryText() {
        var grid = CellGrid(width: 20, height: 2)
        grid.put("日本 e\u{301} 🇮🇳 स\u{94D}त\u{947}", x: 0, y: 0)
        #expect(writes(grid, rows: [0, 1]).isEmpty)
    }

    @Test("A family and a skin tone are sent whole at their position, then the cells after them again")
    func overlaysAndRepairs() {
        var grid = CellGrid(width: 20, height: 2)
        grid.put("a👨‍👩‍👧bcdefgh", x: 0, y: 1, style: Style(bold: true))
        let out = writes(grid, rows: [1])
        let bold = "\u{1B}[0m\u{1B}[1m"
        #expect(out == "\u{1B}[2;2H" + bold + "👨‍👩‍👧"
            + "\u{1B}[2;4H" + bold + "b" + "\u{1B}[2;5H" + bold + "c"
            + "\u{1B}[2;6H" + bold + "d" + "\u{1B}[2;7H" + bold + "e")
        // Only rows asked for.
        #expect(writes(grid, rows: [0]).isEmpty)
    }

    @Test("Near the right edge the stand-in stays: a wider drawing would wrap")
    func notAtTheEdge() {
        var grid = CellGrid(width: 6, height: 1)
        grid.put("abc👍🏽", x: 0, y: 0)
        #expect(writes(grid, rows: [0]).isEmpty)
    }

    @Test("What replaces an overlaid glyph is sent again: ncurses may think its stand-in already shows it")
    func replacedGlyphsAreWrittenOver() {
        // tmux 3.3's widths: `👩🏽‍💻` and `👩🏽` both four columns, the first overlaid.
        EmojiSequenceWidths.$current.withValue(EmojiSequenceWidths(measured: [4, 2, 1, 2])) { replacedGlyphs() }
    }

    private func replacedGlyphs() {
        var before = CellGrid(width: 20, height: 1)
        before.put("a👩🏽‍💻b", x: 0, y: 0)
        var after = CellGrid(width: 20, height: 1)
        after.put("a👩🏽 b", x: 0, y: 0)
        let plain = "\u{1B}[0m"
        let out = TerminalOverlay.writes(rows: [0], of: after, previous: before, width: 20, wcwidth: testWcwidth) { _ in ResolvedStyle() }
        #expect(out == "\u{1B}[1;2H" + plain + "👩🏽")
        // Unchanged, it is simply overlaid again.
        let again = TerminalOverlay.writes(rows: [0], of: before, previous: before, width: 20, wcwidth: testWcwidth) { _ in ResolvedStyle() }
        #expect(again.hasPrefix("\u{1B}[1;2H" + plain + "👩🏽‍💻"))
    }

    @Test("Styles become SGR codes after a reset")
    func sgr() {
        #expect(TerminalOverlay.sgr(ResolvedStyle()) == "")
        #expect(TerminalOverlay.sgr(ResolvedStyle(bold: true, reverse: true, foreground: 1, background: 8)) == "\u{1B}[1;7;31;100m")
        #expect(TerminalOverlay.sgr(ResolvedStyle(foreground: -1, background: -1)) == "")
        #expect(TerminalOverlay.sgr(ResolvedStyle(underline: true, italic: true)) == "\u{1B}[3;4m")
    }
}
