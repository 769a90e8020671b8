import Testing
@testable import EditorUI
import CatalogEditor
import StringCatalogKit
import TerminalUI

@Suite("Golden screens of what changed in the source since a string was translated")
struct SourceHistoryGoldenTests {
    /// The sample's Localizable.xcstrings as a file git tracks, on German, on
    /// “feederStatus.empty”, whose history says the English read otherwise when the German
    /// was made.
    static func state(width: Int, height: Int) throws -> EditorState {
        var documents = try SampleProjectFixture.documents()
        let index = EditorState.defaultDocument(in: documents)
        let sample = documents[index]
        documents[index] = Document(path: sample.path, catalog: sample.catalog, projectLanguages: sample.projectLanguages, isTrackedByGit: true)
        var state = EditorState(documents: documents, current: index, language: "de", width: width, height: height, checker: CatalogChecker(),
                                measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics)
        SampleProjectFixture.select("feederStatus.empty", in: &state)
        let question = try #require(state.sourceHistoryQuestion)
        state.reduce(.sourceHistoryFound(question, .changed(then: "Empty — please refill the feeder soon!", commit: "3f2a1b0", date: "2025-11-20")))
        return state
    }

    @Test("The inspector shows the English then, words taken out marked, and now, words put in marked")
    func comparison() throws {
        GoldenScreen.check(EditorRenderer.render(try Self.state(width: 120, height: 40)), "source-history-120x40")
    }

    @Test("At 80×24 the comparison is a scroll of the inspector away, and wraps to its width")
    func small() throws {
        var state = try Self.state(width: 80, height: 24)
        state.reduce(.focus(.inspector))
        state.reduce(.scrollInspector(5))
        GoldenScreen.check(EditorRenderer.render(state), "source-history-80x24")
    }
}
