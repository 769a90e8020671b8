import Testing
@testable import TerminalUI

@Suite("Display width and cells")
struct TextWidthTests {
    @Test("Clusters: ASCII 1, CJK 2, emoji 2, combining marks join their base, flags 2")
    func widths() {
        #expect(TextWidth.of("a" as Character) == 1)
        #expect(TextWidth.of("日" as Character) == 2)
        #expect(TextWidth.of("한" as Character) == 2)
        #expect(TextWidth.of("🐦" as Character) == 2)
        #expect(TextWidth.of("👍🏽" as Character) == 2)
        #expect(TextWidth.of("❤️" as Character) == 2)
        #expect(TextWidth.of("🇯🇵" as Character) == 2)
        #expect(TextWidth.of("e\u{301}" as Character) == 1)
        #expect(TextWidth.of("م" as Character) == 1)
        #expect(TextWidth.of("\u{200B}" as Character) == 0)
        #expect(TextWidth.of("Ｗ" as Character) == 2)
        #expect(TextWidth.of("Réglages 設定 🐦") == 8 + 1 + 4 + 1 + 2)
    }

    @Test("Indic syllables take a column per spacing scalar, as terminals draw them; emoji sequences 2")
    func indicAndEmojiSequences() {
        #expect(TextWidth.of("नमस्ते दुनिया") == 10)
        #expect(TextWidth.of("தமிழ்") == 4)
        #expect(TextWidth.of("বাংলা") == 5)
        #expect(TextWidth.of("ழ்" as Character) == 1)
        #expect(TextWidth.of("👨‍👩‍👧" as Character) == 2)
        #expect(TextWidth.of("🇮🇳" as Character) == 2)
        #expect(TextWidth.of("ภาษาไทย") == 7)
        #expect(TextWidth.of("\r\n" as Character) == 0)
    }

    @Test("A cluster wider than two columns owns all its cells; overwriting part of it blanks the rest")
    func widerClusters() {
        var grid = CellGrid(width: 6, height: 1)
        grid.put("aमिb", x: 0, y: 0)
        #expect((0..<4).map { grid[$0, 0].text } == ["a", "मि", "", "b"])
        grid.put("x", x: 2, y: 0)
        #expect((0..<4).map { grid[$0, 0].text } == ["a", " ", "x", "b"])
        // स्त्री is one cluster (a conjunct) of four columns: sa, ta, ra and the vowel sign ii.
        #expect(Array("स्त्री").count == 1 && TextWidth.of("स्त्री") == 4)
        var wide = CellGrid(width: 8, height: 1)
        wide.put("aस्त्रीb", x: 0, y: 0)
        #expect((0..<6).map { wide[$0, 0].text } == ["a", "स्त्री", "", "", "", "b"])
        wide.put("y", x: 3, y: 0)
        #expect((0..<6).map { wide[$0, 0].text } == ["a", " ", " ", "y", " ", "b"])
    }

    @Test("Truncation cuts at a cluster boundary and fits the ellipsis")
    func truncation() {
        #expect(TextWidth.truncate("Bird food", toWidth: 20) == "Bird food")
        #expect(TextWidth.truncate("Bird food", toWidth: 5) == "Bird…")
        #expect(TextWidth.truncate("日本語の文", toWidth: 5) == "日本…")
        #expect(TextWidth.truncate("日本語の文", toWidth: 4) == "日…")
        #expect(TextWidth.truncate("Cafe\u{301} au lait", toWidth: 5) == "Cafe\u{301}…")
        #expect(TextWidth.truncate("🐦🐦🐦", toWidth: 3) == "🐦…")
        #expect(TextWidth.truncate("abc", toWidth: 0) == "")
        #expect(TextWidth.truncate("日本", toWidth: 3, ellipsis: false) == "日")
    }

    @Test("Wrapping by words, at line breaks, and inside long words")
    func wrapping() {
        #expect(TextWidth.wrap("Confirmation after favoriting a bird", width: 16) == ["Confirmation", "after favoriting", "a bird"])
        #expect(TextWidth.wrap("one\ntwo", width: 10) == ["one", "two"])
        #expect(TextWidth.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWidth.wrap("日本語の文章です", width: 6) == ["日本語", "の文章", "です"])
    }

    @Test("The grid keeps wide clusters in two cells and never splits one")
    func grid() {
        var grid = CellGrid(width: 8, height: 2)
        #expect(grid.put("日本語です", x: 0, y: 0) == 7)
        #expect(grid.text().split(separator: "\n").first == "日本語…")
        #expect(grid[1, 0].text == "" && grid[0, 0].text == "日")
        // Overwriting the right half of a wide cluster blanks its left half.
        grid.put("x", x: 1, y: 0)
        #expect(grid[0, 0].text == " " && grid[1, 0].text == "x")
        grid.put("a\tb\nc", x: 0, y: 1)
        #expect(grid.text().split(separator: "\n").last == "a→b↵c")
        grid.putPadded("7", x: 4, y: 1, width: 4, alignRight: true)
        #expect(grid.text().split(separator: "\n").last == "a→b↵   7")
    }

    @Test("Boxes, titles and the style mask")
    func boxAndMask() {
        var grid = CellGrid(width: 12, height: 3)
        grid.box(Rect(x: 0, y: 0, width: 12, height: 3), title: "Title", style: Style(bold: true))
        grid.put("hi", x: 1, y: 1, style: Style(reverse: true))
        #expect(grid.text() == "┌ Title ───┐\n│hi        │\n└──────────┘")
        #expect(grid.styleMask() == "AAAAAAAAAAAA\nABB........A\nAAAAAAAAAAAA")
    }
}
