import Testing
@testable import CatalogEditor
import StringCatalogKit

/// The question before the first save of a file in another tool's layout, and its answers.
@Suite struct KeptLayoutReducerTests {
    @Test("k keeps the layout for the session; a change that cannot keep it asks to rewrite it whole")
    func keepThenRewrite() {
        var state = EditorFixtures.state()
        state.reduce(.toggleDoNotTranslate)
        #expect(state.document.isModified)
        state.reduce(.saveFinished(document: 0, outcome: .notInXcodeLayout))
        #expect(state.prompt?.choices.map(\.key) == ["k", "y", "n"])
        let keep = state.reduce(.answer("k"))
        #expect(state.document.keepsFileLayout && !state.document.mayRewriteWhole)
        #expect(keep.contains { if case .save = $0 { return true }; return false })

        state.reduce(.saveFinished(document: 0, outcome: .layoutCannotBeKept))
        #expect(!state.document.keepsFileLayout)
        #expect(state.prompt?.question.contains("layout cannot be kept") == true)
        let rewrite = state.reduce(.answer("y"))
        #expect(state.document.mayRewriteWhole)
        #expect(rewrite.contains { if case .save = $0 { return true }; return false })
    }
}
