import Testing
@testable import EditorUI
import CatalogEditor
import TerminalUI

@Suite("The key table, help, hints and mouse routing")
struct KeymapTests {
    @Test("Keys map to commands by context")
    func dispatch() throws {
        var state = try SampleProjectFixture.state(width: 100, height: 30)
        #expect(Keymap.command(for: .character("j"), in: state) == .moveDown)
        #expect(Keymap.command(for: .down, in: state) == .moveDown)
        #expect(Keymap.command(for: .character("]"), in: state) == .nextLanguage)
        #expect(Keymap.command(for: .character("z"), in: state) == nil)
        state.reduce(.startFilter)
        // In the filter field, letters are text, even those bound on the main screen.
        #expect(Keymap.command(for: .character("q"), in: state) == .filterType("q"))
        #expect(Keymap.command(for: .escape, in: state) == .filterClear)
        #expect(Keymap.command(forPaste: "bird food", in: state) == .filterType("bird food"))
        state.reduce(.filterClear)
        #expect(Keymap.command(forPaste: "x", in: state) == nil)
        state.reduce(.toggleHelp)
        #expect(Keymap.command(for: .character("q"), in: state) == .closeOverlay)
    }

    @Test("Esc and a key typed fast (reported as Alt) act as the two keys")
    func fastEscape() throws {
        var state = try SampleProjectFixture.state(width: 100, height: 30)
        state.reduce(.startFilter)
        state.reduce(.filterType("bird"))
        #expect(Keymap.commands(for: .alt("/"), in: state) == [.filterClear, .startFilter])
        state.reduce(.filterAccept)
        // On the main screen Esc clears the marks (none here), then n jumps.
        #expect(Keymap.commands(for: .alt("n"), in: state) == [.clearMarks, .nextToDo])
        // Alt-r is a binding of its own: mark every shown string reviewed.
        #expect(Keymap.commands(for: .alt("r"), in: state) == [.markAllShownReviewed])
        // In a text field, Esc then a letter cancels and then acts on the main screen.
        state.reduce(.edit)
        #expect(Keymap.commands(for: .alt("z"), in: state) == [.fieldCancel])
        #expect(Keymap.commands(for: .character("q"), in: state) == [.field(.insert("q"))])
    }

    @Test("Help lists every binding of the table; hints keep help and quit")
    func helpAndHints() {
        let help = HelpOverlay.lines()
        for binding in Keymap.bindings {
            #expect(help.contains { $0.keys == binding.label && $0.text == binding.description }, "\(binding.description) missing from help")
        }
        let hints = Keymap.hints(for: .main)
        #expect(hints.first?.text == "filter")
        #expect(hints.suffix(2).map(\.text) == ["help", "quit"])
    }

    @Test("No key is bound twice in one context")
    func noDuplicateKeys() {
        let duplicates = Keymap.duplicateKeys.map { "\($0.context): \($0.key)" }
        #expect(duplicates.isEmpty, "bound twice: \(duplicates)")
        // Every context has a table of its own.
        for context in KeyContext.allCases {
            #expect(Keymap.bindings.contains { $0.context == context }, "\(context) has no bindings")
        }
    }

    @Test("Help names each key of a pair by itself; the hint shows the pair")
    func pairLabels() {
        let help = HelpOverlay.lines()
        #expect(help.contains { $0.keys == "]" && $0.text == "next language" })
        #expect(help.contains { $0.keys == "[" && $0.text == "previous language" })
        #expect(Keymap.hints(for: .main).contains { $0.keys == "[ ]" && $0.text == "language" })
    }

    @Test("Clicks select what is under them; the wheel scrolls")
    func mouse() throws {
        var state = try SampleProjectFixture.state(width: 100, height: 30)
        let layout = state.layout
        let sidebar = try #require(layout.sidebar)
        // Row 4 of the sidebar's inside is the fourth language.
        let command = MouseRouting.command(for: MouseEvent(.press, x: sidebar.x + 3, y: sidebar.y + 4), in: state)
        #expect(command == .selectLanguage(state.document.languages[3]))
        #expect(MouseRouting.command(for: MouseEvent(.press, x: layout.table.x + 5, y: layout.tableFirstRow + 2), in: state) == .selectVisibleRow(2))
        #expect(MouseRouting.command(for: MouseEvent(.wheelDown, x: layout.table.x + 5, y: layout.tableFirstRow), in: state) == .scrollTable(3))
        #expect(MouseRouting.command(for: MouseEvent(.press, x: layout.inspector.x + 5, y: layout.inspector.y + 2), in: state) == .focus(.inspector))
        state.reduce(.toggleHelp)
        #expect(MouseRouting.command(for: MouseEvent(.wheelDown, x: 1, y: 1), in: state) == .moveDown)
    }
}

@Suite("Keys of the translating features")
struct TranslatingKeymapTests {
    @Test("x X : y w on the main screen; after :, letters are the key being typed, Enter and Esc end it")
    func keys() throws {
        var state = try SampleProjectFixture.state(width: 100, height: 30)
        #expect(Keymap.command(for: .character("x"), in: state) == .nextProblem)
        #expect(Keymap.command(for: .character("X"), in: state) == .previousProblem)
        #expect(Keymap.command(for: .character(":"), in: state) == .startGoToKey)
        #expect(Keymap.command(for: .character("y"), in: state) == .copyValue)
        #expect(Keymap.command(for: .character("w"), in: state) == .toggleMoveOn)
        state.reduce(.startGoToKey)
        #expect(Keymap.context(of: state) == .goToKey)
        #expect(Keymap.command(for: .character("q"), in: state) == .goToKeyType("q"))
        #expect(Keymap.command(forPaste: "Done", in: state) == .goToKeyType("Done"))
        #expect(Keymap.command(for: .backspace, in: state) == .goToKeyDeleteBackward)
        #expect(Keymap.command(for: .enter, in: state) == .goToKeyAccept)
        #expect(Keymap.command(for: .escape, in: state) == .goToKeyCancel)
        #expect(Keymap.hints(for: .goToKey).map(\.text) == ["stay", "back"])
        #expect(Keymap.duplicateKeys.isEmpty)
        let help = HelpOverlay.lines().map(\.text)
        for words in ["next string with an error or a warning", "go to a key by typing its beginning", "copy the value", "Enter moves on"] {
            #expect(help.contains { $0.contains(words) }, "\(words)")
        }
    }
}
