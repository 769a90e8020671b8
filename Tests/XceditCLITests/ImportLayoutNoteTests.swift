import Foundation
import Testing
import XceditCLI

/// An import into a catalog that is not in Xcode's layout rewrites the whole file: the
/// summary says so, as `fmt` would, instead of leaving a diff far larger than the import.
@Suite struct ImportLayoutNoteTests {
    /// The project of `ExportImportCommandTests`, its catalog re-indented with four spaces
    /// when `reformatted`, and a uk bundle with one translation typed.
    static func project(reformatted: Bool) throws -> String {
        let project = try ExportImportCommandTests.project()
        let catalog = project + "/Birds/Localizable.xcstrings"
        if reformatted {
            try Scratch.write(Scratch.catalog.replacingOccurrences(of: "  ", with: "    "), to: catalog)
        }
        #expect(CapturedRun(["export", project, "--lang", "uk", "--out", project + "/Out"]).status == 0)
        let path = project + "/Out/uk.xcloc/Localized Contents/uk.xliff"
        let text = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: "<source>Bird food</source>\n", with: "<source>Bird food</source>\n        <target state=\"translated\">Корм для птахів</target>\n")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return project
    }

    @Test func aCatalogInAnotherLayoutIsSaidToBeRewrittenWhole() throws {
        let project = try Self.project(reformatted: true)
        defer { try? FileManager.default.removeItem(atPath: project) }
        let dry = CapturedRun(["import", project + "/Out/uk.xcloc", "--project", project, "--dry-run"])
        #expect(dry.status == 0, "\(dry.error)")
        #expect(dry.out.contains("Birds/Localizable.xcstrings  uk: 1 added, 0 changed, 0 unchanged, 0 skipped\n  note: the catalog is not in Xcode's layout: saving it would rewrite it whole, as `xcedit fmt` would"))
        let run = CapturedRun(["import", project + "/Out/uk.xcloc", "--project", project])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.out.contains("Birds/Localizable.xcstrings  uk: 1 added, 0 changed, 0 unchanged, 0 skipped\n  note: the catalog was not in Xcode's layout: it was rewritten whole, as `xcedit fmt` would"))
        // It is in Xcode's layout now: fmt has nothing left to do, and the next import no note.
        #expect(CapturedRun(["fmt", "--check", project + "/Birds/Localizable.xcstrings"]).status == 0)
        let again = CapturedRun(["import", project + "/Out/uk.xcloc", "--project", project])
        #expect(!again.out.contains("note:"), "\(again.out)")
    }

    @Test func aCatalogInXcodesLayoutHasNoNote() throws {
        let project = try Self.project(reformatted: false)
        defer { try? FileManager.default.removeItem(atPath: project) }
        let run = CapturedRun(["import", project + "/Out/uk.xcloc", "--project", project])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.out.contains("uk: 1 added"))
        #expect(!run.out.contains("note:"))
    }

    @Test func nothingChangedNothingRewritten() throws {
        let project = try Self.project(reformatted: true)
        defer { try? FileManager.default.removeItem(atPath: project) }
        let before = try String(contentsOfFile: project + "/Birds/Localizable.xcstrings", encoding: .utf8)
        // The bundle as exported, without the translation: nothing to import, nothing written.
        #expect(CapturedRun(["export", project, "--lang", "uk", "--out", project + "/Plain"]).status == 0)
        let run = CapturedRun(["import", project + "/Plain/uk.xcloc", "--project", project])
        #expect(run.status == 0, "\(run.error)")
        #expect(!run.out.contains("note:"))
        #expect(try String(contentsOfFile: project + "/Birds/Localizable.xcstrings", encoding: .utf8) == before)
    }
}
