import CatalogEditor
import EditorUI
import Foundation
import Interchange
import StringCatalogKit
import TerminalUI

/// What the editor does on a translator's `.xcloc` or `.xliff` before its first frame,
/// phase by phase in one process: reading the XLIFF, seeing each `<file>` as a catalog,
/// making the documents (their statistics), the editor's state (rows, checks of the shown
/// rows) and the first frame drawn. Quick to rerun while tuning one phase.
enum BundlePhases {
    struct Times {
        var read: [Double] = []
        var views: [Double] = []
        var documents: [Double] = []
        var state: [Double] = []
        var frame: [Double] = []
    }

    static func measure(_ path: String, runs: Int) throws -> Times {
        var times = Times()
        for _ in 0..<runs {
            var start = Measure.now()
            let input = try ProjectImport.readInput(path)
            times.read.append(Measure.now() - start)
            start = Measure.now()
            let views = XclocEditing.views(of: input)
            times.views.append(Measure.now() - start)
            start = Measure.now()
            let documents = Self.documents(views, of: input, at: path)
            times.documents.append(Measure.now() - start)
            start = Measure.now()
            let state = EditorState(documents: documents, width: 200, height: 50, checker: CatalogChecker(), measure: { TextWidth.of($0) },
                                    metrics: EditorRenderer.metrics)
            times.state.append(Measure.now() - start)
            start = Measure.now()
            _ = EditorRenderer.render(state)
            times.frame.append(Measure.now() - start)
        }
        return times
    }

    /// The editor's documents for the files of the bundle at `path`, as the editor makes them.
    static func documents(_ views: [XclocEditing.FileView], of input: ProjectImport.Input, at path: String) -> [Document] {
        views.map { view in
            Document(path: path + "/" + view.original, catalog: view.catalog,
                     projectLanguages: view.language == view.catalog.sourceLanguage ? [] : [view.language],
                     exchange: ExchangeOrigin(input: path, xliffPath: input.xliffPath, fileIndex: view.index, original: view.original, language: view.language))
        }
    }

    /// The documents of the bundle at `path`, read.
    static func documents(of path: String) throws -> [Document] {
        let input = try ProjectImport.readInput(path)
        return documents(XclocEditing.views(of: input), of: input, at: path)
    }

    static func report(_ times: Times) -> [String] {
        [
            "read the XLIFF (ProjectImport.readInput)   " + Measure.summary(times.read),
            "each <file> as a catalog (XclocEditing)    " + Measure.summary(times.views),
            "documents (statistics)                     " + Measure.summary(times.documents),
            "editor state (rows, checks of shown rows)  " + Measure.summary(times.state),
            "first frame drawn                          " + Measure.summary(times.frame),
        ]
    }
}
