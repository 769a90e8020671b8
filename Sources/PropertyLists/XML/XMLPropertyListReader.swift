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
        try read(checkedText: checkedText(bytes))
    }

    /// The UTF-8 text of `bytes` (UTF-16 converted), checked for what `read` refuses before
    /// reading any element.
    package static func checkedText(_ bytes: [UInt8]) throws(InterchangeReadError) -> [UInt8] {
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
        return utf8
    }

    /// The property list in text that `checkedText` gave.
    package static func read(checkedText utf8: [UInt8]) throws(InterchangeReadError) -> PropertyList {
        var parser = XMLPropertyListParser(lexer: XMLPropertyListLexer(bytes: utf8))
        return try parser.parseDocument()
    }
}

/// The tree of a whole property list, over the shared lexical layer.
private struct XMLPropertyListParser {
    var lexer: XMLPropertyListLexer
    /// Nesting limit: a hostile file must not overflow the stack.
    var depth = 0
    static let maximumDepth = 512

    func error(_ message: String, at offset: Int? = nil) -> InterchangeReadError {
        lexer.error(message, at: offset)
    }

    // MARK: Document

    mutating func parseDocument() throws(InterchangeReadError) -> PropertyList {
        lexer.skipByteOrderMark()
        try lexer.skipMisc()
        guard !lexer.isAtEnd else { throw error("expected a property list, found the end of the file") }
        let tagStart = lexer.at
        let tag = try lexer.parseStartTag()
        let value: PropertyList
        if tag.element == .plist {
            if tag.selfClosing { throw error("expected a value inside <plist>", at: tagStart) }
            try lexer.skipMisc()
            value = try parseValue()
            try lexer.skipMisc()
            try lexer.expectEndTag(.plist)
        } else {
            value = try parseValue(startedWith: tag, at: tagStart)
        }
        try lexer.skipMisc()
        if !lexer.isAtEnd { throw error("expected the end of the file after the property list") }
        return value
    }

    // MARK: Values

    mutating func parseValue() throws(InterchangeReadError) -> PropertyList {
        guard !lexer.isAtEnd else { throw error("expected a value, found the end of the file") }
        guard lexer.bytes[lexer.at] == UInt8(ascii: "<"), !lexer.isAtEndTag else {
            throw error("expected a value such as <string> or <dict>")
        }
        let tagStart = lexer.at
        let tag = try lexer.parseStartTag()
        return try parseValue(startedWith: tag, at: tagStart)
    }

    mutating func parseValue(startedWith tag: XMLPropertyListLexer.StartTag, at tagStart: Int) throws(InterchangeReadError) -> PropertyList {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw error("property list nested too deeply", at: tagStart) }
        switch tag.element {
        case .string:
            return .string(tag.selfClosing ? "" : try lexer.parseText(closing: .string))
        case .dict:
            return tag.selfClosing ? .dictionary([]) : try parseDictionaryBody()
        case .array:
            return tag.selfClosing ? .array([]) : try parseArrayBody()
        case .true, .false:
            if !tag.selfClosing {
                try lexer.skipMisc()
                try lexer.expectEndTag(tag.element!)
            }
            return .boolean(tag.element == .true)
        case .integer:
            let text = tag.selfClosing ? "" : try lexer.parseText(closing: .integer)
            guard let number = Self.integer(text.trimmingSpaces) else { throw error("expected an integer, found '\(text)'", at: tagStart) }
            return .integer(number)
        case .real:
            let text = tag.selfClosing ? "" : try lexer.parseText(closing: .real)
            guard let number = Self.real(text.trimmingSpaces) else { throw error("expected a real number, found '\(text)'", at: tagStart) }
            return .real(number)
        case .date:
            let text = tag.selfClosing ? "" : try lexer.parseText(closing: .date)
            guard let seconds = PropertyListDate.seconds(fromISO8601: text.trimmingSpaces) else {
                throw error("expected a date like 2001-01-01T00:00:00Z, found '\(text)'", at: tagStart)
            }
            return .date(seconds)
        case .data:
            let text = tag.selfClosing ? "" : try lexer.parseText(closing: .data)
            guard let data = Base64.decode(text) else { throw error("expected base64 data", at: tagStart) }
            return .data(data)
        case .key, .plist, nil:
            throw error("expected a value such as <string> or <dict>, found <\(lexer.name(of: tag))>", at: tagStart)
        }
    }

    mutating func parseDictionaryBody() throws(InterchangeReadError) -> PropertyList {
        var entries: [PropertyListEntry] = []
        while true {
            try lexer.skipMisc()
            if lexer.isAtEndTag {
                try lexer.expectEndTag(.dict)
                return .dictionary(entries)
            }
            guard !lexer.isAtEnd else { throw error("expected <key> or </dict>, found the end of the file") }
            let keyStart = lexer.at
            let tag = try lexer.parseStartTag(expecting: .key)
            guard tag.element == .key else { throw error("expected <key> or </dict>, found <\(lexer.name(of: tag))>", at: keyStart) }
            let key = tag.selfClosing ? "" : try lexer.parseText(closing: .key)
            try lexer.skipMisc()
            if lexer.isAtEndTag || lexer.isAtEnd {
                throw error("expected a value after <key>\(key)</key>")
            }
            let value = try parseValue()
            entries.append(PropertyListEntry(key: key, value: value, offset: keyStart))
        }
    }

    mutating func parseArrayBody() throws(InterchangeReadError) -> PropertyList {
        var elements: [PropertyList] = []
        while true {
            try lexer.skipMisc()
            if lexer.isAtEndTag {
                try lexer.expectEndTag(.array)
                return .array(elements)
            }
            elements.append(try parseValue())
        }
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
    package var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
