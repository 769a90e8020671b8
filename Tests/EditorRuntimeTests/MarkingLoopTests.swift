import CatalogEditor
import EditorRuntime
import StringCatalogKit
import Testing
import TerminalUI

/// Space through the whole loop: the keys a user holds down to mark a run of strings.
@Suite("Space marks and moves down; the last row toggles once per Space and says so", .serialized)
@MainActor
struct MarkingLoopTests {
    /// InfoPlist.xcstrings of the sample: three strings, so the last row comes quickly.
    static func infoPlist() throws -> (SampleProjectCopy, EditorState) {
        let copy = try SampleProjectCopy()
        let state = try copy.state([copy.infoPlist], width: 80, height: 24)
        #expect(state.visibleRows.count == 3)
        return (copy, state)
    }

    static func keys(_ state: EditorState) -> [String] {
        state.visibleRows.map { state.documents[$0.document].catalog.strings[$0.string].key }
    }

    @Test("Three Spaces from the top mark the three rows; the third stays on the last row and says it is marked")
    func spacesToTheEnd() throws {
        var (copy, state) = try Self.infoPlist()
        _ = copy
        let rows = Self.keys(state)
        let run = runEditor(&state, .keys(.character(" "), .character(" "), .character(" "), .character("q")))
        #expect(run.ending == .quit)
        #expect(state.marks == Set(rows.map { ScalarKey($0) }))
        #expect(state.selectedRow == 2)
        #expect(run.terminal.frames.contains { $0.text().contains("Marked the last row (Space again unmarks it)") })
    }

    @Test("A fourth Space on the last row unmarks it (the documented toggle), and the cursor stays")
    func fourthSpaceUnmarks() throws {
        var (copy, state) = try Self.infoPlist()
        _ = copy
        let rows = Self.keys(state)
        let run = runEditor(&state, .keys(.character(" "), .character(" "), .character(" "), .character(" "), .character("q")))
        #expect(run.ending == .quit)
        #expect(state.marks == Set(rows.prefix(2).map { ScalarKey($0) }))
        #expect(state.selectedRow == 2)
        #expect(run.terminal.frames.contains { $0.text().contains("Unmarked the last row") })
    }

    @Test("Space with the languages pane focused marks the string and moves the table, not the language")
    func spaceFromTheSidebar() throws {
        var (copy, state) = try Self.infoPlist()
        _ = copy
        let language = state.language
        let rows = Self.keys(state)
        // Shift-Tab from the table: the languages pane.
        let run = runEditor(&state, .keys(.backTab, .character(" "), .character("q")))
        #expect(run.ending == .quit)
        #expect(state.focus == .sidebar)
        #expect(state.language == language)
        #expect(state.marks == [ScalarKey(rows[0])])
        #expect(state.selectedRow == 1)
    }
}
