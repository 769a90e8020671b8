import Foundation
import StringCatalogKit
import Testing
import TranslationMemory
@testable import Interchange

/// The `.po` files a memory reads: entries, plurals mapped only when certain, and errors
/// with their line and column.
@Suite("Memory files: gettext .po")
struct MemoryPOReaderTests {
    static let german = #"""
    # German translation of Backyard Birds.
    msgid ""
    msgstr ""
    "Project-Id-Version: birds 1.0\n"
    "Language: de\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\n"

    #: Feeder.swift:12
    msgid "Feed the birds"
    msgstr "Vögel füttern"

    msgctxt "menu"
    msgid "Open"
    msgstr "Öffnen"

    #, fuzzy
    msgid "Delete the bird"
    msgstr "Vogel entfernen"

    #, c-format
    msgid ""
    "A long text that "
    "continues"
    msgstr ""
    "Ein langer Text, der \"weiter\"\t"
    "geht"

    msgid "Untranslated"
    msgstr ""

    msgid "%d bird"
    msgid_plural "%d birds"
    msgstr[0] "%d Vogel"
    msgstr[1] "%d Vögel"

    #~ msgid "Gone"
    #~ msgstr "Weg"
    """#

    static func units(_ text: String, path: String = "/m/de.po", source: String = "en") throws -> [TranslationUnit] {
        try POMemoryUnits.units(try POReader.read(Array(text.utf8)), path: path, sourceLanguage: source)
    }

    @Test("Entries with a msgstr and no fuzzy flag; context in the key; continued strings and escapes; plurals one/other")
    func entries() throws {
        let units = try Self.units(Self.german)
        let pairs = units.map { "\($0.sourceLanguage)>\($0.targetLanguage) \($0.origin.key) \($0.origin.form) = \($0.sourceText) → \($0.targetText)" }
        #expect(pairs == [
            "en>de Feed the birds  = Feed the birds → Vögel füttern",
            "en>de [menu] Open  = Open → Öffnen",
            "en>de A long text that continues  = A long text that continues → Ein langer Text, der \"weiter\"\tgeht",
            "en>de %d bird plural.one = %d bird → %d Vogel",
            "en>de %d bird plural.other = %d birds → %d Vögel",
        ], "\(pairs)")
        #expect(units.allSatisfy { $0.origin.catalogPath == "/m/de.po" })
    }

    @Test("Russian plurals: each CLDR category from the index its numbers take; a wrong Plural-Forms maps only what is certain")
    func russianPlurals() throws {
        let entry = """
        msgid "%d file"
        msgid_plural "%d files"
        msgstr[0] "%d файл"
        msgstr[1] "%d файла"
        msgstr[2] "%d файлов"
        """
        let header = #"msgid ""\#nmsgstr ""\#n"Language: ru\n"\#n"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"\#n\#n"#
        let forms = try Self.units(header + entry).map { "\($0.origin.form) \($0.sourceText) → \($0.targetText)" }
        #expect(forms == ["plural.one %d file → %d файл", "plural.few %d files → %d файла", "plural.many %d files → %d файлов"], "\(forms)")

        // English rules in a Russian file: 1 and 21 take different indices, so `one` is not
        // certain; `few` (2–4, 22–24…) all take [1] and `many` mixes (5 → 1, 11 → 1, 0 → 1): …
        let wrong = #"msgid ""\#nmsgstr ""\#n"Language: ru\n"\#n"Plural-Forms: nplurals=3; plural=(n != 1);\n"\#n\#n"#
        let mapped = try Self.units(wrong + entry).map { "\($0.origin.form)" }
        #expect(!mapped.contains("plural.one"), "\(mapped)")
        // … and without a Plural-Forms, no plural unit at all.
        let none = #"msgid ""\#nmsgstr ""\#n"Language: ru\n"\#n\#n"#
        #expect(try Self.units(none + entry).isEmpty)
    }

    @Test("The target language from the header, else the file name; the source from X-Source-Language, else the one given")
    func languages() throws {
        let plain = "msgid \"Cancel\"\nmsgstr \"Cancelar\"\n"
        #expect(try Self.units(plain, path: "/x/pt_BR.po").first?.targetLanguage == "pt-BR")
        #expect(try Self.units(plain, path: "/x/zh_TW.po").first?.targetLanguage == "zh-Hant")
        #expect(try Self.units(plain, path: "/x/sr@latin.po").first?.targetLanguage == "sr-Latn")
        #expect(try Self.units(plain, path: "/x/pt_BR.po", source: "fr").first?.sourceLanguage == "fr")
        let withSource = #"msgid ""\#nmsgstr ""\#n"Language: es\n"\#n"X-Source-Language: de\n"\#n\#n"# + plain
        let unit = try #require(try Self.units(withSource, path: "/x/whatever.po").first)
        #expect(unit.sourceLanguage == "de" && unit.targetLanguage == "es")
        #expect(throws: MemoryFileError.self) { try Self.units(plain, path: "/x/messages.po") }
    }

    @Test("Broken files: an error with line and column, never a crash", arguments: [
        ("msgid \"a\"\nmsgstr \"b\n", 2, 8, "a string without its closing quote"),
        ("msgid \"a\"\nmsgstr \"b\\q\"\n", 2, 10, "unknown escape \\q"),
        ("msgid \"a\"\nmsgtxt \"b\"\n", 2, 1, "expected msgctxt, msgid"),
        ("msgstr \"b\"\n", 1, 1, "msgstr before its msgid"),
        ("msgid \"a\"\nmsgstr[1] \"b\"\n", 2, 1, "msgstr[1]: expected msgstr or msgstr[0]"),
        ("msgid \"a\"\nmsgstr[99999999999999999999] \"b\"\n", 2, 1, "expected msgctxt"),
        ("msgid \"a\"\nmsgstr[17] \"b\"\n", 2, 1, "msgstr[17]: more plural forms"),
        ("msgid \"a\"\n\nmsgid \"b\"\nmsgstr \"c\"\n", 1, 1, "msgid without a msgstr"),
        ("\"lonely\"\n", 1, 1, "a string that continues no msgid"),
        ("msgid \"a\" x\nmsgstr \"b\"\n", 1, 11, "unexpected text after the closing quote"),
    ])
    func broken(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try POReader.read(Array(text.utf8))
            Issue.record("read \(text) without an error")
        } catch {
            #expect(error.line == line && error.column == column, "\(error)")
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test("Bad UTF-8, and a Latin-1 charset with bytes above ASCII, are errors where they are")
    func encodings() {
        var bytes = Array("msgid \"Caf".utf8) + [0xE9] + Array("\"\nmsgstr \"x\"\n".utf8)
        #expect(throws: MemoryFileError(message: "invalid UTF-8: a .po file must be saved as UTF-8", line: 1, column: 11)) { try POReader.read(bytes) }
        bytes = Array("msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n\nmsgid \"é\"\nmsgstr \"é\"\n".utf8)
        do {
            _ = try POReader.read(bytes)
            Issue.record("a Latin-1 header was read")
        } catch {
            #expect(error.line == 2 && error.message.contains("charset iso-8859-1"), "\(error)")
        }
    }

    @Test("Plural-Forms expressions: C precedence, ternaries; nonsense and hostile nesting give no mapping")
    func pluralExpression() throws {
        let polish = try #require(PluralFormsExpression("(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)"))
        #expect([1, 2, 5, 12, 22, 25, 112].map { polish.index(for: $0) } == [0, 1, 2, 2, 1, 2, 2])
        #expect(PluralFormsExpression("n + ") == nil)
        #expect(PluralFormsExpression("n ; rm -rf") == nil)
        #expect(PluralFormsExpression(String(repeating: "(", count: 10_000) + "n" + String(repeating: ")", count: 10_000)) == nil)
        #expect(PluralFormsExpression("n / 0")?.index(for: 3) == nil)
        #expect(PluralFormsExpression.parseHeader("nplurals=1000; plural=0;") == nil)
    }
}
