import Testing
import TerminalUI
@testable import NCursesTerminal

@Suite struct WidthProbeTests {
    @Test("Each probe is written from the first column and followed by a position request, then DA1")
    func request() {
        #expect(WidthProbe.request == "\u{1B}[1;1H👍🏽\u{1B}[6n\u{1B}[1;1H👨‍👩‍👧\u{1B}[6n\u{1B}[1;1H❤️\u{1B}[6n\u{1B}[1;1H🇮🇳\u{1B}[6n\u{1B}[c")
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
