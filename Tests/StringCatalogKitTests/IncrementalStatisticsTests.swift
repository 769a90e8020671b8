import CatalogFixtures
import Foundation
import Testing
@testable import StringCatalogKit

@Suite("Statistics kept up to date string by string")
struct IncrementalStatisticsTests {
    static let sample = TestSupport.packageRoot.appendingPathComponent("SampleProject/BackyardBirds/Localizable.xcstrings")

    @Test("Random edits of the sample catalog: after every step the statistics equal a full count", arguments: [
        [String](),
        ["en", "Base", "fr", "de", "uk", "ar", "ja", "zh-Hans"],
        ["pt-BR", "de", "ko", "pt-BR", "hi"],
    ])
    func sampleCatalog(extraLanguages: [String]) throws {
        let catalog = try CatalogReader.read(TestSupport.bytes(Self.sample))
        try Self.randomEdits(of: catalog, extraLanguages: extraLanguages, steps: 500, seed: 3)
    }

    @Test("Random edits of a generated catalog, with languages that only a few strings have")
    func generatedCatalog() throws {
        var random = SplitMix64(seed: 99)
        let catalog = Self.generated(strings: 300, random: &random)
        try Self.randomEdits(of: catalog, extraLanguages: ["es", "sv", "pt-BR"], steps: 1_500, seed: 5)
        try Self.randomEdits(of: catalog, extraLanguages: [], steps: 500, seed: 6)
    }

    @Test("A language a string brings is listed at its place; a language no string has any more goes")
    func languagesComeAndGo() throws {
        var catalog = try CatalogReader.read(TestSupport.smallCatalogBytes)
        var stats = CatalogStatistics(catalog, extraLanguages: ["pt-BR", "de"])
        #expect(stats.languages.map(\.language) == ["en", "fr", "ja", "uk", "pt-BR", "de"])

        // German, until now only an extra language, moves among the strings' languages.
        let feeder = try #require(catalog.index(ofKey: "Feeder"))
        var old = catalog.strings[feeder]
        catalog.strings[feeder].setValue("Futterhaus", language: "de", sourceLanguage: "en")
        #expect(Self.replace(&stats, old, with: catalog.strings[feeder]))
        #expect(stats.languages.map(\.language) == ["en", "de", "fr", "ja", "uk", "pt-BR"])
        #expect(stats == CatalogStatistics(catalog, extraLanguages: ["pt-BR", "de"]))

        // Catalan is new to everything: listed in key order, new in every other string.
        old = catalog.strings[feeder]
        catalog.strings[feeder].setValue("Menjadora", language: "ca", sourceLanguage: "en")
        #expect(Self.replace(&stats, old, with: catalog.strings[feeder]))
        #expect(stats.languages.map(\.language) == ["en", "ca", "de", "fr", "ja", "uk", "pt-BR"])
        #expect(stats.languages[1].translated == 1 && stats.languages[1].new == 2)
        #expect(stats == CatalogStatistics(catalog, extraLanguages: ["pt-BR", "de"]))

        // Removing the string: Catalan, French and Japanese go, German stays as an extra.
        let taken = catalog.removeString("Feeder")
        let removed = try #require(taken)
        #expect(Self.replace(&stats, removed, with: nil))
        #expect(stats.languages.map(\.language) == ["en", "uk", "pt-BR", "de"])
        #expect(stats == CatalogStatistics(catalog, extraLanguages: ["pt-BR", "de"]))

        // And back.
        catalog.insert(removed)
        #expect(Self.replace(&stats, nil, with: removed))
        #expect(stats == CatalogStatistics(catalog, extraLanguages: ["pt-BR", "de"]))
    }

    @Test("A string that was not counted is refused and changes nothing")
    func refused() throws {
        let catalog = try CatalogReader.read(TestSupport.smallCatalogBytes)
        var stats = CatalogStatistics(catalog)
        let before = stats
        // Swedish is not a language of the catalog, so no counted string had it.
        var foreign = CatalogString(key: "Feeder")
        foreign.localizations = KeyedList([("sv", Localization("Fågelbord", state: .translated))])
        #expect(!Self.replace(&stats, foreign, with: nil))
        #expect(stats == before)
        // Taking away a stale string from a catalog with only one drives nothing negative,
        // but a second one would.
        let stale = CatalogString(key: "Gone", extractionState: .stale)
        #expect(Self.replace(&stats, stale, with: nil))
        #expect(stats.staleCount == 0)
        let afterOne = stats
        #expect(!Self.replace(&stats, stale, with: nil))
        #expect(stats == afterOne)
        // Nothing for nothing.
        #expect(Self.replace(&stats, nil, with: nil))
        #expect(stats == afterOne)
    }

    /// `stats.replace(old, with: new)`, callable inside `#expect`.
    static func replace(_ stats: inout CatalogStatistics, _ old: CatalogString?, with new: CatalogString?) -> Bool {
        stats.replace(old, with: new)
    }

