import CatalogEditor
import Foundation
import StringCatalogKit

/// The editor's side of recovery copies (the file format is the library's `RecoveryCopy`):
/// writing one per modified catalog when a signal ends the editor, and finding the ones an
/// earlier session left, at the next start. The reducer asks what to do with them
/// (`Reducer+Recovery`).
public enum RecoveryCopies {
    /// Writes a recovery copy beside each catalog with unsaved changes. Returns a line per
    /// catalog for standard error, to be printed once the terminal is restored.
    public static func write(_ state: EditorState) -> [String] {
        var report: [String] = []
        for document in state.documents where document.isModified {
            do {
                try RecoveryCopy.write(document.catalog, for: document.path)
                report.append("xcedit: unsaved changes to \(document.path) kept in \(RecoveryCopy.path(for: document.path))")
            } catch {
                report.append("xcedit: unsaved changes to \(document.path) could not be kept: \(error)")
            }
        }
        return report
    }

    /// Recovery copies an earlier session left beside the catalogs. One that cannot be read
    /// is left alone; `warn` gets a line about it.
    public static func existing(for documents: [Document], warn: (String) -> Void) -> [RecoveredChanges] {
        documents.indices.compactMap { index in
            guard let found = RecoveryCopy.existing(for: documents[index].path) else { return nil }
            do {
                return RecoveredChanges(document: index, path: found.path, modified: found.modified, catalog: try CatalogFile.open(found.path).catalog)
            } catch {
                warn("xcedit: ignoring the recovery copy \(found.path): \(error)")
                return nil
            }
        }
    }
}
