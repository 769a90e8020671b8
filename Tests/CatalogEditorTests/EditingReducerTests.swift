@testable import CatalogFiles
import Foundation
import Testing
@testable import CatalogEditor
import StringCatalogKit

/// Every editing command through the reducer, and its undo.
@Suite("Editor reducer: editing, review, bulk actions, strings, undo, saving and quitting")
struct EditingReducerTests {
    /// The fixture with `key` selected in `language`.
    func state(selecting key: String, in language: String = "fr", checker: CatalogChecker? = nil, document: Document = EditorFixtures.document()) -> EditorState {
        var state = EditorState(documents: [document], width: 100, height: 30, checker: checker)
        state.reduce(.selectLanguage(language))
        state.select(key: key)
        #expect(state.selectedString?.key == key)
        return state
    }

    func string(_ state: EditorState, _ key: String) -> CatalogString? {
        state.catalog.index(ofKey: key).map { state.catalog.strings[$0] }
    }

    func unit(_ state: EditorState, _ key: String, _ language: String, _ form: FormPath = .root) -> StringUnit? {
        string(state, key)?.localization(for: language)?.stringUnit(at: form)
    }

    /// Replaces the field's (one-line) text; a field opens with the cursor at its start.
    func type(_ text: String, into state: inout EditorState) {
        state.reduce(.field(.moveToEnd))
        state.reduce(.field(.deleteToStart))
        state.reduce(.field(.insert(text)))
    }

    @Test("Enter edits the translation; committing makes it translated; undo and redo")
    func editTranslation() {
        var state = state(selecting: "Nest box")
        let original = state.catalog
        state.reduce(.edit)
        #expect(state.session?.target == .value(key: "Nest box", language: "fr", form: .root))
        #expect(state.session?.field.text == "Nichoir")
        type("Nichoir à oiseaux 巣箱", into: &state)
        state.reduce(.fieldCommit)
        // Enter moved on to the next string to do, its field open; Esc leaves it.
        #expect(state.session?.target == .value(key: "Winter", language: "fr", form: .root))
        state.reduce(.fieldCancel)
        #expect(state.selectedString?.key == "Winter")
        #expect(unit(state, "Nest box", "fr") == StringUnit(state: .translated, value: "Nichoir à oiseaux 巣箱"))
        #expect(state.document.isModified)
        #expect(state.document.progress(of: "fr")?.translated == 5)
        state.reduce(.undo)
        #expect(state.catalog == original)
        #expect(!state.document.isModified)
        #expect(state.message?.text.hasPrefix("Undone") == true)
        state.reduce(.redo)
        #expect(unit(state, "Nest box", "fr")?.value == "Nichoir à oiseaux 巣箱")
        #expect(state.document.isModified)
    }

    @Test("Esc cancels; Enter on an unchanged value confirms it as translated, or changes nothing")
    func cancel() {
        var state = state(selecting: "Feeder")
        // Enter itself, without moving on.
        state.reduce(.toggleMoveOn)
        state.reduce(.edit)
        state.reduce(.field(.insert("xyz")))
        state.reduce(.fieldCancel)
        #expect(state.session == nil)
        #expect(!state.document.isModified)
        state.reduce(.edit)
        state.reduce(.fieldCommit)
        #expect(unit(state, "Feeder", "fr") == StringUnit(state: .translated, value: "Mangeoire"))
        state.reduce(.undo)
        // Already translated, or nothing there yet: nothing changes.
        state.select(key: "Bird food")
        state.reduce(.edit)
        state.reduce(.fieldCommit)
        state.select(key: "Garden")
        state.reduce(.edit)
        state.reduce(.fieldCommit)
        #expect(!state.document.isModified)
        state.reduce(.selectLanguage("en"))
        state.reduce(.edit)
        #expect(state.session?.field.text == "Garden")
        state.reduce(.fieldCommit)
        #expect(!state.document.isModified)
    }

    @Test("A new translation starts empty; Ctrl-O copies the source text in")
    func copySource() {
        var state = state(selecting: "Garden")
        state.reduce(.edit)
        #expect(state.session?.field.text == "")
        state.reduce(.fieldCopySource)
        #expect(state.session?.field.text == "Garden")
        state.reduce(.fieldCommit)
        #expect(unit(state, "Garden", "fr") == StringUnit(state: .translated, value: "Garden"))
    }

