import Foundation
import Testing
@testable import CatalogEditor
import StringCatalogKit

/// A catalog with "Café" spelled twice: é precomposed (NFC) and e plus a combining acute
/// accent (NFD). JSON and Xcode take them for two keys; `String`'s `==` takes them for one.
/// Every step of the editor must change only the string it was asked to.
@Suite("Editor reducer: keys that differ only in Unicode normalisation")
struct NormalizationKeyTests {
    static let composed = "Caf\u{E9}"
    static let decomposed = "Cafe\u{301}"

    /// Both spellings and one more string, all manual, French waiting for review.
    static func catalog() -> StringCatalog {
        func string(_ key: String, english: String, french: String) -> CatalogString {
            CatalogString(key: key, extractionState: .manual, localizations: KeyedList([
                ("en", Localization(english, state: .translated)),
                ("fr", Localization(french, state: .needsReview)),
            ]))
        }
        // In this order in the file: the two spellings collate alike.
        return StringCatalog(sourceLanguage: "en", strings: [
            string(composed, english: "Coffee (composed)", french: "Café (composé)"),
            string(decomposed, english: "Coffee (decomposed)", french: "Café (décomposé)"),
            string("Tea", english: "Tea", french: "Thé"),
        ])
    }

    static func state(_ catalog: StringCatalog = catalog()) -> EditorState {
        var state = EditorState(documents: [Document(path: "/project/Localizable.xcstrings", catalog: catalog)], width: 100, height: 30)
        state.reduce(.selectLanguage("fr"))
        return state
    }

    /// The string whose key has exactly these scalars.
    static func string(_ state: EditorState, _ key: String) -> CatalogString? {
        state.catalog.strings.first { $0.key.hasSameScalars(as: key) }
    }

    static func french(_ state: EditorState, _ key: String) -> StringUnit? {
        string(state, key)?.localization(for: "fr")?.stringUnit
    }

    static func select(_ state: inout EditorState, _ key: String) {
        state.select(key: key)
        #expect(state.selectedString?.key.hasSameScalars(as: key) == true)
    }

    /// `command` (Enter or K) opens a field on the selected string; its text is replaced by
    /// `text` and committed.
    static func retype(_ state: inout EditorState, _ command: Command, _ text: String) {
        state.reduce(command)
        state.reduce(.field(.moveToEnd))
        state.reduce(.field(.deleteToStart))
        state.reduce(.field(.insert(text)))
        state.reduce(.fieldCommit)
    }

    @Test("The catalog keeps both spellings, and selecting one selects that one")
    func bothKept() {
        let state = Self.state()
        #expect(state.catalog.strings.count == 3)
        #expect(state.visibleRows.count == 3)
        var copy = state
        Self.select(&copy, Self.decomposed)
        #expect(copy.selectedIndex == 1)
        Self.select(&copy, Self.composed)
        #expect(copy.selectedIndex == 0)
    }

    @Test("Marking one spelling leaves the other unmarked; bulk review changes only the marked ones")
    func marks() {
        var state = Self.state()
        Self.select(&state, Self.composed)
        state.reduce(.toggleMark)
        #expect(state.marks == [ScalarKey(Self.composed)])
        Self.select(&state, "Tea")
        state.reduce(.toggleMark)
        #expect(state.marks.count == 2)
        state.reduce(.markReviewed)
        #expect(state.prompt?.question == "Mark 2 strings reviewed in French?")
        state.reduce(.answer("y"))
        #expect(Self.french(state, Self.composed)?.state == .translated)
        #expect(Self.french(state, "Tea")?.state == .translated)
        #expect(Self.french(state, Self.decomposed)?.state == .needsReview)
        state.reduce(.undo)
        #expect(Self.french(state, Self.composed)?.state == .needsReview)
        #expect(Self.french(state, "Tea")?.state == .needsReview)
        #expect(Self.french(state, Self.decomposed)?.state == .needsReview)
    }

