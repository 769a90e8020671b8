import Testing
@testable import TerminalUI

@Suite("Emoji sequences as wide as the terminal draws them")
struct EmojiSequenceWidthsTests {
    /// What tmux 3.3a answers to the probes (its cursor moved 4, 2, 1 and 2 columns): a skin
    /// tone takes two columns of its own, ZWJ sequences join, VS16 does not widen.
    static let tmux = EmojiSequenceWidths(measured: [4, 2, 1, 2])
    /// A terminal that draws every scalar of a sequence (xterm).
    static let separate = EmojiSequenceWidths(measured: [4, 6, 1, 2])

    @Test("The probes' answers decide each rule; a probe without an answer keeps the usual rule")
    func rulesFromAnswers() {
        #expect(Self.tmux == EmojiSequenceWidths(skinTonesJoin: false, joinersJoin: true, variationSelectorWidens: false, flagWidth: 2))
        #expect(Self.separate.joinersJoin == false)
        #expect(EmojiSequenceWidths(measured: [2, 2, 2, 2]) == .joined)
        #expect(EmojiSequenceWidths(measured: []) == .joined)
        #expect(EmojiSequenceWidths(measured: [4, nil, nil, 9]) == EmojiSequenceWidths(skinTonesJoin: false, joinersJoin: true, variationSelectorWidens: true, flagWidth: 2))
    }

    @Test("Where the terminal joins everything, every sequence is two columns")
    func joined() {
        #expect(EmojiSequenceWidths.current == .joined)
        for sequence: Character in ["👍🏽", "👩🏽‍💻", "👨‍👩‍👧", "❤️", "🇮🇳", "☝🏽"] {
            #expect(TextWidth.of(sequence) == 2, "\(sequence)")
        }
    }

    @Test("Under tmux 3.3's rules a skin tone takes its own two columns and ZWJ sequences join")
    func tmuxWidths() {
        EmojiSequenceWidths.$current.withValue(Self.tmux) {
            #expect(TextWidth.of("👍🏽" as Character) == 4)
            #expect(TextWidth.of("👩🏽‍💻" as Character) == 4)
            #expect(TextWidth.of("👨‍👩‍👧" as Character) == 2)
            #expect(TextWidth.of("❤️" as Character) == 1)
            #expect(TextWidth.of("🇮🇳" as Character) == 2)
            #expect(TextWidth.of("👍🏽x 👩🏽‍💻y 👨‍👩‍👧z") == 4 + 1 + 1 + 4 + 1 + 1 + 2 + 1)
            // Text that is no emoji sequence is measured as always.
            #expect(TextWidth.of("नमस्ते") == 4)
            #expect(TextWidth.of("e\u{301}" as Character) == 1)
        }
    }

    @Test("A terminal that draws each scalar gives a family every member's columns")
    func separateWidths() {
        EmojiSequenceWidths.$current.withValue(Self.separate) {
            #expect(TextWidth.of("👨‍👩‍👧" as Character) == 6)
            #expect(TextWidth.of("👩🏽‍💻" as Character) == 6)
            // A joiner still being typed adds nothing.
            #expect(TextWidth.of("👩🏽\u{200D}" as Character) == 4)
        }
    }

    @Test("The grid gives a sequence the columns the terminal does, so the row after it stays in place")
    func gridColumns() {
        EmojiSequenceWidths.$current.withValue(Self.tmux) {
            var grid = CellGrid(width: 20, height: 1)
            #expect(grid.put("👍🏽x👩🏽‍💻y", x: 0, y: 0) == 10)
            #expect((0..<10).map { grid[$0, 0].text } == ["👍🏽", "", "", "", "x", "👩🏽‍💻", "", "", "", "y"])
        }
    }
}
