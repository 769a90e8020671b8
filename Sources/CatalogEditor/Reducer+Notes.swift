import StringCatalogKit

/// Which of the selected string's notes `i` showed last: the next `i` on the same string
/// shows the one after it.
public struct OpenedNote: Equatable, Sendable {
    public var document: Int
    public var key: String
    /// Its place among `BundleNotes.files(table:key:)`.
    public var index: Int
}

/// `i` on a translator's bundle: the selected string's screenshots, then the bundle's other
/// notes, one per press, in the user's viewer. The reducer only says which file; the run
/// loop starts the viewer without waiting for it.
extension EditorState {
    /// The notes of the selected string, when the document comes from a bundle that has any.
    public var selectedNotes: [BundleNotes.File] {
        guard let origin = document.exchange, let key = selectedString?.key else { return [] }
        return origin.notes.files(table: origin.tableName, key: key)
    }

    mutating func openNextNote() -> [Effect] {
        guard let key = selectedString?.key else { return [.bell] }
        let files = selectedNotes
        guard !files.isEmpty else {
            let notes = document.exchange?.notes
            let reason = notes == nil ? "Screenshots and notes come with a translator's .xcloc bundle; this catalog has none"
                : notes!.isEmpty ? "This bundle has no screenshots or notes"
                : "No screenshot shows “\(key)”, and the bundle has no other notes"
            message = StatusMessage(reason, kind: .error)
            return [.bell]
        }
        let previous = openedNote.flatMap { $0.document == current && $0.key == key ? $0.index : nil }
        let index = previous.map { ($0 + 1) % files.count } ?? 0
        openedNote = OpenedNote(document: current, key: key, index: index)
        message = StatusMessage("Opening \(files[index].name) (\(index + 1) of \(files.count)) in the viewer")
        return [.openInViewer(path: files[index].path, frame: files[index].frame)]
    }
}
