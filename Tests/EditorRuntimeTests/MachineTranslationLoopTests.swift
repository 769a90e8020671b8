import CatalogEditor
@testable import EditorRuntime
import EditorUI
import Foundation
@testable import Interchange
import StringCatalogKit
import Testing
import TerminalUI

/// The user's settings folder holding `translate.provider` = the fake provider in `mode`
/// (`Tests/EndToEnd/fake_provider.py`, no network), and the environment that points there.
final class ProviderSettingsFolder {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("EndToEnd/fake_provider.py").path
    let folder: String
    let environment: [String: String]

    init(mode: String?) throws {
        folder = try Scratch.folder()
        let script = Self.script
        if let mode {
            try Scratch.write("# xcedit's settings for the test\ntranslate.provider = python3 '\(script)' \(mode)\ntranslate.timeout = 20\n",
                              to: folder + "/xcedit/config")
        }
        environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "XDG_CONFIG_HOME": folder, "HOME": folder]
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }
}

@Suite("Run loop: machine translation with T", .serialized)
@MainActor
struct MachineTranslationLoopTests {
    /// The editor on the sample project's Localizable.xcstrings in Arabic, on `key`.
    func editor(_ project: SampleProjectCopy, on key: String) throws -> (EditorState, [MemoryTerminal.Step]) {
        let state = EditorState(documents: try DocumentLoading.load([project.localizable]), language: "ar", width: 120, height: 40,
                                checker: CatalogChecker(), measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics)
        let goTo: [MemoryTerminal.Step] = [.key(.character(":"))] + MemoryTerminal.Step.type(key) + [.key(.enter)]
        return (state, goTo)
    }

    func arabic(_ state: EditorState, _ key: String) -> Localization? {
        state.catalog.index(ofKey: key).flatMap { state.catalog.strings[$0].localization(for: "ar") }
    }

    @Test("T drafts every Arabic plural form of the selected string while the editor goes on; one step that u undoes; Ctrl-S saves it")
    func drafts() throws {
        let project = try SampleProjectCopy()
        let settings = try ProviderSettingsFolder(mode: "slow")
        let key = "%lld feeders need a refill"
        var (state, goTo) = try editor(project, on: key)
        let terminal = MemoryTerminal(width: 120, height: 40)
        var whileTranslating = "", arrived = "", undone = ""
        let script: [MemoryTerminal.Step] = goTo + [
            .key(.character("T")), .key(.character("j")),
            .action { whileTranslating = terminal.screen },
            .pause,
            .action { arrived = terminal.screen },
            .key(.character("u")),
            .action { undone = terminal.screen },
            .key(.ctrl("r")), .key(.ctrl("s")),
        ]
        runEditor(&state, script, environment: settings.environment, terminal: terminal)
        // The provider takes a second; meanwhile j moved on and the status line says it works.
        #expect(whileTranslating.contains("translating into ar…"))
        #expect(whileTranslating.contains("Key        %lld photos"))
        #expect(undone.contains("Undone: Machine translation into Arabic: 6 drafts"))
        #expect(arrived.contains("6 drafts for “\(key)” in Arabic, needs_review (u undoes)"))
        let forms = try #require(arabic(state, key)?.variations?.plural)
        #expect(forms.keys.sorted() == ["few", "many", "one", "other", "two", "zero"])
        for element in forms.elements {
            #expect(element.value.stringUnit?.state == .needsReview)
            #expect(element.value.stringUnit?.value?.contains("%lld FEEDER") == true)
        }
        // Saved after redo: the file has the drafts.
        let saved = try project.catalog(project.localizable)
        #expect(saved.index(ofKey: key).flatMap { saved.strings[$0].localization(for: "ar")?.variations?.plural?.count } == 6)
    }

    @Test("Undo takes every draft of the step back at once")
    func undo() throws {
        let project = try SampleProjectCopy()
        let settings = try ProviderSettingsFolder(mode: "upper")
        let key = "%lld birds at %lld feeders"
        var (state, goTo) = try editor(project, on: key)
        runEditor(&state, goTo + [.key(.character("T")), .pause, .key(.character("u"))], environment: settings.environment)
        #expect(arabic(state, key) == nil)
        #expect(state.message?.text == "Undone: Machine translation into Arabic: 13 drafts")
        #expect(!state.document.isModified)
    }

    @Test("Quitting while the provider works stops it, with everything it started")
    func quitStopsTheProvider() throws {
        let project = try SampleProjectCopy()
        let settings = try ProviderSettingsFolder(mode: "hang")
        let pids = settings.folder + "/pids"
        var (state, goTo) = try editor(project, on: "Pack of 12")
        let waitForProvider: MemoryTerminal.Step = .action {
            let patience = Date().addingTimeInterval(10)
            while !FileManager.default.fileExists(atPath: pids) && Date() < patience { usleep(20_000) }
        }
        let start = Date()
        var environment = settings.environment
        environment["FAKE_PROVIDER_PIDS"] = pids
        let (ending, _) = runEditor(&state, goTo + [.key(.character("T")), waitForProvider, .key(.character("q"))], environment: environment)
        #expect(ending == .quit)
        #expect(try String(contentsOfFile: pids, encoding: .utf8).split(separator: " ").count == 2)
        let running = try ProviderProcess.run("python3 '\(ProviderSettingsFolder.script)' alive '\(pids)'", input: [],
                                              environment: settings.environment, timeout: 20, outputLimit: 1 << 16)
        #expect(String(decoding: running, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "", "outlived the editor")
        // Well before the provider's time limit (20 seconds).
        #expect(Date().timeIntervalSince(start) < 15)
    }

    @Test("A provider that fails, or none set, changes nothing and says why in the status line")
    func failures() throws {
        let project = try SampleProjectCopy()
        let before = try project.bytes(project.localizable)
        for (mode, message) in [("fail", "failed, nothing changed: the translation provider exited with status 1: fake provider: the service refused the key"),
                                ("garbage", "failed, nothing changed: the translation provider's output, line 1: not JSON"),
                                (nil, "failed, nothing changed: no translation provider: give --provider COMMAND, or set translate.provider in ")] {
            let settings = try ProviderSettingsFolder(mode: mode)
            var (state, goTo) = try editor(project, on: "Pack of 12")
            let terminal = MemoryTerminal(width: 120, height: 40)
            var screen = ""
            runEditor(&state, goTo + [.key(.character("T")), .pause, .action { screen = terminal.screen }], environment: settings.environment, terminal: terminal)
            #expect(state.message?.kind == .error)
            #expect(state.message?.text.contains(message) == true, "\(state.message?.text ?? "")")
            #expect(screen.contains("Machine translation into Arabic failed"))
            #expect(!state.document.isModified && state.machineTranslation == nil)
        }
        #expect(try project.bytes(project.localizable) == before)
    }
}
