import Testing
@testable import TerminalUI

/// Answers as terminals sent them to `GraphicsDetection.query`.
@Suite("Inline image support read from the terminal's answers")
struct GraphicsDetectionTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("Recorded answers: kitty, iTerm2, WezTerm, xterm, a terminal that answers only the device attributes",
          arguments: [
              ("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.32.2)\u{1B}\\\u{1B}[?62;c", GraphicsDetection.Support(kitty: true, complete: true)),
              ("\u{1B}P>|iTerm2 3.5.0\u{1B}\\\u{1B}[?62;4c", GraphicsDetection.Support(iTerm2: true, complete: true)),
              ("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|WezTerm 20240203-110809-5046fc22\u{1B}\\\u{1B}[?65;4;6;18;22c", GraphicsDetection.Support(kitty: true, iTerm2: true, complete: true)),
              ("\u{1B}P>|XTerm(390)\u{1B}\\\u{1B}[?63;1;2;4;6;9;15;22c", GraphicsDetection.Support(complete: true)),
              ("\u{1B}[?1;2c", GraphicsDetection.Support(complete: true)),
              ("\u{1B}_Gi=31;ENOTSUPPORTED:no graphics here\u{1B}\\\u{1B}[?62c", GraphicsDetection.Support(complete: true)),
          ])
    func recorded(answer: String, expected: GraphicsDetection.Support) {
        let read = GraphicsDetection.read(Self.bytes(answer))
        #expect(read.support == expected)
        #expect(read.rest.isEmpty)
    }

    @Test("No device attributes (silent or cut off): nothing is drawn, even after a kitty OK")
    func incomplete() {
        #expect(!GraphicsDetection.read([]).support.canDrawImages)
        let cut = GraphicsDetection.read(Self.bytes("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62"))
        #expect(cut.support.kitty && !cut.support.complete && !cut.support.canDrawImages)
        let unterminated = GraphicsDetection.read(Self.bytes("\u{1B}_Gi=31;OK"))
        #expect(unterminated.support == GraphicsDetection.Support())
    }

    @Test("Keys typed meanwhile are given back; another program's kitty answer does not count")
    func typedKeys() {
        let read = GraphicsDetection.read(Self.bytes("j\u{1B}_Gi=7;OK\u{1B}\\\u{1B}[A\u{1B}[?62;c/"))
        #expect(read.support == GraphicsDetection.Support(complete: true))
        #expect(read.rest == Self.bytes("j\u{1B}[A/"))
    }

    @Test("Not asked inside tmux or screen, nor on a dumb terminal or the Linux console")
    func worthAsking() {
        #expect(!GraphicsDetection.worthAsking(environment: ["TERM": "linux"]))
        #expect(GraphicsDetection.worthAsking(environment: ["TERM": "xterm-kitty"]))
        #expect(!GraphicsDetection.worthAsking(environment: ["TERM": "xterm-256color", "TMUX": "/tmp/tmux-1/default,1,0"]))
        #expect(!GraphicsDetection.worthAsking(environment: ["TERM": "screen-256color"]))
        #expect(!GraphicsDetection.worthAsking(environment: ["TERM": "dumb"]))
        #expect(!GraphicsDetection.worthAsking(environment: [:]))
    }

    @Test("The query ends with the device attributes question that every terminal answers")
    func query() {
        #expect(GraphicsDetection.query.hasSuffix("\u{1B}[c"))
        #expect(GraphicsDetection.query.hasPrefix("\u{1B}_Gi=31,"))
    }
}
