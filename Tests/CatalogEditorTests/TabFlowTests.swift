import Testing
@testable import CatalogEditor
import StringCatalogKit

/// Tab through every form of a string: each substitution's plural forms, device × plural
/// forms, also in a language that lacks what the source has; the field never closes by
/// itself; the live check while the flow has not reached a substitution yet.
@Suite("Editor reducer: the Tab flow over every form")
struct TabFlowTests {
    static let key = "%lld birds at %lld feeders"

    /// English with the substitutions birds and feeders (argument 1 and 2); Bulgarian with a
    /// plain value only, as on a real catalog; no Arabic yet.
    static func document() -> Document {
        func substitution(_ argument: Int, _ one: String, _ other: String) -> Substitution {
            Substitution(argNum: argument, formatSpecifier: "lld", variations: Variations(plural: KeyedList([
                ("one", Localization(one, state: .translated)),
                ("other", Localization(other, state: .translated)),
            ])))
        }
        var english = Localization("%#@birds@ at %#@feeders@", state: .translated)
        english.substitutions = KeyedList([
            ("birds", substitution(1, "%arg bird", "%arg birds")),
            ("feeders", substitution(2, "%arg feeder", "%arg feeders")),
        ])
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.insert(CatalogString(key: key, localizations: KeyedList([
            ("bg", Localization("%lld птици на %lld хранилки", state: .translated)),
            ("en", english),
        ])))
        return Document(path: "/p/Localizable.xcstrings", catalog: catalog, projectLanguages: ["ar", "bg"])
    }

    func state(_ language: String, document: Document = TabFlowTests.document()) -> EditorState {
        var state = EditorState(documents: [document], width: 100, height: 30, checker: CatalogChecker())
        state.reduce(.selectLanguage(language))
        state.select(key: document.catalog.strings[0].key)
        return state
    }

    func type(_ text: String, into state: inout EditorState) {
        // A field opens with the cursor at the start: from the end, the line goes.
        state.reduce(.field(.moveToEnd))
        state.reduce(.field(.deleteToStart))
        state.reduce(.field(.insert(text)))
    }

    func errors(_ state: EditorState, _ language: String) -> [Problem] {
        let context = CheckContext(for: state.catalog, languages: [language])
        return CatalogChecker().problems(in: state.catalog.strings[0], context: context).filter { $0.severity == .error }
    }

    @Test("Arabic without the string: Tab walks the value, then all six forms of birds, then all six of feeders")
    func bothSubstitutionsInArabic() throws {
        var state = state("ar")
        let categories = ["zero", "one", "two", "few", "many", "other"]
        let expected = [FormPath.root] + categories.map { FormPath(substitution: "birds", plural: $0) }
            + categories.map { FormPath(substitution: "feeders", plural: $0) }
        #expect(state.selectedStringForms == expected)
        state.reduce(.edit)
        var visited: [FormPath] = []
        for form in expected {
            guard case .value(_, _, let at)? = state.session?.target else { Issue.record("the field closed before \(form)"); return }
            visited.append(at)
            let text = at.isRoot ? "%#@birds@ عند %#@feeders@" : "%arg \(at.substitution!) \(at.plural!)"
            type(text, into: &state)
            state.reduce(.fieldCommitAndMove(1))
        }
        #expect(visited == expected)
        // Still open on the last form, which says so.
        #expect(state.session?.target == .value(key: Self.key, language: "ar", form: FormPath(substitution: "feeders", plural: "other")))
        #expect(state.message?.text.hasPrefix("That is the last form") == true)
        state.reduce(.fieldCommit)
        #expect(state.session == nil)
        let arabic = try #require(state.catalog.strings[0].localization(for: "ar"))
        #expect(arabic.substitutions?.keys == ["birds", "feeders"])
        #expect(arabic.substitutions?["feeders"]?.argNum == 2 && arabic.substitutions?["feeders"]?.formatSpecifier == "lld")
        #expect(arabic.substitutions?["feeders"]?.variations?.plural?["few"]?.stringUnit == StringUnit(state: .translated, value: "%arg feeders few"))
        #expect(errors(state, "ar").isEmpty, "\(errors(state, "ar"))")
        #expect(state.badge(of: 0) == .translated)
    }

