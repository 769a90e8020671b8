import CatalogEditor
import EditorRuntime
import EditorUI
import Foundation
import StringCatalogKit
import TerminalUI

/// Ctrl-S in the editor on a translator's bundle after one string was edited, as the editor
/// does it: the save command reduced, the save effect carried out (the XLIFF patched and
/// written) and its outcome reduced. On a copy of the bundle, so that the one measured stays
/// as it is; each run edits another string and saves again, so that the second and later
/// saves are measured too.
enum BundleSave {
    /// The time of each run's Ctrl-S, in seconds; `cpu`: the process's CPU time instead of
    /// the wall clock (a large file is hashed on two threads). The copy is removed afterwards.
    @MainActor
    static func measure(_ path: String, runs: Int, cpu: Bool = false) throws -> [Double] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("xcedit-bench-save-\(getpid())").path
        try? FileManager.default.removeItem(atPath: scratch)
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        let copy = scratch + "/" + (trimmed.split(separator: "/").last.map(String.init) ?? "bundle.xcloc")
        try FileManager.default.copyItem(atPath: trimmed, toPath: copy)

        let effects = EffectInterpreter()
        let (documents, unreadable) = DocumentLoading.loadReadable([copy], keepingReadingsFor: effects)
        if let first = unreadable.first { throw Failure(first.error) }
        var state = EditorState(documents: documents, width: 200, height: 50, checker: CatalogChecker(),
                                measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics)
        let terminal = MemoryTerminal(width: 200, height: 50)
        var times: [Double] = []
        for run in 0..<runs {
            // Another string each run, one translation typed over.
            for command: Command in [.moveDown, .edit, .field(.deleteToEnd), .field(.insert("Traduction \(run)")), .fieldCommit, .fieldCancel] {
                _ = state.reduce(command)
            }
            guard state.hasUnsavedChanges else { throw Failure("run \(run): the edit changed nothing") }
            let seconds = (cpu ? Measure.processCPUTime : Measure.time) {
                var pending = state.reduce(.save)
                while let effect = pending.first {
                    pending.removeFirst()
                    for outcome in effects.perform(effect, terminal: terminal) { pending += state.reduce(outcome) }
                }
            }
            guard !state.hasUnsavedChanges else { throw Failure("run \(run): not saved: \(state.message?.text ?? "")") }
            times.append(seconds)
        }
        return times
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
