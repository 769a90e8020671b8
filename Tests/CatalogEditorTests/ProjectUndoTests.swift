import Testing
@testable import CatalogEditor
import StringCatalogKit

/// A change that reaches every catalog of a project (removing a language, adding one) is
/// one undo step across all of them and the project's languages.
@Suite("Editor reducer: project-wide undo")
struct ProjectUndoTests {
    static let projectFile = "/p/Birds.xcodeproj/project.pbxproj"

    /// Three catalogs of one project, each with a Ukrainian and a French translation.
    static func documents() -> [Document] {
        ["Localizable", "InfoPlist", "Widgets"].map { name in
            var catalog = StringCatalog(sourceLanguage: "en")
            for key in ["\(name) title", "\(name) subtitle"] {
                catalog.insert(CatalogString(key: key, localizations: KeyedList([
                    ("en", Localization(key, state: .translated)),
                    ("fr", Localization("\(key) (fr)", state: .translated)),
                    ("uk", Localization("\(key) (uk)", state: .translated)),
                ])))
            }
            return Document(path: "/p/\(name).xcstrings", catalog: catalog, projectLanguages: ["en", "fr", "uk"], projectFile: projectFile)
        }
    }

    func removingUkrainian() -> EditorState {
        var state = EditorState(documents: Self.documents(), current: 0, width: 120, height: 40)
        state.reduce(.selectLanguage("uk"))
        state.reduce(.focus(.sidebar))
        state.reduce(.deleteString)
        #expect(state.prompt?.question == "Remove Ukrainian (uk)? Its translations of 6 strings go from 3 catalogs of the project, and the project's languages lose it.")
        state.reduce(.answer("y"))
        #expect(state.documents.allSatisfy { $0.catalog.localizationCount(of: "uk") == 0 && !$0.languages.contains("uk") && $0.isModified })
        return state
    }

    @Test("Undoing a language removal restores every catalog and the project's languages in one step; redo removes it again")
    func undoRemovalEverywhere() {
        let original = Self.documents()
        var state = removingUkrainian()
        #expect(state.message?.text == "Removed Ukrainian from 3 catalogs (u undoes it in all 3 at once)")
        state.reduce(.undo)
        #expect(state.message?.text == "Undone: Remove Ukrainian (uk) (in 3 catalogs)")
        for (document, before) in zip(state.documents, original) {
            #expect(document.catalog == before.catalog)
            #expect(!document.isModified, "\(document.name) still modified")
            #expect(document.languages.contains("uk"))
            #expect(document.projectLanguages.contains("uk"))
            #expect(document.projectLanguageChanges.added.isEmpty && document.projectLanguageChanges.removed.isEmpty)
        }
        #expect(!state.hasUnsavedChanges)
        state.reduce(.redo)
        #expect(state.documents.allSatisfy { $0.catalog.localizationCount(of: "uk") == 0 && !$0.languages.contains("uk") && $0.isModified })
        #expect(state.documents[0].projectLanguageChanges.removed == ["uk"])
        // Undone from another catalog of the step, too.
        state.reduce(.openCatalogPicker)
        state.reduce(.moveDown)
        state.reduce(.pickerOpenSelected)
        #expect(state.current == 1)
        state.reduce(.undo)
        #expect(zip(state.documents, original).allSatisfy { $0.catalog == $1.catalog && !$0.isModified })
    }

    @Test("A catalog changed after the removal stops the undo, with the reason, and nothing is half undone")
    func laterChangeBlocksTheUndo() {
        var state = removingUkrainian()
        state.reduce(.openCatalogPicker)
        state.reduce(.moveDown)
        state.reduce(.pickerOpenSelected)
        state.reduce(.selectLanguage("fr"))
        state.reduce(.focus(.table))
        state.reduce(.edit)
        state.reduce(.field(.insert("!")))
        state.reduce(.fieldCommit)
        state.reduce(.openCatalogPicker)
        state.reduce(.moveUp)
        state.reduce(.pickerOpenSelected)
        #expect(state.current == 0)
        let effects = state.reduce(.undo)
        #expect(effects == [.bell])
        #expect(state.message?.text == "Not undone: “Remove Ukrainian (uk)” reached several catalogs, and InfoPlist.xcstrings changed since; undo that there first (o opens it)")
        #expect(state.documents.allSatisfy { $0.catalog.localizationCount(of: "uk") == 0 })
        // Undoing the later change there first lets the step be undone.
        state.reduce(.openCatalogPicker)
        state.reduce(.moveDown)
        state.reduce(.pickerOpenSelected)
        state.reduce(.undo)
        state.reduce(.undo)
        #expect(state.documents.allSatisfy { $0.catalog.localizationCount(of: "uk") == 2 && !$0.isModified })
    }

    @Test("Undoing an added language takes it away from the other catalogs of the project too")
    func undoAddedLanguage() {
        var state = EditorState(documents: Self.documents(), current: 0, width: 120, height: 40)
        state.reduce(.addLanguage)
        for character in "german" { state.reduce(.pickerType(String(character))) }
        state.reduce(.pickerOpenSelected)
        #expect(state.documents.allSatisfy { $0.languages.contains("de") })
        state.reduce(.undo)
        #expect(state.documents.allSatisfy { !$0.languages.contains("de") && !$0.isModified })
        state.reduce(.redo)
        #expect(state.documents.allSatisfy { $0.languages.contains("de") })
        #expect(state.documents[0].projectLanguageChanges.added == ["de"])
        #expect(state.documents[1].projectLanguageChanges.added.isEmpty)
    }
}
