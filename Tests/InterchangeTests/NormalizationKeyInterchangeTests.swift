import Foundation
import Testing
@testable import Interchange
import StringCatalogKit

/// "Café" with é precomposed (NFC) and with e plus a combining accent (NFD) are two keys for
/// JSON, property lists, XLIFF and Xcode, one key for `String`'s `==`: every way in and out
/// of a catalog keeps them apart.
@Suite("Interchange: keys that differ only in Unicode normalisation")
struct NormalizationKeyInterchangeTests {
    static let composed = "Caf\u{E9}"
    static let decomposed = "Cafe\u{301}"

    static func catalog() -> StringCatalog {
        StringCatalog(sourceLanguage: "en", strings: [
            CatalogString(key: composed, localizations: KeyedList([("en", Localization("Coffee (composed)", state: .translated))])),
            CatalogString(key: decomposed, localizations: KeyedList([("en", Localization("Coffee (decomposed)", state: .translated))])),
        ])
    }

    static func french(_ catalog: StringCatalog, _ key: String) -> String? {
        catalog.strings.first { $0.key.hasSameScalars(as: key) }?.localization(for: "fr")?.stringUnit?.value
    }

    static func unit(_ id: String, _ source: String, _ target: String) -> XLIFFUnit {
        XLIFFUnit(id: id, source: XLIFFContent(source), target: XLIFFTarget(state: "translated", content: XLIFFContent(target)))
    }

    @Test("Import: each unit lands on the key with its own scalars")
    func importKeepsKeysApart() {
        var catalog = Self.catalog()
        // The decomposed spelling first: the one a merge by `==` would have kept.
        let file = XLIFFFile(original: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "fr", units: [
            Self.unit(Self.decomposed, "Coffee (decomposed)", "Deux"),
            Self.unit(Self.composed, "Coffee (composed)", "Un"),
        ])
        let summary = CatalogImport().apply(file, language: "fr", to: &catalog)
        #expect(summary.added == 2 && summary.sourceChanged.isEmpty && summary.unknownKeys.isEmpty)
        #expect(Self.french(catalog, Self.composed) == "Un")
        #expect(Self.french(catalog, Self.decomposed) == "Deux")

        var onlyOne = Self.catalog()
        let decomposedOnly = XLIFFFile(original: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "fr",
                                       units: [Self.unit(Self.decomposed, "Coffee (decomposed)", "Deux")])
        _ = CatalogImport().apply(decomposedOnly, language: "fr", to: &onlyOne)
        #expect(Self.french(onlyOne, Self.composed) == nil)
        #expect(Self.french(onlyOne, Self.decomposed) == "Deux")
    }

    @Test("Export gives each spelling its unit, and importing the export back changes nothing")
    func exportRoundTrip() {
        let catalog = Self.catalog()
        let units = CatalogUnits(catalog: catalog, language: "fr").units()
        // In Xcode's unit order, by UTF-16 code units: e (0x65) before é (0xE9).
        #expect(units.map { Array($0.id.utf8) } == [Array(Self.decomposed.utf8), Array(Self.composed.utf8)])
        #expect(units.map(\.source.text) == ["Coffee (decomposed)", "Coffee (composed)"])
        var copy = catalog
        var file = XLIFFFile(original: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "fr", units: units)
        file.units = units.map { unit in
            var unit = unit
            unit.target = XLIFFTarget(state: "translated", content: XLIFFContent(unit.source.text + " (fr)"))
            return unit
        }
        _ = CatalogImport().apply(file, language: "fr", to: &copy)
        #expect(Self.french(copy, Self.composed) == "Coffee (composed) (fr)")
        #expect(Self.french(copy, Self.decomposed) == "Coffee (decomposed) (fr)")
    }

    @Test("A bundle's XLIFF seen as a catalog has both strings, in file order")
    func xliffView() {
        let file = XLIFFFile(original: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "fr", units: [
            Self.unit(Self.decomposed, "Coffee (decomposed)", "Deux"),
            Self.unit(Self.composed, "Coffee (composed)", "Un"),
        ])
        let catalog = XLIFFCatalogView.catalog(file)
        #expect(catalog.strings.map { Array($0.key.utf8) } == [Array(Self.decomposed.utf8), Array(Self.composed.utf8)])
        #expect(Self.french(catalog, Self.composed) == "Un")
        #expect(Self.french(catalog, Self.decomposed) == "Deux")
    }

