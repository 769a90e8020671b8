import Foundation
import Testing
@testable import XceditCLI

@Suite("The xcedit command line")
struct CommandLineToolTests {
    @Test("--help lists every command from the table, help COMMAND its options, --version the version")
    func helpAndVersion() {
        let help = CapturedRun(["--help"])
        #expect(help.status == 0)
        for command in CommandLineTool.commands {
            #expect(help.out.contains("\n  \(command.name) "), "\(command.name)")
            for asked in [CapturedRun(["help", command.name]), CapturedRun([command.name, "--help"])] {
                #expect(asked.status == 0 && asked.error.isEmpty)
                // The usage may be wrapped to 80 columns: compared word by word.
                let words = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
                #expect(words(asked.out).hasPrefix(words("Usage: xcedit \(command.name) \(command.arguments)")), "\(asked.out)")
                for flag in command.flags { #expect(asked.out.contains("\n  \(flag.usage) "), "\(command.name) \(flag.name)") }
            }
        }
        #expect(CapturedRun(["help"]).out == help.out)
        let version = CapturedRun(["--version"])
        #expect(version.status == 0 && version.out == "xcedit \(CommandLineTool.version)\n")
    }

    @Test("Bad usage is one line on standard error and exit status 2")
    func usageErrors() {
        for arguments in [["--frobnicate"], ["stats"], ["stats", "--yaml", "x"], ["fmt"], ["fmt", "--check"], ["frobnicate"], ["help", "nope"], ["help", "a", "b"]] {
            let run = CapturedRun(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.out.isEmpty)
            #expect(run.error.hasPrefix("xcedit") && run.error.filter { $0 == "\n" }.count == 1, "\(arguments): \(run.error)")
        }
    }

    @Test("Every line of the general help and of each command's help fits 80 columns")
    func helpFitsEightyColumns() {
        let texts = [CapturedRun(["--help"]).out] + CommandLineTool.commands.map { CapturedRun(["help", $0.name]).out }
        for text in texts {
            #expect(!text.isEmpty)
            for line in text.split(separator: "\n") { #expect(line.count <= 80, "\(line.count): \(line)") }
        }
        // A word longer than a line stays whole rather than being cut.
        #expect(HelpText.wrapped(String(repeating: "x", count: 90) + " y", hangingIndent: 4) == [String(repeating: "x", count: 90), "    y"])
    }

    @Test("A first word that is neither a command nor a path is a usage error naming the nearest command")
    func notACommand() throws {
        let typo = CapturedRun(["trnaslate", "x.xcstrings"])
        #expect(typo.status == 2 && typo.error.contains("'trnaslate' is not a command") && typo.error.contains("did you mean 'translate'?"), "\(typo.error)")
        #expect(CapturedRun(["lints"]).error.contains("did you mean 'lint'?"))
        let far = CapturedRun(["frobnicate"])
        #expect(far.status == 2 && far.error.contains("'frobnicate' is not a command") && !far.error.contains("did you mean"))
        #expect(CapturedRun(["help", "sycn"]).error.contains("did you mean 'sync'?"))
        // Anything written like a path is still a path: a missing one says so.
        for path in ["Missing.xcstrings", "./frobnicate", "a/b"] {
            let run = CapturedRun([path])
            #expect(run.status == 1 && run.error.contains("no such file"), "\(path): \(run.error)")
        }
        #expect(CommandNames.editDistance("lnit", "lint") == 1 && CommandNames.editDistance("", "abc") == 3)
    }

    @Test("lint and stats take several paths, as fmt does")
    func severalPaths() throws {
        let (first, firstPath) = try Scratch.folder(holding: Scratch.catalog)
        let (second, secondPath) = try Scratch.folder(holding: Scratch.catalog, named: "Other.xcstrings")
        defer { for folder in [first, second] { try? FileManager.default.removeItem(atPath: folder) } }
        let stats = CapturedRun(["stats", firstPath, second])
        #expect(stats.status == 0 && stats.out.contains(firstPath) && stats.out.contains(secondPath), "\(stats.error)")
        let lint = CapturedRun(["lint", firstPath, secondPath])
        #expect(lint.out.contains("in 2 catalogs"), "\(lint.out)")
        // One file reached by several paths (a link to it, its folder) is checked once.
        let link = second + "/Link.xcstrings"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: firstPath)
        let twice = CapturedRun(["lint", firstPath, first, link])
        #expect(twice.out.contains("in 1 catalog"), "\(twice.out)")
    }

    @Test("The editor opens the catalogs of several paths, each once; a bundle opens on its own")
    func editorSeveralPaths() throws {
        let (first, firstPath) = try Scratch.folder(holding: Scratch.catalog)
        let (second, secondPath) = try Scratch.folder(holding: Scratch.catalog, named: "Other.xcstrings")
        defer { for folder in [first, second] { try? FileManager.default.removeItem(atPath: folder) } }
        var arguments = ParsedArguments()
        arguments.positional = [first, second, firstPath]
        let launch = try EditorLaunch.resolve(CommandArguments(arguments), environment: [:]).get()
        #expect(launch.catalogPaths == [firstPath, secondPath])
        // A hard link is the same file too, however it is named.
        try FileManager.default.linkItem(atPath: firstPath, toPath: second + "/Hard.xcstrings")
        arguments.positional = [first, second]
        #expect(try EditorLaunch.resolve(CommandArguments(arguments), environment: [:]).get().catalogPaths == [firstPath, secondPath])
        arguments.positional = [first, "Some.xcloc"]
        guard case .failure(.bundleWithOthers("Some.xcloc")) = EditorLaunch.resolve(CommandArguments(arguments), environment: [:]) else {
            Issue.record("a bundle with other paths opened")
            return
        }
        let run = CapturedRun([first, second + "/missing"])
        #expect(run.status == 1 && run.error.contains("missing: error: no such file"))
    }

    @Test("stats prints a table per catalog, source language first")
    func statsTable() throws {
        let (folder, path) = try Scratch.folder(holding: Scratch.catalog, named: "App/Localizable.xcstrings")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write(Scratch.catalog, to: folder + "/App/build/Copy.xcstrings")
        let run = CapturedRun(["stats", folder])
        #expect(run.status == 0)
        let lines = run.out.split(separator: "\n").map(String.init)
        #expect(lines.first == path)
        #expect(!run.out.contains("Copy.xcstrings"))
        let rows = lines.filter { $0.hasPrefix("  en ") || $0.hasPrefix("  de ") || $0.hasPrefix("  fr ") }
        #expect(rows.count == 3)
        #expect(rows[0].contains("English (source)") && rows[0].contains("100% ✓"))
        #expect(rows[1].contains("German") && rows[1].contains("100% ✓"))
        #expect(rows[2].contains("French") && rows[2].contains("0%"))
    }

    @Test("stats --json is valid JSON with the counts")
    func statsJSON() throws {
        let (folder, path) = try Scratch.folder(holding: Scratch.catalog)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CapturedRun(["stats", path, "--json"])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let catalog = try #require((json["catalogs"] as? [[String: Any]])?.first)
        #expect(catalog["strings"] as? Int == 2)
        let languages = try #require(catalog["languages"] as? [[String: Any]])
        #expect(languages.map { $0["code"] as? String } == ["en", "de", "fr"])
        #expect(languages[2]["needsReview"] as? Int == 1 && languages[2]["new"] as? Int == 1 && languages[2]["progress"] as? Int == 0)
    }

    @Test("fmt --check lists files not in Xcode's layout and changes nothing; fmt rewrites them")
    func format() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let good = folder + "/Good.xcstrings", bad = folder + "/Bad.xcstrings"
        try Scratch.write(Scratch.catalog, to: good)
        let compact = "{\"version\":\"1.0\",\"strings\":{\"Feeder\":{\"localizations\":{\"de\":{\"stringUnit\":{\"value\":\"Futterhaus\",\"state\":\"translated\"}}}},\"Bird food\":{\"localizations\":{\"fr\":{\"stringUnit\":{\"state\":\"needs_review\",\"value\":\"Nourriture\"}},\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Vogelfutter\"}}}}},\"sourceLanguage\":\"en\"}\n"
        try Scratch.write(compact, to: bad)
        let check = CapturedRun(["fmt", "--check", folder])
        #expect(check.status == 1)
        #expect(check.out == "\(bad): not in Xcode's layout\n")
        #expect(try String(contentsOfFile: bad, encoding: .utf8) == compact)
        let format = CapturedRun(["fmt", bad, good])
        #expect(format.status == 0)
        #expect(format.out == "\(bad): formatted\n")
        #expect(try String(contentsOfFile: bad, encoding: .utf8) == Scratch.catalog)
        #expect(CapturedRun(["fmt", "--check", folder]).status == 0)
    }

    @Test("A broken catalog fails with file, line and column, and exit status 1")
    func brokenInput() throws {
        let (folder, path) = try Scratch.folder(holding: "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n  }\n", named: "Broken.xcstrings")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for arguments in [["stats", path], ["fmt", path], ["fmt", "--check", path]] {
            let run = CapturedRun(arguments)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.error.hasPrefix("\(path):6:1: error: expected ',' or '}'"), "\(run.error)")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("}\n"))
        let missing = CapturedRun(["stats", folder + "/none.xcstrings"])
        #expect(missing.status == 1 && missing.error.contains("no such file"))
        let notCatalog = folder + "/notes.txt"
        try Scratch.write("x", to: notCatalog)
        #expect(CapturedRun(["fmt", notCatalog]).error.contains("not a .xcstrings file"))
    }
}
