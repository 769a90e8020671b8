import StringCatalogKit

/// Concordance search: `/` then Ctrl-F searches every source and translation the memory
/// holds (the open catalogs and `memory.paths`), in every language, and lists the hits in a
/// pane over the table; Enter on a hit of an open catalog goes to that string and language.
///
/// A search runs on the runtime's memory thread (a large memory has hundreds of thousands
/// of texts): each change of the text asks again with a new id, and only the answer to the
/// latest question is shown.
extension EditorState {
    /// Ctrl-F in the filter: the filter's text becomes the search's, and the table goes back
    /// to showing every string.
    mutating func startConcordance() -> [Effect] {
        guard memoryStatus != .off else {
            message = StatusMessage("No translation memory in this editor", kind: .error)
            return [.bell]
        }
        let text = filterText
        clearFilter()
        var concordance = Concordance()
        concordance.field = TextField(text)
        self.concordance = concordance
        return searchConcordance()
    }

    mutating func editConcordance(_ edit: TextEdit) -> [Effect] {
        guard edit != .newline else { return [] }
        concordance?.field.apply(edit)
        return searchConcordance()
    }

    /// Asks for the hits of the text as it is now (nothing while the memory loads: its
    /// arrival asks; nothing for an empty text).
    mutating func searchConcordance() -> [Effect] {
        guard let concordance else { return [] }
        let text = concordance.text
        guard let generation = memoryGeneration, !text.isEmpty else {
            self.concordance?.pending = nil
            self.concordance?.hits = []
            self.concordance?.total = 0
            self.concordance?.answered = nil
            return []
        }
        let query = ConcordanceQuery(id: nextConcordanceQuery, text: text, generation: generation)
        nextConcordanceQuery += 1
        self.concordance?.pending = query
        return [.searchMemory(query)]
    }

    /// The hits of a search; those of a search typed over since are dropped.
    mutating func recordConcordance(_ hits: [ConcordanceHit], total: Int, for query: ConcordanceQuery) {
        guard concordance?.pending == query else { return }
        concordance?.pending = nil
        concordance?.hits = hits
        concordance?.total = total
        concordance?.answered = query.text
        concordance?.selection = 0
        concordance?.scroll = 0
    }

    /// How many hits the pane shows at once: two lines each, below the search line.
    public var concordanceRows: Int {
        max(1, (layout.table.height + layout.inspector.height - 4) / 2)
    }

    mutating func moveInConcordance(by delta: Int) {
        guard var concordance, !concordance.hits.isEmpty else { return }
        let last = concordance.hits.count - 1
        concordance.selection = max(0, min(last, concordance.selection.addingClamped(delta)))
        let rows = concordanceRows
        if concordance.selection < concordance.scroll { concordance.scroll = concordance.selection }
        if concordance.selection >= concordance.scroll + rows { concordance.scroll = concordance.selection - rows + 1 }
        self.concordance = concordance
    }

    /// Enter: the selected hit's string and language, when its catalog is open.
    mutating func goToConcordanceHit() -> [Effect] {
        guard let concordance, concordance.hits.indices.contains(concordance.selection) else { return [.bell] }
        let hit = concordance.hits[concordance.selection]
        guard let index = documents.firstIndex(where: { $0.path == hit.origin.catalogPath }),
              documents[index].catalog.index(ofKey: hit.origin.key) != nil else {
            let file = hit.origin.catalogPath.split(separator: "/").last.map(String.init) ?? hit.origin.catalogPath
            message = StatusMessage("“\(hit.origin.key)” is in \(file), which is not open here", kind: .error)
            return [.bell]
        }
        self.concordance = nil
        if !(showsAllFiles && tableDocuments.contains(index)) { open(documentAt: index) }
        if documents[index].languages.contains(hit.language) && hit.language != language {
            language = hit.language
            refreshRows(keeping: nil)
            scrollSidebarIntoView()
        }
        select(key: hit.origin.key, in: index)
        inspectorScroll = 0
        preferredForm = hit.origin.form
        focus = .table
        message = StatusMessage("“\(hit.origin.key)” in \(Language.displayName(for: language))")
        return []
    }
}
