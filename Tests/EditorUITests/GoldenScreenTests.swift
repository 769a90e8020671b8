import Testing
@testable import EditorUI
import CatalogEditor
import TerminalUI

@Suite("Golden screens of the sample project")
struct GoldenScreenTests {
    @Test("First screen at 80×24, 120×40 and 60×16", arguments: [(80, 24), (120, 40), (60, 16)])
    func firstScreen(size: (Int, Int)) throws {
        let state = try SampleProjectFixture.state(width: size.0, height: size.1)
        GoldenScreen.check(EditorRenderer.render(state), "first-screen-\(size.0)x\(size.1)")
    }

    @Test("A filtered table while typing")
    func filtered() throws {
        var state = try SampleProjectFixture.state(width: 100, height: 30)
        state.reduce(.startFilter)
        state.reduce(.filterType("bird"))
        GoldenScreen.check(EditorRenderer.render(state), "filtered-100x30")
    }

    @Test("Help overlay at 80×24 and 120×40", arguments: [(80, 24), (120, 40)])
    func help(size: (Int, Int)) throws {
        var state = try SampleProjectFixture.state(width: size.0, height: size.1)
        state.reduce(.toggleHelp)
        GoldenScreen.check(EditorRenderer.render(state), "help-\(size.0)x\(size.1)")
    }

    @Test("Inspector of a plural string in Ukrainian and Arabic", arguments: ["uk", "ar"])
    func pluralInspector(language: String) throws {
        let state = try SampleProjectFixture.state(width: 120, height: 40, language: language, selecting: "%lld feeders need a refill")
        GoldenScreen.check(EditorRenderer.render(state), "inspector-plural-\(language)-120x40")
    }

    @Test("Inspector of a substitution string in French")
    func substitutionInspector() throws {
        let state = try SampleProjectFixture.state(width: 120, height: 40, language: "fr", selecting: "%lld birds at %lld feeders")
        GoldenScreen.check(EditorRenderer.render(state), "inspector-substitutions-fr-120x40")
    }

    @Test("CJK and Arabic rows keep the columns aligned", arguments: ["ja", "zh-Hans", "ar"])
    func wideText(language: String) throws {
        let state = try SampleProjectFixture.state(width: 100, height: 30, language: language, selecting: "Sunflower Hearts")
        GoldenScreen.check(EditorRenderer.render(state), "table-\(language)-100x30")
    }

    @Test("Problems found by the checks: the marker, the filter and the inspector")
    func problems() throws {
        var state = try SampleProjectFixture.state(width: 120, height: 40)
        state.reduce(.openCatalogPicker)
        let broken = try #require(state.documents.firstIndex { $0.name == "Broken.xcstrings" })
        state.reduce(.top)
        for _ in 0..<broken { state.reduce(.moveDown) }
        state.reduce(.pickerOpenSelected)
        state.reduce(.selectLanguage("fr"))
        while state.stateFilter != .withProblems { state.reduce(.cycleStateFilter) }
        #expect(!state.visibleRows.isEmpty)
        GoldenScreen.check(EditorRenderer.render(state), "problems-fr-120x40")
    }

    @Test("The catalog picker")
    func picker() throws {
        var state = try SampleProjectFixture.state(width: 80, height: 24)
        state.reduce(.openCatalogPicker)
        GoldenScreen.check(EditorRenderer.render(state), "picker-80x24")
    }

    @Test("Below the minimum size the screen says so")
    func tooSmall() throws {
        let state = try SampleProjectFixture.state(width: 50, height: 12)
        GoldenScreen.check(EditorRenderer.render(state), "too-small-50x12")
    }
}
