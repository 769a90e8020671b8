import StringCatalogKit
import Testing
@testable import TranslationMemory

@Suite("Glossary check")
struct GlossaryCheckTests {
    static let glossary = Glossary(entries: [
        GlossaryEntry(term: "photo", translations: ["fr": ["photo"], "ja": ["写真"], "th": ["รูปภาพ"], "hi": ["फ़ोटो"], "ar": ["الصورة"]],
                      forbidden: ["fr": ["image"]]),
        GlossaryEntry(term: "Xcode", caseSensitive: true, doNotTranslate: true),
        GlossaryEntry(sourceLanguage: "de", term: "Foto", translations: ["fr": ["photo"]]),
    ])

    static func problems(_ strings: [String: [String: PlantedValue]]) throws -> [String] {
        let checker = CatalogChecker(checks: [GlossaryCheck(glossary: glossary)])
        return checker.problems(in: try catalog(strings)).map { "\($0.location.key) \($0)" }
    }

    @Test("A term's translation missing (warning), a forbidden one used (error), in scripts with and without spaces")
    func translations() throws {
        let problems = try Self.problems([
            "Share this photo": ["en": .translated("Share this photo"), "fr": .translated("Partager cette image"),
                                 "ja": .translated("この写真を共有"), "th": .translated("แชร์รูปภาพนี้"), "hi": .translated("यह फ़ोटो साझा करें"),
                                 "ar": .translated("شارك هذه الصورة"), "de": .translated("Dieses Foto teilen")],
            "Share this picture": ["en": .translated("Share this picture"), "th": .translated("แชร์ภาพนี้")],
            "Photo of the day": ["en": .translated("Photo of the day"), "ja": .translated("今日の一枚"), "fr": .state("new", "Image du jour")],
        ])
        #expect(problems == [
            "Photo of the day warning ja: “photo” should be translated “写真” in Japanese [glossary]",
            "Share this photo error fr: “image” is a forbidden translation of “photo” (use “photo”) [glossary]",
            "Share this photo warning fr: “photo” should be translated “photo” in French [glossary]",
        ])
    }

    @Test("Whole words only in the source, placeholders and link destinations masked, Markdown read through")
    func wordsOnly() throws {
        let problems = try Self.problems([
            "%lld photos": ["en": .plural(["one": "%lld photo", "other": "%lld photos"]),
                            "fr": .plural(["one": "%lld cliché", "other": "%lld clichés"])],
            "See [help](https://example.com/photo)": ["en": .translated("See [help](https://example.com/photo)"), "fr": .translated("Voir [l’aide](https://example.com/photo)")],
            "Photographer": ["en": .translated("Photographer"), "fr": .translated("Photographe")],
            "A **Photo**": ["en": .translated("A **Photo**"), "fr": .translated("Une **image**")],
        ])
        #expect(problems == [
            "%lld photos warning fr plural.one: “photo” should be translated “photo” in French [glossary]",
            "A **Photo** error fr: “image” is a forbidden translation of “photo” (use “photo”) [glossary]",
            "A **Photo** warning fr: “photo” should be translated “photo” in French [glossary]",
        ])
    }

    @Test("A do-not-translate term must stay as it is, in its case when the glossary says so")
    func doNotTranslate() throws {
        let problems = try Self.problems([
            "Open in Xcode": ["en": .translated("Open in Xcode"), "fr": .translated("Ouvrir dans xcode"), "de": .translated("In Xcode öffnen"),
                              "zh-Hans": .translated("在Xcode中打开"), "ko": .translated("엑스코드에서 열기")],
            "Open in xcode later": ["en": .translated("Open in xcode later"), "fr": .translated("Ouvrir plus tard")],
        ])
        #expect(problems == [
            "Open in Xcode error fr: “Xcode” is not to be translated, and the translation lacks it [glossary]",
            "Open in Xcode error ko: “Xcode” is not to be translated, and the translation lacks it [glossary]",
        ])
    }

    @Test("A term written in another source language applies to catalogs in that language only")
    func sourceLanguage() throws {
        let german = try catalog(["Foto": ["de": .translated("Foto"), "fr": .translated("Image")]], sourceLanguage: "de")
        let checker = CatalogChecker(checks: [GlossaryCheck(glossary: Self.glossary)])
        #expect(checker.problems(in: german).map(\.description) == ["warning fr: “Foto” should be translated “photo” in French [glossary]"])
    }

    @Test("Glossary languages cover regional variants; a regional one only itself")
    func languages() {
        #expect(GlossaryLanguage.applies("fr", to: "fr-CA"))
        #expect(GlossaryLanguage.applies("pt_BR", to: "pt-br"))
        #expect(!GlossaryLanguage.applies("fr-CA", to: "fr"))
        #expect(GlossaryLanguage.applies("zh", to: "zh-Hans"))
        #expect(!GlossaryLanguage.applies("fr", to: "fur"))
    }

    @Test("Term occurrences: case folded unless case-sensitive, per character in Thai and Chinese")
    func occurrences() {
        let photo = GlossaryTerm(GlossaryEntry(term: "photo library"))
        #expect(pieces("My Photo  Library, photo library", photo.occurrences(in: TermText("My Photo  Library, photo library"))) == ["Photo  Library", "photo library"])
        let strict = GlossaryTerm(GlossaryEntry(term: "Apple", caseSensitive: true))
        #expect(strict.occurrences(in: TermText("an apple from Apple")).count == 1)
        #expect(TermText("แชร์รูปภาพนี้").contains("รูปภาพ", caseSensitive: false))
        #expect(TermText("这是照片库").contains("照片", caseSensitive: false))
        #expect(!TermText("%@ photos").contains("%@", caseSensitive: false))
    }
}