    @Test("Migrating a .strings table with both spellings gives a catalog with both, each with its values")
    func migration() throws {
        let root = try MigrationTests.folder([
            "App/en.lproj/Localizable.strings": "/* Composé */\n\"\(Self.composed)\" = \"Coffee (composed)\";\n/* Décomposé */\n\"\(Self.decomposed)\" = \"Coffee (decomposed)\";\n",
            "App/fr.lproj/Localizable.strings": "\"\(Self.decomposed)\" = \"Deux\";\n\"\(Self.composed)\" = \"Un\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = StringsMigration.plan(try LegacyTableDiscovery.tables(at: [root.path]).tables)
        #expect(plan.errors.isEmpty)
        #expect(plan.warnings.isEmpty, "\(plan.warnings)")
        let catalog = try #require(plan.catalogs.first).catalog
        #expect(catalog.strings.count == 2)
        #expect(Self.french(catalog, Self.composed) == "Un")
        #expect(Self.french(catalog, Self.decomposed) == "Deux")
        #expect(catalog.strings.first { $0.key.hasSameScalars(as: Self.composed) }?.comment == "Composé")
        #expect(catalog.strings.first { $0.key.hasSameScalars(as: Self.decomposed) }?.comment == "Décomposé")
        // The order of the two does not depend on hashing: by UTF-8, the decomposed first.
        #expect(catalog.strings.map { Array($0.key.utf8) } == [Array(Self.decomposed.utf8), Array(Self.composed.utf8)])
    }

    @Test("Compiled property lists keep both keys, each with its own value and spelling")
    func compiledPropertyLists() throws {
        let entries = [StringsEntry(key: Self.composed, value: "Un"), StringsEntry(key: Self.decomposed, value: "Deux")]
        for format in [StringsFileFormat.xmlPropertyList, .binaryPropertyList] {
            let bytes = StringsFile(entries: entries).bytes(format: format)
            let read = try StringsFile.read(bytes)
            #expect(read.entries.count == 2, "\(format)")
            let pairs = read.entries.map { (Array($0.key.utf8), $0.value) }
            #expect(pairs.contains { $0.0 == Array(Self.composed.utf8) && $0.1 == "Un" }, "\(format)")
            #expect(pairs.contains { $0.0 == Array(Self.decomposed.utf8) && $0.1 == "Deux" }, "\(format)")
        }
    }

    @Test("A legacy table's export and import keep both spellings apart")
    func legacyTable() throws {
        let root = try MigrationTests.folder([
            "App/en.lproj/Localizable.strings": "\"\(Self.composed)\" = \"Coffee (composed)\";\n\"\(Self.decomposed)\" = \"Coffee (decomposed)\";\n",
            "App/fr.lproj/Localizable.strings": "\"\(Self.decomposed)\" = \"Deux\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("App/en.lproj/Localizable.strings").path
        let table = LegacyTableExport(original: "App/en.lproj/Localizable.strings", kind: .strings, folder: root.appendingPathComponent("App").path, name: "Localizable")
        let units = try table.units(language: "fr", sourceLanguage: "en", sourcePath: source)
        #expect(units.count == 2)
        #expect(units.first { $0.id.hasSameScalars(as: Self.composed) }?.target == nil)
        #expect(units.first { $0.id.hasSameScalars(as: Self.decomposed) }?.target?.content.text == "Deux")

        let file = XLIFFFile(original: "App/en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "fr",
                             units: [Self.unit(Self.composed, "Coffee (composed)", "Un")])
        let result = try LegacyTableImport(policy: .xcode).apply(file, sourcePath: source, targetPath: table.path(for: "fr"))
        #expect(result.summary.added == 1 && result.summary.changed == 0)
        let written = try StringsFile.read(try #require(result.bytes))
        #expect(written.entries.map { Array($0.key.utf8) } == [Array(Self.decomposed.utf8), Array(Self.composed.utf8)])
        #expect(written.entries.map(\.value) == ["Deux", "Un"])
    }
}
