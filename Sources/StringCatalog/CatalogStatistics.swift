/// Progress of every language of a catalog.
public struct CatalogStatistics: Equatable, Sendable {
    public struct LanguageProgress: Equatable, Sendable {
        public var language: String
        public var isSource: Bool
        public var translated = 0
        public var needsReview = 0
        public var new = 0

        /// Strings that need translation (neither stale nor "don't translate").
        public var total: Int { translated + needsReview + new }

        /// Whole percent, rounded down so that 100% means done.
        public var percent: Int { total == 0 ? 100 : translated * 100 / total }

        public var fraction: Double { total == 0 ? 1 : Double(translated) / Double(total) }
    }

    /// Source language first, then the others in the order given.
    public var languages: [LanguageProgress]
    /// Every string of the catalog.
    public var stringCount: Int
    public var staleCount: Int
    public var doNotTranslateCount: Int

    /// Counts every language of `catalog` plus `extraLanguages` (e.g. an Xcode project's
    /// `knownRegions`), which are all new where the catalog has nothing for them.
    public init(_ catalog: StringCatalog, extraLanguages: [String] = []) {
        var codes = catalog.languages
        var known = Set(codes)
        for code in extraLanguages where known.insert(code).inserted { codes.append(code) }
        let source = catalog.sourceLanguage
        var progress = codes.map { LanguageProgress(language: $0, isSource: $0 == source) }
        let index = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
        var stale = 0, doNotTranslate = 0
        var counted = [Bool](repeating: false, count: codes.count)
        // Strings mostly list the same languages in the same order: remember where each
        // position's language was found last time instead of hashing every key.
        var previousKeys: [String] = []
        var previousIndices: [Int] = []
        for string in catalog.strings {
            if string.isStale { stale += 1; continue }
            if !string.isTranslatable { doNotTranslate += 1; continue }
            for i in counted.indices { counted[i] = false }
            for (position, element) in (string.localizations?.elements ?? []).enumerated() {
                let i: Int
                if position < previousKeys.count && previousKeys[position] == element.key {
                    i = previousIndices[position]
                } else {
                    guard let found = index[element.key] else { continue }
                    i = found
                    if position < previousKeys.count {
                        previousKeys[position] = element.key
                        previousIndices[position] = i
                    } else {
                        previousKeys.append(element.key)
                        previousIndices.append(i)
                    }
                }
                counted[i] = true
                Self.tally(&progress[i], TranslationStatus(of: element.value))
            }
            // Languages the string has no entry for: new, except the source language.
            for i in counted.indices where !counted[i] {
                Self.tally(&progress[i], progress[i].isSource ? .translated : .new)
            }
        }
        languages = progress
        stringCount = catalog.strings.count
        staleCount = stale
        doNotTranslateCount = doNotTranslate
    }

    private static func tally(_ progress: inout LanguageProgress, _ status: TranslationStatus) {
        switch status {
        case .translated: progress.translated += 1
        case .needsReview: progress.needsReview += 1
        case .new: progress.new += 1
        }
    }
}
