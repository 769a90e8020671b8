import Testing
@testable import EditorUI
import CatalogEditor
import StringCatalogKit
import TerminalUI

/// The reducer and the renderer agree on where a field's value wraps, whatever the label
/// column; the inspector's ↑ ↓ reach what lies past the forms.
@Suite("A field's wrapping and the inspector's end")
struct FieldWrappingAndInspectorReachTests {
    /// British English as the source: its name ("English (United Kingdom)") widens the
    /// field's label column well past the narrowest one.
    static func longLabelDocument() -> Document {
        var catalog = StringCatalog(sourceLanguage: "en-GB")
        catalog.insert(CatalogString(key: "Welcome", localizations: KeyedList([
            ("en-GB", Localization("Welcome to the garden", state: .translated)),
            ("fr", Localization("Bienvenue", state: .translated)),
        ])))
        return Document(path: "/app/Welcome.xcstrings", catalog: catalog)
    }

    @Test("↑ ↓ in a field with a long label move by the rows as drawn")
    func longLabelWrapping() throws {
        var state = EditorState(documents: [Self.longLabelDocument()], language: "fr", width: 100, height: 30, checker: CatalogChecker(),
                                measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics)
        state.reduce(.edit)
        let words = (1...40).map { "mot\($0)" }.joined(separator: " ")
        state.reduce(.field(.deleteToEnd))
        state.reduce(.field(.insert(words)))
        state.reduce(.field(.moveToStart))
        for _ in 0..<3 { state.reduce(.field(.moveRight)) }
        let first = try #require(EditorRenderer.render(state).cursor)
        // The label column is wider than the narrowest one, so the value wraps narrower.
        let width = try #require(FieldView.wrapWidth(state))
        let inner = Rect(state.layout.inspector).inset(by: 1)
        #expect(width < inner.width - InspectorView.labelWidth - 1)
        state.reduce(.field(.moveDown))
        let rows = state.session!.field.wrappedRows(width: width, widthOf: TextWidth.of)
        #expect(rows.count > 2)
        #expect(state.session?.field.cursor == rows[1].range.lowerBound + 3)
        let grid = EditorRenderer.render(state)
        let below = try #require(grid.cursor)
        #expect(below == (first.x, first.y + 1))
        state.reduce(.field(.moveDown))
        #expect(try #require(EditorRenderer.render(state).cursor) == (first.x, first.y + 2))
        GoldenScreen.check(grid, "edit-wrapped-long-label-fr-100x30")
    }

    func arabicPlural(width: Int, height: Int) throws -> EditorState {
        var state = try SampleProjectFixture.state(width: width, height: height)
        state.reduce(.selectLanguage("ar"))
        SampleProjectFixture.select("%lld feeders need a refill", in: &state)
        state.reduce(.focus(.inspector))
        return state
    }

    @Test("↓ past the last form scrolls on to the other languages; ↑ brings the form back, then moves the cursor")
    func otherLanguagesReachable() throws {
        var state = try arabicPlural(width: 100, height: 30)
        for _ in 0..<5 { state.reduce(.moveDown) }
        #expect(state.selectedForm == FormPath(plural: "other"))
        #expect(!EditorRenderer.render(state).text().contains("Other languages"))
        var steps = 0
        while !EditorRenderer.render(state).text().contains("Other languages") && steps < 200 {
            state.reduce(.moveDown)
            steps += 1
        }
        #expect(EditorRenderer.render(state).text().contains("Other languages"))
        // On to the last line: the last language of the list.
        for _ in 0..<200 { state.reduce(.moveDown) }
        let end = EditorRenderer.render(state)
        GoldenScreen.check(end, "inspector-other-languages-reached-ar-100x30")
        let lastLanguage = Language.displayName(for: state.document.languages.last { $0 != "ar" && $0 != state.document.sourceLanguage }!)
        #expect(end.text().contains(lastLanguage))
        #expect(state.selectedForm == FormPath(plural: "other"))
        // ↑ scrolls back until the cursor's form shows, and only then moves it.
        var upSteps = 0
        while state.selectedForm == FormPath(plural: "other") && upSteps < 200 {
            state.reduce(.moveUp)
            upSteps += 1
        }
        #expect(state.selectedForm == FormPath(plural: "many"))
        let inspector = EditorRenderer.render(state).text()
        #expect(inspector.contains("many"))
        // ↑ at the first form scrolls up to the key.
        for _ in 0..<30 { state.reduce(.moveUp) }
        #expect(state.selectedForm == FormPath(plural: "zero"))
        #expect(EditorRenderer.render(state).text().contains("Key        %lld feeders need a refill"))
    }

    @Test("PgDn and End reach the other languages too")
    func pagingReaches() throws {
        var state = try arabicPlural(width: 100, height: 30)
        state.reduce(.bottom)
        #expect(EditorRenderer.render(state).text().contains("Other languages"))
        state.reduce(.top)
        for _ in 0..<10 { state.reduce(.pageDown) }
        #expect(EditorRenderer.render(state).text().contains("Other languages"))
    }
}
