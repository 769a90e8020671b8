import Foundation
import Testing
@testable import XceditCLI

/// `xcedit git-setup`'s own decisions: the attributes line added once, after what the file
/// had; the program's path quoted for the shell git runs drivers with.
@Suite struct GitSetupCommandTests {
    @Test func theAttributesLineIsAddedOnceAfterWhatTheFileHad() throws {
        let (folder, path) = try Scratch.folder(holding: "*.png binary", named: ".gitattributes")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var out = ""
        let console = Console(out: { out += $0 }, error: { _ in })
        try GitSetupCommand.addAttributes(to: path, console: console)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "*.png binary\n*.xcstrings merge=xcstrings diff=xcstrings\n")
        #expect(out == "\(path): added '*.xcstrings merge=xcstrings diff=xcstrings'\n")
        out = ""
        try GitSetupCommand.addAttributes(to: path, console: console)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "*.png binary\n*.xcstrings merge=xcstrings diff=xcstrings\n")
        #expect(out == "\(path): already has '*.xcstrings merge=xcstrings diff=xcstrings'\n")
        // A line for catalogs that sets other attributes does not count.
        try Scratch.write("*.xcstrings   diff=xcstrings\n", to: path)
        try GitSetupCommand.addAttributes(to: path, console: console)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "*.xcstrings   diff=xcstrings\n*.xcstrings merge=xcstrings diff=xcstrings\n")
    }

    @Test func theProgramsPathIsOneShellWord() {
        #expect(GitSetupCommand.shellQuoted("/usr/local/bin/xcedit") == "/usr/local/bin/xcedit")
        #expect(GitSetupCommand.shellQuoted("/Users/Ann Lee/bin/xcedit") == "'/Users/Ann Lee/bin/xcedit'")
        #expect(GitSetupCommand.shellQuoted("/tmp/it's/xcedit") == "'/tmp/it'\\''s/xcedit'")
    }
}
