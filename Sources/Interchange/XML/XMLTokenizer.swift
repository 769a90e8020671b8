/// A pull parser for the XML that localization files use: elements, attributes in any
/// order, text with the five predefined entities and character references, CDATA sections,
/// comments, processing instructions and a DOCTYPE (skipped), and self-closing tags.
///
/// Written here rather than taken from Foundation because Foundation's `XMLParser` gives
/// neither the byte offsets an editor needs to rewrite one element and keep every other
/// byte, nor a line and column after a successful parse. It checks well-formedness as far
/// as a reader needs to trust what it read: matching end tags, one root element, quoted
/// attributes without `<`, no repeated attribute, known entities, nothing after the root
/// but comments, processing instructions and white space.
public struct XMLTokenizer {
    public struct Attribute: Equatable, Sendable {
        public var name: String
        public var value: String
    }

    public enum Event: Equatable, Sendable {
        /// `<name a="…">` or `<name/>`; `range` covers the tag.
        case start(name: String, attributes: [Attribute], selfClosing: Bool, range: Range<Int>)
        /// `</name>`, also sent right after the start of a self-closing element
        /// (with an empty range at its end), so that consumers handle one shape.
        case end(name: String, range: Range<Int>)
        /// Character data (text or a CDATA section), entities decoded.
        case text(String, range: Range<Int>)
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var open: [String] = []
    private var sawRoot = false
    private var pendingEnd: Event?

    /// `bytes` must stay valid while the tokenizer is used.
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // A UTF-8 byte order mark is allowed before the declaration.
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { position = 3 }
    }

    /// The next event, or nil at the end of a well-formed document.
    public mutating func next() throws(XMLError) -> Event? {
        if let pending = pendingEnd {
            pendingEnd = nil
            return pending
        }
        while position < bytes.count {
            if bytes[position] != UInt8(ascii: "<") {
                let start = position
                let text = try readText()
                if open.isEmpty {
                    guard text.allSatisfy(\.isXMLWhitespace) else {
                        throw error(at: start, sawRoot ? "text after the root element" : "expected '<' to start the root element")
                    }
                    continue
                }
                return .text(text, range: start..<position)
            }
            if starts(with: "<!--") {
                try skip(past: "-->", from: position + 4, what: "comment")
            } else if starts(with: "<![CDATA[") {
                guard !open.isEmpty else { throw error(at: position, "CDATA section outside the root element") }
                let start = position
                let end = try find("]]>", from: position + 9, what: "CDATA section")
                let text = normalizedLineEnds(position + 9, end)
                position = end + 3
                return .text(text, range: start..<position)
            } else if starts(with: "<!DOCTYPE") {
                try skipDoctype()
            } else if starts(with: "<?") {
                try skip(past: "?>", from: position + 2, what: "processing instruction")
            } else if starts(with: "</") {
                return try readEndTag()
            } else {
                return try readStartTag()
            }
        }
        if let name = open.last { throw error(at: bytes.count, "expected '</\(name)>' before the end of the file") }
        if !sawRoot { throw error(at: bytes.count, "expected a root element") }
        return nil
    }

    // MARK: - Tags

