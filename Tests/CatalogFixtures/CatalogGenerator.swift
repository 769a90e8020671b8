import StringCatalogKit

/// Builds large, realistic catalogs from a seed, identically on every machine: English
/// sentence keys with numbers and format specifiers, a few non-ASCII keys, comments, every
/// state, plural variations and substitutions, values in Latin, Cyrillic, Arabic and CJK text.
package struct CatalogGenerator {
    package static let languages = [
        "ar", "bg", "ca", "cs", "da", "de", "el", "es", "es-419", "fi",
        "fr", "fr-CA", "he", "hi", "hr", "hu", "id", "it", "ja", "ko",
        "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sl",
        "sr", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant", "zh-HK", "en-GB",
    ]

    package var random: SplitMix64
    package let words = ["open", "save", "window", "bird", "feeder", "garden", "photo", "share", "settings",
                         "account", "delete", "visitor", "recent", "backyard", "food", "shop", "learn", "more",
                         "tap", "notes", "sync", "cloud", "export", "import", "profile", "season", "nest"]
    private let latin = ["la", "ve", "ni", "ro", "sa", "te", "mo", "ka", "lu", "di", "é", "ü", "ø", "ç"]
    private let cyrillic = ["ка", "ло", "ни", "ре", "ту", "жи", "ви", "ся", "ю", "ще"]
    private let arabic = ["مر", "حب", "ال", "كت", "سل", "ين", "وا", "ند"]
    private let cjk = ["鳥", "庭", "写", "真", "開", "保", "存", "設", "定", "共", "有", "餌", "店"]
    private let thai = ["นก", "สวน", "ภาพ", "เปิด", "บัน"]

    package init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    package mutating func catalog(strings count: Int, languages: Int) -> StringCatalog {
        let codes = Array(Self.languages.prefix(languages))
        var strings: [CatalogString] = []
        strings.reserveCapacity(count)
        for i in 0..<count {
            strings.append(string(number: i, languages: codes))
        }
        strings.sort { KeyCollation.areInIncreasingOrder($0.key, $1.key) }
        return StringCatalog(sourceLanguage: "en", strings: strings, version: "1.0")
    }

    package mutating func pick<T>(_ options: [T]) -> T {
        options[Int(random.next() % UInt64(options.count))]
    }

    package mutating func chance(_ percent: UInt64) -> Bool {
        random.next() % 100 < percent
    }

    package mutating func sentence(_ count: Int) -> String {
        (0..<count).map { _ in pick(words) }.joined(separator: " ")
    }

    package mutating func translation(_ language: String, words count: Int) -> String {
        let syllables: [String]
        switch language {
        case "ru", "uk", "bg", "sr": syllables = cyrillic
        case "ar", "he": syllables = arabic
        case "ja", "zh-Hans", "zh-Hant", "zh-HK", "ko": syllables = cjk
        case "th": syllables = thai
        default: syllables = latin
        }
        return (0..<count).map { _ in (0..<(2 + Int(random.next() % 3))).map { _ in pick(syllables) }.joined() }
            .joined(separator: " ")
    }

    package mutating func state() -> TranslationState {
        let roll = random.next() % 100
        return roll < 85 ? .translated : roll < 93 ? .needsReview : .new
    }

    private mutating func string(number: Int, languages: [String]) -> CatalogString {
        var key = sentence(2 + Int(random.next() % 5)).capitalizedFirst + " \(number)"
        let kind = random.next() % 100
        let plural = kind < 6
        if plural { key = "%lld " + key }
        if kind >= 6 && kind < 9 { key += " %@" }
        if kind == 99 { key = "Café " + key + " 🐦" }
        var entry = CatalogString(key: key)
        if chance(40) { entry.comment = "Shown " + sentence(4 + Int(random.next() % 8)) }
        let extraction = random.next() % 100
        if extraction < 2 { entry.extractionState = .stale } else if extraction < 6 { entry.extractionState = .manual }
        if random.next() % 200 == 0 { entry.shouldTranslate = false; return entry }
        var localizations = KeyedList<Localization>()
        for language in languages {
            if chance(3) { continue }  // not yet localized in this language: counts as new
            let length = 4 + Int(random.next() % 6)
            if plural {
                var forms = KeyedList<Localization>()
                for category in ["few", "many", "one", "other"] where category != "few" || language == "ru" || language == "uk" || language == "pl" {
                    forms.set(category, Localization("%lld " + translation(language, words: length), state: state()))
                }
                localizations.set(language, Localization(variations: Variations(plural: forms)))
            } else {
                let suffix = key.hasSuffix("%@") ? " %@" : ""
                localizations.set(language, Localization(translation(language, words: length) + suffix, state: state()))
            }
        }
        entry.localizations = localizations
        return entry
    }
}

/// A small, fast, seedable generator: the same numbers on every platform and Swift version.
package struct SplitMix64 {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n`.
    package mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

private extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
