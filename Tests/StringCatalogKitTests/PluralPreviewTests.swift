import Testing
@testable import StringCatalogKit

@Suite("Plural preview")
struct PluralPreviewTests {
    typealias F = VariationFixture

    func rows(_ preview: PluralPreview) -> [String] {
        preview.rows.map { "\($0.sample.number) \($0.sample.category.rawValue)→\($0.form): \($0.text)" }
    }

    @Test("Samples: one per category, integers where the category takes them")
    func samples() {
        func numbers(_ code: String) -> [String] { PluralRules.cardinal(for: code).previewSamples.map(\.number) }
        #expect(numbers("uk") == ["1", "2", "5", "1.5"])
        #expect(numbers("ar") == ["0", "1", "2", "3", "11", "100"])
        #expect(numbers("en") == ["1", "2"])
        #expect(numbers("fr") == ["1", "1000000", "2"])
        #expect(numbers("ja") == ["1"])
        #expect(PluralRules.cardinal(for: "uk").previewSamples.map(\.isDecimal) == [false, false, false, true])
        // Each sample is in the category it stands for.
        for code in ["uk", "ar", "en", "fr", "ja", "pl", "lt", "cy", "he"] {
            let rules = PluralRules.cardinal(for: code)
            #expect(rules.previewSamples.map(\.category) == rules.categories, "\(code)")
            for sample in rules.previewSamples {
                #expect(rules.category(forDecimal: sample.number) == sample.category, "\(code) \(sample.number)")
            }
        }
        #expect(PluralRules.cardinal(for: "uk").typicalPluralSample == "5")
        #expect(PluralRules.cardinal(for: "ar").typicalPluralSample == "100")
        #expect(PluralRules.cardinal(for: "en").typicalPluralSample == "2")
    }

    @Test("Each number picks its form by the rules, and is written into it")
    func plainPlural() throws {
        let catalog = try F.edited("%lld birds") {
            $0.varyByPlural(in: "en", sourceLanguage: "en", languages: F.languages)
            $0.setValue("%lld птах", language: "uk", form: FormPath(plural: "one"), sourceLanguage: "en")
            $0.setValue("%lld птахи", language: "uk", form: FormPath(plural: "few"), sourceLanguage: "en")
            $0.setValue("%lld птаха", language: "uk", form: FormPath(plural: "other"), sourceLanguage: "en")
        }
        let s = try #require(catalog.strings.first { $0.key == "%lld birds" })
        let uk = s.pluralPreviews(in: "uk", sourceLanguage: "en")
        #expect(uk.count == 1)
        #expect(uk[0].argument == 1 && uk[0].substitution == nil)
        // The many form is made up and empty: 5 reads nothing yet.
        #expect(rows(uk[0]) == ["1 one→one: 1 птах", "2 few→few: 2 птахи", "5 many→many: ", "1.5 other→other: 1.5 птаха"])
        let ar = try #require(s.pluralPreviews(in: "ar", sourceLanguage: "en").first)
        #expect(ar.rows.map(\.sample.number) == ["0", "1", "2", "3", "11", "100"])
        #expect(ar.rows.last?.text == "100 طيور")
        let ja = try #require(s.pluralPreviews(in: "ja", sourceLanguage: "en").first)
        #expect(rows(ja) == ["1 other→other: 1羽の鳥"])
        // A plain value has no plural preview.
        let feeder = try #require(catalog.strings.first { $0.key == "Feeder" })
        #expect(feeder.pluralPreviews(in: "fr", sourceLanguage: "en").isEmpty)
        #expect(s.pluralPreviews(in: "de", sourceLanguage: "en").isEmpty)
    }

    @Test("A missing form falls back to other, as in the app")
    func fallback() throws {
        let string = CatalogString(key: "%lld photos", localizations: KeyedList([
            ("ru", Localization(variations: Variations(plural: KeyedList([
                ("one", Localization("%lld фото (one)", state: .translated)),
                ("other", Localization("%lld фото", state: .translated)),
            ])))),
        ]))
        let preview = try #require(string.pluralPreviews(in: "ru", sourceLanguage: "en").first)
        #expect(rows(preview) == ["1 one→one: 1 фото (one)", "2 few→other: 2 фото", "5 many→other: 5 фото", "1.5 other→other: 1.5 фото"])
    }

