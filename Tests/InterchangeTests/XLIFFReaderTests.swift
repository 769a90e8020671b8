import Foundation
import Testing
@testable import Interchange

/// The reader accepts XLIFF in any well-formed layout and reports malformed XML with a
/// line and column.
@Suite struct XLIFFReaderTests {
    /// One unit as a translation service re-serialises it: one-line prologue with single
    /// quotes, attributes in another order, `<source />`, CDATA, entities and character
    /// references, a comment and a processing instruction, CRLF line ends, a `<group>`.
    static let reserialised = """
    <?xml version='1.0' encoding='utf-8'?>\r
    <!-- exported, then translated -->\r
    <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\r
      <file datatype="plaintext" target-language="fr" source-language="en" original="App/Localizable.xcstrings">\r
        <header><tool tool-name="Xcode" tool-id="com.apple.dt.xcode" /></header>\r
        <body><group id="g">\r
          <trans-unit xml:space="preserve" id="a&amp;b&#10;c" translate="no">\r
            <source>Tom &amp; &quot;Jerry&quot; &lt;3 &#x1F426;</source>\r
            <note from="auto-generated">A <![CDATA[<b>bold</b> & raw]]> note</note>\r
            <target state="translated">Tom<?pi ignored?> &amp; Jerry line\r
    two</target>\r
          </trans-unit>\r
          <trans-unit id="" ><source /><target state='needs-review-l10n'/></trans-unit>\r
          <trans-unit id="set"><source><mrk mtype="x-set" mid="1">one</mrk> <mrk mtype="x-set" mid="2">two</mrk></source></trans-unit>\r
        </group></body>\r
      </file>\r
    </xliff>
    """

    @Test func readsAnyWellFormedLayout() throws {
        let document = try XLIFFReader.read(Array(Self.reserialised.utf8))
        let file = try #require(document.files.first)
        #expect(file.original == "App/Localizable.xcstrings")
        #expect(file.sourceLanguage == "en" && file.targetLanguage == "fr")
        #expect(file.tool == XLIFFTool(id: "com.apple.dt.xcode", name: "Xcode", version: nil, buildNumber: nil))
        #expect(file.units.count == 3)
        let first = file.units[0]
        #expect(first.id == "a&b\nc")
        #expect(!first.translate)
        #expect(first.source.text == "Tom & \"Jerry\" <3 🐦")
        #expect(first.target == XLIFFTarget(state: "translated", content: XLIFFContent("Tom & Jerry line\ntwo")))
        #expect(first.notes == [XLIFFNote("A <b>bold</b> & raw note", from: "auto-generated")])
        let empty = file.units[1]
        #expect(empty.id == "" && empty.source.text == "" && empty.target?.state == "needs-review-l10n" && empty.target?.content.text == "")
        #expect(file.units[2].source.setValues == ["one", "two"])
    }

    /// What the writer writes reads back to a document it writes again byte for byte.
    @Test func writerOutputReadsBackToTheSameBytes() throws {
        let written = XLIFFWriter.bytes(try XLIFFReader.read(Array(Self.reserialised.utf8)))
        let again = XLIFFWriter.bytes(try XLIFFReader.read(written))
        #expect(again == written)
        #expect(String(decoding: written, as: UTF8.self).contains("<trans-unit id=\"a&amp;b&#10;c\" translate=\"no\" xml:space=\"preserve\">"))
        #expect(String(decoding: written, as: UTF8.self).contains("<source>Tom &amp; \"Jerry\" &lt;3 🐦</source>"))
    }

    static let malformed: [(text: String, line: Int, column: Int, message: String)] = [
        ("<xliff>\n  <file original=\"a\">\n  </xliff>", 3, 3, "expected '</file>', found '</xliff>'"),
        ("<xliff>\n<file original=\"a\"><body><trans-unit id=\"x\"><source>a & b</source>", 2, 55, "'&' must start an entity"),
        ("<xliff>\n  <file original=\"a\" original=\"b\"/>\n</xliff>", 2, 22, "the attribute 'original' appears twice"),
        ("<xliff>\n  <file original=a/>\n</xliff>", 2, 18, "expected a quoted attribute value"),
        ("<xliff>\n  <file original=\"a<b\"/>\n</xliff>", 2, 20, "'<' is not allowed in an attribute value"),
        ("<xliff/>\n<xliff/>", 2, 1, "a second root element"),
        ("<xliff>\n  <!-- open", 2, 3, "the comment has no closing '-->'"),
        ("<xliff>\n  <file original=\"a\"><body><trans-unit><source/></trans-unit></body></file></xliff>", 2, 28, "expected an 'id' attribute"),
        ("<xliff>\n  <file original=\"a\"><body><trans-unit id=\"k\"><note/></trans-unit></body></file></xliff>", 2, 28, "expected a <source> in the trans-unit 'k'"),
        ("<root/>", 1, 1, "expected an <xliff> root element"),
        ("  \n", 2, 1, "expected a root element"),
        ("<xliff>\n  <file original=\"é\">&#0;</file></xliff>", 2, 22, "unknown entity '&#0;'"),
    ]

