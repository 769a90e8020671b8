import Foundation
import Testing
@testable import XceditCLI

@Suite("The xcedit command line")
struct CommandLineToolTests {
    @Test("--help lists every command from the table, --version prints the version")
    func helpAndVersion() {
        let help = CapturedRun(["--help"])
        #expect(help.status == 0)
        for command in CommandLineTool.commands {
            #expect(help.out.contains("xcedit \(command.name) \(command.arguments)"))
            for flag in command.flags { #expect(help.out.contains(flag.name)) }
        }
        let version = CapturedRun(["--version"])
        #expect(version.status == 0 && version.out == "xcedit \(CommandLineTool.version)\n")
    }

    @Test("Bad usage is one line on standard error and exit status 2")
    func usageErrors() {
        for arguments in [["--frobnicate"], ["stats"], ["stats", "a", "b"], ["stats", "--yaml", "x"], ["fmt"], ["fmt", "--check"]] {
            let run = CapturedRun(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.out.isEmpty)
            #expect(run.error.hasPrefix("xcedit") && run.error.filter { $0 == "\n" }.count == 1, "\(arguments): \(run.error)")
        }
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
