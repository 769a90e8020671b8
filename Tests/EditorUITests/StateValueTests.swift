import CatalogEditor
import EditorUI
import StringCatalogKit
import Testing
import TerminalUI

/// `EditorState` is a value: derived data (search text, sort orders, problems) belongs to
/// each copy, so work on one copy never shows in another.
@Suite("Copies of the editor's state are independent")
struct StateValueTests {
    @Test("Editing and filtering a copy leaves the original's filtering, problems and rendering as they were")
    func copiesAreIndependent() throws {
        var original = try SampleProjectFixture.state(width: 120, height: 40)
        original.reduce(.startFilter)
        original.reduce(.filterType("bird"))
        original.reduce(.filterAccept)
        let rows = original.visibleRows
        let problems = rows.map { original.problems(of: $0).map(\.description) }
        let screen = EditorRenderer.render(original).text()
        #expect(!rows.isEmpty)

        var copy = original
        // The copy rewrites the selected value (its search text and problems change) and
        // filters by state and text of its own.
        let edited = try #require(copy.selectedRowReference)
        copy.reduce(.edit)
        copy.reduce(.field(.deleteToEnd))
        copy.reduce(.field(.insert("zzz %@ %@")))
        copy.reduce(.fieldCommit)
        copy.reduce(.fieldCancel)
        #expect(rows.contains(edited))
        // The copy's problems for that string are new (two %@ the source lacks); asking for
        // them and rendering the copy must not leave them where the original looks.
        #expect(copy.problems(of: edited).map(\.description) != problems[rows.firstIndex(of: edited)!])
        _ = EditorRenderer.render(copy)
        copy.reduce(.cycleStateFilter)
        copy.reduce(.cycleSort)
        copy.reduce(.startFilter)
        copy.reduce(.filterType("zzz"))
        #expect(copy.document.isModified)
        #expect(copy.visibleRows != rows)

        #expect(original.visibleRows == rows)
        #expect(rows.map { original.problems(of: $0).map(\.description) } == problems)
        #expect(EditorRenderer.render(original).text() == screen)
        // Filtering the original again finds what it found before the copy changed.
        original.reduce(.startFilter)
        original.reduce(.filterEdit(.deleteBackward))
        original.reduce(.filterType("d"))
        #expect(original.visibleRows == rows)
        #expect(!original.document.isModified)
    }
}
