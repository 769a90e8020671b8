import Testing
@testable import CatalogEditor
import EditorUI
import StringCatalogKit
import TerminalUI

/// Emoji sequences typed into a field and shown in the table, drawn in the columns the
/// terminal gives them: one 2-column glyph where the terminal joins them, and under tmux
/// 3.3's widths (a skin tone two columns of its own, ZWJ sequences joined).
@Suite("Golden screens: emoji sequences in the columns the terminal gives them")
struct EmojiGoldenTests {
    static let typed = "👍🏽x 👩🏽‍💻y 👨‍👩‍👧z"
    /// What tmux 3.3a answers to the width probes.
    static let tmux = EmojiSequenceWidths(measured: [4, 2, 1, 2])

    static func document() -> Document {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.insert(CatalogString(key: "Cheers"))
        catalog.insert(CatalogString(key: "Hello", localizations: KeyedList([("de", Localization("Hallo", state: .translated))])))
        catalog.insert(CatalogString(key: "Thanks"))
        return Document(path: "/app/Emoji.xcstrings", catalog: catalog)
    }

    /// The field on "Cheers" with the sequences typed, and the screen after Enter (on "Thanks").
    static func screens(width: Int, height: Int) -> (typing: CellGrid, after: CellGrid) {
        var state = EditorState(documents: [document()], width: width, height: height, checker: CatalogChecker(), measure: { TextWidth.of($0) })
        state.reduce(.selectLanguage("de"))
        state.reduce(.edit)
        for character in typed { state.reduce(.field(.insert(String(character)))) }
        let typing = EditorRenderer.render(state)
        state.reduce(.fieldCommit)
        return (typing, EditorRenderer.render(state))
    }

    @Test("Typed into a field, then in the table after Enter", arguments: [(200, 50), (80, 24)])
    func joined(size: (Int, Int)) {
        let (typing, after) = Self.screens(width: size.0, height: size.1)
        #expect(typing.text().contains("German ▸   " + Self.typed))
        #expect(after.text().contains("Key        Thanks"))
        GoldenScreen.check(typing, "emoji-field-\(size.0)x\(size.1)")
        GoldenScreen.check(after, "emoji-table-\(size.0)x\(size.1)")
    }

    @Test("The same under tmux 3.3's widths: the rows keep their columns", arguments: [(200, 50), (80, 24)])
    func tmuxWidths(size: (Int, Int)) {
        EmojiSequenceWidths.$current.withValue(Self.tmux) {
            let (typing, after) = Self.screens(width: size.0, height: size.1)
            #expect(typing.text().contains("German ▸   " + Self.typed))
            // Every row of the table still ends in its border, in the last column.
            for y in 0..<after.height { #expect(!after[after.width - 1, y].text.isEmpty, "row \(y) ends in a cell of its own") }
            GoldenScreen.check(typing, "emoji-field-tmux-\(size.0)x\(size.1)")
            GoldenScreen.check(after, "emoji-table-tmux-\(size.0)x\(size.1)")
        }
    }
}
