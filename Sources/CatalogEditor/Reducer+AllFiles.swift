import StringCatalogKit

/// A translator's bundle as one piece of work. An `.xcloc` holds one `<file>` per catalog
/// or table of the project (13 in a large app), all in one target language; a translator
/// walks the bundle, not its files. So a bundle of several files opens in the "all files"
/// view: the table lists the strings of every file (the file in the inspector's title and,
/// where there is room, a column), and `n`, `x`, the filter and bulk review go from file to
/// file; the catalog picker still opens one file alone.
///
/// A folder of catalogs keeps one catalog at a time: its catalogs may have different
/// languages, and each is its own file for a developer. What carries over: names that tell
/// the files apart, the picker's type-to-find and match counts, and `n` saying how much is
/// left in the other catalogs when the shown one has nothing left.
extension EditorState {
    /// True when the documents are the files of one translator's XLIFF, in one source and
    /// one target language, and there are several: the "all files" view is offered.
    public var offersAllFiles: Bool {
        guard documents.count > 1, let first = documents[0].exchange else { return false }
        return documents.allSatisfy { document in
            document.exchange.map { $0.xliffPath == first.xliffPath && $0.language == first.language } == true
                && document.sourceLanguage == documents[0].sourceLanguage
        }
    }

    /// The documents whose strings the table lists, in the picker's order.
    public var tableDocuments: [Int] {
        showsAllFiles ? Array(documents.indices) : [shownDocument]
    }

    /// True when a file the table lists has unsaved changes: the title's and the status
    /// line's `●` (in the "all files" view, whichever file they are in).
    public var tableIsModified: Bool {
        tableDocuments.contains { documents[$0].isModified }
    }

    /// How many strings the table lists when no filter narrows it.
    public var tableStringCount: Int {
        tableDocuments.reduce(0) { $0 + documents[$1].catalog.strings.count }
    }

    /// Progress of `code` over what the table lists: the whole bundle in the "all files"
    /// view, else the catalog shown. Summed when asked: a few numbers per file.
    public func progress(of code: String) -> CatalogStatistics.LanguageProgress? {
        guard showsAllFiles else { return document.progress(of: code) }
        return CatalogStatistics(summing: tableDocuments.map { documents[$0].statistics }).languages.first { $0.language == code }
    }

    /// Gives each document the label that tells it from the others (see `PathLabels`).
    mutating func labelDocuments() {
        let labels = PathLabels.labels(for: documents.map(\.path))
        for index in documents.indices { documents[index].label = labels[index] }
    }

    /// Opens on the first string still to do, where a translator's work starts.
    mutating func selectFirstToDo() {
        guard let row = visibleRows.firstIndex(where: { isToDo($0) }) else { return }
        jump(to: row)
    }

    /// The picker's "All files": the table lists every file's strings, the cursor staying on
    /// the string it was on.
    mutating func showAllFiles() {
        guard offersAllFiles else { return }
        let kept = selectedRowReference
        showsAllFiles = true
        if stateFilter == .conflicts { stateFilter = .all }
        refreshRows(keepingRow: kept)
        scrollSidebarIntoView()
    }

    /// What is still to do in `language` outside the table (the other files of a bundle, the
    /// other catalogs of a folder), from their statistics: said when the table has nothing left.
    func toDoElsewhere() -> String {
        let others = documents.indices.filter { !tableDocuments.contains($0) }
        let left = others.reduce(0) { sum, index in
            sum + (documents[index].progress(of: language).map { $0.new + $0.needsReview } ?? 0)
        }
        guard left > 0 else { return "" }
        let files = offersAllFiles ? "other files (o: All files)" : "other catalogs (o)"
        return "; \(left) in \(files)"
    }
}
