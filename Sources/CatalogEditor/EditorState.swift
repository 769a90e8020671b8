import StringCatalogKit

/// The panes that take the keyboard in turn (Tab, Shift-Tab).
public enum Pane: CaseIterable, Equatable, Sendable {
    case sidebar, table, inspector
}

/// A window over the main screen.
public enum Overlay: Equatable, Sendable {
    /// `?`: every key, scrolled; `search` keeps the lines that have it (`/`), typed into
    /// while `isTypingSearch`.
    case help(scroll: Int, search: String = "", isTypingSearch: Bool = false)
    /// `o`: the line selected among `pickerEntries(matching: query)`, and what was typed.
    case catalogPicker(selection: Int, query: String = "")
    /// `L`: languages matching what was typed.
    case languagePicker(query: String, selection: Int)
    /// `v`: the devices to vary by, ticked.
    case devicePicker(selection: Int, chosen: [String])
}

/// A message in the status line until the next key.
public struct StatusMessage: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case info, error }
    public var text: String
    public var kind: Kind

    public init(_ text: String, kind: Kind = .info) {
        self.text = text
        self.kind = kind
    }
}

/// Everything the editor shows, in one value: the open catalogs, what is selected, how the
/// table is filtered and sorted, scroll positions, the overlay, the status message and the
/// terminal size. `reduce` is the only place it changes; rendering is a pure function of it.
public struct EditorState: Sendable {
    public internal(set) var documents: [Document]
    /// Set while a large catalog is read: `documents` holds its first strings only, and
    /// nothing may change (see Reducer+Reading).
    public internal(set) var reading: CatalogReading?
    /// Catalogs of the folder that could not be read, listed after the documents in the
    /// catalog picker.
    public internal(set) var unreadable: [UnreadableCatalog] = []
    /// The document the table shows (in the "all files" view: the one the cursor was last
    /// in, while the table is empty); see `current`.
    var shownDocument: Int = 0
    /// A bundle's "all files" view: the table lists the strings of every file of the bundle
    /// (`tableDocuments`), and `n`, the filter, the problem keys and bulk actions work across
    /// them. Only where `offersAllFiles`.
    public internal(set) var showsAllFiles = false
    public internal(set) var language: String
    public internal(set) var focus: Pane = .table
    /// What `/` typed: a one-line text field with the field's editing keys.
    public internal(set) var filterField = TextField("")
    /// The filter's text (ignoring case and accents when matching).
    public var filterText: String { filterField.text }
    /// True while `/` is taking typed characters into the filter.
    public internal(set) var isEditingFilter = false
    public internal(set) var stateFilter: StateFilter = .all
    public internal(set) var sort = SortOrder()
    /// The strings the table shows, in table order.
    public internal(set) var visibleRows: [TableRow] = []
    /// Row of `visibleRows` under the cursor.
    public internal(set) var selectedRow = 0
    public internal(set) var tableScroll = 0
    public internal(set) var sidebarScroll = 0
    public internal(set) var inspectorScroll = 0
    public internal(set) var overlay: Overlay?
    /// While the catalog picker is open with a filter on: how many strings of each document
    /// the filter lets through.
    public internal(set) var pickerMatchCounts: [Int]?
    public internal(set) var message: StatusMessage?
    public internal(set) var layout: ScreenLayout
    /// The text field being typed into, if any.
    public internal(set) var session: EditSession?
    /// A question waiting for an answer, if any.
    public internal(set) var prompt: Prompt?
    /// `:` is taking typed characters: the beginning of a key to go to.
    public internal(set) var goToKey: GoToKey?
    /// Enter on a value commits it and moves on to the next form or string to do (`w`
    /// switches; on by default, for translation work).
    public internal(set) var movesOnAfterCommit = true
    /// Keys of the strings marked with Space, by document, for bulk actions; told apart by
    /// their scalars, so that marking "Café" (é precomposed) leaves "Café" (e and a
    /// combining accent) unmarked. Outside the "all files" view only the shown document has any.
    var marksByDocument: [Int: Set<ScalarKey>] = [:]
    /// The form the inspector's cursor is on (↑ ↓ with the inspector focused); when the
    /// selected string has no such form, its first form.
    var preferredForm: FormPath?
    /// Quitting waits for the saves that `q` asked for.
    var quitAfterSaving = false
    /// The form an external editor is working on.
    var externalTarget: EditSession.Target?
    /// What the saves of the last Ctrl-S (or quit) wrote, for the status line.
    var savedInThisRound: [String] = []
    /// Recovery copies still to ask about.
    var pendingRecoveries: [RecoveredChanges] = []
    /// The id the next project-wide step gets (see `ChangeGroup`).
    var nextChangeGroup = 1
    /// The machine translation the provider is working on (`T`), if any: one at a time.
    public internal(set) var machineTranslation: MachineTranslationJob?
    /// The id the next machine translation gets.
    var nextMachineTranslation = 1
    /// The number the last step took (see `takeStep`).
    var nextStep = 0
    /// The note `i` opened last (see Reducer+Notes), marked in the inspector.
    public internal(set) var openedNote: OpenedNote?
    /// How the terminal draws images inline, if it can: set by the runtime at start, from
    /// what the terminal answered (see Reducer+Notes).
    public var inlineImages: InlineImageKind?
    /// The note `i` draws inline: measured and on screen, or (without a measure) waiting for
    /// the runtime to read it.
    public internal(set) var shownImage: ShownImage?

