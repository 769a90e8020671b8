/// A catalog written over a file that is not in Xcode's layout (another tool's indentation,
/// key order or spacing), keeping every byte of the strings that did not change.
///
/// Saving such a file in Xcode's layout rewrites every line, so its diff hides the one value
/// a translator changed. Here the file's own bytes stay where its strings are as they were
/// read; a changed string's member is written in Xcode's layout in its place, a new one where
/// the model has it (the reader keeps a file's order, and an insertion finds its collated
/// place among its neighbours), a removed one goes with its comma. The result is read back and must be the catalog, or nothing is returned:
/// the caller then writes the whole file in Xcode's layout, so this can lose no data.
///
/// Only the strings: a change to the catalog's other fields (source language, version,
/// fields the model does not know) has no place of its own here, and answers nil.
public enum LayoutKeepingWriter {
    /// `catalog` as `original`'s bytes with only its changed strings rewritten, where
    /// `asRead` is the catalog read from `original`; nil when that cannot be done (see above).
    public static func bytes(_ catalog: StringCatalog, asRead: StringCatalog, original: [UInt8]) -> [UInt8]? {
        guard catalog.sourceLanguage == asRead.sourceLanguage, catalog.version == asRead.version,
              catalog.extraFields == asRead.extraFields,
              let layout = StringsMembers(original) else { return nil }
        // The reader keeps a file's order of strings and edits keep it, so the strings are
        // written in the model's order: the file's members, less the removed ones, with the
        // new ones where the edits put them. A duplicate key (the reader keeps the last) or
        // a key spelled two ways would make "the same string" ambiguous: refused.
        guard layout.members.map(\.key) == asRead.strings.map(\.key) else { return nil }
        var asFound: [String: (member: StringsMembers.Member, string: CatalogString)] = [:]
        for (member, string) in zip(layout.members, asRead.strings) { asFound[string.key] = (member, string) }
        var pieces: [[UInt8]] = []
        for string in catalog.strings {
            if let (member, wasRead) = asFound[string.key], string == wasRead {
                pieces.append(Array(original[member.leading]))
            } else if let (member, _) = asFound[string.key] {
                pieces.append(Array(original[member.leading.lowerBound..<member.text.lowerBound]) + entryText(string, sourceLanguage: catalog.sourceLanguage))
            } else {
                pieces.append(layout.newMemberIndent + entryText(string, sourceLanguage: catalog.sourceLanguage))
            }
        }
        var out = Array(original[..<layout.open])
        for (i, piece) in pieces.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out += piece
        }
        out += original[layout.close...]
        guard let back = try? CatalogReader.read(out), back == catalog else { return nil }
        return out
    }

    /// One string's member (`"key" : { … }`) as Xcode writes it inside `strings`.
    static func entryText(_ string: CatalogString, sourceLanguage: String) -> [UInt8] {
        let whole = CatalogWriter.bytes(StringCatalog(sourceLanguage: sourceLanguage, strings: [string], version: nil))
        // `{⏎  "sourceLanguage" : …,⏎  "strings" : {⏎    MEMBER⏎  }⏎}`: a newline inside a
        // value is always escaped, so these markers cannot occur inside one.
        let opening = Array("\n  \"strings\" : {\n    ".utf8), closing = Array("\n  }".utf8)
        guard let start = whole.firstRange(of: opening)?.upperBound,
              let end = lastRange(of: closing, in: whole)?.lowerBound else { return [] }
        return Array(whole[start..<end])
    }

    private static func lastRange(of needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        guard bytes.count >= needle.count else { return nil }
        for start in stride(from: bytes.count - needle.count, through: 0, by: -1) where bytes[start..<start + needle.count].elementsEqual(needle) {
            return start..<start + needle.count
        }
        return nil
    }
}

