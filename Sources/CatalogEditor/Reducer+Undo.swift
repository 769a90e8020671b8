import StringCatalogKit

extension EditorState {
    mutating func undoOrRedo(undo: Bool) -> [Effect] {
        let history = documents[current].history
        if let group = (undo ? history.undoStack.last : history.redoStack.last)?.group {
            return undoOrRedo(group, undo: undo)
        }
        // Read before the catalog changes: the rows still index the old one until refreshed.
        let selected = selectedString?.key
        let change = undo ? documents[current].undo() : documents[current].redo()
        guard let change else {
            message = StatusMessage(undo ? "Nothing to undo" : "Nothing to redo")
            return [.bell]
        }
        catalogChanged(by: change, keeping: firstKey(of: change, undone: undo) ?? selected)
        followProjectLanguages(of: change, in: current, undone: undo)
        message = StatusMessage((undo ? "Undone: " : "Redone: ") + change.summary)
        return []
    }

    /// A project-wide step: every catalog's part at once, or none. A catalog that changed
    /// since (its part is no longer the last step to undo or redo there) stops it, with
    /// the reason, rather than half of the step being taken back.
    private mutating func undoOrRedo(_ group: ChangeGroup, undo: Bool) -> [Effect] {
        func stack(_ index: Int) -> [CatalogChange] {
            undo ? documents[index].history.undoStack : documents[index].history.redoStack
        }
        let parts = documents.indices.filter { index in stack(index).contains { $0.group?.id == group.id } }
        let blocked = parts.filter { stack($0).last?.group?.id != group.id }
        let summary = stack(current).last?.summary ?? ""
        guard blocked.isEmpty, parts.count == group.parts else {
            let names = blocked.map { documents[$0].name }
            if undo {
                let which = names.isEmpty ? "a catalog it reached has lost it from its history" : "\(names.joined(separator: ", ")) changed since; undo that there first (o opens it)"
                message = StatusMessage("Not undone: “\(summary)” reached several catalogs, and \(which)", kind: .error)
            } else {
                let which = names.isEmpty ? "a catalog it reached" : names.joined(separator: ", ")
                message = StatusMessage("Not redone: “\(summary)” reached several catalogs, and \(which) changed since it was undone", kind: .error)
            }
            return [.bell]
        }
        let selected = selectedString?.key
        for index in parts {
            guard let change = undo ? documents[index].undo() : documents[index].redo() else { continue }
            if index == current {
                catalogChanged(by: change, keeping: firstKey(of: change, undone: undo) ?? selected)
            } else {
                cache.forget(document: index)
            }
            followProjectLanguages(of: change, in: index, undone: undo)
        }
        if !document.languages.contains(language) { language = Self.initialLanguage(document) }
        refreshRows(keeping: selectedIndex)
        message = StatusMessage((undo ? "Undone: " : "Redone: ") + summary + " (in \(count(parts.count, "catalog")))")
        return []
    }

    /// The string an undone or redone change leaves selected: of those it put back, the
    /// first in the catalog's (key) order. Called once the current catalog has the change.
    private func firstKey(of change: CatalogChange, undone: Bool) -> String? {
        let side = undone ? change.before : change.after
        let first = side.keys.compactMap { catalog.index(ofKey: $0.text) }.min()
        return first.map { catalog.strings[$0].key }
    }

    /// A language is the project's: when undoing or redoing a change to the project's
    /// languages in one catalog adds or removes one, the other catalogs of the project
    /// show it again or forget it too, as when it was added or removed.
    private mutating func followProjectLanguages(of change: CatalogChange, in index: Int, undone: Bool) {
        guard let languages = change.projectLanguages, let projectFile = documents[index].projectFile else { return }
        let (old, new) = undone ? (languages.after, languages.before) : (languages.before, languages.after)
        for other in documents.indices where other != index && documents[other].projectFile == projectFile {
            for code in new where !old.contains(code) { documents[other].regainProjectLanguage(code) }
            for code in old where !new.contains(code) { documents[other].forgetProjectLanguage(code) }
        }
    }
}
