/// Leading and trailing whitespace and line breaks of a translation should match the
/// source's: a lost trailing space glues words together (“Seen today:%@”), a lost line
/// break changes a layout. A warning.
///
/// Runs of spaces compare as one (a no-break space counts as a space, French typography
/// uses it); line breaks compare exactly. For languages written without spaces between
/// words (Chinese, Japanese, Thai, Lao, Khmer, Burmese, Tibetan) only line breaks compare:
/// “Total: ” is rightly “合計：”. A text that is only whitespace (a source of a single
/// space) has one edge, reported once.
public struct WhitespaceCheck: LocalizationCheck {
    public static let descriptor = CheckDescriptor(id: "whitespace", summary: "leading or trailing whitespace or line breaks differ from the source", highestSeverity: .warning)
    public var scope: CheckScope { .forms }

    public init() {}

    static let languagesWithoutSpaces: Set<Substring> = ["ja", "zh", "yue", "th", "lo", "km", "my", "bo"]

    public func check(form: inout CheckedForm, in language: LanguageContext, into problems: inout [Problem]) {
        let value = form.value
        guard !value.isEmpty else { return }
        let source = form.source()
        // Fast path: no whitespace at either end of either text.
        guard TextScan.hasEdgeWhitespace(value) || source.hasEdgeWhitespace, source.isComparableText else { return }
        let spacesCount = !Self.languagesWithoutSpaces.contains(SameAsSourceCheck.baseLanguage(language.code))
        let text = source.text
        let expected = (Self.edge(text.unicodeScalars, spaces: spacesCount),
                        Self.edge(text.unicodeScalars.reversed(), spaces: spacesCount))
        let actual = (Self.edge(value.unicodeScalars, spaces: spacesCount),
                      Self.edge(value.unicodeScalars.reversed(), spaces: spacesCount))
        // A text that is only whitespace has one edge, at its start and its end: one problem.
        let sourceIsBlank = Self.isBlank(text), valueIsBlank = Self.isBlank(value)
        if sourceIsBlank || valueIsBlank {
            guard expected != actual else { return }
            let message: String
            if sourceIsBlank && valueIsBlank {
                message = "whitespace \(Self.show(actual.0)) differs from the source's \(Self.show(expected.0))"
            } else if sourceIsBlank {
                message = "text where the source is only whitespace \(Self.show(expected.0))"
            } else {
                message = "only whitespace \(Self.show(actual.0)) where the source has text"
            }
            problems.append(problem(.warning, message, in: language, form: form.path))
            return
        }
        if expected.0 != actual.0 {
            problems.append(problem(.warning, "leading whitespace \(Self.show(actual.0)) differs from the source's \(Self.show(expected.0))", in: language, form: form.path))
        }
        if expected.1 != actual.1 {
            problems.append(problem(.warning, "trailing whitespace \(Self.show(String(actual.1.reversed()))) differs from the source's \(Self.show(String(expected.1.reversed())))", in: language, form: form.path))
        }
    }

    private static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(TextScan.isWhitespace)
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    /// The whitespace at the start of `scalars`: "\n" per line break, " " per run of spaces
    /// (none when spaces do not count). "\r\n" is one break.
    private static func edge<S: Sequence>(_ scalars: S, spaces: Bool) -> String where S.Element == Unicode.Scalar {
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in scalars {
            guard TextScan.isWhitespace(scalar) else { break }
            if isLineBreak(scalar) {
                let pair = (previous == "\r" && scalar == "\n") || (previous == "\n" && scalar == "\r")
                if !pair { result.append("\n") }
            } else if spaces && !result.hasSuffix(" ") {
                result.append(" ")
            }
            previous = scalar
        }
        return result
    }

    private static func show(_ edge: String) -> String {
        if edge.isEmpty { return "(none)" }
        return "“" + edge.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: " ", with: "␣") + "”"
    }
}