    /// The translation memory's progress (see Reducer+Memory); `.off` unless the runtime
    /// enables it.
    public internal(set) var memoryStatus: MemoryStatus = .off
    /// The memory's suggestions so far, per question.
    var memoryFindings = MemoryFindings()
    /// A build of the memory is running on the runtime's thread.
    var isBuildingMemory = false
    /// A save since the last build: the memory is to learn what it wrote.
    var memoryRebuildWanted = false
    /// The generation the next build of the memory gets.
    var nextMemoryGeneration = 0
    /// `/` then Ctrl-F: the concordance pane, while open (see Reducer+Concordance).
    public internal(set) var concordance: Concordance?
    /// The id the next concordance search gets.
    var nextConcordanceQuery = 1

    /// The catalog checks, run per string as it is shown (nil: no checks, as in tests of
    /// other behaviour).
    let checker: CatalogChecker?
    /// Derived data (sort orders, search text, problems), changed only by mutating methods:
    /// a copy of the state has its own, so changing one copy never changes another.
    var cache = EditorCache()
    /// What the catalog's git history said of the translations looked at (see
    /// Reducer+SourceHistory); unlike `cache`, not derivable from the documents.
    var sourceHistory = SourceHistoryCache()
    /// Where the project's code uses each catalog's keys (see Reducer+CodeUsages).
    var codeUsages = CodeUsageCache()
    /// Display width of a character, for moving up and down in a multi-line field (the
    /// renderer's measure; CatalogEditor itself knows nothing of terminals).
    let measure: @Sendable (Character) -> Int
    /// Where the renderer puts the inspector's forms and how far help scrolls.
    let metrics: ContentMetrics

    /// Opens `documents`, showing the one at `current` (by default a `Localizable.xcstrings`
    /// if there is one: where most of an app's strings are; the files of a translator's
    /// bundle all at once, see Reducer+AllFiles) in `language` when given and some catalog
    /// has it (see `opening`); `movesOnAfterCommit` as `w` last left it. A translator's file
    /// opens on its first string still to do.
    public init(documents: [Document], current: Int? = nil, language code: String? = nil, movesOnAfterCommit: Bool = true, width: Int, height: Int,
                checker: CatalogChecker? = nil, measure: @escaping @Sendable (Character) -> Int = TextField.oneColumn, metrics: ContentMetrics = .unknown,
                recoveries: [RecoveredChanges] = [], unreadable: [UnreadableCatalog] = []) {
        precondition(!documents.isEmpty, "the editor opens at least one catalog")
        self.documents = documents
        self.movesOnAfterCommit = movesOnAfterCommit
        shownDocument = current ?? Self.defaultDocument(in: documents)
        language = Self.initialLanguage(documents[shownDocument])
        if let code, let (document, language) = Self.opening(code, in: documents, preferring: shownDocument) {
            shownDocument = document
            self.language = language
        }
        layout = ScreenLayout(width: width, height: height)
        self.checker = checker
        self.measure = measure
        self.metrics = metrics
        labelDocuments()
        // A translator's bundle of several files opens as one piece of work (unless a file
        // was asked for), on the first string still to do.
        showsAllFiles = current == nil && offersAllFiles
        refreshRows(keeping: nil)
        if documents[shownDocument].exchange != nil { selectFirstToDo() }
        scrollSidebarIntoView()
        rememberProblemsOfShownRows()
        self.unreadable = unreadable
        if !unreadable.isEmpty {
            let names = unreadable.map(\.name).joined(separator: ", ")
            message = StatusMessage("Could not read \(names); o lists \(verb(unreadable.count, "it", "them")) with the error", kind: .error)
        }
        if message == nil { reportNoteWarnings() }
        pendingRecoveries = recoveries
        showConflictsOnOpening()
        askAboutNextRecovery()
    }