    // MARK: - The random walk

    static let values = ["Mangeoire", "日本語の文 🐦", "%lld птахів", "مرحبا", "", " spaced "]
    static let forms = [FormPath.root, FormPath(plural: "one"), FormPath(plural: "other"), FormPath(plural: "few"),
                        FormPath(device: "mac"), FormPath(device: "mac", plural: "other"), FormPath(substitution: "birds", plural: "other")]

    /// Applies `steps` random edits to `catalog`, updating statistics with `replace` after
    /// each and comparing them with statistics computed from scratch.
    static func randomEdits(of start: StringCatalog, extraLanguages: [String], steps: Int, seed: UInt64) throws {
        var catalog = start
        var stats = CatalogStatistics(catalog, extraLanguages: extraLanguages)
        var random = SplitMix64(seed: seed)
        // The catalog's languages, the extra ones, and some neither has.
        let pool = catalog.languages + extraLanguages + ["ko", "pt-BR", "sv", "zz", "es-419"]
        var added = 0, languageChanges = 0
        for step in 0..<steps {
            let language = pool[random.below(pool.count)]
            var old: CatalogString?
            var new: CatalogString?
            if catalog.strings.isEmpty || random.below(20) == 0 {
                added += 1
                try catalog.addManualString(key: "Added \(seed) \(added)", sourceValue: values[random.below(values.count)], comment: nil)
                new = catalog.strings[catalog.index(ofKey: "Added \(seed) \(added)")!]
            } else {
                let i = random.below(catalog.strings.count)
                old = catalog.strings[i]
                var string = catalog.strings[i]
                switch random.below(13) {
                case 0, 1, 2:
                    string.setValue(values[random.below(values.count)], language: language, form: forms[random.below(forms.count)], sourceLanguage: catalog.sourceLanguage)
                case 3:
                    string.markReviewed(language: language)
                case 4:
                    string.markForReview(language: language)
                case 5:
                    string.toggleDoNotTranslate()
                case 6:
                    string.toggleManual()
                case 7:
                    string.extractionState = string.isStale ? nil : .stale
                case 8:
                    // Not an editor command, but what deleting a language would do.
                    string.localizations?.remove(language)
                case 9:
                    string.localizations = random.below(2) == 0 ? nil : KeyedList()
                case 10:
                    string.localizations?.set(language, Localization("Machine", state: .other("machine_translated")))
                default:
                    catalog.removeString(string.key)
                    new = nil
                }
                if catalog.index(ofKey: string.key) != nil {
                    catalog.strings[i] = string
                    new = string
                }
            }
            let listed = stats.languages.map(\.language)
            #expect(Self.replace(&stats, old, with: new), "step \(step): refused")
            if stats.languages.map(\.language) != listed { languageChanges += 1 }
            let full = CatalogStatistics(catalog, extraLanguages: extraLanguages)
            #expect(stats == full, "step \(step): \(stats.languages.map(\.language)) vs \(full.languages.map(\.language))")
            if stats != full { return }
        }
        // The walk went where it should: strings came and went, and so did languages.
        #expect(catalog.strings.count != start.strings.count)
        #expect(languageChanges > 2)
    }

    /// A catalog of `count` strings in ten languages, some of them in only a few strings,
    /// with every state, empty values, plurals, stale and "don't translate" strings, and
    /// strings that lack the source language.
    static func generated(strings count: Int, random: inout SplitMix64) -> StringCatalog {
        let common = ["en", "de", "fr", "ja", "uk", "zh-Hans"]
        let rare = ["ar", "it", "nl", "he"]
        let states: [TranslationState?] = [.translated, .translated, .translated, .needsReview, .new, nil, .other("machine_translated")]
        var strings: [CatalogString] = []
        for n in 0..<count {
            var string = CatalogString(key: "String \(n)")
            switch random.below(40) {
            case 0: string.extractionState = .stale
            case 1: string.shouldTranslate = false
            case 2: string.extractionState = .manual
            default: break
            }
            var localizations = KeyedList<Localization>()
            for language in common + rare {
                let chance = rare.contains(language) ? 2 : 85
                guard random.below(100) < chance else { continue }
                let state = states[random.below(states.count)]
                let value = random.below(10) == 0 ? "" : "\(language) \(n)"
                if random.below(8) == 0 {
                    let plural = KeyedList([("one", Localization(value, state: state ?? .new)), ("other", Localization("\(value)s", state: .translated))])
                    localizations.set(language, Localization(variations: Variations(plural: plural)))
                } else {
                    localizations.set(language, Localization(stringUnit: StringUnit(state: state, value: value)))
                }
            }
            string.localizations = random.below(30) == 0 ? nil : localizations
            strings.append(string)
        }
        strings.sort { KeyCollation.areInIncreasingOrder($0.key, $1.key) }
        return StringCatalog(sourceLanguage: "en", strings: strings)
    }
}
