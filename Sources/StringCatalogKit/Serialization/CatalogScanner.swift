import ByteSearch
import Foundation

/// The reader's parser state and its lexical layer: errors with their place and JSON path,
/// whitespace, strings (escapes, UTF-8 checks), numbers, literals, generic JSON values, typed
/// leaves, and field names compared without building strings. The catalog's structure is in
/// `CatalogParser+Catalog.swift`, the two-thread split in `CatalogParser+ParallelSplit.swift`.
package struct CatalogParser {
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
    /// When set, `localizations` keeps only some languages and steps over the others (see
    /// `LanguageScope`): only for files `CanonicalLayoutScan` has confirmed.
    var languageScope: LanguageScope?

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
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        case 0x21...0x7E: return "“\(Character(Unicode.Scalar(bytes[offset])))”, which starts no JSON value"
        default: return String(format: "the byte 0x%02X, which starts no JSON value", bytes[offset])
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
            if c == 0x0A {
                pos += 1
                skipIndentation()
            } else if c == 0x20 || c == 0x0D || c == 0x09 {
                pos += 1
            } else {
                return
            }
        }
    }

    /// After a line break: the spaces Xcode indents the next line with, two a level, eight
    /// at a time. They are two fifths of the bytes of a catalog with nested variations, and
    /// stepping over them one by one was a tenth of reading it.
    @inline(__always)
    mutating func skipIndentation() {
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        let spaces: UInt64 = 0x2020_2020_2020_2020
        while pos + 8 <= bytes.count, raw.loadUnaligned(fromByteOffset: pos, as: UInt64.self) == spaces {
            pos += 8
        }
        // The rest (fewer than eight) in one step: the bytes before the first that is not a
        // space, counted in the next word (little-endian: the first byte is the lowest).
        if pos + 8 <= bytes.count {
            let others = raw.loadUnaligned(fromByteOffset: pos, as: UInt64.self) ^ spaces
            pos += UInt64(littleEndian: others).trailingZeroBitCount >> 3
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
        // Eight bytes at a time while none of them ends the string, starts an escape or is a
        // control character; in the word that has one, the first is found from its flag, and
        // the byte loop below says which it is (and walks the last bytes of the file).
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        var highWords: UInt64 = 0
        while i + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let found = JSONTextWord.specialBytes(word)
            if found == 0 { highWords |= word; i += 8; continue }
            // The bytes before it (the lowest, in the little-endian order of the file) are
            // text: their top bits count towards "not ASCII".
            let offset = UInt64(littleEndian: found).trailingZeroBitCount >> 3
            highWords |= UInt64(littleEndian: word) & ((1 << (UInt64(offset) * 8)) &- 1)
            i += offset
            break
        }
        if highWords & 0x8080_8080_8080_8080 != 0 { high = 0x80 }
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
        // Checked here, where an error can be placed, and only here (see `ValidatedUTF8`): a
        // word at a time, with the closing quote, which ends any sequence (branch-free, which
        // the sequence-by-sequence walk for short texts is not); only text found invalid is
        // walked, to say where.
        if !ascii, !UTF8Validation.isValidText(bytes, start..<end + 1), let bad = UTF8Validation.firstInvalidByte(content) {
            throw syntaxError("invalid UTF-8 in a string", at: start + bad)
        }
        return ValidatedUTF8.string(content, isASCII: ascii)
    }

    /// True when the raw (escape-free) bytes `start..<end` spell `word`.
    @inline(__always)
    func rawEquals(_ start: Int, _ end: Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard end - start == length else { return false }
        return ByteSearch.equal(bytes.baseAddress! + start, word.utf8Start, count: length)
    }

    /// The slow path of `parseString` for strings with escapes.
    mutating func parseEscapedString(from start: Int) throws(CatalogReadError) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(64)
        var isASCII = true
        var i = start
        let count = bytes.count
        while i < count {
            // The text up to the next escape or the closing quote, checked where it is in
            // the file (so that an error has its exact place) and copied whole. Escapes
            // give valid UTF-8, and a sequence cannot run across the ASCII `\` or `"`, so
            // what is built is valid as a whole.
            let run = i
            var high: UInt8 = 0
            while i < count {
                let c = bytes[i]
                if c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") { break }
                if c < 0x20 { throw syntaxError("expected '\"' to close the string (control characters must be escaped)", at: i) }
                high |= c
                i += 1
            }
            if i > run {
                let text = UnsafeBufferPointer(rebasing: bytes[run..<i])
                if high >= 0x80 {
                    if let bad = UTF8Validation.firstInvalidByte(text) { throw syntaxError("invalid UTF-8 in a string", at: run + bad) }
                    isASCII = false
                }
                out.append(contentsOf: text)
            }
            guard i < count else { break }
            if bytes[i] == UInt8(ascii: "\"") {
                pos = i + 1
                return out.withUnsafeBufferPointer { ValidatedUTF8.string($0, isASCII: isASCII) }
            }
            guard i + 1 < count else { break }
            switch bytes[i + 1] {
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
                // Surrogates are ruled out above: every other value is a scalar.
                UTF8.encode(Unicode.Scalar(scalar)!) { out.append($0) }
                if scalar >= 0x80 { isASCII = false }
                i += consumed
                continue
            default:
                throw syntaxError("expected an escape character after '\\' (one of \" \\ / b f n r t u)", at: i + 1)
            }
            i += 2
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

    /// Keeps a member the model has no field for; `seen` remembers its name so that a
    /// repeated one is found in linear time however many there are.
    mutating func keepUnknown(_ key: FieldKey, in members: inout [JSONMember], seen: inout SeenFields) throws(CatalogReadError) {
        let name = try validName(key)
        guard seen.unknownNames.isNew(name, among: members.lazy.map(\.key)) else { throw duplicate(name, at: key.at) }
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

    /// Tracks which known fields an object had, and the names of its unknown ones, to
    /// reject duplicates.
    struct SeenFields {
        var bits: UInt8 = 0
        var unknownNames = DistinctNames()
        @inline(__always)
        mutating func insert(_ bit: UInt8, _ key: FieldKey, _ parser: CatalogParser) throws(CatalogReadError) {
            if bits & bit != 0 { throw parser.duplicate(parser.name(of: key), at: key.at) }
            bits |= bit
        }
    }
}
