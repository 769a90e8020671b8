import Testing
@testable import CatalogEditor
import StringCatalogKit

@Suite("Translating: next problem, go to a key, copy, Enter that moves on, where the editor opens")
struct TranslatingReducerTests {
    /// The editing tests' editor on a string in a language.
    func state(selecting key: String, in language: String = "fr", checker: CatalogChecker? = nil, document: Document = EditorFixtures.document()) -> EditorState {
        EditingReducerTests().state(selecting: key, in: language, checker: checker, document: document)
    }

    /// Strings with and without problems in French: a missing placeholder (error), a
    /// trailing space (warning), a translation equal to the source (info only).
    static func problemDocument() -> Document {
        var catalog = StringCatalog(sourceLanguage: "en")
        func add(_ key: String, _ french: String, _ state: TranslationState = .translated) {
            catalog.insert(CatalogString(key: key, localizations: KeyedList([
                ("en", Localization(key, state: .translated)), ("fr", Localization(french, state: state)),
            ])))
        }
        add("%lld birds", "oiseaux")
        add("Alpha", "Alpha")
        add("Bird seed", "Graines ")
        add("Cancel", "Annuler")
        add("Done", "Terminé", .new)
        add("Hello %@", "Bonjour %@")
        return Document(path: "/p/Localizable.xcstrings", catalog: catalog)
    }

    func key(_ state: EditorState) -> String? { state.selectedString?.key }

    @Test("x and X go to the next and previous string with an error or a warning, naming it, wrapping")
    func nextProblem() {
        var state = state(selecting: "Alpha", checker: CatalogChecker(), document: Self.problemDocument())
        #expect(state.reduce(.nextProblem) == [])
        #expect(key(state) == "Bird seed")
        #expect(state.message?.text.hasPrefix("warning: ") == true)
        state.reduce(.nextProblem)
        #expect(key(state) == "%lld birds")
        #expect(state.message?.text.hasPrefix("Wrapped to the top · error: ") == true)
        #expect(state.message?.text.contains("%lld") == true)
        state.reduce(.previousProblem)
        #expect(key(state) == "Bird seed")
        #expect(state.message?.text.hasPrefix("Wrapped to the bottom · ") == true)
        // The info-only string is no problem; without errors or warnings x rings.
        var clean = self.state(selecting: "Bird food", checker: CatalogChecker(), document: EditorFixtures.document())
        #expect(clean.reduce(.nextProblem) == [.bell])
        #expect(clean.message?.text == "No errors or warnings in French here")
    }

    @Test(": then the beginning of a key selects the first shown key that starts so; Esc goes back, Enter stays")
    func goToKey() {
        var state = state(selecting: "Garden")
        state.reduce(.startGoToKey)
        #expect(state.goToKey?.text == "")
        state.reduce(.goToKeyType("ph"))
        #expect(key(state) == "Photo 2")
        state.reduce(.goToKeyType("oto 1"))
        #expect(key(state) == "Photo 10")
        state.reduce(.goToKeyDeleteBackward)
        state.reduce(.goToKeyDeleteBackward)
        #expect(key(state) == "Photo 2")
        // Case and accents do not matter, as in the filter.
        for _ in 0..<5 { state.reduce(.goToKeyDeleteBackward) }
        #expect(state.goToKey?.text == "")
        state.reduce(.goToKeyType("SEANCE"))
        #expect(key(state) == "Séance")
        state.reduce(.goToKeyCancel)
        #expect(state.goToKey == nil)
        #expect(key(state) == "Garden")
        // No match: the selection stays and Enter says so.
        state.reduce(.startGoToKey)
        state.reduce(.goToKeyType("ne"))
        #expect(key(state) == "Nest box")
        state.reduce(.goToKeyType("xyz"))
        #expect(state.goToKey?.found == false)
        #expect(key(state) == "Nest box")
        state.reduce(.goToKeyAccept)
        #expect(state.goToKey == nil)
        #expect(key(state) == "Nest box")
        #expect(state.message?.kind == .error)
    }

    @Test("Going to a key looks only at the rows shown, in table order")
    func goToKeyShownRows() {
        var state = state(selecting: "Garden")
        state.reduce(.startFilter)
        state.reduce(.filterType("photo"))
        state.reduce(.filterAccept)
        state.reduce(.startGoToKey)
        state.reduce(.goToKeyType("photo"))
        #expect(key(state) == "Photo 2")
        state.reduce(.goToKeyType(" 1"))
        #expect(key(state) == "Photo 10")
        state.reduce(.goToKeyAccept)
        state.reduce(.startGoToKey)
        state.reduce(.goToKeyType("garden"))
        #expect(state.goToKey?.found == false)
    }

