import StringCatalogKit

extension CatalogGenerator {
    /// A generated catalog with every shape a catalog can take: besides the generator's
    /// plain and plural strings, some strings vary by device (some of those by plural inside
    /// a device), and some have two substitutions, in every language with that language's
    /// plural categories. Used to test round trips through exchange formats; the benchmark's
    /// own catalog stays as `catalog(strings:languages:)` makes it.
    package static func varied(seed: UInt64, strings: Int, languages: Int) -> StringCatalog {
        var generator = CatalogGenerator(seed: seed)
        var catalog = generator.catalog(strings: strings, languages: languages)
        var random = SplitMix64(seed: seed ^ 0x5EED)
        for i in catalog.strings.indices where catalog.strings[i].shouldTranslate != false {
            let roll = random.next() % 100
            guard roll < 20, var localizations = catalog.strings[i].localizations else { continue }
            for element in localizations.elements {
                guard let text = element.value.stringUnit?.value, let state = element.value.stringUnit?.state else { continue }
                let varied = roll < 10
                    ? byDevice(text, state: state, language: element.key, pluralInside: roll < 3)
                    : withSubstitutions(text, state: state, language: element.key, reversed: roll % 2 == 0 && element.key != catalog.sourceLanguage)
                localizations.set(element.key, varied)
            }
            catalog.modifyString(at: i) { $0.localizations = localizations }
        }
        return catalog
    }

    /// `iphone`, `mac` and `other` forms; with `pluralInside`, the iPhone form varies by plural.
    package static func byDevice(_ text: String, state: TranslationState, language: String, pluralInside: Bool) -> Localization {
        var devices = KeyedList<Localization>()
        if pluralInside {
            devices.set("iphone", Localization(variations: Variations(plural: pluralForms("%lld " + text + " iPhone", state: state, language: language))))
        } else {
            devices.set("iphone", Localization(text + " (iPhone)", state: state))
        }
        devices.set("mac", Localization(text + " (Mac)", state: state))
        devices.set("other", Localization(text, state: state))
        return Localization(variations: Variations(device: devices))
    }

    /// A parent `%#@birds@ … %#@feeders@` (reversed in some translations), each
    /// substitution with its argument number, format and the language's plural forms.
    package static func withSubstitutions(_ text: String, state: TranslationState, language: String, reversed: Bool) -> Localization {
        let parent = reversed ? text + " %#@feeders@ / %#@birds@" : "%#@birds@ / %#@feeders@ " + text
        var substitutions = KeyedList<Substitution>()
        substitutions.set("birds", Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: pluralForms("%arg " + text, state: state, language: language))))
        substitutions.set("feeders", Substitution(argNum: 2, formatSpecifier: "lld", variations: Variations(plural: pluralForms("%arg " + text + "!", state: state, language: language))))
        return Localization(stringUnit: StringUnit(state: state, value: parent), substitutions: substitutions)
    }

    package static func pluralForms(_ text: String, state: TranslationState, language: String) -> KeyedList<Localization> {
        var forms = KeyedList<Localization>()
        for category in PluralRules.cardinal(for: language).categories {
            forms.set(category.rawValue, Localization(text + " " + category.rawValue, state: state))
        }
        return forms
    }
}
