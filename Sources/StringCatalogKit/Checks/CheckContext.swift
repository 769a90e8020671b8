/// What a check needs besides the string: the catalog's source language, the languages to
/// look at, plural rules per language (computed once), and the string's source values.
///
/// Make one per catalog and keep it: it caches per language. Not for sharing between
/// threads (the caches are unsynchronized); make one per thread instead.
public struct CheckContext {
    public let sourceLanguage: String
    /// The languages to check; nil for all. Problems of a string as a whole (no language)
    /// are reported either way.
    public let languages: Set<String>?
    /// Whether only the number of problems is wanted (`stats`): checks then leave their
    /// messages unwritten, which was most of what counting problems cost.
    public internal(set) var countsOnly = false
    /// The path the catalog is known by to checks that compare it with other catalogs
    /// (lint's argument, the editor's document): nil when it is checked on its own.
    public var catalogPath: String?
    private let plurals: PluralCache
    private let specifiers = SpecifierCache()
    /// Source values prepared by `CatalogChecker` for the string being checked.
    private var prepared: SourceValues?

    /// The context for checking strings of `catalog` (its source language) in `languages`.
    public init(for catalog: StringCatalog, languages: Set<String>? = nil) {
        self.init(sourceLanguage: catalog.sourceLanguage, languages: languages)
    }

    init(sourceLanguage: String, languages: Set<String>? = nil) {
        self.sourceLanguage = sourceLanguage
        self.languages = languages
        plurals = PluralCache()
    }

    /// Whether problems in `language` are wanted.
    @inline(__always)
    public func includes(_ language: String) -> Bool {
        guard let languages else { return true }
        return languages.contains(language)
    }

    /// The plural rules of `language`, with what the checks derive from them.
    public func plurals(for language: String) -> LanguagePlurals {
        plurals.plurals(for: language)
    }

    /// A substitution's `formatSpecifier` field parsed (`FormatSpecifier(formatSpecifierField:)`),
    /// kept for the next string: catalogs write the same few (`lld`, `d`, `@`) thousands of times.
    func substitutionSpecifier(_ field: String) -> FormatSpecifier? {
        specifiers.specifier(for: field)
    }

    /// The source values of `string`: the prepared ones when the checker prepared this
    /// string, otherwise computed now.
    public func source(of string: CatalogString) -> SourceValues {
        if let prepared, prepared.key.hasSameScalars(as: string.key) { return prepared }
        return SourceValues(string, sourceLanguage: sourceLanguage)
    }

    /// A copy that shares its source values between all checks of `string`.
    func preparing(_ string: CatalogString) -> CheckContext {
        var copy = self
        copy.prepared = SourceValues(string, sourceLanguage: sourceLanguage)
        return copy
    }

    /// Parsed `formatSpecifier` fields, up to a limit: a hostile catalog may write a million
    /// different ones, and past the limit they are parsed each time.
    private final class SpecifierCache {
        static let limit = 64
        // By scalars: two spellings of one text may parse differently.
        var byField: [ScalarKey: FormatSpecifier?] = [:]

        func specifier(for field: String) -> FormatSpecifier? {
            if let known = byField[ScalarKey(field)] { return known }
            let parsed = FormatSpecifier(formatSpecifierField: field)
            if byField.count < Self.limit { byField[ScalarKey(field)] = parsed }
            return parsed
        }
    }

    /// This context's own table in front of the process-wide one: looking up a language
    /// here takes no lock, which matters to lint's threads.
    private final class PluralCache {
        var byLanguage: [String: LanguagePlurals] = [:]

        func plurals(for language: String) -> LanguagePlurals {
            if let known = byLanguage[language] { return known }
            let computed = LanguagePlurals.of(language)
            byLanguage[language] = computed
            return computed
        }
    }
}

/// A language's plural categories and which whole numbers fall in each, as the checks use them.
///
/// A class: the checks ask for it for many forms, and a copy of its tables cost reference
/// counting of each.
public final class LanguagePlurals: Sendable {
    public let language: String
    public let rules: PluralRules
    /// The categories the language uses, in CLDR order.
    public let categories: [PluralCategory]
    /// The language's English name, for messages.
    public let name: String
    /// "one, few, many, other", for messages.
    public let categoryList: String
    /// Per category (by `PluralCategory.rank`), how many of the whole numbers 0…999 it takes.
    private let counts: [Int]
    private let exampleTexts: [PluralCategory: String]

    /// Numbers below this are what counts, amounts and ages in an app typically are.
    static let everydayLimit = 1000

    public init(language: String) {
        self.language = language
        rules = PluralRules.cardinal(for: language)
        categories = rules.categories
        let kinds = PluralCategory.allCases.count
        var counts = [Int](repeating: 0, count: kinds)
        var first = [[Int]](repeating: [], count: kinds)
        for n in 0..<Self.everydayLimit {
            let rank = rules.category(for: n).rank
            counts[rank] += 1
            if first[rank].count < 4 { first[rank].append(n) }
        }
        self.counts = counts
        name = Language.displayName(for: language)
        categoryList = categories.map(\.rawValue).joined(separator: ", ")
        var texts: [PluralCategory: String] = [:]
        for category in categories {
            let numbers = first[category.rank]
            if !numbers.isEmpty {
                let more = counts[category.rank] > numbers.count
                texts[category] = numbers.map(String.init).joined(separator: ", ") + (more ? "…" : "")
            } else {
                let samples = rules.samples(for: category).prefix(3)
                texts[category] = samples.isEmpty ? "" : samples.joined(separator: ", ") + "…"
            }
        }
        exampleTexts = texts
    }

    public func uses(_ category: PluralCategory) -> Bool { categories.contains(category) }

    /// True when the category stands for exactly one whole number (English `one` = 1,
    /// Arabic `two` = 2): its form may spell the number out ("one bird") and leave out the
    /// placeholder.
    public func isSingleNumber(_ category: PluralCategory) -> Bool {
        counts[category.rank] == 1
    }

    /// True when the category only takes numbers of a million and more (the `many` of
    /// French, Spanish, Italian, Portuguese, Catalan): lacking it is minor, `other` is used.
    public func isForLargeNumbersOnly(_ category: PluralCategory) -> Bool {
        uses(category) && counts[category.rank] == 0
    }

    /// "1, 21, 31, 41…" or CLDR's samples ("1000000, 1c6…") for messages.
    public func examples(of category: PluralCategory) -> String {
        exampleTexts[category] ?? ""
    }
}
