@testable import PropertyLists
import StringCatalogKit
import Testing
@testable import Interchange

@Suite("Reading text .strings files")
struct StringsTextReaderTests {
    @Test func quotedAndUnquotedEntriesWithComments() throws {
        let text = """
        /* File header */

        /* Greeting on the first screen */
        "hello" = "Bonjour";
        // Two line comments
        // on consecutive lines are one
        "bye" = "Au revoir"; // trailing note
        unquoted_key-1.2 = value/with:colons$;
        'single' = 'quotes';
        "echo";
        /* first */ /* second wins */
        "last" = "x";
        """
        let file = try StringsFile.read(InterchangeTestSupport.bytes(text))
        #expect(file.format == .text)
        #expect(file.entries.map(\.key) == ["hello", "bye", "unquoted_key-1.2", "single", "echo", "last"])
        #expect(file.entries.map(\.value) == ["Bonjour", "Au revoir", "value/with:colons$", "quotes", "echo", "x"])
        #expect(file.entries.map(\.comment) == ["Greeting on the first screen", "Two line comments\non consecutive lines are one\ntrailing note", nil, nil, nil, "second wins"])
        #expect(file.entries.map(\.line) == [4, 7, 8, 9, 10, 12])
    }

    @Test func everyEscape() throws {
        let text = #""k" = "q\" b\\ n\n r\r t\t a\a b\b f\f v\v ap\' é\U00e9 emoji\UD83D\UDE00 oct\101\351 \z";"#
        let entry = try #require(try StringsFile.read(InterchangeTestSupport.bytes(text)).entries.first)
        #expect(entry.value == "q\" b\\ n\n r\r t\t a\u{07} b\u{08} f\u{0C} v\u{0B} ap' é\u{E9} emoji😀 octAØ z")
    }

    /// An octal escape is one byte (three digits wrap past 0o377, as in CoreFoundation's
    /// 8-bit arithmetic) in the NeXTSTEP character set, whose 0xFE and 0xFF are no
    /// characters: CoreFoundation gives NUL for them, never U+FFFD.
    @Test func octalEscapesBeyondTheCharacterSetAreNUL() throws {
        let text = #""k" = "a\377 b\376 c\777 d\400 e\775";"#
        let entry = try #require(try StringsFile.read(InterchangeTestSupport.bytes(text)).entries.first)
        #expect(entry.value == "a\u{0} b\u{0} c\u{0} d\u{0} e\u{FF}")
    }

