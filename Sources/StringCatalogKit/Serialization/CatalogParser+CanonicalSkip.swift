import Foundation

/// Skipping a language's localization without reading it, in files whose layout
/// `CanonicalLayoutScan` has confirmed to be Xcode's (`keptLanguages`).
extension CatalogParser {
    /// The JSON string whose opening quote is at `offset`, decoded by the reader's rules; nil
    /// when it is not a valid string. (Keys the layout check and the splice look at.)
    static func string(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var parser = CatalogParser(bytes)
        parser.pos = offset
        return try? parser.parseString()
    }

    /// `localizations` keeping only `keptLanguages`: the others are skipped by their layout.
    /// Keys are matched as bytes, and not checked for duplicates: the layout check has
    /// confirmed them distinct and in order.
    mutating func parseKeptLanguages() throws(CatalogReadError) -> KeyedList<Localization> {
        var list = KeyedList<Localization>()
        guard try beginObject("an object of localizations by language") else { return list }
        repeat {
            let key = try fieldKey()
            let kept: String?
            if let decoded = key.decoded {
                kept = keptLanguages?.first { $0 == decoded && $0.hasSameScalars(as: decoded) }
            } else {
                let raw = UnsafeBufferPointer(rebasing: bytes[key.start..<key.end])
                kept = keptLanguageBytes.firstIndex { $0.elementsEqual(raw) }.map { keptLanguages![$0] }
            }
            guard let kept else {
                try skipCanonicalObject()
                continue
            }
            path.append(.key(kept))
            list.elements.append(.init(key: kept, value: try parseLocalization()))
            path.removeLast()
        } while try nextMember()
        return list
    }

    /// Skips the object at `pos`. In Xcode's layout an object nested in `depth` others
    /// closes on the first line that holds, after `2 × depth` spaces, its `}`: a raw line
    /// break cannot occur inside a string, and the lines of deeper objects are indented
    /// further. So one search for line breaks finds the end, with no tokenizing.
    mutating func skipCanonicalObject() throws(CatalogReadError) {
        skipWhitespace()
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: "{") else {
            throw shapeError("expected an object, found \(foundDescription(at: pos))", at: pos)
        }
        let indent = depth * 2
        let base = bytes.baseAddress!
        var i = pos + 1
        while i < bytes.count, let found = memchr(base + i, 0x0A, bytes.count - i) {
            let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            let close = newline + 1 + indent
            if close < bytes.count, bytes[close] == UInt8(ascii: "}"),
               (newline + 1 ..< close).allSatisfy({ bytes[$0] == 0x20 }) {
                pos = close + 1
                return
            }
            i = newline + 1
        }
        throw syntaxError("expected '}' to close the object before the end of the file")
    }
}
