import StringCatalogKit

/// How a change reaches the catalogs: one undoable step, then everything derived from them
/// brought up to date.
extension EditorState {
    /// Applies `edit` to the current catalog as one undoable step and brings everything
    /// derived from it up to date. Returns the change (nil when nothing changed).
    /// `resolving`: the merge conflicts the step resolves (see `Document.perform`).
    @discardableResult
    mutating func apply(_ summary: String, keys: [String], resolving conflicts: [Int]? = nil, _ edit: (inout StringCatalog) -> Void) -> CatalogChange? {
        let kept = selectedReference
        let index = current
        // Every edit of the editor names the strings it adds or removes (a rename both keys).
        guard let change = documents[index].perform(summary, keys: keys, findingAddedStrings: false, resolving: conflicts, step: takeStep(), edit) else { return nil }
        catalogChanged(by: change, in: index, keeping: kept)
        return change
    }

    /// Applies `edit` to each of `strings` (each changes) as one undoable step, whatever
    /// files they are in: a step of several files is a group, undone and redone together.
    /// The rows are brought up to date once, at the end.
    @discardableResult
    mutating func apply(_ summary: String, to strings: [StringReference], _ edit: (String, inout StringCatalog) -> Void) -> [CatalogChange] {
        let kept = selectedReference
        let byDocument = Dictionary(grouping: strings, by: \.document)
        let reached = byDocument.keys.sorted()
        let group = reached.count > 1 ? ChangeGroup(id: nextChangeGroup, parts: reached.count) : nil
        if group != nil { nextChangeGroup += 1 }
        let step = takeStep()
        var changes: [CatalogChange] = []
        for index in reached {
            let keys = byDocument[index]!.map(\.key)
            let change = documents[index].perform(summary, keys: keys, group: group, findingAddedStrings: false, step: step) { catalog in
                for key in keys { edit(key, &catalog) }
            }
            guard let change else { continue }
            forgetDerived(of: change, in: index)
            changes.append(change)
        }
        if !changes.isEmpty {
            followLanguage()
            refreshRows(keepingRow: kept.flatMap(row(of:)))
        }
        return changes
    }

    /// After a change (or its undo) to the current catalog: caches, rows and marks follow.
    mutating func catalogChanged(by change: CatalogChange, keeping key: String?) {
        catalogChanged(by: change, in: current, keeping: key.map { StringReference(document: current, key: $0) })
    }

    /// After a change (or its undo) to the catalog at `index`: caches, rows and marks follow,
    /// `kept` staying selected while the table shows it.
    mutating func catalogChanged(by change: CatalogChange, in index: Int, keeping kept: StringReference?) {
        forgetDerived(of: change, in: index)
        followLanguage()
        refreshRows(keepingRow: kept.flatMap(row(of:)))
    }

    /// What derives from the catalog at `index`, for the strings `change` touched.
    mutating func forgetDerived(of change: CatalogChange, in index: Int) {
        let catalog = documents[index].catalog
        let addedOrRemoved = Set(change.before.keys) != Set(change.after.keys)
        if addedOrRemoved {
            cache.forget(document: index)
        } else {
            let indices = change.keys.compactMap { catalog.index(ofKey: $0.text) }
            cache.forget(strings: indices, document: index, documents: documents)
        }
        if let marked = marksByDocument[index] {
            let left = marked.filter { catalog.index(ofKey: $0.text) != nil }
            marksByDocument[index] = left.isEmpty ? nil : left
        }
    }

    /// A change may take the selected language away (the last translation in it removed).
    mutating func followLanguage() {
        if !document.languages.contains(language) { language = Self.initialLanguage(document) }
    }

    /// The selected string by document and key: what stays selected across a change that
    /// moves indices.
    var selectedReference: StringReference? {
        selectedRowReference.map { StringReference(document: $0.document, key: documents[$0.document].catalog.strings[$0.string].key) }
    }

    /// Where the string `reference` names is now, if it is still there.
    func row(of reference: StringReference) -> TableRow? {
        documents[reference.document].catalog.index(ofKey: reference.key).map { TableRow(document: reference.document, string: $0) }
    }

    /// The number of the next undoable step: orders the steps of different files, so that
    /// undo in the "all files" view takes back the last one whichever file it was in.
    mutating func takeStep() -> Int {
        nextStep += 1
        return nextStep
    }
}
