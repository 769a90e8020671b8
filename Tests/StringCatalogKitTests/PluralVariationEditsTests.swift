import Testing
@testable import StringCatalogKit

@Suite("Varying by plural")
struct PluralVariationEditsTests {
    typealias F = VariationFixture

    @Test("In the source language every language varies, each with its own categories")
    func sourceLanguage() throws {
        var changed: [String] = []
        let catalog = try F.edited("%lld birds") { changed = $0.varyByPlural(in: "en", sourceLanguage: "en", languages: F.languages + ["de"]) }
        let s = try #require(catalog.strings.first { $0.key == "%lld birds" })
        #expect(changed == ["en", "ar", "fr", "ja", "uk"])
        // Keys in Xcode's order, which is what the writer emits.
        #expect(s.pluralKeys("en") == ["one", "other"])
        #expect(s.pluralKeys("fr") == ["many", "one", "other"])
        #expect(s.pluralKeys("uk") == ["few", "many", "one", "other"])
        #expect(s.pluralKeys("ar") == ["few", "many", "one", "other", "two", "zero"])
        #expect(s.pluralKeys("ja") == ["other"])
        // The value becomes `other`, state kept; made-up forms are the source text,
        // translated, in the source language (it is the reference), empty and new in the
        // translations.
        #expect(s.unit("en", FormPath(plural: "other")) == F.unit(.translated, "%lld birds"))
        #expect(s.unit("en", FormPath(plural: "one")) == F.unit(.translated, "%lld birds"))
        #expect(s.unit("uk", FormPath(plural: "other")) == F.unit(.translated, "%lld птахів"))
        for category in ["one", "few", "many"] {
            #expect(s.unit("uk", FormPath(plural: category)) == F.unit(.new, ""))
        }
        #expect(s.unit("ja", FormPath(plural: "other")) == F.unit(.translated, "%lld羽の鳥"))
        #expect(s.localization(for: "en")?.stringUnit == nil)
        // No language is made up for the string: German has no translation of it.
        #expect(s.localization(for: "de") == nil)
        #expect(s.status(in: "uk", sourceLanguage: "en") == .new)
        try expectSound(catalog)
    }

    @Test("Languages not listed are left alone")
    func onlyListedLanguages() throws {
        let catalog = try F.edited("Feeder") { $0.varyByPlural(in: "en", sourceLanguage: "en", languages: ["en", "uk"]) }
        let s = try #require(catalog.strings.first { $0.key == "Feeder" })
        #expect(s.pluralKeys("uk") == ["few", "many", "one", "other"])
        #expect(s.localization(for: "fr")?.stringUnit == F.unit(.translated, "Mangeoire"))
        #expect(s.localization(for: "ar")?.variations == nil)
        // The checker then says what is true: French and Arabic are left plain.
        try expectSound(catalog, allowing: ["plural-forms"])
    }

    @Test("A string without a source value starts from its key")
    func keyAsSource() throws {
        let catalog = try F.edited("%lld visits") { $0.varyByPlural(in: "en", sourceLanguage: "en", languages: F.languages) }
        let s = try #require(catalog.strings.first { $0.key == "%lld visits" })
        #expect(s.unit("en", FormPath(plural: "one")) == F.unit(.translated, "%lld visits"))
        #expect(s.unit("en", FormPath(plural: "other")) == F.unit(.translated, "%lld visits"))
        #expect(s.unit("fr", FormPath(plural: "other")) == F.unit(.translated, "%lld visites"))
        #expect(s.pluralKeys("fr") == ["many", "one", "other"])
        #expect(s.localization(for: "uk") == nil)
        try expectSound(catalog)
    }

    @Test("In a translation only that language varies")
    func targetLanguage() throws {
        let catalog = try F.edited("%lld birds") { $0.varyByPlural(in: "uk", sourceLanguage: "en", languages: F.languages) }
        let s = try #require(catalog.strings.first { $0.key == "%lld birds" })
        #expect(s.pluralKeys("uk") == ["few", "many", "one", "other"])
        #expect(s.localization(for: "en")?.stringUnit == F.unit(.translated, "%lld birds"))
        #expect(s.localization(for: "fr")?.variations == nil)
        // A translation may vary where the source does not (Polish in BetterDisplay).
        try expectSound(catalog)
        // A language the string has no translation in gets empty forms to fill in.
        let de = try F.edited("%lld birds") { $0.varyByPlural(in: "de", sourceLanguage: "en", languages: F.languages) }
        let german = try #require(de.strings.first { $0.key == "%lld birds" })
        #expect(german.pluralKeys("de") == ["one", "other"])
        #expect(german.unit("de", FormPath(plural: "other")) == F.unit(.new, ""))
        try expectSound(de)
    }

