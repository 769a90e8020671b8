import Foundation
import Testing
@testable import StringCatalogKit

@Suite("Progress and states")
struct StatisticsTests {
    @Test("Progress follows Xcode's semantics")
    func smallFixture() throws {
        let catalog = try CatalogReader.read(TestSupport.smallCatalogBytes)
        let stats = CatalogStatistics(catalog)
        #expect(stats.stringCount == 5)
        #expect(stats.staleCount == 1)
        #expect(stats.doNotTranslateCount == 1)
        let byCode = Dictionary(uniqueKeysWithValues: stats.languages.map { ($0.language, $0) })
        #expect(stats.languages.map(\.language) == ["en", "fr", "ja", "uk"])
        // Counted: "", "%lld birds", "Feeder" (the stale and the don't-translate strings are not).
        let en = try #require(byCode["en"])
        #expect(en.isSource && en.translated == 3 && en.total == 3)
        let fr = try #require(byCode["fr"])
        #expect(fr.translated == 1 && fr.new == 2 && fr.percent == 33)
        // An empty value is not translated; a form that needs review makes the string need it.
        let ja = try #require(byCode["ja"])
        #expect(ja.translated == 0 && ja.new == 3)
        let uk = try #require(byCode["uk"])
        #expect(uk.needsReview == 1 && uk.new == 2 && uk.translated == 0)
    }

    @Test("Several catalogs added up: counts summed per language, the first catalog's languages first")
    func summing() throws {
        let small = CatalogStatistics(try CatalogReader.read(TestSupport.smallCatalogBytes))
        let other = CatalogStatistics(StringCatalog(sourceLanguage: "en", strings: [
            CatalogString(key: "Nest", localizations: KeyedList([("de", Localization("Nest", state: .translated))])),
        ]), extraLanguages: ["fr"])
        let total = CatalogStatistics(summing: [small, other])
        #expect(total.languages.map(\.language) == ["en", "fr", "ja", "uk", "de"])
        #expect(total.stringCount == 6 && total.staleCount == 1 && total.doNotTranslateCount == 1)
        let fr = try #require(total.languages.first { $0.language == "fr" })
        // One translated of the small catalog's three, and the new one of the other.
        #expect(fr.translated == 1 && fr.new == 3 && fr.total == 4 && !fr.isSource)
        #expect(total.languages[0].isSource && total.languages[0].translated == 4)
        #expect(CatalogStatistics(summing: [small]) == small)
    }

    @Test("Languages from the project count as new everywhere")
    func extraLanguages() throws {
        let catalog = try CatalogReader.read(TestSupport.smallCatalogBytes)
        let stats = CatalogStatistics(catalog, extraLanguages: ["de", "fr"])
        let de = try #require(stats.languages.first { $0.language == "de" })
        #expect(de.new == 3 && de.percent == 0)
        #expect(stats.languages.filter { $0.language == "fr" }.count == 1)
    }

