import Foundation
import Testing
@testable import XceditCLI

@Suite("The editor's state folder, found by the command line and handed to the editor")
struct EditorStateFolderTests {
    @Test("The state folder: $XDG_STATE_HOME/xcedit when absolute, else ~/.local/state/xcedit")
    func folder() {
        #expect(EditorStateFolder.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/xcedit")
        #expect(EditorStateFolder.path(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]) == "/h/.local/state/xcedit")
        #expect(EditorStateFolder.path(environment: ["XDG_STATE_HOME": "", "HOME": "/h"]) == "/h/.local/state/xcedit")
        #expect(EditorStateFolder.path(environment: ["HOME": "/h"]) == "/h/.local/state/xcedit")
        #expect(EditorStateFolder.path(environment: [:]) == nil)
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
