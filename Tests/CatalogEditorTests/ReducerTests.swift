import Testing
@testable import CatalogEditor
import StringCatalogKit

@Suite("Editor reducer: navigation, filter, sort, next to do, languages, resize")
struct ReducerTests {
    @Test("Opens on the first non-source language, sidebar ordered by name, project languages included")
    func initialState() {
        let state = EditorFixtures.state()
        #expect(state.document.languages == ["en", "fr", "de", "uk"])
        #expect(state.language == "fr")
        #expect(keys(state) == ["Backyard Birds", "Bird food", "Feeder", "Garden", "Nest box", "Old label", "Photo 2", "Photo 10", "Séance", "Winter"])
        #expect(state.selectedString?.key == "Backyard Birds")
        #expect(state.document.progress(of: "uk")?.new == 8)
    }

    @Test("Moving stays within the rows; top and bottom")
    func moving() {
        var state = EditorFixtures.state()
        state.reduce(.moveUp)
        #expect(state.selectedRow == 0)
        state.reduce(.moveDown)
        state.reduce(.moveDown)
        #expect(state.selectedString?.key == "Feeder")
        state.reduce(.bottom)
        #expect(state.selectedString?.key == "Winter")
        state.reduce(.moveDown)
        #expect(state.selectedRow == 9)
        state.reduce(.top)
        #expect(state.selectedRow == 0)
    }

    @Test("Paging keeps the selection visible; a resize keeps it visible too")
    func pagingAndResize() {
        var state = EditorState(documents: [EditorFixtures.large(500)], width: 100, height: 30)
        let rows = state.layout.tableRows
        state.reduce(.pageDown)
        #expect(state.selectedRow == rows - 1)
        state.reduce(.pageDown)
        #expect(state.selectedRow >= state.tableScroll && state.selectedRow < state.tableScroll + rows)
        state.reduce(.bottom)
        #expect(state.selectedRow == 499 && state.tableScroll == 500 - rows)
        state.reduce(.resize(width: 60, height: 16))
        #expect(state.layout.sidebar == nil)
        #expect(state.selectedRow == 499)
        #expect(state.tableScroll == 500 - state.layout.tableRows)
        state.reduce(.resize(width: 200, height: 50))
        #expect(state.selectedRow >= state.tableScroll && state.selectedRow < state.tableScroll + state.layout.tableRows)
    }

    @Test("Filter as you type: case- and diacritic-insensitive, keeps the selection, Esc clears")
    func filter() {
        var state = EditorFixtures.state()
        state.reduce(.moveDown)
        state.reduce(.startFilter)
        #expect(state.isEditingFilter)
        state.reduce(.filterType("B"))
        // "b" is also in the comment "Tab name" and in "Old label".
        #expect(keys(state) == ["Backyard Birds", "Bird food", "Garden", "Nest box", "Old label"])
        #expect(state.selectedString?.key == "Bird food")
        state.reduce(.filterType("IRD"))
        #expect(keys(state) == ["Backyard Birds", "Bird food"])
        state.reduce(.filterType(" f"))
        #expect(keys(state) == ["Bird food"])
        state.reduce(.filterEdit(.deleteBackward))
        state.reduce(.filterEdit(.deleteBackward))
        #expect(keys(state) == ["Backyard Birds", "Bird food"])
        state.reduce(.filterClear)
        #expect(!state.isEditingFilter && state.filterText.isEmpty && state.visibleRows.count == 10)
        // Diacritics: "seance" finds "Séance"; a comment matches; a translation matches.
        state.reduce(.startFilter)
        state.reduce(.filterType("seance"))
        #expect(keys(state) == ["Séance"])
        state.reduce(.filterClear)
        state.reduce(.startFilter)
        state.reduce(.filterType("cafe"))
        #expect(keys(state) == ["Séance"])
        state.reduce(.filterClear)
        state.reduce(.startFilter)
        state.reduce(.filterType("mangeoire"))
        state.reduce(.filterAccept)
        #expect(keys(state) == ["Feeder"] && !state.isEditingFilter && state.filterText == "mangeoire")
    }

    @Test("The state filter cycles through every state")
    func stateFilter() {
        var state = EditorFixtures.state()
        var seen: [StateFilter: [String]] = [:]
        // The conflicts filter is in the cycle only on a catalog git left unmerged.
        for filter in StateFilter.allCases where filter != .conflicts {
            state.reduce(.cycleStateFilter)
            seen[state.stateFilter] = keys(state)
        }
        #expect(state.stateFilter == .all)
        #expect(seen[.needsWork] == ["Feeder", "Garden", "Nest box", "Winter"])
        #expect(seen[.new] == ["Garden", "Nest box"])
        #expect(seen[.needsReview] == ["Feeder", "Winter"])
        #expect(seen[.translated] == ["Bird food", "Photo 2", "Photo 10", "Séance"])
        #expect(seen[.stale] == ["Old label"])
        #expect(seen[.doNotTranslate] == ["Backyard Birds"])
        #expect(seen[.withProblems] == [])
    }

