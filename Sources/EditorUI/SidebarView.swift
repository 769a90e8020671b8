import CatalogEditor
import StringCatalogKit
import TerminalUI

/// The languages of the catalog: source first and marked, each with its progress.
enum SidebarView {
    static func draw(_ grid: inout CellGrid, _ state: EditorState, in region: Region) {
        let focused = state.focus == .sidebar && state.overlay == nil
        EditorRenderer.paneBox(&grid, region, title: "Languages", focused: focused)
        let inner = Rect(region).inset(by: 1)
        let languages = state.document.languages
        for row in 0..<inner.height {
            let index = state.sidebarScroll + row
            guard languages.indices.contains(index) else { break }
            let code = languages[index]
            let y = inner.y + row
            let isSelected = code == state.language
            let base = isSelected ? (focused ? Theme.selectedFocused : Theme.selected) : Style.plain
            grid.fill(Rect(x: inner.x, y: y, width: inner.width, height: 1), style: base)
            // In the "all files" view, the whole bundle's progress.
            let progress = state.progress(of: code)
            let isSource = code == state.document.sourceLanguage
            // Right-aligned figure: "src" for the source language (its percentage while some
            // source value is still empty), else the percentage ("…" while the catalog is read).
            let figure: String
            if isSource {
                figure = (progress?.percent ?? 100) < 100 && state.reading == nil ? "\(progress!.percent)%" : "src"
            } else if state.reading != nil {
                // Not known until the whole catalog is read.
                figure = "…"
            } else if let progress {
                figure = progress.percent == 100 ? "100%✓" : "\(progress.percent)%"
            } else {
                figure = ""
            }
            let figureWidth = 5
            grid.put(isSource ? "★" : " ", x: inner.x, y: y, style: isSource && !isSelected ? Theme.sourceMark : base)
            let nameWidth = inner.width - 2 - figureWidth - 1
            grid.put(languageLabel(code), x: inner.x + 2, y: y, maxWidth: nameWidth, style: base)
            let figureStyle = isSelected ? base : (progress?.percent == 100 && !isSource ? Theme.done : Theme.dim)
            grid.putPadded(figure, x: inner.x + inner.width - figureWidth, y: y, width: figureWidth, style: figureStyle, alignRight: true)
        }
    }
}
