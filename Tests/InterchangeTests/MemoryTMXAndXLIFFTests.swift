import Foundation
import StringCatalogKit
import Testing
import TranslationMemory
@testable import Interchange

/// TMX and XLIFF files as a memory reads them.
@Suite("Memory files: TMX and XLIFF")
struct MemoryTMXAndXLIFFTests {
    static let tmx = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE tmx SYSTEM "tmx14.dtd">
    <tmx version="1.4">
      <header creationtool="OmegaT" creationtoolversion="6.0" segtype="sentence" o-tmf="OmegaT" adminlang="EN-US" srclang="EN-US" datatype="plaintext"/>
      <body>
        <tu tuid="feed">
          <prop type="x-context">Feeder</prop>
          <tuv xml:lang="en-US"><seg>Feed the birds</seg></tuv>
          <tuv xml:lang="de-DE"><seg>Vögel füttern</seg></tuv>
          <tuv xml:lang="fr-FR"><seg>Nourrir les oiseaux</seg></tuv>
        </tu>
        <tu>
          <tuv lang="EN-US"><seg>Hello <ph x="1">%@</ph>, <bpt i="1">&lt;b&gt;</bpt>welcome<ept i="1">&lt;/b&gt;</ept> &amp; <hi>enjoy</hi></seg></tuv>
          <tuv xml:lang="de-de"><seg>Hallo <ph x="1">%@</ph>, <bpt i="1">&lt;b&gt;</bpt>willkommen<ept i="1">&lt;/b&gt;</ept> &amp; <hi>viel Spaß</hi></seg></tuv>
        </tu>
        <tu tuid="only-source"><tuv xml:lang="en-US"><seg>Alone</seg></tuv><tuv xml:lang="de-DE"><seg></seg></tuv></tu>
      </body>
    </tmx>
    """

    @Test("Each tu's srclang variant paired with the others; inline codes kept as text; codes made a catalog's")
    func tmxUnits() throws {
        let document = try TMXReader.read(Array(Self.tmx.utf8))
        let units = TMXMemoryUnits.units(document, path: "/m/birds.tmx", sourceLanguage: "en")
        let pairs = units.map { "\($0.sourceLanguage)>\($0.targetLanguage) \($0.origin.key): \($0.sourceText) → \($0.targetText)" }
        #expect(pairs == [
            "en-US>de-DE feed: Feed the birds → Vögel füttern",
            "en-US>fr-FR feed: Feed the birds → Nourrir les oiseaux",
            "en-US>de-DE line 12: Hello %@, <b>welcome</b> & enjoy → Hallo %@, <b>willkommen</b> & viel Spaß",
        ], "\(pairs)")
    }

    @Test("srclang *all*: the source language given is the source")
    func tmxAll() throws {
        let text = #"<tmx version="1.4"><header srclang="*all*"/><body><tu><tuv xml:lang="de"><seg>Ja</seg></tuv><tuv xml:lang="en"><seg>Yes</seg></tuv></tu></body></tmx>"#
        let units = TMXMemoryUnits.units(try TMXReader.read(Array(text.utf8)), path: "/m/a.tmx", sourceLanguage: "en")
        #expect(units.map { "\($0.sourceText)>\($0.targetText)" } == ["Yes>Ja"])
    }

    @Test("Broken and hostile TMX: errors with line and column; deep nesting and entity tricks never crash", arguments: [
        ("<tmx><header/><body/></tmx>", 1, 6, "the <header> has no srclang"),
        ("<tmx><header srclang=\"en\"/><body><tu>\n<tuv><seg>a</seg></tuv></tu></body></tmx>", 2, 1, "a <tuv> without xml:lang"),
        ("<xliff><header srclang=\"en\"/></xliff>", 1, 1, "expected a <tmx> root element"),
        ("<tmx><header srclang=\"en\"/><body><tu><tuv xml:lang=\"de\"><seg>a</tuv></tu></body></tmx>", 1, 63, "expected '</seg>'"),
        ("<!DOCTYPE tmx [<!ENTITY big \"aaaaaaaaaa\">]>\n<tmx><header srclang=\"en\"/><body><tu><tuv xml:lang=\"de\"><seg>&big;</seg></tuv></tu></body></tmx>", 2, 62, "unknown entity"),
    ])
    func brokenTMX(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try TMXReader.read(Array(text.utf8))
            Issue.record("read without an error: \(text)")
        } catch {
            #expect(error.line == line && error.column == column, "\(error)")
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test("Bad UTF-8 in a seg is an error at its byte; 200,000 nested inline elements are read as text")
    func hostileTMX() throws {
        let bytes = Array("<tmx><header srclang=\"en\"/><body><tu><tuv xml:lang=\"en\"><seg>Caf".utf8) + [0xC3, 0x28] + Array("</seg></tuv></tu></body></tmx>".utf8)
        #expect(throws: XMLError.self) { try TMXReader.read(bytes) }
        do { _ = try TMXReader.read(bytes) } catch { #expect(error.line == 1 && error.column == 65 && error.message.hasPrefix("invalid UTF-8"), "\(error)") }

        let depth = 200_000
        let nested = String(repeating: "<hi>", count: depth) + "deep" + String(repeating: "</hi>", count: depth)
        let text = "<tmx><header srclang=\"en\"/><body><tu><tuv xml:lang=\"en\"><seg>\(nested)</seg></tuv><tuv xml:lang=\"de\"><seg>tief</seg></tuv></tu></body></tmx>"
        let units = TMXMemoryUnits.units(try TMXReader.read(Array(text.utf8)), path: "/m/deep.tmx", sourceLanguage: "en")
        #expect(units.map(\.sourceText) == ["deep"])
    }

    @Test("XLIFF: only targets a person translated (translated, final, signed-off, or no state); Xcode's ids give the form")
    func xliffStates() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <trans-unit id="Cancel" xml:space="preserve"><source>Cancel</source><target state="translated">Abbrechen</target></trans-unit>
              <trans-unit id="Done" xml:space="preserve"><source>Done</source><target state="new">Done</target></trans-unit>
              <trans-unit id="Edit" xml:space="preserve"><source>Edit</source><target state="needs-review-l10n">Bearbeiten</target></trans-unit>
              <trans-unit id="Save" xml:space="preserve"><source>Save</source><target state="final">Sichern</target></trans-unit>
              <trans-unit id="Undo" xml:space="preserve"><source>Undo</source><target>Widerrufen</target></trans-unit>
              <trans-unit id="Logo" translate="no" xml:space="preserve"><source>Logo</source><target state="translated">Logo</target></trans-unit>
              <trans-unit id="%lld birds|==|plural.one" xml:space="preserve"><source>%lld bird</source><target state="signed-off">%lld Vogel</target></trans-unit>
              <trans-unit id="Empty" xml:space="preserve"><source>Empty</source><target state="translated"></target></trans-unit>
            </body>
          </file>
          <file original="App/en.lproj/Main.strings" source-language="en" target-language="en" datatype="plaintext">
            <body><trans-unit id="x"><source>Same</source><target>Same</target></trans-unit></body>
          </file>
        </xliff>
        """
        let units = XLIFFMemoryUnits.units(try XLIFFReader.read(Array(text.utf8)), path: "/m/de.xliff")
        #expect(units.map { "\($0.origin.key) \($0.origin.form): \($0.sourceText) → \($0.targetText)" } == [
            "Cancel : Cancel → Abbrechen", "Save : Save → Sichern", "Undo : Undo → Widerrufen", "%lld birds plural.one: %lld bird → %lld Vogel",
        ])
    }

    @Test("A folder's memory files: catalogs, XLIFF, .po, TMX, an .xcloc's Localized Contents only")
    func folderKinds() {
        #expect(MemoryFileKind.isMemoryFile("/p/de.po") && MemoryFileKind.isMemoryFile("/p/a.TMX") && MemoryFileKind.isMemoryFile("/p/x.xlf"))
        #expect(MemoryFileKind.isMemoryFile("/p/de.xcloc/Localized Contents/de.xliff"))
        #expect(!MemoryFileKind.isMemoryFile("/p/de.xcloc/Source Contents/App/Localizable.xcstrings"))
        #expect(!MemoryFileKind.isMemoryFile("/p/de.xcloc/Localized Contents/sub/de.xliff"))
        #expect(!MemoryFileKind.isMemoryFile("/p/notes.txt"))
    }
}
