@testable import CatalogFiles
import Foundation
import CatalogEditor
import StringCatalogKit
import TerminalUI
import EditorUI
import ProjectModel

/// The sample project's catalogs, opened as the editor opens them.
enum SampleProjectFixture {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SampleProject")

    static func documents() throws -> [Document] {
        try CatalogDiscovery.catalogs(at: root.path).files.map { path in
            let file = try CatalogFile.open(path)
            return Document(path: "SampleProject" + path.dropFirst(root.path.count), catalog: file.catalog,
                            projectLanguages: try ProjectLanguages.enclosing(path)?.knownRegions ?? [])
        }
    }

    /// The editor on Localizable.xcstrings, as `xcedit SampleProject` opens it.
    static func state(width: Int, height: Int) throws -> EditorState {
        let state = EditorState(documents: try documents(), width: width, height: height, checker: CatalogChecker(), measure: { TextWidth.of($0) },
                                metrics: EditorRenderer.metrics)
        precondition(state.document.name == "Localizable.xcstrings")
        return state
    }

    /// The editor at `width`×`height` showing `language`, on the string with `key`.
    static func state(width: Int, height: Int, language: String, selecting key: String) throws -> EditorState {
        var state = try state(width: width, height: height)
        state.reduce(.selectLanguage(language))
        select(key, in: &state)
        return state
    }

    /// Selects the string with `key`, moving as a user would.
    static func select(_ key: String, in state: inout EditorState) {
        state.reduce(.top)
        while state.selectedString?.key != key {
            let before = state.selectedRow
            state.reduce(.moveDown)
            if state.selectedRow == before { return }
        }
    }
}
