import Testing
@testable import EditorUI
import CatalogEditor
import StringCatalogKit
import TerminalUI

@Suite("Golden screens of the editing states")
struct EditingGoldenTests {
    func french(_ key: String, width: Int = 100, height: Int = 30) throws -> EditorState {
        try SampleProjectFixture.state(width: width, height: height, language: "fr", selecting: key)
    }

    /// The French field opened on `key`, after `edits`.
    func editingFrench(_ key: String, width: Int = 100, height: Int = 30, _ edits: TextEdit...) throws -> EditorState {
        var state = try french(key, width: width, height: height)
        state.reduce(.edit)
        for edit in edits { state.reduce(.field(edit)) }
        return state
    }

    @Test("The field on a translation with placeholders, at 80×24 and 120×40", arguments: [(80, 24), (120, 40)])
    func field(size: (Int, Int)) throws {
        let state = try editingFrench("%1$@ spotted %2$lld times", width: size.0, height: size.1, .moveWordLeft)
        GoldenScreen.check(EditorRenderer.render(state), "edit-field-fr-\(size.0)x\(size.1)")
    }

    @Test("A live placeholder warning while typing")
    func placeholderWarning() throws {
        let state = try editingFrench("%1$@ spotted %2$lld times", .deleteToEnd, .insert("%1$@ vu %@ fois"))
        GoldenScreen.check(EditorRenderer.render(state), "edit-placeholder-warning-100x30")
    }

    @Test("A multi-line value wrapped to the pane's width, with CJK")
    func multiLine() throws {
        let state = try editingFrench(
            "Cancel", .moveToEnd, .insert(" — première ligne"), .newline,
            .insert("deuxième ligne 日本語のテキストがとても長いので横にスクロールします、最後まで見えるように"), .newline,
            .insert("troisième"), .moveUp)
        GoldenScreen.check(EditorRenderer.render(state), "edit-multiline-100x30")
    }

    @Test("A plural form of a Ukrainian translation, reached with Tab")
    func pluralForm() throws {
        var state = try SampleProjectFixture.state(width: 120, height: 40, language: "uk", selecting: "%lld feeders need a refill")
        state.reduce(.focus(.inspector))
        state.reduce(.edit)
        state.reduce(.fieldCommitAndMove(1))
        GoldenScreen.check(EditorRenderer.render(state), "edit-plural-uk-120x40")
    }

    @Test("Adding a string: the key field")
    func newString() throws {
        var state = try french("Cancel")
        state.reduce(.addString)
        state.reduce(.field(.insert("Cancel")))
        state.reduce(.fieldCommit)
        GoldenScreen.check(EditorRenderer.render(state), "edit-new-key-exists-100x30")
    }

    @Test("Confirmations: bulk review over the marks, unsaved changes on quit, a file changed on disk")
    func confirmations() throws {
        var state = try french("Cancel")
        state.reduce(.toggleMark)
        state.reduce(.toggleMark)
        state.reduce(.toggleMark)
        GoldenScreen.check(EditorRenderer.render(state), "marks-100x30")
        // R: the three translated strings go back for review, after a question naming them.
        state.reduce(.markForReview)
        GoldenScreen.check(EditorRenderer.render(state), "confirm-review-100x30")
        state.reduce(.answer("y"))
        state.reduce(.quit)
        GoldenScreen.check(EditorRenderer.render(state), "confirm-quit-100x30")
        state.reduce(.cancelPrompt)
        state.reduce(.saveFinished(document: state.current, outcome: .changedOnDisk))
        GoldenScreen.check(EditorRenderer.render(state), "confirm-changed-on-disk-100x30")
    }
}
