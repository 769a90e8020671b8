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
///
/// In a terminal that draws images (`inlineImages`), a PNG is drawn in the editor instead,
/// over the panes right of the sidebar, the string's frame outlined where the terminal
/// allows: the runtime measures it (`measureImage`), the reducer keeps it as `shownImage`
/// (the renderer leaves its cells blank and draws the outline), the runtime draws it
/// (`drawShownImage`); any key takes it away (`closeImage`, `eraseImage`), `i` goes on to
/// the next note, and a resize draws it again at the new size.
extension EditorState {
    /// The notes of the selected string, when the document comes from a bundle that has any.
    public var selectedNotes: [BundleNotes.File] {
        guard let origin = document.exchange, let key = selectedString?.key else { return [] }
        return origin.notes.files(table: origin.tableName, key: key)
    }

    /// On opening a bundle whose `Notes/` could not all be used: the first problem in the
    /// status line (the inspector lists them all).
    mutating func reportNoteWarnings() {
        guard let warnings = document.exchange?.notes.warnings, let first = warnings.first else { return }
        let more = warnings.count > 1 ? " (+\(warnings.count - 1) more in the inspector)" : ""
        message = StatusMessage("Notes: \(first)\(more)", kind: .error)
    }

    mutating func openNextNote() -> [Effect] {
        // `i` over an image drawn inline: that one goes, the next one comes.
        let erasing = shownImage.map { [Effect.eraseImage($0.kind)] } ?? []
        shownImage = nil
        guard let key = selectedString?.key else { return erasing + [.bell] }
        let files = selectedNotes
        guard !files.isEmpty else {
            let notes = document.exchange?.notes
            var reason = notes == nil ? "Screenshots and notes come with a translator's .xcloc bundle; this catalog has none"
                : notes!.isEmpty ? "This bundle has no screenshots or notes"
                : "No screenshot shows “\(key)”, and the bundle has no other notes"
            if let warning = notes?.warnings.first { reason += " (Notes/: \(warning))" }
            message = StatusMessage(reason, kind: .error)
            return erasing + [.bell]
        }
        let previous = openedNote.flatMap { $0.document == current && $0.key == key ? $0.index : nil }
        let index = previous.map { ($0 + 1) % files.count } ?? 0
        openedNote = OpenedNote(document: current, key: key, index: index)
        let file = files[index]
        if let kind = inlineImages, ShownImage.isDrawable(file) {
            shownImage = ShownImage(file: file, key: key, index: index, count: files.count, kind: kind)
            message = StatusMessage("Drawing \(file.name) (\(index + 1) of \(files.count))")
            return erasing + [.measureImage(path: file.path)]
        }
        message = StatusMessage("Opening \(file.name) (\(index + 1) of \(files.count)) in the viewer")
        return erasing + [.openInViewer(path: file.path, frame: file.frame)]
    }

    /// The runtime read the image: it is drawn, once the frame that makes room for it is.
    mutating func showMeasuredImage(_ path: String, _ measure: ImageMeasure) -> [Effect] {
        guard var image = shownImage, image.file.path == path, image.measure == nil else { return [] }
        image.measure = measure
        shownImage = image
        describeShownImage()
        return [.drawImage(path: image.file.path, kind: image.kind)]
    }

    /// The status line while an image is drawn: which note, what is outlined, how to go on.
    mutating func describeShownImage() {
        guard let image = shownImage else { return }
        let what: String
        if image.file.frame == nil {
            what = image.file.name
        } else if image.kind.outlinesFrame {
            what = "“\(image.key)” outlined"
        } else {
            what = "no outline of the string (with \(image.kind.name) the terminal places the image)"
        }
        message = StatusMessage("\(image.title): \(what)")
    }

    /// The terminal cannot draw it (not a PNG, unreadable): the viewer shows it instead.
    mutating func openUnreadableImageInViewer(_ path: String, reason: String) -> [Effect] {
        guard let image = shownImage, image.file.path == path else { return [] }
        shownImage = nil
        message = StatusMessage("Cannot draw \(image.file.name) here (\(reason)); opening it in the viewer")
        // Drawn already (this came from drawing it): the screen comes back first.
        return (image.measure == nil ? [] : [.eraseImage(image.kind)]) + [.openInViewer(path: path, frame: image.file.frame)]
    }

    mutating func closeImage() -> [Effect] {
        guard let image = shownImage else { return [] }
        shownImage = nil
        return [.eraseImage(image.kind)]
    }

    /// After a resize: the image drawn again at the new size, or taken away when the
    /// window is too small for the editor.
    mutating func placeImageAgain() -> [Effect] {
        guard let image = shownImage, image.measure != nil else { return [] }
        if layout.isTooSmall { return closeImage() }
        describeShownImage()
        return [.eraseImage(image.kind), .drawImage(path: image.file.path, kind: image.kind)]
    }
}
