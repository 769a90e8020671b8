import Foundation
import Testing
import StringCatalogKit

/// `xcedit merge BASE OURS THEIRS`, as git runs its merge driver: the result over OURS (or
/// `--output`), exit 0 merged, 1 conflicts listed, 2 an invalid input with OURS untouched.
@Suite struct MergeCommandTests {
    static func catalog(_ values: [String: String], final newline: Bool = false) -> String {
        var catalog = StringCatalog(sourceLanguage: "en")
        for (key, value) in values {
            var string = CatalogString(key: key)
            string.setLocalization(Localization(value, state: .translated), for: "de")
            catalog.insert(string)
        }
        return String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self) + (newline ? "\n" : "")
    }

    /// BASE, OURS and THEIRS in a scratch folder.
    static func inputs(_ base: String, _ ours: String, _ theirs: String) throws -> (folder: String, paths: [String]) {
        let folder = try Scratch.folder()
        let paths = ["base", "ours", "theirs"].map { folder + "/\($0).xcstrings" }
        for (path, text) in zip(paths, [base, ours, theirs]) { try Scratch.write(text, to: path) }
        return (folder, paths)
    }

    @Test func aCleanMergeGoesOverOursWithTheNewlineTheThreeWayRuleGives() throws {
        let (folder, paths) = try Self.inputs(Self.catalog(["a": "A", "b": "B"], final: true),
                                              Self.catalog(["a": "A2", "b": "B"], final: false),
                                              Self.catalog(["a": "A", "b": "B", "c": "C"], final: true))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CapturedRun(["merge"] + paths + ["--name", "App/Localizable.xcstrings"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.isEmpty)
        // Ours removed the final newline, theirs did not touch it: none.
        #expect(try String(contentsOfFile: paths[1], encoding: .utf8) == Self.catalog(["a": "A2", "b": "B", "c": "C"], final: false))
    }

    @Test func conflictsAreListedWithOursKeptAndExitOne() throws {
        let (folder, paths) = try Self.inputs(Self.catalog(["a": "A", "b": "B"]), Self.catalog(["a": "Ours", "b": "B"]),
                                              Self.catalog(["a": "Theirs", "b": "B2"]))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/merged.xcstrings"
        let before = try String(contentsOfFile: paths[1], encoding: .utf8)
        let run = CapturedRun(["merge"] + paths + ["--output", output, "--name", "App/Localizable.xcstrings"])
        #expect(run.status == 1)
        #expect(run.error == """
            App/Localizable.xcstrings: conflict: "a" de stringUnit.value: modify/modify (ours kept)
            App/Localizable.xcstrings: 1 conflict; every other change merged

            """)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == Self.catalog(["a": "Ours", "b": "B2"]))
        #expect(try String(contentsOfFile: paths[1], encoding: .utf8) == before)
    }

    @Test func anInvalidInputIsExitTwoAndOursStaysAsItWas() throws {
        let broken = Self.catalog(["a": "A"]).replacingOccurrences(of: "\"version\"", with: "\"version\" \"x\"")
        let (folder, paths) = try Self.inputs(Self.catalog(["a": "A"]), broken, Self.catalog(["a": "B"]) + "}")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CapturedRun(["merge"] + paths + ["--name", "App/Localizable.xcstrings"])
        #expect(run.status == 2)
        // Named as the catalog (--name, git's %P) and the side, not as git's temporary copies.
        #expect(run.error.contains("App/Localizable.xcstrings:15:13: error: expected ':' after an object key (in ours)"), "\(run.error)")
        #expect(run.error.contains("App/Localizable.xcstrings:16:2: error: expected the end of the file after the top-level value (in theirs)"), "\(run.error)")
        #expect(!run.error.contains(folder), "\(run.error)")
        #expect(run.error.contains("App/Localizable.xcstrings: error: not a valid catalog: ours, theirs; nothing merged, ours left as it was"))
        #expect(try String(contentsOfFile: paths[1], encoding: .utf8) == broken)
        // Without --name, the files' own paths.
        #expect(CapturedRun(["merge"] + paths).error.contains("ours.xcstrings:15:13: error: expected ':' after an object key\n"))
    }

    @Test func aReadOnlyOutputIsReplacedOnlyWithForce() throws {
        let (folder, paths) = try Self.inputs(Self.catalog(["a": "A"]), Self.catalog(["a": "A"]), Self.catalog(["a": "B"]))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/merged.xcstrings"
        try Scratch.write("old\n", to: output)
        #expect(chmod(output, 0o444) == 0)
        let refused = CapturedRun(["merge"] + paths + ["--output", output])
        #expect(refused.status == 1)
        #expect(refused.error.contains("\(output): error: the file is read-only; not overwritten (--force replaces it)"), "\(refused.error)")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "old\n")
        let forced = CapturedRun(["merge"] + paths + ["--output", output, "--force"])
        #expect(forced.status == 0, "\(forced.error)")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == Self.catalog(["a": "B"]))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: sharedMerge + "/13-invalid-json-meshtastic-missing-comma"), "needs ../shared/merge"))
    func aRealBrokenMergeIsRefusedWithEveryPosition() throws {
        let source = Self.sharedMerge + "/13-invalid-json-meshtastic-missing-comma"
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: source + "/ours.xcstrings", toPath: folder + "/ours.xcstrings")
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/ours.xcstrings"))
        let run = CapturedRun(["merge", source + "/base.xcstrings", folder + "/ours.xcstrings", source + "/theirs.xcstrings"])
        #expect(run.status == 2)
        #expect(run.error.contains("ours.xcstrings:11907:9: error: expected ',' or '}' after an object member"), "\(run.error)")
        #expect(run.error.contains("theirs.xcstrings:32536:5: error: strings: duplicate key \"Voltage\""), "\(run.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/ours.xcstrings")) == before)
    }

    static let sharedMerge = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/merge").path
}