    @Test("Varying again changes nothing; a language that lacks categories gets them")
    func idempotent() throws {
        var catalog = try F.edited("%lld birds") { $0.varyByPlural(in: "en", sourceLanguage: "en", languages: F.languages) }
        let i = try #require(catalog.index(ofKey: "%lld birds"))
        let before = catalog
        #expect(catalog.strings[i].varyByPlural(in: "en", sourceLanguage: "en", languages: F.languages).isEmpty)
        #expect(catalog == before)
        // Ukrainian loses its few form, then gets it back, empty and new; the rest is kept.
        catalog.strings[i].setValue("%lld птахи", language: "uk", form: FormPath(plural: "one"), sourceLanguage: "en")
        var forms = try #require(catalog.strings[i].localization(for: "uk")?.variations?.plural)
        forms.remove("few")
        catalog.strings[i].localizations?["uk"]?.variations?.plural = forms
        #expect(catalog.strings[i].varyByPlural(in: "en", sourceLanguage: "en", languages: F.languages) == ["uk"])
        #expect(catalog.strings[i].unit("uk", FormPath(plural: "few")) == F.unit(.new, ""))
        #expect(catalog.strings[i].unit("uk", FormPath(plural: "one")) == F.unit(.translated, "%lld птахи"))
        try expectSound(catalog)
    }

    @Test("A string varied by device varies each device form")
    func deviceForms() throws {
        let catalog = try F.edited("Tap a bird") {
            try $0.varyByDevice(["iphone", "mac"], in: "en", sourceLanguage: "en", languages: F.languages)
            $0.varyByPlural(in: "en", sourceLanguage: "en", languages: F.languages)
        }
        let s = try #require(catalog.strings.first { $0.key == "Tap a bird" })
        for device in ["iphone", "mac", "other"] {
            #expect(s.pluralKeys("en", device: device) == ["one", "other"])
            #expect(s.pluralKeys("fr", device: device) == ["many", "one", "other"])
            #expect(s.pluralKeys("uk", device: device) == ["few", "many", "one", "other"])
        }
        #expect(s.unit("en", FormPath(device: "other", plural: "other")) == F.unit(.translated, "Tap a bird"))
        #expect(s.unit("en", FormPath(device: "mac", plural: "one")) == F.unit(.translated, "Tap a bird"))
        #expect(s.unit("fr", FormPath(device: "other", plural: "other")) == F.unit(.translated, "Touchez un oiseau"))
        #expect(s.unit("fr", FormPath(device: "iphone", plural: "many")) == F.unit(.new, ""))
        #expect(s.localization(for: "en")?.variations?.plural == nil)
        try expectSound(catalog)
    }

    @Test("Removing in the source language keeps the same category everywhere, else other")
    func removeInSource() throws {
        var catalog = try F.edited("%lld birds") { $0.varyByPlural(in: "en", sourceLanguage: "en", languages: F.languages) }
        let i = try #require(catalog.index(ofKey: "%lld birds"))
        catalog.strings[i].setValue("%lld bird", language: "en", form: FormPath(plural: "one"), sourceLanguage: "en")
        catalog.strings[i].setValue("%lld птах", language: "uk", form: FormPath(plural: "one"), sourceLanguage: "en")
        let changed = catalog.strings[i].removePluralVariation(in: "en", keeping: .one, sourceLanguage: "en")
        #expect(Set(changed) == Set(F.languages))
        let s = catalog.strings[i]
        #expect(s.localization(for: "en") == Localization("%lld bird", state: .translated))
        #expect(s.localization(for: "uk") == Localization("%lld птах", state: .translated))
        // French `one` was made up empty: it is kept as it is, still new.
        #expect(s.localization(for: "fr") == Localization("", state: .new))
        // Japanese has no one: it keeps other, its translation, state and all.
        #expect(s.localization(for: "ja") == Localization("%lld羽の鳥", state: .needsReview))
        #expect(s.localization(for: "en")?.isPlain == true)
        try expectSound(catalog)
    }

