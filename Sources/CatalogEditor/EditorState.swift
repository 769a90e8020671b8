import StringCatalogKit

/// The panes that take the keyboard in turn (Tab, Shift-Tab).
public enum Pane: CaseIterable, Equatable, Sendable {
    case sidebar, table, inspector
}

/// A window over the main screen.
public enum Overlay: Equatable, Sendable {
    case help(scroll: Int)
    case catalogPicker(selection: Int)
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
    /// Catalogs of the folder that could not be read, listed after the documents in the
    /// catalog picker.
    public internal(set) var unreadable: [UnreadableCatalog] = []
    public internal(set) var current: Int = 0
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
    /// Indices into the current catalog's strings, in table order.
    public internal(set) var visibleRows: [Int] = []
    /// Row of `visibleRows` under the cursor.
    public internal(set) var selectedRow = 0
    public internal(set) var tableScroll = 0
    public internal(set) var sidebarScroll = 0
    public internal(set) var inspectorScroll = 0
    public internal(set) var overlay: Overlay?
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
    /// Keys of the strings marked with Space in the current catalog, for bulk actions; told
    /// apart by their scalars, so that marking "Café" (é precomposed) leaves "Café" (e and
    /// a combining accent) unmarked.
    public internal(set) var marks: Set<ScalarKey> = []
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
    /// The note `i` opened last (see Reducer+Notes), marked in the inspector.
    public internal(set) var openedNote: OpenedNote?

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
    /// if there is one: where most of an app's strings are) in `language` when given and
    /// some catalog has it (see `opening`); `movesOnAfterCommit` as `w` last left it.
    public init(documents: [Document], current: Int? = nil, language code: String? = nil, movesOnAfterCommit: Bool = true, width: Int, height: Int,
                checker: CatalogChecker? = nil, measure: @escaping @Sendable (Character) -> Int = TextField.oneColumn, metrics: ContentMetrics = .unknown,
                recoveries: [RecoveredChanges] = [], unreadable: [UnreadableCatalog] = []) {
        precondition(!documents.isEmpty, "the editor opens at least one catalog")
        self.documents = documents
        self.movesOnAfterCommit = movesOnAfterCommit
        self.current = current ?? Self.defaultDocument(in: documents)
        language = Self.initialLanguage(documents[self.current])
        if let code, let (document, language) = Self.opening(code, in: documents, preferring: self.current) {
            self.current = document
            self.language = language
        }
        layout = ScreenLayout(width: width, height: height)
        self.checker = checker
        self.measure = measure
        self.metrics = metrics
        refreshRows(keeping: nil)
        scrollSidebarIntoView()
        rememberProblemsOfShownRows()
        self.unreadable = unreadable
        if !unreadable.isEmpty {
            let names = unreadable.map(\.name).joined(separator: ", ")
            message = StatusMessage("Could not read \(names); o lists \(verb(unreadable.count, "it", "them")) with the error", kind: .error)
        }
        pendingRecoveries = recoveries
        showConflictsOnOpening()
        askAboutNextRecovery()
    }

    /// Opens on the first language that is not the source, where the work is.
    static func initialLanguage(_ document: Document) -> String {
        document.languages.count > 1 ? document.languages[1] : document.sourceLanguage
    }

    public var document: Document { documents[current] }

    public var catalog: StringCatalog { documents[current].catalog }

    /// The string under the cursor, if the table shows any.
    public var selectedIndex: Int? {
        visibleRows.indices.contains(selectedRow) ? visibleRows[selectedRow] : nil
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
        catalog.entry(at: index).badge(in: language)
    }

    /// What the checks find in the string at `index` for the selected language, and for
    /// the string as a whole (stale, don't translate). Rendering asks for the rows it shows;
    /// it reads what the "with problems" filter stored and computes the rest, storing nothing.
    public func problems(of index: Int) -> [Problem] {
        guard let checker else { return [] }
        if let cached = cache.problems[problemKey(index)] { return cached }
        let context = CheckContext(for: catalog, languages: [language])
        return checker.problems(in: catalog.strings[index], context: context)
            .filter { $0.location.language == nil || $0.location.language == language }
    }

    /// Errors and warnings: what the table marks and the "with problems" filter keeps.
    public func hasProblems(_ index: Int) -> Bool {
        problems(of: index).contains { $0.severity <= .warning }
    }

    private func problemKey(_ index: Int) -> EditorCache.ProblemKey {
        EditorCache.ProblemKey(document: current, language: language, string: index)
    }

    /// `hasProblems`, keeping what it found for the next filtering.
    private mutating func hasProblemsRemembered(_ index: Int) -> Bool {
        let key = problemKey(index)
        if cache.problems[key] == nil { cache.problems[key] = problems(of: index) }
        return cache.problems[key]!.contains { $0.severity <= .warning }
    }

    /// Runs the checks on the rows the table shows (and the selected string) that have no
    /// remembered problems yet, so that rendering finds them.
    mutating func rememberProblemsOfShownRows() {
        guard checker != nil else { return }
        let shown = visibleRows[min(tableScroll, visibleRows.count)..<min(visibleRows.count, tableScroll + layout.tableRows)]
        for index in shown + (selectedIndex.map { [$0] } ?? []) {
            _ = hasProblemsRemembered(index)
        }
    }

    // MARK: - Rows

    /// Recomputes the table's rows after a change of language, filter or sort, keeping the
    /// string `keeping` selected when it is still shown.
    mutating func refreshRows(keeping index: Int?) {
        let order = cache.sortedOrder(of: documents[current], at: current, language: language, sort: sort)
        let query = SearchIndex.fold(filterText)
        let search = query.isEmpty ? nil : cache.searchIndex(of: documents[current], at: current, language: searchLanguage)
        let translations = isSourceLanguageSelected ? nil : search?.translations[language]
        var rows: [Int] = []
        rows.reserveCapacity(order.count)
        for i in order {
            if stateFilter != .all {
                let withProblems = stateFilter == .withProblems && hasProblemsRemembered(i)
                let withConflicts = stateFilter == .conflicts && document.merge?.hasUnresolved(ofKey: catalog.strings[i].key) == true
                if !stateFilter.admits(badge(of: i), hasProblems: withProblems, hasConflicts: withConflicts) { continue }
            }
            if let search {
                let matches = SearchIndex.contains(search.commonText[i], query)
                    || (translations.map { SearchIndex.contains($0[i], query) } ?? false)
                if !matches { continue }
            }
            rows.append(i)
        }
        visibleRows = rows
        if let index, let row = rows.firstIndex(of: index) {
            selectedRow = row
        } else {
            selectedRow = min(selectedRow, max(0, rows.count - 1))
        }
        inspectorScroll = 0
        scrollSelectionIntoView()
    }

    mutating func scrollSelectionIntoView() {
        let visible = layout.tableRows
        if selectedRow < tableScroll { tableScroll = selectedRow }
        if selectedRow >= tableScroll + visible { tableScroll = selectedRow - visible + 1 }
        tableScroll = max(0, min(tableScroll, max(0, visibleRows.count - visible)))
    }
}
