import PropertyLists

/// A pull parser for the XML that localization files use: elements, attributes in any
/// order, text with the five predefined entities and character references, CDATA sections,
/// comments, processing instructions and a DOCTYPE (skipped), and self-closing tags.
///
/// Written here rather than taken from Foundation because Foundation's `XMLParser` gives
/// neither the byte offsets an editor needs to rewrite one element and keep every other
/// byte, nor a line and column after a successful parse. It checks well-formedness as far
/// as a reader needs to trust what it read: UTF-8 text (`XMLTextEncoding`), matching end
/// tags, one root element, quoted attributes without `<`, no repeated attribute, known
/// entities, nothing after the root but comments, processing instructions and white space.
///
/// Events carry byte ranges, not strings: a reader turns into strings only the names,
/// values and texts it keeps (`string`, `text`, `attribute`), so that the white space
/// between elements and the attributes nobody asks for cost no allocation. That makes the
/// difference between reading a 6 MB export in a fraction of a second and in a few
/// hundredths. Entities are checked while scanning, so a malformed reference is reported
/// whether or not its text is read.
public struct XMLTokenizer {
    /// A start tag: `<name a="…">` or `<name/>`; `range` covers the tag. Its attributes
    /// are read with `attribute(_:)` before the next call to `next()`.
    public struct Tag: Equatable, Sendable {
        public var name: Range<Int>
        public var range: Range<Int>
        public var selfClosing: Bool
    }

    /// Character data (text or a CDATA section): `range` covers it as written, `content`
    /// the characters inside a CDATA section's markers (the same as `range` for text).
    public struct Text: Equatable, Sendable {
        public var range: Range<Int>
        public var content: Range<Int>
        var decoding: Decoding
    }

    /// What turning a text's bytes into its characters involves.
    enum Decoding: Equatable, Sendable {
        /// Nothing: the bytes are the text.
        case none
        /// Entity and character references, and line ends (text with `&` or CR).
        case references
        /// Only line ends (a CDATA section with CR).
        case lineEnds
    }

    public enum Event: Equatable, Sendable {
        case start(Tag)
        /// `</name>`, also sent right after the start of a self-closing element (with the
        /// start tag's name and an empty range at its end), so that consumers handle one shape.
        case end(name: Range<Int>, range: Range<Int>)
        case text(Text)
    }

    /// One attribute of the last start tag, as byte ranges.
    private struct AttributeSpan {
        var name: Range<Int>
        var value: Range<Int>
        var hasReferences: Bool
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// The names of the open elements, innermost last.
    private var open: [Range<Int>] = []
    private var sawRoot = false
    private var pendingEnd: Event?
    /// Whether the bytes were found to be UTF-8 text: done by the first `next()`, so that
    /// every string made from them afterwards is exact.
    private var checkedEncoding = false
    /// The attributes of the last start tag: the first `attributeCount` of `attributes`,
    /// whose storage is reused from tag to tag.
    private var attributes: [AttributeSpan] = []
    private var attributeCount = 0
    /// The names of the last start tag's attributes, once it has more than
    /// `attributeScanLimit`: a repeat is then found by hashing, so that a tag with thousands
    /// of attributes is read in linear time. (Strings hash as they compare: canonically
    /// equivalent spellings are one name, as in `sameName`.)
    private var manyAttributeNames: Set<String> = []
    private static let attributeScanLimit = 16

    /// `bytes` must stay valid while the tokenizer is used.
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        open.reserveCapacity(16)
        attributes.reserveCapacity(8)
        // A UTF-8 byte order mark is allowed before the declaration.
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { position = 3 }
    }

