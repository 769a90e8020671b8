/// A translation's Markdown styles pair up as the source's do. A `**`, `*`, `_`, `~~` or
/// backtick left without its partner shows as it is and the style is lost: an error. A style
/// the source has and the translation leaves out, or one it adds, is a warning (languages set
/// emphasis their own way). Italics left out in Chinese, Japanese or Korean, whose
/// typography has none, are not reported.
///
/// What is not Markdown is left alone: `*` and `_` that cannot open or close a style by
/// CommonMark's rules (`5 * 3`, `snake_case`, `file_name_here`), an unpaired one the source
/// has as well (`*required`), and a lone `*` or `_` where the source has no styles at all.
/// Only a doubled run (`**Note:`) left unpaired counts as broken whatever the source.
public struct MarkdownCheck: LocalizationCheck {
    public static let descriptor = CheckDescriptor(id: "markdown", summary: "Markdown styles of a translation unpaired or differing from the source's", highestSeverity: .error)
    public var scope: CheckScope { .forms }

    public init() {}

    public func check(form: inout CheckedForm, in language: LanguageContext, into problems: inout [Problem]) {
        guard !form.value.isEmpty else { return }
        let source = form.source()
        guard source.isComparableText else { return }
        if !source.mayContainMarkup && !form.mayContainMarkup() { return }
        let original = source.markup
        if original.spans.isEmpty && !form.mayContainMarkup() { return }
        let translation = form.markup()
        var found = ProblemsByKind(keepsMessages: !language.context.countsOnly)
        defer {
            for (severity, message) in found.reported { problems.append(problem(severity, message, in: language, form: form.path)) }
        }
        let emphasis = original.count(of: .strong) + original.count(of: .emphasis)
        let styled: [(delimiter: Unicode.Scalar, sourceStyles: Int, styles: String)] = [
            ("*", emphasis, "bold or italic"), ("_", emphasis, "bold or italic"),
            ("~", original.count(of: .strikethrough), "strikethrough"), ("`", original.count(of: .code), "code"),
        ]
        for (delimiter, sourceStyles, styles) in styled where sourceStyles > 0 {
            let extra = translation.unmatched[delimiter] - original.unmatched[delimiter]
            guard extra > 0 else { continue }
            let doubled = delimiter != "`" && translation.unmatched.doubled > original.unmatched.doubled
            let run = doubled ? "\(delimiter)\(delimiter)" : "\(delimiter)"
            found.add("unpaired", .error, "“\(run)” without its partner: the app shows it as it is, and the \(styles) of the source is lost")
        }
        if found.reported.isEmpty && translation.unmatched.doubled > original.unmatched.doubled {
            found.add("unpaired", .error, "a doubled “**”, “__” or “~~” without its partner: the app shows it as it is")
        }
        guard found.reported.isEmpty else { return }
        let hasItalics = !Self.languagesWithoutItalics.contains(SameAsSourceCheck.baseLanguage(language.code))
        for kind in Markup.SpanKind.allCases {
            let expected = original.count(of: kind), actual = translation.count(of: kind)
            guard expected != actual, hasItalics || kind != .emphasis || actual > expected else { continue }
            found.add(kind.rawValue, .warning, "\(kind.written) \(Self.times(actual)) here, \(Self.times(expected)) in the source")
        }
    }

    static let languagesWithoutItalics: Set<Substring> = ["zh", "ja", "ko", "yue"]

    static func times(_ count: Int) -> String {
        switch count {
        case 0: "not at all"
        case 1: "once"
        case 2: "twice"
        default: "\(count) times"
        }
    }
}
