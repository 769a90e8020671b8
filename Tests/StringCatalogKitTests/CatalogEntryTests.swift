import Testing
import StringCatalogKit

/// Entries carry their catalog's source language, so that what depends on it (a source
/// value counts as translated, a source edit sends translations for review) follows the
/// catalog, whichever language that is.
@Suite("A string with its catalog's source language")
struct CatalogEntryTests {
    /// A German-source catalog: a string with a German value still `new` and a French
    /// translation.
    func germanCatalog() -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: "de")
        catalog.insert(CatalogString(key: "Garten", localizations: KeyedList([
            ("de", Localization("Garten", state: .new)),
            ("fr", Localization("Jardin", state: .translated)),
        ])))
        return catalog
    }

    @Test("The source language comes from the catalog: a German source value counts as translated, English is missing")
    func statusFollowsTheCatalog() {
        let catalog = germanCatalog()
        let entry = catalog.entry(at: 0)
        #expect(entry.sourceLanguage == "de")
        #expect(entry.status(in: "de") == .translated)
        #expect(entry.status(in: "fr") == .translated)
        #expect(entry.status(in: "en") == .new)
        #expect(catalog.entries.map(\.key) == ["Garten"])
        #expect(catalog.entry(for: catalog.strings[0]).status(in: "de") == .translated)
    }

    @Test("Editing the source value through an entry sends the French translation for review; editing French does not touch German")
    func sourceEditSendsForReview() throws {
        var catalog = germanCatalog()
        catalog.modifyEntry(key: "Garten") { $0.setValue("Der Garten", language: "de") }
        #expect(catalog.entry(at: 0).status(in: "fr") == .needsReview)
        #expect(catalog.strings[0].localization(for: "de")?.stringUnit?.value == "Der Garten")

        var other = germanCatalog()
        other.modifyEntry(at: 0) { $0.setValue("Le jardin", language: "fr") }
        #expect(other.strings[0].localization(for: "de")?.stringUnit?.state == .new)
        #expect(other.entry(at: 0).status(in: "fr") == .translated)
    }

    @Test("Varying the source by plural through an entry reaches the translation with its own categories")
    func pluralReachFollowsTheCatalog() {
        var catalog = StringCatalog(sourceLanguage: "de")
        catalog.insert(CatalogString(key: "%lld Vögel", localizations: KeyedList([
            ("de", Localization("%lld Vögel", state: .translated)),
            ("ru", Localization("%lld птиц", state: .translated)),
        ])))
        let changed = catalog.modifyEntry(at: 0) { $0.varyByPlural(in: "de", languages: ["de", "ru"]) }
        #expect(changed == ["de", "ru"])
        #expect(catalog.strings[0].localization(for: "ru")?.variations?.plural?.keys == ["few", "many", "one", "other"])  // in Xcode's key order
        #expect(catalog.strings[0].localization(for: "de")?.variations?.plural?.keys == ["one", "other"])
    }

    @Test("A typed error thrown inside modifyEntry reaches the caller as itself, and the string is unchanged")
    func typedErrors() {
        var catalog = germanCatalog()
        let before = catalog
        #expect(throws: CatalogString.DeviceVariationError.self) {
            try catalog.modifyEntry(at: 0) { try $0.removeDeviceVariation(in: "fr", keeping: "toaster") }
        }
        #expect(catalog == before)
    }
}
