import EditorRuntime
import EditorUI
import Foundation
import Interchange
import StringCatalogKit
import Testing
import TerminalUI
@testable import CatalogEditor

/// The editor on a translator's bundle: the sample project exported for Ukrainian, as
/// `xcedit export SampleProject --lang uk` writes it, opened as `xcedit uk.xcloc` opens it.
@Suite("Golden screens: the editor on a .xcloc")
struct XclocGoldenTests {
    static func state(width: Int, height: Int) throws -> (EditorState, folder: String) {
        let folder = NSTemporaryDirectory() + "xcedit-golden-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let project = try LocalizationProject.open(SampleProjectFixture.root.path)
        let export = try ProjectExport(project: project, tool: XclocToolInfo(id: "xcedit", name: "xcedit", version: "0", buildNumber: "0"))
        let bundle = try export.writeBundle(language: "uk", into: folder)
        let state = EditorState(documents: try DocumentLoading.loadExchange(bundle), width: width, height: height, checker: CatalogChecker(),
                                measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics)
        return (state, folder)
    }

    @Test("A plural string still to do in Ukrainian, at 80×24: only English and Ukrainian, the bundle in the title")
    func pluralString() throws {
        var (state, folder) = try Self.state(width: 80, height: 24)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        SampleProjectFixture.select("%lld feeders need a refill", in: &state)
        let grid = EditorRenderer.render(state)
        let text = grid.text()
        #expect(text.contains("uk.xcloc: "))
        #expect(text.contains("English (en)") && text.contains("Ukrainian (uk)"))
        #expect(!text.contains("German"))
        GoldenScreen.check(grid, "xcloc-plural-80x24")
    }

    @Test("A refused command says why, at 80×24")
    func refusal() throws {
        var (state, folder) = try Self.state(width: 80, height: 24)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        SampleProjectFixture.select("Done", in: &state)
        #expect(state.reduce(.editComment) == [.bell])
        #expect(state.session == nil)
        let grid = EditorRenderer.render(state)
        #expect(grid.text().contains("Comments are the developer's"))
        GoldenScreen.check(grid, "xcloc-refusal-80x24")
    }
}
