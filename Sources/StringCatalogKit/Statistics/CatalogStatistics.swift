/// Progress of every language of a catalog.
///
/// Computed whole by `init`, then kept up to date string by string with `replace(_:with:)`,
/// which gives exactly what `init` would give for the edited catalog.
public struct CatalogStatistics: Equatable, Sendable {
    public struct LanguageProgress: Equatable, Sendable {
        public var language: String
        public var isSource: Bool
        public var translated = 0
        public var needsReview = 0
        public var new = 0
        /// Localizations in this language over all strings, stale and "don't translate" ones
        /// included: 0 for a language that only the extra languages list (and perhaps the
        /// source language). What tells `replace` when a language comes or goes.
        public internal(set) var localizationCount = 0

        /// Strings that need translation (neither stale nor "don't translate").
        public var total: Int { translated + needsReview + new }

        /// Whole percent, rounded down so that 100% means done.
        public var percent: Int { total == 0 ? 100 : translated * 100 / total }

        public var fraction: Double { total == 0 ? 1 : Double(translated) / Double(total) }
    }

    /// The source language first, then the other languages the strings have in Xcode's key
    /// order (`StringCatalog.languages`), then the extra languages the strings do not have,
    /// in the order given.
    public var languages: [LanguageProgress]
    /// Every string of the catalog.
    public var stringCount: Int
    public var staleCount: Int
    public var doNotTranslateCount: Int
    /// The extra languages given to `init`, without repeats and without the source language:
    /// kept because a language the strings lose stays listed when it is one of them.
    public private(set) var extraLanguages: [String]

    /// Counts every language of `catalog` plus `extraLanguages` (e.g. an Xcode project's
    /// `knownRegions`), which are all new where the catalog has nothing for them.
    public init(_ catalog: StringCatalog, extraLanguages: [String] = []) {
        var codes = catalog.languages
        var known = Set(codes)
        for code in extraLanguages where known.insert(code).inserted { codes.append(code) }
        let source = catalog.sourceLanguage
        languages = codes.map { LanguageProgress(language: $0, isSource: $0 == source) }
        stringCount = catalog.strings.count
        staleCount = 0
        doNotTranslateCount = 0
        var seenExtra: Set<String> = [source]
        self.extraLanguages = extraLanguages.filter { seenExtra.insert($0).inserted }
        var lookup = LanguageLookup(codes)
        for string in catalog.strings {
            _ = count(string, weight: 1, lookup: &lookup)
        }
    }

    /// The counts of several catalogs added up, as one piece of work (the files of a
    /// translator's bundle): every count summed per language; the languages in the order
    /// they first come, the first catalog's source language first.
    public init(summing parts: [CatalogStatistics]) {
        let source = parts.first?.languages.first?.language ?? "en"
        var order: [String] = [source]
        var byCode: [String: LanguageProgress] = [source: LanguageProgress(language: source, isSource: true)]
        var extras: [String] = []
        stringCount = 0
        staleCount = 0
        doNotTranslateCount = 0
        for part in parts {
            stringCount += part.stringCount
            staleCount += part.staleCount
            doNotTranslateCount += part.doNotTranslateCount
            for code in part.extraLanguages where !extras.contains(code) && code != source { extras.append(code) }
            for progress in part.languages {
                var sum = byCode[progress.language] ?? LanguageProgress(language: progress.language, isSource: progress.language == source)
                if byCode[progress.language] == nil { order.append(progress.language) }
                sum.translated += progress.translated
                sum.needsReview += progress.needsReview
                sum.new += progress.new
                sum.localizationCount += progress.localizationCount
                byCode[progress.language] = sum
            }
        }
        languages = order.map { byCode[$0]! }
        extraLanguages = extras
    }

