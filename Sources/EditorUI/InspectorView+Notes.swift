import CatalogEditor
import StringCatalogKit
import TerminalUI

/// A translator's bundle: the screenshots that show the selected string (with where it is
/// in each), then the bundle's other notes; `i` opens them in turn, and the one opened last
/// is marked.
extension InspectorView {
    /// How many notes are named before "+N more", so that a bundle full of notes does not
    /// push the problems out of the pane.
    static let notesShown = 4

    static func notes(_ state: EditorState, field: (String, String, Style, FormPath?) -> Void) {
        let files = state.selectedNotes
        guard let origin = state.document.exchange, let key = state.selectedString?.key else { return }
        noteWarnings(origin.notes.warnings, field: field)
        guard !files.isEmpty else { return }
        let screenshots = origin.notes.screenshots[BundleNotes.TableKey(table: origin.tableName, key: key)]?.count ?? 0
        let opened = state.openedNote.flatMap { $0.document == state.current && $0.key == key ? $0.index : nil }
        for (index, file) in files.prefix(notesShown).enumerated() {
            let label = index == 0 ? (screenshots > 0 ? "Screenshot" : "Notes") : index == screenshots ? "Notes" : ""
            let text = (index == opened ? "▸ " : "") + file.name + (file.frame.map { "  " + $0.description } ?? "")
            field(label, text, index == opened ? Theme.title : .plain, nil)
        }
        if files.count > notesShown { field("", "+\(files.count - notesShown) more (i opens each in turn)", Theme.dim, nil) }
    }

    /// What `Notes/` held that could not be used, so that a translator missing a screenshot
    /// knows why: the first few, then how many more.
    static func noteWarnings(_ warnings: [String], field: (String, String, Style, FormPath?) -> Void) {
        let shown = 2
        for (index, warning) in warnings.prefix(shown).enumerated() {
            field(index == 0 ? "Notes ⚠" : "", warning, Theme.warning, nil)
        }
        if warnings.count > shown { field("", "+\(warnings.count - shown) more", Theme.dim, nil) }
    }
}