    /// The next event, or nil at the end of a well-formed document.
    public mutating func next() throws(XMLError) -> Event? {
        if !checkedEncoding {
            if let (offset, message) = XMLTextEncoding.problem(in: bytes) { throw error(at: offset, message) }
            checkedEncoding = true
        }
        if let pending = pendingEnd {
            pendingEnd = nil
            return pending
        }
        while position < bytes.count {
            if bytes[position] != UInt8(ascii: "<") {
                let text = try readText()
                if open.isEmpty {
                    guard isWhitespace(text) else {
                        throw error(at: text.range.lowerBound, sawRoot ? "text after the root element" : "expected '<' to start the root element")
                    }
                    continue
                }
                return .text(text)
            }
            // The byte after `<` tells what kind of markup starts here.
            let after = position + 1 < bytes.count ? bytes[position + 1] : 0
            if after == UInt8(ascii: "/") { return try readEndTag() }
            if after == UInt8(ascii: "!") {
                if starts(with: "<!--") {
                    try skip(past: "-->", from: position + 4, what: "comment")
                    continue
                }
                if starts(with: "<![CDATA[") {
                    guard !open.isEmpty else { throw error(at: position, "CDATA section outside the root element") }
                    let start = position
                    let end = try find("]]>", from: position + 9, what: "CDATA section")
                    position = end + 3
                    let content = (start + 9)..<end
                    return .text(Text(range: start..<position, content: content, decoding: has(0x0D, in: content) ? .lineEnds : .none))
                }
                if starts(with: "<!DOCTYPE") {
                    try skipDoctype()
                    continue
                }
            } else if after == UInt8(ascii: "?") {
                try skip(past: "?>", from: position + 2, what: "processing instruction")
                continue
            }
            return try readStartTag()
        }
        if let name = open.last { throw error(at: bytes.count, "expected '</\(string(name))>' before the end of the file") }
        if !sawRoot { throw error(at: bytes.count, "expected a root element") }
        return nil
    }

    // MARK: - Reading what an event points at

    /// The bytes of `range` as a string, as they are (for names).
    public func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The characters of `text`: references decoded, line ends normalized.
    public func text(_ text: Text) -> String {
        switch text.decoding {
        case .none: string(text.content)
        case .references: decoded(text.content, inAttribute: false)
        case .lineEnds: normalizedLineEnds(text.content)
        }
    }

    /// True when the bytes of `range` are `name`.
    @inline(__always)
    public func bytes(_ range: Range<Int>, equal name: StaticString) -> Bool {
        guard range.count == name.utf8CodeUnitCount else { return false }
        let expected = name.utf8Start
        for k in 0..<range.count where bytes[range.lowerBound + k] != expected[k] { return false }
        return true
    }

    /// The value of the attribute `name` of the start tag `next()` returned last, references
    /// decoded; nil when the tag has no such attribute.
    public func attribute(_ name: StaticString) -> String? {
        guard let attribute = span(of: name) else { return nil }
        return attribute.hasReferences ? decoded(attribute.value, inAttribute: true) : string(attribute.value)
    }

    /// `attribute(name)`, given as the first of `known` that it equals: values that recur
    /// in every unit (states) are then shared instead of made anew each time.
    public func attribute(_ name: StaticString, sharing known: [String]) -> String? {
        guard let attribute = span(of: name) else { return nil }
        if !attribute.hasReferences {
            for value in known where bytes(attribute.value, equal: value) { return value }
            return string(attribute.value)
        }
        let value = decoded(attribute.value, inAttribute: true)
        return known.first { $0.utf8.elementsEqual(value.utf8) } ?? value
    }

    /// Whether the attribute `name` of the last start tag is there and equals `value`.
    public func attribute(_ name: StaticString, is value: StaticString) -> Bool {
        guard let attribute = span(of: name) else { return false }
        if attribute.hasReferences { return decoded(attribute.value, inAttribute: true) == value.description }
        return bytes(attribute.value, equal: value)
    }

    /// Whether the last start tag has both attributes, `first` written before `second`.
    public func attribute(_ first: StaticString, precedes second: StaticString) -> Bool {
        guard let a = span(of: first), let b = span(of: second) else { return false }
        return a.name.lowerBound < b.name.lowerBound
    }

    private func span(of name: StaticString) -> AttributeSpan? {
        var k = 0
        while k < attributeCount {
            if bytes(attributes[k].name, equal: name) { return attributes[k] }
            k += 1
        }
        return nil
    }

