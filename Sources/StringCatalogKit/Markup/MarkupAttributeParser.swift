/// Reads the attributes of `^[text](attributes)`: the members of a JSON5 object without its
/// braces, as Foundation reads them (`inflect: true, morphology: { number: "plural" }`):
/// names bare or quoted, strings in double or single quotes, JSON5's numbers, `true`,
/// `false`, `null`, objects, arrays, trailing commas and comments.
struct MarkupAttributeParser {
    enum Outcome: Equatable {
        /// The attributes, and the position after the closing `)`.
        case attributes([MarkupAttribute], end: Int)
        /// Why they do not read, and the position after the `)` when there is one.
        case malformed(String, end: Int?)
        /// Nothing like attributes (no `:`, no known name): `^[a-z](x)` of a regular expression.
        case notAttributes
    }

    private struct Failure: Error {
        let reason: String
    }

    private let s: [Unicode.Scalar]
    private var i: Int
    private let limit: Int
    private var depth = 0

    static let maximumDepth = 32

    init(_ scalars: [Unicode.Scalar], from start: Int, limit: Int) {
        s = scalars
        i = start
        self.start = start
        self.limit = limit
    }

    /// How far it read: the scanner's budget of lookahead pays for it.
    var consumed: Int { i - start }
    private let start: Int

    /// Reads from after the `(` up to and including the `)`.
    mutating func parseAttributeList() -> Outcome {
        guard looksLikeAttributes() else { return .notAttributes }
        do {
            let members = try members(closedBy: ")")
            return .attributes(members, end: i)
        } catch {
            // Where the list would end, for showing it: the first `)` after the start.
            var end = start
            while end < limit && s[end] != ")" { end += 1 }
            return .malformed((error as? Failure)?.reason ?? "unreadable", end: end < limit ? end + 1 : nil)
        }
    }

    /// A name followed by `:`, a quoted name, or a name Foundation knows: an attempt at
    /// attributes, reported when broken. Anything else (`(abc)`) is text.
    private func looksLikeAttributes() -> Bool {
        var j = i
        while j < limit && TextScan.isWhitespace(s[j]) { j += 1 }
        guard j < limit else { return false }
        if s[j] == "\"" || s[j] == "'" { return true }
        var name = String.UnicodeScalarView()
        while j < limit && Self.isNameCharacter(s[j]) { name.append(s[j]); j += 1 }
        if MarkupVocabulary.attributes[String(name)] != nil { return true }
        while j < limit && TextScan.isWhitespace(s[j]) { j += 1 }
        return !name.isEmpty && j < limit && s[j] == ":"
    }

    // MARK: Grammar

    private mutating func members(closedBy close: Unicode.Scalar) throws -> [MarkupAttribute] {
        var result: [MarkupAttribute] = []
        while true {
            try skipSpace()
            guard i < limit else { throw Failure(reason: "missing “\(close)” at the end") }
            if s[i] == close { i += 1; return result }
            let name = try key()
            try skipSpace()
            guard i < limit, s[i] == ":" else { throw Failure(reason: "expected “:” after “\(name)”\(found())") }
            i += 1
            let value = try self.value()
            result.append(MarkupAttribute(name, value))
            try skipSpace()
            guard i < limit else { throw Failure(reason: "missing “\(close)” at the end") }
            if s[i] == "," { i += 1; continue }
            if s[i] == close { i += 1; return result }
            throw Failure(reason: "expected “,” or “\(close)” after the value of “\(name)”\(found())")
        }
    }

    private mutating func key() throws -> String {
        if s[i] == "\"" || s[i] == "'" { return try string() }
        guard Self.isNameStart(s[i]) else { throw Failure(reason: "expected a name\(found())") }
        var name = String.UnicodeScalarView()
        while i < limit && Self.isNameCharacter(s[i]) { name.append(s[i]); i += 1 }
        return String(name)
    }

    private mutating func value() throws -> MarkupValue {
        try skipSpace()
        guard i < limit else { throw Failure(reason: "expected a value at the end") }
        switch s[i] {
        case "\"", "'":
            return .string(try string())
        case "{", "[":
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else { throw Failure(reason: "nested more than \(Self.maximumDepth) deep") }
            if s[i] == "{" {
                i += 1
                return .object(try members(closedBy: "}"))
            }
            i += 1
            return .array(try elements())
        case "t", "f", "n":
            let word = bareWord()
            switch word {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            default: throw Failure(reason: "“\(word)” is not a value (a string needs quotes)")
            }
        case "0"..."9", "+", "-", ".", "I", "N":
            return .number(try number())
        default:
            let word = bareWord()
            throw Failure(reason: word.isEmpty ? "expected a value\(found())" : "“\(word)” is not a value (a string needs quotes)")
        }
    }

