import CatalogEditor
import TerminalUI

/// The catalogs of the folder (or the files of a translator's XLIFF) with their overall
/// progress (`o`).
enum CatalogPickerOverlay {
    static func draw(_ grid: inout CellGrid, _ state: EditorState, selection: Int) {
        let documents = state.documents
        let rows = documents.count + state.unreadable.count
        let width = min(grid.width - 4, 90)
        let height = min(grid.height - 2, rows + 2)
        let box = Rect(x: (grid.width - width) / 2, y: max(0, (grid.height - height) / 2), width: width, height: height)
        grid.fill(box, style: Theme.overlay)
        let folder = commonFolder(documents.map(\.path))
        grid.box(box, title: title(state, folder: folder, width: width) + " · Enter opens · Esc closes", style: Theme.overlayBorder, titleStyle: Theme.overlayBorder)
        let inner = box.inset(by: 1)
        let top = max(0, min(selection - inner.height + 1, rows - inner.height))
        // Columns: the path (shortened in the middle), the percentage right-aligned with
        // room for the check mark, the string count right-aligned.
        let countWidth = documents.map { String($0.catalog.strings.count).count }.max() ?? 1
        let figuresWidth = 2 + 4 + 2 + 2 + countWidth + " strings".count + 1
        let pathWidth = max(4, inner.width - figuresWidth)
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
            let marker = index == state.current ? "● " : "  "
            let path = marker + TextWidth.truncateMiddle(String(document.path.dropFirst(folder.count)), toWidth: pathWidth - 2)
            let count = String(document.catalog.strings.count)
            let figures = "  " + String(repeating: " ", count: 4 - String(percent).count - 1) + "\(percent)%"
                + (percent == 100 ? " ✓" : "  ") + "  " + String(repeating: " ", count: countWidth - count.count) + count
                + (document.catalog.strings.count == 1 ? " string " : " strings")
            grid.putPadded(path, x: inner.x, y: inner.y + row, width: pathWidth, style: style)
            grid.putPadded(figures, x: inner.x + pathWidth, y: inner.y + row, width: inner.width - pathWidth, style: style)
        }
    }

    /// "Catalogs in FOLDER"; for the files of a translator's XLIFF, whose paths are their
    /// `original`s under the bundle's (`uk.xcloc/App/Localizable.xcstrings`, a name, not a
    /// place on disk): "Files of uk.xcloc in App".
    static func title(_ state: EditorState, folder: String, width: Int) -> String {
        let room = max(8, width - 46)
        if let origin = state.document.exchange, state.documents.allSatisfy({ $0.exchange?.input == origin.input }) {
            var input = origin.input
            while input.count > 1 && input.hasSuffix("/") { input.removeLast() }
            let inside = folder.hasPrefix(input + "/") ? String(folder.dropFirst(input.count + 1).dropLast()) : ""
            return "Files of " + origin.inputName + (inside.isEmpty ? "" : " in " + TextWidth.truncateMiddle(inside, toWidth: room))
        }
        return "Catalogs" + (folder.isEmpty ? "" : " in " + TextWidth.truncateMiddle(String(folder.dropLast()), toWidth: room))
    }

    /// The folder every path starts with, ending in "/" (empty when they share none or there
    /// is only one catalog): the picker shows the paths below it, where they differ.
    static func commonFolder(_ paths: [String]) -> String {
        guard paths.count > 1, var common = paths.first?.split(separator: "/", omittingEmptySubsequences: false).dropLast() else { return "" }
        for path in paths.dropFirst() {
            let folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            let shared = zip(common, folders).prefix { $0 == $1 }.count
            common = common.prefix(shared)
        }
        return common.isEmpty ? "" : common.joined(separator: "/") + "/"
    }
}
