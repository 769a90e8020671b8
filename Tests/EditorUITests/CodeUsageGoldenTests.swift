import Testing
@testable import EditorUI
import CatalogEditor
import StringCatalogKit
import TerminalUI

@Suite("Golden screens of where the code uses a string")
struct CodeUsageGoldenTests {
    /// The sample's Localizable.xcstrings in French, with the uses a sync of the sample
    /// project would find (written out here: the rendering is under test, not the lookup).
    static func state(width: Int, height: Int, key: String) throws -> EditorState {
        let documents = try SampleProjectFixture.documents()
        let index = EditorState.defaultDocument(in: documents)
        var state = EditorState(documents: documents, current: index, language: "fr", width: width, height: height, checker: CatalogChecker(),
                                measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics)
        let shop = (1...5).map { CodeLocation(file: "BackyardBirds/ShopView.swift", line: 10 * $0 + 4) }
        state.reduce(.codeUsagesFound(catalogPath: documents[index].path, CodeUsages(locations: [
            "Add to Cart": shop,
            "Cancel": [CodeLocation(file: "BackyardBirds/SettingsView.swift", line: 31)],
        ])))
        SampleProjectFixture.select(key, in: &state)
        return state
    }

    @Test("An automatic string: the first three places and how many more, wrapped to the pane")
    func several() throws {
        GoldenScreen.check(EditorRenderer.render(try Self.state(width: 120, height: 40, key: "Add to Cart")), "code-usages-120x40")
    }

    @Test("At 80×24 the places are below the values, a scroll of the inspector away")
    func small() throws {
        var state = try Self.state(width: 80, height: 24, key: "Add to Cart")
        state.reduce(.focus(.inspector))
        state.reduce(.scrollInspector(3))
        GoldenScreen.check(EditorRenderer.render(state), "code-usages-80x24")
    }

    @Test("A stale string says the code no longer has it")
    func stale() throws {
        GoldenScreen.check(EditorRenderer.render(try Self.state(width: 120, height: 40, key: "Add To Cart")), "code-usages-stale-120x40")
    }
}
