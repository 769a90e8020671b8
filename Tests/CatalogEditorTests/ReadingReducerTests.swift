@testable import CatalogEditor
import StringCatalogKit
import Testing

/// A large catalog opened on its first strings while it is read (`CatalogReading`): what
/// works meanwhile, what is refused at once, and the whole catalog taking their place.
struct ReadingReducerTests {
    /// The whole catalog (500 strings) and a state showing its first 60 while it is read.
    static func reading(language: String? = nil, height: Int = 30) -> (whole: Document, state: EditorState) {
        let whole = EditorFixtures.large(500)
        let prefix = Document(path: whole.path, catalog: StringCatalog(sourceLanguage: "en", strings: Array(whole.catalog.strings.prefix(60)), version: nil))
        return (whole, EditorState.reading(prefix, language: language, width: 100, height: height))
    }

    @Test func opensOnTheFirstStringsSayingSo() {
        let (whole, state) = Self.reading()
        #expect(state.reading?.status == "Reading Large.xcstrings… — editing opens when it is read")
        #expect(state.visibleRows.count == 60)
        #expect(keys(state) == whole.catalog.strings.prefix(60).map(\.key))
    }

    @Test func movingAmongTheFirstStringsWorks() {
        var (_, state) = Self.reading()
        let effects = state.reduce(.moveDown) + state.reduce(.pageDown) + state.reduce(.nextLanguage)
        #expect(effects.isEmpty)
        #expect(state.selectedRow > 1)
        #expect(state.message == nil)
        state.reduce(.bottom)
        #expect(state.selectedRow == 59)
    }

    @Test(arguments: [Command.edit, .markReviewed, .deleteString, .addString, .undo, .save, .startFilter, .toggleMark, .nextToDo,
                      .addLanguage, .openCatalogPicker, .editComment, .varyByPlural, .cycleSort, .cycleStateFilter])
    func changingKeysAreRefusedAtOnce(_ command: Command) {
        var (_, state) = Self.reading()
        let before = state.documents[0].catalog
        let effects = state.reduce(command)
        #expect(effects == [.bell])
        #expect(state.message == StatusMessage("Still reading Large.xcstrings: editing opens when it is read", kind: .error))
        #expect(state.session == nil && state.prompt == nil && state.overlay == nil && !state.isEditingFilter)
        #expect(state.documents[0].catalog == before)
    }

    @Test func helpAndItsSearchWorkWhileReading() {
        var (_, state) = Self.reading()
        state.reduce(.toggleHelp)
        state.reduce(.helpSearchStart)
        state.reduce(.helpSearchType("undo"))
        #expect(state.overlay == .help(scroll: 0, search: "undo", isTypingSearch: true))
        #expect(state.message == nil)
        state.reduce(.helpSearchClear)
        #expect(state.overlay == .help(scroll: 0))
    }

    @Test func quittingWorksWhileReading() {
        var (_, state) = Self.reading()
        #expect(state.reduce(.quit) == [.quit])
    }

    @Test func theWholeCatalogKeepsTheSelectionOnItsLine() {
        var (whole, state) = Self.reading()
        state.reduce(.focus(.table))
        // Down past the first screen, then up: the selection is not on the last line.
        for _ in 0..<40 { state.reduce(.moveDown) }
        for _ in 0..<5 { state.reduce(.moveUp) }
        let key = state.selectedString?.key
        let line = state.selectedRow - state.tableScroll
        #expect(state.tableScroll > 0 && line < state.layout.tableRows - 1)
        #expect(state.reduce(.catalogRead(.read(whole))).isEmpty)
        #expect(state.reading == nil)
        #expect(state.visibleRows.count == 500)
        #expect(state.selectedString?.key == key)
        #expect(state.selectedRow - state.tableScroll == line)
        // Now editable.
        #expect(state.reduce(.edit).isEmpty)
        #expect(state.session != nil)
    }

    @Test func theRefusalGoesWithTheReading() {
        var (whole, state) = Self.reading()
        state.reduce(.save)
        state.reduce(.catalogRead(.read(whole)))
        #expect(state.message == nil)
    }

    @Test func aLanguageTheUserChoseIsKept() {
        var (whole, state) = Self.reading()
        #expect(state.language == "fr")
        state.reduce(.nextLanguage)
        #expect(state.language == "de")
        state.reduce(.catalogRead(.read(whole)))
        #expect(state.language == "de")
    }

    @Test func theRequestedLanguageOpensOnceTheWholeCatalogHasIt() {
        // The first strings have no Ukrainian; the whole catalog (its project) does.
        var (whole, state) = Self.reading(language: "uk")
        #expect(state.language == "fr")
        whole = Document(path: whole.path, catalog: whole.catalog, projectLanguages: ["uk"])
        state.reduce(.catalogRead(.read(whole)))
        #expect(state.language == "uk")
    }

    @Test func aCatalogThatCannotBeReadEndsTheEditorWithItsError() {
        var (_, state) = Self.reading()
        let report = "/project/Large.xcstrings:19999:20: error: expected ',' or '}' after an object member"
        #expect(state.reduce(.catalogRead(.failed(report))) == [.quitUnreadable(report: report)])
        // Nothing opened for editing meanwhile.
        #expect(state.reading != nil)
        #expect(state.reduce(.edit) == [.bell])
    }

    @Test func aLateReportChangesNothingOnceRead() {
        var (whole, state) = Self.reading()
        state.reduce(.catalogRead(.read(whole)))
        #expect(state.reduce(.catalogRead(.failed("late"))).isEmpty)
        #expect(state.visibleRows.count == 500)
    }
}
