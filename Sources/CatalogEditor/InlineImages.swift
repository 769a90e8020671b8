/// How the terminal draws images inline, as the runtime found out at start (or as
/// `XCEDIT_GRAPHICS` says); the editor opens screenshots in the user's viewer otherwise.
public enum InlineImageKind: Equatable, Sendable {
    /// kitty's graphics protocol: the image goes under the text, so that the string's frame
    /// is outlined over it.
    case kitty
    /// iTerm2's inline images: the terminal fits the image in its cells itself, so nothing
    /// is outlined on it.
    case iTerm2

    /// Whether the string's frame can be outlined on the image.
    public var outlinesFrame: Bool { self == .kitty }

    /// For the status line.
    public var name: String {
        switch self {
        case .kitty: "kitty graphics"
        case .iTerm2: "iTerm2's inline images"
        }
    }
}

/// What the runtime read of an image before it is drawn: its size in pixels, the pixels per
/// point of the frames drawn on it, and the terminal's cell in pixels (0 when the terminal
/// does not say).
public struct ImageMeasure: Equatable, Sendable {
    public var pixelWidth: Int
    public var pixelHeight: Int
    public var pixelsPerPoint: Int
    public var cellWidth: Int
    public var cellHeight: Int

    public init(pixelWidth: Int, pixelHeight: Int, pixelsPerPoint: Int = 1, cellWidth: Int = 0, cellHeight: Int = 0) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.pixelsPerPoint = pixelsPerPoint
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
    }
}

/// A note `i` draws inline: the file, which of the string's notes it is, and (once the
/// runtime has read it) its measure. Shown over the panes right of the sidebar until a key.
public struct ShownImage: Equatable, Sendable {
    public var file: BundleNotes.File
    /// The string whose note it is.
    public var key: String
    /// Its place among the string's notes, from 0, and how many there are.
    public var index: Int
    public var count: Int
    public var kind: InlineImageKind
    public var measure: ImageMeasure?

    /// Whether the file is one the terminal is asked to draw: a PNG, by its name (the
    /// runtime checks the bytes).
    public static func isDrawable(_ file: BundleNotes.File) -> Bool {
        file.name.lowercased().hasSuffix(".png")
    }

    /// "Screenshot 1 of 3" or "Note 3 of 3".
    public var title: String {
        "\(file.frame == nil ? "Note" : "Screenshot") \(index + 1) of \(count)"
    }
}
