/// Leading and trailing whitespace and line breaks of a translation should match the
/// source's: a lost trailing space glues words together (“Seen today:%@”), a lost line
/// break changes a layout. A warning.
///
/// Runs of spaces compare as one (a no-break space counts as a space, French typography
/// uses it); line breaks compare exactly. For languages written without spaces between
/// words (Chinese, Japanese, Thai, Lao, Khmer, Burmese, Tibetan) only line breaks compare:
/// “Total: ” is rightly “合計：”.
public struct WhitespaceCheck: CatalogCheck {
    public let id = "whitespace"
    public let summary = "leading or trailing whitespace or line breaks differ from the source"

    public init() {}

    static let languagesWithoutSpaces: Set<Substring> = ["ja", "zh", "yue", "th", "lo", "km", "my", "bo"]

    public func check(_ string: CatalogString, in context: CheckContext) -> [Problem] {
        guard let localizations = string.localizations else { return [] }
        var problems: [Problem] = []
        var sources: SourceValues?
        for element in localizations.elements where element.key != context.sourceLanguage && context.includes(element.key) {
            let language = element.key
            let spacesCount = !Self.languagesWithoutSpaces.contains(SameAsSourceCheck.baseLanguage(language))
            element.value.forEachStringUnit { unit, path in
                guard let value = unit.value, !value.isEmpty else { return }
                let allSources = sources ?? context.source(of: string)
                sources = allSources
                let source = allSources.value(for: path)
                guard source.isComparableText else { return }
                let text = source.text
                // Fast path: no whitespace at either end of either text.
                if !Self.isSpace(text.unicodeScalars.first) && !Self.isSpace(text.unicodeScalars.last)
                    && !Self.isSpace(value.unicodeScalars.first) && !Self.isSpace(value.unicodeScalars.last) { return }
                let expected = (Self.edge(text.unicodeScalars, spaces: spacesCount),
                                Self.edge(text.unicodeScalars.reversed(), spaces: spacesCount))
                let actual = (Self.edge(value.unicodeScalars, spaces: spacesCount),
                              Self.edge(value.unicodeScalars.reversed(), spaces: spacesCount))
                if expected.0 != actual.0 {
                    problems.append(problem(.warning, "leading whitespace \(Self.show(actual.0)) differs from the source's \(Self.show(expected.0))", string, language: language, form: path))
                }
                if expected.1 != actual.1 {
                    problems.append(problem(.warning, "trailing whitespace \(Self.show(String(actual.1.reversed()))) differs from the source's \(Self.show(String(expected.1.reversed())))", string, language: language, form: path))
                }
            }
        }
        return problems
    }

    private static func isSpace(_ scalar: Unicode.Scalar?) -> Bool {
        scalar?.properties.isWhitespace ?? false
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
            guard scalar.properties.isWhitespace else { break }
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
