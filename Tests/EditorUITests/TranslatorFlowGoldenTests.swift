import Testing
@testable import EditorUI
import CatalogEditor
import StringCatalogKit
import TerminalUI

/// The screens of the points translators ran into: two substitutions typed in Arabic, the
/// inspector after a device variation and when scrolled, help at its end, field hints at
/// the smallest size, a question waiting behind a too-small terminal.
@Suite("Golden screens of the translator's flow")
struct TranslatorFlowGoldenTests {
    func state(_ key: String, in language: String, width: Int = 120, height: Int = 40) throws -> EditorState {
        let state = try SampleProjectFixture.state(width: width, height: height, language: language, selecting: key)
        #expect(state.selectedString?.key == key)
        return state
    }

    func statusLine(_ grid: CellGrid) -> String {
        String(grid.text().split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
    }

    @Test("Arabic, two substitutions: the value names both; feeders is to do, not an error; the inspector lists both")
    func twoSubstitutionsInArabic() throws {
        var state = try state("%lld birds at %lld feeders", in: "ar")
        state.reduce(.edit)
        state.reduce(.field(.insert("%#@birds@ عند %#@feeders@")))
        let field = EditorRenderer.render(state)
        GoldenScreen.check(field, "edit-substitution-to-do-ar-120x40")
        #expect(field.text().contains("to do: the forms of feeders"))
        #expect(!field.text().contains("has no substitution"))
        // The six forms of birds, then the field goes on to feeders.
        state.reduce(.fieldCommitAndMove(1))
        for category in ["zero", "one", "two", "few", "many", "other"] {
            state.reduce(.field(.insert("%arg طائر \(category)")))
            state.reduce(.fieldCommitAndMove(1))
        }
        #expect(state.session?.target == .value(key: "%lld birds at %lld feeders", language: "ar", form: FormPath(substitution: "feeders", plural: "zero")))
        state.reduce(.fieldCancel)
        state.reduce(.focus(.inspector))
        let inspector = EditorRenderer.render(state)
        GoldenScreen.check(inspector, "inspector-substitutions-ar-partial-120x40")
        #expect(inspector.text().contains("feeders · argument 2 · %lld · not started"))
    }

    @Test("A plural string varied by device in Arabic: device forms only, no stale list of root plural forms")
    func deviceVariationOfAPluralString() throws {
        var state = try state("%lld feeders need a refill", in: "ar")
        state.reduce(.varyByDevice)
        state.reduce(.pickerToggle)  // iphone
        state.reduce(.pickerOpenSelected)
        let grid = EditorRenderer.render(state)
        GoldenScreen.check(grid, "inspector-device-plural-ar-120x40")
        #expect(!grid.text().contains("Plural forms for Arabic"))
        #expect(grid.text().contains("Device forms for Arabic"))
    }

    @Test("Inspector: after scrolling down the forms, g and Home bring back the key and state; PgUp pages up")
    func inspectorScrolling() throws {
        var state = try state("%lld feeders need a refill", in: "ar", width: 100, height: 30)
        state.reduce(.focus(.inspector))
        for _ in 0..<6 { state.reduce(.moveDown) }
        #expect(state.selectedForm == FormPath(plural: "other"))
        #expect(!EditorRenderer.render(state).text().contains("│Key "))
        state.reduce(.top)
        let top = EditorRenderer.render(state).text()
        #expect(top.contains("Key        %lld feeders need a refill"))
        #expect(state.selectedForm == FormPath(plural: "zero"))
        state.reduce(.bottom)
        #expect(state.selectedForm == FormPath(plural: "other"))
        #expect(!EditorRenderer.render(state).text().contains("Key        %lld"))
        // PgUp pages back towards the top, the cursor coming along.
        for _ in 0..<10 { state.reduce(.pageUp) }
        #expect(EditorRenderer.render(state).text().contains("Key        %lld feeders need a refill"))
        // ↓ from the top scrolls down to the forms before the cursor moves: once the form it
        // is on shows, the next ↓ moves it.
        state.reduce(.bottom)
        state.reduce(.top)
        state.reduce(.moveDown)
        state.reduce(.moveDown)
        state.reduce(.moveDown)
        state.reduce(.moveDown)
        #expect(state.selectedForm == FormPath(plural: "one"))
        let grid = EditorRenderer.render(state)
        GoldenScreen.check(grid, "inspector-scrolled-ar-100x30")
    }

    @Test("Help: G goes to the end, whose title says so; g goes back to the top")
    func helpEnds() throws {
        var state = try SampleProjectFixture.state(width: 80, height: 24)
        state.reduce(.toggleHelp)
        #expect(Keymap.command(for: .character("G"), in: state) == .bottom)
        #expect(Keymap.command(for: .home, in: state) == .top)
        state.reduce(.bottom)
        let end = EditorRenderer.render(state)
        GoldenScreen.check(end, "help-end-80x24")
        #expect(!end.text().contains("↓ more") && end.text().contains("· end"))
        // At the end, ↑ moves at once (the scroll stops at the end, not beyond it).
        state.reduce(.moveUp)
        #expect(EditorRenderer.render(state).text().contains("↓ more"))
        state.reduce(.top)
        #expect(EditorRenderer.render(state).text().contains("Keys · 1–"))
    }

    @Test("Field hints at 60×16 keep Enter save and Esc cancel; New string and Rename offer only what applies")
    func fieldHints() throws {
        var state = try state("%1$@ spotted %2$lld times", in: "fr", width: 60, height: 16)
        state.reduce(.edit)
        let grid = EditorRenderer.render(state)
        GoldenScreen.check(grid, "edit-field-fr-60x16")
        #expect(statusLine(grid).hasSuffix("Enter save  Esc cancel"))
        state.reduce(.fieldCancel)
        state.reduce(.resize(width: 100, height: 30))
        state.reduce(.addString)
        var line = statusLine(EditorRenderer.render(state))
        #expect(!line.contains("next form") && !line.contains("copy"))
        state.reduce(.field(.insert("Bird bath")))
        state.reduce(.fieldCommit)
        line = statusLine(EditorRenderer.render(state))
        #expect(line.contains("Ctrl-O copy key") && !line.contains("next form"))
        #expect(Keymap.command(for: .tab, in: state) == nil)
        state.reduce(.fieldCancel)
        state.reduce(.toggleManual)
        state.reduce(.renameKey)
        line = statusLine(EditorRenderer.render(state))
        #expect(line.hasSuffix("Enter save  Esc cancel") && !line.contains("next form") && !line.contains("copy"))
    }

    @Test("Too small: q with unsaved changes asks once the window is large enough; keys meanwhile do nothing")
    func tooSmallWithAQuestion() throws {
        var state = try state("Cancel", in: "fr", width: 100, height: 30)
        state.reduce(.markForReview)
        state.reduce(.edit)
        state.reduce(.resize(width: 40, height: 12))
        #expect(Keymap.command(for: .character("x"), in: state) == nil)
        #expect(Keymap.command(for: .enter, in: state) == nil)
        #expect(Keymap.command(for: .character("q"), in: state) == .quit)
        state.reduce(.quit)
        GoldenScreen.check(EditorRenderer.render(state), "too-small-question-40x12")
        state.reduce(.resize(width: 100, height: 30))
        let grid = EditorRenderer.render(state)
        #expect(grid.text().contains("Save them before quitting?"))
    }

    @Test("Ctrl-C says how to quit in every context; the filter's editing keys")
    func controlCAndFilterKeys() throws {
        var state = try SampleProjectFixture.state(width: 100, height: 30)
        #expect(Keymap.command(for: .ctrl("c"), in: state) == .explainQuit)
        state.reduce(.explainQuit)
        #expect(statusLine(EditorRenderer.render(state)).contains("Ctrl-C does not quit: q quits xcedit"))
        state.reduce(.startFilter)
        #expect(Keymap.command(for: .ctrl("u"), in: state) == .filterEdit(.deleteToStart))
        #expect(Keymap.command(for: .ctrl("w"), in: state) == .filterEdit(.deleteWordBackward))
        #expect(Keymap.command(for: .left, in: state) == .filterEdit(.moveLeft))
        #expect(Keymap.command(for: .home, in: state) == .filterEdit(.moveHome))
        #expect(Keymap.command(for: .end, in: state) == .filterEdit(.moveEnd))
        state.reduce(.filterType("feeder"))
        state.reduce(.filterEdit(.moveHome))
        let grid = EditorRenderer.render(state)
        // The caret sits where the cursor is, at the filter's start.
        #expect(grid.cursor?.x == " Filter: ".count)
        state.reduce(.filterAccept)
        state.reduce(.edit)
        #expect(Keymap.command(for: .ctrl("c"), in: state) == .explainQuit)
    }
}

extension TranslatorFlowGoldenTests {
    @Test("The catalog picker lists an unreadable catalog with its file:line:column error")
    func unreadableCatalogInThePicker() throws {
        let broken = UnreadableCatalog(path: "SampleProject/BackyardBirds/Widgets.xcstrings",
                                       error: "SampleProject/BackyardBirds/Widgets.xcstrings:12:7: error: expected ',' or '}' after a member")
        var state = EditorState(documents: try SampleProjectFixture.documents(), width: 100, height: 30, checker: CatalogChecker(),
                                measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics, unreadable: [broken])
        let first = EditorRenderer.render(state)
        #expect(first.text().contains("Could not read Widgets.xcstrings"))
        state.reduce(.openCatalogPicker)
        state.reduce(.bottom)
        let grid = EditorRenderer.render(state)
        GoldenScreen.check(grid, "catalog-picker-unreadable-100x30")
        #expect(grid.text().contains("✗ SampleProject/BackyardBirds/Widgets.xcstrings:12:7: error:"))
    }
}

extension TranslatorFlowGoldenTests {
    /// A catalog whose JSON stops at line 4: the reader's message has the line and a caret
    /// under the column after its first line.
    static let brokenWithExcerpt = UnreadableCatalog(path: "SampleProject/BackyardBirds/Bad.xcstrings", error: """
        SampleProject/BackyardBirds/Bad.xcstrings:4:17: error: expected ':' after an object key
                "a" : { "x" }
                            ^
        """)

    @Test("Enter on a broken catalog: the status line has the error's first line, the picker the line and caret under its list",
          arguments: [(80, 24), (120, 40)])
    func brokenCatalogExcerpt(size: (Int, Int)) throws {
        var state = EditorState(documents: try SampleProjectFixture.documents(), width: size.0, height: size.1, checker: CatalogChecker(),
                                measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics, unreadable: [Self.brokenWithExcerpt])
        state.reduce(.openCatalogPicker)
        state.reduce(.bottom)
        state.reduce(.pickerOpenSelected)
        #expect(state.message?.text == "Cannot open Bad.xcstrings: SampleProject/BackyardBirds/Bad.xcstrings:4:17: error: expected ':' after an object key")
        let grid = EditorRenderer.render(state)
        #expect(!grid.text().contains("↵"))
        #expect(grid.text().contains("\"a\" : { \"x\" }"))
        GoldenScreen.check(grid, "catalog-picker-broken-excerpt-\(size.0)x\(size.1)")
    }
}