    /// Updates the counts for one string changing: `old` is the string as these statistics
    /// counted it (nil when it is added), `new` the string now (nil when it is removed).
    /// Afterwards the statistics equal those `init` computes for the edited catalog with the
    /// same extra languages: a language the new string brings is listed at its place, a
    /// language no string has any more is dropped unless it is an extra language.
    ///
    /// Returns false, changing nothing, when `old` cannot be what was counted (it has a
    /// language that is not listed, or taking it away leaves a negative count): the caller
    /// then recomputes the statistics whole.
    public mutating func replace(_ old: CatalogString?, with new: CatalogString?) -> Bool {
        let saved = self
        var lookup = LanguageLookup(languages.map(\.language))
        var arrangement = false
        if let old {
            stringCount -= 1
            guard count(old, weight: -1, lookup: &lookup) else { self = saved; return false }
            // A language that no string has any more.
            arrangement = (old.localizations?.elements ?? []).contains { element in
                let i = lookup.positions[element.key]!
                return languages[i].localizationCount == 0 && !languages[i].isSource
            }
            guard stringCount >= 0, staleCount >= 0, doNotTranslateCount >= 0,
                  languages.allSatisfy({ $0.translated >= 0 && $0.needsReview >= 0 && $0.new >= 0 && $0.localizationCount >= 0 })
            else { self = saved; return false }
        }
        if let new {
            // A language no string had: every string counted so far is new in it.
            let counted = stringCount - staleCount - doNotTranslateCount
            for element in new.localizations?.elements ?? [] where lookup.positions[element.key] == nil {
                lookup.positions[element.key] = languages.count
                languages.append(LanguageProgress(language: element.key, isSource: false, new: counted))
                arrangement = true
            }
            // An extra language the strings did not have moves to the strings' languages.
            if !arrangement {
                arrangement = (new.localizations?.elements ?? []).contains { element in
                    let i = lookup.positions[element.key]!
                    return languages[i].localizationCount == 0 && !languages[i].isSource
                }
            }
            stringCount += 1
            _ = count(new, weight: 1, lookup: &lookup)
        }
        if arrangement { arrangeLanguages() }
        return true
    }

    /// Puts `languages` in the order `init` gives them, dropping the languages that neither
    /// a string nor the extra languages have. Only needed when the set of languages changes.
    private mutating func arrangeLanguages() {
        let source = languages[0]
        var byCode: [String: LanguageProgress] = [:]
        for progress in languages.dropFirst() { byCode[progress.language] = progress }
        let ofStrings = byCode.values.filter { $0.localizationCount > 0 }
            .sorted { KeyCollation.areInIncreasingOrder($0.language, $1.language) }
        let extras = extraLanguages.compactMap { code in byCode[code].flatMap { $0.localizationCount == 0 ? $0 : nil } }
        languages = [source] + ofStrings + extras
    }

    /// Adds one string's share of every count (`weight` 1) or takes it away (`weight` -1):
    /// the one definition of what a string counts for, shared by `init` and `replace`.
    /// Returns false when the string has a language `lookup` does not know (then that
    /// language is skipped).
    @inline(__always)
    private mutating func count(_ string: CatalogString, weight: Int, lookup: inout LanguageLookup) -> Bool {
        var complete = true
        let elements = string.localizations?.elements ?? []
        guard !string.isStale && string.isTranslatable else {
            if string.isStale { staleCount += weight } else { doNotTranslateCount += weight }
            for (position, element) in elements.enumerated() {
                guard let i = lookup.index(of: element.key, at: position) else { complete = false; continue }
                languages[i].localizationCount += weight
            }
            return complete
        }
        lookup.clearCounted(languages.count)
        let sourceSubstitutions = string.sourceSubstitutions(sourceLanguage: languages[0].language)
        for (position, element) in elements.enumerated() {
            guard let i = lookup.index(of: element.key, at: position) else { complete = false; continue }
            lookup.counted[i] = true
            languages[i].localizationCount += weight
            let status = languages[i].isSource
                ? TranslationStatus(ofSource: element.value)
                : string.translationStatus(element.value, sourceSubstitutions: sourceSubstitutions, sourceLanguage: languages[0].language)
            Self.add(weight, to: &languages[i], status)
        }
        // Languages the string has no entry for: new, except the source language.
        for i in lookup.counted.indices where !lookup.counted[i] {
            Self.add(weight, to: &languages[i], languages[i].isSource ? .translated : .new)
        }
        return complete
    }

    @inline(__always)
    private static func add(_ weight: Int, to progress: inout LanguageProgress, _ status: TranslationStatus) {
        switch status {
        case .translated: progress.translated += weight
        case .needsReview: progress.needsReview += weight
        case .new: progress.new += weight
        }
    }
}

/// Finds a language's position in `languages`, with scratch space for one string.
private struct LanguageLookup {
    var positions: [String: Int]
    /// Which languages the current string has an entry for.
    var counted: [Bool]
    // Strings mostly list the same languages in the same order: remember where each
    // position's language was found last time instead of hashing every key.
    private var previousKeys: [String] = []
    private var previousIndices: [Int] = []

    init(_ codes: [String]) {
        positions = Dictionary(codes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        counted = []
    }

    @inline(__always)
    mutating func clearCounted(_ count: Int) {
        if counted.count != count {
            counted = [Bool](repeating: false, count: count)
        } else {
            for i in counted.indices { counted[i] = false }
        }
    }

    @inline(__always)
    mutating func index(of key: String, at position: Int) -> Int? {
        if position < previousKeys.count && previousKeys[position] == key {
            return previousIndices[position]
        }
        guard let found = positions[key] else { return nil }
        if position < previousKeys.count {
            previousKeys[position] = key
            previousIndices[position] = found
        } else {
            previousKeys.append(key)
            previousIndices.append(found)
        }
        return found
    }
}