    /// True when the bytes of `range` are those of `text`.
    private func bytes(_ range: Range<Int>, equal text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.count == range.count else { return false }
            for k in 0..<utf8.count where bytes[range.lowerBound + k] != utf8[k] { return false }
            return true
        }
    }

    private func has(_ byte: UInt8, in range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            if bytes[i] == byte { return true }
            i += 1
        }
        return false
    }

    // MARK: - Tags

    private mutating func readStartTag() throws(XMLError) -> Event {
        let start = position
        if open.isEmpty && sawRoot { throw error(at: start, "a second root element") }
        position += 1
        let name = try readName(what: "an element name after '<'")
        attributeCount = 0
        while true {
            let hadSpace = skipWhitespace()
            guard position < bytes.count else { throw error(at: position, "expected '>' to close the <\(string(name))> tag") }
            let c = bytes[position]
            if c == UInt8(ascii: ">") {
                position += 1
                open.append(name)
                sawRoot = true
                return .start(Tag(name: name, range: start..<position, selfClosing: false))
            }
            if c == UInt8(ascii: "/") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else {
                    throw error(at: position, "expected '/>' to close the <\(string(name))> tag")
                }
                position += 2
                sawRoot = true
                pendingEnd = .end(name: name, range: position..<position)
                return .start(Tag(name: name, range: start..<position, selfClosing: true))
            }
            guard hadSpace else { throw error(at: position, "expected a space, '>' or '/>' in the <\(string(name))> tag") }
            let attributeStart = position
            let attributeName = try readName(what: "an attribute name, '>' or '/>'")
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw error(at: position, "expected '=' after the attribute name '\(string(attributeName))'")
            }
            position += 1
            skipWhitespace()
            let (value, hasReferences) = try readAttributeValue()
            if isRepeated(attributeName) {
                throw error(at: attributeStart, "the attribute '\(string(attributeName))' appears twice")
            }
            let span = AttributeSpan(name: attributeName, value: value, hasReferences: hasReferences)
            if attributeCount < attributes.count { attributes[attributeCount] = span } else { attributes.append(span) }
            attributeCount += 1
        }
    }

    /// Whether the tag being read already has an attribute named `name`: a scan of the few
    /// a tag has, or a look-up among many.
    private mutating func isRepeated(_ name: Range<Int>) -> Bool {
        if attributeCount < Self.attributeScanLimit {
            for k in 0..<attributeCount where sameName(attributes[k].name, name) { return true }
            return false
        }
        if attributeCount == Self.attributeScanLimit {
            manyAttributeNames = Set(attributes[0..<attributeCount].map { string($0.name) })
        }
        return !manyAttributeNames.insert(string(name)).inserted
    }

    private mutating func readEndTag() throws(XMLError) -> Event {
        let start = position
        position += 2
        let name = try readName(what: "an element name after '</'")
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw error(at: position, "expected '>' to close the </\(string(name))> tag")
        }
        position += 1
        guard let expected = open.last else { throw error(at: start, "'</\(string(name))>' closes no open element") }
        guard sameName(expected, name) else { throw error(at: start, "expected '</\(string(expected))>', found '</\(string(name))>'") }
        open.removeLast()
        return .end(name: expected, range: start..<position)
    }

    /// Names are compared as strings, as they always were: the same bytes, or (only when
    /// the bytes differ and a name is not ASCII) canonically equivalent spellings.
    private func sameName(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.count == b.count {
            var k = 0
            while k < a.count && bytes[a.lowerBound + k] == bytes[b.lowerBound + k] { k += 1 }
            if k == a.count { return true }
        }
        let ascii = !bytes[a].contains { $0 >= 0x80 } && !bytes[b].contains { $0 >= 0x80 }
        return !ascii && string(a) == string(b)
    }

    private mutating func readName(what: String) throws(XMLError) -> Range<Int> {
        let start = position
        guard position < bytes.count, bytes[position].isXMLNameByte(first: true) else { throw error(at: start, "expected \(what)") }
        position += 1
        while position < bytes.count && bytes[position].isXMLNameByte(first: false) { position += 1 }
        return start..<position
    }

    /// The value's bytes between the quotes, and whether it has references or white space
    /// that XML's normalization changes.
    private mutating func readAttributeValue() throws(XMLError) -> (Range<Int>, Bool) {
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
        if !simple { try checkReferences(start..<end) }
        return (start..<end, !simple)
    }

    // MARK: - Text

    /// Text up to the next `<`; its references are checked here, decoded when read.
    private mutating func readText() throws(XMLError) -> Text {
        let start = position
        var simple = true
        while position < bytes.count {
            let c = bytes[position]
            if c == UInt8(ascii: "<") { break }
            if c == UInt8(ascii: "&") || c == 0x0D { simple = false }
            position += 1
        }
        if !simple { try checkReferences(start..<position) }
        return Text(range: start..<position, content: start..<position, decoding: simple ? .none : .references)
    }

    /// Text outside the root element must be white space (as characters, references decoded).
    private func isWhitespace(_ text: Text) -> Bool {
        if text.decoding == .none { return bytes[text.content].allSatisfy(\.isXMLWhitespaceByte) }
        return self.text(text).allSatisfy(\.isXMLWhitespace)
    }

    /// Throws at the first `&` of `range` that starts no known reference.
    private func checkReferences(_ range: Range<Int>) throws(XMLError) {
        var i = range.lowerBound
        while i < range.upperBound {
            if bytes[i] == UInt8(ascii: "&") {
                i = try reference(at: i, end: range.upperBound).next
            } else {
                i += 1
            }
        }
    }

    /// The character that the reference at `i` (an `&`) stands for, and where it ends.
    private func reference(at i: Int, end: Int) throws(XMLError) -> (scalar: Unicode.Scalar, next: Int) {
        var semicolon = i + 1
        let limit = min(end, i + 12)
        while semicolon < limit && bytes[semicolon] != UInt8(ascii: ";") { semicolon += 1 }
        guard semicolon < limit else {
            throw error(at: i, "'&' must start an entity such as &amp; (write &amp; for '&')")
        }
        let name = (i + 1)..<semicolon
        let scalar: Unicode.Scalar?
        if bytes(name, equal: "lt") { scalar = "<" }
        else if bytes(name, equal: "gt") { scalar = ">" }
        else if bytes(name, equal: "amp") { scalar = "&" }
        else if bytes(name, equal: "quot") { scalar = "\"" }
        else if bytes(name, equal: "apos") { scalar = "'" }
        else { scalar = Self.characterReference(string(name)) }
        guard let scalar else { throw error(at: i, "unknown entity '&\(string(name));'") }
        return (scalar, semicolon + 1)
    }

    /// `#38` or `#x26`: the character, unless it is NUL or no character.
    private static func characterReference(_ name: String) -> Unicode.Scalar? {
        guard name.hasPrefix("#") else { return nil }
        let hex = name.hasPrefix("#x")
        guard let value = UInt32(name.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10), value != 0 else { return nil }
        return Unicode.Scalar(value)
    }

    /// Decodes references (checked when scanned); CR LF and lone CR become LF, and in an
    /// attribute value a literal tab or line break becomes a space (XML's normalization;
    /// a line break written `&#10;` stays one).
    private func decoded(_ range: Range<Int>, inAttribute: Bool) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var i = range.lowerBound
        while i < range.upperBound {
            let c = bytes[i]
            if c == UInt8(ascii: "&"), let (scalar, next) = try? reference(at: i, end: range.upperBound) {
                UTF8.encode(scalar) { out.append($0) }
                i = next
            } else if c == 0x0D {
                out.append(inAttribute ? 0x20 : 0x0A)
                i += (i + 1 < range.upperBound && bytes[i + 1] == 0x0A) ? 2 : 1
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

    private func normalizedLineEnds(_ range: Range<Int>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var i = range.lowerBound
        while i < range.upperBound {
            if bytes[i] == 0x0D {
                out.append(0x0A)
                i += (i + 1 < range.upperBound && bytes[i + 1] == 0x0A) ? 2 : 1
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
    /// Bytes allowed in an XML name: ASCII letters, `_` and `:`, and (not first) digits,
    /// `-` and `.`; every non-ASCII byte (letters beyond ASCII are not told apart).
    @inline(__always)
    func isXMLNameByte(first: Bool) -> Bool {
        if self >= 0x80 { return true }
        // One bit per ASCII byte, in two words: a table without memory reads.
        let letters: (low: UInt64, high: UInt64) = (1 << 58, 0x07FF_FFFE_87FF_FFFE)  // ':'; A–Z, '_', a–z
        let more: UInt64 = 0x03FF_6000_0000_0000  // '-', '.', 0–9
        let (word, bit) = self < 64 ? (letters.low | (first ? 0 : more), UInt64(self)) : (letters.high, UInt64(self - 64))
        return word >> bit & 1 == 1
    }
}

extension Character {
    var isXMLWhitespace: Bool { self == " " || self == "\t" || self == "\n" || self == "\r" || self == "\r\n" }
}
