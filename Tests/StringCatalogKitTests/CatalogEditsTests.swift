import Testing
@testable import StringCatalogKit

@Suite("Edits with Xcode's semantics")
struct CatalogEditsTests {
    func fixture() throws -> StringCatalog {
        try CatalogReader.read(TestSupport.smallCatalogBytes)
    }

    @Test("Committing a translation makes it translated and keeps unknown fields of the unit")
    func translate() throws {
        var catalog = try fixture()
        let i = try #require(catalog.index(ofKey: "Feeder"))
        catalog.strings[i].setValue("餌台", language: "ja", sourceLanguage: "en")
        #expect(catalog.strings[i].localization(for: "ja")?.stringUnit == StringUnit(state: .translated, value: "餌台"))
        // A language the string did not have yet is created at its collated place.
        catalog.strings[i].setValue("Годівниця", language: "uk", sourceLanguage: "en")
        #expect(catalog.strings[i].localizations?.keys == ["fr", "ja", "uk"])
        #expect(try CatalogWriter.bytes(CatalogReader.read(CatalogWriter.bytes(catalog))) == CatalogWriter.bytes(catalog))
    }

    @Test("Editing one plural form edits only that form; missing forms are created")
    func pluralForm() throws {
        var catalog = try fixture()
        let i = try #require(catalog.index(ofKey: "%lld birds"))
        catalog.strings[i].setValue("%lld птахів!", language: "uk", form: FormPath(plural: "many"), sourceLanguage: "en")
        let forms = try #require(catalog.strings[i].localization(for: "uk")?.variations?.plural)
        #expect(forms["many"]?.stringUnit == StringUnit(state: .translated, value: "%lld птахів!"))
        #expect(forms["one"]?.stringUnit?.value == "%lld птах")
        catalog.strings[i].setValue("%lld Vögel", language: "de", form: FormPath(plural: "other"), sourceLanguage: "en")
        #expect(catalog.strings[i].localization(for: "de")?.variations?.plural?.keys == ["other"])
        // A device form that varies by plural, and a substitution's form.
        catalog.strings[i].setValue("%lld oiseaux (Mac)", language: "fr", form: FormPath(device: "mac", plural: "other"), sourceLanguage: "en")
        #expect(catalog.strings[i].localization(for: "fr")?.stringUnit(at: FormPath(device: "mac", plural: "other"))?.value == "%lld oiseaux (Mac)")
        catalog.strings[i].setValue("%arg nids", language: "fr", form: FormPath(substitution: "nests", plural: "other"), sourceLanguage: "en")
        #expect(catalog.strings[i].localization(for: "fr")?.substitutions?["nests"]?.variations?.plural?["other"]?.stringUnit?.value == "%arg nids")
    }

    @Test("Editing the source value sends the other languages back for review")
    func sourceEdit() throws {
        var catalog = try fixture()
        let i = try #require(catalog.index(ofKey: "%lld birds"))
        catalog.strings[i].setValue("%lld birds", language: "en", form: FormPath(plural: "other"), sourceLanguage: "en")
        // The same text: nothing to review.
        #expect(catalog.strings[i].localization(for: "uk")?.variations?.plural?["one"]?.stringUnit?.state == .translated)
        catalog.strings[i].setValue("%lld garden birds", language: "en", form: FormPath(plural: "other"), sourceLanguage: "en")
        let uk = try #require(catalog.strings[i].localization(for: "uk")?.variations?.plural)
        #expect(uk.elements.allSatisfy { $0.value.stringUnit?.state == .needsReview })
        #expect(catalog.strings[i].status(in: "en", sourceLanguage: "en") == .translated)
    }

    @Test("Mark reviewed and mark for review")
    func review() throws {
        var catalog = try fixture()
        let i = try #require(catalog.index(ofKey: "%lld birds"))
        #expect(catalog.strings[i].status(in: "uk", sourceLanguage: "en") == .needsReview)
        catalog.strings[i].markReviewed(language: "uk")
        #expect(catalog.strings[i].status(in: "uk", sourceLanguage: "en") == .translated)
        catalog.strings[i].markForReview(language: "uk")
        #expect(catalog.strings[i].status(in: "uk", sourceLanguage: "en") == .needsReview)
        // New forms stay new; a machine translation counts as reviewed once marked.
        let j = try #require(catalog.index(ofKey: "Feeder"))
        catalog.strings[j].markReviewed(language: "ja")
        #expect(catalog.strings[j].localization(for: "ja")?.stringUnit?.state == .new)
        catalog.strings[j].localizations?.set("de", Localization("Futterhaus", state: .other("machine_translated")))
        catalog.strings[j].markReviewed(language: "de")
        #expect(catalog.strings[j].localization(for: "de")?.stringUnit?.state == .translated)
    }

    @Test("Don't translate and manual management toggle")
    func toggles() throws {
        var string = CatalogString(key: "Brand")
        string.toggleDoNotTranslate()
        #expect(string.shouldTranslate == false)
        string.toggleDoNotTranslate()
        #expect(string.shouldTranslate == nil)
        string.toggleManual()
        #expect(string.extractionState == .manual)
        string.toggleManual()
        #expect(string.extractionState == nil)
    }

    @Test("Adding, renaming and removing strings")
    func strings() throws {
        var catalog = try fixture()
        try catalog.addManualString(key: "Bird bath", sourceValue: "Bird bath", comment: "Shop item")
        let added = try #require(catalog.strings.first { $0.key == "Bird bath" })
        #expect(added.extractionState == .manual && added.comment == "Shop item")
        #expect(added.localization(for: "en")?.stringUnit == StringUnit(state: .translated, value: "Bird bath"))
        #expect(catalog.strings.map(\.key) == ["", "%lld birds", "Bird bath", "Feeder", "Old title", "Seed Shop"])
        #expect(throws: StringCatalog.EditError.keyExists("Feeder")) { try catalog.addManualString(key: "Feeder", sourceValue: "x", comment: nil) }
        #expect(throws: StringCatalog.EditError.emptyKey) { try catalog.addManualString(key: "", sourceValue: "x", comment: nil) }
        try catalog.renameString("Bird bath", to: "Water bowl")
        #expect(catalog.strings.last?.key == "Water bowl")
        #expect(throws: StringCatalog.EditError.notManual("Seed Shop")) { try catalog.renameString("Seed Shop", to: "Shop") }
        #expect(throws: StringCatalog.EditError.keyExists("Feeder")) { try catalog.renameString("Water bowl", to: "Feeder") }
        #expect(catalog.removeString("Water bowl")?.key == "Water bowl")
        #expect(catalog.strings.count == 5)
    }
}
