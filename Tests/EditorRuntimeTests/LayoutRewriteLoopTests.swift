import CatalogEditor
@testable import CatalogFiles
import EditorRuntime
import Foundation
import StringCatalogKit
import Testing
import TerminalUI

/// A catalog another tool wrote (not in Xcode's layout): the first save says it will be
/// rewritten whole before writing anything, as `xcedit import` says it.
@Suite("The editor's run loop: saving a file that is not in Xcode's layout", .serialized)
@MainActor
struct LayoutRewriteLoopTests {
    /// The sample's InfoPlist.xcstrings written as one line of JSON, as a script might.
    static func oneLineCopy(_ copy: SampleProjectCopy) throws -> [UInt8] {
        let object = try JSONSerialization.jsonObject(with: Data(try copy.bytes(copy.infoPlist)))
        let bytes = [UInt8](try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
        try Data(bytes).write(to: URL(fileURLWithPath: copy.infoPlist))
        return bytes
    }

    static func retype(_ text: String) -> [MemoryTerminal.Step] {
        .keys(.enter, .ctrl("k")) + MemoryTerminal.Step.type(text) + .keys(.enter, .escape)
    }

    @Test("Ctrl-S asks first and writes nothing; n keeps the file as it was")
    func asksAndCancels() throws {
        let copy = try SampleProjectCopy()
        let before = try Self.oneLineCopy(copy)
        var state = try copy.state([copy.infoPlist])
        let run = runEditor(&state, Self.retype("Vögel") + .keys(.ctrl("s")) + [.action {
            #expect((try? copy.bytes(copy.infoPlist)) == before, "nothing written while asking")
        }] + .keys(.character("n")))
        #expect(run.terminal.frames.contains { $0.text().contains("not in Xcode's layout") })
        #expect(try copy.bytes(copy.infoPlist) == before)
        #expect(state.document.isModified)
    }

    @Test("y rewrites it in Xcode's layout with the edit; the next save does not ask again")
    func rewritesOnceAgreed() throws {
        let copy = try SampleProjectCopy()
        _ = try Self.oneLineCopy(copy)
        var state = try copy.state([copy.infoPlist])
        let run = runEditor(&state, Self.retype("Vögel") + .keys(.ctrl("s"), .character("y")) + Self.retype("Vögel 2") + .keys(.ctrl("s"), .character("q")))
        #expect(run.ending == .quit)
        let questions = run.terminal.frames.filter { $0.text().contains("is not in Xcode's layout") }
        #expect(!questions.isEmpty)
        let saved = try copy.catalog(copy.infoPlist)
        #expect(CatalogWriter.bytes(saved) == (try copy.bytes(copy.infoPlist)))
        #expect(String(decoding: try copy.bytes(copy.infoPlist), as: UTF8.self).contains("Vögel 2"))
        #expect(!state.document.isModified)
    }

    @Test("k keeps the file's layout: only the edited string's bytes change, and the next save does not ask again")
    func keepsLayoutOnceAsked() throws {
        let copy = try SampleProjectCopy()
        let before = try Self.oneLineCopy(copy)
        var state = try copy.state([copy.infoPlist])
        let run = runEditor(&state, Self.retype("Vögel") + .keys(.ctrl("s"), .character("k")) + Self.retype("Vögel 2") + .keys(.ctrl("s"), .character("q")))
        #expect(run.ending == .quit)
        #expect(run.terminal.frames.filter { $0.text().contains("is not in Xcode's layout") }.count >= 1)
        let after = try copy.bytes(copy.infoPlist)
        // Still one line: the file's layout, not Xcode's.
        #expect(CatalogWriter.bytes(try copy.catalog(copy.infoPlist)) != after)
        var head = 0
        while head < min(before.count, after.count) && before[head] == after[head] { head += 1 }
        var tail = 0
        while tail < min(before.count, after.count) - head && before[before.count - 1 - tail] == after[after.count - 1 - tail] { tail += 1 }
        let changed = String(decoding: after[head..<after.count - tail], as: UTF8.self)
        // The edited string's member and nothing of the other strings.
        let edited = try #require(state.catalog.strings.first { $0.localizations?.elements.contains { $0.value.stringUnit?.value == "Vögel 2" } == true })
        #expect(changed.contains("Vögel 2"), "\(changed)")
        for other in state.catalog.strings where other.key != edited.key {
            #expect(!changed.contains("\"\(other.key)\""), "\(other.key) changed too: \(changed)")
        }
        #expect(!state.document.isModified)
    }

    @Test("A file in Xcode's layout saves without a question")
    func xcodeLayoutSavesStraight() throws {
        let copy = try SampleProjectCopy()
        var state = try copy.state([copy.infoPlist])
        let run = runEditor(&state, Self.retype("Vögel") + .keys(.ctrl("s"), .character("q")))
        #expect(run.ending == .quit)
        #expect(!run.terminal.frames.contains { $0.text().contains("Xcode's layout") })
        #expect(!state.document.isModified)
    }

    @Test("The layout check: the sample's file is in Xcode's layout, the one-line copy is not")
    func layoutCheck() throws {
        let copy = try SampleProjectCopy()
        let file = try CatalogFile.open(copy.infoPlist)
        #expect(CatalogFile.isInXcodeLayout(file.catalog, asRead: file.fingerprint) == true)
        _ = try Self.oneLineCopy(copy)
        let oneLine = try CatalogFile.open(copy.infoPlist)
        #expect(CatalogFile.isInXcodeLayout(oneLine.catalog, asRead: oneLine.fingerprint) == false)
    }
}
