/// Swift source to tokens, without ever losing its place: string literals (interpolations
/// nested to any depth the nesting limit allows, multi-line and raw), nested block comments
/// and regex literals are each read to their end, and what is malformed (an unterminated
/// literal or comment, an unknown escape) becomes a warning at its position while lexing
/// goes on at the next line.
///
/// `#if` is left in the tokens; `ConditionalCompilation` resolves it afterwards.
final class SwiftLexer {
    let bytes: [UInt8]
    var index = 0
    var lines: LineTable
    var warnings: [SourceWarning] = []
    /// Whether trivia skipped since the last token held a line break.
    var sawLineBreak = true
    var interpolationDepth = 0

    /// Deeper interpolations than this make the file unreadable: recursion must stay far
    /// from the end of a thread's stack, and no real code nests so deep.
    static let maximumInterpolationDepth = 64

    init(bytes: [UInt8]) {
        self.bytes = bytes
        self.lines = LineTable(bytes: bytes)
    }

    func tokenize() throws(SourceReadError) -> [Token] {
        try lexTokens(until: .endOfFile)
    }

    enum Boundary {
        case endOfFile
        /// The `)` that closes an interpolation; a single-line literal's interpolation also
        /// ends (unterminated) at a line break.
        case interpolationEnd(singleLine: Bool)
    }

    func lexTokens(until boundary: Boundary) throws(SourceReadError) -> [Token] {
        var tokens: [Token] = []
        var parenthesisDepth = 0
        var singleLine = false
        if case .interpolationEnd(let isSingleLine) = boundary { singleLine = isSingleLine }
        while true {
            skipTrivia(crossingLineBreaks: !singleLine)
            guard index < bytes.count else { return tokens }
            let byte = bytes[index]
            if case .interpolationEnd = boundary {
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return tokens }
                if byte == UInt8(ascii: ")") && parenthesisDepth == 0 {
                    index += 1
                    return tokens
                }
            }
            let token = try lexToken(after: tokens.last)
            if token.isPunctuation("(") { parenthesisDepth += 1 }
            if token.isPunctuation(")") && parenthesisDepth > 0 { parenthesisDepth -= 1 }
            tokens.append(token)
        }
    }

    func position(_ offset: Int) -> SourcePosition { lines.position(of: offset) }

    func warn(_ message: String, at offset: Int) {
        warnings.append(SourceWarning(position: position(offset), message: message))
    }

    func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private func lexToken(after previous: Token?) throws(SourceReadError) -> Token {
        let start = index
        let startsLine = sawLineBreak
        sawLineBreak = false
        let at = position(start)
        func make(_ kind: Token.Kind) -> Token { Token(kind: kind, position: at, startsLine: startsLine) }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
            return make(.string(try lexString(hashes: 0, start: start)))
        case UInt8(ascii: "#"):
            var hashes = 0
            while self.byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
            if self.byte(at: index + hashes) == UInt8(ascii: "\"") {
                index += hashes
                return make(.string(try lexString(hashes: hashes, start: start)))
            }
            if self.byte(at: index + hashes) == UInt8(ascii: "/") {
                lexExtendedRegex(hashes: hashes, start: start)
                return make(.regex)
            }
            if hashes == 1, let next = self.byte(at: index + 1), Self.startsIdentifier(next) {
                index += 1
                return make(.pound(lexIdentifierText()))
            }
            index += 1
            return make(.punctuation("#"))
        case UInt8(ascii: "`"):
            index += 1
            let nameStart = index
            while let next = self.byte(at: index), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            if self.byte(at: index) == UInt8(ascii: "`") { index += 1 }
            return make(.identifier(name))
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return make(.number(lexNumberText()))
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"),
             UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "."), UInt8(ascii: "\\"):
            index += 1
            return make(.punctuation(String(UnicodeScalar(byte))))
        case UInt8(ascii: "/") where Self.allowsRegex(after: previous) && lexBareRegex():
            return make(.regex)
        default:
            if Self.startsIdentifier(byte) { return make(.identifier(lexIdentifierText())) }
            if Self.isOperatorCharacter(byte) { return make(.punctuation(lexOperatorText())) }
            index += 1
            return make(.punctuation(String(UnicodeScalar(byte))))
        }
    }

    // MARK: Trivia

    /// Skips spaces, line breaks (unless told not to cross them) and comments.
    func skipTrivia(crossingLineBreaks: Bool) {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                guard crossingLineBreaks else { return }
                sawLineBreak = true
                index += 1
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                return
            }
        }
    }

    /// A block comment, nested ones included; unterminated, it runs to the end of the file.
    private func skipBlockComment() {
        let start = index
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") && self.byte(at: index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte == UInt8(ascii: "*") && self.byte(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if byte == UInt8(ascii: "\n") { sawLineBreak = true }
                index += 1
            }
        }
        warn("unterminated block comment (expected '*/')", at: start)
    }

    // MARK: Words and operators

    static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func continuesIdentifier(_ byte: UInt8) -> Bool {
        startsIdentifier(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "/"):
            true
        default:
            false
        }
    }

    private func lexIdentifierText() -> String {
        let start = index
        while index < bytes.count, Self.continuesIdentifier(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func lexOperatorText() -> String {
        let start = index
        while index < bytes.count, Self.isOperatorCharacter(bytes[index]) {
            // A comment may follow an operator without a space: `a+/* … */b`.
            if index > start, bytes[index] == UInt8(ascii: "/"),
               byte(at: index + 1) == UInt8(ascii: "/") || byte(at: index + 1) == UInt8(ascii: "*") { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Digits, `_`, letters (hex digits, exponents, suffixes in bad code), a `.` followed by a
    /// digit, and the sign of an exponent.
    private func lexNumberText() -> String {
        let start = index
        let isHex = byte(at: index + 1) == UInt8(ascii: "x") && bytes[index] == UInt8(ascii: "0")
        while index < bytes.count {
            let byte = bytes[index]
            if Self.continuesIdentifier(byte) && byte < 0x80 {
                index += 1
            } else if byte == UInt8(ascii: "."), let next = self.byte(at: index + 1), next >= UInt8(ascii: "0"), next <= UInt8(ascii: "9") {
                index += 1
            } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"),
                      let exponent = self.byte(at: index - 1),
                      isHex ? (exponent == UInt8(ascii: "p") || exponent == UInt8(ascii: "P")) : (exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E")) {
                index += 1
            } else {
                break
            }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