    private mutating func readStartTag() throws(XMLError) -> Event {
        let start = position
        if open.isEmpty && sawRoot { throw error(at: start, "a second root element") }
        position += 1
        let name = try readName(what: "an element name after '<'")
        var attributes: [Attribute] = []
        while true {
            let hadSpace = skipWhitespace()
            guard position < bytes.count else { throw error(at: position, "expected '>' to close the <\(name)> tag") }
            let c = bytes[position]
            if c == UInt8(ascii: ">") {
                position += 1
                open.append(name)
                sawRoot = true
                return .start(name: name, attributes: attributes, selfClosing: false, range: start..<position)
            }
            if c == UInt8(ascii: "/") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else {
                    throw error(at: position, "expected '/>' to close the <\(name)> tag")
                }
                position += 2
                sawRoot = true
                pendingEnd = .end(name: name, range: position..<position)
                return .start(name: name, attributes: attributes, selfClosing: true, range: start..<position)
            }
            guard hadSpace else { throw error(at: position, "expected a space, '>' or '/>' in the <\(name)> tag") }
            let attributeStart = position
            let attributeName = try readName(what: "an attribute name, '>' or '/>'")
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw error(at: position, "expected '=' after the attribute name '\(attributeName)'")
            }
            position += 1
            skipWhitespace()
            let value = try readAttributeValue()
            if attributes.contains(where: { $0.name == attributeName }) {
                throw error(at: attributeStart, "the attribute '\(attributeName)' appears twice")
            }
            attributes.append(Attribute(name: attributeName, value: value))
        }
    }

    private mutating func readEndTag() throws(XMLError) -> Event {
        let start = position
        position += 2
        let name = try readName(what: "an element name after '</'")
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw error(at: position, "expected '>' to close the </\(name)> tag")
        }
        position += 1
        guard let expected = open.last else { throw error(at: start, "'</\(name)>' closes no open element") }
        guard expected == name else { throw error(at: start, "expected '</\(expected)>', found '</\(name)>'") }
        open.removeLast()
        return .end(name: name, range: start..<position)
    }

    private mutating func readName(what: String) throws(XMLError) -> String {
        let start = position
        while position < bytes.count {
            let c = bytes[position]
            if c >= 0x80 || c.isXMLNameByte(first: position == start) {
                position += 1
            } else {
                break
            }
        }
        guard position > start else { throw error(at: start, "expected \(what)") }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    private mutating func readAttributeValue() throws(XMLError) -> String {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw error(at: position, "expected a quoted attribute value")
        }
        let quote = bytes[position]
        position += 1
        let start = position
        var simple = true
        while position < bytes.count && bytes[position] != quote {
            let c = bytes[position]
            if c == UInt8(ascii: "<") { throw error(at: position, "'<' is not allowed in an attribute value (write &lt;)") }
            if c == UInt8(ascii: "&") || c == 0x09 || c == 0x0A || c == 0x0D { simple = false }
            position += 1
        }
        guard position < bytes.count else { throw error(at: start - 1, "the attribute value has no closing quote") }
        let end = position
        position += 1
        if simple { return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) }
        return try decode(start, end, inAttribute: true)
    }

    // MARK: - Text

    /// Text up to the next `<`, entities decoded and line ends normalized.
    private mutating func readText() throws(XMLError) -> String {
        let start = position
        var simple = true
        while position < bytes.count && bytes[position] != UInt8(ascii: "<") {
            let c = bytes[position]
            if c == UInt8(ascii: "&") || c == 0x0D { simple = false }
            position += 1
        }
        if simple { return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self) }
        return try decode(start, position, inAttribute: false)
    }

    /// Decodes entity and character references; CR LF and lone CR become LF, and in an
    /// attribute value a literal tab or line break becomes a space (XML's normalization;
    /// a line break written `&#10;` stays one).
    private func decode(_ start: Int, _ end: Int, inAttribute: Bool) throws(XMLError) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var i = start
        while i < end {
            let c = bytes[i]
            if c == UInt8(ascii: "&") {
                guard let semicolon = (i + 1..<min(end, i + 12)).first(where: { bytes[$0] == UInt8(ascii: ";") }) else {
                    throw error(at: i, "'&' must start an entity such as &amp; (write &amp; for '&')")
                }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 1)..<semicolon]), as: UTF8.self)
                guard let scalar = Self.entity(name) else { throw error(at: i, "unknown entity '&\(name);'") }
                out.append(contentsOf: String(Character(scalar)).utf8)
                i = semicolon + 1
            } else if c == 0x0D {
                out.append(inAttribute ? 0x20 : 0x0A)
                i += (i + 1 < end && bytes[i + 1] == 0x0A) ? 2 : 1
            } else if inAttribute && (c == 0x09 || c == 0x0A) {
                out.append(0x20)
                i += 1
            } else {
                out.append(c)
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func entity(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let hex = name.hasPrefix("#x")
            guard let value = UInt32(name.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10), value != 0 else { return nil }
            return Unicode.Scalar(value)
        }
    }

    private func normalizedLineEnds(_ start: Int, _ end: Int) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard slice.contains(0x0D) else { return String(decoding: slice, as: UTF8.self) }
        var out: [UInt8] = []
        var i = start
        while i < end {
            if bytes[i] == 0x0D {
                out.append(0x0A)
                i += (i + 1 < end && bytes[i + 1] == 0x0A) ? 2 : 1
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: - Markup that carries nothing

    private mutating func skipDoctype() throws(XMLError) {
        let start = position
        guard open.isEmpty && !sawRoot else { throw error(at: start, "a DOCTYPE is allowed only before the root element") }
        var depth = 0
        while position < bytes.count {
            let c = bytes[position]
            if c == UInt8(ascii: "[") { depth += 1 }
            if c == UInt8(ascii: "]") { depth -= 1 }
            position += 1
            if c == UInt8(ascii: ">") && depth <= 0 { return }
        }
        throw error(at: start, "the DOCTYPE has no closing '>'")
    }

    private mutating func skip(past terminator: StaticString, from start: Int, what: String) throws(XMLError) {
        position = try find(terminator, from: start, what: what) + terminator.utf8CodeUnitCount
    }

    private func find(_ terminator: StaticString, from start: Int, what: String) throws(XMLError) -> Int {
        let pattern = UnsafeBufferPointer(start: terminator.utf8Start, count: terminator.utf8CodeUnitCount)
        var i = start
        while i + pattern.count <= bytes.count {
            if bytes[i] == pattern[0] && (1..<pattern.count).allSatisfy({ bytes[i + $0] == pattern[$0] }) { return i }
            i += 1
        }
        throw error(at: position, "the \(what) has no closing '\(terminator)'")
    }

    private func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        for k in 0..<count where bytes[position + k] != prefix.utf8Start[k] { return false }
        return true
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = position
        while position < bytes.count && bytes[position].isXMLWhitespaceByte { position += 1 }
        return position > start
    }

    private func error(at offset: Int, _ message: String) -> XMLError {
        XMLError.at(offset, in: bytes, message)
    }
}

extension UInt8 {
    var isXMLWhitespaceByte: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }

    /// ASCII bytes allowed in an XML name (non-ASCII letters are accepted by the caller).
    func isXMLNameByte(first: Bool) -> Bool {
        switch self {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"):
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return !first
        default:
            return false
        }
    }
}

extension Character {
    var isXMLWhitespace: Bool { self == " " || self == "\t" || self == "\n" || self == "\r" || self == "\r\n" }
}
