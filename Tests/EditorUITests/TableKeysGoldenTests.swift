import Testing
@testable import CatalogEditor
@testable import EditorUI
import StringCatalogKit
import TerminalUI

/// What the table and the fields show of keys and variations: dotted keys told apart at
/// 80×24, the empty key, device × plural markers, and the keys of one-line fields.
@Suite("Golden screens: keys in the table, markers, one-line fields")
struct TableKeysGoldenTests {
    static func pluralForms(_ one: String, _ other: String) -> Localization {
        Localization(variations: Variations(plural: KeyedList([
            ("one", Localization(one, state: .translated)), ("other", Localization(other, state: .translated)),
        ])))
    }

    static func document() -> Document {
        var catalog = StringCatalog(sourceLanguage: "en")
        for (key, value) in [("navigation.title", "Backyard Birds"), ("navigation.subtitle", "Your garden"),
                             ("navigation.back.button", "Back"), ("navigation.done.button", "Done")] {
            catalog.insert(CatalogString(key: key, localizations: KeyedList([("en", Localization(value, state: .translated))])))
        }
        catalog.insert(CatalogString(key: "", extractionState: .manual, localizations: KeyedList([("fr", Localization("vide", state: .translated))])))
        // Device × plural in every language, as Xcode nests them: no plain plural anywhere.
        let byDevice = Localization(variations: Variations(device: KeyedList([
            ("iphone", pluralForms("%lld bird nearby", "%lld birds nearby")),
            ("other", pluralForms("%lld bird in the garden", "%lld birds in the garden")),
        ])))
        catalog.insert(CatalogString(key: "birds.nearby", localizations: KeyedList([("en", byDevice)])))
        return Document(path: "/app/Keys.xcstrings", catalog: catalog)
    }

    static func state(width: Int, height: Int) -> EditorState {
        var state = EditorState(documents: [document()], width: width, height: height, checker: CatalogChecker(), measure: { TextWidth.of($0) })
        state.reduce(.selectLanguage("fr"))
        return state
    }

    func keyColumn(_ grid: CellGrid, rows: ClosedRange<Int>) -> [String] {
        let lines = grid.text().split(separator: "\n", omittingEmptySubsequences: false)
        return rows.map { String(lines[$0].split(separator: "│", omittingEmptySubsequences: false)[3].prefix(11)) }
    }

    @Test("At 80×24 dotted keys keep their ends, so that each row is told apart; the empty key shows as \"\"", arguments: [(80, 24), (120, 40)])
    func dottedKeys(size: (Int, Int)) {
        var state = Self.state(width: size.0, height: size.1)
        SampleProjectFixture.select("", in: &state)
        let grid = EditorRenderer.render(state)
        let text = grid.text()
        if size.0 == 80 {
            let keys = keyColumn(grid, rows: 2...7)
            #expect(Set(keys).count == keys.count, "every key cell differs: \(keys)")
            #expect(keys.contains("…tion.title"))
            #expect(keys.contains("…n.subtitle"))
        }
        // The empty key: "" in its row and in the inspector, dim.
        #expect(text.contains("Key        \"\""))
        GoldenScreen.check(grid, "keys-dotted-empty-\(size.0)x\(size.1)")
    }

    @Test("A device × plural string shows both markers")
    func devicePluralMarkers() {
        let string = Self.document().catalog.strings.first { $0.key == "birds.nearby" }!
        #expect(TableView.markers(string, hasProblems: false) == "PD  ")
        var state = Self.state(width: 80, height: 24)
        state.reduce(.selectLanguage("en"))
        let row = EditorRenderer.render(state).text().split(separator: "\n").first { $0.contains("birds.nearby") } ?? ""
        #expect(row.contains("PD"), "\(row)")
    }

    @Test("A substitution's name is one line: no new-line hint, Ctrl-N does nothing; a value has both")
    func oneLineFieldKeys() throws {
        var state = try SampleProjectFixture.state(width: 200, height: 50, language: "fr", selecting: "%lld birds at %lld feeders")
        state.reduce(.edit)
        #expect(Keymap.hints(for: Keymap.context(of: state)).contains { $0.text == "new line" })
        #expect(Keymap.command(for: .ctrl("n"), in: state) == .field(.newline))
        state.reduce(.fieldCancel)
        state.reduce(.focus(.inspector))
        state.preferredForm = FormPath(substitution: "birds", plural: "one")
        state.reduce(.renameKey)
        #expect(state.session?.isOneLine == true)
        #expect(Keymap.context(of: state) == .lineField)
        #expect(!Keymap.hints(for: .lineField).contains { $0.text == "new line" })
        #expect(Keymap.command(for: .ctrl("n"), in: state) == nil)
        #expect(Keymap.command(for: .altEnter, in: state) == nil)
        #expect(Keymap.command(for: .character("x"), in: state) == .field(.insert("x")))
        let grid = EditorRenderer.render(state)
        let status = grid.text().split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        #expect(!status.contains("new line") && status.hasSuffix("Enter save  Esc cancel"), "\(status)")
        GoldenScreen.check(grid, "rename-substitution-200x50")
    }
}
