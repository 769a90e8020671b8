#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringCatalogKit

/// Reads XML property lists (`<plist version="1.0">…`) as Xcode and Foundation write them.
///
/// A small recursive-descent reader over the UTF-8 bytes rather than Foundation's
/// `XMLParser`: it needs no extra module on Linux and can say exactly where a file is broken.
/// It accepts what CoreFoundation accepts in practice: an optional XML declaration, DOCTYPE
/// and comments, an optional `<plist>` root, CDATA sections and character references.
public enum XMLPropertyListReader {
    /// The property list in `bytes` (UTF-8, or UTF-16 with a byte order mark). Text in
    /// another encoding is refused, never guessed at (see `XMLTextEncoding`).
    public static func read(_ bytes: [UInt8]) throws(InterchangeReadError) -> PropertyList {
        var utf8 = bytes
        let isUTF16 = TextDecoding.detect(bytes).0 != .utf8
        if isUTF16 {
            switch TextDecoding.utf8(fromUTF16: bytes) {
            case .success(let text): utf8 = text
            case .failure(let invalid): throw invalid.readError
            }
        }
        let problem = utf8.withUnsafeBufferPointer { XMLTextEncoding.problem(in: $0, acceptingUTF16: isUTF16) }
        if let (offset, message) = problem { throw InterchangeReadError(message: message, offset: offset, inUTF8: utf8) }
        var parser = XMLPropertyListParser(bytes: utf8)
        return try parser.parseDocument()
    }
}

private struct XMLPropertyListParser {
    let bytes: [UInt8]
    var at = 0
    /// Nesting limit: a hostile file must not overflow the stack.
    var depth = 0
    static let maximumDepth = 512

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func error(_ message: String, at offset: Int? = nil) -> InterchangeReadError {
        let position = TextPosition.of(offset ?? at, inUTF8: bytes)
        return InterchangeReadError(message: message, line: position.line, column: position.column)
    }

    // MARK: Document

    mutating func parseDocument() throws(InterchangeReadError) -> PropertyList {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { at = 3 }
        try skipMisc()
        guard at < bytes.count else { throw error("expected a property list, found the end of the file") }
        let tagStart = at
        let tag = try parseStartTag()
        let value: PropertyList
        if tag.name == "plist" {
            if tag.selfClosing { throw error("expected a value inside <plist>", at: tagStart) }
            try skipMisc()
            value = try parseValue()
            try skipMisc()
            try expectEndTag("plist")
        } else {
            value = try parseValue(startedWith: tag, at: tagStart)
        }
        try skipMisc()
        if at < bytes.count { throw error("expected the end of the file after the property list") }
        return value
    }

    /// Skips white space, comments, processing instructions and the DOCTYPE.
    mutating func skipMisc() throws(InterchangeReadError) {
        while at < bytes.count {
            if isSpace(bytes[at]) {
                at += 1
            } else if lookingAt("<!--") {
                try skipPast("-->", what: "comment")
            } else if lookingAt("<?") {
                try skipPast("?>", what: "processing instruction")
            } else if lookingAt("<!DOCTYPE") {
                try skipDoctype()
            } else {
                return
            }
        }
    }

    mutating func skipDoctype() throws(InterchangeReadError) {
        let start = at
        var bracketDepth = 0
        while at < bytes.count {
            switch bytes[at] {
            case UInt8(ascii: "["): bracketDepth += 1
            case UInt8(ascii: "]"): bracketDepth -= 1
            case UInt8(ascii: ">") where bracketDepth <= 0:
                at += 1
                return
            default: break
            }
            at += 1
        }
        throw error("unterminated DOCTYPE", at: start)
    }

    // MARK: Values

    mutating func parseValue() throws(InterchangeReadError) -> PropertyList {
        guard at < bytes.count else { throw error("expected a value, found the end of the file") }
        guard bytes[at] == UInt8(ascii: "<"), !lookingAt("</") else {
            throw error("expected a value such as <string> or <dict>")
        }
        let tagStart = at
        let tag = try parseStartTag()
        return try parseValue(startedWith: tag, at: tagStart)
    }

