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
public struct SameAsSourceCheck: LocalizationCheck {
    public static let descriptor = CheckDescriptor(id: "same-as-source", summary: "translation identical to the source while marked translated", highestSeverity: .info)
    public var scope: CheckScope { .forms }

    public init() {}

    public func check(form: inout CheckedForm, in language: LanguageContext, into problems: inout [Problem]) {
        guard form.state == .translated, !form.value.isEmpty else { return }
        let source = form.source()
        guard TextScan.identical(source.text, form.value), source.isComparableText, language.string.isTranslatable,
              Self.isNonTrivial(source) else { return }
        let sourceBase = Self.baseLanguage(language.context.sourceLanguage)
        guard Self.baseLanguage(language.code) != sourceBase else { return }
        // How many languages translate this form differently, how many keep it.
        var same = 0, differing = 0
        for element in language.string.localizations?.elements ?? [] where element.key != language.context.sourceLanguage {
            guard Self.baseLanguage(element.key) != sourceBase,
                  let unit = element.value.stringUnit(at: form.path), unit.state == .translated,
                  let value = unit.value, !value.isEmpty else { continue }
            if TextScan.identical(value, source.text) { same += 1 } else { differing += 1 }
        }
        if same >= 2 && differing <= same { return }
        problems.append(problem(.info, "identical to the source “\(Self.abbreviated(form.value))” while marked translated", in: language, form: form.path))
    }

    static func baseLanguage(_ code: String) -> Substring {
        code.prefix { $0 != "-" && $0 != "_" }
    }

    /// At least two words of three letters or more outside placeholders.
    static func isNonTrivial(_ source: SourceValue) -> Bool {
        var text = source.text
        if source.containsPercent {
            // The text between the specifiers, joined: built forwards in one pass (removing
            // each specifier in place would move the rest of the text once per specifier).
            var between = ""
            var start = text.startIndex
            for token in source.format.tokens {
                between += text[start..<token.range.lowerBound]
                start = token.range.upperBound
            }
            text = between + text[start...]
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
