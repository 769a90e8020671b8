/// A string varied by plural must have every form its language needs, by CLDR's rules, and
/// no form the language never uses.
///
/// - A missing category is an error: the app shows the `other` form instead, which is
///   wrong for those numbers (Russian 3 birds with the `many` text). Only a missing `many`
///   that the language uses for a million and more (French, Spanish, Italian, Portuguese,
///   Catalan) is only an info: that form is rarely needed in an app.
/// - A category the language does not use is a warning: it is never shown. `zero` is
///   always allowed: Apple uses it for 0 in every language.
/// - A translation that is a plain value while the source varies by plural is a warning
///   when its language has more than one category (Japanese needs only `other`).
/// The source language is checked too: its forms follow the same rules.
public struct PluralFormsCheck: CatalogCheck {
    public let id = "plural-forms"
    public let summary = "plural forms missing for the language, or never used by it"

    public init() {}

    public func check(_ string: CatalogString, in context: CheckContext) -> [Problem] {
        guard let localizations = string.localizations else { return [] }
        var problems: [Problem] = []
        let sourceVaries = string.localization(for: context.sourceLanguage)?.variations?.plural != nil
        for element in localizations.elements where context.includes(element.key) {
            let language = element.key, localization = element.value
            guard localization.variations != nil || localization.substitutions != nil else {
                if sourceVaries && language != context.sourceLanguage && localization.stringUnit != nil {
                    let plurals = context.plurals(for: language)
                    if plurals.categories.count > 1 {
                        let needed = plurals.categories.map(\.rawValue).joined(separator: ", ")
                        problems.append(problem(
                            .warning, "not varied by plural although the source is; \(name(language)) needs \(needed)",
                            string, language: language))
                    }
                }
                continue
            }
            let plurals = context.plurals(for: language)
            localization.forEachVariations { variations, path in
                guard let forms = variations.plural else { return }
                for category in plurals.categories where forms[category.rawValue] == nil {
                    let form = path.with(plural: category.rawValue)
                    if category == .other {
                        problems.append(problem(.error, "missing other form, the one every language needs", string, language: language, form: form))
                    } else if plurals.isForLargeNumbersOnly(category) {
                        problems.append(problem(
                            .info, "missing \(category.rawValue) form, which \(name(language)) uses for \(plurals.examples(of: category)) (other is shown instead)",
                            string, language: language, form: form))
                    } else {
                        problems.append(problem(
                            .error, "missing \(category.rawValue) form, which \(name(language)) needs for \(plurals.examples(of: category))",
                            string, language: language, form: form))
                    }
                }
                for key in forms.keys {
                    let form = path.with(plural: key)
                    guard let category = PluralCategory(rawValue: key) else {
                        problems.append(problem(.warning, "“\(key)” is not a plural category", string, language: language, form: form))
                        continue
                    }
                    if category != .zero && !plurals.uses(category) {
                        problems.append(problem(
                            .warning, "\(name(language)) never uses the \(key) form (it uses \(plurals.categories.map(\.rawValue).joined(separator: ", ")))",
                            string, language: language, form: form))
                    }
                }
            }
        }
        return problems
    }

    private func name(_ language: String) -> String {
        Language.displayName(for: language)
    }
}