    mutating func parseValue(startedWith tag: StartTag, at tagStart: Int) throws(InterchangeReadError) -> PropertyList {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw error("property list nested too deeply", at: tagStart) }
        switch tag.name {
        case "string":
            return .string(tag.selfClosing ? "" : try parseText(closing: "string"))
        case "dict":
            return tag.selfClosing ? .dictionary([]) : try parseDictionaryBody()
        case "array":
            return tag.selfClosing ? .array([]) : try parseArrayBody()
        case "true", "false":
            if !tag.selfClosing {
                try skipMisc()
                try expectEndTag(tag.name)
            }
            return .boolean(tag.name == "true")
        case "integer":
            let text = tag.selfClosing ? "" : try parseText(closing: "integer")
            guard let number = Self.integer(text.trimmingSpaces) else { throw error("expected an integer, found '\(text)'", at: tagStart) }
            return .integer(number)
        case "real":
            let text = tag.selfClosing ? "" : try parseText(closing: "real")
            guard let number = Self.real(text.trimmingSpaces) else { throw error("expected a real number, found '\(text)'", at: tagStart) }
            return .real(number)
        case "date":
            let text = tag.selfClosing ? "" : try parseText(closing: "date")
            guard let seconds = PropertyListDate.seconds(fromISO8601: text.trimmingSpaces) else {
                throw error("expected a date like 2001-01-01T00:00:00Z, found '\(text)'", at: tagStart)
            }
            return .date(seconds)
        case "data":
            let text = tag.selfClosing ? "" : try parseText(closing: "data")
            guard let data = Base64.decode(text) else { throw error("expected base64 data", at: tagStart) }
            return .data(data)
        default:
            throw error("expected a value such as <string> or <dict>, found <\(tag.name)>", at: tagStart)
        }
    }

    mutating func parseDictionaryBody() throws(InterchangeReadError) -> PropertyList {
        var entries: [PropertyListEntry] = []
        while true {
            try skipMisc()
            if lookingAt("</") {
                try expectEndTag("dict")
                return .dictionary(entries)
            }
            guard at < bytes.count else { throw error("expected <key> or </dict>, found the end of the file") }
            let keyStart = at
            let tag = try parseStartTag()
            guard tag.name == "key" else { throw error("expected <key> or </dict>, found <\(tag.name)>", at: keyStart) }
            let key = tag.selfClosing ? "" : try parseText(closing: "key")
            try skipMisc()
            if lookingAt("</") || at >= bytes.count {
                throw error("expected a value after <key>\(key)</key>")
            }
            let value = try parseValue()
            entries.append(PropertyListEntry(key: key, value: value, offset: keyStart))
        }
    }

    mutating func parseArrayBody() throws(InterchangeReadError) -> PropertyList {
        var elements: [PropertyList] = []
        while true {
            try skipMisc()
            if lookingAt("</") {
                try expectEndTag("array")
                return .array(elements)
            }
            elements.append(try parseValue())
        }
    }

    // MARK: Tags and text

    struct StartTag {
        var name: String
        var selfClosing: Bool
    }

    mutating func parseStartTag() throws(InterchangeReadError) -> StartTag {
        let start = at
        guard at < bytes.count, bytes[at] == UInt8(ascii: "<") else { throw error("expected '<'") }
        at += 1
        let nameStart = at
        while at < bytes.count, isNameByte(bytes[at]) { at += 1 }
        guard at > nameStart else { throw error("expected an element name after '<'") }
        let name = name(nameStart..<at)
        // Attributes (plist version="1.0") are skipped, quoted values included.
        var quote: UInt8? = nil
        while at < bytes.count {
            let byte = bytes[at]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                at += 1
                return StartTag(name: name, selfClosing: false)
            } else if byte == UInt8(ascii: "/"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: ">") {
                at += 2
                return StartTag(name: name, selfClosing: true)
            } else if byte == UInt8(ascii: "<") {
                break
            }
            at += 1
        }
        throw error("unterminated tag <\(name)", at: start)
    }

    mutating func expectEndTag(_ name: String) throws(InterchangeReadError) {
        let start = at
        guard lookingAt("</") else { throw error("expected </\(name)>") }
        at += 2
        let nameStart = at
        while at < bytes.count, isNameByte(bytes[at]) { at += 1 }
        let foundRange = nameStart..<at
        while at < bytes.count, isSpace(bytes[at]) { at += 1 }
        guard isName(name, at: foundRange), at < bytes.count, bytes[at] == UInt8(ascii: ">") else {
            throw error("expected </\(name)>, found </\(String(decoding: bytes[foundRange], as: UTF8.self))>", at: start)
        }
        at += 1
    }

    /// The element names of property lists, found by their bytes: a string made of each
    /// tag's name, and compared, cost a third of reading a file.
    static let knownNames: [String] = ["key", "string", "dict", "array", "plist", "integer", "real", "true", "false", "date", "data"]

    /// The name of the element whose name is at `range`.
    func name(_ range: Range<Int>) -> String {
        for known in Self.knownNames where isName(known, at: range) { return known }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether the bytes at `range` are the UTF-8 of `name`.
    func isName(_ name: String, at range: Range<Int>) -> Bool {
        var name = name
        return name.withUTF8 { utf8 in
            utf8.count == range.count && bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + range.lowerBound, utf8.baseAddress!, range.count) == 0 }
        }
    }

    /// Character data up to `</closing>`, with references and CDATA resolved.
    mutating func parseText(closing name: String) throws(InterchangeReadError) -> String {
        // Most texts are plain characters up to their end tag: made into a string at once.
        // Appending them a byte at a time was most of a migration's reading.
        let start = at
        let stop = bytes.withUnsafeBufferPointer { buffer in
            var i = start
            while i < buffer.count, buffer[i] != UInt8(ascii: "<"), buffer[i] != UInt8(ascii: "&") { i += 1 }
            return i
        }
        if stop + 1 < bytes.count, bytes[stop] == UInt8(ascii: "<"), bytes[stop + 1] == UInt8(ascii: "/") {
            at = stop
            try expectEndTag(name)
            return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<stop]), as: UTF8.self) }
        }
        var text: [UInt8] = []
        text.append(contentsOf: bytes[start..<stop])
        at = stop
        while at < bytes.count {
            let byte = bytes[at]
            if byte == UInt8(ascii: "<") {
                if lookingAt("<![CDATA[") {
                    let start = at
                    at += 9
                    guard let end = find("]]>") else { throw error("unterminated CDATA section", at: start) }
                    text.append(contentsOf: bytes[at..<end])
                    at = end + 3
                } else if lookingAt("<!--") {
                    try skipPast("-->", what: "comment")
                } else {
                    try expectEndTag(name)
                    return String(decoding: text, as: UTF8.self)
                }
            } else if byte == UInt8(ascii: "&") {
                try appendReference(to: &text)
            } else {
                text.append(byte)
                at += 1
            }
        }
        throw error("expected </\(name)>, found the end of the file")
    }

    mutating func appendReference(to text: inout [UInt8]) throws(InterchangeReadError) {
        let start = at
        guard let semicolon = bytes[at...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw error("expected an entity such as &amp; (a bare '&' must be written &amp;)", at: start)
        }
        let name = String(decoding: bytes[(at + 1)..<semicolon], as: UTF8.self)
        let scalar: Unicode.Scalar?
        switch name {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
            } else {
                scalar = nil
            }
        }
        guard let scalar else { throw error("unknown entity '&\(name);'", at: start) }
        text.append(contentsOf: String(scalar).utf8)
        at = semicolon + 1
    }

    // MARK: Bytes

    func lookingAt(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for i in 0..<count where bytes[at + i] != pointer[i] { return false }
        return true
    }

    func find(_ literal: StaticString) -> Int? {
        var probe = self
        while probe.at < bytes.count {
            if probe.lookingAt(literal) { return probe.at }
            probe.at += 1
        }
        return nil
    }

    mutating func skipPast(_ literal: StaticString, what: String) throws(InterchangeReadError) {
        let start = at
        at += 2
        guard let end = find(literal) else { throw error("unterminated \(what)", at: start) }
        at = end + literal.utf8CodeUnitCount
    }

    func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }

    static func integer(_ text: String) -> Int64? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return Int64(text.dropFirst(2), radix: 16) }
        if text.hasPrefix("-0x") || text.hasPrefix("-0X") { return Int64(text.dropFirst(3), radix: 16).map { -$0 } }
        if let signed = Int64(text) { return signed }
        // Unsigned 64-bit values above Int64.max keep their bits.
        return UInt64(text).map { Int64(bitPattern: $0) }
    }

    static func real(_ text: String) -> Double? {
        switch text.lowercased() {
        case "nan": .nan
        case "+infinity", "infinity", "inf", "+inf": .infinity
        case "-infinity", "-inf": -.infinity
        default: Double(text)
        }
    }
}

extension String {
    /// Without leading and trailing ASCII white space.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