    @Test("Editing the source value sends the other languages' translations back for review")
    func editSource() {
        var state = state(selecting: "Bird food", in: "en")
        state.reduce(.edit)
        #expect(state.session?.field.text == "Bird food")
        type("Bird seed", into: &state)
        state.reduce(.fieldCommit)
        #expect(unit(state, "Bird food", "en") == StringUnit(state: .translated, value: "Bird seed"))
        #expect(unit(state, "Bird food", "fr")?.state == .needsReview)
        #expect(unit(state, "Bird food", "de")?.state == .needsReview)
        #expect(state.message?.text == "Source changed: 2 translations now need review")
        state.reduce(.undo)
        #expect(unit(state, "Bird food", "en") == nil)
        #expect(unit(state, "Bird food", "fr")?.state == .translated)
    }

    static func pluralDocument() -> Document {
        var catalog = StringCatalog(sourceLanguage: "en")
        var english = Localization()
        english.variations = Variations(plural: KeyedList([
            ("one", Localization("%lld bird", state: .translated)),
            ("other", Localization("%lld birds", state: .translated)),
        ]))
        catalog.insert(CatalogString(key: "%lld birds", localizations: KeyedList([("en", english)])))
        catalog.insert(CatalogString(key: "Hello", localizations: KeyedList([("en", Localization("Hello", state: .translated))])))
        return Document(path: "/p/Localizable.xcstrings", catalog: catalog, projectLanguages: ["fr", "uk"])
    }

    @Test("Plural forms: Enter starts on the first missing form, Tab commits and moves on, only that form changes")
    func pluralForms() {
        var state = state(selecting: "%lld birds", in: "uk", document: Self.pluralDocument())
        #expect(state.selectedStringForms == ["one", "few", "many", "other"].map { FormPath(plural: $0) })
        state.reduce(.edit)
        #expect(state.session?.target == .value(key: "%lld birds", language: "uk", form: FormPath(plural: "one")))
        for text in ["%lld птах", "%lld птахи", "%lld птахів", "%lld птаха"] {
            state.reduce(.field(.insert(text)))
            state.reduce(.fieldCommitAndMove(1))
        }
        // Tab at the last form keeps the field open there and says so: letters typed next
        // still go into the field.
        #expect(state.session?.target == .value(key: "%lld birds", language: "uk", form: FormPath(plural: "other")))
        #expect(state.message?.text == "That is the last form of “%lld birds” in Ukrainian (4 forms): Enter or Esc closes the field")
        state.reduce(.fieldCancel)
        let forms = string(state, "%lld birds")?.localization(for: "uk")?.variations?.plural
        #expect(Set(forms?.keys ?? []) == ["one", "few", "many", "other"])
        #expect(forms?["few"]?.stringUnit == StringUnit(state: .translated, value: "%lld птахи"))
        #expect(unit(state, "%lld birds", "en", FormPath(plural: "one"))?.value == "%lld bird")
        #expect(state.badge(of: state.selectedIndex!) == .translated)
        // Four commits, four steps.
        for _ in 0..<4 { state.reduce(.undo) }
        #expect(string(state, "%lld birds")?.localization(for: "uk") == nil)
        // The inspector's form cursor: ↓ moves over the forms, Enter edits the one under it.
        state.reduce(.focus(.inspector))
        for _ in 0..<3 { state.reduce(.moveUp) }
        #expect(state.selectedForm == FormPath(plural: "one"))
        state.reduce(.moveDown)
        state.reduce(.moveDown)
        #expect(state.selectedForm == FormPath(plural: "many"))
        state.reduce(.edit)
        #expect(state.session?.target == .value(key: "%lld birds", language: "uk", form: FormPath(plural: "many")))
        state.reduce(.fieldCopySource)
        #expect(state.session?.field.text == "%lld birds")
    }

    @Test("The field shows problems as they are typed")
    func liveProblems() {
        var state = state(selecting: "%lld birds", in: "fr", checker: CatalogChecker(), document: Self.pluralDocument())
        state.reduce(.edit)
        state.reduce(.field(.insert("des oiseaux")))
        #expect(state.fieldProblems().contains { $0.severity == .warning })
        type("%@ oiseau", into: &state)
        #expect(state.fieldProblems().contains { $0.severity == .error })
        type("%lld oiseau", into: &state)
        #expect(!state.fieldProblems().contains { $0.severity <= .warning })
    }

