import Testing
@testable import CatalogEditor
import StringCatalogKit

/// Questions name the number that will change; every count agrees with its noun and verb.
@Suite("Editor reducer: counts in questions and messages")
struct CountingTests {
    func state(_ language: String) -> EditorState {
        var state = EditorFixtures.state()
        state.reduce(.selectLanguage(language))
        return state
    }

    @Test("One helper: a number with its noun, and the verb that agrees")
    func helper() {
        #expect(count(1, "string") == "1 string")
        #expect(count(0, "string") == "0 strings")
        #expect(count(267, "string") == "267 strings")
        #expect(count(2, "child", plural: "children") == "2 children")
        #expect("\(count(1, "string")) now \(verb(1, "needs", "need")) review" == "1 string now needs review")
        #expect("\(count(267, "string")) now \(verb(267, "needs", "need")) review" == "267 strings now need review")
    }

    @Test("Bulk review asks with the number of strings that will change, and says as much after")
    func bulkReviewCountsWhatChanges() {
        var state = state("de")
        #expect(state.visibleRows.count == 10)
        // German: only “Photo 2” waits for review; the other nine have nothing to mark.
        state.reduce(.markAllShownReviewed)
        #expect(state.prompt?.question == "Mark 1 string reviewed in German? (the other 9 strings of the 10 have nothing waiting for review)")
        state.reduce(.answer("y"))
        #expect(state.message?.text == "1 string is now translated")
        // The five translated ones can go back for review.
        state.reduce(.undo)
        state.reduce(.markAllShownForReview)
        #expect(state.prompt?.question == "Mark 5 strings for review in German? (the other 5 strings of the 10 have nothing translated)")
        state.reduce(.answer("y"))
        #expect(state.message?.text == "5 strings now need review")
    }

    @Test("Nothing to change: no question, a word and a bell")
    func nothingToChange() {
        var state = state("uk")
        let effects = state.reduce(.markAllShownReviewed)
        #expect(effects == [.bell])
        #expect(state.prompt == nil)
        #expect(state.message?.text == "Nothing to change: none of the 10 strings has anything waiting for review in Ukrainian")
    }

    @Test("One stale string is named, not counted as “all 1”")
    func oneStaleString() {
        var state = state("fr")
        state.reduce(.deleteStaleStrings)
        #expect(state.prompt?.question == "Delete the stale string “Old label”?")
        state.reduce(.answer("y"))
        #expect(state.message?.text == "Deleted 1 stale string (u undoes)")
    }
}
