/// The words of the old-style (OpenStep, NeXTSTEP) property list text format, which Xcode's
/// project files and text `.strings` files share: white space, `/* … */` and `// …`
/// comments, quoted and unquoted strings and `<hex data>`. The readers of both put their
/// own structure on top (`OldStylePropertyList` for values nested to any depth,
/// the `.strings` reader for entries and the comments that go with them).
///
/// Follows CoreFoundation's reader (CFOldStylePList.c in swift-corelibs-foundation): strings
/// are quoted (`"` or `'`) or unquoted words of letters, digits and `_ $ / : . -`; escapes are
/// `\a \b \f \n \r \t \v \" \' \\`, octal `\101` (one to three digits: a byte of the
/// NeXTSTEP character set) and `\U` with one to four hex digits (a UTF-16 unit; two in a row
/// make a surrogate pair, and half a pair alone is an error); any other escaped character
/// stands for itself.
///
/// Works on valid UTF-8 (the readers check it first); offsets are byte offsets.
public struct PropertyListScanner {
    public let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    public var offset: Int

    public init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// The byte at `offset`, nil at the end of the text.
    @inline(__always)
    public var current: UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    public var isAtEnd: Bool { offset >= bytes.count }

    public func error(_ message: String, at offset: Int? = nil) -> PropertyListTextError {
        PropertyListTextError(message, at: offset ?? self.offset, in: bytes)
    }

    // MARK: White space and comments

    /// A comment met between values.
    public struct Comment: Sendable {
        /// From `/*` or `//` to just past `*/` or the end of the line.
        public var range: Range<Int>
        /// The text between the delimiters, as written.
        public var body: Range<Int>
        public var isLineComment: Bool
    }

