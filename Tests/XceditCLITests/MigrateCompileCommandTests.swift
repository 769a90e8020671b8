@testable import CatalogFiles
import Foundation
import Testing
import StringCatalogKit

@Suite("xcedit migrate and xcedit compile")
struct MigrateCompileCommandTests {
    @Test func migrateWritesTheCatalogAndReportsIt() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write("/* Greeting */\n\"hello\" = \"Hello\";\n", to: folder + "/en.lproj/Localizable.strings")
        try Scratch.write("\"hello\" = \"Bonjour\";\n", to: folder + "/fr.lproj/Localizable.strings")

        let dry = CapturedRun(["migrate", folder, "--dry-run", "--delete-originals"])
        #expect(dry.status == 0)
        #expect(dry.out.contains("\(folder)/Localizable.xcstrings: would write (1 strings, 2 languages from 2 files, source en)"))
        #expect(dry.out.contains("\(folder)/en.lproj/Localizable.strings: would delete"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/Localizable.xcstrings"))

        let run = CapturedRun(["migrate", folder, "--delete-originals"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.out.contains("Localizable.xcstrings: written"))
        let catalog = try CatalogFile.open(folder + "/Localizable.xcstrings").catalog
        #expect(catalog.strings.first?.comment == "Greeting")
        #expect(catalog.strings.first?.localization(for: "fr")?.stringUnit?.value == "Bonjour")
        #expect(!FileManager.default.fileExists(atPath: folder + "/fr.lproj"))
        #expect(CapturedRun(["fmt", "--check", folder]).status == 0)
    }

    @Test func migrateListsEveryErrorAndWritesNothing() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write("\"a\" = \"x\"\n\"b\" = \"y\";\n", to: folder + "/en.lproj/Localizable.strings")
        try Scratch.write("\"a\" = \"unterminated;\n", to: folder + "/fr.lproj/Localizable.strings")
        try Scratch.write("\"a\" = \"x\";\n", to: folder + "/de.lproj/Localizable.strings")
        // A catalog in the way stops everything; the malformed files are listed too.
        try Scratch.write("{}", to: folder + "/Localizable.xcstrings")
        let run = CapturedRun(["migrate", folder])
        #expect(run.status == 1)
        #expect(run.error.contains("\(folder)/en.lproj/Localizable.strings:2:1: error: expected ';' after the value"))
        #expect(run.error.contains("\(folder)/fr.lproj/Localizable.strings:1:7: error: unterminated string"))
        #expect(run.error.contains("\(folder)/Localizable.xcstrings: error: a catalog already exists here"))
        #expect(run.error.contains("nothing written (3 errors)"))
        #expect(try String(contentsOfFile: folder + "/Localizable.xcstrings", encoding: .utf8) == "{}")
    }

    /// A malformed file is left out and kept, every other file migrated, and the run fails.
    @Test func migrateLeavesOutAMalformedFileAndFails() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write("\"config.ringtone\" = \"RTTTL ringtone\";\n", to: folder + "/en.lproj/Localizable.strings")
        try Scratch.write("\"config.ringtone\" = \"Sonnerie RTTTL\";\n", to: folder + "/fr.lproj/Localizable.strings")
        try Scratch.write("\"config.ringtone\"=\"=\"Toque RTTTL\";\n", to: folder + "/pt.lproj/Localizable.strings")
        let run = CapturedRun(["migrate", folder, "--delete-originals"])
        #expect(run.status == 1)
        #expect(run.error.contains("\(folder)/pt.lproj/Localizable.strings:1:"))
        #expect(run.error.contains("1 file left out and kept"))
        #expect(run.out.contains("Localizable.xcstrings: written (1 strings, 2 languages from 2 files, source en)"))
        #expect(FileManager.default.fileExists(atPath: folder + "/pt.lproj/Localizable.strings"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/fr.lproj/Localizable.strings"))
    }

    @Test func migrateWithoutLegacyFilesFails() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(CapturedRun(["migrate", folder]).status == 1)
        #expect(CapturedRun(["migrate", folder + "/missing"]).status == 1)
        #expect(CapturedRun(["migrate"]).status == 2)
    }

    @Test func compileWritesLprojFoldersInEachFormat() throws {
        let (folder, path) = try Scratch.folder(holding: Scratch.catalog, named: "Birds.xcstrings")
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let run = CapturedRun(["compile", path, "--output-directory", folder + "/out"])
        #expect(run.status == 0, "\(run.error)")
        let xml = try String(contentsOfFile: folder + "/out/de.lproj/Birds.strings", encoding: .utf8)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist"))
        #expect(xml.contains("\t<key>Bird food</key>\n\t<string>Vogelfutter</string>"))

        #expect(CapturedRun(["compile", folder, "-o", folder + "/text", "--format", "text"]).status == 0)
        let text = try String(contentsOfFile: folder + "/text/de.lproj/Birds.strings", encoding: .utf8)
        #expect(text.contains("\"Bird food\" = \"Vogelfutter\";"))
    }

    @Test func compileUsageErrors() throws {
        let (folder, path) = try Scratch.folder(holding: Scratch.catalog, named: "Birds.xcstrings")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(CapturedRun(["compile", path]).status == 2)
        #expect(CapturedRun(["compile", path, "-o", folder + "/o", "--format", "yaml"]).status == 2)
        // Two catalogs of one table name would overwrite each other: nothing is written.
        try Scratch.write(Scratch.catalog, to: folder + "/other/Birds.xcstrings")
        let clash = CapturedRun(["compile", folder, "-o", folder + "/o"])
        #expect(clash.status == 1)
        #expect(clash.error.contains("table Birds also comes from"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/o"))
    }

    @Test func bothCommandsHaveHelp() {
        #expect(CapturedRun(["help", "migrate"]).out.contains("xcedit migrate PATH..."))
        #expect(CapturedRun(["help", "compile"]).out.contains("xcedit compile CATALOG..."))
        #expect(CapturedRun(["migrate", "--help"]).out.contains("--source-language CODE"))
        #expect(CapturedRun(["compile", "--help"]).out.contains("--output-directory DIR"))
    }
}
