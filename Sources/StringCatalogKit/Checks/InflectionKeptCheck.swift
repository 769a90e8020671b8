/// Where the source asks Foundation to make words agree (`^[%lld bird](inflect: true)`), a
/// translation without any grammar-agreement markup shows its words as written, whatever
/// the number or gender: a warning, since a language may need none for that sentence.
///
/// Not reported for languages whose words do not change with number (those with only the
/// `other` plural category: Chinese, Japanese, Korean, Thai, Vietnamese…), nor for a plural
/// form the translation made where the source has none (the forms do the agreeing).
public struct InflectionKeptCheck: LocalizationCheck {
    public static let descriptor = CheckDescriptor(id: "inflection", summary: "grammar agreement of the source missing from a translation", highestSeverity: .warning)
    public var scope: CheckScope { .forms }

    public init() {}

    public func check(form: inout CheckedForm, in language: LanguageContext, into problems: inout [Problem]) {
        guard !form.value.isEmpty else { return }
        let source = form.source()
        guard source.isComparableText, TextScan.contains(UInt8(ascii: "^"), in: source.text) else { return }
        guard let example = source.markup.wellFormedInflections.first else { return }
        if form.path.plural != nil && source.origin != .sameForm { return }
        let markup = form.markup()
        // Markup that is there but broken is the markup check's to report.
        guard markup.inflections.isEmpty && markup.strayInflectionOpeners == 0 else { return }
        let plurals = language.plurals
        guard plurals.categories != [.other] else { return }
        let text = String(String.UnicodeScalarView(Array(source.text.unicodeScalars)[example.text]))
        problems.append(problem(.warning, "no grammar agreement: the source has “^[\(InflectionMarkupCheck.abbreviated(text))](\(InflectionMarkupCheck.abbreviated(example.written)))”; fine if \(plurals.name) needs none here", in: language, form: form.path))
    }
}
