import Foundation
import Testing
@testable import StringCatalogKit

/// Reads the CLDR TSV files from ../shared/data next to the package, when present.
///
/// The data folder lives outside the repository, so the exhaustive tests carry
/// `.needsCLDRData` and are reported as skipped where it is missing; the embedded
/// samples in the generated tables are checked either way.
enum CLDRTestData {
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // StringCatalogKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("../shared/data")
        .standardizedFileURL

    static let isPresent = FileManager.default.fileExists(atPath: directory.path)

    /// The rows of `fileName` as header → cell dictionaries.
    static func rows(_ fileName: String) throws -> [[String: String]] {
        let text = try String(contentsOf: directory.appendingPathComponent(fileName), encoding: .utf8)
        var header: [String]?
        var rows: [[String: String]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where !line.hasPrefix("#") {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if let header {
                rows.append(Dictionary(uniqueKeysWithValues: zip(header, cells)))
            } else {
                header = cells
            }
        }
        return rows
    }

    /// Expands CLDR sample text: "0, 2~4, 1.0~1.2, 1c6, …" → 0 2 3 4 1.0 1.1 1.2 1c6.
    /// A range keeps the number of fraction digits of its ends.
    static func expand(_ text: String) -> [String] {
        var values: [String] = []
        for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard !item.isEmpty, item != "…" else { continue }
            let ends = item.split(separator: "~").map(String.init)
            guard ends.count == 2 else {
                values.append(item)
                continue
            }
            let digits = ends[0].split(separator: ".").dropFirst().first?.count ?? 0
            let start = Int(ends[0].replacingOccurrences(of: ".", with: ""))!
            let end = Int(ends[1].replacingOccurrences(of: ".", with: ""))!
            for scaled in start...end {
                if digits == 0 {
                    values.append(String(scaled))
                } else {
                    let scale = Int(pow(10.0, Double(digits)))
                    let fraction = String(scaled % scale)
                    let padded = String(repeating: "0", count: digits - fraction.count) + fraction
                    values.append("\(scaled / scale).\(padded)")
                }
            }
        }
        return values
    }
}

extension Trait where Self == ConditionTrait {
    /// For a test that reads `../shared/data`: skipped, and counted as skipped, without it.
    static var needsCLDRData: Self { .enabled(if: CLDRTestData.isPresent, "needs ../shared/data beside the checkout") }
}

@Suite("Plural rules")
struct PluralRulesTests {
    // MARK: Exhaustive checks against the CLDR data files

