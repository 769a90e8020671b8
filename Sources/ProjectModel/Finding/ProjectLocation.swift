import CatalogFiles
import Foundation
import StringCatalogKit

/// Where a project is: an Xcode project (`Name.xcodeproj/project.pbxproj`) or a Swift package
/// (`Package.swift`), and the folder its paths start from.
public struct ProjectLocation: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case xcode
        case package
    }

    public var kind: Kind
    /// The folder that holds the `.xcodeproj` (Xcode's `SOURCE_ROOT`) or `Package.swift`.
    public var root: String
    /// `ROOT/Name.xcodeproj/project.pbxproj` or `ROOT/Package.swift`.
    public var file: String

    public init(kind: Kind, root: String, file: String) {
        self.kind = kind
        self.root = root
        self.file = file
    }

    /// `Name.xcodeproj` for an Xcode project; nil for a package.
    public var bundleName: String? {
        kind == .xcode ? URL(fileURLWithPath: file).deletingLastPathComponent().lastPathComponent : nil
    }

    /// The folders the project's files may be in: its root, and `allowingOutside` (the
    /// `--allow-outside` folders).
    public func confinement(allowingOutside: [String] = []) -> PathConfinement {
        PathConfinement([root] + allowingOutside)
    }

    /// The project's name: the `.xcodeproj`'s without its extension, or the package's folder.
    public var name: String {
        bundleName.map { String($0.dropLast(".xcodeproj".count)) } ?? URL(fileURLWithPath: root).lastPathComponent
    }

    /// The project that `path` belongs to: the one every command asks for.
    ///
    /// - An `.xcodeproj` (or its `project.pbxproj`) is that project; a `Package.swift` that
    ///   package.
    /// - Otherwise the nearest folder, from `path` (a folder) or the folder holding it (a
    ///   file) up to `/`, that holds a `*.xcodeproj` is the project's root; a folder with a
    ///   `Package.swift` and no `.xcodeproj` is a package. nil when there is neither.
    /// - Several `.xcodeproj` in that folder: the first, in name order, whose targets use
    ///   `path` (a file); else the first in name order.
    ///
    /// - A folder reached through a link that leads out of the project above it (a cloned
    ///   repository's `Sources/App` → `~/Elsewhere`) is that project's, by name only: it is
    ///   not listed, and a project in it (somewhere else's) is not taken.
    ///
    /// Nothing is skipped: when the nearest project cannot be read, that is the error, never
    /// a reason to take one further up.
    public static func enclosing(_ path: String) throws(ProjectError) -> ProjectLocation? {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        if url.pathExtension == "xcodeproj" { return xcode(bundle: url) }
        if url.lastPathComponent == "project.pbxproj", url.deletingLastPathComponent().pathExtension == "xcodeproj" {
            return xcode(bundle: url.deletingLastPathComponent())
        }
        if url.lastPathComponent == "Package.swift", !isFolder(url.path) {
            return ProjectLocation(kind: .package, root: url.deletingLastPathComponent().path, file: url.path)
        }
        var folder = isFolder(url.path) ? url : url.deletingLastPathComponent()
        if PathConfinement.resolvedPath(folder.path) != folder.path {
            let parent = folder.deletingLastPathComponent()
            if parent.path != folder.path, let above = try enclosing(parent.path),
               !PathConfinement([above.root]).contains(folder.path) {
                return above
            }
        }
        while true {
            let names = projectNames(in: folder.path)
            let bundles = names.bundles.filter { isFolder(folder.appendingPathComponent($0).path) }
            if !bundles.isEmpty {
                let candidates = bundles.map { xcode(bundle: folder.appendingPathComponent($0)) }
                return try choose(among: candidates, for: url.path)
            }
            if names.hasPackageManifest, !isFolder(folder.appendingPathComponent("Package.swift").path) {
                return ProjectLocation(kind: .package, root: folder.path, file: folder.appendingPathComponent("Package.swift").path)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// The names in `folder` that could make it a project's root: those ending `.xcodeproj`
    /// (in name order) and whether `Package.swift` is there; nothing when it cannot be
    /// listed. Only these names are made into strings and sorted: the folders walked up
    /// through include `/tmp` and home folders, where listing every name as a `String` and
    /// sorting them all took most of the time of finding a project.
    static func projectNames(in folder: String) -> (bundles: [String], hasPackageManifest: Bool) {
        guard let stream = opendir(folder) else { return ([], false) }
        defer { closedir(stream) }
        let bundleSuffix = Array(".xcodeproj".utf8), manifest = Array("Package.swift".utf8)
        var bundles: [String] = []
        var hasPackageManifest = false
        while let entry = readdir(stream) {
            withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let name = UnsafeRawBufferPointer(rebasing: raw[..<(raw.firstIndex(of: 0) ?? raw.count)])
                if name.count >= bundleSuffix.count, name.suffix(bundleSuffix.count).elementsEqual(bundleSuffix) {
                    bundles.append(String(decoding: name, as: UTF8.self))
                } else if name.elementsEqual(manifest) {
                    hasPackageManifest = true
                }
            }
        }
        return (bundles.sorted(), hasPackageManifest)
    }

    private static func xcode(bundle: URL) -> ProjectLocation {
        ProjectLocation(kind: .xcode, root: bundle.deletingLastPathComponent().path, file: bundle.appendingPathComponent("project.pbxproj").path)
    }

    /// Of several projects in one folder, the first whose targets use `path`, else the first.
    private static func choose(among candidates: [ProjectLocation], for path: String) throws(ProjectError) -> ProjectLocation {
        guard candidates.count > 1, !isFolder(path) else { return candidates[0] }
        for candidate in candidates where try !Project.load(candidate).targets(containing: path).isEmpty {
            return candidate
        }
        return candidates[0]
    }

    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
