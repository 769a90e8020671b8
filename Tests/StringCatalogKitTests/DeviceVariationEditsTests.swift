import Testing
@testable import StringCatalogKit

@Suite("Varying by device")
struct DeviceVariationEditsTests {
    typealias F = VariationFixture

    @Test("In the source language every language varies; the value goes to other")
    func sourceLanguage() throws {
        var changed: [String] = []
        let catalog = try F.edited("Feeder") {
            changed = try $0.varyByDevice(["mac", "iphone"], in: "en", sourceLanguage: "en", languages: F.languages)
        }
        let s = try #require(catalog.strings.first { $0.key == "Feeder" })
        #expect(changed == ["en", "ar", "fr", "ja", "uk"])
        for language in F.languages {
            // Xcode's key order, whatever order the devices were given in.
            #expect(s.localization(for: language)?.variations?.device?.keys == ["iphone", "mac", "other"])
            #expect(s.localization(for: language)?.stringUnit == nil)
        }
        #expect(s.unit("en", FormPath(device: "other"))?.value == "Feeder")
        #expect(s.unit("en", FormPath(device: "other"))?.extraFields == [JSONMember("futureUnit", .number("1"))])
        #expect(s.unit("en", FormPath(device: "iphone")) == F.unit(.translated, "Feeder"))
        #expect(s.unit("ar", FormPath(device: "other")) == F.unit(.needsReview, "مغذية"))
        #expect(s.unit("ar", FormPath(device: "mac")) == F.unit(.new, ""))
        #expect(s.localization(for: "en")?.extraFields == [JSONMember("futureLocalization", .string("kept"))])
        try expectSound(catalog)
    }

    @Test("In a translation only that language varies")
    func targetLanguage() throws {
        let catalog = try F.edited("Feeder") {
            try $0.varyByDevice(["applewatch"], in: "fr", sourceLanguage: "en", languages: F.languages)
        }
        let s = try #require(catalog.strings.first { $0.key == "Feeder" })
        #expect(s.localization(for: "fr")?.variations?.device?.keys == ["applewatch", "other"])
        #expect(s.unit("fr", FormPath(device: "other")) == F.unit(.translated, "Mangeoire"))
        #expect(s.localization(for: "en")?.variesByDevice == false)
        try expectSound(catalog)
    }

    @Test("Plural forms move to other; new devices get the same categories")
    func pluralForms() throws {
        let catalog = try F.edited("%lld birds") {
            $0.varyByPlural(in: "en", sourceLanguage: "en", languages: F.languages)
            try $0.varyByDevice(["ipad"], in: "en", sourceLanguage: "en", languages: F.languages)
        }
        let s = try #require(catalog.strings.first { $0.key == "%lld birds" })
        #expect(s.pluralKeys("uk", device: "other") == ["few", "many", "one", "other"])
        #expect(s.pluralKeys("uk", device: "ipad") == ["few", "many", "one", "other"])
        #expect(s.pluralKeys("ar", device: "ipad").count == 6)
        #expect(s.unit("uk", FormPath(device: "other", plural: "other")) == F.unit(.translated, "%lld птахів"))
        #expect(s.unit("uk", FormPath(device: "ipad", plural: "other")) == F.unit(.new, ""))
        #expect(s.unit("en", FormPath(device: "ipad", plural: "other")) == F.unit(.translated, "%lld birds"))
        #expect(s.localization(for: "en")?.variations?.plural == nil)
        try expectSound(catalog)
    }

    @Test("In a translation of a plural string, each device form varies by plural with the language's categories")
    func translationOfAPluralString() throws {
        let catalog = try F.edited("%lld birds") {
            $0.varyByPlural(in: "en", sourceLanguage: "en", languages: F.languages)
            // Ukrainian back to one plain value, Arabic without any: the source still varies.
            $0.removePluralVariation(in: "uk", keeping: .other, sourceLanguage: "en")
            $0.localizations?["ar"] = nil
            try $0.varyByDevice(["mac"], in: "uk", sourceLanguage: "en", languages: F.languages)
            try $0.varyByDevice(["iphone"], in: "ar", sourceLanguage: "en", languages: F.languages)
        }
        let s = try #require(catalog.strings.first { $0.key == "%lld birds" })
        #expect(s.localization(for: "uk")?.variations?.device?.keys == ["mac", "other"])
        #expect(s.pluralKeys("uk", device: "other") == ["few", "many", "one", "other"])
        #expect(s.pluralKeys("uk", device: "mac") == ["few", "many", "one", "other"])
        // The value it had is the other device's other form; every made-up form is to do.
        #expect(s.unit("uk", FormPath(device: "other", plural: "other")) == F.unit(.translated, "%lld птахів"))
        #expect(s.unit("uk", FormPath(device: "other", plural: "few")) == F.unit(.new, ""))
        #expect(s.unit("uk", FormPath(device: "mac", plural: "other")) == F.unit(.new, ""))
        #expect(s.unit("uk", FormPath(device: "other")) == nil)
        #expect(s.pluralKeys("ar", device: "iphone") == ["few", "many", "one", "other", "two", "zero"])
        #expect(s.unit("ar", FormPath(device: "other", plural: "two")) == F.unit(.new, ""))
        // Only that language changed: the source keeps its plural forms at the top.
        #expect(s.pluralKeys("en") == ["one", "other"])
        #expect(s.localization(for: "fr")?.variesByDevice == false)
        try expectSound(catalog)
    }