    @Test("every CLDR sample lands in its own category", .needsCLDRData)
    func allTSVSamples() throws {
        var checked = 0
        var failures: [String] = []
        for (fileName, kind) in [("plural-rules.tsv", PluralRules.Kind.cardinal),
                                 ("plural-rules-ordinal.tsv", .ordinal)] {
            let rows = try CLDRTestData.rows(fileName)
            for row in rows {
                let locale = try #require(row["locale"])
                let rules = PluralRules.rules(kind, for: locale)
                #expect(rules.localeIdentifier == locale)
                #expect(rules.categories.map(\.rawValue).joined(separator: " ") == row["categories"])
                for category in PluralCategory.allCases {
                    #expect(rules.condition(for: category) == row["\(category)_rule"].flatMap { $0.isEmpty ? nil : $0 },
                            "\(locale) \(category)")
                    let samples = CLDRTestData.expand(row["\(category)_integer_samples"] ?? "")
                        + CLDRTestData.expand(row["\(category)_decimal_samples"] ?? "")
                    for sample in samples {
                        checked += 1
                        let got = rules.category(forDecimal: sample)
                        if got != category {
                            failures.append("\(kind) \(locale) \(sample): \(got.map(\.rawValue) ?? "nil") ≠ \(category)")
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, e.g. \(failures.prefix(10))")
        // data/README.md: 15,041 expanded sample values in both files together.
        #expect(checked == 15_041)
    }

    @Test("languages.tsv plural locales match the lookup", .needsCLDRData)
    func languageTablePluralLocales() throws {
        let rows = try CLDRTestData.rows("languages.tsv")
        #expect(rows.count == 132)
        for row in rows {
            let code = row["code"] ?? ""
            #expect(PluralRules.cardinal(for: code).localeIdentifier == row["cldr_plural_locale"], "\(code)")
            #expect(PluralRules.ordinal(for: code).localeIdentifier == row["cldr_ordinal_locale"], "\(code)")
        }
    }

    @Test("sample expansion keeps digit counts and exponents")
    func sampleExpansion() {
        #expect(CLDRTestData.expand("0, 2~4, 100, …") == ["0", "2", "3", "4", "100"])
        #expect(CLDRTestData.expand("0.8~1.1, 0.00~0.02") == ["0.8", "0.9", "1.0", "1.1", "0.00", "0.01", "0.02"])
        #expect(CLDRTestData.expand("1c6, 1.0000001c6, …") == ["1c6", "1.0000001c6"])
    }

    // MARK: Embedded tables (no data files needed)

    @Test("embedded samples land in their own category", arguments: PluralRules.Kind.allCases)
    func embeddedSamples(kind: PluralRules.Kind) {
        let locales = kind == .cardinal ? PluralRuleTable.cardinalLocales : PluralRuleTable.ordinalLocales
        #expect(locales.count == (kind == .cardinal ? 224 : 108))
        for locale in locales.keys.sorted() {
            let rules = PluralRules.rules(kind, for: locale)
            #expect(rules.localeIdentifier == locale)
            #expect(rules.categories == rules.categories.sorted())
            #expect(rules.categories.last == .other)
            for category in PluralCategory.allCases {
                let samples = rules.samples(for: category)
                #expect(samples.isEmpty != rules.categories.contains(category), "\(locale) \(category)")
                #expect((rules.condition(for: category) != nil)
                        == (category != .other && rules.categories.contains(category)))
                for sample in samples {
                    #expect(rules.category(forDecimal: sample) == category, "\(kind) \(locale) \(sample)")
                }
            }
        }
    }

    @Test func samplesListIntegersFirst() {
        let english = PluralRules.cardinal(for: "en")
        #expect(english.samples(for: .one) == ["1"])
        #expect(english.samples(for: .other).prefix(3) == ["0", "2", "3"])
        #expect(english.samples(for: .other).last?.contains(".") == true)
        #expect(english.samples(for: .few).isEmpty)
    }

    // MARK: Specific languages

    @Test func english() {
        let rules = PluralRules.cardinal(for: "en")
        #expect(rules.categories == [.one, .other])
        #expect(rules.category(for: 1) == .one)
        #expect(rules.category(forDecimal: "1") == .one)
        #expect(rules.category(forDecimal: "1.0") == .other)
        #expect(rules.category(for: 2) == .other)
        #expect(rules.category(for: 0) == .other)
        #expect(rules.category(for: -1) == .one)
        #expect(rules.condition(for: .one) == "i = 1 and v = 0")
    }

    @Test func englishOrdinals() {
        let rules = PluralRules.ordinal(for: "en-GB")
        #expect(rules.kind == .ordinal)
        #expect(rules.categories == [.one, .two, .few, .other])
        #expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map { rules.category(for: $0) }
                == [.one, .two, .few, .other, .other, .other, .other, .one, .two, .few, .one, .other])
    }

    @Test func french() {
        let rules = PluralRules.cardinal(for: "fr")
        #expect(rules.categories == [.one, .many, .other])
        #expect(rules.category(for: 0) == .one)
        #expect(rules.category(for: 1) == .one)
        #expect(rules.category(forDecimal: "1.5") == .one)
        #expect(rules.category(for: 2) == .other)
        #expect(rules.category(for: 1_000_000) == .many)
        #expect(rules.category(forDecimal: "1c6") == .many)
        #expect(rules.category(forDecimal: "1c3") == .other)
        #expect(rules.category(for: 1_000_001) == .other)
        #expect(PluralRules.cardinal(for: "fr-CA").localeIdentifier == "fr")
    }

    @Test func ukrainian() {
        let rules = PluralRules.cardinal(for: "uk")
        #expect(rules.category(for: 1) == .one)
        #expect(rules.category(for: 2) == .few)
        #expect(rules.category(for: 5) == .many)
        #expect(rules.category(forDecimal: "1.5") == .other)
        #expect(rules.category(for: 21) == .one)
        #expect(rules.category(for: 11) == .many)
        #expect(rules.category(for: 22) == .few)
    }

    @Test func arabic() {
        let rules = PluralRules.cardinal(for: "ar")
        #expect(rules.categories == PluralCategory.allCases)
        let expected: [(Int, PluralCategory)] = [
            (0, .zero), (1, .one), (2, .two), (3, .few), (10, .few), (11, .many), (99, .many),
            (100, .other), (102, .other), (103, .few),
        ]
        for (value, category) in expected {
            #expect(rules.category(for: value) == category, "\(value)")
        }
        #expect(PluralRules.cardinal(for: "ar-SA").localeIdentifier == "ar")
    }

    @Test func japaneseHasOnlyOther() {
        let rules = PluralRules.cardinal(for: "ja")
        #expect(rules.categories == [.other])
        #expect(rules.category(for: 1) == .other)
        #expect(rules.category(forDecimal: "1.5") == .other)
    }

    @Test func portugueseVariantsDifferAtZero() {
        let brazil = PluralRules.cardinal(for: "pt-BR")
        let portugal = PluralRules.cardinal(for: "pt-PT")
        #expect(brazil.localeIdentifier == "pt")
        #expect(portugal.localeIdentifier == "pt-PT")
        #expect(brazil.category(for: 0) == .one)
        #expect(portugal.category(for: 0) == .other)
        #expect(brazil.category(for: 1) == .one)
        #expect(portugal.category(for: 1) == .one)
        #expect(brazil.category(forDecimal: "1.5") == .one)
        #expect(portugal.category(forDecimal: "1.5") == .other)
    }

    @Test func russianCategories() {
        let rules = PluralRules.cardinal(for: "ru")
        #expect(rules.categories == [.one, .few, .many, .other])
        #expect(rules.category(for: 1) == .one)
        #expect(rules.category(for: 3) == .few)
        #expect(rules.category(for: 7) == .many)
        #expect(rules.category(forDecimal: "1.5") == .other)
    }

    @Test("catalog codes map to CLDR locales", arguments: [
        ("zh-Hans", "zh"), ("zh-Hant", "zh"), ("zh-HK", "zh"), ("zh-Hant-TW", "zh"),
        ("pt-BR", "pt"), ("pt-PT", "pt-PT"), ("pt", "pt"), ("PT_pt", "pt-PT"),
        ("sr-Latn", "sr"), ("es-419", "es"), ("en-GB", "en"), ("kok-Latn", "kok-Latn"),
        ("mi", "und"), ("xx", "und"), ("", "und"), ("Base", "und"),
    ])
    func localeMapping(code: String, locale: String) {
        #expect(PluralRules.cardinal(for: code).localeIdentifier == locale)
    }

    @Test func unknownLanguageUsesRoot() {
        let rules = PluralRules.cardinal(for: "xx")
        #expect(rules.categories == [.other])
        #expect(rules.localeIdentifier == PluralRules.rootLocaleIdentifier)
        #expect(!rules.samples(for: .other).isEmpty)
        #expect(PluralRules.ordinal(for: "fo").categories == [.other])
    }

    @Test("every listed language's pluralLocale matches the lookup")
    func languagePluralLocales() {
        for language in Language.all {
            #expect(PluralRules.cardinal(for: language.code).localeIdentifier == language.pluralLocale,
                    "\(language.code)")
        }
    }

    @Test func categoryOrder() {
        #expect(PluralCategory.allCases == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralCategory.allCases.shuffled().sorted() == PluralCategory.allCases)
        #expect(PluralCategory.few < .many)
        #expect(PluralCategory(rawValue: "two") == .two)
    }

    @Test("A key names a category only when it is the category's name exactly")
    func categoryFromKey() {
        for category in PluralCategory.allCases {
            #expect(PluralCategory(rawValue: category.rawValue) == category)
            #expect(PluralCategory(rawValue: category.rawValue.uppercased()) == nil)
            #expect(PluralCategory(rawValue: category.rawValue + " ") == nil)
            #expect(PluralCategory(rawValue: String(category.rawValue.dropLast())) == nil)
        }
        for key in ["", "ones", "fwe", "mony", "zer0", "othe", "others", "o\u{0301}ne", "twо"] {
            #expect(PluralCategory(rawValue: key) == nil, "\(key.debugDescription)")
        }
    }

    @Test func invalidDecimalHasNoCategory() {
        #expect(PluralRules.cardinal(for: "en").category(forDecimal: "one") == nil)
    }
}

@Suite("Plural operands")
struct PluralOperandsTests {
    private func operands(_ text: String) throws -> PluralOperands {
        try #require(PluralOperands(decimal: text))
    }

