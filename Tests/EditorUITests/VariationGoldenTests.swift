import Testing
@testable import EditorUI
import CatalogEditor
import StringCatalogKit
import TerminalUI

@Suite("Golden screens of variations and languages")
struct VariationGoldenTests {
    @Test("The add-language picker filtered by “ukr”")
    func languagePicker() throws {
        var state = try SampleProjectFixture.state(width: 100, height: 30)
        state.reduce(.addLanguage)
        for character in "ukr" { state.reduce(.pickerType(String(character))) }
        GoldenScreen.check(EditorRenderer.render(state), "language-picker-ukr-100x30")
    }

    @Test("The inspector of a plural string in Arabic, scrolled to its preview")
    func arabicPreview() throws {
        var state = try SampleProjectFixture.state(width: 120, height: 50, language: "ar", selecting: "%lld photos")
        state.reduce(.scrollInspector(7))
        GoldenScreen.check(EditorRenderer.render(state), "inspector-preview-ar-120x50")
    }

    @Test("A string with two plural substitutions in Ukrainian, with a preview per argument")
    func twoSubstitutions() throws {
        var state = try SampleProjectFixture.state(width: 120, height: 60, language: "uk", selecting: "%lld birds at %lld feeders")
        state.reduce(.scrollInspector(7))
        GoldenScreen.check(EditorRenderer.render(state), "inspector-substitutions-uk-120x60")
    }

    @Test("The device picker on a string varied by device")
    func devicePicker() throws {
        var state = try SampleProjectFixture.state(width: 100, height: 30, language: "fr", selecting: "Tap a bird to see its details")
        state.reduce(.varyByDevice)
        GoldenScreen.check(EditorRenderer.render(state), "device-picker-100x30")
    }
}