    @Test("Bulgarian with a plain value: the source's substitutions are still reached")
    func languageWithoutTheSubstitutions() {
        var state = state("bg")
        #expect(state.selectedStringForms == [.root] + ["birds", "feeders"].flatMap { name in ["one", "other"].map { FormPath(substitution: name, plural: $0) } })
        // Enter opens the first form to do; Shift-Tab goes back to the value.
        state.reduce(.edit)
        #expect(state.session?.target == .value(key: Self.key, language: "bg", form: FormPath(substitution: "birds", plural: "one")))
        state.reduce(.fieldCommitAndMove(-1))
        #expect(state.session?.target == .value(key: Self.key, language: "bg", form: .root))
        type("%#@birds@ на %#@feeders@", into: &state)
        for text in ["%arg птица", "%arg птици", "%arg хранилка", "%arg хранилки"] {
            state.reduce(.fieldCommitAndMove(1))
            type(text, into: &state)
        }
        #expect(state.session?.target == .value(key: Self.key, language: "bg", form: FormPath(substitution: "feeders", plural: "other")))
        state.reduce(.fieldCommit)
        #expect(errors(state, "bg").isEmpty, "\(errors(state, "bg"))")
    }

    @Test("Shift-Tab at the first form keeps the field open there")
    func shiftTabAtTheFirstForm() {
        var state = state("ar")
        state.reduce(.edit)
        state.reduce(.fieldCommitAndMove(-1))
        #expect(state.session?.target == .value(key: Self.key, language: "ar", form: .root))
        #expect(state.message?.text.hasPrefix("That is the first form") == true)
        // What is typed next goes into the field.
        state.reduce(.field(.insert("a")))
        #expect(state.session?.field.text == "a")
    }

    @Test("A plain string: Tab saves and stays, so a letter typed next is text, not a command")
    func plainStringStaysOpen() {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.insert(CatalogString(key: "Done", localizations: KeyedList([("en", Localization("Done", state: .translated))])))
        var state = state("fr", document: Document(path: "/p/A.xcstrings", catalog: catalog, projectLanguages: ["fr"]))
        state.reduce(.edit)
        state.reduce(.field(.insert("Terminé")))
        state.reduce(.fieldCommitAndMove(1))
        #expect(state.catalog.strings[0].localization(for: "fr")?.stringUnit == StringUnit(state: .translated, value: "Terminé"))
        #expect(state.session?.target == .value(key: "Done", language: "fr", form: .root))
        state.reduce(.field(.insert("a")))
        #expect(state.session?.field.text == "Terminéa")
        #expect(state.overlay == nil && state.prompt == nil)
    }

    @Test("Device × plural: every device's every category, in a language that has none yet")
    func deviceTimesPlural() {
        var english = Localization()
        func plural(_ text: String) -> Localization {
            Localization(variations: Variations(plural: KeyedList([
                ("one", Localization("\(text) one", state: .translated)),
                ("other", Localization("\(text) other", state: .translated)),
            ])))
        }
        english.variations = Variations(device: KeyedList([("mac", plural("Click")), ("other", plural("Tap"))]))
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.insert(CatalogString(key: "%lld birds", localizations: KeyedList([("en", english)])))
        var state = state("uk", document: Document(path: "/p/A.xcstrings", catalog: catalog, projectLanguages: ["uk"]))
        let expected = ["mac", "other"].flatMap { device in ["one", "few", "many", "other"].map { FormPath(device: device, plural: $0) } }
        #expect(state.selectedStringForms == expected)
        state.reduce(.edit)
        var visited: [FormPath] = []
        for _ in expected {
            guard case .value(_, _, let at)? = state.session?.target else { break }
            visited.append(at)
            type("\(at.device!) \(at.plural!)", into: &state)
            state.reduce(.fieldCommitAndMove(1))
        }
        #expect(visited == expected)
        state.reduce(.fieldCancel)
        #expect(errors(state, "uk").isEmpty, "\(errors(state, "uk"))")
    }

