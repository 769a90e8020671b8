import StringCatalogKit

/// Whether the bytes of an XML file are text the readers can take as it is: UTF-8 (or
/// ASCII, when the file declares that), with no declaration of another encoding.
///
/// The readers never guess an encoding. A file saved as Latin-1 or windows-1252 would
/// otherwise come out with U+FFFD in place of every accented letter, and be imported so; it
/// is refused instead, at its declaration or at its first byte that is not UTF-8, with a
/// message that says what to do.
package enum XMLTextEncoding {
    /// Encoding names (lowercased) whose text is UTF-8 as it is.
    static let utf8Names: Set<String> = ["utf-8", "utf8"]
    /// Names of a subset of UTF-8: any byte above 0x7F is an error.
    static let asciiNames: Set<String> = ["us-ascii", "ascii"]
    /// Names of UTF-16, which a reader that converts UTF-16 to UTF-8 first also accepts.
    static let utf16Names: Set<String> = ["utf-16", "utf-16be", "utf-16le"]

    /// Where and why `bytes` are not text to read: nil when they are. `acceptingUTF16` is for
    /// a reader that was given UTF-16 and converted it to the UTF-8 `bytes`, whose
    /// declaration then still says UTF-16 (the property list reader; XLIFF is UTF-8 only).
    package static func problem(in bytes: UnsafeBufferPointer<UInt8>, acceptingUTF16: Bool = false) -> (offset: Int, message: String)? {
        if isUTF16(bytes) {
            return (0, "the file is UTF-16; it must be UTF-8 (convert it, e.g. with iconv -f UTF-16 -t UTF-8, and declare encoding=\"UTF-8\")")
        }
        var asciiOnly = false
        if let range = declaredEncoding(in: bytes) {
            // Encoding names are ASCII; anything else is named by what it is not.
            guard !bytes[range].contains(where: { $0 >= 0x80 }) else {
                return (range.lowerBound, "expected encoding=\"UTF-8\", found a name that is not ASCII")
            }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            let lowered = name.lowercased()
            asciiOnly = asciiNames.contains(lowered)
            if !utf8Names.contains(lowered) && !asciiOnly && !(acceptingUTF16 && utf16Names.contains(lowered)) {
                let expected = acceptingUTF16 ? "encoding=\"UTF-8\" or \"UTF-16\"" : "encoding=\"UTF-8\""
                return (range.lowerBound, "expected \(expected), found \"\(name)\": the file must be saved as UTF-8 (convert it, e.g. with iconv -f \(name) -t UTF-8, and change the declaration)")
            }
        }
        if let bad = UTF8Validation.firstInvalidByte(bytes) {
            return (bad, "invalid UTF-8 at byte \(bad): the file must be saved as UTF-8")
        }
        if asciiOnly, let wide = bytes.firstIndex(where: { $0 >= 0x80 }) {
            let character = String(decoding: UnsafeBufferPointer(rebasing: bytes[wide..<min(bytes.count, wide + 8)]), as: UTF8.self).first.map(String.init) ?? ""
            return (wide, "expected ASCII, as the file declares, found '\(character)' (declare encoding=\"UTF-8\")")
        }
        return nil
    }

    /// UTF-16 with a byte order mark, or without one: XML starts with `<` or white space,
    /// so one of the first two bytes is zero (never so in UTF-8 XML).
    private static func isUTF16(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 2 else { return false }
        return (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) || bytes[0] == 0 || bytes[1] == 0
    }

    /// Where the `encoding` value of the XML declaration that starts `bytes` (after a byte
    /// order mark) is; nil without a declaration or an encoding.
    private static func declaredEncoding(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var at = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[at...].starts(with: "<?xml".utf8), at + 5 < bytes.count, bytes[at + 5].isXMLWhitespaceByte else { return nil }
        at += 5
        // The declaration is short: its end, or a limit against a file that never closes it.
        let end = bytes[at..<min(bytes.count, at + 256)].firstIndex(of: UInt8(ascii: "?")) ?? min(bytes.count, at + 256)
        let name = Array("encoding".utf8)
        while at + name.count <= end {
            if bytes[at..<(at + name.count)].elementsEqual(name) && bytes[at - 1].isXMLWhitespaceByte {
                var i = at + name.count
                while i < end && bytes[i].isXMLWhitespaceByte { i += 1 }
                guard i < end, bytes[i] == UInt8(ascii: "=") else { return nil }
                i += 1
                while i < end && bytes[i].isXMLWhitespaceByte { i += 1 }
                guard i < end, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return nil }
                let quote = bytes[i]
                guard let close = bytes[(i + 1)..<end].firstIndex(of: quote) else { return nil }
                return (i + 1)..<close
            }
            at += 1
        }
        return nil
    }
}
