import CatalogEditor
@testable import CatalogFiles
import EditorRuntime
import Foundation
import ProjectModel
import StringCatalogKit
import Testing
import TerminalUI

/// The whole loop without a terminal: keys go in through `MemoryTerminal`, the reducer and
/// the effect interpreter run as in the real editor, and the files on disk are checked.
@Suite("The editor's run loop: saving, conflicts, recovery, knownRegions, $EDITOR", .serialized)
@MainActor
struct RunLoopTests {
    /// Enter on the selected string, the value replaced by `text` (the field opens with the
    /// cursor at the start), Enter to commit, Esc to close the field Enter moved on to.
    static func retype(_ text: String) -> [MemoryTerminal.Step] {
        .keys(.enter, .ctrl("k")) + MemoryTerminal.Step.type(text) + .keys(.enter, .escape)
    }

    /// Another program rewrites the catalog: one translation gets a letter more.
    static func rewriteElsewhere(_ path: String) -> [UInt8] {
        var text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        if let value = text.range(of: #""value" : ""#) { text.insert("Z", at: value.upperBound) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)), "the file is written")
        return Array(text.utf8)
    }

    /// The sample's Localizable.xcstrings in the editor: the first string retyped as `text`,
    /// then another program rewrites the file, then Ctrl-S and `answer`. Returns the run, the
    /// editor's state after it, and the bytes the other program wrote.
    static func saveAfterChangeElsewhere(_ copy: SampleProjectCopy, retyping text: String, answer: [MemoryTerminal.Step]) throws
        -> (run: (ending: EditorLoop.Ending, terminal: MemoryTerminal), state: EditorState, theirs: [UInt8]) {
        var state = try copy.state([copy.localizable])
        var theirs: [UInt8] = []
        let run = runEditor(&state, retype(text)
            + [.action { theirs = rewriteElsewhere(copy.localizable) }] + .keys(.ctrl("s")) + answer)
        return (run, state, theirs)
    }

    @Test("Ctrl-S after another program changed the file: o overwrites it with the editor's version")
    func conflictOverwrite() throws {
        let copy = try SampleProjectCopy()
        let (run, state, _) = try Self.saveAfterChangeElsewhere(copy, retyping: "Überschrieben", answer: .keys(.character("o"), .character("q")))
        #expect(run.ending == .quit)
        #expect(run.terminal.frames.contains { $0.text().contains("changed on disk") })
        let saved = try copy.catalog(copy.localizable)
        #expect(saved == state.catalog)
        #expect(String(decoding: try copy.bytes(copy.localizable), as: UTF8.self).contains("Überschrieben"))
        #expect(!state.document.isModified)
    }

    @Test("Ctrl-S after another program changed the file: r reloads its version and drops the edit")
    func conflictReload() throws {
        let copy = try SampleProjectCopy()
        let (run, state, theirs) = try Self.saveAfterChangeElsewhere(copy, retyping: "Verworfen", answer: .keys(.character("r"), .character("q")))
        #expect(run.ending == .quit)
        #expect(try copy.bytes(copy.localizable) == theirs)
        #expect(state.catalog == (try copy.catalog(copy.localizable)))
        #expect(!state.document.isModified)
        #expect(run.terminal.screen.contains("Reloaded"))
    }

    @Test("Ctrl-S after another program changed the file: c leaves both versions as they are")
    func conflictCancel() throws {
        let copy = try SampleProjectCopy()
        let (run, state, theirs) = try Self.saveAfterChangeElsewhere(copy, retyping: "Behalten", answer: .keys(.character("c")))
        // The script ran out: the in-memory terminal hangs up, as a dropped connection does.
        guard case .terminated(signal: 1, let report) = run.ending else {
            Issue.record("expected a hang-up, got \(run.ending)")
            return
        }
        #expect(try copy.bytes(copy.localizable) == theirs)
        #expect(state.document.isModified)
        // The unsaved edit went to a recovery copy on the way out.
        #expect(report.count == 1)
        #expect(String(decoding: try copy.bytes(RecoveryCopy.path(for: copy.localizable)), as: UTF8.self).contains("Behalten"))
    }

    @Test("SIGTERM keeps unsaved changes in a recovery copy; the next start restores them, and saving removes the copy")
    func recovery() throws {
        let copy = try SampleProjectCopy()
        let original = try copy.bytes(copy.localizable)
        var state = try copy.state([copy.localizable])
        let first = runEditor(&state, Self.retype("Gerettet") + [.event(.terminate(signal: 15))])
        guard case .terminated(signal: 15, let report) = first.ending else {
            Issue.record("expected SIGTERM's ending, got \(first.ending)")
            return
        }
        #expect(report == ["xcedit: unsaved changes to \(copy.localizable) kept in \(copy.localizable).xcedit-recovery"])
        #expect(try copy.bytes(copy.localizable) == original, "the catalog itself is untouched")
        let kept = try copy.catalog(RecoveryCopy.path(for: copy.localizable))
        #expect(kept == state.catalog)

        var next = try copy.state([copy.localizable])
        let second = runEditor(&next, .keys(.character("r"), .ctrl("s"), .character("q")))
        #expect(second.ending == .quit)
        #expect(second.terminal.frames.first?.text().contains("Restore them?") == true)
        #expect(try copy.catalog(copy.localizable) == kept)
        #expect(!FileManager.default.fileExists(atPath: RecoveryCopy.path(for: copy.localizable)))
    }

    @Test("Adding a language inside the project writes it to knownRegions on save: one line more, nothing else changed")
    func knownRegions() throws {
        let copy = try SampleProjectCopy()
        let before = String(decoding: try copy.bytes(copy.projectFile), as: UTF8.self)
        var state = try copy.state([copy.localizable])
        let run = runEditor(&state, .keys(.character("L")) + MemoryTerminal.Step.type("Swahili") + .keys(.enter, .ctrl("s"), .character("q")))
        #expect(run.ending == .quit)
        let after = String(decoding: try copy.bytes(copy.projectFile), as: UTF8.self)
        var lines = before.components(separatedBy: "\n")
        let close = try #require(lines.firstIndex { $0.contains("\"zh-Hans\",") })
        lines.insert("\t\t\t\tsw,", at: close + 1)
        #expect(after == lines.joined(separator: "\n"))
        #expect(try ProjectLanguages.enclosing(copy.localizable)?.knownRegions.contains("sw") == true)
        #expect(!state.document.isModified)
    }

    @Test("A project file that cannot be read keeps its catalogs from opening, with the project's error at its place")
    func unreadableProjectFile() throws {
        let copy = try SampleProjectCopy()
        let text = String(decoding: try copy.bytes(copy.projectFile), as: UTF8.self)
        try Data(text.prefix(text.count / 2).utf8).write(to: URL(fileURLWithPath: copy.projectFile))
        let (documents, unreadable) = DocumentLoading.loadReadable([copy.localizable, copy.infoPlist], keepingReadingsFor: EffectInterpreter(environment: [:]))
        #expect(documents.isEmpty)
        #expect(unreadable.map(\.path) == [copy.localizable, copy.infoPlist])
        #expect(unreadable.allSatisfy { $0.error.hasPrefix(copy.projectFile + ":") && $0.error.contains(": error: expected ") })
        #expect(throws: DocumentLoading.Failure.self) { try DocumentLoading.load([copy.localizable]) }
    }

    @Test("e runs $EDITOR on the value with the screen handed over, and its text comes back as the value")
    func externalEditor() throws {
        let copy = try SampleProjectCopy()
        let editor = copy.root + "/fake-editor"
        try Scratch.writeScript("#!/bin/sh\n{ echo 'Aus dem Editor'; tail -n +2 \"$1\"; } > \"$1.new\" && mv \"$1.new\" \"$1\"\n", to: editor)
        var state = try copy.state([copy.localizable])
        let environment = ["EDITOR": editor, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TMPDIR": copy.root]
        let run = runEditor(&state, .keys(.character("e"), .ctrl("s"), .character("q")), environment: environment)
        #expect(run.ending == .quit)
        #expect(run.terminal.suspensions == 1)
        #expect(!run.terminal.isSuspended)
        let saved = String(decoding: try copy.bytes(copy.localizable), as: UTF8.self)
        #expect(saved.contains(#""value" : "Aus dem Editor""#))
        #expect(try copy.catalog(copy.localizable) == state.catalog)
    }
}

/// The loop lends the reducer the time no key waits for: the search text is ready when the
/// user filters after a pause, and nothing is drawn for that work.
@Suite("The editor's run loop: work while idle")
@MainActor
struct IdleLoopTests {
    @Test("A pause folds the search text slice by slice without drawing; keys go on after it")
    func pause() throws {
        let copy = try SampleProjectCopy()
        var state = try copy.state([copy.localizable])
        #expect(state.hasWorkWhileIdle)
        let run = runEditor(&state, [.pause] + .keys(.character("/"), .character("f"), .character("e")))
        #expect(!state.hasWorkWhileIdle)
        #expect(run.terminal.pauseLooks >= 1)
        // One frame before the pause, one when the code's uses of the keys arrived, one
        // per key after it: the slices drew nothing.
        #expect(run.terminal.frames.count == 5)
        #expect(state.filterText == "fe")
        // Without a pause the filter folds what it needs itself, finding the same rows.
        var again = try copy.state([copy.localizable])
        runEditor(&again, .keys(.character("/"), .character("f"), .character("e")))
        #expect(state.visibleRows == again.visibleRows)
    }
}