    /// Opens on the first language that is not the source, where the work is.
    static func initialLanguage(_ document: Document) -> String {
        document.languages.count > 1 ? document.languages[1] : document.sourceLanguage
    }

    /// The document being worked on: the open field's, else the selected string's (in the
    /// "all files" view the cursor takes it from file to file), else the one shown.
    public var current: Int {
        session?.document ?? rowDocument ?? shownDocument
    }

    /// In the "all files" view, the document of the row under the cursor.
    private var rowDocument: Int? {
        showsAllFiles && visibleRows.indices.contains(selectedRow) ? visibleRows[selectedRow].document : nil
    }

    public var document: Document { documents[current] }

    public var catalog: StringCatalog { documents[current].catalog }

    /// The row under the cursor, if the table shows any.
    public var selectedRowReference: TableRow? {
        visibleRows.indices.contains(selectedRow) ? visibleRows[selectedRow] : nil
    }

    /// The string under the cursor in the current catalog, if the table shows any (nil
    /// while an open field keeps another file current).
    public var selectedIndex: Int? {
        guard let row = selectedRowReference, row.document == current else { return nil }
        return row.string
    }

    public var selectedString: CatalogString? {
        selectedIndex.map { catalog.strings[$0] }
    }

    /// The selected string with its catalog's source language.
    public var selectedEntry: CatalogEntry? {
        selectedIndex.map { catalog.entry(at: $0) }
    }

    public var isSourceLanguageSelected: Bool { language == document.sourceLanguage }

    /// True when any open catalog has unsaved changes.
    public var hasUnsavedChanges: Bool { documents.contains { $0.isModified } }

    /// The forms of the selected string in the selected language (see `editableForms`).
    public var selectedStringForms: [FormPath] {
        selectedEntry?.editableForms(in: language) ?? []
    }

    /// The form the inspector's cursor is on.
    public var selectedForm: FormPath? {
        let forms = selectedStringForms
        if let preferredForm, forms.contains(preferredForm) { return preferredForm }
        return forms.first
    }

    public func badge(of index: Int) -> Badge {
        badge(of: TableRow(document: current, string: index))
    }

    public func badge(of row: TableRow) -> Badge {
        documents[row.document].catalog.entry(at: row.string).badge(in: language)
    }

    /// What the checks find in the string at `index` of the current catalog (see the
    /// function for a row).
    public func problems(of index: Int) -> [Problem] {
        problems(of: TableRow(document: current, string: index))
    }

    /// What the checks find in the string of `row` for the selected language, and for the
    /// string as a whole (stale, don't translate). Rendering asks for the rows it shows; it
    /// reads what the "with problems" filter stored and computes the rest, storing nothing.
    public func problems(of row: TableRow) -> [Problem] {
        guard let checker else { return [] }
        if let cached = cache.problems[problemKey(row)] { return cached }
        let catalog = documents[row.document].catalog
        var context = CheckContext(for: catalog, languages: [language])
        context.catalogPath = documents[row.document].path
        return checker.problems(in: catalog.strings[row.string], context: context)
            .filter { $0.location.language == nil || $0.location.language == language }
    }

