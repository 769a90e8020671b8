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

    @Test("Long paths: rows break between places, never inside file:line; a place too wide loses folders from the left",
          arguments: [(80, 24), (120, 40)])
    func longPaths(size: (Int, Int)) throws {
        let documents = try SampleProjectFixture.documents()
        let index = EditorState.defaultDocument(in: documents)
        var state = EditorState(documents: documents, current: index, language: "fr", width: size.0, height: size.1, checker: CatalogChecker(),
                                measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics)
        let long = "BackyardBirds/Features/Shop/Views/ShopFeaturedSectionView.swift"
        state.reduce(.codeUsagesFound(catalogPath: documents[index].path, CodeUsages(locations: [
            "Add to Cart": [
                CodeLocation(file: long, line: 128),
                CodeLocation(file: long, line: 240),
                CodeLocation(file: "BackyardBirds/Menu.swift", line: 9),
                CodeLocation(file: "BackyardBirds/Cart.swift", line: 1),
            ],
        ])))
        SampleProjectFixture.select("Add to Cart", in: &state)
        state.reduce(.focus(.inspector))
        if size.1 < 30 { state.reduce(.scrollInspector(3)) }
        let screen = EditorRenderer.render(state)
        GoldenScreen.check(screen, "code-usages-long-paths-\(size.0)x\(size.1)")
        let text = screen.text()
        // Where the whole path fits a row it is written whole; else it loses folders.
        #expect(text.contains(size.0 < 100 ? "…/Views/ShopFeaturedSectionView.swift:128," : long + ":128,"))
        #expect(text.contains("BackyardBirds/Menu.swift:9 (+1 more)"))
    }

    @Test("Used-at rows: a place never split; shortened from the left only when alone it is too wide")
    func usageRows() {
        let places = [CodeLocation(file: "App/Views/Shop.swift", line: 14), CodeLocation(file: "App/Views/Shop.swift", line: 24),
                      CodeLocation(file: "App/Menu.swift", line: 40)]
        #expect(InspectorView.usageRows(places, more: 2, width: 80) == ["App/Views/Shop.swift:14, 24, App/Menu.swift:40 (+2 more)"])
        #expect(InspectorView.usageRows(places, more: 2, width: 30) == ["App/Views/Shop.swift:14, 24,", "App/Menu.swift:40 (+2 more)"])
        #expect(InspectorView.usageRows(places, more: 0, width: 20) == ["…/Shop.swift:14, 24,", "App/Menu.swift:40"])
        #expect(InspectorView.shortenedFromLeft("A/B/VeryLongFileName.swift", suffix: ":12", toWidth: 12) == "…me.swift:12")
        for width in 8...40 {
            for row in InspectorView.usageRows(places, more: 2, width: width) where !row.hasPrefix("(+") {
                #expect(TextWidth.of(row) <= width, "\(row) fits \(width)")
            }
        }
    }

    @Test("A stale string says the code no longer has it")
    func stale() throws {
        GoldenScreen.check(EditorRenderer.render(try Self.state(width: 120, height: 40, key: "Add To Cart")), "code-usages-stale-120x40")
    }
}
