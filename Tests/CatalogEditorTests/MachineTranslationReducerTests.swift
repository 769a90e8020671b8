import MachineTranslation
import Testing
@testable import CatalogEditor
import StringCatalogKit

@Suite("Machine translation in the editor: T, the drafts as one step")
struct MachineTranslationReducerTests {
    let editing = EditingReducerTests()

    /// The job `T` sends for the selected (or marked) strings, from the effects.
    func job(_ effects: [Effect]) -> MachineTranslationJob? {
        guard case .machineTranslate(let job)? = effects.first else { return nil }
        return job
    }

    func draft(_ key: String, _ value: String, language: String = "fr") -> Draft {
        Draft(key: key, language: language, form: .root, value: value)
    }

    @Test("T sends the selected string to the provider and says so; a second T waits for the first")
    func start() throws {
        var state = editing.state(selecting: "Garden")
        let job = try #require(self.job(state.reduce(.machineTranslate)))
        #expect(job.language == "fr" && job.strings.map(\.key) == ["Garden"] && job.sourceLanguage == "en")
        #expect(state.machineTranslation == job)
        #expect(state.message?.text == "Translating “Garden” into French…")
        #expect(state.reduce(.machineTranslate) == [.bell])
        #expect(state.message?.text == "A machine translation into French is still running; one at a time")
    }

    @Test("Not in the source language, nor on a string not to translate")
    func refusals() {
        var source = editing.state(selecting: "Garden", in: "en")
        #expect(source.reduce(.machineTranslate) == [.bell])
        #expect(source.message?.kind == .error)
        var dontTranslate = editing.state(selecting: "Backyard Birds")
        #expect(dontTranslate.reduce(.machineTranslate) == [.bell])
        #expect(dontTranslate.message?.text == "“Backyard Birds” is not to be translated (don't translate, or stale)")
        #expect(dontTranslate.machineTranslation == nil)
    }

    @Test("Marked strings: a question first, naming how many; yes sends them, in the catalog's order")
    func marked() throws {
        var state = editing.state(selecting: "Garden")
        state.reduce(.toggleMark)
        state.select(key: "Backyard Birds")
        state.reduce(.toggleMark)
        state.select(key: "Bird food")
        state.reduce(.toggleMark)
        #expect(state.reduce(.machineTranslate) == [])
        #expect(state.prompt?.question == "Machine-translate 2 marked strings into French? Forms without a value get drafts to review")
        let job = try #require(self.job(state.reduce(.answer("y"))))
        #expect(job.strings.map(\.key) == ["Bird food", "Garden"])
        #expect(state.marks.isEmpty)
    }

    @Test("The drafts land as one undoable step, needs review, only in forms still without a value")
    func finish() throws {
        var state = editing.state(selecting: "Garden", in: "uk")
        state.reduce(.toggleMark)
        state.select(key: "Nest box")
        state.reduce(.toggleMark)
        state.reduce(.machineTranslate)
        let job = try #require(self.job(state.reduce(.answer("y"))))
        // Meanwhile the user typed the Ukrainian for “Nest box”.
        state.select(key: "Nest box")
        state.reduce(.edit)
        state.reduce(.field(.insert("Шпаківня")))
        state.reduce(.fieldCommit)
        let rejected = RejectedDraft(key: "Winter", language: "uk", form: .root, reason: "the provider's text lost %@ (<x id=\"1\"/>)")
        let effects = state.reduce(.machineTranslationFinished(id: job.id, .drafted(
            drafts: [draft("Garden", "Сад", language: "uk"), draft("Nest box", "Гніздо", language: "uk")], state: .needsReview,
            rejected: [rejected], skipped: [:])))
        #expect(effects == [])
        #expect(state.machineTranslation == nil)
        #expect(editing.unit(state, "Garden", "uk") == StringUnit(state: .needsReview, value: "Сад"))
        #expect(editing.unit(state, "Nest box", "uk") == StringUnit(state: .translated, value: "Шпаківня"))
        #expect(state.message?.text == "1 draft for “Garden” in Ukrainian, needs_review (u undoes); 1 not used: the source or the form changed meanwhile; 1 rejected, “Winter”: the provider's text lost %@ (<x id=\"1\"/>)")
        state.reduce(.undo)
        #expect(editing.unit(state, "Garden", "uk") == nil)
        #expect(state.message?.text == "Undone: Machine translation into Ukrainian: 1 draft")
        #expect(editing.unit(state, "Nest box", "uk")?.value == "Шпаківня")
    }

    @Test("A draft whose source changed meanwhile is not used")
    func sourceChanged() throws {
        var state = editing.state(selecting: "Garden")
        let job = try #require(self.job(state.reduce(.machineTranslate)))
        state.reduce(.selectLanguage("en"))
        state.select(key: "Garden")
        state.reduce(.edit)
        state.reduce(.field(.insert("Back ")))
        state.reduce(.fieldCommit)
        state.reduce(.machineTranslationFinished(id: job.id, .drafted(drafts: [draft("Garden", "Jardin")], state: .needsReview, rejected: [], skipped: [:])))
        #expect(editing.unit(state, "Garden", "fr") == nil)
        #expect(state.message?.text == "No draft in French; 1 not used: the source or the form changed meanwhile")
    }

    @Test("A provider that failed changes nothing and says why; a report for another job is ignored")
    func failed() throws {
        var state = editing.state(selecting: "Garden")
        let job = try #require(self.job(state.reduce(.machineTranslate)))
        let before = state.catalog
        #expect(state.reduce(.machineTranslationFinished(id: job.id + 1, .failed("late"))) == [])
        #expect(state.machineTranslation == job)
        #expect(state.reduce(.machineTranslationFinished(id: job.id, .failed("the translation provider exited with status 1"))) == [.bell])
        #expect(state.message == StatusMessage("Machine translation into French failed, nothing changed: the translation provider exited with status 1", kind: .error))
        #expect(state.catalog == before && !state.document.isModified)
        #expect(state.machineTranslation == nil)
    }

    @Test("Nothing to draft: the reasons")
    func nothing() throws {
        var state = editing.state(selecting: "Bird food")
        let job = try #require(self.job(state.reduce(.machineTranslate)))
        state.reduce(.machineTranslationFinished(id: job.id, .drafted(drafts: [], state: .needsReview, rejected: [], skipped: [.hasEveryForm: 1])))
        #expect(state.message?.text == "No draft in French; nothing to translate: 1 with every form filled")
        #expect(!state.document.isModified)
    }
}
