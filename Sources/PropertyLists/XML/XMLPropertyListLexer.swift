#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringCatalogKit

/// The elements of XML property lists.
package enum XMLPropertyListElement: String {
    case key, string, dict, array, plist, integer, real, `true`, `false`, date, data

    /// The end tag, for comparing bytes with it.
    var endTag: StaticString {
        switch self {
        case .key: "</key>"
        case .string: "</string>"
        case .dict: "</dict>"
        case .array: "</array>"
        case .plist: "</plist>"
        case .integer: "</integer>"
        case .real: "</real>"
        case .true: "</true>"
        case .false: "</false>"
        case .date: "</date>"
        case .data: "</data>"
        }
    }

    /// The start tag without attributes: what every tag but `<plist>`'s is in practice.
    var plainStartTag: StaticString {
        switch self {
        case .key: "<key>"
        case .string: "<string>"
        case .dict: "<dict>"
        case .array: "<array>"
        case .plist: "<plist>"
        case .integer: "<integer>"
        case .real: "<real>"
        case .true: "<true>"
        case .false: "<false>"
        case .date: "<date>"
        case .data: "<data>"
        }
    }
}

/// The lexical layer of XML property lists: white space, comments, processing instructions
/// and the DOCTYPE skipped, tags, and texts with references and CDATA resolved. The reader
/// of whole property lists (`XMLPropertyListReader`) and the readers that go straight to a
/// file's entries (`XMLStringsEntries`, `XMLStringsdictEntries`) share it, so that they take
/// every file the same way.
///
/// `bytes` must be UTF-8 that `XMLTextEncoding.problem` found valid: texts are made into
/// strings without checking them again.
package struct XMLPropertyListLexer {
    let bytes: [UInt8]
    var at = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { at >= bytes.count }

    func error(_ message: String, at offset: Int? = nil) -> InterchangeReadError {
        let position = TextPosition.of(offset ?? at, inUTF8: bytes)
        return InterchangeReadError(message: message, line: position.line, column: position.column)
    }

    mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { at = 3 }
    }

    /// Skips white space, comments, processing instructions and the DOCTYPE.
    mutating func skipMisc() throws(InterchangeReadError) {
        while at < bytes.count {
            let byte = bytes[at]
            if isSpace(byte) {
                at += 1
            } else if byte == UInt8(ascii: "<"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "!") || bytes[at + 1] == UInt8(ascii: "?") {
                // Only these begin with "<!" or "<?"; a tag is left at once.
                if lookingAt("<!--") {
                    try skipPast("-->", what: "comment")
                } else if lookingAt("<?") {
                    try skipPast("?>", what: "processing instruction")
                } else if lookingAt("<!DOCTYPE") {
                    try skipDoctype()
                } else {
                    return
                }
            } else {
                return
            }
        }
    }

    private mutating func skipDoctype() throws(InterchangeReadError) {
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

    // MARK: Tags

    package struct StartTag {
        /// The element, when it is one of a property list's.
        var element: XMLPropertyListElement?
        var nameRange: Range<Int>
        var selfClosing: Bool
    }

    /// The name of `tag` as written, for messages.
    func name(of tag: StartTag) -> String {
        tag.element?.rawValue ?? String(decoding: bytes[tag.nameRange], as: UTF8.self)
    }

    /// `parseStartTag` where `element` is the tag expected: told by comparing the bytes
    /// with it first, which is most of the tags of a file.
    mutating func parseStartTag(expecting element: XMLPropertyListElement) throws(InterchangeReadError) -> StartTag {
        let plain = element.plainStartTag
        guard lookingAt(plain) else { return try parseStartTag() }
        let nameStart = at + 1
        at += plain.utf8CodeUnitCount
        return StartTag(element: element, nameRange: nameStart..<(at - 1), selfClosing: false)
    }

    mutating func parseStartTag() throws(InterchangeReadError) -> StartTag {
        let start = at
        guard at < bytes.count, bytes[at] == UInt8(ascii: "<") else { throw error("expected '<'") }
        at += 1
        let nameStart = at
        while at < bytes.count, isNameByte(bytes[at]) { at += 1 }
        guard at > nameStart else { throw error("expected an element name after '<'") }
        let nameRange = nameStart..<at
        let element = element(at: nameRange)
        // A tag without attributes ends at once: what nearly every tag of a file is.
        if at < bytes.count, bytes[at] == UInt8(ascii: ">") {
            at += 1
            return StartTag(element: element, nameRange: nameRange, selfClosing: false)
        }
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
                return StartTag(element: element, nameRange: nameRange, selfClosing: false)
            } else if byte == UInt8(ascii: "/"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: ">") {
                at += 2
                return StartTag(element: element, nameRange: nameRange, selfClosing: true)
            } else if byte == UInt8(ascii: "<") {
                break
            }
            at += 1
        }
        throw error("unterminated tag <\(String(decoding: bytes[nameRange], as: UTF8.self))", at: start)
    }

    var isAtEndTag: Bool { at + 1 < bytes.count && bytes[at] == UInt8(ascii: "<") && bytes[at + 1] == UInt8(ascii: "/") }

    mutating func expectEndTag(_ element: XMLPropertyListElement) throws(InterchangeReadError) {
        // Written as it nearly always is: compared whole.
        let endTag = element.endTag
        if lookingAt(endTag) {
            at += endTag.utf8CodeUnitCount
            return
        }
        let start = at
        guard lookingAt("</") else { throw error("expected </\(element.rawValue)>") }
        at += 2
        let nameStart = at
        while at < bytes.count, isNameByte(bytes[at]) { at += 1 }
        let foundRange = nameStart..<at
        while at < bytes.count, isSpace(bytes[at]) { at += 1 }
        guard self.element(at: foundRange) == element, at < bytes.count, bytes[at] == UInt8(ascii: ">") else {
            throw error("expected </\(element.rawValue)>, found </\(String(decoding: bytes[foundRange], as: UTF8.self))>", at: start)
        }
        at += 1
    }

    /// The element whose name is at `range`, told by its bytes: making a string of each
    /// tag's name, and comparing it, cost a third of reading a file.
    func element(at range: Range<Int>) -> XMLPropertyListElement? {
        let first = range.isEmpty ? 0 : bytes[range.lowerBound]
        let candidate: XMLPropertyListElement?
        switch (range.count, first) {
        case (3, UInt8(ascii: "k")): candidate = .key
        case (6, UInt8(ascii: "s")): candidate = .string
        case (4, UInt8(ascii: "d")): candidate = bytes[range.lowerBound + 1] == UInt8(ascii: "i") ? .dict : bytes[range.lowerBound + 3] == UInt8(ascii: "e") ? .date : .data
        case (5, UInt8(ascii: "a")): candidate = .array
        case (5, UInt8(ascii: "p")): candidate = .plist
        case (7, UInt8(ascii: "i")): candidate = .integer
        case (4, UInt8(ascii: "r")): candidate = .real
        case (4, UInt8(ascii: "t")): candidate = .true
        case (5, UInt8(ascii: "f")): candidate = .false
        default: candidate = nil
        }
        guard let candidate, isName(candidate, at: range) else { return nil }
        return candidate
    }

    /// Whether the bytes at `range` are the name of `element`.
    private func isName(_ element: XMLPropertyListElement, at range: Range<Int>) -> Bool {
        // The name is the end tag's, between "</" and ">".
        let endTag = element.endTag
        guard endTag.utf8CodeUnitCount - 3 == range.count else { return false }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + range.lowerBound, endTag.utf8Start + 2, range.count) == 0 }
    }

    // MARK: Texts

    /// Character data up to `</closing>`, with references and CDATA resolved.
    mutating func parseText(closing element: XMLPropertyListElement) throws(InterchangeReadError) -> String {
        // Most texts are plain characters up to their end tag: found with `memchr` and made
        // into a string at once. Appending them a byte at a time was most of a migration's
        // reading, and a loop over the bytes looking for both '<' and '&' a tenth of it.
        let start = at
        let less = firstIndex(of: UInt8(ascii: "<"), in: start..<bytes.count)
        let stop = firstIndex(of: UInt8(ascii: "&"), in: start..<less)
        if stop + 1 < bytes.count, bytes[stop] == UInt8(ascii: "<"), bytes[stop + 1] == UInt8(ascii: "/") {
            at = stop
            try expectEndTag(element)
            return string(start..<stop)
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
                    try expectEndTag(element)
                    // Pieces of valid text cut at ASCII delimiters, and whole scalars.
                    return text.isEmpty ? "" : text.withUnsafeBufferPointer { ValidatedUTF8.string($0, isASCII: false) }
                }
            } else if byte == UInt8(ascii: "&") {
                try appendReference(to: &text)
            } else {
                text.append(byte)
                at += 1
            }
        }
        throw error("expected </\(element.rawValue)>, found the end of the file")
    }

    private mutating func appendReference(to text: inout [UInt8]) throws(InterchangeReadError) {
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

    /// The text at `range`, which begins and ends at ASCII delimiters of the valid bytes.
    private func string(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return bytes.withUnsafeBufferPointer { ValidatedUTF8.string(UnsafeBufferPointer(rebasing: $0[range]), isASCII: false) }
    }

    /// The first index of `byte` in `range`, else its end.
    private func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int {
        guard !range.isEmpty else { return range.upperBound }
        return bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            guard let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return range.upperBound }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        }
    }

    func lookingAt(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + at, literal.utf8Start, count) == 0 }
    }

    private func find(_ literal: StaticString) -> Int? {
        var probe = self
        while probe.at < bytes.count {
            if probe.lookingAt(literal) { return probe.at }
            probe.at += 1
        }
        return nil
    }

    private mutating func skipPast(_ literal: StaticString, what: String) throws(InterchangeReadError) {
        let start = at
        at += 2
        guard let end = find(literal) else { throw error("unterminated \(what)", at: start) }
        at = end + literal.utf8CodeUnitCount
    }

    func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }
}
