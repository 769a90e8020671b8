import Testing
@testable import CatalogEditor
import StringCatalogKit

/// The inspector's question to the git history of the selected translation: asked while
/// idle, answered by a command, kept per question.
@Suite("Editor reducer: what changed in the source since a string was translated")
struct SourceHistoryReducerTests {
    /// The editor's fixture catalog as a file git tracks, on French, on “Bird food”.
    func state() -> EditorState {
        let fixture = EditorFixtures.document()
        let document = Document(path: fixture.path, catalog: fixture.catalog, isTrackedByGit: true)
        var state = EditorState(documents: [document], language: "fr", movesOnAfterCommit: false, width: 100, height: 30)
        state.reduce(.moveDown)
        return state
    }

    /// Idle slices until none is left, with the history lookups they asked for (the
    /// question of where the code uses the keys, asked once per catalog, is another suite's).
    func idle(_ state: inout EditorState) -> [Effect] {
        var effects: [Effect] = []
        var slices = 0
        while state.hasWorkWhileIdle && slices < 1000 {
            effects += state.reduce(.workWhileIdle)
            slices += 1
        }
        return effects.filter { if case .findCodeUsages = $0 { false } else { true } }
    }

    @Test("Idle asks once for the selected translation's history; the finding shows for it and keeps the status message")
    func roundTrip() throws {
        var state = state()
        #expect(state.selectedString?.key == "Bird food")
        let question = try #require(state.sourceHistoryQuestion)
        #expect(question == SourceHistoryQuestion(path: "/project/Localizable.xcstrings", key: "Bird food", sourceLanguage: "en", language: "fr",
                                                  source: "Bird food", translation: ["Graines"]))
        #expect(state.sourceHistoryFinding == nil)
        state.reduce(.explainQuit)
        let message = state.message
        // The history first, before the slices of search text.
        #expect(state.reduce(.workWhileIdle) == [.lookUpSourceHistory(question)])
        #expect(idle(&state).isEmpty)  // asked already: not again while it is looked up
        let finding = SourceHistoryFinding.changed(then: "Seeds", commit: "abc1234", date: "2025-01-02")
        #expect(state.reduce(.sourceHistoryFound(question, finding)).isEmpty)
        #expect(state.sourceHistoryFinding == finding)
        #expect(state.message == message)
    }

    @Test("Back on a string looked up before, the finding is there at once, with no new lookup; an edit of the translation asks again")
    func cache() throws {
        var state = state()
        let first = try #require(state.sourceHistoryQuestion)
        _ = idle(&state)
        state.reduce(.sourceHistoryFound(first, .unchanged))
        state.reduce(.moveDown)
        let second = try #require(state.sourceHistoryQuestion)
        #expect(second.key == "Feeder" && second.translation == ["Mangeoire"])
        #expect(idle(&state) == [.lookUpSourceHistory(second)])
        state.reduce(.moveUp)
        #expect(state.sourceHistoryFinding == .unchanged)
        #expect(!state.hasWorkWhileIdle)
        // A finding that arrives after the selection moved on is kept for its string.
        state.reduce(.sourceHistoryFound(second, .unknown))
        state.reduce(.moveDown)
        #expect(state.sourceHistoryFinding == .unknown)
        // A new value is another question (uncommitted: the history will not find it).
        state.reduce(.moveUp)
        state.reduce(.edit)
        state.reduce(.field(.deleteToEnd))
        state.reduce(.field(.insert("Graines pour oiseaux")))
        state.reduce(.fieldCommit)
        #expect(state.selectedString?.key == "Bird food")
        #expect(state.sourceHistoryFinding == nil)
        #expect(idle(&state) == [.lookUpSourceHistory(try #require(state.sourceHistoryQuestion))])
        #expect(state.sourceHistoryQuestion?.translation == ["Graines pour oiseaux"])
    }

    @Test("No question for a file git does not track, for the source language, or for a string not translated yet")
    func noQuestion() {
        var untracked = EditorState(documents: [EditorFixtures.document()], language: "fr", width: 100, height: 30)
        #expect(untracked.sourceHistoryQuestion == nil)
        #expect(idle(&untracked).isEmpty)
        var state = state()
        state.reduce(.selectLanguage("en"))
        #expect(state.sourceHistoryQuestion == nil)
        state.reduce(.selectLanguage("de"))
        state.reduce(.bottom)
        #expect(state.selectedString?.key == "Winter")
        #expect(state.sourceHistoryQuestion?.translation == ["Winter"])
        state.reduce(.top)
        for _ in 1...5 { state.reduce(.moveDown) }
        #expect(state.selectedString?.key == "Old label")
        #expect(state.sourceHistoryQuestion == nil)  // no German value
    }
}
