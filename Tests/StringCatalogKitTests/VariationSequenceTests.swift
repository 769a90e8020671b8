import CatalogFixtures
import Testing
@testable import StringCatalogKit

/// Every variation edit in each translation language of the fixture, and random sequences
/// of them: whatever the order, the catalog stays sound, and an edit that is refused
/// changes nothing.
@Suite("Variation edits in every language, in any order")
struct VariationSequenceTests {
    typealias F = VariationFixture

    @Test("Plural and device variation in one translation, and back", arguments: ["fr", "uk", "ar", "ja"])
    func inTranslation(language: String) throws {
        var catalog = try F.catalog()
        let original = catalog
        let i = try #require(catalog.index(ofKey: "%lld birds"))
        #expect(catalog.strings[i].varyByPlural(in: language, sourceLanguage: "en", languages: F.languages) == [language])
        #expect(catalog.strings[i].pluralKeys(language) == PluralRules.cardinal(for: language).categories.map(\.rawValue).sorted(by: KeyCollation.areInIncreasingOrder))
        #expect(catalog.strings[i].localization(for: "en")?.isPlain == true)
        try expectSound(catalog)
        try catalog.strings[i].varyByDevice(["ipad", "applewatch"], in: language, sourceLanguage: "en", languages: F.languages)
        #expect(catalog.strings[i].localization(for: language)?.variations?.device?.keys == ["applewatch", "ipad", "other"])
        try expectSound(catalog)
        // Keeping the made-up iPad form keeps its empty forms; keeping other gives the value back.
        var ipad = catalog
        try ipad.strings[i].removeDeviceVariation(in: language, keeping: "ipad", sourceLanguage: "en")
        #expect(ipad.strings[i].unit(language, FormPath(plural: "other")) == F.unit(.new, ""))
        try expectSound(ipad)
        try catalog.strings[i].removeDeviceVariation(in: language, keeping: "other", sourceLanguage: "en")
        catalog.strings[i].removePluralVariation(in: language, keeping: .other, sourceLanguage: "en")
        #expect(catalog == original)
        try expectSound(catalog)
    }

    @Test("Random sequences of edits keep the catalog sound", arguments: [1, 2, 3, 4, 5, 6])
    func randomSequences(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var catalog = try F.catalog()
        let keys = catalog.strings.map(\.key)
        let devices = CatalogString.deviceKinds
        for step in 0..<60 {
            let key = keys[random.below(keys.count)]
            let i = try #require(catalog.index(ofKey: key))
            let language = F.languages[random.below(F.languages.count)]
            let category = PluralCategory.allCases[random.below(PluralCategory.allCases.count)]
            let before = catalog.strings[i]
            var description = "step \(step): \(key) "
            do {
                switch random.below(9) {
                case 0:
                    description += "vary by plural in \(language)"
                    catalog.strings[i].varyByPlural(in: language, sourceLanguage: "en", languages: F.languages)
                case 1:
                    description += "remove plural in \(language) keeping \(category)"
                    catalog.strings[i].removePluralVariation(in: language, keeping: category, sourceLanguage: "en")
                case 2:
                    let chosen = (0..<random.below(3)).map { _ in devices[random.below(devices.count)] } + [devices[random.below(devices.count)]]
                    description += "vary by device \(chosen) in \(language)"
                    try catalog.strings[i].varyByDevice(chosen, in: language, sourceLanguage: "en", languages: F.languages)
                case 3:
                    let device = random.below(2) == 0 ? "other" : devices[random.below(devices.count)]
                    description += "remove device in \(language) keeping \(device)"
                    try catalog.strings[i].removeDeviceVariation(in: language, keeping: device, sourceLanguage: "en")
                case 4, 5:
                    let argument = 1 + random.below(3)
                    description += "vary argument \(argument)"
                    try catalog.strings[i].varyArgumentByPlural(argument: argument, sourceLanguage: "en", languages: F.languages)
                case 6:
                    guard let name = catalog.strings[i].substitutionNames.first else { continue }
                    description += "rename \(name)"
                    try catalog.strings[i].renameSubstitution(from: name, to: "n\(step)")
                case 7:
                    guard let name = catalog.strings[i].substitutionNames.last else { continue }
                    description += "remove \(name) keeping \(category)"
                    try catalog.strings[i].removeSubstitution(name: name, keeping: category)
                default:
                    description += "remove language \(language)"
                    _ = try? catalog.removeLanguage(language)
                }
            } catch {
                // A refused edit leaves the string as it was.
                #expect(catalog.strings[i] == before, "\(description): \(error)")
            }
            try expectSound(catalog, allowing: ["plural-forms"])
        }
    }
}
