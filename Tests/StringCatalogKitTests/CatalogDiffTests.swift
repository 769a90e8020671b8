import Testing
import StringCatalogKit

@Suite("The difference between two versions of a catalog")
struct CatalogDiffTests {
    @Test("Added, removed and changed strings are named; equal ones are not; NFC and NFD keys are two")
    func keysChanged() {
        let nfc = "Caf\u{E9}", nfd = "Cafe\u{301}"
        var old = StringCatalog(sourceLanguage: "en")
        old.insert(CatalogString(key: "Same", localizations: KeyedList([("fr", Localization("Pareil", state: .translated))])))
        old.insert(CatalogString(key: "Changed", localizations: KeyedList([("fr", Localization("Avant", state: .translated))])))
        old.insert(CatalogString(key: "Removed"))
        old.insert(CatalogString(key: nfc))
        var new = old
        new.modifyEntry(key: "Changed") { $0.setValue("Après", language: "fr") }
        new.removeString("Removed")
        new.insert(CatalogString(key: "Added"))
        new.insert(CatalogString(key: nfd))
        let changed = new.keysChanged(since: old)
        #expect(Set(changed) == ["Changed", "Removed", "Added", nfd])
        #expect(changed.filter { $0 == nfd }.count == 1)
        #expect(!changed.contains("Same"))
        #expect(old.keysChanged(since: old).isEmpty)
    }
}