    @Test("Marking the second spelling adds a mark rather than removing the first one's")
    func markBoth() {
        var state = Self.state()
        Self.select(&state, Self.composed)
        state.reduce(.toggleMark)
        // Space moved down: onto the decomposed spelling.
        #expect(state.selectedString?.key.hasSameScalars(as: Self.decomposed) == true)
        state.reduce(.toggleMark)
        #expect(state.marks == [ScalarKey(Self.composed), ScalarKey(Self.decomposed)])
    }

    @Test("Reviewing every shown string, then undo and redo, keeps each spelling's own value")
    func bulkUndoRedo() {
        var state = Self.state()
        state.reduce(.markAllShownReviewed)
        state.reduce(.answer("y"))
        #expect(state.catalog.strings.allSatisfy { $0.localization(for: "fr")?.stringUnit?.state == .translated })
        state.reduce(.undo)
        #expect(CatalogWriter.bytes(state.catalog) == CatalogWriter.bytes(Self.catalog()))
        #expect(state.catalog.strings.map(\.key).elementsEqual(Self.catalog().strings.map(\.key)) { $0.hasSameScalars(as: $1) })
        #expect(Self.french(state, Self.composed)?.value == "Café (composé)")
        #expect(Self.french(state, Self.decomposed)?.value == "Café (décomposé)")
        state.reduce(.redo)
        #expect(state.catalog.strings.count == 3)
        #expect(Self.french(state, Self.composed)?.value == "Café (composé)")
        #expect(Self.french(state, Self.decomposed)?.value == "Café (décomposé)")
        #expect(state.catalog.strings.allSatisfy { $0.localization(for: "fr")?.stringUnit?.state == .translated })
    }

    @Test("Editing one spelling's value, undo and redo: only that string changes")
    func editUndo() {
        var state = Self.state()
        Self.select(&state, Self.decomposed)
        Self.retype(&state, .edit, "Nouveau")
        if state.session != nil { state.reduce(.fieldCancel) }
        #expect(Self.french(state, Self.decomposed)?.value == "Nouveau")
        #expect(Self.french(state, Self.composed)?.value == "Café (composé)")
        #expect(Self.french(state, Self.composed)?.state == .needsReview)
        state.reduce(.undo)
        #expect(Self.french(state, Self.decomposed)?.value == "Café (décomposé)")
        #expect(Self.french(state, Self.composed)?.value == "Café (composé)")
        #expect(state.selectedString?.key.hasSameScalars(as: Self.decomposed) == true)
        state.reduce(.redo)
        #expect(Self.french(state, Self.decomposed)?.value == "Nouveau")
        #expect(Self.french(state, Self.composed)?.value == "Café (composé)")
    }

    @Test("Renaming one spelling leaves the other; renaming onto the other spelling is refused")
    func rename() {
        var state = Self.state()
        Self.select(&state, Self.decomposed)
        Self.retype(&state, .renameKey, Self.composed)
        #expect(state.session?.error == "A string with this key exists already")
        state.reduce(.fieldCancel)
        #expect(CatalogWriter.bytes(state.catalog) == CatalogWriter.bytes(Self.catalog()))

        Self.retype(&state, .renameKey, "Coffee")
        #expect(Self.string(state, Self.decomposed) == nil)
        #expect(Self.string(state, "Coffee")?.localization(for: "fr")?.stringUnit?.value == "Café (décomposé)")
        #expect(Self.french(state, Self.composed)?.value == "Café (composé)")
        state.reduce(.undo)
        #expect(Self.french(state, Self.decomposed)?.value == "Café (décomposé)")
        #expect(Self.french(state, Self.composed)?.value == "Café (composé)")
        #expect(state.catalog.strings.count == 3)
    }

    @Test("Renaming a key to its other spelling (no string has it) is a rename")
    func renameToOtherSpelling() {
        var state = Self.state(StringCatalog(sourceLanguage: "en", strings: [Self.catalog().strings[0]]))
        Self.select(&state, Self.composed)
        Self.retype(&state, .renameKey, Self.decomposed)
        #expect(state.catalog.strings.map(\.key.unicodeScalars.count) == [5])
        #expect(state.document.isModified)
        state.reduce(.undo)
        #expect(state.catalog.strings.map(\.key.unicodeScalars.count) == [4])
    }

