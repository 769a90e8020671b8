@testable import MachineTranslation
import Testing
@testable import StringCatalogKit

@Suite("Machine translation: placeholders and markup protected on the way out")
struct ProtectedTextTests {
    @Test("Format specifiers become <x/> tags in reading order; the rest is escaped XML text")
    func placeholders() {
        let text = ProtectedText("%1$@ spotted %2$lld times & counting <3")
        #expect(text.tagged == "<x id=\"1\"/> spotted <x id=\"2\"/> times &amp; counting &lt;3")
        #expect(text.pieces == [.kept("%1$@"), .kept("%2$lld")])
        #expect(ProtectedText("%#@birds@ at %#@feeders@").pieces == [.kept("%#@birds@"), .kept("%#@feeders@")])
        #expect(ProtectedText("%arg Vögel").tagged == "<x id=\"1\"/> Vögel")
        #expect(ProtectedText("%lld%% off").pieces == [.kept("%lld"), .kept("%%")])
    }

    @Test("Where the app does not format the text, a % is text: “100% sure”, “50% de réduction”")
    func unformatted() {
        #expect(ProtectedText("100% sure").tagged == "100% sure")
        #expect(ProtectedText("50% de réduction").pieces.isEmpty)
    }

    @Test("Links, grammar agreement and styles wrap their translated text in <g>; code and autolinks are kept whole")
    func markup() {
        let text = ProtectedText("Read the **[terms](https://example.com/terms)** or run `xcedit lint`, see <https://example.com>")
        #expect(text.tagged == "Read the <g id=\"1\"><g id=\"2\">terms</g></g> or run <x id=\"3\"/>, see <x id=\"4\"/>")
        #expect(text.pieces == [.around(open: "**", close: "**"), .around(open: "[", close: "](https://example.com/terms)"),
                                .kept("`xcedit lint`"), .kept("<https://example.com>")])
        let inflected = ProtectedText("^[%lld bird](inflect: true) visited")
        #expect(inflected.tagged == "<g id=\"1\"><x id=\"2\"/> bird</g> visited")
        #expect(inflected.pieces == [.around(open: "^[", close: "](inflect: true)"), .kept("%lld")])
        #expect(ProtectedText("Нажмите *Готово*").tagged == "Нажмите <g id=\"1\">Готово</g>")
    }

    @Test("A placeholder in a link's destination stays with the destination; look-alikes of markup are text")
    func nesting() {
        let text = ProtectedText("Open [the page](%@) for %lld birds")
        #expect(text.tagged == "Open <g id=\"1\">the page</g> for <x id=\"2\"/> birds")
        #expect(text.pieces == [.around(open: "[", close: "](%@)"), .kept("%lld")])
        #expect(ProtectedText("5 * 3 = %lld").tagged == "5 * 3 = <x id=\"1\"/>")
        #expect(ProtectedText("snake_case_name and [Beta]").pieces.isEmpty)
    }

    @Test("Whitespace at the ends is not sent and comes back as the source has it")
    func edges() throws {
        let text = ProtectedText("  Name: %@\n")
        #expect(text.tagged == "Name: <x id=\"1\"/>")
        #expect(try text.restore("Nom : <x id=\"1\"/>  ") == "  Nom : %@\n")
    }

    @Test("Placeholders, digits and punctuation alone are nothing to translate")
    func words() {
        #expect(!ProtectedText("%@: %lld").hasWords)
        #expect(!ProtectedText("%lld ★ (%d%%)").hasWords)
        #expect(ProtectedText("Pack of %lld").hasWords)
        #expect(ProtectedText("鳥 %lld 羽").hasWords)
        #expect(ProtectedText("طيور").hasWords)
    }
}

@Suite("Machine translation: the provider's answer read back")
struct RestoreTests {
    let text = ProtectedText("%1$@ spotted %2$lld times")

    @Test("Tags may move with their words; escapes and HTML-minded spellings of the tags read")
    func reordered() throws {
        #expect(try text.restore("<x id=\"2\"/>-mal hat <x id=\"1\"/> gesehen") == "%2$lld-mal hat %1$@ gesehen")
        #expect(try text.restore("<x id='1'></x> a vu &lt;<X ID=2 />&gt; fois &amp; plus&#x21;") == "%1$@ a vu <%2$lld> fois & plus!")
        #expect(try text.restore("<x id=\"1\"/> — <x id=\"2\"/> раз &unknown; &") == "%1$@ — %2$lld раз &unknown; &")
    }

