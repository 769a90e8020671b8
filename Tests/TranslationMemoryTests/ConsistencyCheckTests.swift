import StringCatalogKit
import Testing
@testable import TranslationMemory

@Suite("Consistency across catalogs")
struct ConsistencyCheckTests {
    static func planted() throws -> [(path: String, catalog: StringCatalog)] {
        let main = try catalog([
            "Save": ["en": .translated("Save"), "fr": .translated("Enregistrer"), "ja": .translated("保存"),
                     "th": .translated("บันทึก"), "ar": .translated("حفظ"), "hi": .translated("सहेजें")],
            "Delete": ["en": .translated("Delete"), "fr": .translated("Supprimer")],
            "Cancel": ["en": .translated("Cancel"), "fr": .translated("Annuler")],
            "Separator": ["en": .translated("-"), "fr": .translated("-")],
            "%lld photos": ["en": .plural(["one": "%lld photo", "other": "%lld photos"]),
                            "ru": .plural(["one": "%lld фото", "few": "%lld фотографии", "many": "%lld фотографий", "other": "%lld фотографии"])],
        ])
        let settings = try catalog([
            "Save": ["en": .translated("Save"), "fr": .translated("Sauvegarder"), "ja": .translated("保存"),
                     "th": .translated("บันทึก"), "ar": .translated("احفظ"), "hi": .translated("सेव करें")],
            "Remove": ["en": .translated("Remove"), "fr": .translated("Supprimer")],
            // Not translated yet, or in review: nothing to keep consistent.
            "Cancel": ["en": .translated("Cancel"), "fr": .state("needs_review", "Abandonner")],
            "Dash": ["en": .translated("–"), "fr": .translated("-")],
            "%lld photos": ["en": .plural(["one": "%lld photo", "other": "%lld photos"]),
                            "ru": .plural(["one": "%lld фото", "few": "%lld снимка", "many": "%lld фотографий", "other": "%lld фотографии"])],
        ])
        return [("Main.xcstrings", main), ("Settings.xcstrings", settings)]
    }

    static func problems(_ catalogs: [(path: String, catalog: StringCatalog)], of path: String) -> [String] {
        let checker = CatalogChecker(checks: [ConsistencyCheck(index: ConsistencyIndex(catalogs: catalogs))])
        let catalog = catalogs.first { $0.path == path }!.catalog
        return checker.problems(in: catalog, catalogPath: path).map { "\($0.location.key) \($0)" }
    }

    @Test("One source translated two ways: a warning on each, listing each variant and where; the reverse an info")
    func planted() throws {
        let catalogs = try Self.planted()
        #expect(Self.problems(catalogs, of: "Main.xcstrings") == [
            "%lld photos warning ru plural.few: “%lld photos” is translated 2 ways in Russian: “%lld фотографии” (here), “%lld снимка” (Settings.xcstrings \"%lld photos\" plural.few) [consistency]",
            "Delete info fr: “Supprimer” in French also translates “Remove” (Settings.xcstrings \"Remove\") [consistency]",
            "Save warning ar: “Save” is translated 2 ways in Arabic: “حفظ” (here), “احفظ” (Settings.xcstrings \"Save\") [consistency]",
            "Save warning fr: “Save” is translated 2 ways in French: “Enregistrer” (here), “Sauvegarder” (Settings.xcstrings \"Save\") [consistency]",
            "Save warning hi: “Save” is translated 2 ways in Hindi: “सहेजें” (here), “सेव करें” (Settings.xcstrings \"Save\") [consistency]",
        ])
        #expect(Self.problems(catalogs, of: "Settings.xcstrings") == [
            "%lld photos warning ru plural.few: “%lld photos” is translated 2 ways in Russian: “%lld снимка” (here), “%lld фотографии” (Main.xcstrings \"%lld photos\" plural.few) [consistency]",
            "Remove info fr: “Supprimer” in French also translates “Delete” (Main.xcstrings \"Delete\") [consistency]",
            "Save warning ar: “Save” is translated 2 ways in Arabic: “احفظ” (here), “حفظ” (Main.xcstrings \"Save\") [consistency]",
            "Save warning fr: “Save” is translated 2 ways in French: “Sauvegarder” (here), “Enregistrer” (Main.xcstrings \"Save\") [consistency]",
            "Save warning hi: “Save” is translated 2 ways in Hindi: “सेव करें” (here), “सहेजें” (Main.xcstrings \"Save\") [consistency]",
        ])
    }

    @Test("Variants by how often they are used, each place listed up to three times")
    func manyPlaces() throws {
        var strings: [String: [String: PlantedValue]] = [:]
        for n in 1...5 { strings["save.\(n)"] = ["en": .translated("Save"), "fr": .translated("Enregistrer")] }
        strings["save.odd"] = ["en": .translated("Save"), "fr": .translated("Sauver")]
        let one = try catalog(strings)
        // The source of a string added by hand is its en value, not its key.
        let problems = Self.problems([("A.xcstrings", one)], of: "A.xcstrings")
        #expect(problems.count == 6)
        #expect(problems.last == "save.odd warning fr: “Save” is translated 2 ways in French: “Enregistrer” (A.xcstrings \"save.1\", A.xcstrings \"save.2\", A.xcstrings \"save.3\", +2 more), “Sauver” (here) [consistency]")
    }

    @Test("A catalog checked alone, or with consistent translations, has nothing to report")
    func consistent() throws {
        let catalogs = try Self.planted()
        #expect(Self.problems([catalogs[0]], of: "Main.xcstrings").isEmpty)
        #expect(ConsistencyIndex(catalogs: []).isEmpty)
    }
}
