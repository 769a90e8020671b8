import CatalogEditor
@testable import CatalogFiles
import EditorRuntime
import Foundation
import StringCatalogKit
import Testing
import TerminalUI

/// A catalog on disk with "Café" spelled both ways (é precomposed and e plus a combining
/// accent): marked, reviewed, edited and saved through the whole loop, each spelling keeps
/// its own string in the file.
@Suite("The editor's run loop on keys that differ only in Unicode normalisation", .serialized)
@MainActor
struct NormalizationKeyLoopTests {
    static let composed = "Caf\u{E9}"
    static let decomposed = "Cafe\u{301}"

    static func catalog() -> StringCatalog {
        func string(_ key: String, _ english: String, _ french: String) -> CatalogString {
            CatalogString(key: key, localizations: KeyedList([
                ("en", Localization(english, state: .translated)),
                ("fr", Localization(french, state: .needsReview)),
            ]))
        }
        return StringCatalog(sourceLanguage: "en", strings: [
            string(composed, "Coffee (composed)", "Café (composé)"),
            string(decomposed, "Coffee (decomposed)", "Café (décomposé)"),
            string("Tea", "Tea", "Thé"),
        ])
    }

    @Test("Space and r on one spelling, a new value for the other, Ctrl-S: the file has both, each with its own change")
    func markEditSave() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try Data(CatalogWriter.bytes(Self.catalog())).write(to: URL(fileURLWithPath: path))
        var state = EditorState(documents: try DocumentLoading.load([path]), width: 120, height: 40, checker: CatalogChecker(),
                                measure: { TextWidth.of($0) })
        #expect(state.language == "fr")
        #expect(state.selectedIndex == 0)
        // Space marks the composed spelling and moves to the decomposed one; r reviews the
        // mark; Enter retypes the decomposed spelling's French.
        let script: [MemoryTerminal.Step] = .keys(.character(" "), .character("r"), .enter, .ctrl("k"))
            + MemoryTerminal.Step.type("Deux") + .keys(.enter, .escape, .ctrl("s"), .character("q"))
        let run = runEditor(&state, script)
        #expect(run.ending == .quit)

        var expected = Self.catalog()
        expected.modifyString(at: 0) { $0.markReviewed(language: "fr") }
        expected.modifyEntry(at: 1) { $0.setValue("Deux", language: "fr") }
        let saved = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(saved == CatalogWriter.bytes(expected))
        let reread = try CatalogFile.open(path).catalog
        #expect(reread.strings.map { Array($0.key.utf8) } == [Array(Self.composed.utf8), Array(Self.decomposed.utf8), Array("Tea".utf8)])
        #expect(reread.strings[0].localization(for: "fr")?.stringUnit == StringUnit(state: .translated, value: "Café (composé)"))
        #expect(reread.strings[1].localization(for: "fr")?.stringUnit == StringUnit(state: .translated, value: "Deux"))
        #expect(!state.document.isModified)
    }
}
