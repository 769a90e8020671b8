import CatalogEditor
import StringCatalogKit
import TerminalUI
import TranslationMemory

/// The glossary's terms in the selected string's source: marked in the source value the
/// inspector shows, and listed under it with the translation the glossary gives for the
/// selected language (or that the term stays as it is), so that a translator uses the
/// team's words without looking them up.
extension InspectorView {
    /// Marks the terms in the source value's lines (`lines[from...]`, label then text) and
    /// adds a line per term found. A term cut by the wrap is not marked; it is listed.
    static func glossary(_ sourceValue: String, state: EditorState, sourceLines from: Int, labelWidth: Int, into lines: inout [Line]) {
        let found = state.glossaryTerms(in: sourceValue)
        guard !found.isEmpty else { return }
        let entries = found.map(\.entry)
        for index in from..<lines.count where lines[index].spans.count == 2 {
            let piece = lines[index].spans[1]
            let marked = markedTerms(piece.text, entries: entries)
            guard !marked.isEmpty else { continue }
            var spans: [(String, Style)] = [(lines[index].spans[0].text, lines[index].spans[0].style)]
            let scalars = Array(piece.text.unicodeScalars)
            var at = 0
            for range in marked {
                if range.lowerBound > at { spans.append((text(scalars[at..<range.lowerBound]), piece.style)) }
                spans.append((text(scalars[range]), Theme.glossaryTerm))
                at = range.upperBound
            }
            if at < scalars.count { spans.append((text(scalars[at...]), piece.style)) }
            lines[index] = Line(spans, form: lines[index].form)
        }
        let language = state.language
        for (i, entry) in entries.enumerated() {
            var spans: [(String, Style)] = [(label(i == 0 ? "Glossary" : "", labelWidth), Theme.label), (entry.term, Theme.glossaryTerm)]
            if entry.doNotTranslate {
                spans.append(("  keep as is", Theme.dim))
            } else if language != state.document.sourceLanguage {
                let translations = entry.translations(in: language)
                spans.append(("  → ", Theme.dim))
                spans.append(translations.isEmpty ? ("none for \(Language.displayName(for: language))", Theme.dim) : (translations.joined(separator: ", "), .plain))
                let forbidden = entry.forbiddenTranslations(in: language)
                if !forbidden.isEmpty { spans.append(("  not " + forbidden.joined(separator: ", "), Theme.problem)) }
            }
            lines.append(Line(spans))
        }
    }

    /// Where the terms of `entries` occur in `text`, in order, overlaps left out.
    private static func markedTerms(_ text: String, entries: [GlossaryEntry]) -> [Range<Int>] {
        let prepared = TermText(text)
        var ranges: [Range<Int>] = []
        for entry in entries {
            ranges += GlossaryTerm(entry).occurrences(in: prepared)
        }
        var kept: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where kept.last.map({ $0.upperBound <= range.lowerBound }) ?? true {
            kept.append(range)
        }
        return kept
    }

    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        String(String.UnicodeScalarView(scalars))
    }
}
