import StringCatalogKit

/// How a change reaches the current catalog: one undoable step, then everything derived
/// from the catalog brought up to date.
extension EditorState {
    /// Applies `edit` to the current catalog as one undoable step and brings everything
    /// derived from it up to date. Returns the change (nil when nothing changed).
    /// `resolving`: the merge conflicts the step resolves (see `Document.perform`).
    @discardableResult
    mutating func apply(_ summary: String, keys: [String], resolving conflicts: [Int]? = nil, _ edit: (inout StringCatalog) -> Void) -> CatalogChange? {
        let keep = selectedString?.key
        // Every edit of the editor names the strings it adds or removes (a rename both keys).
        guard let change = documents[current].perform(summary, keys: keys, findingAddedStrings: false, resolving: conflicts, edit) else { return nil }
        catalogChanged(by: change, keeping: keep)
        return change
    }

    /// After a change (or its undo): caches, rows and marks follow the catalog.
    mutating func catalogChanged(by change: CatalogChange, keeping key: String?) {
        let addedOrRemoved = Set(change.before.keys) != Set(change.after.keys)
        if addedOrRemoved {
            cache.forget(document: current)
        } else {
            let indices = change.keys.compactMap { catalog.index(ofKey: $0.text) }
            cache.forget(strings: indices, document: current, documents: documents)
        }
        marks = marks.filter { catalog.index(ofKey: $0.text) != nil }
        if !document.languages.contains(language) { language = Self.initialLanguage(document) }
        refreshRows(keeping: key.flatMap { catalog.index(ofKey: $0) })
    }
}