    @Test("r and R on the selected string; undo")
    func review() {
        var state = state(selecting: "Feeder")
        state.reduce(.markReviewed)
        #expect(state.prompt == nil)
        #expect(unit(state, "Feeder", "fr")?.state == .translated)
        state.reduce(.markForReview)
        #expect(unit(state, "Feeder", "fr")?.state == .needsReview)
        state.reduce(.undo)
        #expect(unit(state, "Feeder", "fr")?.state == .translated)
        state.reduce(.undo)
        #expect(unit(state, "Feeder", "fr")?.state == .needsReview)
        #expect(!state.document.isModified)
    }

    @Test("Space marks rows; r applies to the marks after confirming the count; one undo step")
    func marks() {
        var state = state(selecting: "Feeder")
        state.reduce(.toggleMark)
        #expect(state.selectedString?.key == "Garden")
        state.select(key: "Winter")
        state.reduce(.toggleMark)
        #expect(state.marks == [ScalarKey("Feeder"), ScalarKey("Winter")])
        state.reduce(.markReviewed)
        #expect(state.prompt?.question == "Mark 2 strings reviewed in French?")
        state.reduce(.answer("n"))
        #expect(state.prompt == nil)
        #expect(unit(state, "Feeder", "fr")?.state == .needsReview)
        state.reduce(.markReviewed)
        state.reduce(.answer("y"))
        #expect(unit(state, "Feeder", "fr")?.state == .translated)
        #expect(unit(state, "Winter", "fr")?.state == .translated)
        #expect(state.marks.isEmpty)
        state.reduce(.undo)
        #expect(unit(state, "Feeder", "fr")?.state == .needsReview)
        #expect(unit(state, "Winter", "fr")?.state == .needsReview)
    }

    @Test("Alt-r over the filter: every shown string after a confirmation naming the count")
    func bulkOverFilter() {
        var state = state(selecting: "Feeder", in: "de")
        state.reduce(.startFilter)
        state.reduce(.filterType("photo"))
        state.reduce(.filterAccept)
        #expect(state.visibleRows.count == 2)
        state.reduce(.markAllShownForReview)
        #expect(state.prompt?.question == "Mark 1 string for review in German? (the other 1 string of the 2 has nothing translated)")
        state.reduce(.cancelPrompt)
        #expect(!state.document.isModified)
        state.reduce(.markAllShownReviewed)
        state.reduce(.answer("Y"))
        #expect(unit(state, "Photo 2", "de")?.state == .translated)
        #expect(state.message?.text == "1 string is now translated")
        state.reduce(.undo)
        #expect(unit(state, "Photo 2", "de")?.state == .needsReview)
    }

    @Test("Adding a manual string takes a key, a source value and a comment; the key must be new")
    func addString() {
        var state = state(selecting: "Feeder")
        state.reduce(.addString)
        state.reduce(.field(.insert("Feeder")))
        state.reduce(.fieldCommit)
        #expect(state.session?.error == "A string with this key exists already")
        type("Bird bath", into: &state)
        state.reduce(.fieldCommit)
        #expect(state.session?.target == .newSourceValue(key: "Bird bath"))
        // The source text starts empty, so typing writes it; it cannot stay empty; Ctrl-O
        // copies the key.
        #expect(state.session?.field.text == "")
        state.reduce(.fieldCommit)
        #expect(state.session?.target == .newSourceValue(key: "Bird bath"))
        #expect(state.session?.error == "The English text cannot be empty (Ctrl-O copies the key)")
        state.reduce(.fieldCopySource)
        #expect(state.session?.field.text == "Bird bath" && state.session?.field.cursor == 9)
        #expect(state.session?.error == nil)
        type("Bird bath 🛁", into: &state)
        state.reduce(.fieldCommit)
        state.reduce(.field(.insert("Shop item")))
        state.reduce(.fieldCommit)
        let added = string(state, "Bird bath")
        #expect(added?.extractionState == .manual)
        #expect(added?.comment == "Shop item")
        #expect(unit(state, "Bird bath", "en") == StringUnit(state: .translated, value: "Bird bath 🛁"))
        #expect(state.selectedString?.key == "Bird bath")
        state.reduce(.undo)
        #expect(string(state, "Bird bath") == nil)
        // Esc at any step adds nothing.
        state.reduce(.addString)
        state.reduce(.field(.insert("Other")))
        state.reduce(.fieldCommit)
        state.reduce(.fieldCancel)
        #expect(string(state, "Other") == nil)
    }