    /// Errors and warnings: what the table marks and the "with problems" filter keeps.
    public func hasProblems(_ index: Int) -> Bool {
        hasProblems(TableRow(document: current, string: index))
    }

    public func hasProblems(_ row: TableRow) -> Bool {
        problems(of: row).contains { $0.severity <= .warning }
    }

    private func problemKey(_ row: TableRow) -> EditorCache.ProblemKey {
        EditorCache.ProblemKey(document: row.document, language: language, string: row.string)
    }

    /// `hasProblems`, keeping what it found for the next filtering.
    private mutating func hasProblemsRemembered(_ row: TableRow) -> Bool {
        let key = problemKey(row)
        if cache.problems[key] == nil { cache.problems[key] = problems(of: row) }
        return cache.problems[key]!.contains { $0.severity <= .warning }
    }

    /// Runs the checks on the rows the table shows (and the selected string) that have no
    /// remembered problems yet, so that rendering finds them.
    mutating func rememberProblemsOfShownRows() {
        guard checker != nil else { return }
        let shown = visibleRows[min(tableScroll, visibleRows.count)..<min(visibleRows.count, tableScroll + layout.tableRows)]
        for row in shown + (selectedRowReference.map { [$0] } ?? []) {
            _ = hasProblemsRemembered(row)
        }
    }

    // MARK: - Rows

    /// Recomputes the table's rows after a change of language, filter or sort, keeping the
    /// string at `index` of the current catalog selected when it is still shown.
    mutating func refreshRows(keeping index: Int?) {
        refreshRows(keepingRow: index.map { TableRow(document: current, string: $0) })
    }

    /// Recomputes the table's rows, keeping `kept` selected when it is still shown.
    mutating func refreshRows(keepingRow kept: TableRow?) {
        // Where the cursor is now stays the document shown should the table come out empty.
        shownDocument = rowDocument ?? shownDocument
        let query = SearchIndex.fold(filterText)
        var rows: [TableRow] = []
        for document in tableDocuments {
            for string in shownStrings(of: document, query: query) { rows.append(TableRow(document: document, string: string)) }
        }
        visibleRows = rows
        if let kept, let row = rows.firstIndex(of: kept) {
            selectedRow = row
        } else {
            selectedRow = min(selectedRow, max(0, rows.count - 1))
        }
        inspectorScroll = 0
        scrollSelectionIntoView()
    }

    /// The strings of the document at `document` that the filters let through (the text
    /// `query`, folded, and the state filter), in the sort's order.
    mutating func shownStrings(of document: Int, query: [UInt8]) -> [Int] {
        let order = cache.sortedOrder(of: documents[document], at: document, language: language, sort: sort)
        let search = query.isEmpty ? nil : cache.searchIndex(of: documents[document], at: document, language: searchLanguage)
        let translations = isSourceLanguageSelected ? nil : search?.translations[language]
        let merge = documents[document].merge
        let catalog = documents[document].catalog
        var strings: [Int] = []
        strings.reserveCapacity(order.count)
        for i in order {
            if stateFilter != .all {
                let row = TableRow(document: document, string: i)
                let withProblems = stateFilter == .withProblems && hasProblemsRemembered(row)
                let withConflicts = stateFilter == .conflicts && merge?.hasUnresolved(ofKey: catalog.strings[i].key) == true
                if !stateFilter.admits(badge(of: row), hasProblems: withProblems, hasConflicts: withConflicts) { continue }
            }
            if let search {
                let matches = SearchIndex.contains(search.commonText[i], query)
                    || (translations.map { SearchIndex.contains($0[i], query) } ?? false)
                if !matches { continue }
            }
            strings.append(i)
        }
        return strings
    }

    mutating func scrollSelectionIntoView() {
        let visible = layout.tableRows
        if selectedRow < tableScroll { tableScroll = selectedRow }
        if selectedRow >= tableScroll + visible { tableScroll = selectedRow - visible + 1 }
        tableScroll = max(0, min(tableScroll, max(0, visibleRows.count - visible)))
    }
}
