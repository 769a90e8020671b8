import EditorRuntime
import Foundation
import Interchange
import StringCatalogKit
import Testing
import TerminalUI
@testable import CatalogEditor
@testable import EditorUI

/// The sample project's Ukrainian bundle with two screenshots of one string and a note of
/// the developer's, as the inspector lists them.
@Suite("Golden screens: a bundle's screenshots and notes in the inspector")
struct BundleNotesGoldenTests {
    static func state(width: Int, height: Int) throws -> (EditorState, folder: String) {
        let folder = NSTemporaryDirectory() + "xcedit-golden-notes-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let project = try LocalizationProject.open(SampleProjectFixture.root.path)
        let export = try ProjectExport(project: project, tool: XclocToolInfo(id: "xcedit", name: "xcedit", version: "0", buildNumber: "0"))
        let bundle = try export.writeBundle(language: "uk", into: folder)
        let shots = bundle + "/Notes/Screenshots/uk/Feeder"
        try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
        for name in ["1.png", "2.png"] { try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: shots + "/" + name)) }
        try Data("the feeder screen".utf8).write(to: URL(fileURLWithPath: bundle + "/Notes/Guide.txt"))
        func shot(_ name: String, _ frame: String) -> PropertyList {
            .dictionary([PropertyListEntry(key: "name", value: .string(name)), PropertyListEntry(key: "frame", value: .string(frame))])
        }
        let plist = PropertyList.array([.dictionary([
            PropertyListEntry(key: "stringKey", value: .string("feederStatus.lowOnSeed")),
            PropertyListEntry(key: "tableName", value: .string("Localizable")),
            PropertyListEntry(key: "screenshots", value: .array([shot("1.png", "{{10, 20}, {120, 30}}"), shot("2.png", "{{0, 400.5}, {320, 44}}")])),
        ])])
        try Data(PropertyListWriter.bytes(plist, format: .xml)).write(to: URL(fileURLWithPath: shots + "/localizedStringData.plist"))
        let (documents, unreadable) = DocumentLoading.loadReadable([bundle])
        try #require(unreadable.isEmpty, "\(unreadable.map(\.error))")
        let state = EditorState(documents: documents, width: width, height: height, checker: CatalogChecker(),
                                measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics)
        return (state, folder)
    }

    @Test("The string's screenshots with their frames, then the other notes; the second opened is marked", arguments: [(80, 24), (120, 30)])
    func listed(width: Int, height: Int) throws {
        var (state, folder) = try Self.state(width: width, height: height)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        SampleProjectFixture.select("feederStatus.lowOnSeed", in: &state)
        #expect(state.reduce(.openNextNote).count == 1)
        let effects = state.reduce(.openNextNote)
        #expect(effects == [.openInViewer(path: folder + "/uk.xcloc/Notes/Screenshots/uk/Feeder/2.png", frame: NoteFrame(x: 0, y: 400.5, width: 320, height: 44))])
        let lines = InspectorView.content(state, width: 60).map { $0.spans.map(\.text).joined() }
        #expect(lines.contains { $0.hasPrefix("Screenshot") && $0.contains("Screenshots/uk/Feeder/1.png  at 10,20 120×30") })
        #expect(lines.contains { $0.contains("▸ Screenshots/uk/Feeder/2.png  at 0,400.5 320×44") })
        #expect(lines.contains { $0.hasPrefix("Notes") && $0.contains("Guide.txt") })
        state.reduce(.focus(.inspector))
        state.reduce(.scrollInspector(width == 80 ? 5 : 3))
        GoldenScreen.check(EditorRenderer.render(state), "xcloc-notes-\(width)x\(height)")
    }

    @Test("A string no screenshot shows lists only the bundle's other notes")
    func otherNotesOnly() throws {
        var (state, folder) = try Self.state(width: 120, height: 30)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        SampleProjectFixture.select("Done", in: &state)
        let lines = InspectorView.content(state, width: 60).map { $0.spans.map(\.text).joined() }
        #expect(!lines.contains { $0.hasPrefix("Screenshot") })
        #expect(lines.contains { $0.hasPrefix("Notes") && $0.contains("Guide.txt") })
    }
}
