import StringCatalogKit

/// One line of the catalog picker (`o`).
public enum PickerEntry: Equatable, Sendable {
    /// A bundle's "all files" view (see Reducer+AllFiles), first.
    case allFiles
    /// An open document.
    case document(Int)
    /// A catalog of the folder that could not be read (`EditorState.unreadable`), last.
    case unreadable(Int)
}

/// The catalog picker: every file with its progress, and, while a filter is on, how many
/// strings of each it lets through, so that a filter that finds nothing here says where
/// its strings are. Typing narrows the list to the files whose path has the text in it
/// (case and accents ignored, as the filter): the way to one file among thirteen.
extension EditorState {
    /// The picker's lines for what was typed into it.
    public func pickerEntries(matching query: String) -> [PickerEntry] {
        let folded = SearchIndex.fold(query)
        func matches(_ text: String) -> Bool { folded.isEmpty || SearchIndex.contains(SearchIndex.fold(text), folded) }
        var entries: [PickerEntry] = offersAllFiles && matches("All files") ? [.allFiles] : []
        entries += documents.indices.filter { matches(documents[$0].label.full) }.map { .document($0) }
        entries += unreadable.indices.filter { matches(unreadable[$0].name) }.map { .unreadable($0) }
        return entries
    }

    /// The picker's line for what the table shows now.
    var pickerEntryShown: PickerEntry {
        showsAllFiles ? .allFiles : .document(current)
    }

    /// `o`: the picker, on the line of what is shown, counting the filter's matches per file
    /// when a filter is on.
    mutating func openCatalogPicker() {
        let entries = pickerEntries(matching: "")
        overlay = .catalogPicker(selection: entries.firstIndex(of: pickerEntryShown) ?? 0, query: "")
        pickerMatchCounts = filterText.isEmpty && stateFilter == .all ? nil : matchCounts()
    }

    /// For each document, how many of its strings the filters let through. In the "all
    /// files" view the table's rows say it; otherwise each other catalog is filtered once,
    /// its search text folded if need be (kept for the next time).
    private mutating func matchCounts() -> [Int] {
        var counts = [Int](repeating: 0, count: documents.count)
        if showsAllFiles {
            for row in visibleRows { counts[row.document] += 1 }
            return counts
        }
        let query = SearchIndex.fold(filterText)
        for index in documents.indices {
            counts[index] = index == shownDocument ? visibleRows.count : shownStrings(of: index, query: query).count
        }
        return counts
    }

    /// Typed text (nil: Backspace) in the catalog picker: the list narrows to the files
    /// whose path has it, the first one selected.
    mutating func typeInCatalogPicker(_ text: String?) {
        guard case .catalogPicker(_, let query)? = overlay else { return }
        overlay = .catalogPicker(selection: 0, query: Self.typed(text, into: query))
    }

    /// A picker's query after typing `text` (nil: Backspace); one line.
    static func typed(_ text: String?, into query: String) -> String {
        guard let text else { return String(query.dropLast()) }
        return query + text.filter { !$0.isNewline }
    }

    /// Enter in the catalog picker.
    mutating func openPickedEntry(selection: Int, query: String) -> [Effect] {
        let entries = pickerEntries(matching: query)
        guard entries.indices.contains(selection) else {
            message = StatusMessage("No file's path has “\(query)” in it; Backspace deletes, Esc closes", kind: .error)
            return [.bell]
        }
        switch entries[selection] {
        case .unreadable(let index):
            // A broken catalog stays listed; Enter says again why it cannot open.
            let broken = unreadable[index]
            // One line: the picker, still open, shows the rest under its list.
            message = StatusMessage("Cannot open \(broken.name): \(broken.headline)", kind: .error)
            return [.bell]
        case .allFiles:
            overlay = nil
            showAllFiles()
        case .document(let index):
            overlay = nil
            open(documentAt: index)
        }
        return []
    }
}