    private mutating func elements() throws -> [MarkupValue] {
        var result: [MarkupValue] = []
        while true {
            try skipSpace()
            guard i < limit else { throw Failure(reason: "missing “]” at the end") }
            if s[i] == "]" { i += 1; return result }
            result.append(try value())
            try skipSpace()
            guard i < limit else { throw Failure(reason: "missing “]” at the end") }
            if s[i] == "," { i += 1; continue }
            if s[i] == "]" { i += 1; return result }
            throw Failure(reason: "expected “,” or “]” in a list\(found())")
        }
    }

    private mutating func string() throws -> String {
        let quote = s[i]
        i += 1
        var text = String.UnicodeScalarView()
        while i < limit {
            let c = s[i]
            if c == quote { i += 1; return String(text) }
            if c == "\n" || c == "\r" { throw Failure(reason: "a line break inside a string") }
            if c == "\\" {
                i += 1
                guard i < limit else { break }
                switch s[i] {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "u":
                    guard i + 4 < limit, let code = UInt32(String(String.UnicodeScalarView(s[(i + 1)...(i + 4)])), radix: 16),
                          let scalar = Unicode.Scalar(code) else { throw Failure(reason: "“\\u” needs four hexadecimal digits") }
                    text.append(scalar)
                    i += 4
                default: text.append(s[i])
                }
                i += 1
                continue
            }
            text.append(c)
            i += 1
        }
        throw Failure(reason: "a string without its closing \(quote == "'" ? "'" : "\"")")
    }

    /// JSON5's numbers: `1`, `-2.5e3`, `.5`, `5.`, `0x1F`, `+Infinity`, `NaN`.
    private mutating func number() throws -> String {
        let start = i
        if s[i] == "+" || s[i] == "-" { i += 1 }
        let word = bareWord()
        if word == "Infinity" || word == "NaN" { return String(String.UnicodeScalarView(s[start..<i])) }
        i = start + ((s[start] == "+" || s[start] == "-") ? 1 : 0)
        if i + 1 < limit, s[i] == "0", s[i + 1] == "x" || s[i + 1] == "X" {
            i += 2
            let digits = i
            while i < limit && s[i].properties.isASCIIHexDigit { i += 1 }
            guard i > digits else { throw Failure(reason: "a hexadecimal number without digits") }
        } else {
            var digits = 0
            while i < limit && ("0"..."9").contains(s[i]) { i += 1; digits += 1 }
            if i < limit && s[i] == "." {
                i += 1
                while i < limit && ("0"..."9").contains(s[i]) { i += 1; digits += 1 }
            }
            guard digits > 0 else { throw Failure(reason: "expected a number\(found())") }
            if i < limit && (s[i] == "e" || s[i] == "E") {
                i += 1
                if i < limit && (s[i] == "+" || s[i] == "-") { i += 1 }
                let exponent = i
                while i < limit && ("0"..."9").contains(s[i]) { i += 1 }
                guard i > exponent else { throw Failure(reason: "an exponent without digits") }
            }
        }
        guard i >= limit || !Self.isNameCharacter(s[i]) else { throw Failure(reason: "expected a number\(found())") }
        return String(String.UnicodeScalarView(s[start..<i]))
    }

    /// Letters and digits from here, consumed.
    private mutating func bareWord() -> String {
        var word = String.UnicodeScalarView()
        while i < limit && Self.isNameCharacter(s[i]) { word.append(s[i]); i += 1 }
        return String(word)
    }

    /// Whitespace and JSON5's comments.
    private mutating func skipSpace() throws {
        while i < limit {
            if TextScan.isWhitespace(s[i]) || s[i] == "\u{FEFF}" { i += 1; continue }
            guard s[i] == "/", i + 1 < limit else { return }
            if s[i + 1] == "/" {
                while i < limit && s[i] != "\n" { i += 1 }
            } else if s[i + 1] == "*" {
                i += 2
                while i + 1 < limit && !(s[i] == "*" && s[i + 1] == "/") { i += 1 }
                guard i + 1 < limit else { throw Failure(reason: "a comment without its closing */") }
                i += 2
            } else {
                return
            }
        }
    }

    /// “, found “x”” for a message, or nothing at the end.
    private func found() -> String {
        guard i < limit else { return "" }
        return ", found “\(s[i])”"
    }

    private static func isNameStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c == "$" || c.properties.isAlphabetic
    }

    private static func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
        isNameStart(c) || c.properties.numericType != nil
    }
}
