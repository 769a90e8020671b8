import Testing
@testable import CatalogEditor
import StringCatalogKit

/// Every field opens alike, and a name or a number stays on one line.
@Suite("Editor reducer: where fields open, one-line fields")
struct FieldOpeningTests {
    /// "%lld birds at %lld feeders" with its second number a substitution, and a manual "Garden".
    static func state() -> EditorState {
        var state = EditorState(documents: [VariationReducerTests.document()], width: 120, height: 40)
        state.reduce(.selectLanguage("en"))
        state.select(key: "%lld birds at %lld feeders")
        state.reduce(.varyByPlural)
        state.reduce(.answer("3"))
        return state
    }

    @Test("A rename opens with the cursor at the start, as a value does: Ctrl-K clears it")
    func renameOpensAtTheStart() {
        var state = Self.state()
        state.reduce(.edit)
        #expect(state.session?.field.cursor == 0)
        state.reduce(.fieldCancel)
        state.reduce(.focus(.inspector))
        state.preferredForm = FormPath(substitution: "arg2", plural: "one")
        state.reduce(.renameKey)
        #expect(state.session?.target == .substitutionName(key: "%lld birds at %lld feeders", name: "arg2"))
        #expect(state.session?.field.cursor == 0)
        state.reduce(.field(.deleteToEnd))
        #expect(state.session?.field.text == "")
        state.reduce(.fieldCancel)
        // A key being renamed too.
        state.reduce(.focus(.table))
        state.reduce(.toggleManual)
        state.reduce(.renameKey)
        #expect(state.session?.target == .renameKey(key: "%lld birds at %lld feeders"))
        #expect(state.session?.field.cursor == 0)
        state.reduce(.field(.deleteToEnd))
        #expect(state.session?.field.text == "")
    }

    @Test("Ctrl-N and pasted line breaks put nothing into a substitution's name, argument or format")
    func oneLineFields() {
        var state = Self.state()
        state.reduce(.focus(.inspector))
        state.preferredForm = FormPath(substitution: "arg2", plural: "one")
        state.reduce(.renameKey)
        #expect(state.session?.isOneLine == true)
        state.reduce(.field(.moveToEnd))
        state.reduce(.field(.newline))
        #expect(state.session?.field.text == "arg2")
        state.reduce(.field(.insert("s\n")))
        #expect(state.session?.field.text == "arg2s")
        state.reduce(.fieldCancel)
        state.reduce(.editSubstitutionFormat)
        state.reduce(.field(.newline))
        #expect(state.session?.field.text == "lld")
        state.reduce(.fieldCancel)
        // A comment and a value keep their line breaks.
        state.reduce(.editComment)
        #expect(state.session?.isOneLine == false)
        state.reduce(.field(.insert("a")))
        state.reduce(.field(.newline))
        #expect(state.session?.field.text == "a\n")
    }
}