    @Test("Status of one string in one language")
    func status() {
        var string = CatalogString(key: "k")
        #expect(string.status(in: "fr", sourceLanguage: "en") == .new)
        #expect(string.status(in: "en", sourceLanguage: "en") == .translated)
        string.localizations = KeyedList([("fr", Localization("x", state: .translated))])
        #expect(string.status(in: "fr", sourceLanguage: "en") == .translated)
        string.localizations = KeyedList([("fr", Localization("x", state: .other("machine_translated")))])
        #expect(string.status(in: "fr", sourceLanguage: "en") == .needsReview)
        let plural = Variations(plural: KeyedList([("one", Localization("un", state: .translated)), ("other", Localization("", state: .translated))]))
        string.localizations = KeyedList([("fr", Localization(variations: plural))])
        #expect(string.status(in: "fr", sourceLanguage: "en") == .new)
        let substitution = Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: KeyedList([("other", Localization("%arg", state: .needsReview))])))
        string.localizations = KeyedList([("fr", Localization(stringUnit: StringUnit(state: .translated, value: "%#@n@"), substitutions: KeyedList([("n", substitution)])))])
        #expect(string.status(in: "fr", sourceLanguage: "en") == .needsReview)
    }

    @Test("An empty translation of an empty source text is done (Xcode's key \"\"), in status and statistics; elsewhere empty is new")
    func emptySource() {
        let emptyTranslated = Localization("", state: .translated)
        func check(_ string: CatalogString, _ expected: TranslationStatus) {
            #expect(string.status(in: "de", sourceLanguage: "en") == expected)
            let german = CatalogStatistics(StringCatalog(sourceLanguage: "en", strings: [string])).languages.first { $0.language == "de" }
            #expect(german.map { [$0.translated, $0.new, $0.needsReview] } == [expected == .translated ? 1 : 0, expected == .new ? 1 : 0, expected == .needsReview ? 1 : 0])
        }
        // The key "" as Ketchup's de.xcloc has it: no source value (the key is the source), German "" translated.
        check(CatalogString(key: "", localizations: KeyedList([("de", emptyTranslated)])), .translated)
        // An explicit empty source value: the same.
        check(CatalogString(key: "blank", localizations: KeyedList([("en", Localization("", state: .translated)), ("de", emptyTranslated)])), .translated)
        // A source with text: an empty translation is still to do, whatever its state.
        check(CatalogString(key: "Done", localizations: KeyedList([("de", emptyTranslated)])), .new)
        check(CatalogString(key: "", localizations: KeyedList([("en", Localization("Empty", state: .translated)), ("de", emptyTranslated)])), .new)
        // Not marked translated: as the state says.
        check(CatalogString(key: "", localizations: KeyedList([("de", Localization("", state: .new))])), .new)
        check(CatalogString(key: "", localizations: KeyedList([("de", Localization("", state: .needsReview))])), .needsReview)
    }

    @Test("A translation is not done while a substitution its value names has no forms; status and statistics agree")
    func missingSubstitution() {
        func forms(_ values: [(String, String)]) -> Substitution {
            Substitution(argNum: 1, formatSpecifier: "lld",
                         variations: Variations(plural: KeyedList(values.map { ($0.0, Localization($0.1, state: .translated)) })))
        }
        let source = Localization(stringUnit: StringUnit(state: .translated, value: "%#@birds@ at %#@feeders@"), substitutions: KeyedList([
            ("birds", forms([("one", "%arg bird"), ("other", "%arg birds")])),
            ("feeders", forms([("one", "%arg feeder"), ("other", "%arg feeders")])),
        ]))
        let birds = forms([("one", "%arg oiseau"), ("other", "%arg oiseaux")])
        let value = StringUnit(state: .translated, value: "%#@birds@ à %#@feeders@")
        func catalog(_ french: Localization) -> (CatalogString, CatalogStatistics) {
            let string = CatalogString(key: "%lld birds at %lld feeders", localizations: KeyedList([("en", source), ("fr", french)]))
            let catalog = StringCatalog(sourceLanguage: "en", strings: [string])
            return (string, CatalogStatistics(catalog))
        }
        // Only the first substitution's forms typed, every one of them translated.
        var (string, statistics) = catalog(Localization(stringUnit: value, substitutions: KeyedList([("birds", birds)])))
        #expect(string.status(in: "fr", sourceLanguage: "en") == .new)
        #expect(statistics.languages.first { $0.language == "fr" }.map { ($0.translated, $0.new) }! == (0, 1))
        #expect(string.status(in: "en", sourceLanguage: "en") == .translated)
        // A substitution entry without forms is no better.
        (string, statistics) = catalog(Localization(stringUnit: value, substitutions: KeyedList([("birds", birds), ("feeders", Substitution(argNum: 2, formatSpecifier: "lld"))])))
        #expect(string.status(in: "fr", sourceLanguage: "en") == .new)
        // A form marked for review still makes the string one to review.
        var reviewed = birds
        reviewed.variations?.plural?["one"] = Localization("%arg oiseau", state: .needsReview)
        (string, _) = catalog(Localization(stringUnit: value, substitutions: KeyedList([("birds", reviewed)])))
        #expect(string.status(in: "fr", sourceLanguage: "en") == .needsReview)
        // Both substitutions with forms: done.
        let feeders = forms([("one", "%arg mangeoire"), ("other", "%arg mangeoires")])
        (string, statistics) = catalog(Localization(stringUnit: value, substitutions: KeyedList([("birds", birds), ("feeders", feeders)])))
        #expect(string.status(in: "fr", sourceLanguage: "en") == .translated)
        #expect(statistics.languages.first { $0.language == "fr" }.map { ($0.translated, $0.new) }! == (1, 0))
        // A translation may name its substitutions its own way, or write the numbers plainly.
        let renamed = Localization(stringUnit: StringUnit(state: .translated, value: "%#@oiseaux@ à %#@mangeoires@"),
                                   substitutions: KeyedList([("oiseaux", birds), ("mangeoires", feeders)]))
        #expect(catalog(renamed).0.status(in: "fr", sourceLanguage: "en") == .translated)
        #expect(catalog(Localization("%lld oiseaux à %lld mangeoires", state: .translated)).0.status(in: "fr", sourceLanguage: "en") == .translated)
        // A value that names a substitution the translation lacks, with none typed yet.
        (string, statistics) = catalog(Localization(stringUnit: value))
        #expect(string.status(in: "fr", sourceLanguage: "en") == .new)
        #expect(statistics.languages.first { $0.language == "fr" }.map { ($0.translated, $0.new) }! == (0, 1))
    }

    @Test("Localization keeps value semantics through its shared storage")
    func copyOnWrite() {
        let original = Localization(variations: Variations(plural: KeyedList([("other", Localization("a", state: .new))])))
        var copy = original
        copy.variations?.plural?.set("one", Localization("b", state: .new))
        #expect(original.variations?.plural?.count == 1)
        #expect(copy.variations?.plural?.keys == ["one", "other"])
        #expect(original != copy)
    }
}
