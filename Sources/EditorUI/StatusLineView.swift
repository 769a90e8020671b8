import CatalogEditor
import TerminalUI

/// The bottom line: the filter being typed, or the message, then key hints from the key
/// table, as many as fit.
enum StatusLineView {
    static func draw(_ grid: inout CellGrid, _ state: EditorState, in region: Region) {
        let y = region.y
        grid.fill(Rect(region), style: Theme.statusLine)
        var x = region.x + 1
        if state.document.isModified {
            x += grid.put("● modified", x: x, y: y, style: Theme.statusKey) + 2
        }
        let typing = state.overlay == nil && state.session == nil && state.prompt == nil
        if typing, let search = state.goToKey {
            x = typed("Go to key: ", search.text, note: search.found ? nil : "no shown key starts so", &grid, x: x, region: region)
        } else if typing && state.isEditingFilter {
            x = typed("Filter: ", state.filterText, note: nil, &grid, x: x, region: region)
        } else if let message = state.message {
            x += grid.put(message.text, x: x, y: y, maxWidth: region.width / 2, style: message.kind == .error ? Theme.errorMessage : Theme.statusLine)
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
