import StringCatalogKit
import Testing
import TranslationMemory
@testable import CatalogEditor

/// The checks across catalogs in the editor: each document is known to them by its path, so
/// that a string is compared with the others and not with itself, and `x` reaches them.
@Suite("Consistency and glossary problems in the editor")
struct CrossCatalogProblemTests {
    static func document(_ path: String, save: String) throws -> Document {
        let json = """
        { "sourceLanguage" : "en", "strings" : {
          "Cancel" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Annuler" } } } },
          "Save" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "\(save)" } } } },
          "Share" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Partager" } } } }
        }, "version" : "1.0" }
        """
        return Document(path: path, catalog: try CatalogReader.read(Array(json.utf8)))
    }

    @Test("x goes to a string translated differently in another open catalog; the status line lists the variants")
    func consistency() throws {
        let documents = [try Self.document("/p/A.xcstrings", save: "Enregistrer"), try Self.document("/p/B.xcstrings", save: "Sauvegarder")]
        let checks = CatalogChecker.standardChecks + [ConsistencyCheck(index: ConsistencyIndex(catalogs: documents.map { ($0.path, $0.catalog) }))]
        var state = EditorState(documents: documents, current: 0, language: "fr", width: 120, height: 40, checker: CatalogChecker(checks: checks))
        state.reduce(.top)
        state.reduce(.nextProblem)
        #expect(state.selectedString?.key == "Save")
        #expect(state.message?.text == "warning: “Save” is translated 2 ways in French: “Enregistrer” (here), “Sauvegarder” (/p/B.xcstrings \"Save\")")
    }

    @Test("The glossary's terms in a source, as the inspector lists them")
    func glossaryTerms() throws {
        let document = try Self.document("/p/A.xcstrings", save: "Enregistrer")
        let glossary = Glossary(entries: [GlossaryEntry(term: "share", translations: ["fr": ["partager"]]), GlossaryEntry(term: "photo")])
        let state = EditorState(documents: [document], language: "fr", width: 120, height: 40,
                                checker: CatalogChecker(checks: [GlossaryCheck(glossary: glossary)]))
        let found = state.glossaryTerms(in: "Share the photo, share it")
        #expect(found.map(\.entry.term) == ["share", "photo"])
        #expect(found.map(\.ranges) == [[0..<5, 17..<22], [10..<15]])
        #expect(EditorState(documents: [document], language: "fr", width: 120, height: 40, checker: CatalogChecker()).glossaryTerms(in: "Share").isEmpty)
    }
}
