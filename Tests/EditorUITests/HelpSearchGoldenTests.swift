import Testing
@testable import EditorUI
import CatalogEditor
import TerminalUI

@Suite("Help: finding a key by what it does, and paging by the view")
struct HelpSearchGoldenTests {
    static func help(width: Int, height: Int) throws -> EditorState {
        var state = try SampleProjectFixture.state(width: width, height: height)
        state.reduce(.toggleHelp)
        return state
    }

    @Test("/ then “language”: only the lines that have it, under their section titles", arguments: [(80, 24), (120, 40)])
    func search(size: (Int, Int)) throws {
        var state = try Self.help(width: size.0, height: size.1)
        #expect(Keymap.commands(for: .character("/"), in: state) == [.helpSearchStart])
        state.reduce(.helpSearchStart)
        for character in "language" {
            let commands = Keymap.commands(for: .character(character), in: state)
            #expect(commands == [.helpSearchType(String(character))])
            for command in commands { state.reduce(command) }
        }
        let grid = EditorRenderer.render(state)
        GoldenScreen.check(grid, "help-search-language-\(size.0)x\(size.1)")
        let text = grid.text()
        // L, six pages into help, is on the first screen of the search.
        #expect(text.contains("add a language"))
        #expect(text.contains("Variations and languages"))
        #expect(!text.contains("Questions"))
        #expect(grid.cursor != nil)
    }

    @Test("The lines kept: each has the text or is under a title that has it; every section title shown has a line kept")
    func searchLines() {
        let lines = HelpOverlay.lines(matching: "UNDO")
        #expect(lines.contains { $0.keys == "u" })
        for line in lines where !line.isHeading && !(line.keys.isEmpty && line.text.isEmpty) {
            #expect((line.keys + " " + line.text).lowercased().contains("undo"))
        }
        for (i, line) in lines.enumerated() where line.isHeading {
            #expect(lines.indices.contains(i + 1) && !lines[i + 1].isHeading && !lines[i + 1].text.isEmpty)
        }
        // A title that has the text keeps its whole section.
        let mouse = HelpOverlay.lines(matching: "mouse")
        #expect(mouse.filter { !$0.isHeading }.map(\.keys) == ["click", "click value", "wheel"])
        #expect(HelpOverlay.lines(matching: "").count == HelpOverlay.lines().count)
        #expect(HelpOverlay.lines(matching: "zzzz nothing").isEmpty)
    }

    @Test("Enter keeps the search and letters scroll again; Esc clears it; Esc again closes help")
    func keepClearClose() throws {
        var state = try Self.help(width: 80, height: 24)
        state.reduce(.helpSearchStart)
        state.reduce(.helpSearchType("mark"))
        state.reduce(.helpSearchType(nil))
        #expect(state.overlay == .help(scroll: 0, search: "mar", isTypingSearch: true))
        state.reduce(Keymap.commands(for: .enter, in: state)[0])
        #expect(state.overlay == .help(scroll: 0, search: "mar", isTypingSearch: false))
        #expect(Keymap.commands(for: .character("j"), in: state) == [.moveDown])
        state.reduce(Keymap.commands(for: .escape, in: state)[0])
        #expect(state.overlay == .help(scroll: 0))
        state.reduce(Keymap.commands(for: .escape, in: state)[0])
        #expect(state.overlay == nil)
    }

    @Test("PgDn moves by the view's height: the next page starts on the row after the last one shown", arguments: [(80, 24), (120, 40)])
    func pageIsTheView(size: (Int, Int)) throws {
        var state = try Self.help(width: size.0, height: size.1)
        let page = HelpOverlay.pageHeight(state)
        #expect(page == min(size.1 - 4, HelpOverlay.rows(width: min(size.0 - 4, 96) - 2).count))
        state.reduce(.pageDown)
        #expect(state.overlay == .help(scroll: page))
        state.reduce(.pageDown)
        #expect(state.overlay == .help(scroll: 2 * page))
        state.reduce(.pageUp)
        #expect(state.overlay == .help(scroll: page))
    }
}
