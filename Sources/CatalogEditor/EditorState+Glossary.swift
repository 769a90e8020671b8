import StringCatalogKit
import TranslationMemory

/// The glossary the editor's checks use (from the user's config), for the inspector: which
/// terms a source text has and how each is translated.
extension EditorState {
    /// The glossary's check among the editor's checks, if a glossary was given.
    private var glossaryCheck: GlossaryCheck? {
        checker?.checks.lazy.compactMap { $0 as? GlossaryCheck }.first
    }

    /// The glossary's terms that occur in `text` (a source value of the current catalog), in
    /// the glossary's order, each with where it occurs (Unicode scalar offsets).
    public func glossaryTerms(in text: String) -> [(entry: GlossaryEntry, ranges: [Range<Int>])] {
        guard let check = glossaryCheck, !text.isEmpty else { return [] }
        let terms = check.terms(forSourceLanguage: document.sourceLanguage)
        guard !terms.isEmpty else { return [] }
        let prepared = TermText(text)
        return terms.compactMap { term in
            let ranges = term.occurrences(in: prepared)
            return ranges.isEmpty ? nil : (term.entry, ranges)
        }
    }
}
