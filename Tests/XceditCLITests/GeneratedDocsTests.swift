import Foundation
import Testing
@testable import XceditCLI

/// The man page and the shell completions are made from the command table and committed:
/// these tests fail when the committed files are not what the table makes now.
/// `XCEDIT_RECORD_DOCS=1 swift test --filter GeneratedDocsTests` writes them anew.
@Suite("The man page and shell completions")
struct GeneratedDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var generated: [(path: String, text: String)] {
        let tool = CommandLineTool.self
        return [("docs/xcedit.1", ManPage.text(version: tool.version, editor: tool.editorSpec, commands: tool.commands))]
            + ShellCompletions.Shell.allCases.map {
                ("completions/" + $0.fileName, ShellCompletions.script(for: $0, editor: tool.editorSpec, commands: tool.commands))
            }
    }

    @Test("The committed man page and completions are what the command table makes")
    func committedIsGenerated() throws {
        let record = ProcessInfo.processInfo.environment["XCEDIT_RECORD_DOCS"] == "1"
        for (path, text) in Self.generated {
            let url = Self.root.appendingPathComponent(path)
            if record {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            let committed = try String(contentsOf: url, encoding: .utf8)
            #expect(committed == text, "\(path) is not what the command table makes: XCEDIT_RECORD_DOCS=1 swift test --filter GeneratedDocsTests")
        }
    }

    @Test("The man page names every command and option, in roff that starts no line with a stray control")
    func manPage() {
        let tool = CommandLineTool.self
        let page = ManPage.text(version: tool.version, editor: tool.editorSpec, commands: tool.commands)
        for command in tool.commands {
            #expect(page.contains(".B xcedit \(ManPage.escaped(command.name)) "), "\(command.name)")
            for flag in command.flags { #expect(page.contains("\\fB\(ManPage.escaped(flag.name))\\fR"), "\(command.name) \(flag.name)") }
        }
        for line in page.split(separator: "\n") where line.hasPrefix(".") {
            #expect([".TH", ".SH", ".TP", ".B", ".BR", ".I", ".PP", ".RS", ".RE", ".br"].contains(String(line.prefix { $0 != " " })), "\(line)")
        }
        #expect(ManPage.escaped(".a\\b-c") == "\\&.a\\eb\\-c")
    }

    /// Runs the bash completion as bash would on `words`, the cursor on the last one.
    static func bashComplete(_ words: [String], in folder: String) throws -> [String] {
        let script = ShellCompletions.script(for: .bash, editor: CommandLineTool.editorSpec, commands: CommandLineTool.commands)
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = script + "\ncd '\(folder)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _xcedit; printf '%s\\n' \"${COMPREPLY[@]}\"\n"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "--noprofile", "-c", program]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
    }

    @Test("bash completes commands, each command's options, and paths where a path goes")
    func bashCompletion() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write("{}", to: folder + "/Localizable.xcstrings")
        #expect(try Self.bashComplete(["xcedit", "tr"], in: folder) == ["translate"])
        #expect(try Self.bashComplete(["xcedit", "Loc"], in: folder) == ["Localizable.xcstrings"])
        #expect(try Self.bashComplete(["xcedit", "lint", "--"], in: folder) == ["--glossary", "--help", "--json", "--lang"])
        #expect(try Self.bashComplete(["xcedit", "export", ".", "--out", "Lo"], in: folder) == ["Localizable.xcstrings"])
        #expect(try Self.bashComplete(["xcedit", "translate", "--lang", "Lo"], in: folder) == [])
        #expect(try Self.bashComplete(["xcedit", "help", "mi"], in: folder) == ["migrate"])
        #expect(try Self.bashComplete(["xcedit", "--no"], in: folder) == ["--no-color"])
    }

    @Test("zsh and fish quote every summary and help text")
    func quoting() {
        #expect(ShellCompletions.zshEscaped("a [b]: c", colons: true) == "a \\[b\\]\\: c")
        #expect(ShellCompletions.zshQuoted("it's") == "'it'\\''s'")
        #expect(ShellCompletions.fishQuoted("it's \\") == "'it\\'s \\\\'")
        let fish = ShellCompletions.script(for: .fish, editor: CommandLineTool.editorSpec, commands: CommandLineTool.commands)
        #expect(fish.contains("-n '__fish_seen_subcommand_from compile' -s o -r -F"))
    }
}
