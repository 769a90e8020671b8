/// A string varied by plural must have every form its language needs, by CLDR's rules, and
/// no form the language never uses.
///
/// - A missing category is an error: the app shows the `other` form instead, which is
///   wrong for those numbers (Russian 3 birds with the `many` text). Only a missing `many`
///   that the language uses for a million and more (French, Spanish, Italian, Portuguese,
///   Catalan) is only an info: that form is rarely needed in an app.
/// - A variation with only the `other` form is a warning: such a string is meant for several
///   items only, and the app shows `other` for every number, so nothing breaks at run time.
/// - A category the language does not use is a warning: it is never shown. `zero` is
///   always allowed: Apple uses it for 0 in every language.
/// - A translation that is a plain value while the source varies by plural is a warning
///   when its language has more than one category (Japanese needs only `other`).
/// The source language is checked too: its forms follow the same rules.
public struct PluralFormsCheck: LocalizationCheck {
    public static let descriptor = CheckDescriptor(id: "plural-forms", summary: "plural forms missing for the language, or never used by it", highestSeverity: .error)
    /// Plain languages too: a plain translation of a string the source varies by plural is
    /// a problem.
    public var scope: CheckScope { [.languages, .plainLanguages, .sourceLanguage] }

    public init() {}

    public func check(language: LanguageContext, into problems: inout [Problem]) {
        let localization = language.localization
        if language.isPlain || (localization.variations == nil && localization.substitutions == nil) {
            // A plain value: fine unless the source varies by plural and this language
            // needs more than one form.
            guard !language.isSource, language.sources.variesByPlural, localization.stringUnit != nil else { return }
            let plurals = language.plurals
            guard plurals.categories.count > 1 else { return }
            problems.append(problem(.warning, "not varied by plural although the source is; \(plurals.name) needs \(plurals.categoryList)", in: language))
            return
        }
        let plurals = language.plurals
        localization.forEachVariations { variations, path in
            guard let forms = variations.plural else { return }
            // Looked up by index: the subscript would copy each form out only to test it.
            let onlyOther = forms.count == 1 && forms.index(of: "other") != nil
            for category in plurals.categories where forms.index(of: category.rawValue) == nil {
                let form = path.with(plural: category.rawValue)
                if category == .other {
                    problems.append(problem(.error, "missing other form, the one every language needs", in: language, form: form))
                } else if onlyOther {
                    problems.append(problem(
                        .warning, "only the other form, shown for every number; \(plurals.name) uses \(category.rawValue) for \(plurals.examples(of: category))",
                        in: language, form: form))
                } else if plurals.isForLargeNumbersOnly(category) {
                    problems.append(problem(
                        .info, "missing \(category.rawValue) form, which \(plurals.name) uses for \(plurals.examples(of: category)) (other is shown instead)",
                        in: language, form: form))
                } else {
                    problems.append(problem(
                        .error, "missing \(category.rawValue) form, which \(plurals.name) needs for \(plurals.examples(of: category))",
                        in: language, form: form))
                }
            }
            for index in forms.elements.indices {
                let key = forms.elements[index].key
                guard let category = PluralCategory(rawValue: key) else {
                    let form = path.with(plural: key)
                    problems.append(problem(.warning, "“\(key)” is not a plural category", in: language, form: form))
                    continue
                }
                if category != .zero && !plurals.uses(category) {
                    let form = path.with(plural: key)
                    problems.append(problem(
                        .warning, "\(plurals.name) never uses the \(key) form (it uses \(plurals.categoryList))",
                        in: language, form: form))
                }
            }
        }
    }
}