    @Test("y copies the value shown, or the inspector's form, through an effect; nothing to copy rings")
    func copy() {
        var state = state(selecting: "Feeder")
        #expect(state.reduce(.copyValue) == [.copyToClipboard("Mangeoire")])
        #expect(state.message?.text.hasPrefix("Copied the French value of “Feeder”") == true)
        state.select(key: "Garden")
        #expect(state.reduce(.copyValue) == [.bell])
        #expect(state.message?.kind == .error)
        state.reduce(.selectLanguage("en"))
        #expect(state.reduce(.copyValue) == [.copyToClipboard("Garden")])

        var plural = self.state(selecting: "%lld birds", in: "en", document: EditingReducerTests.pluralDocument())
        plural.reduce(.focus(.inspector))
        plural.reduce(.moveDown)
        #expect(plural.reduce(.copyValue) == [.copyToClipboard("%lld birds")])
        plural.reduce(.moveUp)
        #expect(plural.reduce(.copyValue) == [.copyToClipboard("%lld bird")])
    }

    @Test("A value too long for the terminal's clipboard is refused with a word")
    func copyTooLong() {
        var catalog = StringCatalog(sourceLanguage: "en")
        let long = String(repeating: "é", count: EditorState.clipboardLimit)
        catalog.insert(CatalogString(key: "Long", localizations: KeyedList([("en", Localization(long, state: .translated))])))
        var state = EditorState(documents: [Document(path: "/p/L.xcstrings", catalog: catalog)], width: 100, height: 30)
        #expect(state.reduce(.copyValue) == [.bell])
        #expect(state.message?.text.hasPrefix("Too long for the terminal's clipboard") == true)
    }

    @Test("Enter commits and opens the next string to do; w switches it; the source language stays")
    func enterMovesOn() {
        var state = state(selecting: "Feeder")
        #expect(state.movesOnAfterCommit)
        state.reduce(.edit)
        state.reduce(.fieldCommit)
        // Feeder (needs review) is confirmed; the next to do is Garden (no French yet).
        #expect(state.badge(of: state.catalog.index(ofKey: "Feeder")!) == .translated)
        #expect(state.session?.target == .value(key: "Garden", language: "fr", form: .root))
        #expect(key(state) == "Garden")
        state.reduce(.field(.insert("Jardin")))
        state.reduce(.fieldCommit)
        #expect(state.session?.target == .value(key: "Nest box", language: "fr", form: .root))
        state.reduce(.fieldCommit)
        #expect(state.session?.target == .value(key: "Winter", language: "fr", form: .root))
        state.reduce(.fieldCommit)
        #expect(state.session == nil)
        #expect(state.message?.text == "Nothing left to do in French here")
        #expect(state.document.progress(of: "fr")?.translated == 8)

        // From the last string to do, it wraps to the first; w switches it off.
        var wrapping = self.state(selecting: "Winter")
        wrapping.reduce(.edit)
        wrapping.reduce(.fieldCommit)
        #expect(wrapping.session?.target == .value(key: "Feeder", language: "fr", form: .root))
        #expect(wrapping.message?.text == "Wrapped to the top")
        wrapping.reduce(.fieldCancel)
        wrapping.reduce(.toggleMoveOn)
        #expect(!wrapping.movesOnAfterCommit)
        #expect(wrapping.message?.text.hasPrefix("Enter now saves and stays") == true)
        wrapping.reduce(.edit)
        wrapping.reduce(.fieldCommit)
        #expect(wrapping.session == nil)
        #expect(key(wrapping) == "Feeder")
        wrapping.reduce(.toggleMoveOn)
        #expect(wrapping.movesOnAfterCommit)

        var source = self.state(selecting: "Garden", in: "en")
        source.reduce(.edit)
        source.reduce(.field(.insert("The ")))
        source.reduce(.fieldCommit)
        #expect(source.session == nil)
        #expect(source.message?.text.hasPrefix("Source changed") == true)
    }

    @Test("Enter moves on to the next form still to do of the same string first")
    func enterMovesOnThroughForms() {
        var state = state(selecting: "%lld birds", in: "uk", document: EditingReducerTests.pluralDocument())
        state.reduce(.edit)
        #expect(state.session?.target == .value(key: "%lld birds", language: "uk", form: FormPath(plural: "one")))
        state.reduce(.field(.insert("%lld птах")))
        state.reduce(.fieldCommit)
        #expect(state.session?.target == .value(key: "%lld birds", language: "uk", form: FormPath(plural: "few")))
        for text in ["%lld птахи", "%lld птахів", "%lld птаха"] {
            state.reduce(.field(.insert(text)))
            state.reduce(.fieldCommit)
        }
        // Every form done: on to the next string to do (Hello, new in Ukrainian).
        #expect(state.session?.target == .value(key: "Hello", language: "uk", form: .root))
        state.reduce(.field(.insert("Привіт")))
        state.reduce(.fieldCommit)
        #expect(state.session == nil)
        #expect(state.message?.text == "Nothing left to do in Ukrainian here")
    }

