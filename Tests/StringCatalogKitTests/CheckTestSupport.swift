import Testing
@testable import StringCatalogKit

// Strings and their problems in few words, for the tests of the checks.

func value(_ text: String, _ state: TranslationState = .translated) -> Localization {
    Localization(text, state: state)
}

func plural(_ forms: KeyValuePairs<String, String>, state: TranslationState = .translated) -> Localization {
    Localization(variations: Variations(plural: KeyedList(forms.map { ($0.key, Localization($0.value, state: state)) })))
}

func devices(_ forms: KeyValuePairs<String, String>) -> Localization {
    Localization(variations: Variations(device: KeyedList(forms.map { ($0.key, Localization($0.value, state: .translated)) })))
}

func substituted(_ text: String, _ substitutions: [(String, Substitution)]) -> Localization {
    Localization(stringUnit: StringUnit(state: .translated, value: text), substitutions: KeyedList(substitutions))
}

func substitution(_ argNum: Int?, _ specifier: String?, _ forms: KeyValuePairs<String, String>) -> Substitution {
    Substitution(argNum: argNum, formatSpecifier: specifier,
                 variations: Variations(plural: KeyedList(forms.map { ($0.key, Localization($0.value, state: .translated)) })))
}

func string(
    _ key: String, _ localizations: KeyValuePairs<String, Localization>,
    extractionState: ExtractionState? = nil, shouldTranslate: Bool? = nil
) -> CatalogString {
    CatalogString(key: key, extractionState: extractionState, shouldTranslate: shouldTranslate,
                  localizations: KeyedList(localizations.map { ($0.key, $0.value) }))
}

func run(_ check: some CatalogCheck, _ string: CatalogString, languages: Set<String>? = nil) -> [Problem] {
    check.check(string, in: CheckContext(sourceLanguage: "en", languages: languages))
}

/// `language form severity` of each problem, for compact expectations.
func summary(_ problems: [Problem]) -> [String] {
    problems.map { p in
        [p.location.language ?? "-", p.location.form.isRoot ? "-" : p.location.form.description, p.severity.rawValue]
            .joined(separator: " ")
    }
}
