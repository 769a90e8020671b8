import Testing
@testable import CatalogEditor
import StringCatalogKit

/// Where the code uses each key: asked once per catalog while idle, answered by a command,
/// shown for the selected string.
@Suite("Editor reducer: where the code uses the selected string")
struct CodeUsageReducerTests {
    func idleEffects(_ state: inout EditorState) -> [Effect] {
        var effects: [Effect] = []
        var slices = 0
        while state.hasWorkWhileIdle && slices < 1000 {
            effects += state.reduce(.workWhileIdle)
            slices += 1
        }
        return effects
    }

    @Test("Idle asks once for the catalog's uses; the answer shows for each string, and nothing is asked again")
    func askedOnce() throws {
        var state = EditorState(documents: [EditorFixtures.document()], language: "fr", width: 100, height: 30)
        #expect(state.selectedCodeUsages == nil)
        #expect(idleEffects(&state) == [.findCodeUsages(catalogPath: "/project/Localizable.xcstrings")])
        #expect(idleEffects(&state).isEmpty)
        #expect(state.selectedCodeUsages == nil)  // still being found
        let usages = CodeUsages(locations: [
            "Bird food": [CodeLocation(file: "App/Shop.swift", line: 12), CodeLocation(file: "App/Menu.swift", line: 40)],
        ])
        #expect(state.reduce(.codeUsagesFound(catalogPath: "/project/Localizable.xcstrings", usages)).isEmpty)
        #expect(state.selectedString?.key == "Backyard Birds")
        #expect(state.selectedCodeUsages == [])
        while state.selectedString?.key != "Bird food" { state.reduce(.moveDown) }
        #expect(state.selectedCodeUsages == [CodeLocation(file: "App/Shop.swift", line: 12), CodeLocation(file: "App/Menu.swift", line: 40)])
        #expect(!state.hasWorkWhileIdle || idleEffects(&state).isEmpty)
    }

    @Test("No project around the catalog: nothing shown, nothing asked again")
    func unavailable() {
        var state = EditorState(documents: [EditorFixtures.document()], language: "fr", width: 100, height: 30)
        _ = idleEffects(&state)
        state.reduce(.codeUsagesFound(catalogPath: "/project/Localizable.xcstrings", nil))
        #expect(state.selectedCodeUsages == nil)
        #expect(idleEffects(&state).isEmpty)
    }

    @Test("Each catalog of a folder is asked for when it is shown")
    func perCatalog() {
        let second = Document(path: "/project/Settings.xcstrings", catalog: EditorFixtures.document().catalog)
        var state = EditorState(documents: [EditorFixtures.document(), second], current: 0, language: "fr", width: 100, height: 30)
        #expect(idleEffects(&state) == [.findCodeUsages(catalogPath: "/project/Localizable.xcstrings")])
        state.reduce(.openCatalogPicker)
        state.reduce(.moveDown)
        state.reduce(.pickerOpenSelected)
        #expect(state.current == 1)
        #expect(idleEffects(&state) == [.findCodeUsages(catalogPath: "/project/Settings.xcstrings")])
    }

    @Test("A bundle's files have no code beside them: the all-files view walks every file without asking, and shows no places")
    func notAskedInABundle() {
        var state = BundleFixture.state()
        #expect(state.showsAllFiles)
        var files: Set<Int> = []
        state.reduce(.top)
        for _ in state.visibleRows {
            files.insert(state.current)
            #expect(!idleEffects(&state).contains { if case .findCodeUsages = $0 { true } else { false } }, "\(state.document.name)")
            #expect(state.selectedCodeUsages == nil)
            state.reduce(.moveDown)
        }
        #expect(files.count == state.documents.count)
    }
}