    @Test("A translation of a string that does not vary by plural gets plain device forms")
    func translationOfAPlainString() throws {
        let catalog = try F.edited("Feeder") {
            try $0.varyByDevice(["mac"], in: "uk", sourceLanguage: "en", languages: F.languages)
        }
        let s = try #require(catalog.strings.first { $0.key == "Feeder" })
        #expect(s.unit("uk", FormPath(device: "other")) == F.unit(.translated, "Годівниця"))
        #expect(s.unit("uk", FormPath(device: "mac")) == F.unit(.new, ""))
        #expect(s.pluralKeys("uk", device: "mac").isEmpty)
    }

    @Test("Changing the set adds and removes devices; other always stays")
    func changeSet() throws {
        var catalog = try F.edited("Tap a bird") {
            try $0.varyByDevice(["iphone", "mac"], in: "en", sourceLanguage: "en", languages: F.languages)
            $0.setValue("Click a bird", language: "en", form: FormPath(device: "mac"), sourceLanguage: "en")
        }
        let i = try #require(catalog.index(ofKey: "Tap a bird"))
        try catalog.strings[i].varyByDevice(["mac", "ipad", "applevision"], in: "en", sourceLanguage: "en", languages: F.languages)
        let s = catalog.strings[i]
        #expect(s.localization(for: "en")?.variations?.device?.keys == ["applevision", "ipad", "mac", "other"])
        #expect(s.localization(for: "fr")?.variations?.device?.keys == ["applevision", "ipad", "mac", "other"])
        #expect(s.unit("en", FormPath(device: "mac")) == F.unit(.translated, "Click a bird"))
        #expect(s.unit("en", FormPath(device: "applevision")) == F.unit(.translated, "Tap a bird"))
        // The same set again: nothing to do.
        #expect(try catalog.strings[i].varyByDevice(["applevision", "ipad", "mac", "other"], in: "en", sourceLanguage: "en", languages: F.languages).isEmpty)
        try expectSound(catalog)
    }

    @Test("A device variation without other gets one")
    func missingOther() throws {
        var string = CatalogString(key: "Hint", localizations: KeyedList([
            ("en", Localization(variations: Variations(device: KeyedList([("mac", Localization("Click", state: .translated))])))),
        ]))
        try string.varyByDevice(["mac", "iphone"], in: "en", sourceLanguage: "en", languages: ["en"])
        #expect(string.localization(for: "en")?.variations?.device?.keys == ["iphone", "mac", "other"])
        #expect(string.unit("en", FormPath(device: "other")) == F.unit(.translated, "Click"))
        #expect(string.unit("en", FormPath(device: "mac")) == F.unit(.translated, "Click"))
        try expectSound(StringCatalog(sourceLanguage: "en", strings: [string]))
    }

