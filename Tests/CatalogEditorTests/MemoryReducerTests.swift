import CatalogFiles
import Testing
@testable import CatalogEditor
import StringCatalogKit
import TranslationMemory

/// The translation memory in the editor: built and asked while idle, answers matched to
/// their questions, a match inserted as a `needs_review` draft in one undoable step, and
/// concordance search. The runtime's part is played here by the pure memory itself.
@Suite("Editor reducer: translation memory suggestions and concordance")
struct MemoryReducerTests {
    /// Shop has French translations; Home has strings like them, untranslated.
    static func documents() -> [Document] {
        var shop = StringCatalog(sourceLanguage: "en")
        shop.insert(CatalogString(key: "Welcome back, %@!", localizations: KeyedList([("fr", Localization("Bon retour, %@ !", state: .translated))])))
        shop.insert(CatalogString(key: "Feed the birds", localizations: KeyedList([("fr", Localization("Nourrir les oiseaux", state: .translated))])))
        shop.insert(CatalogString(key: "Unchecked draft", localizations: KeyedList([("fr", Localization("Brouillon", state: .needsReview))])))
        var home = StringCatalog(sourceLanguage: "en")
        home.insert(CatalogString(key: "Welcome back, %lld!", localizations: KeyedList([("fr", Localization("", state: .new))])))
        home.insert(CatalogString(key: "Feed the small birds"))
        home.insert(CatalogString(key: "Nothing like it"))
        home.insert(CatalogString(key: "Brand", shouldTranslate: false))
        return [Document(path: "/p/Home.xcstrings", catalog: home), Document(path: "/p/Shop.xcstrings", catalog: shop)]
    }

    /// The editor on Home in French, on `key`, its memory enabled.
    static func state(on key: String = "Welcome back, %lld!") -> EditorState {
        var state = EditorState(documents: documents(), current: 0, language: "fr", movesOnAfterCommit: false, width: 120, height: 40)
        state.enableTranslationMemory()
        state.select(key: key)
        return state
    }

    /// Plays the runtime: builds the memory the state asks for, answers its lookups and
    /// searches, until the state wants nothing more. Returns the effects it answered.
    @discardableResult
    static func settle(_ state: inout EditorState, built: inout (TranslationMemory, ConcordanceIndex)?, after effects: [Effect] = []) -> [Effect] {
        var answered: [Effect] = []
        var slices = 0
        var pending = effects
        while slices < 100 {
            if pending.isEmpty {
                guard state.hasWorkWhileIdle else { break }
                pending = state.reduce(.workWhileIdle)
                slices += 1
                continue
            }
            let effect = pending.removeFirst()
            answered.append(effect)
            switch effect {
            case .buildMemory(let catalogs, let generation):
                let units = catalogs.flatMap { $0.catalog.translationUnits(catalogPath: $0.path) }
                built = (TranslationMemory(units: units), ConcordanceIndex(units: units))
                pending += state.reduce(.memoryReady(units: units.count, files: catalogs.count, generation: generation, warning: nil))
            case .lookUpMemory(let question):
                let matches = built!.0.matches(for: question.sourceText, sourceLanguage: question.sourceLanguage, targetLanguage: question.language)
                pending += state.reduce(.memoryMatchesFound(question, matches))
            case .searchMemory(let query):
                let found = built!.1.search(query.text)
                pending += state.reduce(.concordanceFound(query, found.hits, total: found.total))
            default:
                break
            }
        }
        return answered
    }

    func frenchState(of key: String, in state: EditorState, document: Int = 0) -> (value: String?, state: TranslationState?) {
        let catalog = state.documents[document].catalog
        let unit = catalog.index(ofKey: key).flatMap { catalog.strings[$0].localization(for: "fr")?.stringUnit(at: .root) }
        return (unit?.value, unit?.state)
    }

    @Test("Idle builds the memory from every open catalog once, then asks for the selected string's matches")
    func buildsThenAsks() throws {
        var state = Self.state()
        #expect(state.memoryStatus == .wanted)
        // The question of where the code uses the keys comes first (another suite's).
        var first = state.reduce(.workWhileIdle)
        if case .findCodeUsages? = first.first { first = state.reduce(.workWhileIdle) }
        guard case .buildMemory(let catalogs, let generation)? = first.first else {
            Issue.record("expected a build, got \(first)")
            return
        }
        #expect(catalogs.map(\.path) == ["/p/Home.xcstrings", "/p/Shop.xcstrings"])
        #expect(generation == 1)
        #expect(state.memoryStatus == .loading)
        #expect(state.showsMemory)
        // Nothing more is asked of the memory while it builds (the other idle work goes on).
        var meanwhile: [Effect] = []
        while state.hasWorkWhileIdle { meanwhile += state.reduce(.workWhileIdle) }
        #expect(meanwhile.allSatisfy { if case .findCodeUsages = $0 { true } else { false } })
        // Only translated values teach the memory: the draft of Shop is left out.
        state.reduce(.memoryReady(units: 2, files: 2, generation: 1, warning: nil))
        #expect(state.memoryStatus == .ready(units: 2, files: 2, generation: 1))
        let question = try #require(state.memoryQuestion)
        #expect(question.sourceText == "Welcome back, %lld!" && question.language == "fr" && question.form == .root)
        var asked: [Effect] = []
        while state.hasWorkWhileIdle { asked += state.reduce(.workWhileIdle) }
        #expect(asked.filter { if case .findCodeUsages = $0 { false } else { true } } == [.lookUpMemory(question)])
    }

