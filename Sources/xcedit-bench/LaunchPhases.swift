import CatalogEditor
import CatalogFiles
import Dispatch
import EditorRuntime
import EditorUI
import Foundation
import ParallelWork
import StringCatalogKit
import TerminalUI

/// The editor's launch on one large catalog, phase by phase in one process and at the same
/// time as the editor runs them: the first strings read and shown, while another thread
/// reads the whole file, parses it (on two threads) and counts its statistics; then the
/// whole catalog takes their place. Process start and the terminal are left out (the
/// `first-frame` measure through tmux has them).
enum LaunchPhases {
    struct Times {
        var firstLook: [Double] = []
        var state: [Double] = []
        var frame: [Double] = []
        var firstFrameAt: [Double] = []
        var read: [Double] = []
        var parse: [Double] = []
        var document: [Double] = []
        var swap: [Double] = []
        var editableAt: [Double] = []
    }

    /// What the background thread measured, handed back once it is waited for.
    private final class Background: @unchecked Sendable {
        // Unchecked: written by the background thread before the group is left, read after.
        var read = 0.0, parse = 0.0, document = 0.0
        var result: Document?
    }

    static func measure(_ path: String, runs: Int) -> Times? {
        var times = Times()
        for _ in 0..<runs {
            let start = Measure.now()
            guard let prefix = CatalogReadingInBackground.firstLook([path]) else { return nil }
            times.firstLook.append(Measure.now() - start)
            let background = Background()
            let group = DispatchGroup()
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                var phase = Measure.now()
                guard let (bytes, fingerprint) = try? CatalogFile.readBytes(path) else { return }
                background.read = Measure.now() - phase
                phase = Measure.now()
                guard let catalog = try? CatalogReader.read(bytes) else { return }
                background.parse = Measure.now() - phase
                phase = Measure.now()
                background.result = Document(path: path, catalog: catalog, fingerprint: fingerprint)
                background.document = Measure.now() - phase
            }
            var phase = Measure.now()
            var state = EditorState.reading(prefix, language: nil, width: 200, height: 50, checker: CatalogChecker(),
                                            measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics)
            times.state.append(Measure.now() - phase)
            phase = Measure.now()
            _ = EditorRenderer.render(state)
            times.frame.append(Measure.now() - phase)
            times.firstFrameAt.append(Measure.now() - start)
            group.wait()
            guard let whole = background.result else { return nil }
            times.read.append(background.read)
            times.parse.append(background.parse)
            times.document.append(background.document)
            phase = Measure.now()
            state.reduce(.catalogRead(.read(whole)))
            _ = EditorRenderer.render(state)
            times.swap.append(Measure.now() - phase)
            times.editableAt.append(Measure.now() - start)
        }
        return times
    }

    static func report(_ times: Times) -> [String] {
        [
            "first look: first strings read and parsed   " + Measure.summary(times.firstLook),
            "editor state on them                        " + Measure.summary(times.state),
            "first frame drawn                           " + Measure.summary(times.frame),
            "  first frame, from the start               " + Measure.summary(times.firstFrameAt),
            "meanwhile: whole file read (and hashed)     " + Measure.summary(times.read),
            "           parsed (two threads)             " + Measure.summary(times.parse),
            "           statistics (the document)        " + Measure.summary(times.document),
            "whole catalog in place, frame drawn         " + Measure.summary(times.swap),
            "  editable, from the start                  " + Measure.summary(times.editableAt),
        ]
    }
}
