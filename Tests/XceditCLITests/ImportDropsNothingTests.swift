import Foundation
import Testing
import XceditCLI

/// `xcedit import` never drops a translator's work quietly: units it cannot import make it
/// exit 1 after writing the rest, with a line that counts them; a language the project does
/// not list yet is added to its `knownRegions`; the summary counts strings, not forms.
@Suite struct ImportDropsNothingTests {
    /// One plural string (as `fmt` would not write it: a catalog on one line is read alike).
    static let pluralCatalog = #"{"sourceLanguage":"en","strings":{"%lld birds":{"localizations":{"en":{"variations":{"plural":{"#
        + #""one":{"stringUnit":{"state":"translated","value":"%lld bird"}},"other":{"stringUnit":{"state":"translated","value":"%lld birds"}}}}}}}},"version":"1.0"}"#

    /// `ExportImportCommandTests`' project with a package catalog of one plural string, the
    /// package added as a wrapper folder reference; exported to `it`, every unit translated
    /// in its XLIFF file.
    static func exportedProject() throws -> String {
        let project = try ExportImportCommandTests.project()
        var text = ExportImportCommandTests.projectFile
        text = text.replacingOccurrences(of: "children = (BIRDS, EXT, );", with: "children = (BIRDS, EXT, PACKAGE, );")
        text = text.replacingOccurrences(of: "\t\tB1 = ", with: "\t\tPACKAGE = {isa = PBXFileReference; lastKnownFileType = wrapper; path = BirdKit; sourceTree = \"<group>\"; };\n\t\tB1 = ")
        try Scratch.write(text, to: project + "/Birds.xcodeproj/project.pbxproj")
        try Scratch.write("// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"BirdKit\", targets: [.target(name: \"BirdKit\")])\n",
                          to: project + "/BirdKit/Package.swift")
        try Scratch.write(pluralCatalog, to: project + "/BirdKit/Sources/BirdKit/Localizable.xcstrings")
        let export = CapturedRun(["export", project, "--lang", "it", "--out", project + "/Out"])
        #expect(export.status == 0, "\(export.error)")
        let xliff = project + "/Out/it.xcloc/Localized Contents/it.xliff"
        var translated = try String(contentsOfFile: xliff, encoding: .utf8)
        #expect(translated.contains("original=\"BirdKit/Sources/BirdKit/Localizable.xcstrings\""))
        for source in ["%lld bird", "%lld birds", "Bird food", "Feeder", "Birds", "Watch birds"] {
            translated = translated.replacingOccurrences(of: "<source>\(source)</source>\n", with: "<source>\(source)</source>\n        <target state=\"translated\">it \(source)</target>\n")
        }
        try translated.write(toFile: xliff, atomically: true, encoding: .utf8)
        return project
    }

    @Test func everyUnitLandsAndTheLanguageIsAddedToTheProject() throws {
        let project = try Self.exportedProject()
        defer { try? FileManager.default.removeItem(atPath: project) }
        let run = CapturedRun(["import", project + "/Out/it.xcloc", "--project", project])
        #expect(run.status == 0, "\(run.error)")
        // One plural string with two forms: one string added.
        #expect(run.out.contains("BirdKit/Sources/BirdKit/Localizable.xcstrings  it: 1 added, 0 changed, 0 unchanged, 0 skipped"), "\(run.out)")
        #expect(run.out.contains("Birds/Localizable.xcstrings  it: 2 added"), "\(run.out)")
        #expect(run.out.contains("Added it to the project's knownRegions."))
        let projectFile = try String(contentsOfFile: project + "/Birds.xcodeproj/project.pbxproj", encoding: .utf8)
        #expect(projectFile.contains("\t\t\t\tuk,\n\t\t\t\tit,\n\t\t\t);"))
        let catalog = try String(contentsOfFile: project + "/BirdKit/Sources/BirdKit/Localizable.xcstrings", encoding: .utf8)
        #expect(catalog.contains("\"value\" : \"it %lld bird\""))
        #expect(catalog.contains("\"value\" : \"it %lld birds\""))
    }

    @Test func aUnitForACatalogThatIsNotThereFailsTheImportAfterTheRestIsWritten() throws {
        let project = try Self.exportedProject()
        defer { try? FileManager.default.removeItem(atPath: project) }
        // The package's catalog is gone: the units of its string's three Italian forms (one,
        // many, other) have nowhere to go.
        try FileManager.default.removeItem(atPath: project + "/BirdKit/Sources/BirdKit/Localizable.xcstrings")
        let projectBefore = try String(contentsOfFile: project + "/Birds.xcodeproj/project.pbxproj", encoding: .utf8)
        let dry = CapturedRun(["import", project + "/Out/it.xcloc", "--project", project, "--dry-run"])
        #expect(dry.status == 1)
        #expect(dry.error.hasSuffix("xcedit import: 3 units would not be imported (no such catalog or table in the project: 3); the rest would be\n"), "\(dry.error)")
        #expect(dry.out.contains("Would add it to the project's knownRegions."))
        #expect(try String(contentsOfFile: project + "/Birds.xcodeproj/project.pbxproj", encoding: .utf8) == projectBefore)
        #expect(!FileManager.default.fileExists(atPath: project + "/Ext/it.lproj/InfoPlist.strings"))

        let run = CapturedRun(["import", project + "/Out/it.xcloc", "--project", project])
        #expect(run.status == 1)
        #expect(run.out.contains("BirdKit/Sources/BirdKit/Localizable.xcstrings: warning: the project has no such catalog; 3 units not imported"), "\(run.out)")
        #expect(run.error.hasSuffix("xcedit import: 3 units were not imported (no such catalog or table in the project: 3); the rest was written\n"), "\(run.error)")
        // Everything else was written.
        #expect(try String(contentsOfFile: project + "/Birds/Localizable.xcstrings", encoding: .utf8).contains("\"value\" : \"it Bird food\""))
        #expect(try String(contentsOfFile: project + "/Ext/it.lproj/InfoPlist.strings", encoding: .utf8).contains("\"Tagline\" = \"it Watch birds\";"))
        #expect(try String(contentsOfFile: project + "/Birds.xcodeproj/project.pbxproj", encoding: .utf8).contains("\t\t\t\tit,\n"))
    }
}
