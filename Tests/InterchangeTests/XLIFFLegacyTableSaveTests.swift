import Foundation
import StringCatalogKit
import Testing
@testable import Interchange

/// Saving a translator's edit of a legacy table's `<file>` (`en.lproj/TABLE.strings` or
/// `.stringsdict`, exported beside the catalogs): Xcode writes those targets without a
/// `state` (a table has none, and its import takes such a target as translated), so a
/// translated value is saved the same way; a value the translator marks for review keeps
/// `needs-review-l10n`, which an import leaves alone.
@Suite struct XLIFFLegacyTableSaveTests {
    /// A project with a catalog, a `.strings` table half translated into German and a
    /// `.stringsdict` table with no German yet, exported for German.
    static func exportedBundle() throws -> ProjectImport.Input {
        let root = try MigrationTests.folder([
            "App/en.lproj/Legacy.strings": "/* Title of the main window */\n\"window.title\" = \"Bird Log\";\n\n\"button.ok\" = \"OK\";\n",
            "App/de.lproj/Legacy.strings": "\"window.title\" = \"Vogelbuch\";\n",
            "App/en.lproj/Counts.stringsdict": MigrationTests.stringsdict(
                MigrationTests.plural("%lld birds", formatKey: "%#@birds@", variables: [("birds", "lld", [("one", "%lld bird"), ("other", "%lld birds")])])),
            "App/Localizable.xcstrings": "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Done\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}",
        ])
        let export = try ProjectExport(project: try LocalizationProject.open(root.path), tool: InterchangeFixtures.tool)
        let bundle = try export.writeBundle(language: "de", into: root.appendingPathComponent("Out").path)
        return try ProjectImport.readInput(bundle)
    }

    /// The project folder `exportedBundle` made, which each test removes.
    static func projectFolder(of input: ProjectImport.Input) -> URL {
        URL(fileURLWithPath: input.path).deletingLastPathComponent().deletingLastPathComponent()
    }

    static func edit(_ input: ProjectImport.Input, original: String, _ change: (inout StringCatalog) -> Void) throws -> (before: [String], after: [String]) {
        let before = try XLIFFCatalogSaveTests.bytes(of: input)
        let after = try XLIFFCatalogSaveTests.save(input, original: original, change)
        return (XLIFFCatalogSaveTests.lines(before), XLIFFCatalogSaveTests.lines(after))
    }

    /// The lines of `after` that `before` does not have at the same place, and the reverse.
    static func changed(_ before: [String], _ after: [String]) -> (removed: [String], added: [String]) {
        let diff = after.difference(from: before)
        return (diff.removals.map { if case .remove(_, let line, _) = $0 { line } else { "" } },
                diff.insertions.map { if case .insert(_, let line, _) = $0 { line } else { "" } })
    }

    @Test func aNewTranslationOfATableIsATargetWithoutState() throws {
        let input = try Self.exportedBundle()
        defer { try? FileManager.default.removeItem(at: Self.projectFolder(of: input)) }
        let (before, after) = try Self.edit(input, original: "App/en.lproj/Legacy.strings") {
            XLIFFCatalogSaveTests.setTranslation("Gut", key: "button.ok", language: "de", in: &$0)
        }
        let change = Self.changed(before, after)
        #expect(change.removed.isEmpty)
        #expect(change.added == ["        <target>Gut</target>"])
        let unit = try #require(after.firstIndex { $0.contains("<trans-unit id=\"button.ok\"") })
        #expect(after[unit + 2] == "        <target>Gut</target>")
    }

    @Test func aChangedTableTranslationStaysWithoutStateAndReviewMarksAreKept() throws {
        let input = try Self.exportedBundle()
        defer { try? FileManager.default.removeItem(at: Self.projectFolder(of: input)) }
        var (before, after) = try Self.edit(input, original: "App/en.lproj/Legacy.strings") {
            XLIFFCatalogSaveTests.setTranslation("Vogeltagebuch", key: "window.title", language: "de", in: &$0)
        }
        #expect(Self.changed(before, after) == (["        <target>Vogelbuch</target>"], ["        <target>Vogeltagebuch</target>"]))
        // Marked for review: the state says so, for the import to leave it alone.
        (before, after) = try Self.edit(input, original: "App/en.lproj/Legacy.strings") { catalog in
            catalog.modifyString(key: "window.title") { string in
                var localization = string.localization(for: "de")!
                localization.stringUnit?.state = .needsReview
                string.localizations?.set("de", localization)
            }
        }
        #expect(Self.changed(before, after) == (["        <target>Vogelbuch</target>"], ["        <target state=\"needs-review-l10n\">Vogelbuch</target>"]))
    }

    @Test func aStringsdictFormIsATargetWithoutStateAndTheCatalogKeepsItsStates() throws {
        let input = try Self.exportedBundle()
        defer { try? FileManager.default.removeItem(at: Self.projectFolder(of: input)) }
        let key = "/%lld birds:dict/birds:dict/one:dict/:string"
        let (before, after) = try Self.edit(input, original: "App/en.lproj/Counts.stringsdict") {
            XLIFFCatalogSaveTests.setTranslation("%lld Vogel", key: key, language: "de", in: &$0)
        }
        #expect(Self.changed(before, after) == ([], ["        <target>%lld Vogel</target>"]))
        let (catalogBefore, catalogAfter) = try Self.edit(input, original: "App/Localizable.xcstrings") {
            XLIFFCatalogSaveTests.setTranslation("Fertig", key: "Done", language: "de", in: &$0)
        }
        #expect(Self.changed(catalogBefore, catalogAfter) == ([], ["        <target state=\"translated\">Fertig</target>"]))
    }
}
