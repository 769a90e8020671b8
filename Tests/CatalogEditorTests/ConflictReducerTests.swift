@testable import CatalogFiles
import Testing
@testable import CatalogEditor
import StringCatalogKit
import Versioning

/// A catalog git left unmerged: two strings both sides translated differently in French.
enum ConflictFixtures {
    static func setting(_ catalog: StringCatalog, _ key: String, _ language: String, _ value: String) -> StringCatalog {
        var catalog = catalog
        catalog.modifyString(key: key) { $0.localizations?.set(language, Localization(value, state: .translated)) }
        return catalog
    }

    static func document() -> Document {
        let base = EditorFixtures.document().catalog
        var ours = setting(base, "Feeder", "fr", "Mangeoire (nous)")
        ours = setting(ours, "Winter", "fr", "Hiver (nous)")
        var theirs = setting(base, "Feeder", "fr", "Mangeoire (eux)")
        theirs = setting(theirs, "Winter", "fr", "Hiver (eux)")
        // A change on one side only: merged, no conflict.
        theirs = setting(theirs, "Garden", "fr", "Jardin")
        let result = CatalogMerge.merge(base: base, ours: ours, theirs: theirs)
        let merge = MergeState(base: base, ours: ours, theirs: theirs, conflicts: result.conflicts, shownIn: result.catalog)
        return Document(path: "/project/Localizable.xcstrings", catalog: result.catalog, merge: merge)
    }

    static func state() -> EditorState {
        var state = EditorState(documents: [document()], width: 100, height: 30)
        state.reduce(.selectLanguage("fr"))
        return state
    }

    static func value(_ state: EditorState, _ key: String, _ language: String = "fr") -> String? {
        state.catalog.strings[state.catalog.index(ofKey: key)!].localization(for: language)?.stringUnit?.value
    }
}

@Suite("Editor reducer: merge conflicts")
struct ConflictReducerTests {
    func keys(_ state: EditorState) -> [String] {
        state.visibleRows.map { state.catalog.strings[$0.string].key }
    }

    @Test("A catalog with merge conflicts opens on the conflicts filter, which f cycles to only there")
    func opening() {
        var state = EditorState(documents: [ConflictFixtures.document()], width: 100, height: 30)
        #expect(state.message?.text == "2 merge conflicts in Localizable.xcstrings: < takes ours, > theirs, Enter edits")
        #expect(state.stateFilter == .conflicts)
        #expect(keys(state) == ["Feeder", "Winter"])
        #expect(state.document.merge?.unresolvedCount == 2)
        var seen: [StateFilter] = []
        for _ in StateFilter.allCases {
            state.reduce(.cycleStateFilter)
            seen.append(state.stateFilter)
        }
        #expect(seen.last == .conflicts && Set(seen) == Set(StateFilter.allCases))
        var plain = EditorFixtures.state()
        for _ in StateFilter.allCases {
            plain.reduce(.cycleStateFilter)
            #expect(plain.stateFilter != .conflicts)
        }
    }

    @Test("> takes theirs at the selected string's conflict, which leaves the filter; undo brings ours and the conflict back, redo again")
    func takeTheirs() {
        var state = ConflictFixtures.state()
        #expect(ConflictFixtures.value(state, "Feeder") == "Mangeoire (nous)")
        #expect(ConflictFixtures.value(state, "Garden") == "Jardin")
        state.reduce(.takeTheirs)
        #expect(ConflictFixtures.value(state, "Feeder") == "Mangeoire (eux)")
        #expect(state.message?.text == "Took theirs: \"Feeder\" fr stringUnit.value; 1 conflict left")
        #expect(keys(state) == ["Winter"] && state.selectedString?.key == "Winter")
        #expect(state.document.isModified)
        state.reduce(.undo)
        #expect(ConflictFixtures.value(state, "Feeder") == "Mangeoire (nous)")
        #expect(keys(state) == ["Feeder", "Winter"] && state.selectedString?.key == "Feeder")
        #expect(state.message?.text == "Undone: Take theirs: \"Feeder\" fr stringUnit.value")
        state.reduce(.redo)
        #expect(ConflictFixtures.value(state, "Feeder") == "Mangeoire (eux)")
        #expect(state.document.merge?.unresolvedCount == 1)
    }

    @Test("< takes ours, which the catalog already holds: still a step that resolves, undone by u")
    func takeOurs() {
        var state = ConflictFixtures.state()
        state.reduce(.takeOurs)
        #expect(ConflictFixtures.value(state, "Feeder") == "Mangeoire (nous)")
        #expect(state.document.merge?.unresolvedCount == 1 && state.document.isModified)
        #expect(state.message?.text == "Took ours: \"Feeder\" fr stringUnit.value; 1 conflict left")
        state.reduce(.takeOurs)
        #expect(state.message?.text == "Took ours: \"Winter\" fr stringUnit.value; no conflict left: Ctrl-S saves")
        #expect(keys(state).isEmpty)
        #expect(state.reduce(.takeTheirs) == [.bell])
        #expect(state.message?.text == "No merge conflict left; Ctrl-S saves")
        state.reduce(.undo)
        state.reduce(.undo)
        #expect(state.document.merge?.unresolvedCount == 2 && !state.document.isModified)
    }

