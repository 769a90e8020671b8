import StringCatalogKit

/// Enter that moves on: a translator walks the to-do list typing and pressing Enter, with
/// no key in between. After a value is committed from the table, the field opens on the
/// next form of the same string still to do, else on the first form to do of the next
/// string to do (as `n` finds it). `w` switches this off and on; in the source language
/// and in the inspector Enter stays.
extension EditorState {
    mutating func toggleMoveOn() {
        movesOnAfterCommit.toggle()
        message = StatusMessage(movesOnAfterCommit
            ? "Enter now saves and moves on to the next string to do (w: stay)"
            : "Enter now saves and stays on the string (w: move on)")
    }

    /// After Enter committed `form` of `key` in `language`, in the document at `document`;
    /// the field is closed.
    mutating func moveOn(after key: String, in document: Int, language: String, form: FormPath) {
        // Translation work only: in the source language Enter stays, as a developer editing
        // one text expects; in the inspector the translator chose the form.
        let catalog = documents[document].catalog
        guard movesOnAfterCommit, focus == .table, language == self.language, !isSourceLanguageSelected,
              let index = catalog.index(ofKey: key) else { return }
        let entry = catalog.entry(at: index)
        // Forms after this one that still need a value or a review.
        let forms = entry.editableForms(in: language)
        if let at = forms.firstIndex(of: form),
           let next = forms[(at + 1)...].first(where: { isToDo(entry, language: language, form: $0) }) {
            openValueField(key: key, form: next, in: document)
            return
        }
        // Under a state filter the string may have left the table: the row now under the
        // cursor is then the next one, and is tried first. In the "all files" view the next
        // string to do may be in the next file.
        let done = TableRow(document: document, string: index)
        let start = visibleRows.firstIndex(of: done) ?? (selectedRow - 1)
        // What the commit said (e.g. a problem) outranks where Enter went.
        guard let (row, wrapped) = nextRow(forward: true, from: start, where: { $0 != done && isToDo($0) }) else {
            if message == nil { message = StatusMessage("Nothing left to do in \(Language.displayName(for: language)) here" + toDoElsewhere()) }
            return
        }
        jump(to: row)
        if wrapped && message == nil { message = StatusMessage("Wrapped to the top") }
        _ = startEditing()
    }
}
