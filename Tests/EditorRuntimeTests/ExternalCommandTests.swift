import Foundation
import Testing
@testable import EditorRuntime

/// Serialized: running a command ignores SIGINT in this process for a while, which
/// concurrent runs would save and restore in the wrong order.
@Suite("External editor: choosing the command, running it on a file, reading it back", .serialized)
struct ExternalCommandTests {
    /// A folder for fake editors and temporary files; its path has a space, a quote and a
    /// dollar sign, which the shell must not split or expand.
    final class Sandbox {
        let folder: String
        init() throws {
            folder = try Scratch.folder() + "/it's $HOME x"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }

        /// An executable shell script named `name` with `body`; returns its path.
        func script(_ name: String, _ body: String) throws -> String {
            let path = folder + "/" + name
            try Scratch.writeScript("#!/bin/sh\n" + body + "\n", to: path)
            return path
        }

        /// A file `name` holding `text`, for a command to run on; returns its path.
        func file(_ name: String = "value.txt", holding text: String = "x") throws -> String {
            let path = folder + "/" + name
            try Scratch.write(text, to: path)
            return path
        }

        /// Quoted for the shell, as a user would write it in $EDITOR.
        func quoted(_ path: String) -> String {
            "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }

        func environment(_ extra: [String: String]) -> [String: String] {
            var environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TMPDIR": folder]
            environment.merge(extra) { $1 }
            return environment
        }

        /// Files left behind in the folder other than the fake editors.
        func leftovers() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("xcedit-") }
        }
    }

    // MARK: Choosing the editor

    @Test("$VISUAL first, then $EDITOR, then vi; empty variables are skipped")
    func choosingTheEditor() {
        #expect(ExternalCommand.editorCommand(in: ["VISUAL": "nvim", "EDITOR": "nano"]) == "nvim")
        #expect(ExternalCommand.editorCommand(in: ["EDITOR": "nano -w"]) == "nano -w")
        #expect(ExternalCommand.editorCommand(in: ["VISUAL": "", "EDITOR": "code --wait"]) == "code --wait")
        #expect(ExternalCommand.editorCommand(in: ["VISUAL": "  ", "EDITOR": ""]) == "vi")
        #expect(ExternalCommand.editorCommand(in: [:]) == "vi")
    }

    @Test("Messages name the program, not its folder or arguments")
    func programName() {
        #expect(ExternalCommand.programName("vi") == "vi")
        #expect(ExternalCommand.programName("'/Applications/Sublime Text.app/subl' -w") == "subl")
        #expect(ExternalCommand.programName(#""/opt/my editor/it's" --wait"#) == "it's")
        #expect(ExternalCommand.programName(#"/opt/my\ editor/ed -x"#) == "ed")
        #expect(ExternalCommand.programName("/usr/local/bin/code --wait") == "code")
        #expect(ExternalCommand.programName("  nano -w") == "nano")
    }

    // MARK: Running a command on a file

    @Test("Exit statuses and signals are reported")
    func outcomes() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.file()
        let environment = sandbox.environment([:])
        #expect(ExternalCommand.run("true", on: file, environment: environment) == .exited(status: 0))
        #expect(ExternalCommand.run("false", on: file, environment: environment) == .exited(status: 1))
        #expect(ExternalCommand.run("sh -c 'exit 7' sh", on: file, environment: environment) == .exited(status: 7))
        // $$ is the shell that runs the command; a command it runs and that dies of a signal
        // is, to that shell, a command that exited with 128 + the signal.
        #expect(ExternalCommand.run("kill -KILL $$; :", on: file, environment: environment) == .killed(signal: SIGKILL))
        #expect(ExternalCommand.run("sh -c 'kill -KILL $$'", on: file, environment: environment) == .exited(status: 128 + SIGKILL))
        #expect(ExternalCommand.run("xcedit-no-such-editor", on: file, environment: environment) == .exited(status: 127))
    }

    @Test("The path arrives as one argument, after the command's own arguments")
    func arguments() throws {
        let sandbox = try Sandbox()
        let editor = try sandbox.script("args", #"for a in "$@"; do printf '[%s]\n' "$a"; done > "$sandbox_out""#)
        let out = sandbox.folder + "/out"
        let file = try sandbox.file("value with spaces.txt")
        let outcome = ExternalCommand.run(sandbox.quoted(editor) + " --wait -n 'two words'", on: file, environment: sandbox.environment(["sandbox_out": out]))
        #expect(outcome == .exited(status: 0))
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "[--wait]\n[-n]\n[two words]\n[\(file)]\n")
    }

    @Test("The editor gets default signal handling; SIGQUIT to this process is ignored meanwhile")
    func signals() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.file()
        let environment = sandbox.environment([:])
        // Ignored in the parent while the child runs, yet the child can be interrupted.
        #expect(ExternalCommand.run("kill -INT $$; sleep 5", on: file, environment: environment) == .killed(signal: SIGINT))
        // The shell's parent is this process: it survives a SIGQUIT (the way Ctrl-\ or
        // Ctrl-C typed into a suspended terminal reaches every process in the foreground
        // group). SIGQUIT rather than SIGINT here: other suites may arm the terminal's
        // SIGINT handler meanwhile, which ends the process.
        #expect(ExternalCommand.run("kill -QUIT $PPID; true", on: file, environment: environment) == .exited(status: 0))
    }

    // MARK: The round trip

    @Test("An editor that rewrites the file: its text comes back, the file is gone")
    func edited() throws {
        let sandbox = try Sandbox()
        let editor = try sandbox.script("rewrite", #"sed 's/old/new/' "$1" > "$1.tmp" && mv "$1.tmp" "$1""#)
        var calls: [String] = []
        let result = ExternalCommand.edit(
            "the old value\n# ---\n", environment: sandbox.environment(["EDITOR": sandbox.quoted(editor)]),
            beforeRun: { calls.append("before") }, afterRun: { calls.append("after") }
        )
        #expect(result == .edited("the new value\n# ---\n"))
        #expect(calls == ["before", "after"])
        #expect(try sandbox.leftovers() == [])
    }

    #if os(Linux)
    @Test("$EDITOR with arguments: GNU sed edits in place")
    func editorWithArguments() throws {
        let sandbox = try Sandbox()
        let result = ExternalCommand.edit("鳥 old 🐦\n", environment: sandbox.environment(["EDITOR": "sed -i s/old/new/", "VISUAL": ""]))
        #expect(result == .edited("鳥 new 🐦\n"))
        #expect(try sandbox.leftovers() == [])
    }
    #endif

    @Test("The file is private, in $TMPDIR, ends in .txt and holds the text")
    func temporaryFile() throws {
        let sandbox = try Sandbox()
        let editor = try sandbox.script("inspect", #"ls -l "$1" | cut -c1-10 > "$sandbox_out"; echo "$1" >> "$sandbox_out"; cat "$1" >> "$sandbox_out""#)
        let out = sandbox.folder + "/out"
        let result = ExternalCommand.edit("Nourriture\n", environment: sandbox.environment(["VISUAL": sandbox.quoted(editor), "sandbox_out": out]))
        #expect(result == .edited("Nourriture\n"))
        let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first == "-rw-------")
        #expect(lines.dropFirst().first.map { $0.hasPrefix(sandbox.folder + "/xcedit-") && $0.hasSuffix(".txt") } == true)
        #expect(lines.last == "Nourriture")
        #expect(try sandbox.leftovers() == [])
    }

    @Test("A nonzero exit leaves the value unchanged and says why")
    func failedExit() throws {
        let sandbox = try Sandbox()
        let editor = try sandbox.script("quitter", #"for last in "$@"; do :; done; echo changed > "$last"; exit 1"#)
        let result = ExternalCommand.edit("value", environment: sandbox.environment(["EDITOR": sandbox.quoted(editor) + " -w"]))
        #expect(result == .failed("quitter exited with status 1; value unchanged"))
        #expect(try sandbox.leftovers() == [])
    }

    @Test("A missing editor or an unreadable result is a failure")
    func otherFailures() throws {
        let sandbox = try Sandbox()
        #expect(ExternalCommand.edit("v", environment: sandbox.environment(["EDITOR": "xcedit-no-such-editor --flag"]))
            == .failed("xcedit-no-such-editor not found (the shell's status 127); value unchanged"))
        let binary = try sandbox.script("binary", #"printf 'caf\351\n' > "$1""#)
        #expect(ExternalCommand.edit("v", environment: sandbox.environment(["EDITOR": sandbox.quoted(binary)]))
            == .failed("the edited text is not valid UTF-8; value unchanged"))
        let remover = try sandbox.script("remover", #"rm "$1""#)
        let removed = ExternalCommand.edit("v", environment: sandbox.environment(["EDITOR": sandbox.quoted(remover)]))
        #expect(removed == .failed("cannot read the edited text back: No such file or directory; value unchanged"))
        #expect(try sandbox.leftovers() == [])
        let nowhere = ExternalCommand.edit("v", environment: ["TMPDIR": sandbox.folder + "/missing/", "EDITOR": "true"])
        #expect(nowhere == .failed("cannot create a temporary file in \(sandbox.folder)/missing: No such file or directory; value unchanged"))
    }

    @Test("The editor sees the environment it is given")
    func environmentReachesTheEditor() throws {
        let sandbox = try Sandbox()
        let result = ExternalCommand.edit("", environment: sandbox.environment(["EDITOR": #"sh -c 'printf %s "$GREETING" > "$1"' sh"#, "GREETING": "bonjour"]))
        #expect(result == .edited("bonjour"))
    }
}
