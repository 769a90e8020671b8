import StringCatalogKit

/// `:` then the beginning of a key: the table selects the first shown string whose key
/// starts so (ignoring case and accents, as the filter does). Enter stays there, Esc goes
/// back to where the cursor was.
public struct GoToKey: Equatable, Sendable {
    /// What was typed.
    public internal(set) var text = ""
    /// False when no shown key starts with `text`.
    public internal(set) var found = true
    /// The string selected before `:`.
    let origin: TableRow?
}

extension EditorState {
    mutating func startGoToKey() {
        goToKey = GoToKey(origin: selectedRowReference)
    }

    mutating func typeInGoToKey(_ text: String) {
        guard var search = goToKey else { return }
        search.text += text.filter { !$0.isNewline }
        goToKey = search
        selectFirstKey(startingWith: search.text)
    }

    mutating func deleteInGoToKey() {
        guard var search = goToKey, !search.text.isEmpty else { return }
        search.text.removeLast()
        goToKey = search
        selectFirstKey(startingWith: search.text)
    }

    mutating func cancelGoToKey() {
        guard let search = goToKey else { return }
        goToKey = nil
        if let origin = search.origin, let row = visibleRows.firstIndex(of: origin) {
            selectedRow = row
            inspectorScroll = 0
            scrollSelectionIntoView()
        }
    }

    mutating func acceptGoToKey() {
        guard let search = goToKey else { return }
        goToKey = nil
        if !search.found { message = StatusMessage("No shown key starts with “\(search.text)”", kind: .error) }
    }

    /// The search index keeps each string's folded key first, ended by a NUL byte, so a
    /// prefix of the folded bytes is a prefix of the key.
    private mutating func selectFirstKey(startingWith text: String) {
        let prefix = SearchIndex.fold(text)
        var indexes: [Int: SearchIndex] = [:]
        for document in tableDocuments { indexes[document] = cache.searchIndex(of: documents[document], at: document, language: nil) }
        let row = prefix.isEmpty ? nil : visibleRows.firstIndex { indexes[$0.document]!.commonText[$0.string].starts(with: prefix) }
        goToKey?.found = prefix.isEmpty || row != nil
        guard let row else { return }
        selectedRow = row
        inspectorScroll = 0
        focus = .table
        scrollSelectionIntoView()
    }
}