    @Test("Live check: a substitution not reached yet is to do, not an error; an untouched empty form is not an error")
    func liveCheckBeforeTheFlowGetsThere() {
        var state = state("ar")
        state.reduce(.edit)
        // Untouched and empty: nothing is "marked translated" yet.
        #expect(!state.fieldProblems().contains { $0.checkID == "empty-translation" })
        type("%#@birds@ عند %#@feeders@", into: &state)
        let problems = state.fieldProblems()
        #expect(!problems.contains { $0.severity == .error }, "\(problems)")
        #expect(problems.contains { $0.severity == .info && $0.message.hasPrefix("to do: the forms of birds") })
        #expect(problems.contains { $0.severity == .info && $0.message.hasPrefix("to do: the forms of feeders") })
        // A name the source does not have either stays an error.
        type("%#@birds@ %#@perches@", into: &state)
        #expect(state.fieldProblems().contains { $0.severity == .error && $0.message.contains("perches") })
        // A translation emptied by the translator would be committed empty: that it says.
        var bulgarian = self.state("bg")
        bulgarian.reduce(.edit)
        bulgarian.reduce(.fieldCommitAndMove(-1))
        bulgarian.reduce(.field(.moveToEnd))
        bulgarian.reduce(.field(.deleteToStart))
        #expect(bulgarian.fieldProblems().contains { $0.checkID == "empty-translation" })
    }

    @Test("While only the first substitution's forms are typed the string is to do: badge, progress and the to-do filter agree")
    func partlyTypedSubstitutionsAreToDo() throws {
        var state = state("ar")
        state.reduce(.edit)
        type("%#@birds@ عند %#@feeders@", into: &state)
        state.reduce(.fieldCommitAndMove(1))
        for category in ["zero", "one", "two", "few", "many", "other"] {
            type("%arg طائر \(category)", into: &state)
            state.reduce(.fieldCommitAndMove(1))
        }
        // The field is on feeders · zero: the translator stops here.
        #expect(state.session?.target == .value(key: Self.key, language: "ar", form: FormPath(substitution: "feeders", plural: "zero")))
        state.reduce(.fieldCancel)
        let arabic = try #require(state.catalog.strings[0].localization(for: "ar"))
        #expect(arabic.substitutions?.keys == ["birds"])
        #expect(state.badge(of: 0) == .new)
        let progress = try #require(state.document.progress(of: "ar"))
        #expect((progress.translated, progress.new) == (0, 1))
        state.reduce(.cycleStateFilter)
        #expect(state.stateFilter == .needsWork && state.visibleRows.map(\.string) == [0])
        for filter in StateFilter.allCases.dropFirst() where filter != .conflicts { state.reduce(.cycleStateFilter) }
        #expect(state.stateFilter == .all)
        // Enter goes on where the work is: the forms of feeders, which make it done.
        state.reduce(.edit)
        #expect(state.session?.target == .value(key: Self.key, language: "ar", form: FormPath(substitution: "feeders", plural: "zero")))
        for category in ["zero", "one", "two", "few", "many", "other"] {
            type("%arg مغذية \(category)", into: &state)
            state.reduce(.fieldCommitAndMove(1))
        }
        state.reduce(.fieldCommit)
        #expect(state.badge(of: 0) == .translated)
        #expect(state.document.progress(of: "ar").map { ($0.translated, $0.new) }! == (1, 0))
    }

    @Test("A translation that writes the numbers without substitutions is done: only the substitutions its value names must have forms")
    func plainTranslationOfSubstitutions() {
        let state = state("bg")
        #expect(state.badge(of: 0) == .translated)
    }
}
