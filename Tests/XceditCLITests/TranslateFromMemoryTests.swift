@testable import CatalogFiles
import Foundation
import Interchange
import StringCatalogKit
import Testing
@testable import XceditCLI

/// A catalog in English with `strings`: key → German value and state (nil: no German).
private func catalog(_ strings: [(String, (String, String)?)]) -> String {
    let entries = strings.map { key, german -> String in
        guard let (value, state) = german else { return "    \(json(key)) : {\n\n    }" }
        return """
            \(json(key)) : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "\(state)",
                    "value" : \(json(value))
                  }
                }
              }
            }
        """
    }
    return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n"
}

private func json(_ text: String) -> String {
    String(decoding: try! JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed, .withoutEscapingSlashes]), as: UTF8.self)
}

/// The German string unit of `key` in the catalog at `path`.
private func german(_ path: String, _ key: String) throws -> [String: String]? {
    let object = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    let entry = (object["strings"] as? [String: Any])?[key] as? [String: Any]
    return ((entry?["localizations"] as? [String: Any])?["de"] as? [String: Any])?["stringUnit"] as? [String: String]
}

/// A project with a translated catalog (the memory) and one to fill.
private func project() throws -> (folder: String, memory: String, target: String) {
    let folder = try Scratch.folder()
    let memory = folder + "/Old.xcstrings", target = folder + "/New.xcstrings"
    try Scratch.write(catalog([
        ("%@ has %lld birds", ("%@ hat %lld Vögel", "translated")),
        ("Cancel", ("Stornieren", "translated")),
        ("Delete the bird", ("Vogel löschen", "translated")),
        ("Feed the cat", ("Katze füttern", "needs_review")),
    ]), to: memory)
    try Scratch.write(catalog([
        ("%2$@ has %1$lld birds", nil),
        ("Cancel", ("Abbrechen", "translated")),
        ("Delete the bird", nil),
        ("Delete the birds", nil),
        ("Feed the cat", nil),
        ("Something else entirely", nil),
    ]), to: target)
    return (folder, memory, target)
}

