import CatalogEditor
import StringCatalogKit
import TerminalUI
import TranslationMemory

/// For a translator: what the memory offers for the selected form (see Reducer+Memory),
/// best first, each numbered for the key that inserts it. A match takes three rows: the
/// score and the translation; the remembered source, its words that differ from this
/// source marked (bold and underlined, so that it shows without colour too); and where it
/// came from. Each row is cut to the pane's width, never wrapped: a file name and key keep
/// to one row. Nothing for the source language or a "don't translate" string.
extension InspectorView {
    /// At most this many matches where the inspector has few rows (80×24): the rest are a
    /// scroll away there anyway, and the keys still reach them.
    static let matchesOnSmallScreens = 3

    static func memory(_ state: EditorState, width: Int, labelWidth: Int, into lines: inout [Line]) {
        guard state.showsMemory else { return }
        let valueWidth = max(1, width - labelWidth)
        func heading(_ text: String, _ style: Style) {
            lines.append(Line([(label("Memory", labelWidth), Theme.label), (TextWidth.truncate(text, toWidth: valueWidth), style)]))
        }
        guard case .ready(let units, let files, _) = state.memoryStatus else {
            heading("loading the translation memory…", Theme.dim)
            return
        }
        guard let matches = state.memoryMatches else {
            heading("looking up…", Theme.dim)
            return
        }
        guard !matches.isEmpty else {
            heading("no match among \(count(units, "unit")) from \(count(files, "catalog"))", Theme.dim)
            return
        }
        let shown = state.layout.inspectorRows < 10 ? Array(matches.prefix(matchesOnSmallScreens)) : matches
        let keys = shown.count == 1 ? "1 inserts" : "1–\(shown.count) insert"
        heading("\(count(matches.count, "match", plural: "matches")) · \(keys) as a draft", Theme.title)
        for (i, match) in shown.enumerated() {
            let number = "  \(i + 1) \(match.score)%"
            let translation = TextWidth.singleLine(VisibleText.of(match.unit.targetText))
            lines.append(Line([(label(number, labelWidth), match.isExact ? Theme.done : Theme.label),
                               (TextWidth.truncate(translation, toWidth: valueWidth), .plain)]))
            lines.append(Line([(pad("", labelWidth), .plain)] + fitted(sourceSpans(match), width: valueWidth)))
            lines.append(Line([(pad("", labelWidth), .plain), (origin(of: match.unit.origin, width: valueWidth), Theme.dim)]))
        }
    }

    /// The best score, for the pane's title: at 80×24 the section is below the first rows.
    static func memoryTitle(_ state: EditorState) -> String? {
        guard state.showsMemory, let best = state.memoryMatches?.first else { return nil }
        return "memory \(best.score)%"
    }

    /// The remembered source, the words that differ from the current source marked.
    static func sourceSpans(_ match: MemoryMatch) -> [(String, Style)] {
        let scalars = Array(match.unit.sourceText.unicodeScalars)
        var marked = [Bool](repeating: false, count: scalars.count)
        for range in match.differingRanges {
            for i in range where marked.indices.contains(i) { marked[i] = true }
        }
        var spans: [(String, Style)] = []
        var start = 0
        while start < scalars.count {
            var end = start
            while end < scalars.count && marked[end] == marked[start] { end += 1 }
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: scalars[start..<end])
            spans.append((TextWidth.singleLine(String(piece)), marked[start] ? Theme.memoryDifference : Theme.dim))
            start = end
        }
        return spans
    }

    /// Styled pieces cut to `width` columns, the last one cut ending in "…".
    static func fitted(_ spans: [(String, Style)], width: Int) -> [(String, Style)] {
        var result: [(String, Style)] = []
        var used = 0
        for (text, style) in spans {
            let textWidth = TextWidth.of(text)
            if used + textWidth <= width {
                result.append((text, style))
                used += textWidth
                continue
            }
            result.append((TextWidth.truncate(text, toWidth: width - used), style))
            break
        }
        return result
    }

    /// `Home.xcstrings · greeting · plural.one`: the catalog's file name whole where it
    /// fits, the key shortened in its middle before it.
    static func origin(of origin: UnitOrigin, width: Int) -> String {
        let file = origin.catalogPath.split(separator: "/").last.map(String.init) ?? origin.catalogPath
        let form = origin.form.isRoot ? "" : " · \(origin.form)"
        let key = TextWidth.singleLine(VisibleText.key(origin.key).text)
        let room = width - TextWidth.of(file) - TextWidth.of(form) - 3
        if room >= 6 { return file + " · " + TextWidth.truncateMiddle(key, toWidth: room) + form }
        return TextWidth.truncate(file + " · " + key + form, toWidth: width)
    }
}
