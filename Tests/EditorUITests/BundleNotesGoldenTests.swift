import EditorRuntime
import Foundation
import Interchange
import PropertyLists
import StringCatalogKit
import Testing
import TerminalUI
@testable import CatalogEditor
@testable import EditorUI

/// The sample project's Ukrainian bundle with two screenshots of one string and a note of
/// the developer's, as the inspector lists them.
@Suite("Golden screens: a bundle's screenshots and notes in the inspector")
struct BundleNotesGoldenTests {
    /// `image`: what both screenshots hold (by default four bytes: a PNG's start, enough
    /// for the list).
    static func state(width: Int, height: Int, image: [UInt8] = [0x89, 0x50, 0x4E, 0x47]) throws -> (EditorState, folder: String) {
        let folder = NSTemporaryDirectory() + "xcedit-golden-notes-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let project = try LocalizationProject.open(SampleProjectFixture.root.path)
        let export = try ProjectExport(project: project, tool: XclocToolInfo(id: "xcedit", name: "xcedit", version: "0", buildNumber: "0"))
        let bundle = try export.writeBundle(language: "uk", into: folder)
        let shots = bundle + "/Notes/Screenshots/uk/Feeder"
        try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
        for name in ["1.png", "2.png"] { try Data(image).write(to: URL(fileURLWithPath: shots + "/" + name)) }
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
        let (documents, unreadable) = DocumentLoading.loadReadable([bundle], keepingReadingsFor: EffectInterpreter(environment: [:]))
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

    @Test("Drawn in the terminal (kitty): the pane over the table and the inspector, the string's frame outlined on the image", arguments: [(80, 24), (120, 40)])
    @MainActor
    func outlined(width: Int, height: Int) throws {
        // A phone-shaped screenshot, written here as a real PNG of 320×640 pixels.
        var (state, folder) = try Self.state(width: width, height: height, image: TinyPNG.bytes(width: 320, height: 640))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        state.inlineImages = .kitty
        SampleProjectFixture.select("feederStatus.lowOnSeed", in: &state)
        let path = folder + "/uk.xcloc/Notes/Screenshots/uk/Feeder/1.png"
        #expect(state.reduce(.openNextNote) == [.measureImage(path: path)])
        // The runtime reads the PNG's size, on a terminal whose cells are 10×20 pixels.
        let terminal = MemoryTerminal(width: width, height: height)
        terminal.cellPixelSize = (10, 20)
        let measured = EffectInterpreter(environment: [:]).perform(.measureImage(path: path), terminal: terminal)
        #expect(measured == [.imageMeasured(path: path, ImageMeasure(pixelWidth: 320, pixelHeight: 640, cellWidth: 10, cellHeight: 20))])
        #expect(state.reduce(measured[0]) == [.drawImage(path: path, kind: .kitty)])
        let placement = try #require(ImageView.placement(state))
        #expect(placement.outline != nil)
        GoldenScreen.check(EditorRenderer.render(state), "xcloc-screenshot-outlined-\(width)x\(height)")
        // Any key takes it away.
        #expect(Keymap.commands(for: .character("x"), in: state) == [.closeImage])
        #expect(state.reduce(.closeImage) == [.eraseImage(.kitty)])
        #expect(!EditorRenderer.render(state).text().contains("Screenshot 1 of 3"))
    }

    @Test("Without graphics, i asks for the viewer")
    func viewerWithoutGraphics() throws {
        var (state, folder) = try Self.state(width: 80, height: 24)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        SampleProjectFixture.select("feederStatus.lowOnSeed", in: &state)
        #expect(state.reduce(.openNextNote) == [.openInViewer(path: folder + "/uk.xcloc/Notes/Screenshots/uk/Feeder/1.png",
                                                              frame: NoteFrame(x: 10, y: 20, width: 120, height: 30))])
    }
}
