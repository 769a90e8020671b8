import CatalogFiles
import Foundation
import StringCatalogKit

/// What the editor remembers between sessions, for the user: the language last used in
/// each catalog, so that `xcedit PATH` opens where the work is, and whether Enter moves on
/// (`w`), a habit of the user's rather than of a catalog.
///
/// It lives in the user's state folder, `$XDG_STATE_HOME/xcedit` (by default
/// `~/.local/state/xcedit`, as the XDG Base Directory specification says; the command line
/// finds it, `EditorStateFolder`, and the launch hands it over), never beside a catalog:
/// that folder is the project's, often under version control. A missing,
/// unreadable or malformed file is an empty memory; one that cannot be written is reported
/// and never stops the editor.
public struct EditorMemory: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        /// The catalog's absolute path, symbolic links resolved.
        public var path: String
        public var language: String
    }

    /// At most this many catalogs are remembered, the most recently used.
    public static let limit = 500

    /// The most recently used first.
    public private(set) var entries: [Entry] = []
    /// Whether Enter moved on to the next string to do when the editor last quit; nil when
    /// never recorded.
    public var enterMovesOn: Bool?

    public init(entries: [Entry] = [], enterMovesOn: Bool? = nil) {
        self.entries = entries
        self.enterMovesOn = enterMovesOn
    }

    public static func file(inFolder folder: String) -> String {
        (folder as NSString).appendingPathComponent("languages.json")
    }

    /// The memory kept in `folder`; empty when there is none or it cannot be read.
    public static func load(folder: String?) -> EditorMemory {
        guard let folder, let data = FileManager.default.contents(atPath: file(inFolder: folder)),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let catalogs = object["catalogs"] as? [[String: Any]] else { return EditorMemory() }
        return EditorMemory(entries: catalogs.compactMap { entry in
            guard let path = entry["path"] as? String, let language = entry["language"] as? String,
                  !path.isEmpty, !language.isEmpty else { return nil }
            return Entry(path: path, language: language)
        }, enterMovesOn: object["enterMovesOn"] as? Bool)
    }

    /// The language last used in the catalog at `catalogPath`.
    public func language(for catalogPath: String) -> String? {
        let path = Self.canonical(catalogPath)
        return entries.first { $0.path == path }?.language
    }

    /// Notes `language` as the last used in each of `catalogPaths`.
    public mutating func remember(_ language: String, for catalogPaths: [String]) {
        let paths = catalogPaths.map(Self.canonical)
        entries.removeAll { paths.contains($0.path) }
        entries.insert(contentsOf: paths.map { Entry(path: $0, language: language) }, at: 0)
        if entries.count > Self.limit { entries.removeLast(entries.count - Self.limit) }
    }

    /// Writes the memory into `folder` (creating it), atomically.
    public func save(folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var object: [String: Any] = ["catalogs": entries.map { ["path": $0.path, "language": $0.language] }]
        if let enterMovesOn { object["enterMovesOn"] = enterMovesOn }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        try CatalogFile.writeAtomically(Array(data), to: Self.file(inFolder: folder))
    }

    /// Adds `language` for `catalogPaths` to what is on disk now (another editor may have
    /// written since this one started) and saves. Returns why it could not, for a note on
    /// standard error; nil when it worked or there is no state folder.
    public static func record(_ language: String, for catalogPaths: [String], enterMovesOn: Bool? = nil, folder: String?) -> String? {
        guard let folder, !catalogPaths.isEmpty else { return nil }
        var memory = load(folder: folder)
        memory.remember(language, for: catalogPaths)
        if let enterMovesOn { memory.enterMovesOn = enterMovesOn }
        do {
            try memory.save(folder: folder)
            return nil
        } catch {
            return "could not remember the language in \(file(inFolder: folder)): \(error)"
        }
    }

    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
