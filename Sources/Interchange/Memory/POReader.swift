import StringCatalogKit

/// A gettext catalog (`.po`) as the memory reads it: its header fields and its entries.
public struct POFile: Equatable, Sendable {
    /// The header entry's fields (`Language`, `Plural-Forms`, …), by name as written.
    public var header: [String: String] = [:]
    public var entries: [POEntry] = []
}

/// One `msgid`/`msgstr` entry (obsolete `#~` entries are not kept).
public struct POEntry: Equatable, Sendable {
    public var context: String?
    public var id: String
    public var idPlural: String?
    /// `msgstr`, or `msgstr[0]`, `msgstr[1]`… in index order (a missing index is empty).
    public var strings: [String]
    /// `#, fuzzy`: a guess the translator has not confirmed.
    public var fuzzy: Bool
    /// The 1-based line of the entry's `msgid`.
    public var line: Int
}

/// Reads the PO format of GNU gettext: comments, `msgctxt`, `msgid`, `msgid_plural`,
/// `msgstr` and `msgstr[N]`, strings continued on the following lines, C escapes.
///
/// Strict where a wrong reading would put wrong text into a memory: the bytes must be UTF-8
/// (a header declaring another charset is refused), an unknown keyword, an unterminated
/// string, an unknown escape or a `msgstr[N]` out of order is an error with its line and
/// column.
public enum POReader {
    /// The most plural forms any language has is 6; a few more are allowed, not thousands.
    static let maximumPluralIndex = 16

    public static func read(_ bytes: [UInt8]) throws(MemoryFileError) -> POFile {
        if let bad = bytes.withUnsafeBufferPointer({ UTF8Validation.firstInvalidByte($0) }) {
            throw .at(bad, in: bytes, "invalid UTF-8: a .po file must be saved as UTF-8")
        }
        var parser = Parser(bytes: bytes)
        let file = try parser.parse()
        // Valid UTF-8 declared as another charset is another text than it seems (Latin-1
        // bytes that happen to pair up); pure ASCII reads the same in any of them.
        if let type = file.header["Content-Type"], let charset = type.split(separator: "=").last.map({ $0.trimmingSpaces.lowercased() }),
           type.lowercased().contains("charset="), !["utf-8", "utf8", "us-ascii", "ascii", "charset"].contains(charset),
           bytes.contains(where: { $0 >= 0x80 }) {
            let offset = firstOffset(of: Array("charset=".utf8), in: bytes) ?? 0
            throw .at(offset, in: bytes, "the header declares charset \(charset): a .po file must be UTF-8 (convert it, e.g. with msgconv --to-code=UTF-8)")
        }
        return file
    }

