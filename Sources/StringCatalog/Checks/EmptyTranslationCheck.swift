/// A value marked translated must not be empty: the app would show nothing. (A new or
/// needs-review value may be empty: it is work to do, and progress counts it so.) Not
/// reported when the source itself is empty (the key `""`). Applies to the source language
/// too, whose reference is the key.
public struct EmptyTranslationCheck: CatalogCheck {
    public let id = "empty-translation"
    public let summary = "empty value marked translated"

    public init() {}

    public func check(_ string: CatalogString, in context: CheckContext) -> [Problem] {
        guard let localizations = string.localizations else { return [] }
        var problems: [Problem] = []
        for element in localizations.elements where context.includes(element.key) {
            let language = element.key, localization = element.value
            let isSource = language == context.sourceLanguage
            localization.forEachStringUnit { unit, path in
                guard unit.state == .translated, unit.value?.isEmpty ?? true else { return }
                let reference = isSource ? string.key : context.source(of: string).value(for: path).text
                guard !reference.isEmpty else { return }
                problems.append(problem(.error, "empty value marked translated (the app shows nothing)", string, language: language, form: path))
            }
            if let set = localization.stringSet, set.state == .translated,
               (set.values ?? []).allSatisfy(\.isEmpty), !string.key.isEmpty {
                problems.append(problem(.error, "empty list of values marked translated", string, language: language))
            }
        }
        return problems
    }
}
