import Foundation
import Testing
@testable import Interchange
import StringCatalogKit

/// Import of real translated bundles into the catalogs they were exported from.
@Suite struct XcodeImportTests {
    /// LangGo as exported: a temporary project holding the `Source Contents` of `folder`'s
    /// ja.xcloc (every bundle carries the same), removed by the caller.
    static func projectFromSourceContents(of folder: URL) throws -> URL {
        let project = try InterchangeFixtures.temporaryFolder()
        try InterchangeFixtures.writableCopy(of: folder.appendingPathComponent("xcloc/ja.xcloc/Source Contents/LangGo"),
                                             to: project.appendingPathComponent("LangGo"))
        return project
    }

    /// LangGo: the `Source Contents` catalogs plus the four translated bundles give exactly
    /// the catalog the project committed after importing them in Xcode 16.2, byte for byte.
    @Test(.needsInterchange) func langGoBundlesGiveTheCommittedCatalog() throws {
        let folder = try InterchangeFixtures.url("xliff-import/LangGo-16.2")
        let project = try Self.projectFromSourceContents(of: folder)
        defer { try? FileManager.default.removeItem(at: project) }
        let bundles = ["ja", "ko", "vi", "zh-Hans"].map { folder.appendingPathComponent("xcloc/\($0).xcloc").path }
        let inputs = try bundles.map { path in try ProjectImport.readInput(path) }
        let reports = try ProjectImport(project: try LocalizationProject.open(project.path), policy: .xcode).run(inputs, dryRun: false).reports
        let localizable = reports.filter { $0.original == "LangGo/Localizable.xcstrings" }
        #expect(localizable.map(\.language) == ["ja", "ko", "vi", "zh-Hans"])
        #expect(localizable.allSatisfy { $0.summary.added == 50 && $0.summary.changed == 0 && $0.summary.skipped == 0 })
        let imported = try InterchangeFixtures.bytes(project.appendingPathComponent("LangGo/Localizable.xcstrings"))
        let committed = try InterchangeFixtures.bytes(folder.appendingPathComponent("after/LangGo/Localizable.xcstrings"))
        #expect(imported == committed)
        // Nothing to take from InfoPlist (its one unit has no target): the file is untouched.
        let infoPlist = try InterchangeFixtures.bytes(project.appendingPathComponent("LangGo/InfoPlist.xcstrings"))
        #expect(infoPlist == (try InterchangeFixtures.bytes(folder.appendingPathComponent("xcloc/ja.xcloc/Source Contents/LangGo/InfoPlist.xcstrings"))))
    }

    /// A dry run reports the same and writes nothing.
    @Test(.needsInterchange) func dryRunChangesNothing() throws {
        let folder = try InterchangeFixtures.url("xliff-import/LangGo-16.2")
        let project = try Self.projectFromSourceContents(of: folder)
        defer { try? FileManager.default.removeItem(at: project) }
        let before = try InterchangeFixtures.bytes(project.appendingPathComponent("LangGo/Localizable.xcstrings"))
        let input = try ProjectImport.readInput(folder.appendingPathComponent("xcloc/ko.xcloc").path)
        let reports = try ProjectImport(project: try LocalizationProject.open(project.path), policy: .xcode).run([input], dryRun: true).reports
        #expect(reports.contains { $0.summary.added == 50 })
        #expect(try InterchangeFixtures.bytes(project.appendingPathComponent("LangGo/Localizable.xcstrings")) == before)
    }

    static let catalogText = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld birds" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld birds" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "%lld oiseaux" } }
          }
        },
        "Feeder" : {
          "comment" : "A bird feeder",
          "localizations" : {
            "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Mangeoire" } }
          }
        },
        "Logo" : { "shouldTranslate" : false }
      },
      "version" : "1.0"
    }
    """

    static func unit(_ id: String, source: String, target: String?, state: String? = "translated", translate: Bool = true) -> XLIFFUnit {
        XLIFFUnit(id: id, translate: translate, source: XLIFFContent(source),
                  target: target.map { XLIFFTarget(state: state, content: XLIFFContent($0)) })
    }

    /// Xcode's semantics: translated targets come in, new and needs-review ones do not (or as
    /// needs review with --include-review), a missing target changes nothing, unknown keys
    /// are reported, a changed source is imported as needs review, a translator's plural
    /// forms replace a plain value.
    @Test func xcodeSemantics() throws {
        let catalog = try CatalogReader.read(Array(Self.catalogText.utf8))
        let file = XLIFFFile(original: "L.xcstrings", sourceLanguage: "en", targetLanguage: "fr", units: [
            Self.unit("%lld birds|==|plural.one", source: "%lld birds", target: "%lld oiseau"),
            Self.unit("%lld birds|==|plural.other", source: "%lld birds", target: "%lld oiseaux"),
            Self.unit("%lld birds|==|plural.many", source: "%lld birds", target: "%lld d’oiseaux", state: "needs-review-l10n"),
            Self.unit("Feeder", source: "Bird feeder", target: "Mangeoire à oiseaux", state: "final"),
            Self.unit("Logo", source: "Logo", target: "Logo", translate: false),
            Self.unit("Nest", source: "Nest", target: "Nid"),
            Self.unit("Nest|==|plural.one", source: "Nest", target: "Nid"),
        ])
        var xcode = catalog
        let summary = CatalogImport().apply(file, language: "fr", to: &xcode)
        #expect(summary.added == 2 && summary.changed == 1 && summary.skipped == 1 && summary.dontTranslate == 1)
        #expect(summary.unknownKeys == ["Nest"])
        #expect(summary.sourceChanged == ["Feeder"])
        let birds = try #require(xcode.strings.first { $0.key == "%lld birds" }?.localization(for: "fr"))
        #expect(birds.stringUnit == nil)
        #expect(birds.variations?.plural?.keys == ["one", "other"])
        #expect(birds.variations?.plural?["one"]?.stringUnit == StringUnit(state: .translated, value: "%lld oiseau"))
        #expect(xcode.strings.first { $0.key == "Feeder" }?.localization(for: "fr")?.stringUnit == StringUnit(state: .needsReview, value: "Mangeoire à oiseaux"))
        #expect(xcode.strings.first { $0.key == "Logo" }?.localizations == nil)
        #expect(xcode.strings.count == 3)

        var review = catalog
        _ = CatalogImport(policy: .includeReview).apply(file, language: "fr", to: &review)
        let many = review.strings.first { $0.key == "%lld birds" }?.localization(for: "fr")?.variations?.plural?["many"]
        #expect(many?.stringUnit == StringUnit(state: .needsReview, value: "%lld d’oiseaux"))
    }

    /// A unit without a target, or an Xcode export imported back, leaves the catalog as it is.
    @Test func ownExportChangesNothing() throws {
        let catalog = try CatalogReader.read(Array(Self.catalogText.utf8))
        for language in ["fr", "de", "en"] {
            var copy = catalog
            let file = XLIFFFile(original: "L.xcstrings", sourceLanguage: "en", targetLanguage: language,
                                 units: CatalogUnits(catalog: catalog, language: language).units())
            let summary = CatalogImport(policy: .includeReview).apply(file, language: language, to: &copy)
            #expect(summary.added == 0 && summary.changed == 0, "\(language): \(summary)")
            #expect(copy == catalog)
        }
    }
}