    @Test("Two plural arguments: one preview each, the other held at a typical number")
    func twoSubstitutions() throws {
        let catalog = try F.edited("%@ saw %lld birds at %lld feeders") {
            try $0.varyArgumentByPlural(argument: 2, sourceLanguage: "en", languages: F.languages)
            try $0.varyArgumentByPlural(argument: 3, sourceLanguage: "en", languages: F.languages)
            $0.setValue("%@ saw %#@arg2@ at %#@arg3@", language: "en", sourceLanguage: "en")
            $0.setValue("%arg bird", language: "en", form: FormPath(substitution: "arg2", plural: "one"), sourceLanguage: "en")
            $0.setValue("%arg birds", language: "en", form: FormPath(substitution: "arg2", plural: "other"), sourceLanguage: "en")
            $0.setValue("%arg feeder", language: "en", form: FormPath(substitution: "arg3", plural: "one"), sourceLanguage: "en")
            $0.setValue("%arg feeders", language: "en", form: FormPath(substitution: "arg3", plural: "other"), sourceLanguage: "en")
        }
        let s = try #require(catalog.strings.first { $0.key == "%@ saw %lld birds at %lld feeders" })
        let en = s.pluralPreviews(in: "en", sourceLanguage: "en")
        #expect(en.map(\.argument) == [2, 3])
        #expect(en.map(\.substitution) == ["arg2", "arg3"])
        #expect(rows(en[0]) == ["1 one→one: ⟨text⟩ saw 1 bird at 2 feeders", "2 other→other: ⟨text⟩ saw 2 birds at 2 feeders"])
        #expect(rows(en[1]) == ["1 one→one: ⟨text⟩ saw 2 birds at 1 feeder", "2 other→other: ⟨text⟩ saw 2 birds at 2 feeders"])
        // Japanese keeps its positions; its forms are the bare number.
        let ja = s.pluralPreviews(in: "ja", sourceLanguage: "en")
        #expect(ja.map { rows($0) } == [["1 other→other: ⟨text⟩は1個の餌台で1羽の鳥を見ました"],
                                         ["1 other→other: ⟨text⟩は1個の餌台で1羽の鳥を見ました"]])
        // Ukrainian holds the other argument at 5.
        let uk = s.pluralPreviews(in: "uk", sourceLanguage: "en")
        #expect(uk[0].rows.map(\.text).first == "⟨text⟩ бачить 1 птахів біля 5 годівниць")
    }

    @Test("Placeholders for other arguments, and device forms")
    func placeholdersAndDevices() throws {
        var string = CatalogString(key: "%lld items in %@ (%d%%) %c", localizations: KeyedList([
            ("en", Localization(variations: Variations(plural: KeyedList([
                ("one", Localization("%lld item in %@ (%d%%) %c", state: .translated)),
                ("other", Localization("%lld items in %@ (%d%%) %c", state: .translated)),
            ])))),
        ]))
        let preview = try #require(string.pluralPreviews(in: "en", sourceLanguage: "en").first)
        #expect(preview.rows.map(\.text) == ["1 item in ⟨text⟩ (⟨number⟩%) ⟨character⟩", "2 items in ⟨text⟩ (⟨number⟩%) ⟨character⟩"])
        try string.varyByDevice(["mac"], in: "en", sourceLanguage: "en", languages: ["en"])
        string.setValue("%lld item on this Mac in %@ (%d%%) %c", language: "en", form: FormPath(device: "mac", plural: "one"), sourceLanguage: "en")
        let mac = try #require(string.pluralPreviews(in: "en", sourceLanguage: "en", device: "mac").first)
        #expect(mac.rows.first?.text == "1 item on this Mac in ⟨text⟩ (⟨number⟩%) ⟨character⟩")
        let other = try #require(string.pluralPreviews(in: "en", sourceLanguage: "en").first)
        #expect(other.rows.first?.text == "1 item in ⟨text⟩ (⟨number⟩%) ⟨character⟩")
    }

    @Test("The sample catalog's two substitutions in French")
    func sampleCatalog() throws {
        let url = TestSupport.packageRoot.appendingPathComponent("SampleProject/BackyardBirds/Localizable.xcstrings")
        let catalog = try CatalogReader.read(TestSupport.bytes(url))
        let s = try #require(catalog.strings.first { $0.key == "%lld birds at %lld feeders" })
        let fr = s.pluralPreviews(in: "fr", sourceLanguage: "en")
        #expect(fr.map(\.substitution) == ["birds", "feeders"])
        #expect(fr[0].rows.map(\.sample.number) == ["1", "1000000", "2"])
        #expect(fr[0].rows.map(\.form) == ["one", "many", "other"])
        #expect(fr[0].rows[0].text.hasPrefix("1 oiseau sur 2 "))
    }
}
