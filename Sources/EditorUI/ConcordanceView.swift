import CatalogEditor
import StringCatalogKit
import TerminalUI

/// The concordance pane (`/` then Ctrl-F), over the table and the inspector: the search
/// typed, then each hit on two rows — its language and the text with what was found marked
/// (bold and underlined), then where it is (catalog file, key, form) — the selected one
/// reversed. A text longer than the row shows the part around what was found.
enum ConcordanceView {
    static func region(_ layout: ScreenLayout) -> Region {
        Region(x: layout.table.x, y: layout.table.y, width: layout.table.width, height: layout.table.height + layout.inspector.height)
    }

    static func draw(_ grid: inout CellGrid, _ state: EditorState, _ concordance: Concordance, layout: ScreenLayout) {
        let region = region(layout)
        let inner = Rect(region).inset(by: 1)
        grid.fill(Rect(region), style: .plain)
        EditorRenderer.paneBox(&grid, region, title: title(state, concordance), focused: true)
        guard inner.width > 4, inner.height > 1 else { return }

        let prompt = "Find in memory: "
        var x = inner.x + grid.put(prompt, x: inner.x, y: inner.y, style: Theme.title)
        let slice = concordance.field.visibleSlice(width: max(1, inner.maxX - x - 1), widthOf: TextWidth.of)
        grid.put(slice.text, x: x, y: inner.y, style: Theme.field)
        grid.cursor = (x + slice.cursorX, inner.y)
        x += TextWidth.of(slice.text)

        if let note = note(state, concordance) {
            grid.put(note, x: inner.x, y: inner.y + 2, maxWidth: inner.width, style: Theme.dim)
            return
        }
        let languageWidth = min(12, max(4, (concordance.hits.map { TextWidth.of($0.language) }.max() ?? 0) + 2))
        let textWidth = max(1, inner.width - languageWidth)
        let shown = concordance.hits.indices.dropFirst(concordance.scroll).prefix(state.concordanceRows)
        for (row, index) in shown.enumerated() {
            let hit = concordance.hits[index]
            let y = inner.y + 1 + row * 2
            guard y + 1 < inner.maxY + 1 else { break }
            let selected = index == concordance.selection
            let base = selected ? Theme.selectedFocused : Style.plain
            var spans: [(String, Style)] = [(InspectorView.pad(hit.language, languageWidth), selected ? base : Theme.label)]
            spans += InspectorView.fitted(textSpans(hit, width: textWidth, base: base), width: textWidth)
            var at = inner.x
            for (text, style) in spans { at += grid.put(text, x: at, y: y, maxWidth: inner.maxX - at, style: style) }
            if selected && at < inner.maxX { grid.fill(Rect(x: at, y: y, width: inner.maxX - at, height: 1), style: base) }
            if y + 1 < inner.maxY {
                let origin = InspectorView.origin(of: hit.origin, width: textWidth)
                grid.put(InspectorView.pad("", languageWidth) + origin, x: inner.x, y: y + 1, maxWidth: inner.width, style: Theme.dim)
            }
        }
    }

    static func title(_ state: EditorState, _ concordance: Concordance) -> String {
        var title = "Concordance"
        if concordance.answered != nil {
            title += concordance.total > concordance.hits.count
                ? " · \(concordance.hits.count) of \(count(concordance.total, "hit"))" : " · \(count(concordance.total, "hit"))"
        }
        if concordance.pending != nil { title += " · searching…" }
        return title
    }

    /// What the pane says in place of hits, if anything.
    static func note(_ state: EditorState, _ concordance: Concordance) -> String? {
        guard case .ready(let units, let files, _) = state.memoryStatus else { return "The translation memory is loading…" }
        if concordance.text.isEmpty {
            return "Type to search every source and translation of the memory (\(count(units, "unit")) from \(count(files, "catalog"))), in every language"
        }
        if concordance.answered != nil && concordance.hits.isEmpty && concordance.pending == nil {
            return "No source or translation of the memory contains “\(concordance.answered!)”"
        }
        return nil
    }

    /// The hit's text on one row, what was found marked; when the row is too short, from a
    /// little before what was found, after an ellipsis.
    static func textSpans(_ hit: ConcordanceHit, width: Int, base: Style) -> [(String, Style)] {
        let characters = Array(TextWidth.singleLine(VisibleText.of(hit.text)))
        let match = hit.match.clamped(to: 0..<characters.count)
        var start = 0
        let before = TextWidth.of(String(characters[..<match.lowerBound]))
        if before + TextWidth.of(String(characters[match])) > width - 1 && match.lowerBound > 8 { start = match.lowerBound - 8 }
        let mark = Style(foreground: base.reverse ? .default : Theme.memoryDifference.foreground, bold: true, reverse: base.reverse, underline: true)
        var spans: [(String, Style)] = []
        if start > 0 { spans.append(("…", base)) }
        spans.append((String(characters[start..<max(start, match.lowerBound)]), base))
        spans.append((String(characters[match]), mark))
        spans.append((String(characters[match.upperBound...]), base))
        return spans.filter { !$0.0.isEmpty }
    }
}
