import Testing
@testable import CatalogEditor
import StringCatalogKit

/// What keys do where a translator does not expect much: the filter's editing keys, Esc
/// with nothing matching, a terminal too small to show anything, Ctrl-C.
@Suite("Editor reducer: filter editing, too small, Ctrl-C")
struct KeyboardSafetyTests {
    @Test("The filter takes the text field's editing keys")
    func filterEditing() {
        var state = EditorFixtures.state()
        state.reduce(.startFilter)
        state.reduce(.filterType("bird food"))
        #expect(keys(state) == ["Bird food"])
        // Ctrl-W deletes the word before the cursor.
        state.reduce(.filterEdit(.deleteWordBackward))
        #expect(state.filterText == "bird ")
        // ← and Home move; typing goes in at the cursor.
        state.reduce(.filterEdit(.moveHome))
        state.reduce(.filterType("back"))
        #expect(state.filterText == "backbird ")
        state.reduce(.filterEdit(.moveLeft))
        state.reduce(.filterEdit(.deleteForward))
        #expect(state.filterText == "bacbird ")
        state.reduce(.filterEdit(.moveEnd))
        state.reduce(.filterEdit(.deleteBackward))
        #expect(state.filterText == "bacbird")
        // Ctrl-U deletes to the start, and every row is back.
        state.reduce(.filterEdit(.deleteToStart))
        #expect(state.filterText.isEmpty && state.visibleRows.count == 10)
        // A line break has no place in a filter.
        state.reduce(.filterEdit(.newline))
        state.reduce(.filterType("a\nb"))
        #expect(state.filterText == "ab")
    }

    @Test("Esc clears a filter that matches nothing, while typing it and after Enter")
    func escapeWithNoMatch() {
        var state = EditorFixtures.state()
        state.reduce(.startFilter)
        state.reduce(.filterType("zzz"))
        #expect(state.visibleRows.isEmpty)
        state.reduce(.filterClear)
        #expect(state.filterText.isEmpty && state.visibleRows.count == 10 && !state.isEditingFilter)
        state.reduce(.startFilter)
        state.reduce(.filterType("zzz"))
        state.reduce(.filterAccept)
        #expect(state.visibleRows.isEmpty)
        // On the main screen Esc clears the marks first; with none, the filter.
        state.reduce(.clearMarks)
        #expect(state.filterText.isEmpty && state.visibleRows.count == 10)
        #expect(state.message?.text == "Cleared the filter")
        state.reduce(.startFilter)
        state.reduce(.filterType("photo"))
        state.reduce(.filterAccept)
        state.reduce(.toggleMark)
        state.reduce(.clearMarks)
        #expect(state.marks.isEmpty && state.filterText == "photo")
        state.reduce(.clearMarks)
        #expect(state.filterText.isEmpty)
    }

    @Test("Too small: only resizing and quitting act; the quit question waits until it fits")
    func tooSmall() {
        var state = EditorFixtures.state()
        state.reduce(.edit)
        state.reduce(.field(.insert("Graines pour oiseaux")))
        state.reduce(.fieldCommit)
        #expect(state.document.isModified)
        state.reduce(.edit)
        state.reduce(.resize(width: 40, height: 10))
        let before = state.session
        // Typed text does not reach the hidden field; no command acts.
        for command: Command in [.field(.insert("q")), .fieldCommit, .fieldCancel, .save, .undo, .moveDown, .toggleHelp, .answer("y")] {
            #expect(state.reduce(command).isEmpty)
        }
        #expect(state.session == before && state.overlay == nil && state.prompt == nil)
        // q asks about the unsaved changes; the question shows once the window is larger.
        #expect(state.reduce(.quit).isEmpty)
        #expect(state.prompt != nil)
        #expect(state.reduce(.answer("d")).isEmpty)
        state.reduce(.resize(width: 100, height: 30))
        #expect(state.reduce(.answer("d")) == [.quit])
    }

    @Test("Ctrl-C says how to quit, wherever the keyboard is")
    func controlC() {
        var state = EditorFixtures.state()
        #expect(state.reduce(.explainQuit).isEmpty)
        #expect(state.message?.text == "Ctrl-C does not quit: q quits xcedit (asking first about unsaved changes)")
        state.reduce(.edit)
        state.reduce(.explainQuit)
        #expect(state.message?.text.hasPrefix("Ctrl-C does not quit: Esc closes the field") == true)
        #expect(state.session != nil)
        state.reduce(.fieldCancel)
        state.reduce(.startFilter)
        state.reduce(.filterType("bird"))
        state.reduce(.explainQuit)
        // The filter stays and stops taking keys, so that the message shows.
        #expect(!state.isEditingFilter && state.filterText == "bird")
        #expect(state.message?.text.hasPrefix("Ctrl-C does not quit") == true)
    }
}

/// A folder with a catalog that cannot be read opens the others.
@Suite("Editor reducer: unreadable catalogs")
struct UnreadableCatalogTests {
    @Test("The broken catalog is listed after the others; Enter on it says why, and the others open")
    func pickerListsTheBrokenCatalog() {
        let broken = UnreadableCatalog(path: "/project/Broken.xcstrings", error: "/project/Broken.xcstrings:3:5: error: expected a string key")
        var state = EditorState(documents: [EditorFixtures.document(), EditorFixtures.large(3)], current: 0, width: 100, height: 30, unreadable: [broken])
        #expect(state.message == StatusMessage("Could not read Broken.xcstrings; o lists it with the error", kind: .error))
        state.reduce(.openCatalogPicker)
        for _ in 0..<5 { state.reduce(.moveDown) }
        #expect(state.overlay == .catalogPicker(selection: 2))
        #expect(state.reduce(.pickerOpenSelected) == [.bell])
        #expect(state.message?.text == "Cannot open Broken.xcstrings: /project/Broken.xcstrings:3:5: error: expected a string key")
        #expect(state.overlay == .catalogPicker(selection: 2) && state.current == 0)
        state.reduce(.moveUp)
        state.reduce(.pickerOpenSelected)
        #expect(state.current == 1 && state.overlay == nil)
    }

    @Test("A reader's error of several lines: the status line says its first line; the line and caret are the picker's to show")
    func multiLineError() {
        let broken = UnreadableCatalog(path: "/project/Bad.xcstrings",
                                       error: "/project/Bad.xcstrings:4:17: error: expected ':' after an object key\n        \"a\" : { \"x\" }\n                    ^\n")
        #expect(broken.headline == "/project/Bad.xcstrings:4:17: error: expected ':' after an object key")
        #expect(broken.excerpt == ["        \"a\" : { \"x\" }", "                    ^"])
        var state = EditorState(documents: [EditorFixtures.document()], current: 0, width: 100, height: 30, unreadable: [broken])
        state.reduce(.openCatalogPicker)
        state.reduce(.bottom)
        state.reduce(.pickerOpenSelected)
        #expect(state.message == StatusMessage("Cannot open Bad.xcstrings: /project/Bad.xcstrings:4:17: error: expected ':' after an object key", kind: .error))
        #expect(UnreadableCatalog(path: "/a.xcstrings", error: "one line").excerpt.isEmpty)
    }
}
