import EditorRuntime
import Foundation
import Interchange
import StringCatalogKit
import Testing
import TerminalUI
@testable import CatalogEditor
@testable import EditorUI

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
        let (documents, unreadable) = DocumentLoading.loadReadable([bundle], keepingReadingsFor: EffectInterpreter(environment: [:]))
        try #require(unreadable.isEmpty, "\(unreadable.map(\.error))")
        let state = EditorState(documents: documents, width: width, height: height, checker: CatalogChecker(),
                                measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics)
        return (state, folder)
    }

    @Test("A plural string still to do in Ukrainian, at 80×24 and 120×30: only English and Ukrainian, the bundle's files all at once, the string's file in the inspector's title",
          arguments: [(80, 24, "uk.xcloc: all files · uk · 54 of 54 shown"), (120, 30, "uk.xcloc: all files · Ukrainian (uk) · 54 of 54 shown")])
    func pluralString(width: Int, height: Int, title: String) throws {
        var (state, folder) = try Self.state(width: width, height: height)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        SampleProjectFixture.select("%lld feeders need a refill", in: &state)
        let grid = EditorRenderer.render(state)
        let text = grid.text()
        #expect(text.contains("┌ " + title + " ─"))
        #expect(text.contains("English (en)") && text.contains("Ukrainian (uk)"))
        #expect(!text.contains("German"))
        #expect(text.contains("┌ Inspector · Localizable"))
        GoldenScreen.check(grid, "xcloc-plural-\(width)x\(height)")
    }

    @Test("Typing a translation in the all-files view: the FILE column, an identifier-like key keeping its end, the field's pane with that file's comment and source, at 120×30")
    func fieldInAllFiles() throws {
        var (state, folder) = try Self.state(width: 120, height: 30)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        SampleProjectFixture.select("feederStatus.lowOnSeed", in: &state)
        state.reduce(.edit)
        #expect(state.session != nil && state.showsAllFiles && state.document.name == "uk.xcloc: Localizable.xcstrings")
        let grid = EditorRenderer.render(state)
        let text = grid.text()
        #expect(text.contains("┌ uk.xcloc: all files · Ukrainian (uk) · 54 of 54 shown"))
        #expect(text.contains("││Localizable       …atus.lowOnSeed Running low on seed"))
        #expect(text.contains("││Comment      Status of a feeder card, looked up from FeederStatus;"))
        #expect(text.contains("││English      Running low on seed"))
        GoldenScreen.check(grid, "xcloc-all-files-field-120x30")
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

    @Test("The key table's word on each key in a translator's file is what the reducer does there")
    func keyTableAgreesWithTheReducer() throws {
        var (state, folder) = try Self.state(width: 100, height: 30)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A plain string to translate, in the table, in the target language.
        SampleProjectFixture.select("Done", in: &state)
        #expect(state.language == "uk" && state.focus == .table)
        for binding in Keymap.bindings where binding.context == .main {
            let refused = state.exchangeRefusal(binding.command) != nil
            #expect(refused == (binding.onTranslatorsFile == .refused), "\(binding.label): \(binding.description)")
        }
        // Help lists the refused keys apart, each once, and says what p and o do here.
        let help = HelpOverlay.lines(translatorsFile: true)
        let heading = try #require(help.firstIndex { $0.isHeading && $0.keys.hasPrefix("Refused in a translator's file") })
        let refusedLabels = Keymap.bindings.filter { $0.onTranslatorsFile == .refused }.map(\.label)
        #expect(refusedLabels.sorted() == ["#", "%", "D", "K", "L", "M", "a", "c", "d", "t"])
        for label in refusedLabels {
            #expect(help.indices.filter { help[$0].keys == label && !help[$0].isHeading } == [help.indices.first { $0 > heading && help[$0].keys == label }!], "\(label)")
        }
        #expect(help.contains { $0.keys == "o" && $0.text.hasPrefix("open one file of the XLIFF, or All files") })
        #expect(!HelpOverlay.lines().contains { $0.keys.hasPrefix("Refused") })
    }

    @Test("Help on a bundle at 80×24: the keys that work there, then those refused", arguments: [false, true])
    func help(atEnd: Bool) throws {
        var (state, folder) = try Self.state(width: 80, height: 24)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        state.reduce(.toggleHelp)
        if atEnd { state.reduce(.bottom) }
        let text = EditorRenderer.render(state).text()
        #expect(text.contains(atEnd ? "Refused in a translator's file: the developer's" : "Keys in a translator's file · 1–"))
        GoldenScreen.check(EditorRenderer.render(state), atEnd ? "xcloc-help-end-80x24" : "xcloc-help-80x24")
    }

    @Test("o on a bundle: All files, then its files by their path in the project, with their progress, what is shown marked, at 80×24")
    func catalogPicker() throws {
        var (state, folder) = try Self.state(width: 80, height: 24)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        state.reduce(.openCatalogPicker)
        let text = EditorRenderer.render(state).text()
        #expect(text.contains("Files of uk.xcloc in BackyardBirds · Enter opens"))
        #expect(text.contains("│● All files (3)"))
        #expect(text.contains("│  Localizable.xcstrings") && text.contains("│  Broken.xcstrings") && text.contains("│  InfoPlist.xcstrings"))
        GoldenScreen.check(EditorRenderer.render(state), "xcloc-picker-80x24")
        // Enter opens the file chosen, still in the bundle's language.
        state.reduce(.top)
        state.reduce(.moveDown)
        state.reduce(.pickerOpenSelected)
        #expect(state.document.name == "uk.xcloc: Broken.xcstrings" && state.language == "uk" && !state.showsAllFiles)
    }
}