    // Typed as [Int] so that comparisons with array literals are unambiguous.
    private func fields(_ o: PluralOperands) -> [Int] {
        [o.i, o.v, o.w, o.f, o.t, o.e]
    }

    @Test func integerAndDecimalDifferInV() throws {
        let one = try operands("1")
        let onePointZero = try operands("1.0")
        #expect(one.n == onePointZero.n)
        #expect(one.v == 0 && onePointZero.v == 1)
        #expect(one == PluralOperands(1))
        #expect(one != onePointZero)
    }

    @Test func fractionOperands() throws {
        let value = try operands("1.50")
        #expect(fields(value) == [1, 2, 1, 50, 5, 0])
        #expect(value.n == 1.5)
        let small = try operands("0.012")
        #expect(fields(small) == [0, 3, 3, 12, 12, 0])
    }

    @Test func exponentForms() throws {
        for text in ["1c6", "1e6", "1C6", "1E+6"] {
            let value = try operands(text)
            #expect(fields(value) == [1_000_000, 0, 0, 0, 0, 6], "\(text)")
            #expect(value.c == 6)
            #expect(value.n == 1_000_000)
        }
        let shifted = try operands("1.0001c3")
        #expect(fields(shifted) == [1000, 1, 1, 1, 1, 3])
        let whole = try operands("1.1c3")
        #expect(fields(whole) == [1100, 0, 0, 0, 0, 3])
        #expect(PluralOperands(1_000_000).e == 0)
    }

