import Testing
@testable import EditorUI
import CatalogEditor
import StringCatalogKit
import TerminalUI
import TranslationMemory

@Suite("The inspector's glossary terms")
struct GlossaryGoldenTests {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Open the photo library" : { "localizations" : {
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ouvrir la photothèque" } } } },
        "Share this photo from Xcode" : { "localizations" : {
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Partager cette image depuis Xcode" } },
          "ja" : { "stringUnit" : { "state" : "translated", "value" : "Xcodeからこの写真を共有" } } } }
      },
      "version" : "1.0"
    }
    """

    static let glossary = Glossary(entries: [
        GlossaryEntry(term: "photo", translations: ["fr": ["photo"], "ja": ["写真"]], forbidden: ["fr": ["image"]]),
        GlossaryEntry(term: "Xcode", caseSensitive: true, doNotTranslate: true),
        GlossaryEntry(term: "library", translations: ["ja": ["ライブラリ"]]),
    ])

    static func state(width: Int, height: Int, language: String, key: String) throws -> EditorState {
        let catalog = try CatalogReader.read(Array(Self.catalog.utf8))
        let checker = CatalogChecker(checks: CatalogChecker.standardChecks + [GlossaryCheck(glossary: glossary)])
        var state = EditorState(documents: [Document(path: "/tmp/Glossary/Localizable.xcstrings", catalog: catalog)], language: language,
                                width: width, height: height, checker: checker)
        SampleProjectFixture.select(key, in: &state)
        try #require(state.selectedString?.key == key)
        return state
    }

    @Test("Terms marked in the source, listed with the language's translation, a forbidden one in red")
    func french() throws {
        let state = try Self.state(width: 120, height: 40, language: "fr", key: "Share this photo from Xcode")
        GoldenScreen.check(EditorRenderer.render(state), "glossary-fr-120x40")
        let lines = InspectorView.content(state, width: 100)
        let source = try #require(lines.first { $0.spans.first?.text.hasPrefix("English") == true })
        #expect(source.spans.filter { $0.style == Theme.glossaryTerm }.map(\.text) == ["photo", "Xcode"])
        let listed = lines.filter { $0.spans.count >= 2 && $0.spans[1].style == Theme.glossaryTerm }.map { $0.spans.map(\.text).joined() }
        #expect(listed == ["Glossary   photo  → photo  not image", "           Xcode  keep as is"])
    }

    @Test("At 80×24 in Japanese; a string without terms shows no glossary")
    func japanese() throws {
        let state = try Self.state(width: 80, height: 24, language: "ja", key: "Open the photo library")
        GoldenScreen.check(EditorRenderer.render(state), "glossary-ja-80x24")
        let rows = InspectorView.content(state, width: 60).map { $0.spans.map(\.text).joined() }
        #expect(rows.contains("Glossary   photo  → 写真"))
        #expect(rows.contains("           library  → ライブラリ"))
        let none = try Self.state(width: 80, height: 24, language: "ja", key: "Share this photo from Xcode")
        var plain = EditorState(documents: none.documents, language: "ja", width: 80, height: 24, checker: CatalogChecker())
        SampleProjectFixture.select("Share this photo from Xcode", in: &plain)
        #expect(!InspectorView.content(plain, width: 60).contains { $0.spans.first?.text.hasPrefix("Glossary") == true })
    }
}
