import CatalogEditor
import TerminalUI

/// The bottom line: the filter being typed, or the message, then key hints from the key
/// table, as many as fit. A message comes before hints: it takes the room it needs, and
/// one too long for the line wraps onto a second row (the renderer gives the status line
/// that row, see `needsSecondRow`), with no hints then.
enum StatusLineView {
    /// The message shown, when no filter is being typed over it; while a large catalog is
    /// read and nothing else is said, that it is read.
    private static func shownMessage(_ state: EditorState) -> StatusMessage? {
        let typingFilter = state.isEditingFilter && state.overlay == nil && state.session == nil && state.prompt == nil
        return typingFilter ? nil : state.message ?? state.reading.map { StatusMessage($0.status) }
    }

    private static func messageStart(_ state: EditorState) -> Int {
        1 + (state.tableIsModified ? TextWidth.of("● modified") + 2 : 0) + (translating(state).map { TextWidth.of($0) + 2 } ?? 0)
    }

    /// While the provider drafts (`T`): said before everything else, since it lasts past
    /// the message that started it.
    private static func translating(_ state: EditorState) -> String? {
        state.machineTranslation.map { "translating into \($0.language)…" }
    }

    /// Whether the message is too long for one status line of `width` columns.
    static func needsSecondRow(_ state: EditorState, width: Int) -> Bool {
        guard let message = shownMessage(state) else { return false }
        return messageStart(state) + TextWidth.of(message.text) + 1 > width
    }

    static func draw(_ grid: inout CellGrid, _ state: EditorState, in region: Region) {
        let y = region.y
        grid.fill(Rect(region), style: Theme.statusLine)
        var x = region.x + 1
        if state.tableIsModified {
            x += grid.put("● modified", x: x, y: y, style: Theme.statusKey) + 2
        }
        if let translating = translating(state) {
            x += grid.put(translating, x: x, y: y, style: Theme.statusKey) + 2
        }
        if let message = shownMessage(state), needsSecondRow(state, width: region.width) {
            // The message has every column: wrapped over the rows there are, cut at the end.
            let style = message.kind == .error ? Theme.errorMessage : Theme.statusLine
            let firstWidth = region.x + region.width - 1 - x
            var rest = message.text
            for row in 0..<max(1, region.height) {
                let rowX = row == 0 ? x : region.x + 1
                let rowWidth = row == 0 ? firstWidth : region.width - 2
                let isLast = row == max(1, region.height) - 1
                let piece = isLast ? rest : lineBreak(rest, width: rowWidth)
                grid.put(piece, x: rowX, y: y + row, maxWidth: rowWidth, style: style)
                rest = String(rest.dropFirst(piece.count)).trimmingLeadingSpaces()
                if rest.isEmpty { break }
            }
            return
        }
        let typing = state.overlay == nil && state.session == nil && state.prompt == nil
        if typing, let search = state.goToKey {
            x = typed("Go to key: ", search.text, note: search.found ? nil : "no shown key starts so", &grid, x: x, region: region)
        } else if typing && state.isEditingFilter {
            let prompt = "Filter: "
            x += grid.put(prompt, x: x, y: y, style: Theme.statusKey)
            let available = max(1, region.width / 2 - TextWidth.of(prompt))
            // A long filter scrolls sideways so that the caret stays in view.
            let slice = state.filterField.visibleSlice(width: available - 1, widthOf: TextWidth.of)
            grid.put(slice.text, x: x, y: y, style: Theme.statusLine)
            grid.cursor = (x + slice.cursorX, y)
            x += TextWidth.of(slice.text) + 2
        } else if let message = shownMessage(state) {
            x += grid.put(message.text, x: x, y: y, style: message.kind == .error ? Theme.errorMessage : Theme.statusLine)
            x += 2
        }
        drawHints(&grid, state, x: x, region: region)
    }

    /// What is being typed after its prompt, the caret after it, and a note.
    /// Returns where the hints may start.
    static func typed(_ prompt: String, _ text: String, note: String?, _ grid: inout CellGrid, x start: Int, region: Region) -> Int {
        let y = region.y
        var x = start + grid.put(prompt, x: start, y: y, style: Theme.statusKey)
        let available = max(1, region.width / 2 - TextWidth.of(prompt))
        // Show the end of long text so the caret stays in view.
        var shown = text
        while TextWidth.of(shown) > available - 1, !shown.isEmpty { shown.removeFirst() }
        x += grid.put(shown, x: x, y: y, style: Theme.statusLine)
        grid.cursor = (x, y)
        if let note { x += 2 + grid.put(note, x: x + 2, y: y, style: Theme.errorMessage) }
        return x + 2
    }

    static func drawHints(_ grid: inout CellGrid, _ state: EditorState, x start: Int, region: Region) {
        let y = region.y
        var x = start
        // Hints from the key table; the last ones (help, quit) are kept whatever the width,
        // the others as many as fit before them.
        let hints = Keymap.hints(for: Keymap.context(of: state))
        func width(_ hint: (keys: String, text: String)) -> Int { TextWidth.of(hint.keys) + 1 + TextWidth.of(hint.text) + 2 }
        let kept = Array(hints.suffix(2))
        let limit = region.x + region.width - kept.reduce(0) { $0 + width($1) }
        var shown: [(keys: String, text: String)] = []
        for hint in hints.dropLast(2) {
            if x + width(hint) > limit { break }
            shown.append(hint)
            x += width(hint)
        }
        if x + kept.reduce(0, { $0 + width($1) }) <= region.x + region.width { shown += kept }
        x = region.x + region.width - shown.reduce(0) { $0 + width($1) }
        for hint in shown {
            x += grid.put(hint.keys, x: x, y: y, style: Theme.statusKey)
            x += grid.put(" " + hint.text + "  ", x: x, y: y, style: Theme.statusLine)
        }
    }
}

extension StatusLineView {
    /// The longest start of `text` that fits `width` columns, ending before a space when
    /// one is found in it, so a wrapped message breaks between words.
    static func lineBreak(_ text: String, width: Int) -> String {
        let fitting = TextWidth.truncate(text, toWidth: width, ellipsis: false)
        guard fitting.count < text.count, let space = fitting.lastIndex(of: " "), space > fitting.startIndex else { return fitting }
        return String(fitting[..<space])
    }
}

private extension String {
    func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " })
    }
}
