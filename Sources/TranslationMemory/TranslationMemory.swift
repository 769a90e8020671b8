import StringCatalogKit

/// Translation units indexed for lookup: the same source first, then similar ones.
///
/// Candidates come from an inverted index of tokens (`MatchText`) per language pair: a
/// lookup counts, for each remembered source sharing a token with the text, how many
/// distinct tokens they share (touching only the postings of the text's own tokens, not
/// every source), drops those that share too few to reach the minimum score, keeps the
/// best few by overlap and computes the edit distance on those alone. So a lookup costs
/// about the length of the postings of its tokens, not the size of the memory.
///
/// Built once (on a background thread in the editor) and read-only afterwards.
public struct TranslationMemory: Sendable {
    public let units: [TranslationUnit]
    private var vocabulary: [String: Int32] = [:]
    private var pairs: [LanguagePair: PairIndex] = [:]

    /// How many remembered sources get their edit distance computed per lookup.
    static let candidatesPerLookup = 40

    struct LanguagePair: Hashable, Sendable {
        var source: String
        var target: String
    }

    /// The distinct source texts of one language pair, their tokens and the units that
    /// translate each.
    struct PairIndex: Sendable {
        var texts: [String] = []
        var tokens: [[Int32]] = []
        var distinctTokenCounts: [Int32] = []
        var units: [[Int32]] = []
        var exact: [String: Int32] = [:]
        /// For each token, the sources that have it (each once, in increasing order).
        var postings: [Int32: [Int32]] = [:]
    }

    public init(units: [TranslationUnit]) {
        self.units = units
        var tokenCache: [LanguagePair: [String: [Int32]]] = [:]
        for (unitIndex, unit) in units.enumerated() {
            let pair = LanguagePair(source: unit.sourceLanguage, target: unit.targetLanguage)
            var index = pairs.removeValue(forKey: pair) ?? PairIndex()
            if let existing = index.exact[unit.sourceText] {
                index.units[Int(existing)].append(Int32(unitIndex))
            } else {
                let cacheKey = LanguagePair(source: unit.sourceLanguage, target: "")
                let ids: [Int32]
                if let cached = tokenCache[cacheKey]?[unit.sourceText] {
                    ids = cached
                } else {
                    ids = MatchText(unit.sourceText).tokens.map { token in
                        if let id = vocabulary[token.text] { return id }
                        let id = Int32(vocabulary.count)
                        vocabulary[token.text] = id
                        return id
                    }
                    tokenCache[cacheKey, default: [:]][unit.sourceText] = ids
                }
                let sourceIndex = Int32(index.texts.count)
                index.texts.append(unit.sourceText)
                index.tokens.append(ids)
                index.units.append([Int32(unitIndex)])
                index.exact[unit.sourceText] = sourceIndex
                let distinct = Set(ids)
                index.distinctTokenCounts.append(Int32(distinct.count))
                for id in distinct { index.postings[id, default: []].append(sourceIndex) }
            }
            pairs[pair] = index
        }
    }

    /// Up to `limit` matches for `sourceText` into `targetLanguage`, best first: the same
    /// source (100), then similar ones scoring at least `minimumScore`. Several translations
    /// of one source are each a match; the same translation of it is offered once.
    public func matches(for sourceText: String, sourceLanguage: String, targetLanguage: String,
                        limit: Int = 5, minimumScore: Int = 50) -> [MemoryMatch] {
        guard limit > 0, let index = pairs[LanguagePair(source: sourceLanguage, target: targetLanguage)] else { return [] }
        var found: [(score: Int, source: Int32)] = []
        let exact = index.exact[sourceText]
        if let exact { found.append((100, exact)) }

        let query = MatchText(sourceText)
        var unknown: [String: Int32] = [:]
        let ids = query.tokens.map { token -> Int32 in
            if let id = vocabulary[token.text] { return id }
            if let id = unknown[token.text] { return id }
            let id = -Int32(unknown.count + 1)
            unknown[token.text] = id
            return id
        }
        // A similar source must share a word with this one: placeholders and markup are masked
        // alike, so "%@ minutes" and "%@ favorites" would otherwise score 50 on the placeholder
        // alone. A source of placeholders only has exact matches and nothing else.
        let words = Set(zip(query.tokens, ids).filter { token, id in id >= 0 && !MatchText.isMask(token.text) }.map(\.1))
        if !words.isEmpty && found.count < limit {
            for candidate in candidates(ids, in: index, minimumScore: minimumScore) where candidate != exact {
                let candidateTokens = index.tokens[Int(candidate)]
                guard candidateTokens.contains(where: words.contains) else { continue }
                let longer = max(ids.count, candidateTokens.count)
                let allowed = longer - (longer * minimumScore + 99) / 100
                guard let distance = TokenDistance.distance(ids, candidateTokens, limit: allowed) else { continue }
                let score = min(99, 100 * (longer - distance) / longer)
                if score >= minimumScore { found.append((score, candidate)) }
            }
        }
        found.sort { $0.score != $1.score ? $0.score > $1.score : $0.source < $1.source }

        var matches: [MemoryMatch] = []
        for (score, source) in found {
            var offered: Set<String> = []
            for unitIndex in index.units[Int(source)] {
                let unit = units[Int(unitIndex)]
                guard offered.insert(unit.targetText).inserted else { continue }
                matches.append(MemoryMatch(score: score, unit: unit,
                                           differingRanges: score == 100 ? [] : differingRanges(ids, unit.sourceText, index.tokens[Int(source)])))
                if matches.count == limit { return matches }
            }
        }
        return matches
    }

