import Foundation
import StringCatalogKit
import Testing
@testable import Interchange

/// The development language's own bundle (`en.xcloc`, whose targets repeat the source in the
/// source's states) brought back into its project: Xcode leaves source states as they are.
@Suite("Import of the development language's bundle")
struct SourceLanguageImportTests {
    static let catalogText = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld files" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "new",
                      "value" : "%lld file"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld files"
                    }
                  }
                }
              }
            }
          }
        },
        "done.button" : {
          "extractionState" : "manual",
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Done"
              }
            }
          }
        },
        "open.button" : {
          "extractionState" : "manual",
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "Open"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

    static func catalog() throws -> StringCatalog {
        try CatalogReader.read(Array(catalogText.utf8))
    }

    /// The English file as a translator's tool returns it: every target `translated`.
    static func confirmedFile(_ catalog: StringCatalog, editing: [String: String] = [:]) -> XLIFFFile {
        var units = CatalogUnits(catalog: catalog, language: "en").units()
        for index in units.indices {
            let text = editing[units[index].id] ?? units[index].target?.content.text ?? ""
            units[index].target = XLIFFTarget(state: "translated", content: XLIFFContent(text))
        }
        return XLIFFFile(original: "App/Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "en", units: units)
    }

    static func states(_ catalog: StringCatalog) -> [String] {
        catalog.strings.flatMap { string -> [String] in
            guard let en = string.localization(for: "en") else { return [] }
            var found: [String] = []
            en.forEachStringUnit { unit, path in found.append("\(string.key) \(path) \(unit.state.map { "\($0)" } ?? "-")") }
            return found
        }
    }

    @Test("Source values keep their states, even where the file marks them translated")
    func statesKept() throws {
        let before = try Self.catalog()
        for policy in [TargetStatePolicy.xcode, .includeReview] {
            var catalog = before
            let summary = CatalogImport(policy: policy).apply(Self.confirmedFile(before), language: "en", to: &catalog)
            #expect(Self.states(catalog) == Self.states(before))
            #expect(catalog == before)
            #expect(summary.changed == 0 && summary.added == 0)
        }
        // As exported (new, needs-review-l10n): nothing changes either.
        var catalog = before
        let exported = XLIFFFile(original: "App/Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "en",
                                 units: CatalogUnits(catalog: before, language: "en").units())
        _ = CatalogImport(policy: .includeReview).apply(exported, language: "en", to: &catalog)
        #expect(catalog == before)
    }

    @Test("A changed source text comes in with the state the source had")
    func textChangesStateStays() throws {
        let before = try Self.catalog()
        var catalog = before
        let summary = CatalogImport().apply(Self.confirmedFile(before, editing: ["done.button": "Finished"]), language: "en", to: &catalog)
        #expect(summary.changed == 1)
        let done = catalog.strings.first { $0.key == "done.button" }?.localization(for: "en")?.stringUnit
        #expect(done == StringUnit(state: .new, value: "Finished"))
        // A translation's state still comes from its target.
        var french = before
        let file = XLIFFFile(original: "App/Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "fr",
                             units: [XLIFFUnit(id: "done.button", source: XLIFFContent("Done"), target: XLIFFTarget(state: "translated", content: XLIFFContent("Terminé")))])
        _ = CatalogImport().apply(file, language: "fr", to: &french)
        #expect(french.strings.first { $0.key == "done.button" }?.localization(for: "fr")?.stringUnit == StringUnit(state: .translated, value: "Terminé"))
    }

    @Test("The project's import of en.xcloc leaves the catalog's bytes as they were")
    func projectImportLeavesTheCatalog() throws {
        let root = try MigrationTests.folder(["App/Localizable.xcstrings": Self.catalogText])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalogURL = root.appendingPathComponent("App/Localizable.xcstrings")
        let original = try InterchangeTestSupport.fileBytes(catalogURL)
        let export = try ProjectExport(project: try LocalizationProject.open(root.path), tool: InterchangeFixtures.tool)
        let out = root.appendingPathComponent("out")
        let bundle = try export.writeBundle(language: "en", into: out.path)
        for policy in [TargetStatePolicy.xcode, .includeReview] {
            let reports = try ProjectImport(project: try LocalizationProject.open(root.path), policy: policy)
                .run([try ProjectImport.readInput(bundle)], dryRun: false).reports
            #expect(reports.map(\.outcome) == [.sourceLanguage])
            #expect(try InterchangeTestSupport.fileBytes(catalogURL) == original)
        }
    }
}