    @Test("Editing the value at the conflict's language resolves it; an edit in another language does not")
    func editingResolves() {
        var state = ConflictFixtures.state()
        state.reduce(.selectLanguage("de"))
        state.reduce(.edit)
        state.reduce(.field(.moveToEnd))
        state.reduce(.field(.insert("!")))
        state.reduce(.fieldCommit)
        #expect(state.document.merge?.unresolvedCount == 2)
        state.reduce(.selectLanguage("fr"))
        state.reduce(.top)
        state.reduce(.edit)
        state.reduce(.field(.deleteToEnd))
        state.reduce(.field(.insert("Mangeoire")))
        state.reduce(.fieldCommit)
        #expect(ConflictFixtures.value(state, "Feeder") == "Mangeoire")
        #expect(state.document.merge?.unresolved(ofKey: "Feeder") == [])
        #expect(state.document.merge?.unresolvedCount == 1)
        state.reduce(.fieldCancel)  // Enter moved on to the next string to do
        state.reduce(.undo)
        #expect(state.document.merge?.unresolvedCount == 2)
    }

    @Test("A save with no conflict left offers git add; y asks the runtime for it, n says how to do it later")
    func markResolved() throws {
        let fingerprint = try CatalogFile.open(RandomEditTests.sample.path).fingerprint
        var state = ConflictFixtures.state()
        state.reduce(.takeOurs)
        #expect(state.reduce(.save) == [.save(state.saveRequest([0], force: false))])
        state.reduce(.saveFinished(document: 0, outcome: .saved(fingerprint)))
        #expect(state.prompt == nil)  // a conflict is left
        state.reduce(.takeTheirs)
        state.reduce(.save)
        state.reduce(.saveFinished(document: 0, outcome: .saved(fingerprint)))
        #expect(state.prompt?.question == "No conflict left in Localizable.xcstrings: mark it resolved (git add)?")
        var declined = state
        declined.reduce(.answer("n"))
        #expect(declined.message?.text == "Not marked resolved: git add Localizable.xcstrings does it when you are ready")
        #expect(state.reduce(.answer("y")) == [.markResolvedInGit(state.file(of: 0))])
        state.reduce(.markResolvedFinished(document: 0, failure: "fatal: not a git repository"))
        #expect(state.message == StatusMessage("Not marked resolved: fatal: not a git repository", kind: .error))
        state.reduce(.markResolvedFinished(document: 0, failure: nil))
        #expect(state.message?.text == "Marked Localizable.xcstrings resolved (git add); git commit finishes the merge")
        #expect(state.document.merge?.isMarkedResolvedInGit == true)
    }

    @Test("Quitting with save: a merge left with no conflict is offered to git add first, and the editor ends once answered")
    func markResolvedWhenQuitting() throws {
        let fingerprint = try CatalogFile.open(RandomEditTests.sample.path).fingerprint
        var state = ConflictFixtures.state()
        state.reduce(.takeOurs)
        state.reduce(.takeTheirs)
        state.reduce(.quit)
        #expect(state.reduce(.answer("s")) == [.save(state.saveRequest([0], force: false))])
        #expect(state.reduce(.saveFinished(document: 0, outcome: .saved(fingerprint))).isEmpty)
        #expect(state.prompt?.question == "No conflict left in Localizable.xcstrings: mark it resolved (git add)?")
        var declined = state
        #expect(declined.reduce(.answer("n")) == [.quit])
        var refused = state
        #expect(refused.reduce(.answer("y")) == [.markResolvedInGit(refused.file(of: 0))])
        #expect(refused.reduce(.markResolvedFinished(document: 0, failure: "fatal: index.lock exists")).isEmpty)
        #expect(refused.message == StatusMessage("Not marked resolved: fatal: index.lock exists", kind: .error))
        #expect(state.reduce(.answer("y")) == [.markResolvedInGit(state.file(of: 0))])
        #expect(state.reduce(.markResolvedFinished(document: 0, failure: nil)) == [.quit])
    }

    @Test("< on a catalog git did not leave unmerged says so")
    func noMerge() {
        var state = EditorFixtures.state()
        #expect(state.reduce(.takeOurs) == [.bell])
        #expect(state.message?.text == "Localizable.xcstrings has no merge conflicts (git did not leave it unmerged)")
    }
}
