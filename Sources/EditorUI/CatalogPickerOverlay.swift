import CatalogEditor
import TerminalUI

/// The catalogs of the folder with their overall progress (`o`).
enum CatalogPickerOverlay {
    static func draw(_ grid: inout CellGrid, _ state: EditorState, selection: Int) {
        let documents = state.documents
        let rows = documents.count + state.unreadable.count
        let width = min(grid.width - 4, 90)
        let height = min(grid.height - 2, rows + 2)
        let box = Rect(x: (grid.width - width) / 2, y: max(0, (grid.height - height) / 2), width: width, height: height)
        grid.fill(box, style: Theme.overlay)
        grid.box(box, title: "Catalogs · Enter opens · Esc closes", style: Theme.overlayBorder, titleStyle: Theme.overlayBorder)
        let inner = box.inset(by: 1)
        let top = max(0, min(selection - inner.height + 1, rows - inner.height))
        for row in 0..<inner.height {
            let index = top + row
            if index >= documents.count && index < rows {
                // A catalog that could not be read: its error, which starts with the file
                // and the line and column where reading stopped.
                let broken = state.unreadable[index - documents.count]
                let style = index == selection ? Theme.selectedFocused : Theme.problem
                let figure = "unreadable"
                grid.putPadded("✗ " + broken.error, x: inner.x, y: inner.y + row, width: inner.width - TextWidth.of(figure) - 1, style: style)
                grid.putPadded(figure, x: inner.maxX - TextWidth.of(figure) - 1, y: inner.y + row, width: TextWidth.of(figure) + 1, style: style, alignRight: false)
                continue
            }
            guard documents.indices.contains(index) else { break }
            let document = documents[index]
            let style = index == selection ? Theme.selectedFocused : Style.plain
            let percent = Int(document.overallFraction * 100)
            let figure = "\(percent)%" + (percent == 100 ? " ✓" : "") + "  " + count(document.catalog.strings.count, "string")
            let marker = index == state.current ? "● " : "  "
            grid.putPadded(marker + document.path, x: inner.x, y: inner.y + row, width: inner.width - TextWidth.of(figure) - 1, style: style)
            grid.putPadded(figure, x: inner.maxX - TextWidth.of(figure) - 1, y: inner.y + row, width: TextWidth.of(figure) + 1, style: style, alignRight: false)
        }
    }
}
