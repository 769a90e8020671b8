import Testing
@testable import CatalogEditor
@testable import EditorUI
import StringCatalogKit
import TerminalUI

/// The inspector names a manual string's generated symbol as the file declares it: the
/// second of two keys that make one name shows the numbered name.
@Suite("Golden screens: a manual string's generated symbol")
struct GeneratedSymbolGoldenTests {
    static func document() -> Document {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.insert(CatalogString(key: "TITLE", extractionState: .manual, localizations: KeyedList([("en", Localization("Birds", state: .translated))])))
        catalog.insert(CatalogString(key: "Title", comment: "Navigation title", extractionState: .manual,
                                     localizations: KeyedList([("en", Localization("Backyard Birds", state: .translated)),
                                                               ("hi", Localization("आँगन के पक्षी", state: .translated))])))
        catalog.insert(CatalogString(key: "garden.visits", extractionState: .manual,
                                     localizations: KeyedList([("en", Localization("%(count)lld visits", state: .translated))])))
        return Document(path: "/app/Localizable.xcstrings", catalog: catalog)
    }

    @Test("The colliding key's symbol is numbered; a named specifier gives the label", arguments: [(80, 24), (120, 40)])
    func numberedSymbol(size: (Int, Int)) {
        var state = EditorState(documents: [Self.document()], width: size.0, height: size.1, checker: CatalogChecker(), measure: { TextWidth.of($0) })
        state.reduce(.selectLanguage("hi"))
        SampleProjectFixture.select("Title", in: &state)
        let text = EditorRenderer.render(state).text()
        #expect(text.contains("Symbol     .title2"), "\(text)")
        GoldenScreen.check(EditorRenderer.render(state), "generated-symbol-numbered-\(size.0)x\(size.1)")
        SampleProjectFixture.select("garden.visits", in: &state)
        #expect(EditorRenderer.render(state).text().contains("Symbol     .gardenVisits(count:)"))
    }
}
