import Testing
@testable import CatalogEditor
import StringCatalogKit

@Suite("Undo and redo of catalog changes")
struct EditHistoryTests {
    @Test("A change is recorded, undone and redone; a bulk change is one step")
    func undoRedo() throws {
        var catalog = EditorFixtures.document().catalog
        let original = catalog
        var history = EditHistory()
        let change = try #require(CatalogChange.record("Translate", keys: ["Garden"], in: &catalog) { catalog in
            let i = catalog.index(ofKey: "Garden")!
            catalog.modifyEntry(at: i) { $0.setValue("Jardin", language: "fr") }
        })
        history.push(change)
        let bulkKeys = ["Feeder", "Winter"]
        let bulk = try #require(CatalogChange.record("Mark reviewed", keys: bulkKeys, in: &catalog) { catalog in
            for key in bulkKeys { catalog.modifyString(key: key) { $0.markReviewed(language: "fr") } }
        })
        history.push(bulk)
        let edited = catalog
        #expect(history.undo(in: &catalog) == bulk)
        #expect(catalog.entry(at: catalog.index(ofKey: "Feeder")!).status(in: "fr") == .needsReview)
        #expect(history.undo(in: &catalog) == change)
        #expect(catalog == original)
        #expect(history.undo(in: &catalog) == nil)
        _ = history.redo(in: &catalog)
        _ = history.redo(in: &catalog)
        #expect(catalog == edited)
        // Nothing changed: nothing recorded.
        #expect(CatalogChange.record("Nothing", keys: ["Garden"], in: &catalog) { _ in } == nil)
    }

    @Test("Adding, renaming and deleting strings undo to the same catalog")
    func structuralChanges() throws {
        var catalog = EditorFixtures.document().catalog
        let original = catalog
        var history = EditHistory()
        history.push(try #require(try CatalogChange.record("Add", keys: [], in: &catalog) { try $0.addManualString(key: "Bird bath", sourceValue: "Bird bath", comment: nil) }))
        history.push(try #require(try CatalogChange.record("Rename", keys: ["Bird bath"], in: &catalog) { try $0.renameString("Bird bath", to: "Water bowl") }))
        history.push(try #require(CatalogChange.record("Delete stale", keys: ["Old label"], in: &catalog) { $0.removeString("Old label") }))
        let edited = catalog
        #expect(catalog.strings.contains { $0.key == "Water bowl" } && !catalog.strings.contains { $0.key == "Old label" })
        while history.canUndo { _ = history.undo(in: &catalog) }
        #expect(catalog == original)
        while history.canRedo { _ = history.redo(in: &catalog) }
        #expect(catalog == edited)
    }

    @Test("More than a thousand steps are kept")
    func manySteps() throws {
        var catalog = EditorFixtures.document().catalog
        let original = catalog
        var history = EditHistory()
        for step in 0..<1_500 {
            let change = try #require(CatalogChange.record("Step", keys: ["Garden"], in: &catalog) { catalog in
                catalog.modifyEntry(key: "Garden") { $0.setValue("Jardin \(step)", language: "fr") }
            })
            history.push(change)
        }
        #expect(history.undoStack.count == 1_500)
        while history.canUndo { _ = history.undo(in: &catalog) }
        #expect(catalog == original)
    }
}
