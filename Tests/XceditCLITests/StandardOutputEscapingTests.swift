import Foundation
import Testing
@testable import XceditCLI

/// Issue 33 point 6: what commands print for people on standard output quotes paths, table
/// names, keys and language codes from files: an ESC sequence (here one that clears the
/// screen) or U+202E there reaches the terminal escaped, as in diagnostics; `--json` stays
/// JSON with the same values.
@Suite("Standard output escapes what it quotes from files", .serialized)
struct StandardOutputEscapingTests {
    /// A folder name that clears the screen and turns the rest of the line around.
    static let hostile = "Evil\u{1B}[2J\u{202E}"
    static let shown = "Evil\\u{1B}[2J\\u{202E}"

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func expectInert(_ text: String, showing expected: String = shown, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!text.unicodeScalars.contains { TerminalText.isUnsafe($0) && $0 != "\r" }, "\(text)", sourceLocation: sourceLocation)
        #expect(text.contains(expected), "\(text)", sourceLocation: sourceLocation)
    }

    /// A scratch folder with a hostile folder in it; removed by the caller.
    static func scratch() throws -> (folder: String, hostile: String) {
        let folder = try Scratch.folder()
        return (folder, folder + "/" + hostile)
    }

    @Test func fmtNamesTheFileEscaped() throws {
        let (folder, hostile) = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write(#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#, to: hostile + "/Localizable.xcstrings")
        let check = CapturedRun(["fmt", "--check", hostile + "/Localizable.xcstrings"])
        #expect(check.status == 1, "\(check.error)")
        Self.expectInert(check.out)
        let run = CapturedRun(["fmt", hostile + "/Localizable.xcstrings"])
        #expect(run.status == 0, "\(run.error)")
        Self.expectInert(run.out)
        #expect(run.out.hasSuffix("/Localizable.xcstrings: formatted\n"))
    }

    @Test func migrateNamesTheCatalogEscaped() throws {
        let (folder, hostile) = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write("\"a\" = \"A\";\n", to: hostile + "/en.lproj/Localizable.strings")
        let dry = CapturedRun(["migrate", hostile, "--dry-run", "--delete-originals"])
        #expect(dry.status == 0, "\(dry.error)")
        Self.expectInert(dry.out)
        let run = CapturedRun(["migrate", hostile, "--delete-originals"])
        #expect(run.status == 0, "\(run.error)")
        Self.expectInert(run.out)
        #expect(run.out.contains("/Localizable.xcstrings: written (1 strings"))
        #expect(run.out.contains("/en.lproj/Localizable.strings: deleted"))
        // The file is written where the folder really is, by its real name.
        #expect(FileManager.default.fileExists(atPath: hostile + "/Localizable.xcstrings"))
    }

    @Test func compileNamesCatalogAndOutputEscaped() throws {
        let (folder, hostile) = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write(Scratch.catalog, to: hostile + "/Localizable.xcstrings")
        let run = CapturedRun(["compile", hostile + "/Localizable.xcstrings", "-o", hostile + "/Build"])
        #expect(run.status == 0, "\(run.error)")
        Self.expectInert(run.out)
    }

    @Test func exportNamesTheBundleEscaped() throws {
        let project = try ExportImportCommandTests.project()
        defer { try? FileManager.default.removeItem(atPath: project) }
        let run = CapturedRun(["export", project, "--lang", "de", "--out", project + "/" + Self.hostile])
        #expect(run.status == 0, "\(run.error)")
        Self.expectInert(run.out)
        #expect(run.out.contains(Self.shown + "/de.xcloc: 1 catalog"))
    }

    /// The keys sync lists are quoted as JSON (ESC as `\u001b`), whose quotes leave U+202E.
    @Test func syncListsKeysEscaped() throws {
        let root = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Scratch.write(SharedCatalogSyncTests.projectFile, to: root + "/Shared.xcodeproj/project.pbxproj")
        try Scratch.write("import SwiftUI\nlet a = Text(\"From\u{202E}A\")\n", to: root + "/A.swift")
        try Scratch.write("import SwiftUI\nlet b = Text(\"From B\")\n", to: root + "/B.swift")
        try Scratch.write("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n", to: root + "/Localizable.xcstrings")
        let run = CapturedRun(["sync", root, "--dry-run"])
        #expect(run.status == 0, "\(run.error)")
        Self.expectInert(run.out, showing: "added: \"From\\u{202E}A\"")
    }

    @Test func translateNamesTheCatalogEscaped() throws {
        let (folder, hostile) = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write(Scratch.catalog, to: hostile + "/Localizable.xcstrings")
        let provider = "python3 '\(Self.packageRoot.appendingPathComponent("Tests/EndToEnd/fake_provider.py").path)' upper"
        let run = CapturedRun(["translate", hostile + "/Localizable.xcstrings", "--lang", "uk", "--provider", provider, "--dry-run"])
        #expect(run.status == 0, "\(run.error)")
        Self.expectInert(run.out)
    }

    @Test func gitSetupNamesTheAttributesFileEscaped() throws {
        let (folder, hostile) = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var out = ""
        try GitSetupCommand.addAttributes(to: hostile + "/.gitattributes", console: Console(out: { out += $0 }, error: { _ in }), refusingLinks: true)
        Self.expectInert(out)
        #expect(out.contains("/.gitattributes: added '"))
    }

    /// git shows textconv's lines on the terminal: a value's ESC and U+202E are escaped.
    @Test func diffTextconvEscapesValues() throws {
        let (folder, path) = try Scratch.folder(holding: Scratch.catalog.replacingOccurrences(of: "Vogelfutter", with: "Vogel\\u001b[2J\\u202efutter"))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CapturedRun(["diff", "--textconv", path])
        #expect(run.status == 0, "\(run.error)")
        Self.expectInert(run.out, showing: "Vogel\\u{1B}[2J\\u{202E}futter")
    }

    /// `--json` keeps the same values, written as JSON escapes: valid JSON, inert on a terminal.
    @Test func jsonStaysJSONWithTheSameValues() throws {
        let key = "Bird\u{202E}food\u{85}"
        let (folder, path) = try Scratch.folder(holding: Scratch.catalog.replacingOccurrences(of: "\"Bird food\"", with: "\"\(key)\""),
                                                named: Self.hostile + "/Localizable.xcstrings")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // stats quotes the path, lint the key too.
        for arguments in [["stats", path, "--json"], ["lint", path, "--json", "--lang", "de"]] {
            let run = CapturedRun(arguments)
            #expect(!run.out.unicodeScalars.contains(where: TerminalText.isUnsafe), "\(arguments): \(run.out)")
            #expect(run.out.contains("\\u202E"), "\(arguments): \(run.out)")
            #expect((try? JSONSerialization.jsonObject(with: Data(run.out.utf8))) != nil, "\(arguments): \(run.out)")
        }
        #expect(TerminalText.jsonEscaped("{\"k\":\"a\u{1B}\u{202E}\u{7F}\"}\n") == "{\"k\":\"a\\u001B\\u202E\\u007F\"}\n")
        let decoded = try JSONSerialization.jsonObject(with: Data(TerminalText.jsonEscaped("[\"\(key)\"]").utf8)) as? [String]
        #expect(decoded == [key])
    }

    /// Ordinary text, tabs and line breaks, passes unchanged.
    @Test func ordinaryTextIsUnchanged() {
        var out = ""
        let console = Console(out: { out += $0 }, error: { _ in })
        let text = "Birds/Localizable.xcstrings: written (3 strings, 2 languages)\n\tقائمة 👍🏽 café\n"
        console.out(text)
        console.out(json: "{\"k\" : \"café\"}\n")
        #expect(out == text + "{\"k\" : \"café\"}\n")
    }
}