    @Test("d deletes after asking; D deletes every stale string after asking; undo restores")
    func delete() {
        var state = state(selecting: "Garden")
        state.reduce(.deleteString)
        #expect(state.prompt?.question.hasPrefix("Delete “Garden” in every language?") == true)
        state.reduce(.answer("y"))
        #expect(string(state, "Garden") == nil)
        state.reduce(.undo)
        #expect(string(state, "Garden")?.comment == "Tab name")
        state.reduce(.deleteStaleStrings)
        #expect(state.prompt?.question == "Delete the stale string “Old label”?")
        state.reduce(.answer("y"))
        #expect(string(state, "Old label") == nil)
        state.reduce(.deleteStaleStrings)
        #expect(state.prompt == nil)
        #expect(state.message?.text == "No stale strings in Localizable.xcstrings")
        state.reduce(.undo)
        #expect(string(state, "Old label")?.isStale == true)
    }

    @Test("c edits the comment; t toggles don't translate; M manual; K renames manual strings only")
    func stringProperties() {
        var state = state(selecting: "Garden")
        state.reduce(.editComment)
        #expect(state.session?.field.text == "Tab name")
        type("Tab bar item", into: &state)
        state.reduce(.fieldCommit)
        #expect(string(state, "Garden")?.comment == "Tab bar item")
        state.reduce(.toggleDoNotTranslate)
        #expect(string(state, "Garden")?.shouldTranslate == false)
        state.reduce(.renameKey)
        #expect(state.session == nil)
        #expect(state.message?.kind == .error)
        state.reduce(.toggleManual)
        #expect(string(state, "Garden")?.extractionState == .manual)
        state.reduce(.renameKey)
        // An empty key keeps the field open with the reason, as a duplicate key does.
        state.reduce(.field(.deleteToEnd))
        state.reduce(.fieldCommit)
        #expect(state.session?.target == .renameKey(key: "Garden"))
        #expect(state.session?.error == "A key cannot be empty")
        type("Garden tab", into: &state)
        state.reduce(.fieldCommit)
        #expect(string(state, "Garden") == nil)
        #expect(string(state, "Garden tab")?.comment == "Tab bar item")
        #expect(state.selectedString?.key == "Garden tab")
        for _ in 0..<4 { state.reduce(.undo) }
        #expect(state.catalog == EditorFixtures.document().catalog)
        #expect(!state.document.isModified)
    }

    @Test("e hands the value to an external editor with context lines; the result is committed")
    func externalEditor() {
        var state = state(selecting: "Feeder")
        let effects = state.reduce(.editExternally)
        guard case .editExternally(let value, let context)? = effects.first else {
            Issue.record("no external edit effect")
            return
        }
        #expect(value == "Mangeoire")
        #expect(context.contains("Key: Feeder"))
        #expect(context.contains("English: Feeder"))
        state.reduce(.externalEditFinished(.edited("Mangeoire\nà graines")))
        #expect(unit(state, "Feeder", "fr") == StringUnit(state: .translated, value: "Mangeoire\nà graines"))
        state.reduce(.editExternally)
        state.reduce(.externalEditFinished(.failed("vi exited with status 1; value unchanged")))
        #expect(state.message == StatusMessage("vi exited with status 1; value unchanged", kind: .error))
        #expect(unit(state, "Feeder", "fr")?.value == "Mangeoire\nà graines")
    }

    @Test("Ctrl-S asks the run loop to save what changed; success clears the modified mark")
    func save() throws {
        var state = state(selecting: "Feeder")
        #expect(state.reduce(.save).isEmpty)
        #expect(state.message?.text == "No changes to save")
        state.reduce(.markReviewed)
        #expect(state.reduce(.save) == [.save(state.saveRequest([0], force: false))])
        state.reduce(.saveFinished(document: 0, outcome: .failed("disk full")))
        #expect(state.message?.kind == .error)
        #expect(state.document.isModified)
        let fingerprint = try fingerprintOfSomeFile()
        state.reduce(.saveFinished(document: 0, outcome: .saved(fingerprint)))
        #expect(!state.document.isModified)
        #expect(state.message?.text == "Saved Localizable.xcstrings")
        // Undoing past the save point is a change again.
        state.reduce(.undo)
        #expect(state.document.isModified)
    }

