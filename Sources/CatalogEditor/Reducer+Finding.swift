import StringCatalogKit

/// Jumping through the table: to the next string to do (`n`), the next string with a
/// problem (`x`), in table order, wrapping around at either end.
extension EditorState {
    /// The next (or previous) shown row after `start` whose string satisfies `matches`,
    /// wrapping around (`start` itself is tried last), and whether it wrapped.
    func nextRow(forward: Bool, from start: Int? = nil, where matches: (TableRow) -> Bool) -> (row: Int, wrapped: Bool)? {
        guard !visibleRows.isEmpty else { return nil }
        let count = visibleRows.count
        let start = start ?? selectedRow
        for step in 1...count {
            let row = ((start + (forward ? step : -step)) % count + count) % count
            if matches(visibleRows[row]) { return (row, forward ? row <= start : row >= start) }
        }
        return nil
    }

    /// Selects a row found by `nextRow`; the table takes the keyboard, as after a click.
    mutating func jump(to row: Int) {
        selectedRow = row
        inspectorScroll = 0
        focus = .table
        scrollSelectionIntoView()
    }

    /// True when the string of `row` is new or needs review in the selected language.
    func isToDo(_ row: TableRow) -> Bool {
        let badge = self.badge(of: row)
        return badge == .new || badge == .needsReview
    }

    /// `x` / `X`: the next string with an error or a warning in the selected language. The
    /// status line names its first problem, and the inspector's form cursor goes to the
    /// form it is in, so that Tab then Enter edits it.
    mutating func jumpToProblem(forward: Bool) -> [Effect] {
        guard let (row, wrapped) = nextRow(forward: forward, where: { hasProblems($0) }) else {
            message = StatusMessage("No errors or warnings in \(Language.displayName(for: language)) here")
            return [.bell]
        }
        jump(to: row)
        let worst = problems(of: visibleRows[row]).filter { $0.severity <= .warning }.sorted { $0.severity < $1.severity }
        guard let first = worst.first else { return [] }
        if selectedStringForms.contains(first.location.form) { preferredForm = first.location.form }
        let form = first.location.form.description
        var text = "\(first.severity.rawValue): " + (form.isEmpty ? "" : form + "  ") + first.message
        if worst.count > 1 { text += " (and \(count(worst.count - 1, "more problem")))" }
        if wrapped { text = (forward ? "Wrapped to the top · " : "Wrapped to the bottom · ") + text }
        message = StatusMessage(text)
        return []
    }
}
