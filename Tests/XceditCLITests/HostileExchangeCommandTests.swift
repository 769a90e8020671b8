import Foundation
import Testing
import XceditCLI

/// What a translator's file may not do to a project (`export` and `import` with hostile or
/// careless input): write outside the project, name a language that is a path, change some
/// files and not others, overwrite read-only or source text.
@Suite struct HostileExchangeCommandTests {
    typealias Project = ExportImportCommandTests

    /// The `de` XLIFF of `project`, with a translation for `CFBundleName` and `Bird food`.
    static func translatedXLIFF(_ project: String) throws -> String {
        #expect(CapturedRun(["export", project, "--lang", "de", "--out", project + "/Out"]).status == 0)
        var text = try String(contentsOfFile: project + "/Out/de.xcloc/Localized Contents/de.xliff", encoding: .utf8)
        text = text.replacingOccurrences(of: "<target>Vögel</target>", with: "<target>Vogelschau</target>")
        text = text.replacingOccurrences(of: "<target state=\"translated\">Vogelfutter</target>", with: "<target state=\"translated\">Futter</target>")
        return text
    }

    static func write(_ text: String, to path: String) throws {
        try Scratch.write(text, to: path)
    }

    /// Every file under `folder`, relative, with its bytes.
    static func snapshot(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let name = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), !isFolder.boolValue {
                files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            }
        }
        return files
    }

    @Test func aTargetLanguageThatIsAPathIsRefusedAndNothingIsWritten() throws {
        let scratch = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let project = scratch + "/Project"
        try FileManager.default.moveItem(atPath: try Project.project(), toPath: project)
        var text = try Self.translatedXLIFF(project)
        text = text.replacingOccurrences(of: "target-language=\"de\"", with: "target-language=\"../../../Outside/PWNED\"")
        try Self.write(text, to: scratch + "/evil.xliff")
        let before = try Self.snapshot(scratch)

        let run = CapturedRun(["import", scratch + "/evil.xliff", "--project", project])
        #expect(run.status == 1)
        #expect(run.error.contains("evil.xliff:3:3: error: target-language: \"../../../Outside/PWNED\" is not a language code"), "\(run.error)")
        #expect(try Self.snapshot(scratch) == before)
        #expect(!FileManager.default.fileExists(atPath: scratch + "/Outside"))
    }

    @Test func aBundleLocaleThatIsAPathIsRefused() throws {
        let project = try Project.project()
        defer { try? FileManager.default.removeItem(atPath: project) }
        var text = try Self.translatedXLIFF(project)
        text = text.replacingOccurrences(of: " target-language=\"de\"", with: "")
        try Self.write(text, to: project + "/Out/de.xcloc/Localized Contents/de.xliff")
        let contents = project + "/Out/de.xcloc/contents.json"
        try Self.write(try String(contentsOfFile: contents, encoding: .utf8).replacingOccurrences(of: "\"targetLocale\" : \"de\"", with: "\"targetLocale\" : \"../x\""), to: contents)
        let run = CapturedRun(["import", project + "/Out/de.xcloc", "--project", project])
        #expect(run.status == 1)
        #expect(run.error.contains("contents.json: error: targetLocale: \"../x\" is not a language code"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: project + "/x.lproj"))
    }

    @Test func anOriginalOutsideTheProjectIsNeverWritten() throws {
        let scratch = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let project = scratch + "/Project"
        try FileManager.default.moveItem(atPath: try Project.project(), toPath: project)
        // A table and a catalog beside the project, which an original can point at.
        try Scratch.write("\"CFBundleName\" = \"Birds\";\n", to: scratch + "/Other/en.lproj/InfoPlist.strings")
        try Scratch.write(Scratch.catalog, to: scratch + "/Other/Localizable.xcstrings")
        var text = try Self.translatedXLIFF(project)
        text = text.replacingOccurrences(of: "original=\"Ext/en.lproj/InfoPlist.strings\"", with: "original=\"../Other/en.lproj/InfoPlist.strings\"")
        text = text.replacingOccurrences(of: "original=\"Birds/Localizable.xcstrings\"", with: "original=\"../Other/Localizable.xcstrings\"")
        try Self.write(text, to: scratch + "/evil.xliff")
        let before = try Self.snapshot(scratch)

        let run = CapturedRun(["import", scratch + "/evil.xliff", "--project", project])
        // Their units are not imported: said, and the import fails.
        #expect(run.status == 1, "\(run.error)")
        #expect(run.error.contains("units were not imported ("), "\(run.error)")
        #expect(run.out.contains("evil.xliff: ../Other/en.lproj/InfoPlist.strings: warning: the project has no such catalog"), "\(run.out)")
        #expect(run.out.contains("evil.xliff: ../Other/Localizable.xcstrings: warning: the project has no such catalog"), "\(run.out)")
        #expect(try Self.snapshot(scratch) == before)
    }

    @Test func exportRefusesALanguageThatIsAPath() throws {
        let project = try Project.project()
        defer { try? FileManager.default.removeItem(atPath: project) }
        let before = try Self.snapshot(project)
        let run = CapturedRun(["export", project, "--lang", "../../escaped", "--out", project + "/Out/a/b"])
        #expect(run.status == 2)
        #expect(run.error.contains("--lang: \"../../escaped\" is not a language code"))
        #expect(try Self.snapshot(project) == before)
        #expect(!FileManager.default.fileExists(atPath: project + "/Out"))
    }

    @Test func exportRefusesACatalogLanguageThatIsAPath() throws {
        let project = try Project.project()
        defer { try? FileManager.default.removeItem(atPath: project) }
        let catalog = project + "/Birds/Localizable.xcstrings"
        try Self.write(try String(contentsOfFile: catalog, encoding: .utf8).replacingOccurrences(of: "\"fr\" : {", with: "\"../../up\" : {"), to: catalog)
        let run = CapturedRun(["export", project, "--out", project + "/Out/a"])
        #expect(run.status == 1)
        #expect(run.error.contains("\"../../up\" is not a language code"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: project + "/Out/up.xcloc"))
        #expect(!FileManager.default.fileExists(atPath: project + "/up.xcloc"))
    }

    @Test func compileRefusesACatalogLanguageThatIsAPath() throws {
        let (folder, path) = try Scratch.folder(holding: Scratch.catalog.replacingOccurrences(of: "\"fr\" : {", with: "\"../../up\" : {"))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CapturedRun(["compile", path, "-o", folder + "/Out/Build"])
        #expect(run.status == 1)
        #expect(run.error.contains("\"../../up\" is not a language code"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Out"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/up.lproj"))
    }

    @Test func aFileWithoutATargetLanguageNeedsLang() throws {
        let project = try Project.project()
        defer { try? FileManager.default.removeItem(atPath: project) }
        let text = try Self.translatedXLIFF(project).replacingOccurrences(of: " target-language=\"de\"", with: "")
        try Self.write(text, to: project + "/Translations_final.xliff")
        let before = try Self.snapshot(project)

        let refused = CapturedRun(["import", project + "/Translations_final.xliff", "--project", project])
        #expect(refused.status == 1)
        #expect(refused.error.contains("Translations_final.xliff:3:3: error: expected a 'target-language' attribute on <file original=\"Birds/Localizable.xcstrings\">"), "\(refused.error)")
        #expect(try Self.snapshot(project) == before)
        #expect(!FileManager.default.fileExists(atPath: project + "/Ext/Translations_final.lproj"))

        let named = CapturedRun(["import", project + "/Translations_final.xliff", "--project", project, "--lang", "de"])
        #expect(named.status == 0, "\(named.error)")
        #expect(named.out.contains("Birds/Localizable.xcstrings  de: 0 added, 1 changed"), "\(named.out)")
        #expect(try String(contentsOfFile: project + "/Ext/de.lproj/InfoPlist.strings", encoding: .utf8).contains("Vogelschau"))

        // --lang names the language of files that name none; it does not relabel a file.
        let text2 = try String(contentsOfFile: project + "/Out/de.xcloc/Localized Contents/de.xliff", encoding: .utf8)
        try Self.write(text2, to: project + "/de.xliff")
        let mismatch = CapturedRun(["import", project + "/de.xliff", "--project", project, "--lang", "fr"])
        #expect(mismatch.status == 1)
        #expect(mismatch.error.contains("is in \"de\", not in \"fr\" as --lang says"), "\(mismatch.error)")
    }

    @Test func theSourceLanguageIsNotImported() throws {
        let project = try Project.project()
        defer { try? FileManager.default.removeItem(atPath: project) }
        #expect(CapturedRun(["export", project, "--lang", "en", "--out", project + "/Out"]).status == 0)
        let path = project + "/Out/en.xcloc/Localized Contents/en.xliff"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: "<target>Birds</target>", with: "<target>Hijacked</target>")
        text = text.replacingOccurrences(of: "<source>Feeder</source>\n", with: "<source>Feeder</source>\n        <target state=\"translated\">Hijacked</target>\n")
        try Self.write(text, to: path)
        #expect(text.contains("Hijacked</target>"))
        let before = try Self.snapshot(project)

        let run = CapturedRun(["import", project + "/Out/en.xcloc", "--project", project])
        // The edits of the source text are not imported: the import fails, and says so.
        #expect(run.status == 1, "\(run.error)")
        #expect(run.error.hasSuffix("xcedit import: 1 unit was not imported (source-language edits: 1); the rest was written\n"), "\(run.error)")
        #expect(run.out.contains("Birds/Localizable.xcstrings: warning: en is the source language"), "\(run.out)")
        #expect(run.out.contains("Ext/en.lproj/InfoPlist.strings: warning: en is the source language"), "\(run.out)")
        #expect(try Self.snapshot(project) == before)
    }

    @Test func aReadOnlyCatalogNeedsForceAsInFmt() throws {
        let project = try Project.project()
        defer { try? FileManager.default.removeItem(atPath: project) }
        try Self.write(try Self.translatedXLIFF(project), to: project + "/de.xliff")
        let catalog = project + "/Birds/Localizable.xcstrings"
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: catalog)
        let before = try Self.snapshot(project)

        let refused = CapturedRun(["import", project + "/de.xliff", "--project", project])
        #expect(refused.status == 1)
        #expect(refused.error.contains("Localizable.xcstrings: error: the file is read-only; not overwritten (no file was changed)"), "\(refused.error)")
        // The table would have been written too: all or nothing.
        #expect(try Self.snapshot(project) == before)

        let forced = CapturedRun(["import", project + "/de.xliff", "--project", project, "--force"])
        #expect(forced.status == 0, "\(forced.error)")
        #expect(try String(contentsOfFile: catalog, encoding: .utf8).contains("\"value\" : \"Futter\""))
        let mode = try FileManager.default.attributesOfItem(atPath: catalog)[.posixPermissions] as? Int
        #expect(mode == 0o444)
    }

    @Test func aCatalogThatCannotBeReplacedLeavesEveryFileAsItWas() throws {
        let project = try Project.project()
        defer { try? FileManager.default.removeItem(atPath: project) }
        try Self.write(try Self.translatedXLIFF(project), to: project + "/de.xliff")
        // A second name for the catalog: a save would leave it on the old contents.
        try FileManager.default.linkItem(atPath: project + "/Birds/Localizable.xcstrings", toPath: project + "/Localizable-link.xcstrings.bak")
        let before = try Self.snapshot(project)

        let run = CapturedRun(["import", project + "/de.xliff", "--project", project])
        #expect(run.status == 1)
        #expect(run.error.contains("hard links"), "\(run.error)")
        #expect(run.error.contains("(no file was changed)"), "\(run.error)")
        // The table, staged first, was not put in place either; no temporary file is left.
        #expect(try Self.snapshot(project) == before)
    }

    @Test func migrateWritesEveryCatalogOrNone() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write("\"hello\" = \"Hello\";\n", to: folder + "/A/en.lproj/Localizable.strings")
        try Scratch.write("\"hello\" = \"Bonjour\";\n", to: folder + "/A/fr.lproj/Localizable.strings")
        try Scratch.write("\"bye\" = \"Bye\";\n", to: folder + "/B/en.lproj/Other.strings")
        // The second catalog's place is a link into a folder that does not exist: it cannot be written.
        #expect(symlink(folder + "/nowhere/Other.xcstrings", folder + "/B/Other.xcstrings") == 0)
        let before = try Self.snapshot(folder)

        let run = CapturedRun(["migrate", folder])
        #expect(run.status == 1)
        #expect(run.error.contains("B/Other.xcstrings: error: cannot save"), "\(run.error)")
        #expect(run.error.contains("(no file was changed)"), "\(run.error)")
        #expect(try Self.snapshot(folder) == before)
        #expect(!FileManager.default.fileExists(atPath: folder + "/A/Localizable.xcstrings"))

        // Once the obstacle is gone, a rerun writes both (nothing was left to refuse it).
        #expect(unlink(folder + "/B/Other.xcstrings") == 0)
        let rerun = CapturedRun(["migrate", folder])
        #expect(rerun.status == 0, "\(rerun.error)")
        #expect(FileManager.default.fileExists(atPath: folder + "/A/Localizable.xcstrings"))
        #expect(FileManager.default.fileExists(atPath: folder + "/B/Other.xcstrings"))
    }

    @Test func compileWritesEveryFileOrNone() throws {
        let (folder, path) = try Scratch.folder(holding: Scratch.catalog, named: "Birds.xcstrings")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(CapturedRun(["compile", path, "-o", folder + "/out"]).status == 0)
        try FileManager.default.removeItem(atPath: folder + "/out/fr.lproj")
        // One output cannot be replaced faithfully (a second name for it would keep the old
        // contents): the other languages' files are not written either.
        #expect(link(folder + "/out/de.lproj/Birds.strings", folder + "/de-Birds.strings") == 0)
        let before = try Self.snapshot(folder)
        let run = CapturedRun(["compile", path, "-o", folder + "/out"])
        #expect(run.status == 1)
        #expect(run.error.contains("de.lproj/Birds.strings: error: the file has 2 hard links"), "\(run.error)")
        #expect(run.error.contains("(no file was changed)"))
        #expect(try Self.snapshot(folder) == before)
        #expect(!FileManager.default.fileExists(atPath: folder + "/out/fr.lproj"))
    }

    /// Runs `chattr` on `path`; false where it is missing or refused (not root, a file system
    /// without the flag).
    static func chattr(_ flag: String, _ path: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Whether this machine can make a file immutable (root on ext4 can; CI runs as root).
    static let canMakeImmutable: Bool = {
        guard let (folder, path) = try? Scratch.folder(holding: "x", named: "probe") else { return false }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard chattr("+i", path) else { return false }
        return chattr("-i", path)
    }()

    @Test(.enabled(if: canMakeImmutable, "needs chattr +i (root on a file system with the flag)"))
    func anImmutableCatalogFoundOnlyAtTheRenameUndoesTheOtherFiles() throws {
        let project = try Project.project()
        let catalog = project + "/Birds/Localizable.xcstrings"
        defer {
            _ = Self.chattr("-i", catalog)
            try? FileManager.default.removeItem(atPath: project)
        }
        try Self.write(try Self.translatedXLIFF(project), to: project + "/de.xliff")
        #expect(Self.chattr("+i", catalog))
        let before = try Self.snapshot(project)

        let run = CapturedRun(["import", project + "/de.xliff", "--project", project])
        #expect(run.status == 1)
        #expect(run.error.contains("Localizable.xcstrings: error: cannot save: Operation not permitted (no file was changed)"), "\(run.error)")
        // The table's file was replaced first and put back.
        #expect(try Self.snapshot(project) == before)
    }
}
