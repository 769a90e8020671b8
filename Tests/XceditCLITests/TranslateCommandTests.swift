import Foundation
import Testing

/// The package's folder, for the sample project and the fake provider.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `--provider` running `Tests/EndToEnd/fake_provider.py MODE`, which needs no network.
private func provider(_ mode: String) -> String {
    "python3 '\(packageRoot.appendingPathComponent("Tests/EndToEnd/fake_provider.py").path)' \(mode)"
}

/// A copy of the sample project in a scratch folder; returns the folder and the copy's
/// Localizable.xcstrings.
private func sampleProject() throws -> (folder: String, catalog: String) {
    let folder = try Scratch.folder()
    try FileManager.default.copyItem(atPath: packageRoot.appendingPathComponent("SampleProject").path, toPath: folder + "/SampleProject")
    return (folder, folder + "/SampleProject/BackyardBirds/Localizable.xcstrings")
}

private func json(_ path: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
}

/// `strings[key].localizations[language]` of a catalog read as JSON.
private func localization(_ catalog: [String: Any], _ key: String, _ language: String) -> [String: Any]? {
    ((catalog["strings"] as? [String: Any])?[key] as? [String: Any]).flatMap { ($0["localizations"] as? [String: Any])?[language] as? [String: Any] }
}

@Suite("xcedit translate", .serialized)
struct TranslateCommandTests {
    @Test("The sample project into Arabic: every plural form Arabic needs filled, needs_review, placeholders intact; a summary per language")
    func sampleProjectArabic() throws {
        let (folder, path) = try sampleProject()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CapturedRun(["translate", folder + "/SampleProject", "--lang", "ar", "--lang", "uk", "--provider", provider("upper")])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.out.contains("/BackyardBirds/Localizable.xcstrings\n  ar: 34 forms filled in 14 strings (needs_review), 0 rejected, 22 strings skipped (20 with every form filled, 1 don't translate, 1 stale)"))
        let catalog = try json(path)
        let feeders = try #require(localization(catalog, "%lld feeders need a refill", "ar")?["variations"] as? [String: Any])
        let forms = try #require(feeders["plural"] as? [String: [String: [String: String]]])
        #expect(forms.keys.sorted() == ["few", "many", "one", "other", "two", "zero"])
        for (category, form) in forms {
            #expect(form["stringUnit"]?["state"] == "needs_review")
            let value = form["stringUnit"]?["value"] ?? ""
            #expect(value.hasPrefix("[ar \(category) ") && value.contains("] %lld FEEDER"), "\(category): \(value)")
        }
        let summary = try #require(localization(catalog, "%lld birds at %lld feeders", "ar"))
        #expect((summary["stringUnit"] as? [String: String])?["value"] == "[ar] %#@birds@ AT %#@feeders@")
        let birds = try #require((summary["substitutions"] as? [String: [String: Any]])?["birds"])
        #expect(birds["argNum"] as? Int == 1 && birds["formatSpecifier"] as? String == "lld")
        #expect(((birds["variations"] as? [String: Any])?["plural"] as? [String: Any])?.count == 6)
        // A translation that was there stays as it was.
        #expect((localization(catalog, "Cancel", "ar")?["stringUnit"] as? [String: String])?["state"] == "translated")
        // The file is still in Xcode's layout.
        #expect(CapturedRun(["fmt", "--check", path]).status == 0)
        #expect(CapturedRun(["lint", path, "--lang", "ar", "--lang", "uk"]).status == 0)
    }

    @Test("A provider that breaks every placeholder changes nothing: each draft rejected, with its reason")
    func breakingProvider() throws {
        let (folder, path) = try sampleProject()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let run = CapturedRun(["translate", path, "--lang", "ar", "--provider", provider("break")])
        #expect(run.status == 0)
        #expect(run.out.contains("  ar: 0 forms filled, 34 rejected, 22 strings skipped"))
        #expect(run.out.contains("    rejected: \"%lld feeders need a refill\" plural.zero: the provider's text has a tag the request did not have (id 99)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("A provider that fails, hangs or answers garbage leaves every file as it was, with a clear error")
    func failingProviders() throws {
        let (folder, path) = try sampleProject()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let failed = CapturedRun(["translate", folder + "/SampleProject", "--lang", "zh-Hans", "--provider", provider("fail")])
        #expect(failed.status == 1)
        #expect(failed.error == "xcedit translate: error: the translation provider exited with status 1: fake provider: the service refused the key (no file was changed)\n")
        let hung = CapturedRun(["translate", path, "--lang", "zh-Hans", "--provider", provider("hang"), "--timeout", "1"])
        #expect(hung.status == 1 && hung.error.contains("gave no answer for 1 second (0 of "))
        let garbage = CapturedRun(["translate", path, "--lang", "zh-Hans", "--provider", provider("garbage")])
        #expect(garbage.status == 1 && garbage.error.contains("output, line 1: not JSON"))
        let short = CapturedRun(["translate", path, "--lang", "zh-Hans", "--provider", provider("short")])
        #expect(short.status == 1 && short.error.contains("answered 15 of 16 requests"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("--dry-run asks and checks but writes nothing, printing each draft")
    func dryRun() throws {
        let (folder, path) = try sampleProject()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let run = CapturedRun(["translate", path, "--lang", "zh-Hans", "--dry-run", "--provider", provider("upper")])
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("Dry run: no file was changed.\n"))
        #expect(run.out.contains("    \"%lld feeders need a refill\" plural.other: \"[zh-Hans other 1] %lld FEEDERS NEED A REFILL\"\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("machine_translated where asked for and the version has it; needs_review with a note in a 1.0 catalog")
    func machineTranslated() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let newer = folder + "/New.xcstrings", older = folder + "/Old.xcstrings"
        try Scratch.write(Scratch.catalog.replacingOccurrences(of: "\"1.0\"", with: "\"1.1\""), to: newer)
        try Scratch.write(Scratch.catalog, to: older)
        let run = CapturedRun(["translate", folder, "--lang", "fr", "--machine-translated", "--provider", provider("upper")])
        #expect(run.status == 0)
        #expect(run.out.contains("  fr: 1 form filled in 1 string (machine_translated), 0 rejected, 1 string skipped (1 with every form filled)"))
        #expect(run.out.contains("    note: version 1.0 has no machine_translated state; drafts are needs_review"))
        #expect((localization(try json(newer), "Feeder", "fr")?["stringUnit"] as? [String: String])?["state"] == "machine_translated")
        #expect((localization(try json(older), "Feeder", "fr")?["stringUnit"] as? [String: String])?["state"] == "needs_review")
        // The French value waiting for review is kept, unless asked to redo it.
        #expect((localization(try json(older), "Bird food", "fr")?["stringUnit"] as? [String: String])?["value"] == "Nourriture")
        #expect(CapturedRun(["translate", older, "--lang", "fr", "--replace-unreviewed", "--provider", provider("upper")]).status == 0)
        #expect((localization(try json(older), "Bird food", "fr")?["stringUnit"] as? [String: String])?["value"] == "[fr] BIRD FOOD")
        // Translated values never.
        #expect((localization(try json(older), "Bird food", "de")?["stringUnit"] as? [String: String])?["value"] == "Vogelfutter")
    }

    @Test("Several catalogs are written all or none: one that cannot be replaced keeps the others as they were")
    func allOrNone() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = folder + "/A.xcstrings", second = folder + "/B.xcstrings"
        try Scratch.write(Scratch.catalog, to: first)
        try Scratch.write(Scratch.catalog, to: second)
        // A second hard link: a rename would leave it on the old contents, so B is refused.
        try FileManager.default.linkItem(atPath: second, toPath: folder + "/B-link")
        let run = CapturedRun(["translate", folder, "--lang", "fr", "--provider", provider("upper")])
        #expect(run.status == 1)
        #expect(run.error.contains("(no file was changed)"))
        #expect(try String(contentsOfFile: first, encoding: .utf8) == Scratch.catalog)
    }

    @Test("Wrong command lines: no language, a language that is no code, both modes, a translator's bundle")
    func usage() {
        #expect(CapturedRun(["translate", "x.xcstrings", "--provider", "true"]).status == 2)
        #expect(CapturedRun(["translate", "x.xcstrings", "--lang", "../fr", "--provider", "true"]).status == 2)
        #expect(CapturedRun(["translate", "x.xcstrings", "--lang", "fr", "--only-new", "--replace-unreviewed"]).status == 2)
        #expect(CapturedRun(["translate", "x.xcstrings", "--lang", "fr", "--timeout", "0"]).status == 2)
        // Beyond what a deadline in nanoseconds holds: this crashed (exit 132) converting to UInt64.
        for huge in ["2e10", "1e20", "inf", "86401"] {
            let run = CapturedRun(["translate", "x.xcstrings", "--lang", "fr", "--provider", "true", "--timeout", huge])
            #expect(run.status == 2, "\(huge): \(run.status)")
            #expect(run.error.contains("--timeout: expected a number of seconds above 0, at most 86400 (a day), found \(huge)"), "\(run.error)")
        }
        let bundle = CapturedRun(["translate", "de.xcloc", "--lang", "de", "--provider", "true"])
        #expect(bundle.status == 2 && bundle.error.contains("translated in the editor"))
        #expect(CapturedRun(["translate", "--help"]).out.contains("--replace-unreviewed"))
    }
}
