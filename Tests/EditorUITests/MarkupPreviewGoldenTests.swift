import Testing
@testable import EditorUI
import CatalogEditor
import StringCatalogKit
import TerminalUI

@Suite("The inspector's preview of Markdown and grammar agreement")
struct MarkupPreviewGoldenTests {
    /// The sample's Broken.xcstrings in `language`, on the string with `key`.
    static func state(width: Int, height: Int, language: String, key: String) throws -> EditorState {
        var state = try SampleProjectFixture.state(width: width, height: height)
        state.reduce(.openCatalogPicker)
        let broken = try #require(state.documents.firstIndex { $0.name == "Broken.xcstrings" })
        for _ in state.documents.indices { state.reduce(.moveUp) }
        for _ in 0..<broken { state.reduce(.moveDown) }
        state.reduce(.pickerOpenSelected)
        state.reduce(.selectLanguage(language))
        SampleProjectFixture.select(key, in: &state)
        try #require(state.selectedString?.key == key)
        return state
    }

    @Test("Bold and italic as the app shows them, under the source and the translation")
    func styles() throws {
        let state = try Self.state(width: 120, height: 40, language: "fr", key: "**Tip:** clean the feeder *every week*")
        GoldenScreen.check(EditorRenderer.render(state), "markup-preview-fr-120x40")
        let lines = InspectorView.content(state, width: 80).filter { $0.spans.first?.text.hasPrefix("Preview") == true }
        #expect(lines.map { $0.spans.dropFirst().map(\.text).joined() } == ["Tip: clean the feeder every week", "Astuce : nettoyez la mangeoire chaque semaine"])
        let styles = lines[0].spans.dropFirst().map { ($0.text, $0.style) }
        #expect(styles.first?.1.bold == true && styles.last?.1.italic == true)
    }

    @Test("At 80×24: a link's text underlined, where it goes dimmed after it")
    func link() throws {
        var state = try Self.state(width: 80, height: 24, language: "de", key: "Read the [feeding guide](https://example.com/feeding)")
        state.reduce(.focus(.inspector))
        state.reduce(.scrollInspector(3))
        GoldenScreen.check(EditorRenderer.render(state), "markup-preview-de-80x24")
        let preview = try #require(InspectorView.content(state, width: 80).first { $0.spans.first?.text.hasPrefix("Preview") == true })
        let spans = preview.spans.dropFirst()
        #expect(spans.map(\.text).joined() == "Read the feeding guide (https://example.com/feeding)")
        #expect(spans.first { $0.text == "guide" }?.style == Theme.markup(.link))
        #expect(spans.first { $0.text == "Read" }?.style == .plain)
        #expect(spans.first { $0.text == "example" }?.style == Theme.dim)
    }

    @Test("Grammar agreement shows as its text; a value without markup has no preview")
    func inflection() throws {
        let state = try Self.state(width: 120, height: 40, language: "de", key: "You have ^[%lld bird](inflect: true)")
        let rows = InspectorView.content(state, width: 100).map { $0.spans.map(\.text).joined() }
        #expect(rows.contains { $0.hasPrefix("Preview") && $0.hasSuffix("You have %lld bird") })
        #expect(rows.filter { $0.hasPrefix("Preview") }.count == 1)
        let plain = try Self.state(width: 120, height: 40, language: "fr", key: "Bird Food Shop")
        #expect(!InspectorView.content(plain, width: 100).contains { $0.spans.first?.text.hasPrefix("Preview") == true })
    }
}
