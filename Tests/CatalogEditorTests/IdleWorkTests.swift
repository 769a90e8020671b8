import Testing
@testable import CatalogEditor
import StringCatalogKit

/// The search text is folded in slices while no key waits; a filter finds the same rows
/// whether the slices ran, ran in part, or not at all, also after edits in between.
@Suite("Editor reducer: work while idle")
struct IdleWorkTests {
    /// More strings than a few slices hold, with accented French values to fold.
    static func document(count: Int = SearchIndex.sliceSize * 3 + 17) -> Document {
        var catalog = StringCatalog(sourceLanguage: "en")
        for i in 0..<count {
            catalog.insert(CatalogString(key: String(format: "key %05d", i), localizations: KeyedList([
                ("en", Localization("Feeder \(i)", state: .translated)),
                ("fr", Localization(i % 7 == 0 ? "Mangeoire d’été \(i)" : "Nichoir \(i)", state: .translated)),
            ])))
        }
        return Document(path: "/p/Localizable.xcstrings", catalog: catalog)
    }

    func filtered(_ state: EditorState, _ text: String) -> [Int] {
        var state = state
        state.reduce(.startFilter)
        state.reduce(.filterType(text))
        return state.visibleRows.map(\.string)
    }

    @Test("Slices run until the search text of the language shown is folded, changing nothing on screen")
    func slices() {
        var state = EditorState(documents: [Self.document()], language: "fr", width: 100, height: 30)
        let untouched = state
        #expect(state.hasWorkWhileIdle)
        state.reduce(.explainQuit)  // leaves a message in the status line
        let message = state.message
        var slices = 0
        while state.hasWorkWhileIdle && slices < 100 {
            state.reduce(.workWhileIdle)
            slices += 1
        }
        #expect(!state.hasWorkWhileIdle)
        // One slice asks where the code uses the keys; then common text, then the French
        // values, so many strings a slice.
        #expect(slices == 1 + (2 * state.catalog.strings.count + SearchIndex.sliceSize - 1) / SearchIndex.sliceSize)
        #expect(message != nil && state.message == message)
        #expect(state.visibleRows == untouched.visibleRows && state.selectedRow == untouched.selectedRow)
        #expect(filtered(state, "ETE") == filtered(untouched, "ete"))
        #expect(filtered(state, "ete").count == (state.catalog.strings.count + 6) / 7)
        // Another language: the slices start again for its values.
        state.reduce(.selectLanguage("en"))
        #expect(!state.hasWorkWhileIdle)  // the source's text is the common text
    }

    @Test("A filter typed halfway through the slices, and edits made meanwhile, find what a fresh index finds")
    func partly() {
        var state = EditorState(documents: [Self.document()], language: "fr", width: 100, height: 30)
        state.reduce(.workWhileIdle)
        state.reduce(.workWhileIdle)
        state.reduce(.workWhileIdle)  // most of the common text, none of the French values
        #expect(state.hasWorkWhileIdle)
        // An edit of a string folded already, and of one not yet.
        for key in ["key 00003", String(format: "key %05d", state.catalog.strings.count - 2)] {
            state.select(key: key)
            state.reduce(.edit)
            state.reduce(.field(.deleteToEnd))
            state.reduce(.field(.insert("Abreuvoir été")))
            state.reduce(.fieldCommit)
            if state.session != nil { state.reduce(.fieldCancel) }
        }
        let fresh = EditorState(documents: state.documents, language: "fr", width: 100, height: 30)
        let rows = filtered(state, "abreuvoir")
        #expect(rows.count == 2)
        #expect(rows == filtered(fresh, "abreuvoir"))
        #expect(filtered(state, "ete") == filtered(fresh, "ete"))
        #expect(filtered(state, "nichoir").count == filtered(fresh, "nichoir").count)
    }
}
