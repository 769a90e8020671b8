import Foundation
import ProjectModel
import StringCatalogKit
import Testing
@testable import Interchange

/// What Xcode would not build, xcedit does not export: with a project file, only the catalogs
/// and tables a target uses are the project's; without one, every one under the folder is.
@Suite("Export takes the catalogs and tables the project's targets use")
struct ExportMembershipTests {
    static let catalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Done\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}"

    /// The `<file>` originals of the French export of the project at `root`.
    static func exportedFiles(_ root: URL, language: String = "fr") throws -> [String] {
        let export = try ProjectExport(project: try LocalizationProject.open(root.path), tool: InterchangeFixtures.tool)
        return try export.document(language: language).files.map(\.original)
    }

    @Test("A table and a catalog no target uses are not exported; without the project file they are")
    func unusedFilesAreLeftOut() throws {
        let root = try MigrationTests.folder([
            "App/Localizable.xcstrings": Self.catalog,
            "App/en.lproj/Main.strings": "\"title\" = \"Birds\";\n",
            "App/fr.lproj/Main.strings": "\"title\" = \"Oiseaux\";\n",
            "en.lproj/Localizable.strings": "\"old\" = \"Left over\";\n",
            "fr.lproj/Localizable.strings": "\"old\" = \"Reste\";\n",
            "Old/Unused.xcstrings": Self.catalog,
            "App.xcodeproj/project.pbxproj": SyntheticProjectFile.text(
                resources: ["App/Localizable.xcstrings", "App/en.lproj/Main.strings", "App/fr.lproj/Main.strings", "App/Missing.xcstrings"]),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try LocalizationProject.open(root.path)
        #expect(project.projectName == "App.xcodeproj")
        #expect(project.catalogs == ["App/Localizable.xcstrings"])
        #expect(project.legacyTables.map(\.original) == ["App/en.lproj/Main.strings"])
        // The catalog the project lists but the disk does not have is said.
        #expect(project.projectWarnings.map(\.kind) == [.missingFile(root.path + "/App/Missing.xcstrings")])
        #expect(try Self.exportedFiles(root) == ["App/en.lproj/Main.strings", "App/Localizable.xcstrings"])

        // Without the project file, every catalog and table under the folder is the project's.
        try FileManager.default.removeItem(at: root.appendingPathComponent("App.xcodeproj"))
        #expect(try Self.exportedFiles(root) == ["App/en.lproj/Main.strings", "App/Localizable.xcstrings", "en.lproj/Localizable.strings", "Old/Unused.xcstrings"])
    }

    @Test("Export of a folder inside the project is the project's, from its root")
    func folderInsideTheProject() throws {
        let root = try MigrationTests.folder([
            "App/Localizable.xcstrings": Self.catalog,
            "App.xcodeproj/project.pbxproj": SyntheticProjectFile.text(resources: ["App/Localizable.xcstrings"]),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try LocalizationProject.open(root.appendingPathComponent("App").path)
        #expect(project.root == root.standardizedFileURL.path)
        #expect(project.catalogs == ["App/Localizable.xcstrings"])
    }

    @Test("A project file that cannot be read stops the export with its place")
    func unreadableProject() throws {
        let root = try MigrationTests.folder([
            "App/Localizable.xcstrings": Self.catalog,
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tP = (;\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: LocalizationProject.Failure.self) { try LocalizationProject.open(root.path) }
        do {
            _ = try LocalizationProject.open(root.path)
        } catch {
            #expect(error.description.hasSuffix("/App.xcodeproj/project.pbxproj:4:8: error: expected a value, found ';'"))
        }
    }

    /// Easydict's repository holds `en.lproj/Localizable.strings` (and `zh-Hans.lproj`) at its
    /// top, which no target of its project uses: Xcode's export leaves the table out. Here the
    /// real project file and catalogs of `../shared/sync/Easydict`, with that table (from
    /// `../shared/interchange/migrate/Easydict/before`) where the repository has it.
    @Test("Easydict: the table no target uses is not exported, the targets' catalogs are",
          .needsInterchange, .enabled(if: InterchangeTestSupport.hasSync, "needs ../shared/sync beside the checkout"))
    func easydict() throws {
        let sync = InterchangeTestSupport.syncFolder.appendingPathComponent("Easydict")
        let before = try InterchangeTestSupport.sharedFolder("migrate/Easydict/before")
        let root = try InterchangeTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        for (from, to) in [
            (sync.appendingPathComponent("Easydict.xcodeproj/project.pbxproj"), "Easydict.xcodeproj/project.pbxproj"),
            (sync.appendingPathComponent("Easydict/App/Localizable.xcstrings"), "Easydict/App/Localizable.xcstrings"),
            (sync.appendingPathComponent("Easydict/App/InfoPlist.xcstrings"), "Easydict/App/InfoPlist.xcstrings"),
            (before.appendingPathComponent("en.lproj/Localizable.strings"), "en.lproj/Localizable.strings"),
            (before.appendingPathComponent("zh-Hans.lproj/Localizable.strings"), "zh-Hans.lproj/Localizable.strings"),
        ] {
            let destination = root.appendingPathComponent(to)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: from, to: destination)
        }
        let project = try LocalizationProject.open(root.path)
        #expect(project.legacyTables.isEmpty)
        #expect(try Self.exportedFiles(root, language: "zh-Hans") == ["Easydict/App/InfoPlist.xcstrings", "Easydict/App/Localizable.xcstrings"])
        // Without the project file, the table is one more file of the export.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Easydict.xcodeproj"))
        #expect(try Self.exportedFiles(root, language: "zh-Hans").contains("en.lproj/Localizable.strings"))
    }
}

extension InterchangeTestSupport {
    /// `../shared/sync` beside the package: real projects with their project files.
    static let syncFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/sync")
    static let hasSync = FileManager.default.fileExists(atPath: syncFolder.appendingPathComponent("SOURCES.tsv").path)
}