    @Test("With the checks, the problem filter keeps strings with errors or warnings")
    func problemsFilter() {
        var document = EditorFixtures.document()
        var catalog = document.catalog
        catalog.insert(CatalogString(key: "%lld seeds", localizations: KeyedList([("fr", Localization("%@ graines", state: .translated))])))
        document = Document(path: document.path, catalog: catalog)
        var state = EditorState(documents: [document], width: 100, height: 30, checker: CatalogChecker())
        while state.stateFilter != .withProblems { state.reduce(.cycleStateFilter) }
        #expect(keys(state) == ["%lld seeds"])
        let problems = state.problems(of: state.visibleRows[0])
        #expect(problems.contains { $0.checkID == "placeholders" && $0.severity == .error && $0.location.language == "fr" })
    }

    @Test("Sorting by each column, and reversed")
    func sorting() {
        var state = EditorFixtures.state()
        state.reduce(.cycleSort)
        #expect(state.sort.column == .source)
        state.reduce(.cycleSort)
        #expect(state.sort.column == .translation)
        // French: Ancien, Graines, Hiver, Mangeoire, …; strings without one last.
        #expect(keys(state).prefix(4) == ["Old label", "Bird food", "Winter", "Feeder"])
        #expect(keys(state).suffix(2) == ["Backyard Birds", "Garden"])
        state.reduce(.cycleSort)
        #expect(state.sort.column == .state)
        // Needs work first (new, then needs review), key order within a state.
        #expect(keys(state).prefix(4) == ["Garden", "Nest box", "Feeder", "Winter"])
        state.reduce(.reverseSort)
        #expect(keys(state).first == "Backyard Birds")
        state.reduce(.cycleSort)
        #expect(state.sort == SortOrder(column: .comment))
        #expect(keys(state).prefix(3) == ["Séance", "Bird food", "Garden"])
        state.reduce(.cycleSort)
        #expect(state.sort == SortOrder(column: .key))
    }

    @Test("Next to do jumps over done strings and wraps; previous goes back")
    func nextToDo() {
        var state = EditorFixtures.state()
        state.reduce(.nextToDo)
        #expect(state.selectedString?.key == "Feeder")
        state.reduce(.nextToDo)
        #expect(state.selectedString?.key == "Garden")
        state.reduce(.nextToDo)
        state.reduce(.nextToDo)
        #expect(state.selectedString?.key == "Winter")
        state.reduce(.nextToDo)
        #expect(state.selectedString?.key == "Feeder")
        #expect(state.message?.text == "Wrapped to the top")
        state.reduce(.previousToDo)
        #expect(state.selectedString?.key == "Winter")
        state.reduce(.selectLanguage("en"))
        #expect(state.reduce(.nextToDo) == [.bell])
    }

    @Test("Languages switch with [ and ], from the sidebar, and keep the selected string")
    func languages() {
        var state = EditorFixtures.state()
        state.reduce(.nextToDo)
        state.reduce(.nextLanguage)
        #expect(state.language == "de")
        #expect(state.selectedString?.key == "Feeder")
        state.reduce(.nextLanguage)
        state.reduce(.nextLanguage)
        #expect(state.language == "en")
        state.reduce(.previousLanguage)
        #expect(state.language == "uk")
        state.reduce(.focus(.sidebar))
        state.reduce(.moveUp)
        #expect(state.language == "de")
        state.reduce(.top)
        #expect(state.language == "en")
    }

    @Test("Panes cycle with Tab; the folded sidebar is skipped")
    func panes() {
        var state = EditorFixtures.state()
        #expect(state.focus == .table)
        state.reduce(.nextPane)
        #expect(state.focus == .inspector)
        state.reduce(.nextPane)
        #expect(state.focus == .sidebar)
        state.reduce(.resize(width: 60, height: 16))
        #expect(state.focus == .table)
        state.reduce(.previousPane)
        #expect(state.focus == .inspector)
        state.reduce(.nextPane)
        #expect(state.focus == .table)
    }

    @Test("Help and the catalog picker are overlays; the picker opens another catalog")
    func overlays() {
        var state = EditorState(documents: [EditorFixtures.document(), EditorFixtures.large(30)], width: 100, height: 30)
        state.reduce(.toggleHelp)
        #expect(state.overlay == .help(scroll: 0))
        state.reduce(.moveDown)
        #expect(state.overlay == .help(scroll: 1))
        state.reduce(.toggleHelp)
        #expect(state.overlay == nil)
        state.reduce(.openCatalogPicker)
        state.reduce(.moveDown)
        state.reduce(.pickerOpenSelected)
        #expect(state.current == 1 && state.overlay == nil)
        #expect(state.visibleRows.count == 30)
        #expect(state.reduce(.quit) == [.quit])
    }

    @Test("Mouse-style selection and scrolling")
    func clicks() {
        var state = EditorState(documents: [EditorFixtures.large(100)], width: 100, height: 30)
        state.reduce(.selectVisibleRow(3))
        #expect(state.selectedRow == 3)
        state.reduce(.scrollTable(10))
        #expect(state.tableScroll == 10 && state.selectedRow == 10)
        state.reduce(.scrollTable(-100))
        #expect(state.tableScroll == 0)
    }
}
