import Testing
@testable import EditorUI
import CatalogEditor
import StringCatalogKit
import TerminalUI

@Suite("Golden screens of the translating features")
struct TranslatingGoldenTests {
    func state(_ key: String, language: String = "fr", width: Int, height: Int) throws -> EditorState {
        return try SampleProjectFixture.state(width: width, height: height, language: language, selecting: key)
    }

    @Test("The inspector lists the string in every other language with its state")
    func otherLanguages() throws {
        let state = try state("Cancel", width: 120, height: 40)
        let lines = InspectorView.content(state, width: 80).map { $0.spans.map(\.text).joined() }
        #expect(lines.contains { $0.hasPrefix("Other languages") })
        #expect(lines.contains { $0.contains("German") && $0.contains("Abbrechen") })
        GoldenScreen.check(EditorRenderer.render(state), "inspector-other-languages-fr-120x40")
        // A string some languages lack: a dash and NEW.
        var missing = try self.state("feederStatus.lowOnSeed", language: "uk", width: 120, height: 50)
        missing.reduce(.focus(.inspector))
        GoldenScreen.check(EditorRenderer.render(missing), "inspector-other-languages-uk-120x50")
    }

    @Test("A long value wraps to the pane and opens with the cursor at its start")
    func longValue() throws {
        var state = try state("Cancel", width: 80, height: 24)
        state.reduce(.toggleMoveOn)
        state.reduce(.edit)
        state.reduce(.field(.deleteToEnd))
        state.reduce(.field(.insert("Annuler la commande en cours et revenir à la liste des mangeoires du jardin, sans rien enregistrer — 取り消す")))
        state.reduce(.fieldCommit)
        state.reduce(.edit)
        let grid = EditorRenderer.render(state)
        GoldenScreen.check(grid, "edit-long-value-fr-80x24")
        // The cursor at the start of the value, after the label column, on the field's
        // first row; Down goes to the rows below, as drawn.
        let field = state.layout.inspector
        let first = try #require(grid.cursor)
        #expect(first.x == field.x + 1 + ScreenLayout.fieldLabelWidth)
        #expect(grid.text().split(separator: "\n")[first.y].contains("French ▸   Annuler la commande"))
        state.reduce(.field(.moveDown))
        state.reduce(.field(.moveDown))
        let below = try #require(EditorRenderer.render(state).cursor)
        #expect(below == (first.x, first.y + 2))
    }

    @Test("Going to a key: what was typed in the status line, the key selected; no match says so")
    func goToKey() throws {
        var state = try state("Cancel", width: 100, height: 30)
        state.reduce(.startGoToKey)
        state.reduce(.goToKeyType("fe"))
        GoldenScreen.check(EditorRenderer.render(state), "go-to-key-100x30")
        state.reduce(.goToKeyType("zz"))
        GoldenScreen.check(EditorRenderer.render(state), "go-to-key-none-100x30")
    }

    @Test("x lands on the next string with a problem and names it in the status line")
    func nextProblem() throws {
        var state = try SampleProjectFixture.state(width: 120, height: 40)
        state.reduce(.openCatalogPicker)
        let broken = state.documents.firstIndex { $0.name == "Broken.xcstrings" }!
        for _ in state.documents.indices { state.reduce(.moveUp) }
        for _ in 0..<broken { state.reduce(.moveDown) }
        state.reduce(.pickerOpenSelected)
        #expect(state.document.name == "Broken.xcstrings")
        state.reduce(.selectLanguage("de"))
        state.reduce(.top)
        state.reduce(.nextProblem)
        state.reduce(.nextProblem)
        GoldenScreen.check(EditorRenderer.render(state), "next-problem-de-120x40")
    }
}
