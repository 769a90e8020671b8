import Foundation
@testable import PropertyLists
import Testing
@testable import Interchange
import StringCatalogKit

/// The shortcuts a migration takes for speed give what the plain way gives: a key found at
/// its neighbour's place or by hashing, UTF-16 converted unit by unit or through scalars,
/// plural forms listed at once or set one by one.
@Suite struct MigrationShortcutTests {
    /// Files listing their keys in other orders, with keys missing, repeated and new, give
    /// each key every language's last value, whatever order the keys came in.
    @Test func keysFoundInAnyOrder() throws {
        let root = try MigrationTests.folder([
            "App/en.lproj/T.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n\"d\" = \"D\";\n",
            "App/de.lproj/T.strings": "\"d\" = \"D-de\";\n\"c\" = \"C-de\";\n\"a\" = \"A-de\";\n",
            "App/fr.lproj/T.strings": "\"a\" = \"A-fr\";\n\"c\" = \"C-fr\";\n\"e\" = \"E-fr\";\n\"b\" = \"B-fr\";\n\"a\" = \"A-fr2\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try MigrationTests.plan(root)
        let catalog = try #require(plan.catalogs.first).catalog
        func value(_ key: String, _ language: String) -> String? {
            catalog.strings.first { $0.key == key }?.localizations?[language]?.stringUnit?.value
        }
        #expect(catalog.strings.map(\.key) == ["a", "b", "c", "d", "e"])
        #expect(value("a", "fr") == "A-fr2")
        #expect(value("a", "de") == "A-de" && value("b", "de") == nil && value("d", "de") == "D-de")
        #expect(value("e", "fr") == "E-fr" && value("e", "en") == nil)
        #expect(catalog.strings.first { $0.key == "a" }?.localizations?.keys == ["de", "en", "fr"])
        #expect(plan.catalogs.first?.languagesWithValues == ["de", "en", "fr"])
        #expect(plan.warnings.count == 1 && plan.warnings[0].contains("\"a\" repeats line 1"))
    }

    /// A key whose every value has no catalog form makes no string, even when a file before
    /// it gave it a row.
    @Test func keyWithoutAValueMakesNoString() throws {
        let width = "<key>w</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>W</string></dict></dict>"
        let root = try MigrationTests.folder([
            "App/en.lproj/T.strings": "\"a\" = \"A\";\n",
            "App/en.lproj/T.stringsdict": MigrationTests.stringsdict(width),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let migrated = try #require(try MigrationTests.plan(root).catalogs.first)
        #expect(migrated.catalog.strings.map(\.key) == ["a"])
        #expect(migrated.filesWithUnrepresentableEntries == [root.appendingPathComponent("App/en.lproj/T.stringsdict").path])
    }

    @Test(arguments: [true, false])
    func utf16ConvertedUnitByUnitAsThroughScalars(bigEndian: Bool) throws {
        let text = "\"ключ\" = \"Grüße 😀 日本 \u{FEFF}x\u{10FFFF}\";\n"
        let bytes = InterchangeTestSupport.utf16(text, bigEndian: bigEndian)
        #expect(TextDecoding.transcoded(utf16: bytes) == Array(text.utf8))
        let withoutMark = Array(bytes.dropFirst(2))
        #expect(TextDecoding.transcoded(utf16: withoutMark) == Array(text.utf8))
    }

    /// Lone surrogates and an odd length are left to the scalar path, which says where.
    @Test func invalidUTF16IsLeftToTheScalarPath() {
        let lead: [UInt8] = [0xFF, 0xFE, 0x41, 0x00, 0x00, 0xD8, 0x41, 0x00]
        let trail: [UInt8] = [0xFF, 0xFE, 0x00, 0xDC, 0x41, 0x00]
        let endsInLead: [UInt8] = [0xFF, 0xFE, 0x41, 0x00, 0x00, 0xD8]
        let odd: [UInt8] = [0xFF, 0xFE, 0x41, 0x00, 0x41]
        for bytes in [lead, trail, endsInLead, odd] {
            #expect(TextDecoding.transcoded(utf16: bytes) == nil)
            #expect(throws: TextDecoding.InvalidText.self) { try TextDecoding.utf8(fromUTF16: bytes).get() }
        }
    }

    /// A UTF-16 property list is told from its start; one whose start is all white space,
    /// from the whole file.
    @Test func utf16PropertyListToldFromItsStart() throws {
        let body = "<plist><dict><key>a</key><string>b</string></dict></plist>\n"
        for padding in ["", String(repeating: " ", count: 2000)] {
            let file = try StringsFile.read(InterchangeTestSupport.utf16(padding + body, bigEndian: false))
            #expect(file.format == .xmlPropertyList)
            #expect(file.entries.map(\.key) == ["a"])
        }
    }

    /// Plural forms listed at once come in the order, and with the values, that setting
    /// them one by one gives.
    @Test func pluralFormsAsSetOneByOne() {
        let forms: [(PluralCategory, String)] = [(.one, "1"), (.other, "x"), (.few, "f"), (.zero, "0"), (.one, "1b"), (.many, "m"), (.two, "2")]
        var setOneByOne = KeyedList<Localization>()
        for (category, text) in forms { setOneByOne.set(category.rawValue, Localization(text, state: .translated)) }
        let listed = StringsdictConversion.pluralForms(forms.map { ($0.0, Localization($0.1, state: .translated)) })
        #expect(listed == setOneByOne)
        #expect(listed["one"]?.stringUnit?.value == "1b")
    }

    /// A plural form checked for its number without parsing says what the parser says:
    /// whether it prints the counted argument, and that it uses no other (or it is left to
    /// the parser).
    @Test func formCheckedWithoutParsing() throws {
        let texts = ["%lld files", "files", "", "%lld", "a %lldx b", "%lld and %lld", "%% %lld", "%lld %%",
                     "%ld files", "%1$lld files", "%@ files", "%llu", "caf\u{E9} %lld\u{301}", "%lld%", "%ll"]
        for valueType in ["lld", "d", "@", "1$lld", "ll", "%d"] {
            let variable = StringsdictVariable(name: "n", valueType: valueType, forms: [])
            let kind = StringsdictConversion.countedType(of: variable)
            let written = StringsdictConversion.writtenCountedSpecifier(valueType, parsed: FormatSpecifier(formatSpecifierField: valueType))
            for text in texts {
                guard let written,
                      let prints = StringsdictConversion.usesOnly(written, in: text) else { continue }
                let parsed = StringsdictConversion.countedTokens(in: text, valueType: kind, argument: 1)
                #expect(!parsed.other && prints == !parsed.ranges.isEmpty, "\(valueType) in \(text)")
            }
        }
        let lld = try #require(StringsdictConversion.writtenCountedSpecifier("lld", parsed: FormatSpecifier("%lld")))
        #expect(StringsdictConversion.usesOnly(lld, in: "%lld files") == true)
        #expect(StringsdictConversion.usesOnly(lld, in: "files") == false)
        #expect(StringsdictConversion.usesOnly(lld, in: "%lld of %lld") == nil)
        #expect(StringsdictConversion.writtenCountedSpecifier("1$lld", parsed: FormatSpecifier("%1$lld")) == nil)
    }

    /// A format key told to be just `%#@name@` without parsing is one the parser reads as
    /// that one substitution and nothing else.
    @Test func formatKeyToldWithoutParsing() {
        for (key, name) in [("%#@n@", "n"), ("%#@n@ ", "n"), ("%1$#@n@", "n"), ("%#@a@b@", "a@b"), ("%#@a b@", "a b"),
                            ("%#@@", ""), ("%#@items.count@", "items.count"), ("%#@n@", "m")] {
            let tokens = FormatString(key).tokens
            let parsed = tokens.count == 1 && tokens[0].substitutionName == name && tokens[0].text.utf16.count == key.utf16.count
            if StringsdictConversion.isOnly(name, key) { #expect(parsed, "\(key)") }
        }
        #expect(StringsdictConversion.isOnly("items.count", "%#@items.count@"))
        #expect(!StringsdictConversion.isOnly("a@b", "%#@a@b@"))
    }
}
