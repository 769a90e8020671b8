/// What a translator's `.xcloc` bundle carries for context under `Notes/`: the screenshots
/// Xcode took of the app, each string's frame in them, and any other file the developer
/// put there. The editor lists them in the inspector and opens them in the user's viewer.
public struct BundleNotes: Equatable, Sendable {
    /// A file under the bundle's `Notes/`.
    public struct File: Equatable, Sendable {
        /// Its path on disk, ready to hand to a viewer.
        public var path: String
        /// Its path inside `Notes/` (`Screenshots/de/Shop/1.png`), for the inspector.
        public var name: String
        /// Where the string is drawn in a screenshot, as Xcode writes a rectangle
        /// (`{{x, y}, {width, height}}`); nil for other notes.
        public var frame: NoteFrame?

        public init(path: String, name: String, frame: NoteFrame? = nil) {
            self.path = path
            self.name = name
            self.frame = frame
        }
    }

    /// The screenshots of each string, by table (`Localizable`) and key.
    public var screenshots: [TableKey: [File]]
    /// The other files under `Notes/`, in name order.
    public var otherFiles: [File]
    /// What could not be used under `Notes/` (a malformed `localizedStringData.plist`, an
    /// unreadable file, an image named outside its folder), one line each: shown to the
    /// translator, who would otherwise miss screenshots without knowing why.
    public var warnings: [String]

    public init(screenshots: [TableKey: [File]] = [:], otherFiles: [File] = [], warnings: [String] = []) {
        self.screenshots = screenshots
        self.otherFiles = otherFiles
        self.warnings = warnings
    }

    /// No notes to list (there may be warnings).
    public var isEmpty: Bool { screenshots.isEmpty && otherFiles.isEmpty }

    /// A string as the screenshots name it: its table and its key.
    public struct TableKey: Hashable, Sendable {
        public var table: String
        public var key: String

        public init(table: String, key: String) {
            self.table = table
            self.key = key
        }
    }

    /// The screenshots of `key` in `table`, then the other notes: what `i` opens in turn.
    public func files(table: String, key: String) -> [File] {
        (screenshots[TableKey(table: table, key: key)] ?? []) + otherFiles
    }
}

/// A rectangle in a screenshot's points, origin at the top left as Xcode's screenshots
/// record it.
public struct NoteFrame: Equatable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// "at 10,20 120×30" with whole numbers where the value is whole.
    public var description: String {
        "at \(Self.number(x)),\(Self.number(y)) \(Self.number(width))×\(Self.number(height))"
    }

    /// A coordinate as written for people and viewers: `10`, `400.5`.
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