    /// The sources worth an edit distance: those sharing enough distinct tokens with the
    /// query to reach `minimumScore` at all, the best `candidatesPerLookup` by overlap.
    private func candidates(_ ids: [Int32], in index: PairIndex, minimumScore: Int) -> [Int32] {
        let distinct = Array(Set(ids.filter { $0 >= 0 }))
        guard !distinct.isEmpty else { return [] }
        // A source scoring `minimumScore` matches at least that share of the query's tokens;
        // a query token repeated can match more than one of its tokens, so its repeats are
        // taken off the distinct tokens it must share.
        let queryDistinct = Set(ids).count
        let neededMatches = (ids.count * minimumScore + 99) / 100
        let neededShared = max(1, neededMatches - (ids.count - queryDistinct))
        var counts = [Int32](repeating: 0, count: index.texts.count)
        var touched: [Int32] = []
        for id in distinct {
            guard let postings = index.postings[id] else { continue }
            for source in postings {
                if counts[Int(source)] == 0 { touched.append(source) }
                counts[Int(source)] &+= 1
            }
        }
        // The best by overlap (Dice's coefficient on distinct tokens), kept sorted, worst last.
        var best: [(overlap: Double, source: Int32)] = []
        best.reserveCapacity(Self.candidatesPerLookup + 1)
        for source in touched {
            let shared = Int(counts[Int(source)])
            guard shared >= neededShared else { continue }
            let length = index.tokens[Int(source)].count
            let longer = max(length, ids.count)
            guard 100 * (longer - abs(length - ids.count)) >= minimumScore * longer else { continue }
            let overlap = 2 * Double(shared) / Double(queryDistinct + Int(index.distinctTokenCounts[Int(source)]))
            if best.count == Self.candidatesPerLookup, let worst = best.last, worst.overlap >= overlap { continue }
            let position = best.firstIndex { $0.overlap < overlap } ?? best.count
            best.insert((overlap, source), at: position)
            if best.count > Self.candidatesPerLookup { best.removeLast() }
        }
        return best.map(\.source)
    }

    private func differingRanges(_ query: [Int32], _ sourceText: String, _ sourceTokens: [Int32]) -> [Range<Int>] {
        let tokens = MatchText(sourceText).tokens
        return TokenDistance.unmatchedPositions(query, in: sourceTokens).compactMap { $0 < tokens.count ? tokens[$0].range : nil }
    }

    /// The language pairs remembered: (source, target).
    public var languagePairs: [(source: String, target: String)] {
        pairs.keys.map { ($0.source, $0.target) }.sorted { ($0.source, $0.target) < ($1.source, $1.target) }
    }

    /// About how many bytes the index holds (texts, tokens, postings, tables), for the
    /// benchmark: a count of what is stored, not of the allocator's overhead.
    public var estimatedBytes: Int {
        var bytes = vocabulary.keys.reduce(0) { $0 + $1.utf8.count + 24 }
        for unit in units {
            bytes += unit.sourceText.utf8.count + unit.targetText.utf8.count + unit.origin.catalogPath.utf8.count + unit.origin.key.utf8.count + 120
        }
        for index in pairs.values {
            for tokens in index.tokens { bytes += tokens.count * 4 + 32 }
            for units in index.units { bytes += units.count * 4 + 32 }
            for postings in index.postings.values { bytes += postings.count * 4 + 40 }
            bytes += index.texts.count * (16 + 4 + 24)  // the texts share the units' storage
        }
        return bytes
    }
}
