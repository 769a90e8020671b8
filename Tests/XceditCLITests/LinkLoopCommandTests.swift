import Foundation
import Testing
import XceditCLI

/// The commands on a project folder holding symbolic links to itself: each catalog and table
/// once, and a warning per link not followed.
@Suite("Commands on folders with link loops")
struct LinkLoopCommandTests {
    @Test("stats, lint, export, import and migrate end, see each file once and name the links skipped", .timeLimit(.minutes(1)))
    func twoLinksToTheProjectFolder() throws {
        let project = try ExportImportCommandTests.project()
        let out = try Scratch.folder()
        defer {
            try? FileManager.default.removeItem(atPath: project)
            try? FileManager.default.removeItem(atPath: out)
        }
        #expect(symlink(".", project + "/loop1") == 0)
        #expect(symlink(".", project + "/loop2") == 0)
        let warnings = ["loop1", "loop2"].map { "\(project)/\($0): warning: a link to a folder already searched; skipped\n" }.joined()

        let stats = CapturedRun(["stats", project])
        #expect(stats.status == 0, "\(stats.error)")
        #expect(stats.out.components(separatedBy: "Localizable.xcstrings").count == 2, "\(stats.out)")
        #expect(stats.error == warnings)

        let lint = CapturedRun(["lint", project])
        #expect(lint.out.hasSuffix(" in 1 catalog\n"), "\(lint.out)")
        #expect(lint.error == warnings)

        let export = CapturedRun(["export", project, "--lang", "de", "--out", out])
        #expect(export.status == 0, "\(export.error)")
        #expect(export.out == out + "/de.xcloc: 1 catalog, 1 .strings/.stringsdict table, 4 units\n")
        #expect(export.error.hasPrefix(warnings))
        let xliff = try String(contentsOfFile: out + "/de.xcloc/Localized Contents/de.xliff", encoding: .utf8)
        #expect(xliff.components(separatedBy: "<file ").count - 1 == 2)
        #expect(xliff.components(separatedBy: "original=\"Birds/Localizable.xcstrings\"").count - 1 == 1)

        let dryImport = CapturedRun(["import", out + "/de.xcloc", "--project", project, "--dry-run"])
        #expect(dryImport.status == 0, "\(dryImport.error)")
        #expect(dryImport.error == warnings)

        let migrate = CapturedRun(["migrate", "--dry-run", project])
        #expect(migrate.status == 0, "\(migrate.error)")
        #expect(migrate.out.hasPrefix(project + "/Ext/InfoPlist.xcstrings: would write"))
        #expect(migrate.out.components(separatedBy: "\n").count == 2, "\(migrate.out)")
        #expect(migrate.error == warnings)
    }
}
