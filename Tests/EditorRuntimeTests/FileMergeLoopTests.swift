import CatalogEditor
@testable import CatalogFiles
import EditorRuntime
import Foundation
import StringCatalogKit
import Testing
import TerminalUI

/// "Changed on disk" answered with `m`: the editor's changes merged into the file another
/// program wrote meanwhile, through the whole loop and the files on disk.
@Suite("The editor's run loop: merging with a file changed on disk", .serialized)
@MainActor
struct FileMergeLoopTests {
    /// Another program sets `key`'s value in `language` to `value` in the file, as sync or
    /// a checkout would (the file rewritten whole).
    static func setElsewhere(_ path: String, key: String, language: String, value: String) {
        guard var catalog = try? CatalogFile.open(path).catalog else {
            Issue.record("the file reads")
            return
        }
        guard let index = catalog.index(ofKey: key) else {
            Issue.record("the file has “\(key)”")
            return
        }
        var entry = catalog.entry(at: index)
        entry.setValue(value, language: language)
        catalog.modifyString(at: index) { $0 = entry.string }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(CatalogWriter.bytes(catalog))))
    }

    static func value(_ catalog: StringCatalog, _ key: String, _ language: String) -> String? {
        catalog.index(ofKey: key).flatMap { catalog.entry(at: $0).displayValue(in: language) }
    }

    /// The sample's Localizable.xcstrings: the selected string and another one, both with
    /// a plain value in the language shown.
    static func start(_ copy: SampleProjectCopy) throws -> (state: EditorState, ours: String, theirs: String, language: String) {
        let state = try copy.state([copy.localizable])
        let language = state.language
        let ours = try #require(state.selectedString?.key)
        let theirs = try #require(state.visibleRows.map { state.catalog.strings[$0.string] }
            .first { $0.key != ours && $0.localization(for: language)?.stringUnit != nil }?.key)
        return (state, ours, theirs, language)
    }

    @Test("m merges: the edit made in the editor and the one made on disk both reach the file, saved at once when nothing conflicts")
    func mergeKeepsBothSides() throws {
        let copy = try SampleProjectCopy()
        var (state, ours, theirs, language) = try Self.start(copy)
        let run = runEditor(&state, RunLoopTests.retype("Unsere Fassung")
            + [.action { Self.setElsewhere(copy.localizable, key: theirs, language: language, value: "Ihre Fassung") }]
            + .keys(.ctrl("s")) + .keys(.character("m"), .character("q")))
        #expect(run.ending == .quit)
        #expect(run.terminal.frames.contains { $0.text().contains("changed on disk") && $0.text().contains("m merge") })
        let saved = try copy.catalog(copy.localizable)
        #expect(Self.value(saved, ours, language) == "Unsere Fassung")
        #expect(Self.value(saved, theirs, language) == "Ihre Fassung")
        #expect(!state.document.isModified)
        #expect(state.document.merge?.unresolvedCount == 0)
    }

    @Test("m on a string both changed: a conflict in the Conflicts view, yours kept; > takes the file's, and no git add is offered")
    func mergeWithConflict() throws {
        let copy = try SampleProjectCopy()
        var (state, ours, _, language) = try Self.start(copy)
        let run = runEditor(&state, RunLoopTests.retype("Unsere Fassung")
            + [.action { Self.setElsewhere(copy.localizable, key: ours, language: language, value: "Ihre Fassung") }]
            + .keys(.ctrl("s"), .character("m"), .character(">"), .ctrl("s"), .character("q")))
        #expect(run.ending == .quit)
        let texts = run.terminal.frames.map { $0.text() }
        let afterMerge = try #require(texts.first { $0.contains("Merged with Localizable.xcstrings as on disk") })
        #expect(afterMerge.contains("1 conflict"))
        #expect(afterMerge.contains("CONFLICT"))
        #expect(!texts.contains { $0.contains("git add") })
        let saved = try copy.catalog(copy.localizable)
        #expect(Self.value(saved, ours, language) == "Ihre Fassung")
        #expect(!state.document.isModified)
    }

    @Test("m with the conflict left: the file holds yours there and the file's edits elsewhere; the conflict stays shown")
    func mergeSavedWithConflictLeft() throws {
        let copy = try SampleProjectCopy()
        var (state, ours, theirs, language) = try Self.start(copy)
        let run = runEditor(&state, RunLoopTests.retype("Unsere Fassung")
            + [.action {
                Self.setElsewhere(copy.localizable, key: ours, language: language, value: "Ihre Fassung")
                Self.setElsewhere(copy.localizable, key: theirs, language: language, value: "Auch von dort")
            }]
            + .keys(.ctrl("s"), .character("m"), .ctrl("s"), .character("q")))
        #expect(run.ending == .quit)
        let saved = try copy.catalog(copy.localizable)
        #expect(Self.value(saved, ours, language) == "Unsere Fassung")
        #expect(Self.value(saved, theirs, language) == "Auch von dort")
        #expect(state.document.merge?.unresolvedCount == 1)
        #expect(state.stateFilter == .conflicts)
    }
}
