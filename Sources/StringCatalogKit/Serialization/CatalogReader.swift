import Dispatch
import Foundation

/// Reads a String Catalog's bytes straight into the model.
///
/// One pass over the bytes with no intermediate JSON tree: known fields are decoded into their
/// types as they are met, unknown ones into `JSONValue`. Any valid JSON layout is accepted
/// (other tools write `"key": value`, `{}`, a final newline, CRLF, a BOM); anything else fails
/// with a positioned `CatalogReadError`, never a crash: nesting is bounded, every index is
/// checked, and strings must be valid UTF-8.
public enum CatalogReader {
    public static func read(_ bytes: [UInt8]) throws(CatalogReadError) -> StringCatalog {
        try bytes.withUnsafeBufferPointer { (buffer) throws(CatalogReadError) in try read(buffer) }
    }

    public static func read(_ data: Data) throws(CatalogReadError) -> StringCatalog {
        try read([UInt8](data))
    }

    public static func read(_ buffer: UnsafeBufferPointer<UInt8>) throws(CatalogReadError) -> StringCatalog {
        var parser = CatalogParser(buffer)
        return try parser.parseCatalog()
    }

    /// Parses any JSON document into a `JSONValue` with the same error reporting.
    public static func readJSON(_ buffer: UnsafeBufferPointer<UInt8>) throws(CatalogReadError) -> JSONValue {
        var parser = CatalogParser(buffer)
        parser.skipBOM()
        parser.skipWhitespace()
        let value = try parser.parseValue()
        try parser.expectEnd()
        return value
    }
}

/// A step of the JSON path shown in shape errors.
enum PathComponent {
    case key(String)
    case stringsKey(String)
    case index(Int)
}

