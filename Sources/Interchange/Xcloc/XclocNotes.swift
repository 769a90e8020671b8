import Foundation
import PropertyLists
import StringCatalogKit

/// The context an `.xcloc` bundle carries for its translator under `Notes/`.
///
/// Xcode's screenshots (WWDC18–19, "Localization Screenshots") sit in folders under
/// `Notes/Screenshots/`, each with a `localizedStringData.plist` beside the images. Apple
/// does not document that file; bundles Xcode wrote show it as an array of dictionaries,
/// one per string: `stringKey`, `tableName` and `screenshots`, an array of dictionaries with
/// the image's `name` (a file beside the plist) and the string's `frame` as an
/// `NSStringFromRect` text, `{{x, y}, {width, height}}` (other members such as `bundleID`
/// are ignored). The reading is tolerant: an entry it cannot use is skipped with a warning,
/// and a bundle without notes simply has none.
public struct XclocNotes: Equatable, Sendable {
    public struct Screenshot: Equatable, Sendable {
        public var table: String
        public var key: String
        /// The image's path inside `Notes/`.
        public var file: String
        public var frame: Rect?
    }

    /// A string's frame in a screenshot, in the screenshot's points.
    public struct Rect: Equatable, Sendable {
        public var x, y, width, height: Double
    }

    public var screenshots: [Screenshot] = []
    /// Every other regular file under `Notes/`, by its path inside it, in name order.
    public var otherFiles: [String] = []
    /// What could not be used, one line each (`Notes/…/localizedStringData.plist: …`).
    public var warnings: [String] = []

    /// The name Xcode gives the file that ties strings to screenshots.
    public static let stringDataName = "localizedStringData.plist"
    /// Enough for any real bundle; a bigger tree is not walked further, so that a hostile
    /// bundle cannot hold up opening it.
    static let fileLimit = 10_000

    /// The notes of the bundle at `bundle` (empty when it has no `Notes/` folder).
    public static func read(bundle: String) -> XclocNotes {
        let notes = URL(fileURLWithPath: bundle).appendingPathComponent("Notes")
        var result = XclocNotes()
        let files = regularFiles(under: notes.path)
        var referenced: Set<String> = []
        for file in files where file.split(separator: "/").last.map(String.init) == stringDataName {
            let folder = file.split(separator: "/").dropLast().joined(separator: "/")
            let place = "Notes/" + file
            guard let bytes = FileManager.default.contents(atPath: notes.appendingPathComponent(file).path) else {
                result.warnings.append("\(place): cannot be read")
                continue
            }
            let plist: PropertyList
            do {
                plist = try PropertyListReader.read(Array(bytes)).0
            } catch {
                var error = error
                error.file = place
                result.warnings.append(error.description)
                continue
            }
            let found = stringData(plist, folder: folder, existing: Set(files), place: place)
            result.screenshots += found.screenshots
            result.warnings += found.warnings
            referenced.insert(file)
            referenced.formUnion(found.screenshots.map(\.file))
        }
        result.otherFiles = files.filter { !referenced.contains($0) }
        return result
    }

    /// The screenshots a `localizedStringData.plist` in `folder` (a path inside `Notes/`)
    /// lists; an image must be a plain file name (no path: text from the file never leads
    /// out of its folder) and must be in `existing`.
    public static func stringData(_ plist: PropertyList, folder: String, existing: Set<String>, place: String) -> (screenshots: [Screenshot], warnings: [String]) {
        guard case .array(let entries) = plist else {
            return ([], ["\(place): expected an array of strings with their screenshots, found \(plist.kindName)"])
        }
        var screenshots: [Screenshot] = []
        var warnings: [String] = []
        for (index, entry) in entries.enumerated() {
            guard let key = entry["stringKey"]?.stringValue, case .array(let shots)? = entry["screenshots"] else {
                warnings.append("\(place): entry \(index + 1) has no stringKey or no screenshots; skipped")
                continue
            }
            // Xcode names the default table; an entry without one means it.
            let table = entry["tableName"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
            for shot in shots {
                guard let name = shot["name"]?.stringValue, isPlainFileName(name) else {
                    warnings.append("\(place): a screenshot of '\(key)' has no usable name; skipped")
                    continue
                }
                let file = folder.isEmpty ? name : folder + "/" + name
                guard existing.contains(file) else {
                    warnings.append("\(place): the screenshot '\(name)' of '\(key)' is not in the bundle; skipped")
                    continue
                }
                screenshots.append(Screenshot(table: table, key: key, file: file, frame: shot["frame"]?.stringValue.flatMap(rect)))
            }
        }
        return (screenshots, warnings)
    }

    /// `{{10, 20}, {120, 30}}` (as `NSStringFromRect` writes it): four numbers in that
    /// order, whatever the braces and spaces around them; nil otherwise.
    public static func rect(_ text: String) -> Rect? {
        let numbers = text.split { "{}, \t".contains($0) }
        guard numbers.count == 4 else { return nil }
        let values = numbers.compactMap { Double($0) }.filter(\.isFinite)
        guard values.count == 4, values[2] >= 0, values[3] >= 0 else { return nil }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }

    /// The regular files under `folder`, by their paths inside it, in name order. Symbolic
    /// links are not followed: a note is a file the bundle holds.
    static func regularFiles(under folder: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
              let walk = FileManager.default.enumerator(at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey])
        else { return [] }
        var files: [String] = []
        let prefix = URL(fileURLWithPath: folder).standardizedFileURL.path + "/"
        while let url = walk.nextObject() as? URL, files.count < fileLimit {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            guard values?.isSymbolicLink != true, values?.isRegularFile == true else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(prefix) else { continue }
            files.append(String(path.dropFirst(prefix.count)))
        }
        return files.sorted()
    }
}
