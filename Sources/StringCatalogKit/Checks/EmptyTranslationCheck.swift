/// A value marked translated must not be empty: the app would show nothing. (A new or
/// needs-review value may be empty: it is work to do, and progress counts it so.) Not
/// reported when the source itself is empty (the key `""`). Applies to the source language
/// too, whose reference is the key.
public struct EmptyTranslationCheck: LocalizationCheck {
    public static let descriptor = CheckDescriptor(id: "empty-translation", summary: "empty value marked translated", highestSeverity: .error)
    public var scope: CheckScope { [.languages, .forms, .sourceLanguage] }

    public init() {}

    public func check(form: inout CheckedForm, in language: LanguageContext, into problems: inout [Problem]) {
        guard form.value.isEmpty, form.state == .translated else { return }
        let reference = language.isSource ? language.string.key : form.source().text
        guard !reference.isEmpty else { return }
        problems.append(problem(.error, "empty value marked translated (the app shows nothing)", in: language, form: form.path))
    }

    public func check(language: LanguageContext, into problems: inout [Problem]) {
        guard !language.isPlain, let set = language.localization.stringSet, set.state == .translated,
              (set.values ?? []).allSatisfy(\.isEmpty), !language.string.key.isEmpty else { return }
        problems.append(problem(.error, "empty list of values marked translated", in: language))
    }
}
