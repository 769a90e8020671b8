import Foundation
import StringCatalogKit
import TranslationMemory

/// Every text of a translation memory, folded once for concordance search: each source
/// text once per string and form (a source translated into ten languages is one text), and
/// each translation. Built with the memory, on the runtime's thread; read-only afterwards.
///
/// A search folds the query as the filter does (case, accents and width ignored) and scans
/// the folded texts with `memchr`: about a byte comparison per byte of text, which the
/// benchmark measures over the corpus; it runs off the keystroke path anyway.
public struct ConcordanceIndex: Sendable {
    struct Text: Sendable {
        var origin: UnitOrigin
        var language: String
        var text: String
        var folded: [UInt8]
    }

    private var texts: [Text] = []

    public init(units: [TranslationUnit]) {
        struct SourceKey: Hashable {
            var origin: UnitOrigin
            var language: String
        }
        var seenSources: Set<SourceKey> = []
        texts.reserveCapacity(units.count * 2)
        for unit in units {
            if seenSources.insert(SourceKey(origin: unit.origin, language: unit.sourceLanguage)).inserted {
                texts.append(Text(origin: unit.origin, language: unit.sourceLanguage, text: unit.sourceText, folded: SearchIndex.fold(unit.sourceText)))
            }
            texts.append(Text(origin: unit.origin, language: unit.targetLanguage, text: unit.targetText, folded: SearchIndex.fold(unit.targetText)))
        }
    }

    /// How many texts the index holds.
    public var count: Int { texts.count }

    /// The first `limit` texts containing `query`, in the memory's order (the open catalogs
    /// first), and how many there are in all.
    public func search(_ query: String, limit: Int = ConcordanceQuery.hitLimit) -> (hits: [ConcordanceHit], total: Int) {
        let needle = SearchIndex.fold(query)
        guard !needle.isEmpty else { return ([], 0) }
        var hits: [ConcordanceHit] = []
        var total = 0
        for text in texts where SearchIndex.contains(text.folded, needle) {
            total += 1
            if hits.count < limit {
                hits.append(ConcordanceHit(origin: text.origin, language: text.language, text: text.text, match: Self.match(of: query, in: text.text)))
            }
        }
        return (hits, total)
    }

    /// Where `query` is in `text`, in characters, as the folded search found it (empty when
    /// folding made the two differ in length in a way the range cannot show).
    static func match(of query: String, in text: String) -> Range<Int> {
        guard let range = text.range(of: query, options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]) else { return 0..<0 }
        let start = text.distance(from: text.startIndex, to: range.lowerBound)
        return start..<(start + text.distance(from: range.lowerBound, to: range.upperBound))
    }
}