/// Where the members of a catalog file's `strings` object are, in any layout: a scan of the
/// JSON's structure (the file was read by `CatalogReader` already, so it is valid JSON).
struct StringsMembers {
    struct Member {
        var key: String
        /// From just after the `{` or `,` before it to the end of its value.
        var leading: Range<Int>
        /// The key's opening quote to the end of its value.
        var text: Range<Int>
    }

    var members: [Member] = []
    /// Just after the `strings` object's `{`, and where the whitespace before its `}` begins.
    var open = 0
    var close = 0
    /// The whitespace a new member gets: the first member's, else a newline.
    var newMemberIndent: [UInt8] = [0x0A]

    init?(_ bytes: [UInt8]) {
        var scanner = JSONStructureScan(bytes)
        scanner.skipWhitespace()
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        var found = false
        while true {
            scanner.skipWhitespace()
            if scanner.take(UInt8(ascii: "}")) { break }
            guard let key = scanner.string() else { return nil }
            scanner.skipWhitespace()
            guard scanner.take(UInt8(ascii: ":")) else { return nil }
            scanner.skipWhitespace()
            if key == "strings" {
                guard !found, scanner.take(UInt8(ascii: "{")) else { return nil }
                found = true
                guard readMembers(&scanner) else { return nil }
            } else {
                guard scanner.skipValue() else { return nil }
            }
            scanner.skipWhitespace()
            if scanner.take(UInt8(ascii: ",")) { continue }
            guard scanner.take(UInt8(ascii: "}")) else { return nil }
            break
        }
        guard found else { return nil }
        if let first = members.first {
            newMemberIndent = Array(bytes[first.leading.lowerBound..<first.text.lowerBound])
        }
    }

    /// The members after the `{` of `strings`, up to its `}`.
    private mutating func readMembers(_ scanner: inout JSONStructureScan) -> Bool {
        open = scanner.position
        while true {
            let leading = scanner.position
            scanner.skipWhitespace()
            if scanner.peek == UInt8(ascii: "}") {
                close = leading
                scanner.position += 1
                return true
            }
            let start = scanner.position
            guard let key = scanner.string() else { return false }
            scanner.skipWhitespace()
            guard scanner.take(UInt8(ascii: ":")) else { return false }
            scanner.skipWhitespace()
            guard scanner.skipValue() else { return false }
            members.append(Member(key: key, leading: leading..<scanner.position, text: start..<scanner.position))
            let afterValue = scanner.position
            scanner.skipWhitespace()
            if scanner.take(UInt8(ascii: ",")) { continue }
            guard scanner.peek == UInt8(ascii: "}") else { return false }
            close = afterValue
            scanner.position += 1
            return true
        }
    }
}

/// A cursor over JSON bytes that finds where values begin and end, decoding only keys.
struct JSONStructureScan {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        position += 1
        return true
    }

    /// A string token, decoded.
    mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll()
        }
        while let byte = peek {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard let escaped = peek else { return nil }
                position += 1
                switch escaped {
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    guard var unit = hex4() else { return nil }
                    if (0xD800..<0xDC00).contains(unit), peek == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") {
                        position += 2
                        guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(unit) else { return nil }
                    scalars.append(scalar)
                default: scalars.append(Unicode.Scalar(escaped))
                }
            default:
                raw.append(byte)
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[position..<position + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        position += 4
        return value
    }

    /// Moves past one value: a string, or an object or array with what it holds, or a
    /// number, `true`, `false` or `null`.
    mutating func skipValue() -> Bool {
        guard let first = peek else { return false }
        if first == UInt8(ascii: "\"") { return skipString() }
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
            while let byte = peek, !(byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
                                     || byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09) { position += 1 }
            return true
        }
        var depth = 0
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                guard skipString() else { return false }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    position += 1
                    return true
                }
            default: break
            }
            position += 1
        }
        return false
    }

    private mutating func skipString() -> Bool {
        position += 1
        while let byte = peek {
            position += 1
            if byte == UInt8(ascii: "\\") { position += 1 } else if byte == UInt8(ascii: "\"") { return true }
        }
        return false
    }
}
