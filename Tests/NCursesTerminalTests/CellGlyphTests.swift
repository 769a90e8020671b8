import Testing
@testable import NCursesTerminal

/// glibc's `wcwidth` in C.UTF-8 for the scalars used below, so the tests do not depend on
/// the process locale.
func testWcwidth(_ scalar: Unicode.Scalar) -> Int {
    switch scalar.value {
    case 0x0300...0x036F, 0x200D, 0xFE0F, 0x094D, 0x0947, 0x0941, 0x0BCD: 0
    case 0x1F1E6...0x1F1FF, 0x2764: 1
    case 0x1F3FB...0x1F3FF, 0x1F44D, 0x1F468, 0x1F469, 0x1F467, 0x65E5: 2
    case 0xE000: -1
    default: 1
    }
}

private func glyph(_ text: String, columns: Int = 1) -> CellGlyph {
    CellGlyph(text, columns: columns, width: testWcwidth)
}

@Suite struct CellGlyphTests {
    @Test func plainAndWide() {
        #expect(glyph("a") == CellGlyph(cells: [["a"]], blanks: 0))
        #expect(glyph("日", columns: 2) == CellGlyph(cells: [["日"]], blanks: 0))
    }

    @Test func combiningMarksStayWithTheirBase() {
        #expect(glyph("e\u{301}") == CellGlyph(cells: [["e", "\u{301}"]], blanks: 0))
    }

    /// Every scalar of an Indic syllable reaches the terminal: one cell per spacing scalar,
    /// its virama and vowel signs with it.
    @Test func indicSyllablesGoInOneCellPerSpacingScalar() {
        // स्ते: sa + virama, ta + vowel sign e.
        #expect(glyph("स\u{94D}त\u{947}", columns: 2) == CellGlyph(cells: [["स", "\u{94D}"], ["त", "\u{947}"]], blanks: 0))
        // மி: ma and the spacing vowel sign i, one column each.
        #expect(glyph("ம\u{BBF}", columns: 2) == CellGlyph(cells: [["ம"], ["\u{BBF}"]], blanks: 0))
        // ழ்: zha and its virama in one cell.
        #expect(glyph("ழ\u{BCD}") == CellGlyph(cells: [["ழ", "\u{BCD}"]], blanks: 0))
    }

    /// A flag is two regional indicators of one column each: both go, in two cells.
    @Test func flagsSendBothIndicators() {
        #expect(glyph("🇮🇳", columns: 2) == CellGlyph(cells: [["🇮"], ["🇳"]], blanks: 0))
    }

    /// Wide scalars joined into one glyph cannot go in ncurses cells: the first stands in
    /// for ncurses and the whole cluster is sent over it.
    @Test func joinedWideScalarsAreOverlaid() {
        #expect(glyph("👍🏽", columns: 2) == CellGlyph(cells: [["👍"]], blanks: 0, overlay: "👍🏽"))
        #expect(glyph("👨‍👩‍👧", columns: 2) == CellGlyph(cells: [["👨"]], blanks: 0, overlay: "👨‍👩‍👧"))
        #expect(glyph("👨‍👩‍👧", columns: 2).terminalText == "👨‍👩‍👧")
    }

    /// Under tmux 3.3's widths a skin tone has columns of its own: the hand and the tone go
    /// in two cells, as ncurses' own `addstr` would write them, and the terminal shows the
    /// toned hand.
    @Test func skinToneInItsOwnColumns() {
        #expect(glyph("👍🏽", columns: 4) == CellGlyph(cells: [["👍"], ["🏽"]], blanks: 0))
    }

    /// `👩🏽‍💻` in tmux's four columns: ncurses holds the woman and the tone (so it knows both
    /// halves as written), the terminal gets the whole sequence over them.
    @Test func overlaidGlyphsStandInOverEveryColumn() {
        #expect(glyph("👩🏽‍💻", columns: 4) == CellGlyph(cells: [["👩"], ["🏽"]], blanks: 0, overlay: "👩🏽‍💻"))
        #expect(glyph("👩🏽‍💻", columns: 4).standInText == "👩🏽")
    }

    /// A joiner never reaches ncurses, and never ends what is sent: tmux would fold it into
    /// the next emoji written anywhere (a stray `‍👍` in the next field).
    @Test func joinersNeverDangle() {
        #expect(glyph("👩🏽\u{200D}", columns: 4) == CellGlyph(cells: [["👩"], ["🏽"]], blanks: 0))
        #expect(glyph("👩🏽\u{200D}", columns: 2) == CellGlyph(cells: [["👩"]], blanks: 0, overlay: "👩🏽"))
        #expect(glyph("👨‍👩‍👧", columns: 6) == CellGlyph(cells: [["👨"], ["👩"], ["👧"]], blanks: 0))
        #expect(glyph("\u{200D}") == CellGlyph(cells: [[" "]], blanks: 0))
    }

    /// ❤️ is two columns in the grid but one for wcwidth: drawn as text with a blank after.
    @Test func emojiPresentationTheCLibraryCallsNarrow() {
        #expect(glyph("❤️", columns: 2) == CellGlyph(cells: [["❤"]], blanks: 1))
        #expect(glyph("❤️", columns: 2).terminalText == "❤ ")
    }

    @Test func wideClusterNeverHalfShown() {
        #expect(glyph("日", columns: 1) == CellGlyph(cells: [[" "]], blanks: 0))
        #expect(glyph("स\u{94D}त\u{947}", columns: 1) == CellGlyph(cells: [[" "]], blanks: 0))
        #expect(glyph("a", columns: 1) == CellGlyph(cells: [["a"]], blanks: 0))
    }

    @Test func controlsAndUnprintablesAreReplaced() {
        #expect(glyph("\u{7}") == CellGlyph(cells: [[CellGlyph.replacement]], blanks: 0))
        #expect(glyph("\u{E000}") == CellGlyph(cells: [[CellGlyph.replacement]], blanks: 0))
    }

    @Test func aLoneMarkSitsOnASpace() {
        #expect(glyph("\u{301}") == CellGlyph(cells: [[" ", "\u{301}"]], blanks: 0))
    }
}
