import Testing
import TerminalUI
@testable import NCursesTerminal

@Suite struct WidthProbeTests {
    @Test("Each probe is written from the first column and followed by a position request, then DA1")
    func request() {
        #expect(WidthProbe.request(askingGraphics: false) == "\u{1B}[1;1H👍🏽\u{1B}[6n\u{1B}[1;1H👨‍👩‍👧\u{1B}[6n\u{1B}[1;1H❤️\u{1B}[6n\u{1B}[1;1H🇮🇳\u{1B}[6n\u{1B}[c")
    }

    @Test("tmux 3.3a's answers: the columns moved by each probe, then the device attributes")
    func tmuxAnswers() {
        let replies = WidthProbe.replies(Array("\u{1B}[1;5R\u{1B}[1;3R\u{1B}[1;2R\u{1B}[1;3R\u{1B}[?1;2c".utf8))
        #expect(replies.finished)
        #expect(replies.other.isEmpty)
        #expect(replies.measured == [4, 2, 1, 2])
        #expect(EmojiSequenceWidths(measured: replies.measured).skinTonesJoin == false)
    }

    @Test("Keys typed meanwhile are kept in order; an unfinished answer is not taken for one")
    func otherBytes() {
        let replies = WidthProbe.replies(Array("a\u{1B}[1;3Rb\u{1B}[A\u{1B}[1;".utf8))
        #expect(replies.measured == [2, nil, nil, nil])
        #expect(!replies.finished)
        #expect(replies.other == Array("ab\u{1B}[A\u{1B}[1;".utf8))
    }

    @Test("Malformed reports are not answers")
    func malformed() {
        let replies = WidthProbe.replies(Array("\u{1B}[5R\u{1B}[0;3R\u{1B}[1;;3R\u{1B}[c".utf8))
        #expect(replies.columns.isEmpty)
        #expect(!replies.finished)
    }
}

/// The start-up round trip with the graphics questions: recorded answers of terminals that
/// draw images, of tmux (which answers the device attributes only), and of none at all.
@Suite struct StartupGraphicsAnswerTests {
    static let positions = "\u{1B}[1;3R\u{1B}[1;3R\u{1B}[1;3R\u{1B}[1;3R"

    @Test("The graphics questions go after the probes and before the one device attributes request")
    func request() {
        let request = WidthProbe.request(askingGraphics: true)
        #expect(request == String(WidthProbe.request(askingGraphics: false).dropLast(3)) + GraphicsDetection.questions + "\u{1B}[c")
        #expect(WidthProbe.request(askingGraphics: false).hasSuffix("\u{1B}[6n\u{1B}[c"))
    }

    @Test("kitty: OK to the graphics query, its name, then the device attributes")
    func kitty() {
        let replies = WidthProbe.replies(Array((Self.positions + "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[?62;c").utf8))
        #expect(replies.finished && replies.other.isEmpty)
        #expect(replies.measured == [2, 2, 2, 2])
        #expect(replies.graphics == GraphicsDetection.Support(kitty: true, complete: true))
    }

    @Test("iTerm2: no kitty answer, its name in XTVERSION")
    func iTerm2() {
        let replies = WidthProbe.replies(Array((Self.positions + "\u{1B}P>|iTerm2 3.5.4\u{1B}\\\u{1B}[?62;4c").utf8))
        #expect(replies.graphics == GraphicsDetection.Support(iTerm2: true, complete: true))
        #expect(replies.graphics.canDrawImages && replies.other.isEmpty)
    }

    @Test("tmux: the device attributes only; no images, and nothing left over as keys")
    func tmux() {
        let replies = WidthProbe.replies(Array((Self.positions + "\u{1B}[?1;2c").utf8))
        #expect(replies.finished && replies.other.isEmpty)
        #expect(replies.graphics == GraphicsDetection.Support(complete: true))
        #expect(!replies.graphics.canDrawImages)
    }

    @Test("Nothing at all (the time ran out): no images, not finished; a cut-off answer is no key")
    func silence() {
        let none = WidthProbe.replies([])
        #expect(!none.finished && !none.graphics.canDrawImages)
        let cut = WidthProbe.replies(Array((Self.positions + "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kit").utf8))
        #expect(!cut.finished && cut.graphics.kitty && !cut.graphics.canDrawImages)
        #expect(cut.other.isEmpty)
    }

    @Test("Keys typed during the questions are kept, in order")
    func typed() {
        let replies = WidthProbe.replies(Array(("j" + Self.positions + "\u{1B}_Gi=31;OK\u{1B}\\k\u{1B}[?62;c").utf8))
        #expect(replies.other == Array("jk".utf8))
        #expect(replies.graphics.canDrawImages)
    }
}
