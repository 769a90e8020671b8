import Testing
@testable import CatalogEditor
@testable import EditorUI
import StringCatalogKit
import TerminalUI

/// While a translation is typed, the field's pane keeps what the translator reads: the
/// developer's comment and the whole source, wrapped; when rows are short the key and the
/// placeholders' ticks give way first.
@Suite("Golden screens: the comment and the wrapped source beside the field")
struct FieldContextGoldenTests {
    static let source = "Your feeders were refilled %lld times this month. Birds visit more often when the seed is fresh, so check them again before the weekend."
    static let comment = "Shown under the monthly chart on the Feeders screen; “refilled” means the user tapped Refill."

    static func state(width: Int, height: Int) -> EditorState {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.insert(CatalogString(key: "feeders.refills.summary", comment: comment, localizations: KeyedList([
            ("en", Localization(source, state: .translated)),
            ("de", Localization("Deine Futterhäuser wurden diesen Monat %lld-mal aufgefüllt.", state: .needsReview)),
        ])))
        var state = EditorState(documents: [Document(path: "/app/Feeders.xcstrings", catalog: catalog)], width: width, height: height,
                                checker: CatalogChecker(), measure: { TextWidth.of($0) })
        state.reduce(.selectLanguage("de"))
        state.reduce(.edit)
        return state
    }

    @Test("The comment and every row of the source while typing", arguments: [(80, 24), (120, 40), (60, 16)])
    func contextWhileTyping(size: (Int, Int)) {
        let grid = EditorRenderer.render(Self.state(width: size.0, height: size.1))
        let text = grid.text()
        #expect(text.contains("Comment    Shown under the monthly chart"))
        #expect(text.contains("English    Your feeders were refilled %lld times"))
        if size.0 >= 80 {
            // The source's last word is on screen, on a row of its own at 80 columns.
            #expect(text.contains("weekend."))
        }
        GoldenScreen.check(grid, "edit-context-de-\(size.0)x\(size.1)")
    }

    @Test("Rows are shared out: the field first, then the source and the comment; the key and the ticks give way")
    func allotment() {
        let order = FieldView.translationFillOrder
        let wants: [FieldView.Part: Int] = [.key: 1, .comment: 2, .source: 3, .needs: 1, .field: 1]
        #expect(FieldView.allotment(wants: wants, room: 6, order: order) == [.field: 1, .source: 3, .comment: 2])
        #expect(FieldView.allotment(wants: wants, room: 7, order: order) == [.field: 1, .source: 3, .comment: 2, .needs: 1])
        #expect(FieldView.allotment(wants: wants, room: 8, order: order) == [.field: 1, .source: 3, .comment: 2, .needs: 1, .key: 1])
        #expect(FieldView.allotment(wants: wants, room: 3, order: order) == [.field: 1, .source: 1, .comment: 1])
        // The whole source before a second row of the value; a long value takes up to three
        // rows before the key and the ticks get any, then the rest.
        #expect(FieldView.allotment(wants: [.source: 5, .comment: 1, .field: 3], room: 6, order: order) == [.field: 1, .source: 4, .comment: 1])
        #expect(FieldView.allotment(wants: [.key: 1, .source: 1, .field: 5], room: 6, order: order) == [.field: 4, .source: 1, .key: 1])
    }
}
