import StringCatalogKit
import Testing
@testable import TranslationMemory

@Suite("Glossary CSV")
struct GlossaryCSVTests {
    static func parse(_ text: String) throws(InterchangeReadError) -> Glossary {
        try GlossaryCSV.parse(Array(text.utf8))
    }

    static func error(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test("Columns in any order, quoted fields, CRLF, a BOM, rows of one term merged")
    func reads() throws {
        let text = "\u{FEFF}Language,TERM,translation,forbidden,case_sensitive,do_not_translate,note\r\n"
            + "fr,photo,photo,,,,\r\n"
            + "fr,photo,image,yes,,,\"a picture, not a photo\"\r\n"
            + "\r\n"
            + "ja,photo,写真,no,no,no,\"said \"\"shashin\"\"\nin speech\"\r\n"
            + ",Xcode,,,yes,yes,"
        let glossary = try Self.parse(text)
        #expect(glossary.entries == [
            GlossaryEntry(term: "photo", translations: ["fr": ["photo"], "ja": ["写真"]], forbidden: ["fr": ["image"]]),
            GlossaryEntry(term: "Xcode", caseSensitive: true, doNotTranslate: true),
        ])
        #expect(try Self.parse("term\n").entries.isEmpty)
    }

    @Test("Errors at their line and column, saying what was expected")
    func errors() {
        #expect(Self.error("") == "<input>:1:1: error: expected a header row naming the columns (term, language, translation, do_not_translate, case_sensitive, forbidden, note)")
        #expect(Self.error("term,langauge\n") == "<input>:1:6: error: unknown column \"langauge\" (expected one of term, language, translation, do_not_translate, case_sensitive, forbidden, note)")
        #expect(Self.error("language,translation\nfr,photo\n") == "<input>:1:1: error: expected a column named term in the header row")
        #expect(Self.error("term,language,translation\nphoto,fr\n") == "<input>:2:7: error: expected 3 fields as in the header row, found 2")
        #expect(Self.error("term,language,translation\nphoto,fr,photo,x\n") == "<input>:2:16: error: expected 3 fields as in the header row, found 4")
        #expect(Self.error("term,language,translation\nphoto,fr,\"photo\n") == "<input>:2:10: error: expected the closing quote of the field opened here")
        #expect(Self.error("term,language,translation\nphoto,fr,\"ph\"oto\n") == "<input>:2:14: error: expected a comma or the end of the row after a quoted field")
        #expect(Self.error("term,language,translation\nphoto,fr,ph\"oto\n") == "<input>:2:12: error: expected no quote inside an unquoted field (quote the whole field and double the quote)")
        #expect(Self.error("term,language,translation,forbidden\nphoto,fr,image,maybe\n") == "<input>:2:16: error: forbidden: expected yes or no, found \"maybe\"")
        #expect(Self.error("term,language,translation\nphoto,fr/../x,photo\n") == "<input>:2:7: error: expected a language code (fr, pt-BR, zh-Hans), found \"fr/../x\"")
        #expect(Self.error("term,language,translation\nphoto,,photo\n") == "<input>:2:7: error: expected the language of the translation \"photo\"")
        #expect(Self.error("term,language,translation\nphoto,fr,\n") == "<input>:2:10: error: expected a translation, or do_not_translate = yes")
        #expect(Self.error("term,language,translation\n,fr,photo\n") == "<input>:2:1: error: expected a term, found an empty field")
        #expect(Self.error("term,language,translation\nphöto,fr,ph\u{E9}") == "no error")
        let invalid = Array("term,language,translation\nphoto,fr,ph".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        #expect(throws: InterchangeReadError(message: "expected UTF-8 text, found the byte 0xC3", line: 2, column: 12)) { try GlossaryCSV.parse(invalid) }
    }
}