    @Test("Deleting one spelling keeps the other; undo brings it back")
    func delete() {
        var state = Self.state()
        Self.select(&state, Self.composed)
        state.reduce(.deleteString)
        state.reduce(.answer("y"))
        #expect(Self.string(state, Self.composed) == nil)
        #expect(Self.french(state, Self.decomposed)?.value == "Café (décomposé)")
        #expect(state.catalog.strings.count == 2)
        state.reduce(.undo)
        #expect(state.catalog.strings.count == 3)
        #expect(Self.french(state, Self.composed)?.value == "Café (composé)")
        #expect(Self.french(state, Self.decomposed)?.value == "Café (décomposé)")
    }

    /// The editor's state opened with a recovery copy holding `recovered`, answered with r.
    static func restored(_ recovered: StringCatalog) -> EditorState {
        let document = Document(path: "/project/Localizable.xcstrings", catalog: catalog())
        var state = EditorState(documents: [document], width: 100, height: 30,
                                recoveries: [RecoveredChanges(document: 0, path: "/project/Localizable.xcstrings.xcedit-recovery", modified: Date(), catalog: recovered)])
        state.reduce(.answer("r"))
        return state
    }

    static func withFrench(_ catalog: StringCatalog, _ key: String, _ value: String) -> StringCatalog {
        var catalog = catalog
        catalog.modifyEntry(at: catalog.strings.firstIndex { $0.key.hasSameScalars(as: key) }!) {
            $0.setValue(value, language: "fr")
        }
        return catalog
    }

    @Test("Restoring a recovery copy that changed one spelling changes only it")
    func recoveryOfOne() {
        let state = Self.restored(Self.withFrench(Self.catalog(), Self.decomposed, "Récupéré"))
        #expect(state.message?.text.hasPrefix("Restored 1 changed string") == true)
        #expect(Self.french(state, Self.decomposed)?.value == "Récupéré")
        #expect(Self.french(state, Self.composed)?.value == "Café (composé)")
        #expect(Self.french(state, Self.composed)?.state == .needsReview)
    }

    @Test("Restoring a copy that changed both spellings differently gives each its own; undo gives back both")
    func recoveryOfBoth() {
        let recovered = Self.withFrench(Self.withFrench(Self.catalog(), Self.composed, "Un"), Self.decomposed, "Deux")
        var state = Self.restored(recovered)
        #expect(state.message?.text.hasPrefix("Restored 2 changed strings") == true)
        #expect(Self.french(state, Self.composed)?.value == "Un")
        #expect(Self.french(state, Self.decomposed)?.value == "Deux")
        #expect(CatalogWriter.bytes(state.catalog) == CatalogWriter.bytes(recovered))
        state.reduce(.undo)
        #expect(CatalogWriter.bytes(state.catalog) == CatalogWriter.bytes(Self.catalog()))
    }

    @Test("What a save writes: both keys, each with its own value, byte for byte")
    func savedBytes() {
        var state = Self.state()
        Self.select(&state, Self.composed)
        state.reduce(.toggleMark)
        state.reduce(.markReviewed)
        Self.select(&state, Self.decomposed)
        Self.retype(&state, .edit, "Deux")
        if state.session != nil { state.reduce(.fieldCancel) }
        #expect(state.reduce(.save).contains(.save(state.saveRequest([0], force: false))))

        var expected = Self.catalog()
        expected.modifyString(at: 0) { $0.markReviewed(language: "fr") }
        expected = Self.withFrench(expected, Self.decomposed, "Deux")
        let bytes = CatalogWriter.bytes(state.catalog)
        #expect(bytes == CatalogWriter.bytes(expected))
        // The file names both spellings, as their own UTF-8.
        #expect(bytes.firstRange(of: Array("\"Caf\u{E9}\" : {".utf8)) != nil)
        #expect(bytes.firstRange(of: Array("\"Cafe\u{301}\" : {".utf8)) != nil)
    }
}
