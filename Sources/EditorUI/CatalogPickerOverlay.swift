import CatalogEditor
import StringCatalogKit
import TerminalUI

/// The catalogs of the folder (or the files of a translator's XLIFF, "All files" first)
/// with their overall progress and string counts, and while a filter is on, how many of
/// each file's strings it lets through (`o`). Typing narrows the list.
enum CatalogPickerOverlay {
    static func draw(_ grid: inout CellGrid, _ state: EditorState, selection: Int, query: String) {
        let entries = state.pickerEntries(matching: query)
        // A selected catalog that could not be read shows the rest of its error (the line
        // where reading stopped, a caret under the column) under the list, after a rule.
        var excerpt: [String] = []
        if entries.indices.contains(selection), case .unreadable(let broken) = entries[selection] { excerpt = state.unreadable[broken].excerpt }
        let rows = max(1, entries.count)
        let width = min(grid.width - 4, 90)
        let excerptRows = excerpt.isEmpty ? 0 : min(excerpt.count + 1, max(0, grid.height - 2 - 2 - min(rows, 3)))
        let height = min(grid.height - 2, rows + 2 + excerptRows)
        let box = Rect(x: (grid.width - width) / 2, y: max(0, (grid.height - height) / 2), width: width, height: height)
        grid.fill(box, style: Theme.overlay)
        let folder = PathLabels.sharedFolder(of: state.documents.map(\.path))
        let finding = query.isEmpty ? "" : " · find: " + query
        grid.box(box, title: title(state, folder: folder, width: width) + finding + " · Enter opens · Esc closes",
                 style: Theme.overlayBorder, titleStyle: Theme.overlayBorder)
        var inner = box.inset(by: 1)
        if excerptRows > 0 {
            inner.height -= excerptRows
            grid.put(String(repeating: "─", count: inner.width), x: inner.x, y: inner.maxY, maxWidth: inner.width, style: Theme.overlayBorder)
            for (row, line) in excerpt.prefix(excerptRows - 1).enumerated() {
                grid.put(line, x: inner.x + 1, y: inner.maxY + 1 + row, maxWidth: inner.width - 2, style: Theme.problem)
            }
        }
        if entries.isEmpty {
            grid.put("No file's path has “\(query)” in it (Backspace deletes)", x: inner.x + 1, y: inner.y, maxWidth: inner.width - 2, style: Theme.dim)
            return
        }
        let top = max(0, min(selection - inner.height + 1, entries.count - inner.height))
        let figures = Figures(state)
        let pathWidth = max(4, inner.width - figures.width)
        for row in 0..<inner.height {
            let index = top + row
            guard entries.indices.contains(index) else { break }
            let y = inner.y + row
            let isSelected = index == selection
            switch entries[index] {
            case .unreadable(let broken):
                // A catalog that could not be read: its error, which starts with the file
                // and the line and column where reading stopped.
                let style = isSelected ? Theme.selectedFocused : Theme.problem
                let figure = "unreadable"
                grid.putPadded("✗ " + state.unreadable[broken].headline, x: inner.x, y: y, width: inner.width - TextWidth.of(figure) - 1, style: style)
                grid.putPadded(figure, x: inner.maxX - TextWidth.of(figure) - 1, y: y, width: TextWidth.of(figure) + 1, style: style, alignRight: false)
            case .allFiles:
                let style = isSelected ? Theme.selectedFocused : Theme.title
                let marker = state.showsAllFiles ? "● " : "  "
                grid.putPadded(marker + "All files (\(state.documents.count))", x: inner.x, y: y, width: pathWidth, style: style)
                grid.putPadded(figures.line(for: Array(state.documents.indices)), x: inner.x + pathWidth, y: y, width: inner.width - pathWidth, style: style)
            case .document(let document):
                let style = isSelected ? Theme.selectedFocused : Style.plain
                let marker = !state.showsAllFiles && document == state.current ? "● " : "  "
                grid.putPadded(marker + state.documents[document].label.fitted(toWidth: pathWidth - 2), x: inner.x, y: y, width: pathWidth, style: style)
                grid.putPadded(figures.line(for: [document]), x: inner.x + pathWidth, y: y, width: inner.width - pathWidth, style: style)
            }
        }
    }

    /// The columns after a file's path: its progress (a check mark at 100%), while a filter
    /// is on how many of its strings the filter lets through, and how many strings it has.
    struct Figures {
        let state: EditorState
        let countWidth: Int
        let matchWidth: Int?

        init(_ state: EditorState) {
            self.state = state
            let counts = state.documents.map(\.catalog.strings.count) + (state.offersAllFiles ? [state.documents.reduce(0) { $0 + $1.catalog.strings.count }] : [])
            countWidth = String(counts.max() ?? 0).count
            matchWidth = state.pickerMatchCounts.map { String($0.reduce(0, +)).count + " found".count }
        }

        var width: Int { 2 + 4 + 2 + (matchWidth.map { 2 + $0 } ?? 0) + 2 + countWidth + " strings".count + 1 }

        func line(for documents: [Int]) -> String {
            let statistics = CatalogStatistics(summing: documents.map { state.documents[$0].statistics })
            let others = statistics.languages.filter { !$0.isSource }
            let total = others.reduce(0) { $0 + $1.total }
            let percent = total == 0 ? 100 : others.reduce(0) { $0 + $1.translated } * 100 / total
            let strings = statistics.stringCount
            var line = "  " + pad(String(percent) + "%", 4, right: true) + (percent == 100 ? " ✓" : "  ")
            if let matchWidth, let counts = state.pickerMatchCounts {
                line += "  " + pad("\(documents.reduce(0) { $0 + counts[$1] }) found", matchWidth, right: true)
            }
            return line + "  " + pad(String(strings), countWidth, right: true) + (strings == 1 ? " string " : " strings")
        }

        private func pad(_ text: String, _ width: Int, right: Bool) -> String {
            let room = String(repeating: " ", count: max(0, width - text.count))
            return right ? room + text : text + room
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
}
