/// One distinct set of CLDR plural rules with its sample numbers.
///
/// Locales with identical rules share one entry in the generated tables; the
/// rules themselves are compiled into `PluralRuleTable.*Category`.
struct PluralRuleSet: Sendable {
    /// The categories the rules can produce, in CLDR order.
    let categories: [PluralCategory]
    /// The CLDR condition text per category (`other` has none).
    let conditions: [PluralCategory: String]
    /// A few integer samples per category, as CLDR writes them.
    let integerSamples: [PluralCategory: [String]]
    /// A few decimal samples per category, as CLDR writes them.
    let decimalSamples: [PluralCategory: [String]]
}

/// The CLDR 48 plural rules of one language, cardinal ("1 file, 2 files") or
/// ordinal ("1st, 2nd, 3rd").
public struct PluralRules: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case cardinal, ordinal
    }

    /// The CLDR locale id whose rules apply when none matches a code.
    public static let rootLocaleIdentifier = "und"

    public let kind: Kind
    /// The CLDR locale id the rules come from: "zh" for zh-Hans, "pt-PT" for
    /// pt-PT, `rootLocaleIdentifier` when CLDR has no rules for the language.
    public let localeIdentifier: String
    let ruleSetIndex: Int

    /// The cardinal rules, used for the `plural` variations of a catalog.
    public static func cardinal(for languageCode: String) -> PluralRules {
        rules(.cardinal, for: languageCode)
    }

    /// The ordinal rules ("1st", "2nd"), which catalogs do not vary by but
    /// are useful when writing ordinal strings.
    public static func ordinal(for languageCode: String) -> PluralRules {
        rules(.ordinal, for: languageCode)
    }

    /// Maps a catalog language code to CLDR rules: the exact id, then the id
    /// with its last subtag dropped, repeatedly, then the root rules.
    /// Matching ignores case and accepts "_" for "-" (old .lproj names).
    /// As in ICU, CLDR's parentLocales are deliberately not consulted.
    public static func rules(_ kind: Kind, for languageCode: String) -> PluralRules {
        let index = kind == .cardinal ? cardinalIndex : ordinalIndex
        var subtags = languageCode.lowercased()
            .split(whereSeparator: { $0 == "-" || $0 == "_" })
            .map(String.init)
        while !subtags.isEmpty {
            if let (id, ruleSet) = index[subtags.joined(separator: "-")] {
                return PluralRules(kind: kind, localeIdentifier: id, ruleSetIndex: ruleSet)
            }
            subtags.removeLast()
        }
        let (id, ruleSet) = index[rootLocaleIdentifier]!
        return PluralRules(kind: kind, localeIdentifier: id, ruleSetIndex: ruleSet)
    }

    /// The categories this language uses, in CLDR order; always ends with `other`.
    public var categories: [PluralCategory] { ruleSet.categories }

    public func category(for operands: PluralOperands) -> PluralCategory {
        switch kind {
        case .cardinal:
            PluralRuleTable.cardinalCategory(ruleSet: ruleSetIndex, operands: operands)
        case .ordinal:
            PluralRuleTable.ordinalCategory(ruleSet: ruleSetIndex, operands: operands)
        }
    }

    public func category(for value: Int) -> PluralCategory {
        category(for: PluralOperands(value))
    }

    /// The category of a number written as text, e.g. "1.0" or "1.5c6";
    /// nil when the text is not a number `PluralOperands(decimal:)` accepts.
    public func category(forDecimal text: String) -> PluralCategory? {
        PluralOperands(decimal: text).map { category(for: $0) }
    }

    /// A few sample numbers for `category` as display strings, integers first,
    /// in CLDR's notation ("1c6" is one million in compact form). Empty when
    /// the language does not use `category`.
    public func samples(for category: PluralCategory) -> [String] {
        (ruleSet.integerSamples[category] ?? []) + (ruleSet.decimalSamples[category] ?? [])
    }

    /// CLDR's integer samples for `category` ("0", "5", "6"…; ranges expanded, a few
    /// only), empty when the category takes no integers (Ukrainian `other`).
    public func integerSamples(for category: PluralCategory) -> [String] {
        ruleSet.integerSamples[category] ?? []
    }

    /// CLDR's decimal samples for `category` ("0.0", "0.1"…; a few only).
    public func decimalSamples(for category: PluralCategory) -> [String] {
        ruleSet.decimalSamples[category] ?? []
    }

    /// The CLDR condition for `category`, e.g. "i = 1 and v = 0"; nil for
    /// `other` and for categories the language does not use.
    public func condition(for category: PluralCategory) -> String? {
        ruleSet.conditions[category]
    }

    private var ruleSet: PluralRuleSet {
        switch kind {
        case .cardinal: PluralRuleTable.cardinalRuleSets[ruleSetIndex]
        case .ordinal: PluralRuleTable.ordinalRuleSets[ruleSetIndex]
        }
    }

    // Lower-cased CLDR id → (id as CLDR spells it, rule set), built once.
    private static let cardinalIndex = makeIndex(PluralRuleTable.cardinalLocales)
    private static let ordinalIndex = makeIndex(PluralRuleTable.ordinalLocales)

    private static func makeIndex(_ locales: [String: Int]) -> [String: (String, Int)] {
        Dictionary(uniqueKeysWithValues: locales.map { ($0.key.lowercased(), ($0.key, $0.value)) })
    }
}
