/// While a large catalog is read (see `CatalogReading`): the first strings are shown, and
/// only what changes nothing works — moving among them, languages, help, quitting. Every
/// other key is answered at once, so that no key waits for the reading. When the whole
/// catalog arrives it takes the place of its first strings, keeping what was selected; a
/// catalog that cannot be read ends the editor with its error, as before the screen starts.
extension EditorState {
    /// The answer to `command` while the catalog is read, when it would change something,
    /// save, or look at strings not read yet (filters, jumps); nil when it may run.
    func readingRefusal(_ command: Command) -> String? {
        guard let reading else { return nil }
        switch command {
        case .moveUp, .moveDown, .pageUp, .pageDown, .top, .bottom, .nextPane, .previousPane, .focus,
             .previousLanguage, .nextLanguage, .selectLanguage, .selectVisibleRow, .scrollTable, .scrollInspector,
             .toggleHelp, .helpSearchStart, .helpSearchType, .helpSearchAccept, .helpSearchClear,
             .closeOverlay, .resize, .quit, .explainQuit, .copyValue, .catalogRead:
            return nil
        default:
            return reading.refusal
        }
    }

    /// The whole catalog in place of its first strings: the selected string stays selected
    /// on its line of the screen, and the language stays unless it was only where the
    /// editor opened (the whole catalog may have the one asked for, or one before it).
    mutating func finishReading(_ outcome: CatalogReadOutcome) -> [Effect] {
        guard let reading else { return [] }
        switch outcome {
        case .failed(let report):
            return [.quitUnreadable(report: report)]
        case .read(let whole):
            let key = selectedString?.key
            let line = selectedRow - tableScroll
            let scrolled = inspectorScroll
            self.reading = nil
            documents = [whole]
            shownDocument = 0
            cache = EditorCache()
            if !reading.userChoseLanguage || !whole.languages.contains(language) {
                language = reading.requestedLanguage.flatMap { Self.opening($0, in: documents, preferring: 0)?.language } ?? Self.initialLanguage(whole)
            }
            labelDocuments()
            let kept = key.flatMap { whole.catalog.index(ofKey: $0) }
            refreshRows(keeping: kept)
            if kept != nil {
                tableScroll = max(0, min(selectedRow - line, visibleRows.count - layout.tableRows))
                inspectorScroll = scrolled
            }
            scrollSidebarIntoView()
            if message?.text == reading.refusal { message = nil }
            showConflictsOnOpening()
            return []
        }
    }
}
