import Foundation
import Testing
import XceditCLI

/// The commands around a project file that cannot be read: an error at its place and exit
/// status 1, never a crash, never another project taken instead, nothing written.
@Suite struct ProjectFileCommandTests {
    /// `ExportImportCommandTests`' project with its project file cut short.
    static func truncatedProject() throws -> String {
        let project = try ExportImportCommandTests.project()
        let text = ExportImportCommandTests.projectFile
        try Scratch.write(String(text.prefix(text.count / 2)), to: project + "/Birds.xcodeproj/project.pbxproj")
        return project
    }

    @Test func everyCommandThatReadsTheProjectStopsAtTheTruncatedFile() throws {
        let project = try Self.truncatedProject()
        defer { try? FileManager.default.removeItem(atPath: project) }
        let file = project + "/Birds.xcodeproj/project.pbxproj"
        for arguments in [["stats", project + "/Birds/Localizable.xcstrings"], ["export", project, "--out", project + "/Out"],
                          ["migrate", "--dry-run", project], ["import", project + "/none.xliff", "--project", project]] {
            let run = CapturedRun(arguments)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.error.contains(file + ":"), "\(arguments): \(run.error)")
            #expect(run.error.contains(": error: expected "), "\(arguments): \(run.error)")
        }
        #expect(!FileManager.default.fileExists(atPath: project + "/Out"))
        #expect(!FileManager.default.fileExists(atPath: project + "/Ext/InfoPlist.xcstrings"))
    }

    @Test func statsCountsTheProjectsLanguagesAndMigrateWarnsOfUnusedTables() throws {
        let project = try ExportImportCommandTests.project()
        defer { try? FileManager.default.removeItem(atPath: project) }
        try Scratch.write("\"old\" = \"Left over\";\n", to: project + "/Old/en.lproj/Old.strings")
        let stats = CapturedRun(["stats", project + "/Birds/Localizable.xcstrings"])
        #expect(stats.status == 0)
        #expect(stats.out.contains("  uk "), "\(stats.out)")
        let migrate = CapturedRun(["migrate", "--dry-run", project])
        #expect(migrate.status == 0, "\(migrate.error)")
        #expect(migrate.error == project + "/Old/en.lproj/Old.strings: warning: the project does not reference this file; not migrated\n")
        #expect(migrate.out.hasPrefix(project + "/Ext/InfoPlist.xcstrings: would write"))
    }
}
