import CatalogEditor
import Foundation
import Interchange

/// A bundle's `Notes/` as the editor shows them: Interchange's reading, with each file's
/// path on disk for the viewer.
enum BundleNoteReading {
    static func notes(of bundle: String) -> BundleNotes {
        let read = XclocNotes.read(bundle: bundle)
        // Absolute: a viewer such as xdg-open may hand the path to a program started elsewhere.
        let notesFolder = URL(fileURLWithPath: bundle).standardizedFileURL.path + "/Notes/"
        var screenshots: [BundleNotes.TableKey: [BundleNotes.File]] = [:]
        for shot in read.screenshots {
            let frame = shot.frame.map { NoteFrame(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            screenshots[BundleNotes.TableKey(table: shot.table, key: shot.key), default: []]
                .append(BundleNotes.File(path: notesFolder + shot.file, name: shot.file, frame: frame))
        }
        let others = read.otherFiles.map { BundleNotes.File(path: notesFolder + $0, name: $0) }
        return BundleNotes(screenshots: screenshots, otherFiles: others, warnings: read.warnings)
    }
}