    /// Half of a surrogate pair is no character: an error at its escape, not U+FFFD.
    @Test(arguments: [
        (#""k" = "ab\UD83D";"#, 10, "expected a \\U escape of a low surrogate (DC00–DFFF) after \\UD83D"),
        (#""k" = "ab\UD83Dx";"#, 10, "expected a \\U escape of a low surrogate (DC00–DFFF) after \\UD83D"),
        (#""k" = "ab\UD83D\n";"#, 10, "expected a \\U escape of a low surrogate (DC00–DFFF) after \\UD83D"),
        (#""k" = "ab\UD83D\U0041";"#, 10, "expected a \\U escape of a low surrogate (DC00–DFFF) after \\UD83D"),
        (#""k" = "ab\UDE00";"#, 10, "\\UDE00 is the low half of a surrogate pair, without its high half before it"),
    ])
    func loneSurrogateEscapesAreErrors(text: String, column: Int, message: String) {
        InterchangeTestSupport.expectError(line: 1, column: column, message: message) { () throws(InterchangeReadError) in
            _ = try StringsFile.read(InterchangeTestSupport.bytes(text))
        }
    }

    @Test func bracedDictionaryIsAccepted() throws {
        let file = try StringsFile.read(InterchangeTestSupport.bytes("{\n  \"a\" = \"1\";\n  b = 2;\n}\n"))
        #expect(file.values == ["a": "1", "b": "2"])
    }

    @Test(arguments: [true, false])
    func utf16WithByteOrderMark(bigEndian: Bool) throws {
        let text = "/* Привет */\n\"ключ\" = \"значение 😀\";\n"
        let file = try StringsFile.read(InterchangeTestSupport.utf16(text, bigEndian: bigEndian))
        #expect(file.entries == [StringsEntry(key: "ключ", value: "значение 😀", comment: "Привет", line: 2)])
    }

    @Test func utf8ByteOrderMarkAndCRLF() throws {
        let file = try StringsFile.read([0xEF, 0xBB, 0xBF] + InterchangeTestSupport.bytes("\"a\" = \"1\";\r\n\r\n\"b\" = \"2\";\r\n"))
        #expect(file.entries.map(\.line) == [1, 3])
    }

    @Test func repeatedKeyKeepsTheLastValue() throws {
        let file = try StringsFile.read(InterchangeTestSupport.bytes("\"a\" = \"1\";\n\"a\" = \"2\";\n"))
        #expect(file.entries.count == 2)
        #expect(file.values == ["a": "2"])
    }

    @Test func emptyFileHasNoEntries() throws {
        #expect(try StringsFile.read([]).entries.isEmpty)
        #expect(try StringsFile.read(InterchangeTestSupport.bytes("// only a comment\n")).entries.isEmpty)
    }

    /// A quote inside a value that was not escaped ends the string early: the reader stops at
    /// the word after it, where a ';' was expected.
    @Test func unescapedQuoteMidFileIsPositioned() {
        let text = "\"a\" = \"1\";\n\"b\" = \"say \"hi\" now\";\n\"c\" = \"3\";\n"
        #expect(throws: InterchangeReadError(message: "expected ';' after the value (a quote inside a value must be written \\\")", line: 2, column: 13)) {
            try StringsFile.read(InterchangeTestSupport.bytes(text))
        }
    }

    @Test(arguments: [
        ("\"a\" = \"1\"\n\"b\" = \"2\";", 2, 1, "expected ';' after the value"),
        ("\"a\" \"1\";", 1, 5, "expected '=' or ';' after the key"),
        ("\"a\" = ;", 1, 7, "expected a value in quotes, found ';'"),
        ("\"a\" = \"1\";\n/* never closed", 2, 1, "unterminated comment: no closing '*/'"),
        ("\"a\" = \"1", 1, 7, "unterminated string"),
        ("\"a\" = \"\\U\";", 1, 8, "expected hex digits after \\U"),
        ("{ \"a\" = \"1\";", 1, 13, "expected '}' to close the dictionary"),
        ("\"é\" = (1);", 1, 7, "expected a value in quotes, found '('"),
    ])
    func malformedInputIsPositioned(text: String, line: Int, column: Int, message: String) throws {
        InterchangeTestSupport.expectError(line: line, column: column, message: message) { () throws(InterchangeReadError) in
            _ = try StringsFile.read(InterchangeTestSupport.bytes(text))
        }
    }

    @Test func errorsPrintAsCompilerDiagnostics() {
        let error = InterchangeReadError(message: "expected ';' after the value", line: 3, column: 7).inFile("fr.lproj/Localizable.strings")
        #expect(error.description == "fr.lproj/Localizable.strings:3:7: error: expected ';' after the value")
    }

    @Test func invalidUTF8IsPositioned() {
        #expect(throws: InterchangeReadError(message: "invalid UTF-8 at byte 15", line: 2, column: 7)) {
            try StringsFile.read(InterchangeTestSupport.bytes("\"a\" = 1;\n\"b\" = ") + [0xC3, 0x28])
        }
    }

    /// Every prefix of a file either reads or fails with a position; none crashes or hangs.
    @Test func everyTruncationEndsWellDefined() {
        let text = InterchangeTestSupport.bytes("/* c */\n\"k\\\"1\" = \"v\\U00e9\\101\";\n// x\nk2 = 'v2';\n")
        for count in 0...text.count {
            do {
                _ = try StringsFile.read(Array(text.prefix(count)))
            } catch {
                #expect(error.line >= 1 && error.column >= 1)
            }
        }
    }
}