    @Test("1 writes the first match, placeholders mapped, needs_review, as one step that u undoes")
    func insertsAsDraft() throws {
        var state = Self.state()
        var built: (TranslationMemory, ConcordanceIndex)?
        Self.settle(&state, built: &built)
        let matches = try #require(state.memoryMatches)
        #expect(matches.first?.unit.targetText == "Bon retour, %@ !")
        #expect(matches.first?.unit.origin == UnitOrigin(catalogPath: "/p/Shop.xcstrings", key: "Welcome back, %@!", form: .root))
        #expect(state.reduce(.insertMemoryMatch(1)) == [])
        let written = frenchState(of: "Welcome back, %lld!", in: state)
        #expect(written.value == "Bon retour, %lld !")
        #expect(written.state == .needsReview)
        #expect(state.message?.text.contains("needs_review") == true)
        state.reduce(.undo)
        #expect(frenchState(of: "Welcome back, %lld!", in: state).value == "")
        #expect(frenchState(of: "Welcome back, %lld!", in: state).state == .new)
        state.reduce(.redo)
        #expect(frenchState(of: "Welcome back, %lld!", in: state).state == .needsReview)
    }

    @Test("In a value's field the match replaces the text; Enter then writes it needs_review, not translated")
    func insertsIntoField() throws {
        var state = Self.state()
        var built: (TranslationMemory, ConcordanceIndex)?
        Self.settle(&state, built: &built)
        state.reduce(.edit)
        state.reduce(.field(.insert("x")))
        state.reduce(.insertMemoryMatch(1))
        #expect(state.session?.field.text == "Bon retour, %lld !")
        state.reduce(.fieldCommit)
        #expect(state.session == nil)
        #expect(frenchState(of: "Welcome back, %lld!", in: state).value == "Bon retour, %lld !")
        #expect(frenchState(of: "Welcome back, %lld!", in: state).state == .needsReview)
        state.reduce(.undo)
        #expect(frenchState(of: "Welcome back, %lld!", in: state).value == "")
    }

    @Test("A fuzzy match: the differing words are known, and a number past the matches rings")
    func fuzzyAndOutOfRange() throws {
        var state = Self.state(on: "Feed the small birds")
        var built: (TranslationMemory, ConcordanceIndex)?
        Self.settle(&state, built: &built)
        let match = try #require(state.memoryMatches?.first)
        #expect(match.score < 100 && match.score >= 50)
        #expect(match.unit.targetText == "Nourrir les oiseaux")
        #expect(state.reduce(.insertMemoryMatch(2)) == [.bell])
        #expect(frenchState(of: "Feed the small birds", in: state).value == nil)
        #expect(state.reduce(.insertMemoryMatch(1)) == [])
        #expect(frenchState(of: "Feed the small birds", in: state).state == .needsReview)
    }

    @Test("An answer arriving after the cursor moved on is not shown for the new string; one of an earlier memory is dropped")
    func staleAnswers() throws {
        var state = Self.state()
        var built: (TranslationMemory, ConcordanceIndex)?
        Self.settle(&state, built: &built)
        state.select(key: "Feed the small birds")
        let asked = state.reduce(.workWhileIdle).filter { if case .findCodeUsages = $0 { false } else { true } }
        guard case .lookUpMemory(let question)? = asked.first else {
            Issue.record("expected a lookup, got \(asked)")
            return
        }
        // The user moves on before the answer arrives; it is kept for its own string only.
        state.select(key: "Nothing like it")
        let answer = built!.0.matches(for: question.sourceText, sourceLanguage: "en", targetLanguage: "fr")
        #expect(!answer.isEmpty)
        state.reduce(.memoryMatchesFound(question, answer))
        #expect(state.memoryMatches == nil)
        // A save makes a new memory; an answer to the old one's question is dropped.
        state.reduce(.saveFinished(document: 0, outcome: .saved(try CatalogFile.open(RandomEditTests.sample.path).fingerprint)))
        let rebuild = state.reduce(.workWhileIdle)
        guard case .buildMemory(_, let generation)? = rebuild.first else {
            Issue.record("expected a rebuild, got \(rebuild)")
            return
        }
        #expect(generation == 2)
        state.reduce(.memoryReady(units: 2, files: 2, generation: 2, warning: nil))
        state.select(key: "Feed the small birds")
        state.reduce(.memoryMatchesFound(question, answer))
        #expect(state.memoryMatches == nil)
        #expect(state.memoryQuestion?.generation == 2)
    }