    @Test("Under the needs-work filter the committed string leaves the table and the next one is not skipped")
    func enterMovesOnUnderFilter() {
        var state = state(selecting: "Feeder")
        while state.stateFilter != .needsWork { state.reduce(.cycleStateFilter) }
        #expect(state.visibleRows.map { state.catalog.strings[$0.string].key } == ["Feeder", "Garden", "Nest box", "Winter"])
        state.select(key: "Feeder")
        state.reduce(.edit)
        state.reduce(.fieldCommit)
        #expect(state.visibleRows.map { state.catalog.strings[$0.string].key } == ["Garden", "Nest box", "Winter"])
        #expect(state.session?.target == .value(key: "Garden", language: "fr", form: .root))
    }

    @Test("In the inspector Enter stays on the form the translator chose")
    func enterStaysInInspector() {
        var state = state(selecting: "Nest box")
        state.reduce(.focus(.inspector))
        state.reduce(.edit)
        state.reduce(.fieldCommit)
        #expect(state.session == nil)
        #expect(key(state) == "Nest box")
    }

    @Test("A value or a comment opens with the cursor at its start; Up and Down move over the rows the renderer wraps to")
    func fieldOpensAtStart() {
        var state = state(selecting: "Feeder")
        state.reduce(.edit)
        #expect(state.session?.field.text == "Mangeoire" && state.session?.field.cursor == 0)
        state.reduce(.fieldCancel)
        state.select(key: "Garden")
        state.reduce(.editComment)
        #expect(state.session?.field.text == "Tab name" && state.session?.field.cursor == 0)
        state.reduce(.fieldCancel)
        // A long value: Down goes one wrapped row further, keeping the column, at the wrap
        // width the renderer reports (`ContentMetrics.fieldWrapWidth`).
        let width = 23
        let metrics = ContentMetrics(inspectorForms: { _ in [] }, helpScrollLimit: { _ in 0 }, fieldWrapWidth: { $0.session == nil ? nil : width })
        state = EditorState(documents: state.documents, language: "fr", width: 100, height: 30, metrics: metrics)
        state.select(key: "Garden")
        state.reduce(.edit)
        state.reduce(.field(.deleteToEnd))
        state.reduce(.field(.insert(String(repeating: "abcd ", count: width))))
        state.reduce(.field(.moveToStart))
        state.reduce(.field(.moveRight))
        state.reduce(.field(.moveDown))
        let rows = state.session!.field.wrappedRows(width: width, widthOf: TextField.oneColumn)
        #expect(rows.count > 2)
        #expect(state.session?.field.cursor == rows[1].range.lowerBound + 1)
    }

    @Test("--lang opens on that language, in the catalog preferred when it has it, else the first that has it")
    func opening() throws {
        let documents = [EditorFixtures.document(), EditingReducerTests.pluralDocument()]
        #expect(EditorState.language(matching: "FR", in: documents[0]) == "fr")
        #expect(EditorState.language(matching: "ja", in: documents[0]) == nil)
        #expect(EditorState.opening("UK", in: documents, preferring: 1)! == (1, "uk"))
        #expect(EditorState.opening("de", in: documents, preferring: 1)! == (0, "de"))
        #expect(EditorState.opening("ja", in: documents, preferring: 0) == nil)
        let state = EditorState(documents: documents, current: 1, language: "de", width: 100, height: 30)
        #expect(state.current == 0 && state.language == "de")
        #expect(state.catalogsWithSelectedLanguage == ["/project/Localizable.xcstrings"])
        #expect(!EditorState(documents: documents, movesOnAfterCommit: false, width: 100, height: 30).movesOnAfterCommit)
        let unknown = EditorState(documents: documents, language: "ja", width: 100, height: 30)
        #expect(unknown.language == "fr")
        // What the run loop asks before the screen starts.
        #expect(try EditorState.startingLanguage(requested: "DE", remembered: { _ in "uk" }, in: documents).get() == "DE")
        #expect(try EditorState.startingLanguage(requested: nil, remembered: { $0 == "/project/Localizable.xcstrings" ? "uk" : nil }, in: documents).get() == "uk")
        #expect(EditorState.startingLanguage(requested: "ja", remembered: { _ in nil }, in: documents)
                == .failure(EditorState.UnknownLanguage(code: "ja", known: ["de", "en", "fr", "uk"])))
        let french = EditorState(documents: documents, current: 1, language: "fr", width: 100, height: 30)
        #expect(french.catalogsWithSelectedLanguage == ["/project/Localizable.xcstrings", "/p/Localizable.xcstrings"])
    }
}