@Suite("xcedit translate --from-memory", .serialized)
struct TranslateFromMemoryTests {
    @Test("Forms without a value filled from the other catalog as needs_review, placeholders mapped; values never overwritten")
    func fillsFromMemory() throws {
        let (folder, memory, target) = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let memoryBefore = try Data(contentsOf: URL(fileURLWithPath: memory))
        let run = CapturedRun(["translate", memory, target, "--lang", "de", "--from-memory"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.out.contains("Memory: 4 translation units from 2 catalogs; matches of 75% or more\n"), "\(run.out)")
        #expect(run.out.contains("New.xcstrings\n  de: 2 forms from memory (1 exact, 1 fuzzy; needs_review), 3 without a match, 0 rejected\n"), "\(run.out)")
        #expect(try german(target, "Delete the bird") == ["state": "needs_review", "value": "Vogel löschen"])
        #expect(try german(target, "%2$@ has %1$lld birds") == ["state": "needs_review", "value": "%2$@ hat %1$lld Vögel"])
        // Below 75%, and a needs_review value is no memory.
        #expect(try german(target, "Delete the birds") == nil)
        #expect(try german(target, "Feed the cat") == nil)
        #expect(try german(target, "Cancel") == ["state": "translated", "value": "Abbrechen"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: memory)) == memoryBefore)
        #expect(CapturedRun(["fmt", "--check", target]).status == 0)
    }

    @Test("--trust-exact writes exact matches translated, fuzzy ones still needs_review")
    func trustExact() throws {
        let (folder, memory, target) = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CapturedRun(["translate", memory, target, "--lang", "de", "--from-memory", "--trust-exact"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.out.contains("  de: 2 forms from memory (1 exact, 1 fuzzy; 1 translated, 1 needs_review)"), "\(run.out)")
        #expect(try german(target, "Delete the bird") == ["state": "translated", "value": "Vogel löschen"])
        #expect(try german(target, "%2$@ has %1$lld birds")?["state"] == "needs_review")
    }

    @Test("--min-match lowers or raises the threshold")
    func threshold() throws {
        let (folder, memory, target) = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let low = CapturedRun(["translate", memory, target, "--lang", "de", "--from-memory", "--min-match", "60", "--dry-run"])
        #expect(low.status == 0, "\(low.error)")
        #expect(low.out.contains("  de: 3 forms from memory (1 exact, 2 fuzzy; needs_review), 2 without a match"), "\(low.out)")
        #expect(low.out.contains("    \"Delete the birds\": \"Vogel löschen\" (66% from \(memory) \"Delete the bird\")"), "\(low.out)")
        #expect(try german(target, "Delete the bird") == nil, "a dry run writes nothing")
        let high = CapturedRun(["translate", memory, target, "--lang", "de", "--from-memory", "--min-match", "100"])
        #expect(high.out.contains("  de: 1 form from memory (1 exact, 0 fuzzy; needs_review), 4 without a match"), "\(high.out)")
        #expect(try german(target, "%2$@ has %1$lld birds") == nil)
    }

    @Test("With --provider, the memory fills first and the provider gets only the rest")
    func memoryThenProvider() throws {
        let (folder, memory, target) = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let provider = "python3 '\(packageRoot.appendingPathComponent("Tests/EndToEnd/fake_provider.py").path)' upper"
        let before = try Data(contentsOf: URL(fileURLWithPath: target))
        let dry = CapturedRun(["translate", memory, target, "--lang", "de", "--from-memory", "--provider", provider, "--dry-run"])
        #expect(dry.out.components(separatedBy: "Dry run: no file was changed.").count == 2, "\(dry.out)")
        #expect(dry.out.contains("    \"Something else entirely\": \"[de] SOMETHING ELSE ENTIRELY\""), "\(dry.out)")
        #expect(!dry.out.contains("    \"Delete the bird\": \"[de]"), "\(dry.out)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == before)
        let run = CapturedRun(["translate", memory, target, "--lang", "de", "--from-memory", "--provider", provider])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.out.contains("Provider, for the rest:\n"), "\(run.out)")
        #expect(try german(target, "Delete the bird") == ["state": "needs_review", "value": "Vogel löschen"])
        let drafted = try german(target, "Something else entirely")
        #expect(drafted?["state"] == "needs_review" && drafted?["value"]?.hasPrefix("[de]") == true, "\(String(describing: drafted))")
        #expect(try german(target, "Cancel") == ["state": "translated", "value": "Abbrechen"])
    }

    @Test("memory.paths adds the catalogs of its folders and files, each once; one that cannot be read is a warning")
    func memoryPaths() throws {
        let (folder, memory, target) = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Shared", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: memory, toPath: folder + "/Shared/Old.xcstrings")
        try Scratch.write("memory.paths = ../../Shared:\(folder)/Shared/Old.xcstrings:../../Missing\n", to: folder + "/cfg/xcedit/config")
        let environment = ["XDG_CONFIG_HOME": folder + "/cfg"]
        var errors = ""
        let console = Console(out: { _ in }, error: { errors += $0 })
        let (built, catalogs) = TranslateCommand.memoryOf([try LanguageScopedFile.open(target, languages: ["de"])],
                                                          settings: try ProviderSettings.load(environment: environment), languages: ["de"],
                                                          environment: environment, console: console)
        #expect(catalogs == 2 && built.units.count == 4)
        #expect(built.matches(for: "Delete the bird", sourceLanguage: "en", targetLanguage: "de").first?.unit.targetText == "Vogel löschen")
        #expect(errors.hasPrefix("xcedit translate: warning: memory.paths: ") && errors.contains("Missing"), "\(errors)")
    }

    @Test("Bad --min-match, and memory options without --from-memory, are usage errors")
    func usage() throws {
        let (folder, memory, target) = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for arguments in [["--from-memory", "--min-match", "0"], ["--from-memory", "--min-match", "much"], ["--trust-exact", "--provider", "true"],
                          ["--min-match", "80", "--provider", "true"], ["--from-memory", "--replace-unreviewed"]] {
            let run = CapturedRun(["translate", memory, target, "--lang", "de"] + arguments)
            #expect(run.status == 2, "\(arguments): \(run.error)")
        }
    }
}
