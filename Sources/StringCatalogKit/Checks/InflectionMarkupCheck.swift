/// Grammar-agreement markup, `^[text](attributes)`, must be well formed: attributes that
/// read as the JSON5-like list Foundation reads (`inflect: true, morphology: { number:
/// "plural" }`), with names and values Foundation knows. Foundation does not read broken
/// markup: the app shows the brackets and the attributes as they are. Errors; checked in
/// the source language too.
///
/// - An attribute name Foundation does not know is ignored at run time. In the source it is
///   a warning (an app may define its own attributes); in a translation it is an error,
///   unless the source uses the same name.
/// - A morphology member Foundation does not know is ignored (a warning); a word it does
///   not take (`grammaticalGender: "female"`) makes the attribute unreadable (an error).
/// - `^[` that makes no markup (`^[a-z]+` of a regular expression) is text; in a
///   translation whose source has grammar agreement it is the markup broken (an error).
public struct InflectionMarkupCheck: LocalizationCheck {
    public static let descriptor = CheckDescriptor(id: "inflection-markup", summary: "grammar-agreement markup ^[…](…) malformed or with attributes Foundation does not know", highestSeverity: .error)
    public var scope: CheckScope { [.forms, .sourceLanguage] }

    public init() {}

    public func check(form: inout CheckedForm, in language: LanguageContext, into problems: inout [Problem]) {
        guard TextScan.contains(UInt8(ascii: "^"), in: form.value) else { return }
        let markup = form.markup()
        guard !markup.inflections.isEmpty || markup.strayInflectionOpeners > 0 else { return }
        var source: Markup?
        if !language.isSource {
            let value = form.source()
            if value.isComparableText { source = value.markup }
        }
        var found = ProblemsByKind(keepsMessages: !language.context.countsOnly)
        defer {
            for (severity, message) in found.reported { problems.append(problem(severity, message, in: language, form: form.path)) }
        }
        for inflection in markup.inflections {
            if let reason = inflection.syntaxError {
                found.add("malformed", .error, "grammar agreement “^[…](\(Self.abbreviated(inflection.written)))” does not read: \(reason)")
            }
        }
        if let source, !source.wellFormedInflections.isEmpty, markup.strayInflectionOpeners > source.strayInflectionOpeners {
            found.add("stray", .error, "“^[” without its “](attributes)”: the app shows the brackets as they are")
        }
        let sourceNames = Set((source?.wellFormedInflections ?? []).flatMap { $0.attributes ?? [] }.map(\.name))
        for inflection in markup.inflections {
            for finding in MarkupVocabulary.findings(in: inflection.attributes ?? []) {
                switch finding {
                case .unknownName(let name):
                    if language.isSource {
                        found.add("unknown", .warning, "“\(name)” is no attribute Foundation knows: it is ignored unless the app defines it")
                    } else if !sourceNames.contains(name) {
                        found.add("unknown", .error, "“\(name)” is no attribute Foundation knows, nor one the source uses: it is ignored")
                    }
                case .wrongValue(let name, let expected):
                    found.add("value", .error, "“\(name)” takes \(expected): the attribute does not read")
                case .unknownMorphologyMember(let member):
                    found.add("member", .warning, "morphology has no “\(member)”: Foundation ignores it")
                case .wrongMorphologyValue(let member, let value, let allowed):
                    found.add("word", .error, "morphology “\(member)” takes \(allowed.map { "\"\($0)\"" }.joined(separator: ", ")), not \(value)")
                }
            }
        }
    }

    static func abbreviated(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(39)) + "…"
    }
}
