import Foundation
import StringCatalogKit

/// Folded text of every string for filtering as you type: lower case, no diacritics, as
/// UTF-8 bytes, so that a keystroke over 20,000 strings is a byte search, not 20,000
/// Foundation comparisons.
struct SearchIndex: Sendable {
    /// Per string: key, source value and comment, separated by a NUL byte.
    private(set) var commonText: [[UInt8]] = []
    /// Per language asked for: each string's value.
    private(set) var translations: [String: [[UInt8]]] = [:]

    init(_ document: Document) {
        commonText = document.catalog.entries.map(Self.commonText(of:))
    }

    static func commonText(of entry: CatalogEntry) -> [UInt8] {
        var text = Self.fold(entry.key)
        text.append(0)
        text += Self.fold(entry.displayValue(in: entry.sourceLanguage) ?? "")
        text.append(0)
        text += Self.fold(entry.string.comment ?? "")
        return text
    }

    /// Refolds the strings at `indices` after an edit, instead of the whole catalog.
    mutating func update(_ indices: [Int], of document: Document) {
        // A list of the languages first: iterating `translations.keys` while writing into
        // the dictionary would copy it (and each array) on every write.
        let languages = Array(translations.keys)
        for i in indices where commonText.indices.contains(i) {
            let entry = document.catalog.entry(at: i)
            commonText[i] = Self.commonText(of: entry)
            for language in languages {
                translations[language]![i] = Self.fold(entry.displayValue(in: language) ?? "")
            }
        }
    }

    /// Folds the values in `language`, unless that was done before.
    mutating func addTranslations(_ language: String, of document: Document) {
        guard translations[language] == nil else { return }
        translations[language] = document.catalog.entries.map { Self.fold($0.displayValue(in: language) ?? "") }
    }

    /// How much of one value a filter searches: folding costs the length of the text, and
    /// a value of many megabytes must not stall a keystroke.
    static let foldedBytes = 1 << 20

    /// Lower case without diacritics. ASCII, the common case, is folded by hand.
    static func fold(_ text: String) -> [UInt8] {
        // Cut at a byte bound: a cut character at the end only matters to a search for it.
        let text = text.utf8.count > foldedBytes ? String(decoding: text.utf8.prefix(foldedBytes), as: UTF8.self) : text
        var bytes = Array(text.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            for i in bytes.indices where bytes[i] >= 0x41 && bytes[i] <= 0x5A { bytes[i] += 0x20 }
            return bytes
        }
        return Array(text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).utf8)
    }

    /// True when `needle` occurs in `haystack`.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        if needle.isEmpty { return true }
        if haystack.count < needle.count { return false }
        return haystack.withUnsafeBufferPointer { h in
            needle.withUnsafeBufferPointer { n in
                // memchr finds candidates for the first byte quickly; memcmp confirms.
                let last = h.count - n.count
                var i = 0
                while i <= last {
                    guard let hit = memchr(h.baseAddress! + i, Int32(n[0]), last - i + 1) else { return false }
                    i = h.baseAddress!.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(h.baseAddress! + i, n.baseAddress!, n.count) == 0 { return true }
                    i += 1
                }
                return false
            }
        }
    }
}