    @Test("Removing in a translation removes it there only; a plain string is left alone")
    func removeInTarget() throws {
        var catalog = try F.edited("%lld birds") { $0.varyByPlural(in: "en", sourceLanguage: "en", languages: F.languages) }
        let i = try #require(catalog.index(ofKey: "%lld birds"))
        #expect(catalog.strings[i].removePluralVariation(in: "uk", keeping: .other, sourceLanguage: "en") == ["uk"])
        #expect(catalog.strings[i].localization(for: "uk") == Localization("%lld птахів", state: .translated))
        #expect(catalog.strings[i].pluralKeys("en") == ["one", "other"])
        #expect(catalog.strings[i].removePluralVariation(in: "uk", keeping: .other, sourceLanguage: "en").isEmpty)
        let j = try #require(catalog.index(ofKey: "Feeder"))
        #expect(catalog.strings[j].removePluralVariation(in: "en", keeping: .one, sourceLanguage: "en").isEmpty)
        // Ukrainian is plain again while the source varies: the checker says so, nothing worse.
        try expectSound(catalog, allowing: ["plural-forms"])
    }

    @Test("Removing from device forms keeps the devices")
    func removeFromDeviceForms() throws {
        let catalog = try F.edited("Tap a bird") {
            try $0.varyByDevice(["iphone", "mac"], in: "en", sourceLanguage: "en", languages: F.languages)
            $0.varyByPlural(in: "en", sourceLanguage: "en", languages: F.languages)
            $0.setValue("Tap one bird", language: "en", form: FormPath(device: "iphone", plural: "one"), sourceLanguage: "en")
            $0.removePluralVariation(in: "en", keeping: .one, sourceLanguage: "en")
        }
        let s = try #require(catalog.strings.first { $0.key == "Tap a bird" })
        #expect(s.localization(for: "en")?.variations?.device?.keys == ["iphone", "mac", "other"])
        #expect(s.unit("en", FormPath(device: "iphone")) == F.unit(.translated, "Tap one bird"))
        #expect(s.unit("en", FormPath(device: "other")) == F.unit(.translated, "Tap a bird"))
        #expect(s.pluralKeys("fr", device: "mac").isEmpty)
        try expectSound(catalog)
    }

    @Test("Unknown fields survive varying and removing")
    func unknownFields() throws {
        var catalog = try F.edited("Feeder") { $0.varyByPlural(in: "en", sourceLanguage: "en", languages: F.languages) }
        let i = try #require(catalog.index(ofKey: "Feeder"))
        let en = try #require(catalog.strings[i].localization(for: "en"))
        #expect(en.extraFields == [JSONMember("futureLocalization", .string("kept"))])
        #expect(en.variations?.plural?["other"]?.stringUnit?.extraFields == [JSONMember("futureUnit", .number("1"))])
        // Made-up forms do not copy another unit's unknown fields.
        #expect(en.variations?.plural?["one"]?.stringUnit?.extraFields == [])
        #expect(catalog.strings[i].extraFields == [JSONMember("futureEntry", .bool(true))])
        try expectSound(catalog)
        catalog.strings[i].removePluralVariation(in: "en", keeping: .other, sourceLanguage: "en")
        #expect(catalog == (try F.catalog()))
    }

    /// The sample catalog with its Feeder varied by plural in English.
    static func sampleWithFeederVaried() throws -> StringCatalog {
        let url = TestSupport.packageRoot.appendingPathComponent("SampleProject/BackyardBirds/Localizable.xcstrings")
        var catalog = try CatalogReader.read(TestSupport.bytes(url))
        let i = try #require(catalog.index(ofKey: "Feeder"))
        catalog.strings[i].varyByPlural(in: "en", sourceLanguage: "en", languages: catalog.languages)
        return catalog
    }

    @Test("The sample catalog's Feeder, varied, comes out in Xcode's layout")
    func xcodeLayout() throws {
        let catalog = try Self.sampleWithFeederVaried()
        let text = String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self)
        let expected = """
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Feeder"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Feeder"
                        }
                      }
                    }
                  }
                },
        """
        #expect(text.contains(expected))
        try expectSound(catalog)
    }

    @Test("The sample catalog's Feeder, varied, has the shape of a plural string Xcode wrote", .needsCorpus)
    func xcodeShape() throws {
        let text = String(decoding: CatalogWriter.bytes(try Self.sampleWithFeederVaried()), as: UTF8.self)
        // The same shape, line for line, as the English of a plural string Xcode wrote.
        try ShapeComparison.expectSameShape(
            ours: text, path: ["Feeder", "en"],
            corpusFile: "coteditor__CotEditor__CotEditor__Localizables__Settings__SyntaxEditor.xcstrings",
            corpusPath: ["%lld items", "en"])
    }
}
