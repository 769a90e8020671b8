/// A translation identical to its source while marked translated may be a copy that nobody
/// translated (info).
///
/// To keep names (“Bassa Vah”, “DXVK Async”, an app's name) and words that are the same
/// everywhere out of the report:
/// - only sources with at least two words of three letters or more count, placeholders not
///   included (“OK”, “iPhone”, “%@” are the same in most languages);
/// - a form identical in two or more languages is taken for a name unless more languages
///   translate it differently than keep it;
/// - don't-translate strings and regional variants of the source language (en-GB for an
///   English source) are not checked.
public struct SameAsSourceCheck: CatalogCheck {
    public let id = "same-as-source"
    public let summary = "translation identical to the source while marked translated"

    public init() {}

    public func check(_ string: CatalogString, in context: CheckContext) -> [Problem] {
        guard string.isTranslatable, let localizations = string.localizations else { return [] }
        let sourceBase = Self.baseLanguage(context.sourceLanguage)
        var sources: SourceValues?
        // First pass: the identical forms, usually none.
        var identical: [(language: String, path: FormPath, value: String)] = []
        for element in localizations.elements where element.key != context.sourceLanguage && context.includes(element.key) {
            let language = element.key
            guard Self.baseLanguage(language) != sourceBase else { continue }
            element.value.forEachStringUnit { unit, path in
                guard unit.state == .translated, let value = unit.value, !value.isEmpty else { return }
                let allSources = sources ?? context.source(of: string)
                sources = allSources
                let source = allSources.value(for: path)
                guard source.isComparableText, source.text == value, Self.isNonTrivial(source) else { return }
                identical.append((language, path, value))
            }
        }
        guard !identical.isEmpty, let sources else { return [] }

        // Second pass: how many languages (all of them, not only those checked) translate
        // each of those forms differently.
        var differing: [FormPath: Int] = [:]
        var same: [FormPath: Int] = [:]
        for element in localizations.elements where element.key != context.sourceLanguage {
            guard Self.baseLanguage(element.key) != sourceBase else { continue }
            element.value.forEachStringUnit { unit, path in
                guard identical.contains(where: { $0.path == path }),
                      unit.state == .translated, let value = unit.value, !value.isEmpty else { return }
                if value == sources.value(for: path).text { same[path, default: 0] += 1 } else { differing[path, default: 0] += 1 }
            }
        }
        return identical.compactMap { entry in
            let sameCount = same[entry.path, default: 0], differingCount = differing[entry.path, default: 0]
            if sameCount >= 2 && differingCount <= sameCount { return nil }
            return problem(.info, "identical to the source “\(Self.abbreviated(entry.value))” while marked translated",
                           string, language: entry.language, form: entry.path)
        }
    }

    static func baseLanguage(_ code: String) -> Substring {
        code.prefix { $0 != "-" && $0 != "_" }
    }

    /// At least two words of three letters or more outside placeholders.
    static func isNonTrivial(_ source: SourceValue) -> Bool {
        var text = source.text
        if source.containsPercent {
            for token in source.format.tokens.reversed() { text.removeSubrange(token.range) }
        }
        var words = 0, letters = 0
        for character in text {
            if character.isLetter {
                letters += 1
            } else {
                if letters >= 3 { words += 1 }
                letters = 0
            }
            if words >= 2 { return true }
        }
        if letters >= 3 { words += 1 }
        return words >= 2
    }

    static func abbreviated(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: "\\n")
        return flat.count <= 40 ? flat : String(flat.prefix(39)) + "…"
    }
}