    static func firstOffset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start..<(start + needle.count)].elementsEqual(needle) { return start }
        return nil
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0
        var file = POFile()
        var entry = Pending()
        /// The string a continuation line (`"…"` alone) adds to.
        var continuing: Field?

        enum Field: Equatable { case context, id, idPlural, string(Int) }

        struct Pending {
            var context: [UInt8]?
            var id: [UInt8]?
            var idPlural: [UInt8]?
            var strings: [[UInt8]] = []
            var fuzzy = false
            var line = 0
            var idOffset = 0
            var sawString = false
        }

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        }

        mutating func parse() throws(MemoryFileError) -> POFile {
            var line = 1
            var pendingFuzzy = false
            while position < bytes.count {
                let lineStart = position
                var lineEnd = position
                while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
                defer {
                    position = lineEnd + 1
                    line += 1
                }
                var start = lineStart
                while start < lineEnd && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
                var end = lineEnd
                while end > start && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D) { end -= 1 }
                if start == end {
                    try finishEntry()
                    continue
                }
                if bytes[start] == UInt8(ascii: "#") {
                    // A comment ends the strings of the entry before it.
                    if entry.sawString { try finishEntry() }
                    continuing = nil
                    if start + 1 < end && bytes[start + 1] == UInt8(ascii: ",") {
                        let flags = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
                        if flags.split(separator: ",").contains(where: { $0.trimmingSpaces == "fuzzy" }) { pendingFuzzy = true }
                    }
                    continue
                }
                if bytes[start] == UInt8(ascii: "\"") {
                    guard let field = continuing else { throw .at(start, in: bytes, "a string that continues no msgid or msgstr") }
                    let (text, after) = try quoted(from: start, end: end)
                    try expectNothing(after, end)
                    append(text, to: field)
                    continue
                }
                var wordEnd = start
                while wordEnd < end && bytes[wordEnd] != 0x20 && bytes[wordEnd] != 0x09 && bytes[wordEnd] != UInt8(ascii: "\"") { wordEnd += 1 }
                let keyword = String(decoding: bytes[start..<wordEnd], as: UTF8.self)
                let field: Field
                switch keyword {
                case "msgctxt": field = .context
                case "msgid": field = .id
                case "msgid_plural": field = .idPlural
                case "msgstr": field = .string(0)
                default:
                    guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
                          let index = Int(keyword.dropFirst(7).dropLast()), index >= 0 else {
                        throw .at(start, in: bytes, "expected msgctxt, msgid, msgid_plural, msgstr or msgstr[N], found \(JSONQuoting.quote(keyword))")
                    }
                    guard index <= POReader.maximumPluralIndex else { throw .at(start, in: bytes, "msgstr[\(index)]: more plural forms than any language has") }
                    field = .string(index)
                }
                // A new msgctxt or msgid after the strings of an entry starts the next one.
                if (field == .context || field == .id) && entry.sawString { try finishEntry() }
                if field == .context && (entry.context != nil || entry.id != nil) {
                    throw .at(start, in: bytes, entry.id != nil ? "msgctxt after the msgid it belongs before" : "a second msgctxt for one entry")
                }
                if field == .id && entry.id != nil { throw .at(start, in: bytes, "a second msgid without a msgstr for the first") }
                if case .string(let index) = field {
                    guard entry.id != nil else { throw .at(start, in: bytes, "\(keyword) before its msgid") }
                    guard index == entry.strings.count else {
                        throw .at(start, in: bytes, "\(keyword): expected \(entry.strings.isEmpty ? "msgstr or msgstr[0]" : "msgstr[\(entry.strings.count)]")")
                    }
                    entry.sawString = true
                }
                if field == .idPlural {
                    guard entry.id != nil, entry.idPlural == nil, !entry.sawString else { throw .at(start, in: bytes, "msgid_plural must follow a msgid, once") }
                }
                var after = wordEnd
                while after < end && (bytes[after] == 0x20 || bytes[after] == 0x09) { after += 1 }
                guard after < end, bytes[after] == UInt8(ascii: "\"") else { throw .at(after, in: bytes, "expected a quoted string after \(keyword)") }
                let (text, rest) = try quoted(from: after, end: end)
                try expectNothing(rest, end)
                switch field {
                case .context: entry.context = text
                case .id:
                    entry.id = text
                    entry.line = line
                    entry.idOffset = start
                    entry.fuzzy = pendingFuzzy
                    pendingFuzzy = false
                case .idPlural: entry.idPlural = text
                case .string: entry.strings.append(text)
                }
                continuing = field
            }
            try finishEntry()
            return file
        }

        mutating func append(_ text: [UInt8], to field: Field) {
            switch field {
            case .context: entry.context! += text
            case .id: entry.id! += text
            case .idPlural: entry.idPlural! += text
            case .string(let index): entry.strings[index] += text
            }
        }

        mutating func finishEntry() throws(MemoryFileError) {
            defer {
                entry = Pending()
                continuing = nil
            }
            guard let id = entry.id else {
                if entry.context != nil { throw .at(position, in: bytes, "msgctxt without a msgid") }
                return
            }
            guard !entry.strings.isEmpty else { throw .at(entry.idOffset, in: bytes, "msgid without a msgstr") }
            let text = { (raw: [UInt8]) in String(decoding: raw, as: UTF8.self) }
            if id.isEmpty && entry.context == nil && file.entries.isEmpty && file.header.isEmpty {
                file.header = Self.headerFields(text(entry.strings[0]))
                return
            }
            file.entries.append(POEntry(context: entry.context.map(text), id: text(id), idPlural: entry.idPlural.map(text),
                                        strings: entry.strings.map(text), fuzzy: entry.fuzzy, line: entry.line))
        }

        static func headerFields(_ text: String) -> [String: String] {
            var fields: [String: String] = [:]
            for line in text.split(separator: "\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                fields[String(line[..<colon]).trimmingSpaces] = String(line[line.index(after: colon)...]).trimmingSpaces
            }
            return fields
        }

        func expectNothing(_ offset: Int, _ end: Int) throws(MemoryFileError) {
            var k = offset
            while k < end && (bytes[k] == 0x20 || bytes[k] == 0x09) { k += 1 }
            if k < end { throw .at(k, in: bytes, "unexpected text after the closing quote") }
        }

        static func hexValue(_ c: UInt8) -> Int? {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(c - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(c - UInt8(ascii: "A")) + 10
            default: nil
            }
        }

        /// The string quoted at `start` with its escapes decoded, and where it ended.
        func quoted(from start: Int, end: Int) throws(MemoryFileError) -> ([UInt8], Int) {
            var out: [UInt8] = []
            var k = start + 1
            while k < end {
                let c = bytes[k]
                if c == UInt8(ascii: "\"") { return (out, k + 1) }
                if c != UInt8(ascii: "\\") {
                    out.append(c)
                    k += 1
                    continue
                }
                guard k + 1 < end else { break }
                let e = bytes[k + 1]
                k += 2
                switch e {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "?"): out.append(e)
                case UInt8(ascii: "a"): out.append(0x07)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "v"): out.append(0x0B)
                case UInt8(ascii: "x"):
                    var value = 0
                    var digits = 0
                    while digits < 2 && k < end, let digit = Self.hexValue(bytes[k]) {
                        value = value * 16 + digit
                        k += 1
                        digits += 1
                    }
                    guard digits > 0, value < 0x80 else { throw .at(k - digits - 2, in: bytes, "a \\x escape must give an ASCII character: write others as UTF-8") }
                    out.append(UInt8(value))
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = Int(e - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3 && k < end && (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[k]) {
                        value = value * 8 + Int(bytes[k] - UInt8(ascii: "0"))
                        k += 1
                        digits += 1
                    }
                    guard value < 0x80 else { throw .at(k - digits - 1, in: bytes, "an octal escape above \\177: write the character as UTF-8") }
                    out.append(UInt8(value))
                default:
                    throw .at(k - 2, in: bytes, "unknown escape \\\(Character(Unicode.Scalar(e)))")
                }
            }
            throw .at(start, in: bytes, "a string without its closing quote")
        }
    }
}

extension StringProtocol {
    /// The text without the spaces and tabs at its ends.
    var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
