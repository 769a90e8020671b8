import StringCatalogKit
import Testing
import TranslationMemory
@testable import Interchange

@Suite("Glossary TBX")
struct TBXGlossaryTests {
    static func error(_ text: String) -> String {
        do {
            _ = try TBXGlossary.parse(Array(text.utf8))
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test("TBX-basic 2: terms per language, deprecated terms forbidden, do-not-translate and case on the entry")
    func version2() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE martif SYSTEM "TBXBasiccoreStructV02.dtd">
        <martif type="TBX-Basic" xml:lang="en-US">
          <martifHeader><fileDesc><sourceDesc><p>Team glossary</p></sourceDesc></fileDesc></martifHeader>
          <text><body>
            <termEntry id="c1">
              <descrip type="subjectField">photography</descrip>
              <langSet xml:lang="en"><tig><term>photo</term><termNote type="partOfSpeech">noun</termNote></tig></langSet>
              <langSet xml:lang="fr">
                <tig><term>photo</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></tig>
                <tig><term>image</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></tig>
              </langSet>
              <langSet xml:lang="ja"><ntig><termGrp><term>写真</term></termGrp></ntig></langSet>
            </termEntry>
            <termEntry id="c2">
              <descrip type="doNotTranslate">yes</descrip>
              <descrip type="caseSensitive">yes</descrip>
              <langSet xml:lang="en"><tig><term>Xcode</term></tig></langSet>
            </termEntry>
          </body></text>
        </martif>
        """
        let glossary = try TBXGlossary.parse(Array(text.utf8))
        #expect(glossary.entries == [
            GlossaryEntry(sourceLanguage: "en", term: "photo", translations: ["fr": ["photo"], "ja": ["写真"]], forbidden: ["fr": ["image"]]),
            GlossaryEntry(sourceLanguage: "fr", term: "photo", translations: ["en": ["photo"], "ja": ["写真"]]),
            GlossaryEntry(sourceLanguage: "ja", term: "写真", translations: ["en": ["photo"], "fr": ["photo"]], forbidden: ["fr": ["image"]]),
            GlossaryEntry(sourceLanguage: "en", term: "Xcode", caseSensitive: true, doNotTranslate: true),
        ])
        #expect(glossary.terms(forSourceLanguage: "en-GB").map(\.entry.term) == ["photo", "Xcode"])
    }

    @Test("TBX 3: conceptEntry, langSec, termSec")
    func version3() throws {
        let text = """
        <tbx type="TBX-Basic" style="dct" xml:lang="en"><text><body>
          <conceptEntry id="1">
            <langSec xml:lang="en"><termSec><term>Save</term></termSec></langSec>
            <langSec xml:lang="de"><termSec><term>Sichern</term><termNote type="administrativeStatus">supersededTerm-admn-sts</termNote></termSec>
              <termSec><term>Speichern</term></termSec></langSec>
          </conceptEntry>
        </body></text></tbx>
        """
        let glossary = try TBXGlossary.parse(Array(text.utf8))
        #expect(glossary.entries.first == GlossaryEntry(sourceLanguage: "en", term: "Save", translations: ["de": ["Speichern"]], forbidden: ["de": ["Sichern"]]))
    }

    @Test("Errors at their line and column, saying what was expected")
    func errors() {
        #expect(Self.error("<glossary/>") == "<input>:1:1: error: expected a TBX file, whose root element is martif or tbx, found <glossary>")
        #expect(Self.error("<martif><text><body>\n<termEntry>\n  <langSet><tig><term>x</term></tig></langSet></termEntry></body></text></martif>")
                == "<input>:3:3: error: expected an xml:lang attribute on <langSet>")
        #expect(Self.error("<martif><text><body>\n<termEntry><langSet xml:lang=\"en\">\n<tig><term> </term></tig></langSet></termEntry></body></text></martif>")
                == "<input>:3:6: error: expected the text of the term")
        #expect(Self.error("<martif><text><body>\n<termEntry><tig><term>x</term></tig></termEntry></body></text></martif>")
                == "<input>:2:12: error: expected <tig> inside a <langSet>")
        #expect(Self.error("<martif><text><body>\n<termEntry><descrip type=\"doNotTranslate\">sometimes</descrip></termEntry></body></text></martif>")
                == "<input>:2:12: error: doNotTranslate: expected yes or no, found \"sometimes\"")
        #expect(Self.error("<martif><text>\n  <body></text></martif>").hasPrefix("<input>:2:9: error: "))
    }
}