    @Test("A control character in the answer, written or as a reference, is refused: it was stored as NUL or ESC")
    func controls() throws {
        #expect(throws: ProtectedText.RestoreFailure.control(0)) { try text.restore("<x id=\"1\"/>&#0;<x id=\"2\"/>") }
        #expect(throws: ProtectedText.RestoreFailure.control(0x1B)) { try text.restore("<x id=\"1\"/> &#x1b;[31m <x id=\"2\"/>") }
        #expect(throws: ProtectedText.RestoreFailure.control(0x9B)) { try text.restore("<x id=\"1\"/> \u{9B} <x id=\"2\"/>") }
        #expect(ProtectedText.RestoreFailure.control(0x1B).description == "the provider's text holds the control character U+001B, which no translation has")
        // Tabs and line breaks are text.
        #expect(try text.restore("<x id=\"1\"/>\t&#10;<x id=\"2\"/>") == "%1$@\t\n%2$lld")
    }

    @Test("A tag lost, repeated, invented, of the other kind or not closed rejects the answer")
    func broken() {
        #expect(throws: ProtectedText.RestoreFailure.lost(["%2$lld (<x id=\"2\"/>)"])) { try text.restore("<x id=\"1\"/> spotted %lld times") }
        #expect(throws: ProtectedText.RestoreFailure.repeated("%1$@ (<x id=\"1\"/>)")) { try text.restore("<x id=\"1\"/> <x id=\"1\"/> <x id=\"2\"/>") }
        #expect(throws: ProtectedText.RestoreFailure.unknown(3)) { try text.restore("<x id=\"1\"/> <x id=\"2\"/> <x id=\"3\"/>") }
        #expect(throws: ProtectedText.RestoreFailure.changed("%1$@ (<x id=\"1\"/>)")) { try text.restore("<g id=\"1\">a</g> <x id=\"2\"/>") }
        #expect(throws: ProtectedText.RestoreFailure.self) { try text.restore("<b>bold</b> <x id=\"1\"/> <x id=\"2\"/>") }
        #expect(throws: ProtectedText.RestoreFailure.self) { try text.restore("<x id=\"one\"/> <x id=\"2\"/>") }
        #expect(throws: ProtectedText.RestoreFailure.empty) { try ProtectedText("Done").restore("  \n") }
        let link = ProtectedText("See [the terms](https://example.com)")
        #expect(throws: ProtectedText.RestoreFailure.unclosed("[…](https://example.com) (<g id=\"1\">)")) { try link.restore("Voir <g id=\"1\">les conditions") }
        #expect(throws: ProtectedText.RestoreFailure.emptied("[…](https://example.com) (<g id=\"1\">)")) { try link.restore("Voir <g id=\"1\"> </g>") }
        #expect(throws: ProtectedText.RestoreFailure.emptied("[…](https://example.com) (<g id=\"1\">)")) { try link.restore("Voir <g id=\"1\"/>") }
        #expect(throws: ProtectedText.RestoreFailure.self) { try link.restore("Voir </g><g id=\"1\">x") }
    }

    @Test("Markup comes back around the translated words, with spaces moved outside its delimiters")
    func markup() throws {
        let text = ProtectedText("Tap **Done** to read the [guide](https://example.com/guide)")
        #expect(try text.restore("Tippe auf<g id=\"1\"> Fertig </g>, um die <g id=\"2\">Anleitung</g> zu lesen")
                == "Tippe auf **Fertig** , um die [Anleitung](https://example.com/guide) zu lesen")
        let inflected = ProtectedText("^[%lld bird](inflect: true) visited")
        #expect(try inflected.restore("<g id=\"1\"><x id=\"2\"/> Vogel</g> kam") == "^[%lld Vogel](inflect: true) kam")
        #expect(try ProtectedText("**%@** is here").restore("<g id=\"1\"><x id=\"2\"/></g>がいます") == "**%@**がいます")
    }
}
