import Foundation
import Testing
@testable import XceditCLI

@Suite("The editor's memory of the language last used per catalog")
struct EditorMemoryTests {
    @Test("The state folder: $XDG_STATE_HOME/xcedit when absolute, else ~/.local/state/xcedit")
    func folder() {
        #expect(EditorMemory.folder(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/xcedit")
        #expect(EditorMemory.folder(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]) == "/h/.local/state/xcedit")
        #expect(EditorMemory.folder(environment: ["XDG_STATE_HOME": "", "HOME": "/h"]) == "/h/.local/state/xcedit")
        #expect(EditorMemory.folder(environment: ["HOME": "/h"]) == "/h/.local/state/xcedit")
        #expect(EditorMemory.folder(environment: [:]) == nil)
    }

    @Test("Recorded languages come back per catalog, the latest first, and never land beside the catalog")
    func roundTrip() throws {
        let root = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = root + "/App"
        try Scratch.write(Scratch.catalog, to: project + "/Localizable.xcstrings")
        try Scratch.write(Scratch.catalog, to: project + "/InfoPlist.xcstrings")
        let state = root + "/state/xcedit"
        #expect(EditorMemory.load(folder: state).entries.isEmpty)
        #expect(EditorMemory.record("fr", for: [project + "/Localizable.xcstrings", project + "/InfoPlist.xcstrings"], folder: state) == nil)
        // A relative or roundabout path names the same catalog.
        #expect(EditorMemory.record("de", for: [project + "/../App/InfoPlist.xcstrings"], folder: state) == nil)
        let memory = EditorMemory.load(folder: state)
        #expect(memory.language(for: project + "/Localizable.xcstrings") == "fr")
        #expect(memory.language(for: project + "/./InfoPlist.xcstrings") == "de")
        #expect(memory.entries.first?.language == "de")
        #expect(memory.entries.count == 2)
        // Whether Enter moves on is the user's habit: unknown until recorded, then kept.
        #expect(memory.enterMovesOn == nil)
        #expect(EditorMemory.record("de", for: [project + "/InfoPlist.xcstrings"], enterMovesOn: false, folder: state) == nil)
        #expect(EditorMemory.load(folder: state).enterMovesOn == false)
        #expect(EditorMemory.record("de", for: [project + "/InfoPlist.xcstrings"], folder: state) == nil)
        #expect(EditorMemory.load(folder: state).enterMovesOn == false)
        #expect(try FileManager.default.contentsOfDirectory(atPath: project).sorted() == ["InfoPlist.xcstrings", "Localizable.xcstrings"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: state) == ["languages.json"])
    }

    @Test("The memory keeps the most recent catalogs only")
    func limit() {
        var memory = EditorMemory()
        for i in 0..<(EditorMemory.limit + 10) { memory.remember("fr", for: ["/p/\(i).xcstrings"]) }
        #expect(memory.entries.count == EditorMemory.limit)
        #expect(memory.language(for: "/p/\(EditorMemory.limit + 9).xcstrings") == "fr")
        #expect(memory.language(for: "/p/0.xcstrings") == nil)
    }

    @Test("A malformed state file is an empty memory and is replaced; an unwritable folder is a note, not a failure")
    func badFiles() throws {
        let root = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let state = root + "/state"
        for garbage in ["{not json", "[1, 2]", "{\"catalogs\": [{\"path\": 3}]}", ""] {
            try Scratch.write(garbage, to: EditorMemory.file(inFolder: state))
            #expect(EditorMemory.load(folder: state).entries.isEmpty, "\(garbage)")
        }
        #expect(EditorMemory.record("uk", for: ["/p/A.xcstrings"], folder: state) == nil)
        #expect(EditorMemory.load(folder: state).language(for: "/p/A.xcstrings") == "uk")
        // A file where the folder should be: nothing can be written there.
        try Scratch.write("a file", to: root + "/blocked")
        let note = EditorMemory.record("uk", for: ["/p/A.xcstrings"], folder: root + "/blocked/xcedit")
        #expect(note?.hasPrefix("could not remember the language in \(root)/blocked/xcedit/languages.json") == true)
        #expect(EditorMemory.load(folder: root + "/blocked/xcedit").entries.isEmpty)
        #expect(EditorMemory.record("uk", for: ["/p/A.xcstrings"], folder: nil) == nil)
    }

    @Test("xcedit PATH --lang CODE reaches the editor with the language and the state folder")
    func launch() throws {
        let root = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Scratch.write(Scratch.catalog, to: root + "/Localizable.xcstrings")
        var launched: EditorLaunch?
        let console = Console(out: { _ in }, error: { _ in })
        let status = CommandLineTool.run([root, "--lang", "de"], console: console, environment: ["XDG_STATE_HOME": root + "/state"]) {
            launched = $0
            return 0
        }
        #expect(status == 0)
        #expect(launched?.language == "de")
        #expect(launched?.stateFolder == root + "/state/xcedit")
        _ = CommandLineTool.run([root], console: console, environment: ["HOME": "/h"]) { launched = $0; return 0 }
        #expect(launched?.language == nil && launched?.stateFolder == "/h/.local/state/xcedit")
        let help = CapturedRun(["--help"])
        #expect(help.out.contains("[PATH...] [--lang CODE] [--no-color]"))
        #expect(help.out.contains("~/.local/state/xcedit"))
    }
}
