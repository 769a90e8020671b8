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

    @Test("The same keys in the same places: the changed strings in order; a key replaced by another of the same count is seen as both")
    func sameKeys() {
        var old = StringCatalog(sourceLanguage: "en")
        for key in ["a", "b", "c", "d"] { old.insert(CatalogString(key: key)) }
        var new = old
        new.modifyEntry(key: "d") { $0.setValue("D", language: "fr") }
        new.modifyEntry(key: "b") { $0.setValue("B", language: "fr") }
        #expect(new.keysChanged(since: old) == ["b", "d"])
        // One string removed and another added: as many strings, other keys.
        new = old
        new.removeString("b")
        new.insert(CatalogString(key: "bb"))
        #expect(Set(new.keysChanged(since: old)) == ["b", "bb"])
        // NFC against NFD at the same place: two strings.
        var nfc = StringCatalog(sourceLanguage: "en"), nfd = StringCatalog(sourceLanguage: "en")
        nfc.insert(CatalogString(key: "Caf\u{E9}"))
        nfd.insert(CatalogString(key: "Cafe\u{301}"))
        #expect(nfd.keysChanged(since: nfc).count == 2)
    }
}