    @Test("A translated string's own translation is not offered to it")
    func notItself() throws {
        var state = Self.state()
        var built: (TranslationMemory, ConcordanceIndex)?
        Self.settle(&state, built: &built)
        state.open(documentAt: 1)
        state.select(key: "Welcome back, %@!")
        Self.settle(&state, built: &built)
        #expect(state.document.path == "/p/Shop.xcstrings")
        let matches = try #require(state.memoryMatches)
        #expect(!matches.contains { $0.unit.origin.key == "Welcome back, %@!" })
    }

    @Test("No suggestions for the source language or a don't-translate string")
    func nothingToSuggest() throws {
        var state = Self.state(on: "Brand")
        var built: (TranslationMemory, ConcordanceIndex)?
        Self.settle(&state, built: &built)
        #expect(state.memoryQuestion == nil)
        #expect(!state.showsMemory)
        #expect(state.reduce(.insertMemoryMatch(1)) == [.bell])
        state.select(key: "Welcome back, %lld!")
        state.reduce(.selectLanguage("en"))
        #expect(state.memoryQuestion == nil)
        #expect(!state.showsMemory)
    }

    @Test("Ctrl-F in the filter searches the memory; ↓ and Enter go to the hit's string and language")
    func concordance() throws {
        var state = Self.state(on: "Nothing like it")
        var built: (TranslationMemory, ConcordanceIndex)?
        Self.settle(&state, built: &built)
        state.reduce(.startFilter)
        state.reduce(.filterType("OISEAU"))
        let asked = state.reduce(.startConcordance)
        #expect(state.filterText.isEmpty && !state.isEditingFilter)
        guard case .searchMemory(let query)? = asked.first else {
            Issue.record("expected a search, got \(asked)")
            return
        }
        #expect(query.text == "OISEAU")
        // A search typed over: the first answer is dropped, the second shown.
        let second = state.reduce(.concordanceType("X"))
        state.reduce(.concordanceFound(query, built!.1.search(query.text).hits, total: 1))
        #expect(state.concordance?.answered == nil)
        guard case .searchMemory(let query2)? = second.first else { return }
        state.reduce(.concordanceFound(query2, [], total: 0))
        #expect(state.concordance?.answered == "OISEAUX")
        #expect(state.concordance?.hits.isEmpty == true)
        Self.settle(&state, built: &built, after: state.reduce(.concordanceEdit(.deleteBackward)))
        var found = try #require(state.concordance)
        #expect(found.hits.map(\.text) == ["Nourrir les oiseaux"])
        #expect(found.hits[0].match == 12..<18)
        // Sources are searched too, in the source language.
        state.reduce(.concordanceEdit(.deleteToStart))
        Self.settle(&state, built: &built, after: state.reduce(.concordanceType("feed")))
        found = try #require(state.concordance)
        #expect(found.hits.map(\.language) == ["en"])
        state.reduce(.concordanceEdit(.deleteToStart))
        Self.settle(&state, built: &built, after: state.reduce(.concordanceType("bon")))
        #expect(state.concordance?.hits.map(\.text) == ["Bon retour, %@ !"])
        state.reduce(.concordanceMove(1))
        #expect(state.concordance?.selection == 0)
        state.reduce(.concordanceGo)
        #expect(state.concordance == nil)
        #expect(state.document.path == "/p/Shop.xcstrings")
        #expect(state.language == "fr")
        #expect(state.selectedString?.key == "Welcome back, %@!")
    }

    @Test("Esc leaves the concordance; Enter on a hit of a file not open here says so")
    func concordanceLeaveAndClosedFile() throws {
        var state = Self.state()
        var built: (TranslationMemory, ConcordanceIndex)?
        Self.settle(&state, built: &built)
        state.reduce(.startFilter)
        state.reduce(.startConcordance)
        Self.settle(&state, built: &built, after: state.reduce(.concordanceType("retour")))
        state.reduce(.concordanceLeave)
        #expect(state.concordance == nil)
        // A hit from memory.paths: not among the documents.
        state.reduce(.startFilter)
        state.reduce(.startConcordance)
        state.reduce(.concordanceType("z"))
        let query = try #require(state.concordance?.pending)
        let elsewhere = ConcordanceHit(origin: UnitOrigin(catalogPath: "/elsewhere/Other.xcstrings", key: "Zebra", form: .root), language: "fr", text: "Zèbre", match: 0..<1)
        state.reduce(.concordanceFound(query, [elsewhere], total: 1))
        #expect(state.reduce(.concordanceGo) == [.bell])
        #expect(state.message?.text == "“Zebra” is in Other.xcstrings, which is not open here")
        #expect(state.concordance != nil)
    }
}
