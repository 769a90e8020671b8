import StringCatalogKit

extension EditorState {
    mutating func undoOrRedo(undo: Bool) -> [Effect] {
        let index = documentToUndo(undo)
        let history = documents[index].history
        if let group = (undo ? history.undoStack.last : history.redoStack.last)?.group {
            return undoOrRedo(group, undo: undo)
        }
        // Read before the catalog changes: the rows still index the old one until refreshed.
        let selected = selectedReference
        let elsewhere = index != current
        let change = undo ? documents[index].undo() : documents[index].redo()
        guard let change else {
            message = StatusMessage(undo ? "Nothing to undo" : "Nothing to redo")
            return [.bell]
        }
        let first = firstKey(of: change, in: index, undone: undo).map { StringReference(document: index, key: $0) }
        catalogChanged(by: change, in: index, keeping: first ?? selected)
        followProjectLanguages(of: change, in: index, undone: undo)
        // The cursor goes to the string; the message says when that took it to another file.
        message = StatusMessage((undo ? "Undone: " : "Redone: ") + change.summary + (elsewhere ? " (in \(documents[index].label.short))" : ""))
        return []
    }

    /// The catalog whose step `u` (or Ctrl-R) takes: the current one; in the "all files"
    /// view, the file of the last step taken (or undone), wherever the cursor is.
    private func documentToUndo(_ undo: Bool) -> Int {
        guard showsAllFiles else { return current }
        if undo {
            return tableDocuments.filter { documents[$0].history.canUndo }.max { documents[$0].history.undoStack.last!.step < documents[$1].history.undoStack.last!.step } ?? current
        }
        return tableDocuments.filter { documents[$0].history.canRedo }.min { documents[$0].history.redoStack.last!.step < documents[$1].history.redoStack.last!.step } ?? current
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
        let summary = stack(parts.contains(current) ? current : parts.first ?? current).last?.summary ?? ""
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
        var kept = selectedReference
        for index in parts {
            guard let change = undo ? documents[index].undo() : documents[index].redo() else { continue }
            if index == current || kept == nil, let first = firstKey(of: change, in: index, undone: undo) {
                kept = StringReference(document: index, key: first)
            }
            forgetDerived(of: change, in: index)
            followProjectLanguages(of: change, in: index, undone: undo)
        }
        followLanguage()
        refreshRows(keepingRow: kept.flatMap(row(of:)))
        let files = offersAllFiles ? "file" : "catalog"
        message = StatusMessage((undo ? "Undone: " : "Redone: ") + summary + " (in \(count(parts.count, files)))")
        return []
    }

    /// The string an undone or redone change leaves selected: of those it put back, the
    /// first in the catalog's (key) order. Called once the catalog at `index` has the change.
    private func firstKey(of change: CatalogChange, in index: Int, undone: Bool) -> String? {
        let catalog = documents[index].catalog
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
