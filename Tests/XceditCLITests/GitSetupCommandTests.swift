import Foundation
import Processes
import Testing
import StringCatalogKit
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

    @Test func percentSignsInTheProgramsPathReachTheShellAsThemselves() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A stand-in for xcedit under a folder named with git's placeholders: it writes the
        // arguments it got, one per line, and ends as a merge that failed.
        let programFolder = folder + "/bin %P %A %%"
        let program = programFolder + "/xcedit"
        try Scratch.write("#!/bin/sh\nprintf '%s\\n' \"$0\" \"$@\" > \"\(folder)/arguments\"\nexit 1\n", to: program)
        #expect(chmod(program, 0o755) == 0)
        let driver = GitSetupCommand.percentEscaped(GitSetupCommand.shellQuoted(program)) + " merge %O %A %B --name %P"
        #expect(driver.hasPrefix("'\(folder)/bin %%P %%A %%%%/xcedit'"))

        let repository = folder + "/repository"
        try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
        let git = { (arguments: [String]) in try Git.run(arguments, in: repository) }
        _ = try git(["init", "-q", "-b", "main"])
        for (key, value) in [("user.name", "T"), ("user.email", "t@example.com"), ("merge.xcstrings.driver", driver)] {
            _ = try git(["config", key, value])
        }
        // A file name that is a command substitution, were it given to a shell unquoted.
        let name = "$(touch PWNED).xcstrings"
        try Scratch.write("*.xcstrings merge=xcstrings\n", to: repository + "/.gitattributes")
        try Scratch.write("base\n", to: repository + "/" + name)
        _ = try git(["add", "-A"]); _ = try git(["commit", "-q", "-m", "base"])
        _ = try git(["checkout", "-q", "-b", "other"])
        try Scratch.write("theirs\n", to: repository + "/" + name)
        _ = try git(["commit", "-q", "-am", "theirs"])
        _ = try git(["checkout", "-q", "main"])
        try Scratch.write("ours\n", to: repository + "/" + name)
        _ = try git(["commit", "-q", "-am", "ours"])
        _ = try? git(["merge", "-q", "other"])

        let arguments = try String(contentsOfFile: folder + "/arguments", encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(arguments.first == program, "\(arguments)")
        #expect(arguments.dropFirst().first == "merge")
        #expect(arguments.last == name)
        #expect(!FileManager.default.fileExists(atPath: repository + "/PWNED"))
    }

    @Test func theAttributesFileKeepsItsBytesAndLineEndingsAndIsNotALink() throws {
        let (folder, path) = try Scratch.folder(holding: "", named: ".gitattributes")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let console = Console(out: { _ in }, error: { _ in })
        // Latin-1 é in a comment (it was rewritten as U+FFFD), CRLF lines (a blank line was added).
        let latin1: [UInt8] = Array("# caf".utf8) + [0xE9] + Array("\r\n*.png binary\r\n".utf8)
        try Data(latin1).write(to: URL(fileURLWithPath: path))
        try GitSetupCommand.addAttributes(to: path, console: console)
        let written = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(written == latin1 + Array("*.xcstrings merge=xcstrings diff=xcstrings\r\n".utf8))

        // A later line takes diff away again: the line is added once more, at the end.
        try Scratch.write("*.xcstrings merge=xcstrings diff=xcstrings\n*.xcstrings -diff\n", to: path)
        try GitSetupCommand.addAttributes(to: path, console: console)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("-diff\n*.xcstrings merge=xcstrings diff=xcstrings\n"))

        // A repository's .gitattributes that is a link is refused; its target is left alone.
        try Scratch.write("*.png binary\n", to: folder + "/elsewhere")
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: folder + "/elsewhere")
        #expect(throws: GitSetupCommand.SetupFailure.self) { try GitSetupCommand.addAttributes(to: path, console: console, refusingLinks: true) }
        #expect(try String(contentsOfFile: folder + "/elsewhere", encoding: .utf8) == "*.png binary\n")
    }

    @Test func gitsOwnAnswerDecidesWhetherTheLineIsThere() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try Git.run(["init", "-q"], in: folder)
        // Our line, then a broader one after it that takes merge away: git says unset.
        try Scratch.write("*.xcstrings merge=xcstrings diff=xcstrings\n* -merge\n", to: folder + "/.gitattributes")
        #expect(GitSetupCommand.gitAppliesBothAttributes(in: folder) == false)
        try GitSetupCommand.addAttributes(to: folder + "/.gitattributes", console: Console(out: { _ in }, error: { _ in }),
                                          refusingLinks: true, gitApplies: { GitSetupCommand.gitAppliesBothAttributes(in: folder) })
        #expect(GitSetupCommand.gitAppliesBothAttributes(in: folder) == true)
    }

    @Test func aPathWithALineBreakIsRefused() {
        #expect(GitSetupCommand.unusableInGitReason("/opt/x\ny/xcedit") != nil)
        #expect(GitSetupCommand.unusableInGitReason("/opt/100% sure/xcedit") == nil)
    }
}