    @Test("Devices must be known, and at least one")
    func errors() throws {
        var catalog = try F.catalog()
        let i = try #require(catalog.index(ofKey: "Feeder"))
        #expect(throws: CatalogString.DeviceVariationError.unknownDevice("watch")) {
            try catalog.strings[i].varyByDevice(["iphone", "watch"], in: "en", sourceLanguage: "en", languages: F.languages)
        }
        #expect(throws: CatalogString.DeviceVariationError.noDevices) {
            try catalog.strings[i].varyByDevice(["other"], in: "en", sourceLanguage: "en", languages: F.languages)
        }
        #expect(throws: CatalogString.DeviceVariationError.unknownDevice("tv")) {
            try catalog.strings[i].removeDeviceVariation(in: "en", keeping: "tv", sourceLanguage: "en")
        }
        #expect(catalog == (try F.catalog()))
        #expect(CatalogString.DeviceVariationError.unknownDevice("watch").description.contains("applewatch"))
    }

    @Test("Removing keeps the chosen device's form, else other, in every language")
    func remove() throws {
        var catalog = try F.edited("Tap a bird") {
            try $0.varyByDevice(["iphone", "mac"], in: "en", sourceLanguage: "en", languages: F.languages)
            $0.setValue("Click a bird", language: "en", form: FormPath(device: "mac"), sourceLanguage: "en")
            try $0.varyByDevice(["iphone"], in: "fr", sourceLanguage: "en", languages: F.languages)
        }
        let i = try #require(catalog.index(ofKey: "Tap a bird"))
        let changed = try catalog.strings[i].removeDeviceVariation(in: "en", keeping: "mac", sourceLanguage: "en")
        #expect(Set(changed) == ["en", "fr", "uk"])
        let s = catalog.strings[i]
        #expect(s.localization(for: "en") == Localization("Click a bird", state: .translated))
        // French no longer has mac: it keeps other, its translation (now to review).
        #expect(s.localization(for: "fr") == Localization("Touchez un oiseau", state: .needsReview))
        try expectSound(catalog)
    }

    @Test("Removing in a translation; nested plural forms move up")
    func removeNested() throws {
        var catalog = try F.edited("%lld birds") {
            $0.varyByPlural(in: "en", sourceLanguage: "en", languages: F.languages)
            try $0.varyByDevice(["iphone"], in: "en", sourceLanguage: "en", languages: F.languages)
        }
        let i = try #require(catalog.index(ofKey: "%lld birds"))
        #expect(try catalog.strings[i].removeDeviceVariation(in: "uk", keeping: "other", sourceLanguage: "en") == ["uk"])
        let s = catalog.strings[i]
        #expect(s.pluralKeys("uk") == ["few", "many", "one", "other"])
        #expect(s.unit("uk", FormPath(plural: "other")) == F.unit(.translated, "%lld птахів"))
        #expect(s.localization(for: "uk")?.variesByDevice == false)
        #expect(s.localization(for: "en")?.variesByDevice == true)
        try expectSound(catalog)
        // Vary and remove give back the catalog as it was.
        var restored = catalog
        try restored.strings[i].removeDeviceVariation(in: "en", keeping: "other", sourceLanguage: "en")
        restored.strings[i].removePluralVariation(in: "en", keeping: .other, sourceLanguage: "en")
        #expect(restored == (try F.catalog()))
    }

    /// The sample catalog with its Settings varied by device (mac) in English.
    static func sampleWithSettingsVaried() throws -> StringCatalog {
        let url = TestSupport.packageRoot.appendingPathComponent("SampleProject/BackyardBirds/Localizable.xcstrings")
        var catalog = try CatalogReader.read(TestSupport.bytes(url))
        let i = try #require(catalog.index(ofKey: "Settings"))
        try catalog.strings[i].varyByDevice(["mac"], in: "en", sourceLanguage: "en", languages: catalog.languages)
        return catalog
    }

    @Test("The sample catalog's Settings, varied by device, is sound")
    func sampleVaried() throws {
        try expectSound(try Self.sampleWithSettingsVaried())
    }

    @Test("The sample catalog's Settings, varied by device, has the shape Xcode writes", .needsCorpus)
    func xcodeLayout() throws {
        let text = String(decoding: CatalogWriter.bytes(try Self.sampleWithSettingsVaried()), as: UTF8.self)
        try ShapeComparison.expectSameShape(
            ours: text, path: ["Settings", "en"],
            corpusFile: "liamnichols__xcstrings-tool__Tests__XCStringsToolTests____Fixtures____Variations.xcstrings",
            corpusPath: ["String.Device", "en"])
    }
}

@Suite("What a localization varies by")
struct VariationKindsTests {
    @Test("A device form that varies by plural makes the localization vary by both")
    func devicePlural() {
        let plural = Localization(variations: Variations(plural: KeyedList([("one", Localization("%lld bird", state: .translated)), ("other", Localization("%lld birds", state: .translated))])))
        let byDevice = Localization(variations: Variations(device: KeyedList([("iphone", plural), ("other", Localization("Birds", state: .translated))])))
        #expect(byDevice.variationKinds == (plural: true, device: true, substitutions: false))
        let plainDevices = Localization(variations: Variations(device: KeyedList([("other", Localization("Birds", state: .translated))])))
        #expect(plainDevices.variationKinds == (plural: false, device: true, substitutions: false))
        #expect(plural.variationKinds == (plural: true, device: false, substitutions: false))
    }
}
