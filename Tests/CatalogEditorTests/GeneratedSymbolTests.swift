import Testing
@testable import CatalogEditor
import StringCatalogKit

/// The symbol the inspector shows is the one the generated file declares: two keys that make
/// one name are told apart by the catalog, and the names follow edits.
@Suite struct GeneratedSymbolTests {
    static func document(path: String = "/project/Localizable.xcstrings") -> Document {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.insert(CatalogString(key: "TITLE", extractionState: .manual, localizations: KeyedList([("en", Localization("Title", state: .translated))])))
        catalog.insert(CatalogString(key: "Title", extractionState: .manual, localizations: KeyedList([("en", Localization("Title", state: .translated))])))
        catalog.insert(CatalogString(key: "files.count", extractionState: .manual,
                                     localizations: KeyedList([("en", Localization("%lld files", state: .translated))])))
        catalog.insert(CatalogString(key: "From code"))
        return Document(path: path, catalog: catalog)
    }

    static func reference(_ state: EditorState, _ key: String) -> String? {
        state.symbolReference(ofString: state.catalog.strings.firstIndex { $0.key == key }!, document: state.current)
    }

    @Test("A later key that makes an earlier key's name shows the numbered name the file declares")
    func collisionNumbered() {
        let state = EditorState(documents: [Self.document()], width: 100, height: 30)
        #expect(Self.reference(state, "TITLE") == ".title")
        #expect(Self.reference(state, "Title") == ".title2")
        #expect(Self.reference(state, "files.count") == ".filesCount(_:)")
        #expect(Self.reference(state, "From code") == nil)
    }

    @Test("A table other than Localizable puts its namespace first")
    func namespaced() {
        let state = EditorState(documents: [Self.document(path: "/project/InfoPlist.xcstrings")], width: 100, height: 30)
        #expect(Self.reference(state, "Title") == ".InfoPlist.title2")
    }

    @Test("The reducer keeps the names for the shown catalog, and forgets them when a string changes")
    func keptAndForgotten() {
        var state = EditorState(documents: [Self.document()], width: 100, height: 30)
        state.reduce(.top)
        #expect(state.cache.symbolReferences[0]?["Title"] == ".title2")
        // TITLE no longer manual: Title keeps its own name.
        while state.selectedString?.key != "TITLE" { state.reduce(.moveDown) }
        state.reduce(.toggleManual)
        #expect(state.catalog.strings.first { $0.key == "TITLE" }?.extractionState != .manual)
        #expect(Self.reference(state, "Title") == ".title")
        state.reduce(.undo)
        #expect(Self.reference(state, "Title") == ".title2")
    }
}
