/// Objective-C source to tokens, enough for the localization macros: identifiers,
/// punctuation, `@"…"` and `"…"` strings with C escapes; comments, character literals and
/// preprocessor lines are skipped. An unterminated string or comment is a warning.
final class ObjectiveCLexer {
    private let bytes: [UInt8]
    private var index = 0
    private var lines: LineTable
    private(set) var warnings: [SourceWarning] = []
    private var atLineStart = true

    init(bytes: [UInt8]) {
        self.bytes = bytes
        self.lines = LineTable(bytes: bytes)
    }

    private func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    func tokenize() -> [Token] {
        var tokens: [Token] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                atLineStart = true
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where self.byte(at: index + 1) == UInt8(ascii: "/"):
                skipLine()
            case UInt8(ascii: "/") where self.byte(at: index + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "#") where atLineStart:
                skipPreprocessorLine()
            case UInt8(ascii: "'"):
                skipCharacterLiteral()
            case UInt8(ascii: "@") where self.byte(at: index + 1) == UInt8(ascii: "\""):
                let start = index
                index += 1
                tokens.append(Token(kind: .string(lexString(start: start)), position: lines.position(of: start), startsLine: false))
            case UInt8(ascii: "\""):
                let start = index
                tokens.append(Token(kind: .string(lexString(start: start)), position: lines.position(of: start), startsLine: false))
            default:
                atLineStart = false
                let start = index
                if SwiftLexer.continuesIdentifier(byte) {
                    while index < bytes.count, SwiftLexer.continuesIdentifier(bytes[index]) { index += 1 }
                    let text = String(decoding: bytes[start..<index], as: UTF8.self)
                    let isNumber = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                    tokens.append(Token(kind: isNumber ? .number(text) : .identifier(text), position: lines.position(of: start), startsLine: false))
                } else {
                    index += 1
                    tokens.append(Token(kind: .punctuation(String(UnicodeScalar(byte))), position: lines.position(of: start), startsLine: false))
                }
            }
        }
        return tokens
    }

    private func skipLine() {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    }

    /// A directive, with its backslash-continued lines.
    private func skipPreprocessorLine() {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "\\"), byte(at: index + 1) == UInt8(ascii: "\n") { index += 1 }
            index += 1
        }
    }

    private func skipBlockComment() {
        let start = index
        index += 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
                index += 2
                return
            }
            index += 1
        }
        warnings.append(SourceWarning(position: lines.position(of: start), message: "unterminated block comment (expected '*/')"))
    }

    private func skipCharacterLiteral() {
        index += 1
        while let byte = byte(at: index), byte != UInt8(ascii: "'"), byte != UInt8(ascii: "\n") {
            index += byte == UInt8(ascii: "\\") ? 2 : 1
        }
        if byte(at: index) == UInt8(ascii: "'") { index += 1 }
    }

    /// A C string from its opening quote; unterminated, it ends at its line's end.
    private func lexString(start: Int) -> StringLiteral {
        atLineStart = false
        index += 1
        var text: [UInt8] = []
        while let byte = byte(at: index) {
            if byte == UInt8(ascii: "\"") {
                index += 1
                return StringLiteral(segments: [.text(String(decoding: text, as: UTF8.self))])
            }
            if byte == UInt8(ascii: "\n") { break }
            if byte == UInt8(ascii: "\\"), let escaped = self.byte(at: index + 1) {
                index += 2
                switch escaped {
                case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "\n"): break
                default: text.append(escaped)
                }
                continue
            }
            text.append(byte)
            index += 1
        }
        warnings.append(SourceWarning(position: lines.position(of: start), message: "unterminated string literal (expected '\"')"))
        return StringLiteral(segments: [.text(String(decoding: text, as: UTF8.self))])
    }
}
