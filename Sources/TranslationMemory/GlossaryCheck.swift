import Foundation
import StringCatalogKit

/// A glossary's terms in each translation: where a source form has a term,
/// - its translation in that language should be there (warning);
/// - a forbidden translation must not be (error);
/// - a do-not-translate term must be there as it is (error).
///
/// Terms are found by whole words, per character in scripts written without spaces
/// (`MatchText`), placeholders and markup masked, case as the glossary says. A translation
/// is looked for the same way, so an inflected form ("photos" for "photo") does not count:
/// the warning asks a person to look. Forms without a value or still `new` are not checked.
public struct GlossaryCheck: LocalizationCheck {
    public static let descriptor = CheckDescriptor(id: "glossary", summary: "glossary term left untranslated as agreed, translated when it must not be, or a forbidden translation", highestSeverity: .error)
    public var scope: CheckScope { .forms }

    public let glossary: Glossary
    /// The terms per source language, made once per language (most runs see one).
    private let termsBySource: TermCache

    public init(glossary: Glossary) {
        self.glossary = glossary
        termsBySource = TermCache(glossary)
    }

    /// The glossary's terms for catalogs in `sourceLanguage`, made once.
    public func terms(forSourceLanguage sourceLanguage: String) -> [GlossaryTerm] {
        termsBySource.terms(forSourceLanguage: sourceLanguage)
    }

    public func check(form: inout CheckedForm, in language: LanguageContext, into problems: inout [Problem]) {
        guard !form.value.isEmpty, form.state != .new, language.string.isTranslatable else { return }
        let terms = terms(forSourceLanguage: language.context.sourceLanguage)
        guard !terms.isEmpty else { return }
        let sourceText = form.source().text
        // Fullwidth letters are folded by the words only: such a text is tokenized whatever it has.
        let folded = sourceText.unicodeScalars.contains { (0xFF01...0xFF5E).contains($0.value) } ? nil : sourceText.lowercased()
        let candidates = folded.map { folded in terms.filter { $0.mayOccur(inFolded: folded) } } ?? terms
        guard !candidates.isEmpty else { return }
        let source = TermText(sourceText)
        var target: TermText?
        for term in candidates where !term.occurrences(in: source).isEmpty {
            let entry = term.entry
            let translation = target ?? TermText(form.value)
            target = translation
            if entry.doNotTranslate {
                if !translation.contains(entry.term, caseSensitive: entry.caseSensitive) {
                    problems.append(problem(.error, "“\(entry.term)” is not to be translated, and the translation lacks it", in: language, form: form.path))
                }
                continue
            }
            for forbidden in entry.forbiddenTranslations(in: language.code) where translation.contains(forbidden, caseSensitive: entry.caseSensitive) {
                let preferred = entry.translations(in: language.code)
                let instead = preferred.isEmpty ? "" : " (use " + preferred.map { "“\($0)”" }.joined(separator: " or ") + ")"
                problems.append(problem(.error, "“\(forbidden)” is a forbidden translation of “\(entry.term)”\(instead)", in: language, form: form.path))
            }
            let preferred = entry.translations(in: language.code)
            if !preferred.isEmpty, !preferred.contains(where: { translation.contains($0, caseSensitive: entry.caseSensitive) }) {
                let list = preferred.map { "“\($0)”" }.joined(separator: " or ")
                problems.append(problem(.warning, "“\(entry.term)” should be translated \(list) in \(language.plurals.name)", in: language, form: form.path))
            }
        }
    }

    /// The glossary's terms for one source language, kept for the next string: a class so
    /// that the check stays a value shared by threads, the cache behind a lock.
    final class TermCache: @unchecked Sendable {
        private let glossary: Glossary
        private var byLanguage: [String: [GlossaryTerm]] = [:]
        private let lock = NSLock()

        init(_ glossary: Glossary) {
            self.glossary = glossary
        }

        func terms(forSourceLanguage language: String) -> [GlossaryTerm] {
            lock.withLock {
                if let known = byLanguage[language] { return known }
                let terms = glossary.terms(forSourceLanguage: language)
                byLanguage[language] = terms
                return terms
            }
        }
    }
}