struct CatalogParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var pos = 0
    var path: [PathComponent] = []
    /// Current nesting of JSON containers, to fail cleanly on absurdly deep input instead of
    /// overflowing the stack.
    var depth = 0
    static let maximumDepth = 128
    /// Languages in the previous `localizations` object (see `parseKeyedForms`).
    var lastLanguageCount = 0
    /// The keys of the previous `localizations` object.
    var previousLanguages: [String] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: - Errors

    func syntaxError(_ message: String, at offset: Int? = nil) -> CatalogReadError {
        CatalogReadError.at(offset ?? pos, in: bytes, kind: .syntax, message: message)
    }

    func shapeError(_ message: String, at offset: Int, lastKey: String? = nil) -> CatalogReadError {
        var components = path
        if let lastKey { components.append(.key(lastKey)) }
        return CatalogReadError.at(offset, in: bytes, kind: .shape, message: message, path: Self.render(components))
    }

    static func render(_ components: [PathComponent]) -> String {
        var out = ""
        for component in components {
            switch component {
            case .stringsKey(let key):
                out += "[" + JSONQuoting.quote(key) + "]"
            case .key(let key):
                let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "_" || $0 == "-" || ("0"..."9").contains($0) }
                if plain { out += (out.isEmpty ? "" : ".") + key } else { out += "[" + JSONQuoting.quote(key) + "]" }
            case .index(let i):
                out += "[\(i)]"
            }
        }
        return out
    }

    /// Describes the JSON value starting at `pos`, for "expected X, found Y" messages.
    func foundDescription(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
        case UInt8(ascii: "n"): return "null"
        default: return "a number"
        }
    }

    // MARK: - Lexing

    mutating func skipBOM() {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { pos = 3 }
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while pos < bytes.count {
            let c = bytes[pos]
            if c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { pos += 1 } else { return }
        }
    }

    @inline(__always)
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return pos < bytes.count ? bytes[pos] : nil
    }

    mutating func expect(_ byte: UInt8, _ what: @autoclosure () -> String) throws(CatalogReadError) {
        skipWhitespace()
        guard pos < bytes.count, bytes[pos] == byte else { throw syntaxError("expected \(what())") }
        pos += 1
    }

    mutating func expectEnd() throws(CatalogReadError) {
        skipWhitespace()
        if pos < bytes.count { throw syntaxError("expected the end of the file after the top-level value") }
    }

    /// Starts an object: consumes `{` and reports whether it is empty (consuming `}` too).
    mutating func beginObject(_ role: @autoclosure () -> String) throws(CatalogReadError) -> Bool {
        skipWhitespace()
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: "{") else {
            throw shapeError("expected \(role()), found \(foundDescription(at: pos))", at: pos)
        }
        depth += 1
        if depth > Self.maximumDepth { throw syntaxError("nesting deeper than \(Self.maximumDepth) levels") }
        pos += 1
        skipWhitespace()
        if pos < bytes.count && bytes[pos] == UInt8(ascii: "}") {
            pos += 1
            depth -= 1
            return false
        }
        return true
    }

    /// Reads a member key and its colon.
    @inline(__always)
    mutating func memberKey() throws(CatalogReadError) -> String {
        skipWhitespace()
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else {
            throw syntaxError("expected a string key in double quotes")
        }
        let key = try parseString()
        try expect(UInt8(ascii: ":"), "':' after an object key")
        return key
    }

    /// After a member: true if another follows (`,`), false at the closing `}`.
    @inline(__always)
    mutating func nextMember() throws(CatalogReadError) -> Bool {
        skipWhitespace()
        guard pos < bytes.count else { throw syntaxError("expected ',' or '}' after an object member") }
        switch bytes[pos] {
        case UInt8(ascii: ","):
            pos += 1
            return true
        case UInt8(ascii: "}"):
            pos += 1
            depth -= 1
            return false
        default:
            throw syntaxError("expected ',' or '}' after an object member")
        }
    }

    /// Parses a JSON string at `pos` (which must be at the opening quote).
    @inline(__always)
    mutating func parseString() throws(CatalogReadError) -> String {
        let (start, end, ascii) = try scanString()
        return try makeString(start, end, ascii: ascii)
    }

    /// Finds the end of the string at `pos` without decoding it: the range of its content
    /// and whether it is all ASCII. Strings with escapes go through `parseEscapedString`
    /// (signalled by a nil result, with `pos` left at the opening quote).
    @inline(__always)
    mutating func scanString() throws(CatalogReadError) -> (Int, Int, Bool) {
        let start = pos + 1
        var i = start
        let count = bytes.count
        var high: UInt8 = 0
        while i < count {
            let c = bytes[i]
            if c == UInt8(ascii: "\"") {
                pos = i + 1
                return (start, i, high < 0x80)
            }
            if c == UInt8(ascii: "\\") { return (start, -1, false) }
            if c < 0x20 { throw syntaxError("expected '\"' to close the string (control characters must be escaped)", at: i) }
            high |= c
            i += 1
        }
        throw syntaxError("expected '\"' to close the string before the end of the file", at: count)
    }

    /// The string for a range found by `scanString` (end -1: it has escapes).
    @inline(__always)
    mutating func makeString(_ start: Int, _ end: Int, ascii: Bool) throws(CatalogReadError) -> String {
        if end < 0 { return try parseEscapedString(from: start) }
        let content = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if !ascii, let bad = UTF8Validation.firstInvalidByte(content) {
            throw syntaxError("invalid UTF-8 in a string", at: start + bad)
        }
        return String(decoding: content, as: UTF8.self)
    }

    /// True when the raw (escape-free) bytes `start..<end` spell `word`.
    @inline(__always)
    func rawEquals(_ start: Int, _ end: Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard end - start == length else { return false }
        return memcmp(bytes.baseAddress! + start, word.utf8Start, length) == 0
    }

    /// The slow path of `parseString` for strings with escapes.
    mutating func parseEscapedString(from start: Int) throws(CatalogReadError) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(64)
        var i = start
        let count = bytes.count
        while i < count {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "\""):
                if let bad = out.withUnsafeBufferPointer({ UTF8Validation.firstInvalidByte($0) }) {
                    throw syntaxError("invalid UTF-8 in a string", at: min(start + bad, i))
                }
                pos = i + 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard i + 1 < count else { break }
                let e = bytes[i + 1]
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4(at: i + 2)
                    var consumed = 6
                    if (0xD800..<0xDC00).contains(scalar) {
                        // A high surrogate must be followed by an escaped low surrogate.
                        guard i + 11 < count, bytes[i + 6] == UInt8(ascii: "\\"), bytes[i + 7] == UInt8(ascii: "u") else {
                            throw syntaxError("expected a low surrogate \\uDC00–\\uDFFF after a high surrogate", at: i)
                        }
                        let low = try hex4(at: i + 8)
                        guard (0xDC00..<0xE000).contains(low) else {
                            throw syntaxError("expected a low surrogate \\uDC00–\\uDFFF after a high surrogate", at: i + 6)
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        consumed = 12
                    } else if (0xDC00..<0xE000).contains(scalar) {
                        throw syntaxError("unpaired low surrogate in a \\u escape", at: i)
                    }
                    out.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
                    i += consumed
                    continue
                default:
                    throw syntaxError("expected an escape character after '\\' (one of \" \\ / b f n r t u)", at: i + 1)
                }
                i += 2
                continue
            default:
                if c < 0x20 { throw syntaxError("expected '\"' to close the string (control characters must be escaped)", at: i) }
                out.append(c)
                i += 1
                continue
            }
            break
        }
        throw syntaxError("expected '\"' to close the string before the end of the file", at: count)
    }

    func hex4(at offset: Int) throws(CatalogReadError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw syntaxError("expected four hexadecimal digits after \\u", at: offset) }
        var value: UInt32 = 0
        for k in 0..<4 {
            let c = bytes[offset + k]
            let digit: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw syntaxError("expected four hexadecimal digits after \\u", at: offset + k)
            }
            value = value << 4 | digit
        }
        return value
    }

    // MARK: - Generic values

    mutating func parseValue() throws(CatalogReadError) -> JSONValue {
        skipWhitespace()
        guard pos < bytes.count else { throw syntaxError("expected a value before the end of the file") }
        switch bytes[pos] {
        case UInt8(ascii: "{"):
            depth += 1
            if depth > Self.maximumDepth { throw syntaxError("nesting deeper than \(Self.maximumDepth) levels") }
            pos += 1
            var members: [JSONMember] = []
            if peek() == UInt8(ascii: "}") {
                pos += 1
                depth -= 1
                return .object(members)
            }
            repeat {
                let key = try memberKey()
                members.append(JSONMember(key, try parseValue()))
            } while try nextMember()
            return .object(members)
        case UInt8(ascii: "["):
            depth += 1
            if depth > Self.maximumDepth { throw syntaxError("nesting deeper than \(Self.maximumDepth) levels") }
            pos += 1
            var elements: [JSONValue] = []
            if peek() == UInt8(ascii: "]") {
                pos += 1
                depth -= 1
                return .array(elements)
            }
            while true {
                elements.append(try parseValue())
                skipWhitespace()
                guard pos < bytes.count else { throw syntaxError("expected ',' or ']' after an array element") }
                if bytes[pos] == UInt8(ascii: ",") { pos += 1; continue }
                if bytes[pos] == UInt8(ascii: "]") { pos += 1; depth -= 1; return .array(elements) }
                throw syntaxError("expected ',' or ']' after an array element")
            }
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumberText())
        default:
            throw syntaxError("expected a value (object, array, string, number, true, false or null)")
        }
    }

    mutating func literal(_ word: StaticString) throws(CatalogReadError) {
        let length = word.utf8CodeUnitCount
        let matches = pos + length <= bytes.count && (0..<length).allSatisfy { bytes[pos + $0] == word.utf8Start[$0] }
        guard matches else { throw syntaxError("expected a value (object, array, string, number, true, false or null)") }
        pos += length
    }

    /// Validates a JSON number and returns its text as written.
    mutating func parseNumberText() throws(CatalogReadError) -> String {
        let start = pos
        func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] &- 0x30 < 10 }
        if bytes[pos] == UInt8(ascii: "-") { pos += 1 }
        guard isDigit(pos) else { throw syntaxError("expected a digit in a number") }
        if bytes[pos] == UInt8(ascii: "0") {
            pos += 1
            if isDigit(pos) { throw syntaxError("expected no leading zeros in a number") }
        } else {
            while isDigit(pos) { pos += 1 }
        }
        if pos < bytes.count && bytes[pos] == UInt8(ascii: ".") {
            pos += 1
            guard isDigit(pos) else { throw syntaxError("expected a digit after the decimal point") }
            while isDigit(pos) { pos += 1 }
        }
        if pos < bytes.count && (bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E")) {
            pos += 1
            if pos < bytes.count && (bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-")) { pos += 1 }
            guard isDigit(pos) else { throw syntaxError("expected a digit in the exponent") }
            while isDigit(pos) { pos += 1 }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
    }

    // MARK: - Typed leaves

    mutating func stringValue(_ key: String) throws(CatalogReadError) -> String {
        skipWhitespace()
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else {
            throw shapeError("expected a string, found \(foundDescription(at: pos))", at: pos, lastKey: key)
        }
        return try parseString()
    }

    mutating func boolValue(_ key: String) throws(CatalogReadError) -> Bool {
        let at = pos
        skipWhitespace()
        if pos < bytes.count && (bytes[pos] == UInt8(ascii: "t") || bytes[pos] == UInt8(ascii: "f")) {
            if case .bool(let b) = try parseValue() { return b }
        }
        throw shapeError("expected true or false, found \(foundDescription(at: pos))", at: max(at, pos), lastKey: key)
    }

    mutating func intValue(_ key: String) throws(CatalogReadError) -> Int {
        skipWhitespace()
        let at = pos
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: "-") || bytes[pos] &- 0x30 < 10 else {
            throw shapeError("expected a whole number, found \(foundDescription(at: pos))", at: pos, lastKey: key)
        }
        let text = try parseNumberText()
        guard let value = Int(text) else {
            throw shapeError("expected a whole number, found \(text)", at: at, lastKey: key)
        }
        return value
    }

    func duplicate(_ key: String, at offset: Int) -> CatalogReadError {
        shapeError("duplicate key \"\(key)\" in one object", at: offset, lastKey: nil)
    }

    // MARK: - Field names

    /// A member key read without building a String, for matching known field names.
    struct FieldKey {
        var start: Int
        var end: Int
        /// Set when the key had escapes (so `start..<end` is not its text).
        var decoded: String?
        /// Offset of the key, for duplicate-key errors.
        var at: Int
    }

    @inline(__always)
    mutating func fieldKey() throws(CatalogReadError) -> FieldKey {
        skipWhitespace()
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else {
            throw syntaxError("expected a string key in double quotes")
        }
        let at = pos
        let (start, end, ascii) = try scanString()
        var key = FieldKey(start: start, end: end, decoded: nil, at: at)
        if end < 0 { key.decoded = try makeString(start, end, ascii: ascii) }
        try expect(UInt8(ascii: ":"), "':' after an object key")
        return key
    }

    @inline(__always)
    func field(_ key: FieldKey, is word: StaticString) -> Bool {
        if let decoded = key.decoded { return decoded == word.description }
        return rawEquals(key.start, key.end, word)
    }

    func name(of key: FieldKey) -> String {
        key.decoded ?? String(decoding: UnsafeBufferPointer(rebasing: bytes[key.start..<key.end]), as: UTF8.self)
    }

    /// Keeps a member the model has no field for.
    mutating func keepUnknown(_ key: FieldKey, in members: inout [JSONMember]) throws(CatalogReadError) {
        let name = try validName(key)
        try checkUnique(name, in: members, at: key.at)
        members.append(JSONMember(name, try parseValue()))
    }

    func validName(_ key: FieldKey) throws(CatalogReadError) -> String {
        if key.decoded == nil, let bad = UTF8Validation.firstInvalidByte(UnsafeBufferPointer(rebasing: bytes[key.start..<key.end])) {
            throw syntaxError("invalid UTF-8 in a string", at: key.start + bad)
        }
        return name(of: key)
    }

    /// Reads a `state` value, matching the three known states without building a String.
    mutating func stateValue() throws(CatalogReadError) -> TranslationState {
        skipWhitespace()
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else {
            throw shapeError("expected a string, found \(foundDescription(at: pos))", at: pos, lastKey: "state")
        }
        let (start, end, ascii) = try scanString()
        if end >= 0 {
            if rawEquals(start, end, "translated") { return .translated }
            if rawEquals(start, end, "new") { return .new }
            if rawEquals(start, end, "needs_review") { return .needsReview }
        }
        return TranslationState(rawValue: try makeString(start, end, ascii: ascii))
    }

    /// Tracks which known fields an object had, to reject duplicates.
    struct SeenFields {
        var bits: UInt8 = 0
        @inline(__always)
        mutating func insert(_ bit: UInt8, _ key: FieldKey, _ parser: CatalogParser) throws(CatalogReadError) {
            if bits & bit != 0 { throw parser.duplicate(parser.name(of: key), at: key.at) }
            bits |= bit
        }
    }

    // MARK: - The catalog

    mutating func parseCatalog() throws(CatalogReadError) -> StringCatalog {
        skipBOM()
        var sourceLanguage: String?
        var strings: [CatalogString]?
        var version: String?
        var extra: [JSONMember] = []
        let start = pos
        skipWhitespace()
        if pos >= bytes.count { throw syntaxError("expected a String Catalog (a JSON object), found an empty file") }
        if try beginObject("a String Catalog (a JSON object with sourceLanguage, strings and version)") {
            var seen = SeenFields()
            repeat {
                let key = try fieldKey()
                if field(key, is: "sourceLanguage") {
                    try seen.insert(1, key, self)
                    sourceLanguage = try stringValue("sourceLanguage")
                } else if field(key, is: "strings") {
                    try seen.insert(2, key, self)
                    strings = try parseStrings()
                } else if field(key, is: "version") {
                    try seen.insert(4, key, self)
                    version = try stringValue("version")
                } else {
                    try keepUnknown(key, in: &extra)
                }
            } while try nextMember()
        }
        try expectEnd()
        guard let sourceLanguage else {
            throw shapeError("expected a \"sourceLanguage\" member in the String Catalog", at: start)
        }
        guard let strings else {
            throw shapeError("expected a \"strings\" member in the String Catalog", at: start)
        }
        return StringCatalog(sourceLanguage: sourceLanguage, strings: strings, version: version, extraFields: extra)
    }

    mutating func parseStrings() throws(CatalogReadError) -> [CatalogString] {
        path.append(.key("strings"))
        defer { path.removeLast() }
        guard try beginObject("an object of strings") else { return [] }
        skipWhitespace()
        if bytes.count >= Self.parallelThreshold, let split = Self.entryBoundary(in: bytes, after: pos) {
            return try parseEntriesInTwoHalves(splitAt: split)
        }
        return try parseEntries(stoppingAt: nil).strings
    }

    /// Files at least this large are parsed on two threads when their layout allows it.
    static let parallelThreshold = 4 << 20

    struct ParsedEntries {
        var strings: [CatalogString] = []
        var keys = Set<String>()
        /// Where each key of `strings` was, for duplicate-key errors across halves.
        var keyOffsets: [Int] = []
        /// True when parsing stopped at the requested boundary, false when it ran to the
        /// closing brace of `strings`.
        var stoppedAtBoundary = false
    }

    /// Entries of `strings` from `pos`: up to the member that starts at `stop`, or to the
    /// closing brace.
    mutating func parseEntries(stoppingAt stop: Int?) throws(CatalogReadError) -> ParsedEntries {
        var parsed = ParsedEntries()
        repeat {
            skipWhitespace()
            if let stop, pos == stop, !parsed.strings.isEmpty {
                parsed.stoppedAtBoundary = true
                return parsed
            }
            let keyAt = pos
            let key = try memberKey()
            guard parsed.keys.insert(key).inserted else { throw duplicate(key, at: keyAt) }
            path.append(.stringsKey(key))
            parsed.strings.append(try parseEntry(key))
            parsed.keyOffsets.append(keyAt)
            path.removeLast()
        } while try nextMember()
        return parsed
    }

    /// A likely boundary between two entries of `strings` near the middle of a file in
    /// Xcode's layout: `},` then a line that starts with four spaces and a quote. A raw line
    /// break cannot occur inside a JSON string, so this is structure, not text; whether it
    /// really is a boundary of `strings` is confirmed by the first half arriving there.
    static func entryBoundary(in bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int? {
        let pattern = Array("},\n    \"".utf8)
        var i = max(start, bytes.count / 2)
        while i + pattern.count <= bytes.count {
            if bytes[i] == pattern[0] && bytes[i + 1] == pattern[1] && bytes[i + 2] == pattern[2]
                && (3..<pattern.count).allSatisfy({ bytes[i + $0] == pattern[$0] }) {
                return i + pattern.count - 1
            }
            i += 1
        }
        return nil
    }

    /// Parses the entries after `split` on another thread while this one parses those
    /// before it. If this thread does not land exactly on `split`, the guess was wrong: it
    /// has then parsed everything itself and the other result is dropped.
    mutating func parseEntriesInTwoHalves(splitAt split: Int) throws(CatalogReadError) -> [CatalogString] {
        let second = SecondHalf(self, at: split)
        let group = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: group) { second.run() }
        let first: ParsedEntries
        do {
            first = try parseEntries(stoppingAt: split)
        } catch {
            group.wait()
            throw error
        }
        group.wait()
        guard first.stoppedAtBoundary else { return first.strings }
        switch second.result! {
        case .failure(let error):
            throw error
        case .success(let rest):
            for (key, offset) in zip(rest.strings.map(\.key), rest.keyOffsets) where first.keys.contains(key) {
                throw duplicate(key, at: offset)
            }
            pos = second.parser.pos
            depth = second.parser.depth
            return first.strings + rest.strings
        }
    }

    /// The second half's parser and result, handed between threads. Each thread touches
    /// only its own parser; the result is read after the group is waited for.
    final class SecondHalf: @unchecked Sendable {
        var parser: CatalogParser
        var result: Result<ParsedEntries, CatalogReadError>?

        init(_ first: CatalogParser, at split: Int) {
            parser = CatalogParser(first.bytes)
            parser.pos = split
            parser.depth = first.depth
            parser.path = first.path
        }

        func run() {
            do {
                result = .success(try parser.parseEntries(stoppingAt: nil))
            } catch {
                result = .failure(error)
            }
        }
    }

    mutating func parseEntry(_ key: String) throws(CatalogReadError) -> CatalogString {
        var entry = CatalogString(key: key)
        guard try beginObject("an object describing the string") else { return entry }
        var seen = SeenFields()
        repeat {
            let key = try fieldKey()
            if field(key, is: "localizations") {
                try seen.insert(1, key, self)
                entry.localizations = try parseLocalizations()
            } else if field(key, is: "comment") {
                try seen.insert(2, key, self)
                entry.comment = try stringValue("comment")
            } else if field(key, is: "extractionState") {
                try seen.insert(4, key, self)
                entry.extractionState = ExtractionState(rawValue: try stringValue("extractionState"))
            } else if field(key, is: "shouldTranslate") {
                try seen.insert(8, key, self)
                entry.shouldTranslate = try boolValue("shouldTranslate")
            } else if field(key, is: "isCommentAutoGenerated") {
                try seen.insert(16, key, self)
                entry.isCommentAutoGenerated = try boolValue("isCommentAutoGenerated")
            } else if field(key, is: "generatesSymbol") {
                try seen.insert(32, key, self)
                entry.generatesSymbol = try boolValue("generatesSymbol")
            } else {
                try keepUnknown(key, in: &entry.extraFields)
            }
        } while try nextMember()
        return entry
    }

    func checkUnique(_ key: String, in members: [JSONMember], at offset: Int) throws(CatalogReadError) {
        if members.contains(where: { $0.key == key }) { throw duplicate(key, at: offset) }
    }

    mutating func parseLocalizations() throws(CatalogReadError) -> KeyedList<Localization> {
        path.append(.key("localizations"))
        defer { path.removeLast() }
        return try parseKeyedForms("an object of localizations by language", isLanguageList: true)
    }

    /// An object whose members are all localization-shaped: `localizations`,
    /// `variations.plural`, `variations.device`.
    mutating func parseKeyedForms(_ role: @autoclosure () -> String, isLanguageList: Bool = false) throws(CatalogReadError) -> KeyedList<Localization> {
        var list = KeyedList<Localization>()
        guard try beginObject(role()) else { return list }
        // Most strings have as many languages as the previous one: reserving that many
        // avoids both regrowth and the slack that doubling leaves behind.
        if isLanguageList { list.elements.reserveCapacity(max(lastLanguageCount, 2)) }
        // While the keys repeat the previous language list (checked free of duplicates),
        // a key equal to that list's key at the same position cannot be a duplicate.
        var followsPrevious = isLanguageList
        repeat {
            let keyAt = pos
            let key = try memberKey()
            let position = list.elements.count
            if followsPrevious && position < previousLanguages.count && previousLanguages[position] == key {
                // Known unique.
            } else {
                followsPrevious = false
                for element in list.elements where element.key == key { throw duplicate(key, at: keyAt) }
            }
            path.append(.key(key))
            list.elements.append(.init(key: key, value: try parseLocalization()))
            path.removeLast()
        } while try nextMember()
        if isLanguageList {
            lastLanguageCount = list.elements.count
            if !followsPrevious || list.elements.count != previousLanguages.count { previousLanguages = list.keys }
        }
        return list
    }

    mutating func parseLocalization() throws(CatalogReadError) -> Localization {
        var localization = Localization()
        guard try beginObject("an object with a stringUnit, variations or substitutions") else { return localization }
        var seen = SeenFields()
        repeat {
            let key = try fieldKey()
            if field(key, is: "stringUnit") {
                try seen.insert(1, key, self)
                path.append(.key("stringUnit"))
                localization.stringUnit = try parseStringUnit()
                path.removeLast()
            } else if field(key, is: "variations") {
                try seen.insert(2, key, self)
                path.append(.key("variations"))
                localization.variations = try parseVariations()
                path.removeLast()
            } else if field(key, is: "substitutions") {
                try seen.insert(4, key, self)
                path.append(.key("substitutions"))
                localization.substitutions = try parseSubstitutions()
                path.removeLast()
            } else if field(key, is: "stringSet") {
                try seen.insert(8, key, self)
                path.append(.key("stringSet"))
                localization.stringSet = try parseStringSet()
                path.removeLast()
            } else {
                try keepUnknown(key, in: &localization.extraFields)
            }
        } while try nextMember()
        return localization
    }

    mutating func parseStringUnit() throws(CatalogReadError) -> StringUnit {
        var unit = StringUnit(state: nil, value: nil)
        guard try beginObject("a stringUnit object with state and value") else { return unit }
        var seen = SeenFields()
        repeat {
            let key = try fieldKey()
            if field(key, is: "state") {
                try seen.insert(1, key, self)
                unit.state = try stateValue()
            } else if field(key, is: "value") {
                try seen.insert(2, key, self)
                unit.value = try stringValue("value")
            } else {
                try keepUnknown(key, in: &unit.extraFields)
            }
        } while try nextMember()
        return unit
    }

    mutating func parseStringSet() throws(CatalogReadError) -> StringSet {
        var set = StringSet(state: nil, values: nil)
        guard try beginObject("a stringSet object with state and values") else { return set }
        var seen = SeenFields()
        repeat {
            let key = try fieldKey()
            if field(key, is: "state") {
                try seen.insert(1, key, self)
                set.state = try stateValue()
            } else if field(key, is: "values") {
                try seen.insert(2, key, self)
                skipWhitespace()
                let at = pos
                guard case .array(let elements) = try parseValue() else {
                    throw shapeError("expected an array of strings, found \(foundDescription(at: at))", at: at, lastKey: "values")
                }
                var values: [String] = []
                for (i, element) in elements.enumerated() {
                    guard case .string(let s) = element else {
                        path.append(.key("values"))
                        defer { path.removeLast() }
                        throw shapeError("element \(i): expected a string", at: at)
                    }
                    values.append(s)
                }
                set.values = values
            } else {
                try keepUnknown(key, in: &set.extraFields)
            }
        } while try nextMember()
        return set
    }

    mutating func parseVariations() throws(CatalogReadError) -> Variations {
        var variations = Variations()
        guard try beginObject("a variations object (plural or device)") else { return variations }
        var seen = SeenFields()
        repeat {
            let key = try fieldKey()
            if field(key, is: "plural") {
                try seen.insert(1, key, self)
                path.append(.key("plural"))
                variations.plural = try parseKeyedForms("an object of plural forms (zero, one, two, few, many, other)")
                path.removeLast()
            } else if field(key, is: "device") {
                try seen.insert(2, key, self)
                path.append(.key("device"))
                variations.device = try parseKeyedForms("an object of device forms (iphone, ipad, mac, …, other)")
                path.removeLast()
            } else {
                try keepUnknown(key, in: &variations.extraFields)
            }
        } while try nextMember()
        return variations
    }

    mutating func parseSubstitutions() throws(CatalogReadError) -> KeyedList<Substitution> {
        var list = KeyedList<Substitution>()
        guard try beginObject("an object of substitutions by name") else { return list }
        repeat {
            let keyAt = pos
            let name = try memberKey()
            for element in list.elements where element.key == name { throw duplicate(name, at: keyAt) }
            path.append(.key(name))
            list.elements.append(.init(key: name, value: try parseSubstitution()))
            path.removeLast()
        } while try nextMember()
        return list
    }

    mutating func parseSubstitution() throws(CatalogReadError) -> Substitution {
        var substitution = Substitution()
        guard try beginObject("a substitution object (argNum, formatSpecifier, variations)") else { return substitution }
        var seen = SeenFields()
        repeat {
            let key = try fieldKey()
            if field(key, is: "argNum") {
                try seen.insert(1, key, self)
                substitution.argNum = try intValue("argNum")
            } else if field(key, is: "formatSpecifier") {
                try seen.insert(2, key, self)
                substitution.formatSpecifier = try stringValue("formatSpecifier")
            } else if field(key, is: "variations") {
                try seen.insert(4, key, self)
                path.append(.key("variations"))
                substitution.variations = try parseVariations()
                path.removeLast()
            } else {
                try keepUnknown(key, in: &substitution.extraFields)
            }
        } while try nextMember()
        return substitution
    }
}
