import Foundation

/// The languages of the projects around many catalogs, each project file read once (the
/// catalogs of a folder mostly share one project).
public struct ProjectLanguageLookup: Sendable {
    private var byFile: [String: ProjectLanguages] = [:]
    /// The Xcode project above each package and the files it references (nil: none), by the
    /// package's manifest.
    private var appProjectByPackage: [String: (location: ProjectLocation, membership: ProjectMembership)?] = [:]

    public init() {}

    /// The project around `path`'s languages (see `ProjectLanguages.enclosing`); nil when no
    /// Xcode project encloses it. A file of a package that is a local package of the Xcode
    /// project above it (one that references the file) has that project's languages, as in
    /// Xcode, where the package's catalogs are the app's.
    public mutating func languages(enclosing path: String) throws(ProjectError) -> ProjectLanguages? {
        guard var location = try ProjectLocation.enclosing(path) else { return nil }
        if location.kind == .package {
            guard let app = try appProject(of: location, referencing: path) else { return nil }
            location = app
        }
        if let known = byFile[location.file] { return known }
        let languages = try ProjectLanguages.read(projectFile: location.file)
        byFile[location.file] = languages
        return languages
    }

    /// The nearest Xcode project above the package at `package` when it references the file
    /// at `path` (its local package's file), read once per package.
    private mutating func appProject(of package: ProjectLocation, referencing path: String) throws(ProjectError) -> ProjectLocation? {
        if appProjectByPackage[package.file] == nil {
            let parent = URL(fileURLWithPath: package.root).deletingLastPathComponent().path
            if parent != package.root, let above = try ProjectLocation.enclosing(parent), above.kind == .xcode {
                appProjectByPackage[package.file] = .some((above, try Project.load(above).membership))
            } else {
                appProjectByPackage[package.file] = .some(nil)
            }
        }
        guard let app = appProjectByPackage[package.file]!, app.membership.contains(path) else { return nil }
        return app.location
    }

    /// Its `knownRegions`; empty when no Xcode project encloses `path`.
    public mutating func knownRegions(enclosing path: String) throws(ProjectError) -> [String] {
        try languages(enclosing: path)?.knownRegions ?? []
    }
}
