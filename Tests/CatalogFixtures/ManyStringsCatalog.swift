import StringCatalogKit

extension CatalogGenerator {
    /// The languages of `manyStrings`: the source language's own values, then Latin,
    /// Arabic, CJK and Cyrillic text, one language with the plural category `few`.
    package static let fewLanguages = ["en", "ar", "de", "fr", "ja", "pl", "ru", "zh-Hans"]

    /// A catalog of another shape than `catalog(strings:languages:)`'s, for the paths that
    /// one exercises little: many strings in few languages (so more strings, entries and
    /// keys per byte), two fifths of them one or two words, some
    /// values of several sentences with escapes (quotes, line breaks, tabs, backslashes)
    /// and characters outside the Basic Multilingual Plane, and many strings that vary by
    /// device (some by plural inside a device), by plural, or have substitutions.
    package static func manyStrings(seed: UInt64, strings: Int) -> StringCatalog {
        var generator = CatalogGenerator(seed: seed)
        var list: [CatalogString] = []
        list.reserveCapacity(strings)
        for number in 0..<strings {
            list.append(generator.assortedString(number: number))
        }
        list.sort { KeyCollation.areInIncreasingOrder($0.key, $1.key) }
        return StringCatalog(sourceLanguage: "en", strings: list, version: "1.0")
    }

    private enum Kind {
        case short, long, device, substitutions, plural, plain
    }

    private mutating func assortedString(number: Int) -> CatalogString {
        let roll = Int(random.next() % 100)
        let kind: Kind = roll < 40 ? .short : roll < 44 ? .long : roll < 54 ? .device : roll < 62 ? .substitutions : roll < 70 ? .plural : .plain
        var key: String
        switch kind {
        case .short: key = pick(words) + " \(number)"
        case .long: key = paragraph("en") + " \(number)"
        case .plural: key = "%lld " + sentence(2 + Int(random.next() % 3)) + " \(number)"
        default: key = sentence(2 + Int(random.next() % 5)) + " \(number)"
        }
        if roll % 25 == 1 { key = "\"" + key + "\" ✓" }
        var entry = CatalogString(key: key)
        if chance(50) { entry.comment = "The \"" + sentence(2) + "\" button, " + sentence(3 + Int(random.next() % 6)) }
        let extraction = random.next() % 100
        if extraction < 2 { entry.extractionState = .stale } else if extraction < 10 { entry.extractionState = .manual }
        if random.next() % 300 == 0 { entry.shouldTranslate = false; return entry }
        var localizations = KeyedList<Localization>()
        for language in Self.fewLanguages {
            if language != "en" && chance(4) { continue }
            let text: String
            switch kind {
            case .short: text = language == "en" ? pick(words) : translation(language, words: 1 + Int(random.next() % 2))
            case .long: text = paragraph(language)
            default: text = language == "en" ? sentence(3 + Int(random.next() % 5)) : translation(language, words: 3 + Int(random.next() % 5))
            }
            let state = language == "en" ? .translated : state()
            switch kind {
            case .device:
                localizations.set(language, Self.byDevice(text, state: state, language: language, pluralInside: chance(20)))
            case .substitutions:
                localizations.set(language, Self.withSubstitutions(text, state: state, language: language, reversed: language != "en" && chance(50)))
            case .plural:
                localizations.set(language, Localization(variations: Variations(plural: Self.pluralForms("%lld " + text, state: state, language: language))))
            default:
                localizations.set(language, Localization(text, state: state))
            }
        }
        entry.localizations = localizations
        return entry
    }

    /// Several sentences, with what JSON must escape and characters that take two UTF-16
    /// units: what long texts (help, onboarding, legal) hold.
    private mutating func paragraph(_ language: String) -> String {
        let marks = ["\n", "\n\n", " \"", "\" ", "\t", " \\ ", " 🐦 ", " — ", "… "]
        var text = ""
        for _ in 0..<(2 + Int(random.next() % 3)) {
            text += language == "en" ? sentence(6 + Int(random.next() % 8)) : translation(language, words: 6 + Int(random.next() % 8))
            text += chance(50) ? pick(marks) : ". "
        }
        return text
    }
}
