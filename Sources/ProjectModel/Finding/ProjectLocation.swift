import Foundation

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
        while true {
            // Only the few names that can be a project are sorted (for a stable choice): a
            // catalog in a large folder such as /tmp would otherwise sort all of it.
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" }.sorted()
            let bundles = names.filter { $0.hasSuffix(".xcodeproj") && isFolder(folder.appendingPathComponent($0).path) }
            if !bundles.isEmpty {
                let candidates = bundles.map { xcode(bundle: folder.appendingPathComponent($0)) }
                return try choose(among: candidates, for: url.path)
            }
            if names.contains("Package.swift"), !isFolder(folder.appendingPathComponent("Package.swift").path) {
                return ProjectLocation(kind: .package, root: folder.path, file: folder.appendingPathComponent("Package.swift").path)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
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
