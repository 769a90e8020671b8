@testable import CatalogFiles
import Testing
@testable import StringCatalogKit

@Suite("Languages")
struct LanguageTests {
    @Test func tableShape() {
        #expect(Language.all.count == 132)
        #expect(Language.all.filter(\.isOSUILanguage).count == 53)
        #expect(Set(Language.all.map { $0.code.lowercased() }).count == Language.all.count)
        // OS UI languages come first, as in languages.tsv.
        let firstMore = Language.all.firstIndex { !$0.isOSUILanguage } ?? Language.all.endIndex
        #expect(Language.all[firstMore...].allSatisfy { !$0.isOSUILanguage })
        #expect(Language.all.allSatisfy { Language.isValidCode($0.code) })
    }

    @Test func lookupByCode() throws {
        let french = try #require(Language.named("fr"))
        #expect(french.englishName == "French")
        #expect(french.nativeName == "Français")
        #expect(french.direction == .ltr)
        #expect(french.pluralLocale == "fr")
        #expect(french.isOSUILanguage)
        #expect(Language.named("FR") == french)
        #expect(Language.named("zh-hans")?.code == "zh-Hans")
        #expect(Language.named("zh-Hans")?.nativeName == "中文（简体）")
        #expect(Language.named("xx") == nil)
        #expect(Language.named("fr-FR") == nil)
        #expect(Language.named("mi")?.pluralLocale == "und")
    }

    @Test func directions() {
        for code in ["ar", "he", "fa", "ur", "ar-SA"] {
            #expect(Language.named(code)?.direction == .rtl, "\(code)")
        }
        #expect(Language.named("en")?.direction == .ltr)
        #expect(Language.all.filter { $0.direction == .rtl }.count == 11)
    }

    @Test func searchRanking() {
        #expect(Language.search("ukr").first?.code == "uk")
        #expect(Language.search("uk").first?.code == "uk")
        let english = Language.search("en").map(\.code)
        #expect(english.first == "en")
        #expect(english.prefix(4) == ["en", "en-AU", "en-GB", "en-IN"])
        // Name prefix beats a substring: "Ger" → German before Nigeria-like matches.
        #expect(Language.search("ger").first?.code == "de")
        #expect(Language.search("").count == Language.all.count)
        #expect(Language.search("qqqq").isEmpty)
    }

    @Test func searchIgnoresCaseAndDiacritics() {
        #expect(Language.search("francais").first?.code == "fr")
        #expect(Language.search("FRANÇAIS").first?.code == "fr")
        #expect(Language.search("cestina").first?.code == "cs")
        #expect(Language.search("espanol").map(\.code).contains("es-419"))
        #expect(Language.search("日本").first?.code == "ja")
    }

    @Test func searchFindsWordsInsideNames() {
        let latin = Language.search("latin").map(\.code)
        #expect(latin.contains("sr-Latn"))
        #expect(latin.contains("es-419"))
        #expect(Language.search("kingdom").first?.code == "en-GB")
    }

    @Test("display names", arguments: [
        ("de-AT", "German (Austria)"),
        ("sr-Latn", "Serbian (Latin)"),
        ("zh-Hans-SG", "Chinese (Simplified, Singapore)"),
        ("de-LI", "German (Liechtenstein)"),
        ("zh-Hant-MO", "Chinese (Traditional, Macao)"),
        ("zh", "Chinese"),
        ("zh-Hans-CN", "Chinese (Simplified, China)"),
        ("sr-Cyrl-ME", "Serbian (Cyrillic, Montenegro)"),
        ("en-001", "English (world)"),
        ("es-MX", "Spanish (Mexico)"),
        ("fr-be", "French (Belgium)"),
        ("pt_BR", "Portuguese (Brazil)"),
        ("uz-Arab", "Uzbek (Arabic)"),
        ("de-QQ", "German (QQ)"),
        ("xx", "xx"),
        ("xx-GB", "xx-GB"),
        ("not a code", "not a code"),
        ("", ""),
    ])
    func displayName(code: String, name: String) {
        #expect(Language.displayName(for: code) == name)
    }

    @Test("composed names agree with every listed English name")
    func composedNamesMatchTable() {
        for language in Language.all {
            #expect(Language.composedName(for: language.code) == language.englishName, "\(language.code)")
        }
    }

    @Test("valid codes", arguments: [
        "en", "yue", "zh-Hans", "es-419", "zh-Hans-SG", "en-GB", "EN-gb", "sr-Latn", "und",
    ])
    func validCode(code: String) {
        #expect(Language.isValidCode(code))
    }

    @Test("invalid codes", arguments: [
        "", "e", "engl", "en-", "-en", "en_GB", "en-GBR", "en-12", "en-1234", "zh-Hans-Hant",
        "en-Latn-GB-x", "en-GB-Latn", "12", "e1", "en--GB", "ën", "en GB",
    ])
    func invalidCode(code: String) {
        #expect(!Language.isValidCode(code))
    }

    @Test("codes that may name a file: language tags and old .lproj names", arguments: [
        "en", "zh-Hans", "es-419", "en_GB", "ca-ES-valencia", "English", "Base", "zh_Hans_HK", "x-klingon",
    ])
    func codeThatCanNameAFile(code: String) {
        #expect(Language.canNameFile(code))
    }

    @Test("codes that would lead elsewhere on disk, or name nothing", arguments: [
        "", ".", "..", "../../outside/PWNED", "de/..", "de/x", "/etc", "de.lproj", "de ", " de", "-de", "de-",
        "de--CH", "1de", "dé", "de\u{0}", "de\\x", String(repeating: "a", count: 65), "~", "de\n",
    ])
    func codeThatCannotNameAFile(code: String) {
        #expect(!Language.canNameFile(code))
    }

    @Test("every language of every corpus catalog can name a file", .needsCorpus)
    func corpusLanguagesCanNameFiles() throws {
        let catalogs = try TestSupport.corpusFiles()
        var checked = 0, files = 0
        for url in catalogs {
            let path = url.path
            let catalog = try CatalogFile.open(path).catalog
            for language in catalog.languages {
                #expect(Language.canNameFile(language), "\(path): \(language)")
                checked += 1
            }
            files += 1
        }
        TestSupport.expectChecked(files, of: catalogs)
        #expect(checked > 100)
    }

    @Test("languages.tsv rows match the generated table", .needsCLDRData)
    func matchesDataFile() throws {
        let rows = try CLDRTestData.rows("languages.tsv")
        #expect(rows.map { $0["code"] ?? "" } == Language.all.map(\.code))
        for row in rows {
            guard let language = Language.named(row["code"] ?? "") else {
                Issue.record("missing \(row["code"] ?? "")")
                continue
            }
            #expect(language.englishName == row["english_name"])
            #expect(language.nativeName == row["native_name_menu"])
            #expect(language.direction.rawValue == row["direction"])
            #expect(language.pluralLocale == row["cldr_plural_locale"])
            #expect(language.isOSUILanguage == (row["xcode_tier"] == "os-ui"))
        }
    }
}