    @Test(arguments: 0..<malformed.count)
    func malformedXMLIsReportedWithItsPosition(index: Int) {
        let example = Self.malformed[index]
        do {
            _ = try XLIFFReader.read(Array(example.text.utf8))
            Issue.record("no error for \(example.text)")
        } catch {
            #expect(error.line == example.line && error.column == example.column, "\(error)")
            #expect(error.message.hasPrefix(example.message), "\(error)")
            #expect(error.description.hasPrefix("<input>:\(example.line):\(example.column): error: "))
        }
    }

    /// Text that is not UTF-8 is refused where it is, never read with U+FFFD in its place:
    /// a declared encoding other than UTF-8 (at the declaration, before any byte of it is
    /// guessed at), stray Latin-1 bytes, a stray byte inside an attribute name, UTF-16.
    static let notUTF8: [(bytes: [UInt8], line: Int, column: Int, message: String)] = [
        (Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<xliff><file original=\"a\"><body><trans-unit id=\"g\"><source>Gr".utf8)
            + [0xFC, 0xDF] + Array("e</source></trans-unit></body></file></xliff>".utf8),
         1, 31, "expected encoding=\"UTF-8\", found \"ISO-8859-1\""),
        (Array("<?xml version='1.0' encoding='windows-1252' ?>\n<xliff/>".utf8), 1, 31, "expected encoding=\"UTF-8\", found \"windows-1252\""),
        (Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff><file original=\"a\"><body><trans-unit id=\"g\"><source>Gr".utf8)
            + [0xFC, 0xDF] + Array("e</source></trans-unit></body></file></xliff>".utf8),
         2, 62, "invalid UTF-8 at byte 100"),
        (Array("<xliff>\n  <file original=\"a\" i".utf8) + [0xFF] + Array("d=\"x\"/>\n</xliff>".utf8), 2, 23, "invalid UTF-8 at byte 30"),
        (Array("<?xml version=\"1.0\" encoding=\"US-ASCII\"?>\n<xliff><file original=\"é\"/></xliff>".utf8), 2, 24, "expected ASCII, as the file declares, found 'é'"),
        ([0xFF, 0xFE] + Array("<xliff/>".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, 1, 1, "the file is UTF-16"),
        (Array("<xliff/>".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, 1, 1, "the file is UTF-16"),
    ]

    @Test(arguments: 0..<notUTF8.count)
    func textThatIsNotUTF8IsRefusedWhereItIs(index: Int) {
        let example = Self.notUTF8[index]
        do {
            let read = try XLIFFReader.read(example.bytes)
            Issue.record("no error; read \(read)")
        } catch {
            #expect(error.line == example.line && error.column == example.column, "\(error)")
            #expect(error.message.hasPrefix(example.message), "\(error)")
        }
    }

    @Test func declaredUTF8AndASCIIAreRead() throws {
        for declaration in ["encoding=\"UTF-8\"", "encoding='utf-8'", "encoding=\"US-ASCII\"", "standalone=\"yes\"", ""] {
            let text = "<?xml version=\"1.0\" \(declaration)?>\n<xliff><file original=\"a\"/></xliff>"
            #expect(try XLIFFReader.read(Array(text.utf8)).files.map(\.original) == ["a"], "\(declaration)")
        }
    }

    /// Every prefix of a real file ends in an error, never a crash or a hang.
    @Test func everyTruncationIsAnError() throws {
        let text = Array(Self.reserialised.utf8)
        for length in 0..<(text.count - 1) {
            #expect(throws: XMLError.self) { try XLIFFReader.read(Array(text[0..<length])) }
        }
    }
}