    @Test("A file changed on disk: the save asks to merge, overwrite, reload or cancel")
    func changedOnDisk() throws {
        var state = state(selecting: "Feeder")
        state.reduce(.markReviewed)
        state.reduce(.saveFinished(document: 0, outcome: .changedOnDisk))
        #expect(state.prompt?.choices.map(\.key) == ["m", "o", "r", "c"])
        #expect(state.reduce(.answer("o")) == [.save(state.saveRequest([0], force: true))])
        state.reduce(.saveFinished(document: 0, outcome: .changedOnDisk))
        state.reduce(.answer("c"))
        #expect(state.document.isModified)
        state.reduce(.saveFinished(document: 0, outcome: .changedOnDisk))
        #expect(state.reduce(.answer("r")) == [.reload([state.file(of: 0)])])
        var external = EditorFixtures.document().catalog
        external.removeString("Winter")
        state.reduce(.reloadFinished(document: 0, outcome: .loaded(external, try fingerprintOfSomeFile())))
        #expect(state.catalog == external)
        #expect(!state.document.isModified)
        #expect(!state.document.history.canUndo)
    }

    @Test("q: quits at once without changes; with changes asks save, discard or cancel")
    func quit() throws {
        var state = state(selecting: "Feeder")
        #expect(state.reduce(.quit) == [.quit])
        state.reduce(.markReviewed)
        #expect(state.reduce(.quit).isEmpty)
        #expect(state.prompt?.choices.map(\.key) == ["s", "d", "c"])
        state.reduce(.answer("c"))
        #expect(state.prompt == nil)
        state.reduce(.quit)
        #expect(state.reduce(.answer("x")) == [.bell])
        #expect(state.reduce(.answer("d")) == [.quit])
        state.reduce(.quit)
        #expect(state.reduce(.answer("s")) == [.save(state.saveRequest([0], force: false))])
        #expect(state.reduce(.saveFinished(document: 0, outcome: .saved(try fingerprintOfSomeFile()))) == [.quit])
    }

    @Test("Clicking a translation cell selects the row and edits it")
    func clickToEdit() {
        var state = EditorFixtures.state()
        state.reduce(.editVisibleRow(3))
        #expect(state.session?.target == .value(key: "Garden", language: "fr", form: .root))
    }

    @Test("Undo reaches back more than 1,000 steps")
    func longHistory() {
        var state = state(selecting: "Feeder")
        let original = state.catalog
        state.reduce(.toggleMoveOn)
        for i in 0..<1_200 {
            state.reduce(.edit)
            type("Mangeoire \(i)", into: &state)
            state.reduce(.fieldCommit)
        }
        #expect(unit(state, "Feeder", "fr")?.value == "Mangeoire 1199")
        for _ in 0..<1_200 { state.reduce(.undo) }
        #expect(state.catalog == original)
        #expect(state.reduce(.undo) == [.bell])
    }

    @Test("A recovery copy found at start: restore (then a save removes it), keep, or delete")
    func recovery() throws {
        var recovered = EditorFixtures.document().catalog
        recovered.modifyEntry(key: "Feeder") { $0.setValue("Mangeoire gardée", language: "fr") }
        recovered.removeString("Winter")
        let copy = RecoveredChanges(document: 0, path: "/project/Localizable.xcstrings.xcedit-recovery", modified: Date(timeIntervalSince1970: 0), catalog: recovered)
        var state = EditorState(documents: [EditorFixtures.document()], width: 100, height: 30, recoveries: [copy])
        #expect(state.prompt?.question.contains("unsaved changes to Localizable.xcstrings: 2 strings") == true)
        #expect(state.prompt?.choices.map(\.key) == ["r", "k", "d"])
        state.reduce(.answer("r"))
        #expect(state.prompt == nil)
        #expect(state.catalog == recovered)
        #expect(state.document.isModified)
        #expect(state.reduce(.saveFinished(document: 0, outcome: .saved(try fingerprintOfSomeFile()))) == [.deleteFile(copy.path)])
        state.reduce(.undo)
        #expect(state.catalog == EditorFixtures.document().catalog)

        state = EditorState(documents: [EditorFixtures.document()], width: 100, height: 30, recoveries: [copy, copy])
        #expect(state.reduce(.answer("k")).isEmpty)
        #expect(state.catalog == EditorFixtures.document().catalog)
        #expect(state.prompt != nil, "the second copy is asked about next")
        #expect(state.reduce(.answer("d")) == [.deleteFile(copy.path)])
        #expect(state.prompt == nil)
        #expect(!state.document.isModified)
    }

    func fingerprintOfSomeFile() throws -> FileFingerprint {
        try CatalogFile.open(RandomEditTests.sample.path).fingerprint
    }
}
