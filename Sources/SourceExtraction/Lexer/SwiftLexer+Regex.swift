extension SwiftLexer {
    /// Whether a `/` here may open a regex literal: only where an expression starts (after
    /// an opening bracket, a separator, an operator or a keyword that takes one). After a
    /// value it is division.
    static func allowsRegex(after previous: Token?) -> Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .punctuation(let text):
            return text != ")" && text != "]" && text != "}" && text != "." && text != "@" && !text.hasSuffix("!") && !text.hasSuffix("?")
        case .identifier(let name):
            return ["return", "case", "in", "where", "if", "guard", "try", "await", "else", "throw"].contains(name)
        case .pound:
            return false
        case .number, .string, .regex:
            return false
        }
    }

    /// A bare `/…/` regex, conservatively: only when its closing `/` is on the same line, it
    /// does not start or end with a space, and it is not a comment. Otherwise nothing is
    /// consumed and the `/` is an operator.
    func lexBareRegex() -> Bool {
        guard let first = byte(at: index + 1), first != UInt8(ascii: " "), first != UInt8(ascii: "\t"),
              first != UInt8(ascii: "\n"), first != UInt8(ascii: "\r"), first != UInt8(ascii: "/"),
              first != UInt8(ascii: "*"), first != UInt8(ascii: "=") else { return false }
        var probe = index + 1
        var inCharacterClass = false
        while let byte = byte(at: probe), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
            switch byte {
            case UInt8(ascii: "\\"):
                probe += 2
                continue
            case UInt8(ascii: "["):
                inCharacterClass = true
            case UInt8(ascii: "]"):
                inCharacterClass = false
            case UInt8(ascii: "/") where !inCharacterClass:
                guard bytes[probe - 1] != UInt8(ascii: " ") else { return false }
                index = probe + 1
                return true
            default:
                break
            }
            probe += 1
        }
        return false
    }

    /// `#/…/#` (with as many `#`s on each side), which may span lines; unterminated, it runs
    /// to the end of its line when single-line, to the end of the file otherwise.
    func lexExtendedRegex(hashes: Int, start: Int) {
        index += hashes + 1
        let multiLine = byte(at: index) == UInt8(ascii: "\n") || byte(at: index) == UInt8(ascii: "\r")
        while let byte = byte(at: index) {
            if !multiLine && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) { break }
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "/"), hashesFollow(index + 1, hashes) {
                index += 1 + hashes
                return
            }
            index += 1
        }
        warn("unterminated regex literal (expected '/\(String(repeating: "#", count: hashes))')", at: start)
    }
}
