import Testing
@testable import StringCatalogKit

@Suite("Removing a language")
struct LanguageEditsTests {
    typealias F = VariationFixture

    @Test("Removes the language from every string and says how many had it")
    func remove() throws {
        var catalog = try F.catalog()
        #expect(catalog.localizationCount(of: "fr") == 5)
        #expect(catalog.localizationCount(of: "uk") == 4)
        #expect(catalog.localizationCount(of: "de") == 0)
        #expect(try catalog.removeLanguage("fr") == 5)
        #expect(catalog.localizationCount(of: "fr") == 0)
        #expect(!catalog.languages.contains("fr"))
        #expect(catalog.languages == ["en", "ar", "ja", "uk"])
        // "%lld visits" had only French: it has no localizations object left.
        let visits = try #require(catalog.strings.first { $0.key == "%lld visits" })
        #expect(visits.localizations == nil)
        // The rest is untouched, unknown fields included.
        let feeder = try #require(catalog.strings.first { $0.key == "Feeder" })
        #expect(feeder.extraFields == [JSONMember("futureEntry", .bool(true))])
        #expect(feeder.localizations?.keys == ["ar", "en", "ja", "uk"])
        try expectSound(catalog)
        let text = String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self)
        #expect(text.contains("    \"%lld visits\" : {\n\n    },\n"))
        #expect(try catalog.removeLanguage("fr") == 0)
    }

    @Test("Varied and substituted localizations go too")
    func variedStrings() throws {
        var catalog = try F.edited("%@ saw %lld birds at %lld feeders") {
            try $0.varyArgumentByPlural(argument: 2, sourceLanguage: "en", languages: F.languages)
            $0.varyByPlural(in: "en", sourceLanguage: "en", languages: F.languages)
        }
        #expect(try catalog.removeLanguage("uk") == 4)
        #expect(try catalog.removeLanguage("ar") == 3)
        #expect(catalog.languages == ["en", "fr", "ja"])
        try expectSound(catalog)
    }

    @Test("The source language cannot be removed")
    func sourceLanguage() throws {
        var catalog = try F.catalog()
        #expect(throws: StringCatalog.LanguageEditError.sourceLanguage("en")) { try catalog.removeLanguage("en") }
        #expect(catalog == (try F.catalog()))
        #expect(StringCatalog.LanguageEditError.sourceLanguage("en").description == "English (en) is the source language of the catalog and cannot be removed")
    }

    @Test("Removing a language of the sample catalog")
    func sampleCatalog() throws {
        let url = TestSupport.packageRoot.appendingPathComponent("SampleProject/BackyardBirds/Localizable.xcstrings")
        var catalog = try CatalogReader.read(TestSupport.bytes(url))
        let count = catalog.localizationCount(of: "zh-Hans")
        #expect(count > 0)
        let problemsBefore = CatalogChecker().problems(in: catalog).filter { $0.location.language != "zh-Hans" }
        #expect(try catalog.removeLanguage("zh-Hans") == count)
        #expect(!catalog.languages.contains("zh-Hans"))
        #expect(CatalogChecker().problems(in: catalog) == problemsBefore)
        try expectSound(catalog)
    }
}
