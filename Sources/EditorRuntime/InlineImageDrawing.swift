import CatalogEditor
import EditorUI
import Foundation
import Interchange
import TerminalUI

/// Drawing a screenshot in the terminal for the reducer (see Reducer+Notes): reading the
/// PNG's size, then writing it after the frame that leaves its cells blank, and taking it
/// away again. The bytes come from `InlineImageSequence` and the cells from `ImageView`:
/// here only the files and the terminal are touched.
@MainActor
enum InlineImageDrawing {
    /// The id the editor's image has in kitty: one at a time, each replacing the last.
    static let kittyImageID = 1
    /// Larger files go to the viewer: sending them through the terminal would hold up the
    /// editor (and an SSH connection) for too long.
    static let largestFile = 32 << 20

    /// The PNG's size and density, and the terminal's cell; or why it cannot be drawn.
    static func measure(_ path: String, terminal: TerminalDevice) -> Command {
        switch read(path) {
        case .unusable(let reason):
            return .imageUnreadable(path: path, reason: reason)
        case .image(_, let image):
            let cell = terminal.cellPixelSize
            return .imageMeasured(path: path, ImageMeasure(pixelWidth: image.width, pixelHeight: image.height, pixelsPerPoint: image.pixelsPerPoint,
                                                           cellWidth: cell?.width ?? 0, cellHeight: cell?.height ?? 0))
        }
    }

    /// The frame with the image's cells blank (and the outline) first, then the image.
    static func draw(_ path: String, kind: InlineImageKind, over screen: ScreenWithImage, terminal: TerminalDevice) -> [Command] {
        guard let placed = screen.imagePlace else { return [] }
        let png: [UInt8]
        switch read(path) {
        case .unusable(let reason): return [.imageUnreadable(path: path, reason: reason)]
        case .image(let bytes, _): png = bytes
        }
        terminal.draw(screen.frame)
        terminal.writeGraphics(sequence(png, kind: kind, at: placed))
        return []
    }

    static func sequence(_ png: [UInt8], kind: InlineImageKind, at placed: Region) -> String {
        switch kind {
        case .kitty:
            InlineImageSequence.kitty(png: png, id: kittyImageID, x: placed.x, y: placed.y, columns: placed.width, rows: placed.height)
        case .iTerm2:
            InlineImageSequence.iTerm2(png: png, x: placed.x, y: placed.y, columns: placed.width, rows: placed.height)
        }
    }

    /// kitty deletes its image; iTerm2's goes when its cells are drawn again, which the
    /// repaint does for every cell.
    static func erase(_ kind: InlineImageKind, terminal: TerminalDevice) {
        if kind == .kitty { terminal.writeGraphics(InlineImageSequence.kittyDelete(id: kittyImageID)) }
        terminal.invalidate()
    }

    enum Reading {
        case image([UInt8], ScreenshotImage)
        /// Why it cannot be drawn, for the status line.
        case unusable(String)
    }

    /// The file's bytes and what they hold, or why they cannot be drawn.
    static func read(_ path: String) -> Reading {
        // The size first: a huge file is not read at all.
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int else {
            return .unusable("the file is gone or cannot be read")
        }
        guard size <= largestFile else { return .unusable("larger than \(largestFile >> 20) MB") }
        guard let data = FileManager.default.contents(atPath: path), data.count <= largestFile else {
            return .unusable("the file is gone or cannot be read")
        }
        let bytes = [UInt8](data)
        switch ScreenshotImage.read(bytes) {
        case .success(let image): return .image(bytes, image)
        case .failure(let error): return .unusable(error.description)
        }
    }
}

/// What the loop shows now, for drawing an image over it: the frame, which leaves the image's
/// cells blank, and where on it the image goes (nil when no image has a place there). The
/// loop, which owns the state, makes it when an image is drawn (see `EffectInterpreter`).
public struct ScreenWithImage {
    public var frame: CellGrid
    public var imagePlace: Region?

    public init(frame: CellGrid, imagePlace: Region?) {
        self.frame = frame
        self.imagePlace = imagePlace
    }

    /// What `state` shows.
    @MainActor
    public static func of(_ state: EditorState) -> ScreenWithImage {
        ScreenWithImage(frame: EditorRenderer.render(state), imagePlace: ImageView.placement(state)?.image)
    }
}
