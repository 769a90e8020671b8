import Foundation
import Testing
@testable import Interchange
import StringCatalogKit
import CatalogFixtures

/// Export one language of a generated catalog (plain, plural, device, device-plural and
/// substitution strings, every state, random keys), import it into a copy of the catalog
/// without that language: the same catalog comes back.
@Suite struct XLIFFRoundTripTests {
    static let cases: [(seed: UInt64, language: String)] = [(7, "fr"), (8, "ru"), (9, "ar"), (10, "ja"), (11, "pl")]

    @Test(arguments: cases.map(\.seed), ["fr", "ru", "ar", "ja", "pl", "en-GB"])
    func exportThenImportGivesTheCatalogBack(seed: UInt64, language: String) throws {
        let catalog = CatalogGenerator.varied(seed: seed, strings: 150, languages: 40)
        #expect(catalog.strings.contains { $0.localization(for: language)?.substitutions != nil })
        #expect(catalog.strings.contains { $0.localization(for: language)?.variations?.device != nil })
        let file = XLIFFFile(original: "App/Localizable.xcstrings", sourceLanguage: "en", targetLanguage: language,
                             units: CatalogUnits(catalog: catalog, language: language).units())
        // Through the bytes, as a translator would receive them.
        let read = try XLIFFReader.read(XLIFFWriter.bytes(XLIFFDocument(files: [file])))
        var stripped = catalog
        for i in stripped.strings.indices { stripped.modifyString(at: i) { _ = $0.localizations?.remove(language) } }
        #expect(stripped != catalog)
        let summary = CatalogImport(policy: .asWritten).apply(read.files[0], language: language, to: &stripped)
        #expect(summary.unknownKeys.isEmpty)
        #expect(summary.sourceChanged.isEmpty, "\(summary.sourceChanged.prefix(3))")
        #expect(summary.changed == 0)
        #expect(summary.added > 150)
        if stripped != catalog {
            let differing = zip(stripped.strings, catalog.strings).first { $0.0 != $0.1 }
            let mine = differing.map { CatalogWriter.bytes(StringCatalog(sourceLanguage: "en", strings: [$0.0])) } ?? []
            let original = differing.map { CatalogWriter.bytes(StringCatalog(sourceLanguage: "en", strings: [$0.1])) } ?? []
            Issue.record("not the same catalog; first difference:\n\(String(decoding: mine, as: UTF8.self))\nexpected\n\(String(decoding: original, as: UTF8.self))")
        }
        let sameBytes = CatalogWriter.bytes(stripped) == CatalogWriter.bytes(catalog)
        #expect(sameBytes)
    }

    /// A unit whose `<source>` no longer says what the catalog's source says is reported,
    /// whatever its kind (plain, plural, device, substitution form, a parent written with
    /// positions), and only such units: the import works out each unit's expected source
    /// as the export wrote it.
    @Test(arguments: [(UInt64(21), "fr"), (22, "ru"), (23, "ja")])
    func changedSourcesAreReportedForEveryKindOfUnit(seed: UInt64, language: String) throws {
        let catalog = CatalogGenerator.varied(seed: seed, strings: 150, languages: 40)
        var units = CatalogUnits(catalog: catalog, language: language).units()
        var changed: Set<String> = []
        for i in units.indices where i % 3 == 0 && units[i].target != nil && units[i].source.setValues == nil {
            units[i].source = XLIFFContent(units[i].source.text + " (edited)")
            changed.insert(units[i].id)
        }
        for kind in ["|==|plural.", "|==|device.", "|==|substitutions."] {
            #expect(changed.contains { $0.contains(kind) }, "no changed \(kind) unit")
        }
        #expect(changed.contains { !$0.contains("|==|") })
        var stripped = catalog
        for i in stripped.strings.indices { stripped.modifyString(at: i) { _ = $0.localizations?.remove(language) } }
        let file = XLIFFFile(original: "L.xcstrings", sourceLanguage: "en", targetLanguage: language, units: units)
        let summary = CatalogImport(policy: .asWritten).apply(file, language: language, to: &stripped)
        #expect(Set(summary.sourceChanged) == changed)
        #expect(summary.sourceChanged.count == changed.count)
    }

    /// With Xcode's own policy only translated targets come back; what is new or needs
    /// review stays out, and an import of the same file again changes nothing.
    @Test func xcodePolicySkipsTargetsStillToDo() throws {
        let catalog = CatalogGenerator.varied(seed: 3, strings: 200, languages: 10)
        let units = CatalogUnits(catalog: catalog, language: "de").units()
        let toDo = units.filter { $0.target != nil && $0.target?.state != "translated" }.count
        #expect(toDo > 0)
        var stripped = catalog
        for i in stripped.strings.indices { stripped.modifyString(at: i) { _ = $0.localizations?.remove("de") } }
        let file = XLIFFFile(original: "L.xcstrings", sourceLanguage: "en", targetLanguage: "de", units: units)
        let first = CatalogImport().apply(file, language: "de", to: &stripped)
        #expect(first.skipped == toDo)
        let again = CatalogImport().apply(file, language: "de", to: &stripped)
        #expect(again.added == 0)
        #expect(again.changed == 0)
        #expect(again.unchanged == first.added)
    }
}
