import StringCatalogKit

extension EditorState {
    mutating func undoOrRedo(undo: Bool) -> [Effect] {
        // Read before the catalog changes: the rows still index the old one until refreshed.
        let selected = selectedString?.key
        let change = undo ? documents[current].undo() : documents[current].redo()
        guard let change else {
            message = StatusMessage(undo ? "Nothing to undo" : "Nothing to redo")
            return [.bell]
        }
        let shown = change.keys.sorted().first { (undo ? change.before : change.after)[$0] != nil }
        catalogChanged(by: change, keeping: shown ?? selected)
        message = StatusMessage((undo ? "Undone: " : "Redone: ") + change.summary)
        return []
    }
}