    /// Skips white space, and reads the comment after it if there is one; nil when the next
    /// byte starts a value (or the text ends). A byte order mark counts as white space.
    public mutating func nextComment() throws(PropertyListTextError) -> Comment? {
        let count = bytes.count
        while offset < count {
            let byte = bytes[offset]
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                offset += 1
            } else if byte == 0xEF, offset + 2 < count, bytes[offset + 1] == 0xBB, bytes[offset + 2] == 0xBF {
                offset += 3
            } else if byte == UInt8(ascii: "/"), offset + 1 < count, bytes[offset + 1] == UInt8(ascii: "*") {
                let start = offset
                var end = offset + 2
                while end + 1 < count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                guard end + 1 < count else { throw error("unterminated comment: no closing '*/'", at: start) }
                offset = end + 2
                return Comment(range: start..<offset, body: (start + 2)..<end, isLineComment: false)
            } else if byte == UInt8(ascii: "/"), offset + 1 < count, bytes[offset + 1] == UInt8(ascii: "/") {
                let start = offset
                offset += 2
                while offset < count, bytes[offset] != 0x0A, bytes[offset] != 0x0D { offset += 1 }
                return Comment(range: start..<offset, body: (start + 2)..<offset, isLineComment: true)
            } else {
                return nil
            }
        }
        return nil
    }

    /// Skips white space and comments.
    public mutating func skipTrivia() throws(PropertyListTextError) {
        while try nextComment() != nil {}
    }

    // MARK: Strings

    /// What CoreFoundation reads in an unquoted string.
    @inline(__always)
    public static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// Whether a string starts at `offset`: a quote or an unquoted character.
    public var isAtString: Bool {
        guard let byte = current else { return false }
        return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || Self.isUnquotedCharacter(byte)
    }

    /// The quoted or unquoted string at `offset` (which `isAtString`), escapes resolved.
    public mutating func readString() throws(PropertyListTextError) -> String {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try readQuoted() }
        let start = offset
        while offset < bytes.count, Self.isUnquotedCharacter(bytes[offset]) { offset += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    /// The quoted string at `offset`, escapes resolved.
    public mutating func readQuoted() throws(PropertyListTextError) -> String {
        let start = offset
        let quote = bytes[offset]
        let count = bytes.count
        // Most strings have no escape: their bytes are their value.
        var end = offset + 1
        while end < count, bytes[end] != quote, bytes[end] != UInt8(ascii: "\\") { end += 1 }
        if end < count, bytes[end] == quote {
            offset = end + 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end]), as: UTF8.self)
        }
        var value: [UInt8] = Array(bytes[(start + 1)..<end])
        offset = end
        // A `\U` escape of a high surrogate waiting for its low half, and where it started.
        var pendingHigh: (unit: UInt32, at: Int)?
        while offset < count {
            let byte = bytes[offset]
            if let high = pendingHigh, byte != UInt8(ascii: "\\") || offset + 1 >= count || bytes[offset + 1] != UInt8(ascii: "U") {
                throw loneHighSurrogate(high)
            }
            if byte == quote {
                offset += 1
                return String(decoding: value, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                value.append(byte)
                offset += 1
                continue
            }
            let escapeStart = offset
            offset += 1
            guard offset < count else { break }
            let escaped = bytes[offset]
            offset += 1
            if escaped == UInt8(ascii: "U") {
                var unit: UInt32 = 0
                var digits = 0
                while digits < 4, offset < count, let digit = Self.hexValue(bytes[offset]) {
                    unit = unit << 4 | digit
                    digits += 1
                    offset += 1
                }
                guard digits > 0 else { throw error("expected hex digits after \\U", at: escapeStart) }
                if let high = pendingHigh {
                    guard (0xDC00...0xDFFF).contains(unit) else { throw loneHighSurrogate(high) }
                    pendingHigh = nil
                    Self.append(Unicode.Scalar(0x10000 + ((high.unit - 0xD800) << 10) + (unit - 0xDC00))!, to: &value)
                } else if (0xD800...0xDBFF).contains(unit) {
                    pendingHigh = (unit, escapeStart)
                } else if let scalar = Unicode.Scalar(unit) {
                    Self.append(scalar, to: &value)
                } else {
                    throw error("\\U\(Self.hex(unit)) is the low half of a surrogate pair, without its high half before it", at: escapeStart)
                }
                continue
            }
            if let octal = Self.octalValue(escaped) {
                var code = octal
                var digits = 1
                while digits < 3, offset < count, let digit = Self.octalValue(bytes[offset]) {
                    code = code << 3 | digit
                    digits += 1
                    offset += 1
                }
                Self.append(NeXTSTEPEncoding.scalar(forByte: UInt8(truncatingIfNeeded: code)), to: &value)
                continue
            }
            switch escaped {
            case UInt8(ascii: "a"): value.append(0x07)
            case UInt8(ascii: "b"): value.append(0x08)
            case UInt8(ascii: "f"): value.append(0x0C)
            case UInt8(ascii: "n"): value.append(0x0A)
            case UInt8(ascii: "r"): value.append(0x0D)
            case UInt8(ascii: "t"): value.append(0x09)
            case UInt8(ascii: "v"): value.append(0x0B)
            default:
                // Any other character stands for itself, all of its bytes.
                value.append(escaped)
                while offset < count, bytes[offset] & 0xC0 == 0x80 {
                    value.append(bytes[offset])
                    offset += 1
                }
            }
        }
        throw error("unterminated string: no closing \(quote == UInt8(ascii: "\"") ? "'\"'" : "\"'\"") before the end of the file", at: start)
    }

    /// Half a surrogate pair is no character: CoreFoundation would keep the lone unit, which
    /// no Unicode text can hold, so the text is refused where it says so.
    private func loneHighSurrogate(_ high: (unit: UInt32, at: Int)) -> PropertyListTextError {
        error("expected a \\U escape of a low surrogate (DC00–DFFF) after \\U\(Self.hex(high.unit))", at: high.at)
    }

    private static func append(_ scalar: Unicode.Scalar, to value: inout [UInt8]) {
        value.append(contentsOf: UTF8.encode(scalar)!)
    }

    // MARK: Data

    /// The `<hex digits>` at `offset`: its bytes (white space may separate the digits).
    public mutating func readData() throws(PropertyListTextError) -> [UInt8] {
        let start = offset
        offset += 1
        var data: [UInt8] = []
        var high: UInt8?
        while true {
            guard let byte = current else { throw error("unterminated data: no closing '>' before the end of the file", at: start) }
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw error("expected another hex digit in the data (two per byte), found '>'") }
                offset += 1
                return data
            }
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                offset += 1
                continue
            }
            guard let digit = Self.hexValue(byte) else { throw error("expected a hex digit or '>' in the data, found \(describeCurrent())") }
            if let first = high {
                data.append(first << 4 | UInt8(digit))
                high = nil
            } else {
                high = UInt8(digit)
            }
            offset += 1
        }
    }

    // MARK: Characters

    /// What is at `offset`, for a message: `the end of the file`, or the character in quotes
    /// (control characters as `\u{…}`).
    public func describeCurrent() -> String {
        guard offset < bytes.count else { return "the end of the file" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        guard let scalar = text.unicodeScalars.first, scalar.value >= 0x20 else {
            return "'\\u{\(String(bytes[offset], radix: 16))}'"
        }
        return "'\(text)'"
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte) - 0x30
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte) - 0x61 + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte) - 0x41 + 10
        default: nil
        }
    }

    static func octalValue(_ byte: UInt8) -> UInt32? {
        (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) ? UInt32(byte) - 0x30 : nil
    }

    /// A UTF-16 unit as a `\U` escape writes it: four hex digits.
    static func hex(_ unit: UInt32) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
