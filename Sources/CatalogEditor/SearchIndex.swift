import Foundation
import StringCatalogKit

/// Folded text of every string for filtering as you type: lower case, no diacritics, as
/// UTF-8 bytes, so that a keystroke over 20,000 strings is a byte search, not 20,000
/// Foundation comparisons.
///
/// Folding a large catalog takes longer than a keystroke may (about 0.2 s for 20,000
/// strings in Arabic), so the index is built in slices while the editor waits for keys
/// (`foldMore`), strings in catalog order; whatever is still missing when a filter needs it
/// is folded then.
struct SearchIndex: Sendable {
    /// Per string folded so far, in catalog order: key, source value and comment,
    /// separated by a NUL byte.
    private(set) var commonText: [[UInt8]] = []
    /// Per language asked for: each string's value, folded so far in catalog order.
    private(set) var translations: [String: [[UInt8]]] = [:]

    /// Strings folded per slice of idle work: a few milliseconds, so that a key pressed
    /// meanwhile waits no longer than that.
    static let sliceSize = 400

    /// An index with nothing folded yet.
    init() {}

    /// The whole index of `document` at once.
    init(_ document: Document) {
        foldMore(of: document, language: nil, limit: .max)
    }

    static func commonText(of entry: CatalogEntry) -> [UInt8] {
        var text = Self.fold(entry.key)
        text.append(0)
        text += Self.fold(entry.displayValue(in: entry.sourceLanguage) ?? "")
        text.append(0)
        text += Self.fold(entry.string.comment ?? "")
        return text
    }

    /// True when every string of `document` is folded, and its values in `language` too.
    func isComplete(for document: Document, language: String?) -> Bool {
        let count = document.catalog.strings.count
        guard commonText.count == count else { return false }
        guard let language else { return true }
        return translations[language]?.count == count
    }

    /// Folds up to `limit` more strings of `document`: the common text first, then the
    /// values in `language`. Returns true when the index is then complete for them.
    @discardableResult
    mutating func foldMore(of document: Document, language: String?, limit: Int) -> Bool {
        let catalog = document.catalog
        let count = catalog.strings.count
        var budget = limit
        if commonText.count < count {
            let start = commonText.count
            let end = start + min(budget, count - start)
            commonText.reserveCapacity(count)
            for i in start..<end { commonText.append(Self.commonText(of: catalog.entry(at: i))) }
            budget -= end - start
        }
        if let language, budget > 0 {
            var values = translations[language] ?? []
            translations[language] = nil  // keeps the array uniquely referenced while it grows
            let start = values.count
            if start < count {
                let end = start + min(budget, count - start)
                values.reserveCapacity(count)
                for i in start..<end { values.append(Self.fold(catalog.entry(at: i).displayValue(in: language) ?? "")) }
            }
            translations[language] = values
        }
        return isComplete(for: document, language: language)
    }

    /// Forgets the values folded in languages other than `language`: folding while idle
    /// follows the translator from language to language, and keeping every one would hold
    /// the text of the whole catalog.
    mutating func keepTranslations(of language: String?) {
        translations = translations.filter { $0.key == language }
    }

    /// Refolds the strings at `indices` after an edit, instead of the whole catalog.
    /// Strings not folded yet are folded from the edited catalog when their turn comes.
    mutating func update(_ indices: [Int], of document: Document) {
        // A list of the languages first: iterating `translations.keys` while writing into
        // the dictionary would copy it (and each array) on every write.
        let languages = Array(translations.keys)
        for i in indices where commonText.indices.contains(i) {
            commonText[i] = Self.commonText(of: document.catalog.entry(at: i))
        }
        for language in languages {
            for i in indices where translations[language]!.indices.contains(i) {
                translations[language]![i] = Self.fold(document.catalog.entry(at: i).displayValue(in: language) ?? "")
            }
        }
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