    @Test func signAndSpacesAreIgnored() throws {
        #expect(try operands("-1.5") == operands("1.5"))
        #expect(try operands(" 2 ") == PluralOperands(2))
        #expect(PluralOperands(-7) == PluralOperands(7))
    }

    @Test("malformed numbers are rejected", arguments: [
        "", " ", "-", "1.", ".5", "abc", "1..2", "1.2.3", "1e", "1e-3", "1c99999", "0x10", "1,000", "١",
    ])
    func malformed(text: String) {
        #expect(PluralOperands(decimal: text) == nil)
    }

    @Test func hugeNumbersStayExact() throws {
        // 10^21 + 1: the kept last 18 digits end in …001, but "i = 1" must not match.
        let huge = try operands("1000000000000000000001")
        #expect(huge.i == 1)
        #expect(PluralRules.cardinal(for: "en").category(for: huge) == .other)
        // Modulo rules still see the right last digits.
        #expect(PluralRules.cardinal(for: "ru").category(for: huge) == .one)
        #expect(PluralRules.cardinal(for: "fr").category(forDecimal: "1c30") == .many)
        #expect(PluralRules.cardinal(for: "en").category(for: Int.min) == .other)
        #expect(PluralRules.cardinal(for: "ru").category(for: Int.max) == .many)  // …807
        let longFraction = try operands("0." + String(repeating: "0", count: 20) + "1")
        #expect(longFraction.v == 21 && longFraction.t == 1)
        #expect(PluralRules.cardinal(for: "is").category(for: longFraction) == .one)  // t % 10 = 1
    }
}
