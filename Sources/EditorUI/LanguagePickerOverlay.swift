import CatalogEditor
import StringCatalogKit
import TerminalUI

/// `L`: type to search languages by code, English name or native name; Enter adds one.
enum LanguagePickerOverlay {
    static func draw(_ grid: inout CellGrid, _ state: EditorState, query: String, selection: Int) {
        let choices = state.languageChoices(for: query)
        let width = min(grid.width - 4, 70)
        let height = min(grid.height - 2, 20)
        let box = Rect(x: (grid.width - width) / 2, y: max(0, (grid.height - height) / 2), width: width, height: height)
        grid.fill(box, style: Theme.overlay)
        grid.box(box, title: "Add a language · Enter adds · Esc closes", style: Theme.overlayBorder, titleStyle: Theme.overlayBorder)
        let inner = box.inset(by: 1)
        var x = inner.x + 1
        x += grid.put("Search: ", x: x, y: inner.y, style: Theme.label)
        x += grid.put(query, x: x, y: inner.y, maxWidth: inner.maxX - x - 1)
        grid.cursor = (x, inner.y)
        let rows = inner.height - 2
        guard rows > 0 else { return }
        if choices.isEmpty {
            grid.put("No language matches; a code such as pt-BR or sr-Latn works too", x: inner.x + 1, y: inner.y + 2, maxWidth: inner.width - 2, style: Theme.dim)
            return
        }
        let top = max(0, min(selection - rows + 1, choices.count - rows))
        for row in 0..<rows {
            let index = top + row
            guard choices.indices.contains(index) else { break }
            let code = choices[index]
            let style = index == selection ? Theme.selectedFocused : Style.plain
            let y = inner.y + 2 + row
            grid.fill(Rect(x: inner.x, y: y, width: inner.width, height: 1), style: style)
            grid.put(code, x: inner.x + 1, y: y, maxWidth: 11, style: index == selection ? style : Theme.label)
            let language = Language.named(code)
            var name = language.map { $0.englishName + ($0.nativeName != $0.englishName ? " · " + $0.nativeName : "") }
                ?? Language.displayName(for: code) + "  (the code as typed)"
            let present = state.document.languages.contains(code)
            if present { name += "  (in the catalog)" }
            grid.put(name, x: inner.x + 13, y: y, maxWidth: inner.width - 14, style: index == selection ? style : present ? Theme.dim : style)
        }
    }
}
