import Foundation
import Testing
@testable import TerminalUI

@Suite("OSC 52: the clipboard escape sequence")
struct ClipboardSequenceTests {
    @Test("Base64 as RFC 4648 gives it, padding included")
    func base64() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (text, encoded) in vectors { #expect(Base64.encode(Array(text.utf8)) == encoded, "\(text)") }
    }

    @Test("The sequence carries the text as UTF-8, for any script and every byte value")
    func sequence() {
        let text = "Grüße 🐦 نعم 日本語\nline two"
        let expected = "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
        #expect(ClipboardSequence.osc52(text) == expected)
        let bytes = (0...255).map { UInt8($0) }
        #expect(Base64.encode(bytes) == Data(bytes).base64EncodedString())
        // Nothing in it a terminal could take for the end of the sequence or another one.
        let payload = ClipboardSequence.osc52(text).dropFirst(7).dropLast()
        #expect(payload.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+/=".contains($0)) })
    }
}
