import Testing
@testable import NCursesTerminal

/// glibc's `wcwidth` in C.UTF-8 for the scalars used below, so the tests do not depend on
/// the process locale.
private func wcwidth(_ scalar: Unicode.Scalar) -> Int {
    switch scalar.value {
    case 0x0300...0x036F, 0x200D, 0xFE0F: 0
    case 0x1F1E6...0x1F1FF, 0x2764: 1
    case 0x1F3FB...0x1F3FF, 0x1F44D, 0x1F468, 0x1F469, 0x1F467, 0x65E5: 2
    case 0xE000: -1
    default: 1
    }
}

private func glyph(_ text: String, columnsLeft: Int = 10) -> CellGlyph {
    CellGlyph(text, columnsLeft: columnsLeft, width: wcwidth)
}

@Suite struct CellGlyphTests {
    @Test func plainAndWide() {
        #expect(glyph("a") == CellGlyph(scalars: ["a"], blankNext: false))
        #expect(glyph("日") == CellGlyph(scalars: ["日"], blankNext: false))
    }

    @Test func combiningMarksStayWithTheirBase() {
        #expect(glyph("e\u{301}") == CellGlyph(scalars: ["e", "\u{301}"], blankNext: false))
    }

    /// More than one spacing scalar cannot go in one ncurses cell: the first stands for all.
    @Test func clustersNcursesCannotStoreBecomeTheirFirstScalar() {
        #expect(glyph("👍🏽") == CellGlyph(scalars: ["👍"], blankNext: false))
        #expect(glyph("🇯🇵") == CellGlyph(scalars: ["🇯"], blankNext: true))
        #expect(glyph("👨‍👩‍👧") == CellGlyph(scalars: ["👨"], blankNext: false))
    }

    /// ❤️ is two columns in the grid but one for wcwidth: drawn as text with a blank after.
    @Test func emojiPresentationTheCLibraryCallsNarrow() {
        #expect(glyph("❤️") == CellGlyph(scalars: ["❤"], blankNext: true))
    }

    @Test func wideClusterNeverHalfInTheLastColumn() {
        #expect(glyph("日", columnsLeft: 1) == CellGlyph(scalars: [" "], blankNext: false))
        #expect(glyph("a", columnsLeft: 1) == CellGlyph(scalars: ["a"], blankNext: false))
    }

    @Test func controlsAndUnprintablesAreReplaced() {
        #expect(glyph("\u{7}") == CellGlyph(scalars: [CellGlyph.replacement], blankNext: false))
        #expect(glyph("\u{E000}") == CellGlyph(scalars: [CellGlyph.replacement], blankNext: false))
    }

    @Test func aLoneMarkSitsOnASpace() {
        #expect(glyph("\u{301}") == CellGlyph(scalars: [" ", "\u{301}"], blankNext: false))
    }
}
