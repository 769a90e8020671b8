import CatalogFiles
import Foundation
import StringCatalogKit

/// A project read for real: its targets with their source and resource files, build
/// settings and languages, from an Xcode project file or a `Package.swift` read as text
/// (never run). The one answer to "which files does the build use", for export, import,
/// migrate, the editor and sync.
///
/// What cannot be followed (an identifier naming no object, a file a target lists that is
/// not on disk, a link loop in a synchronized folder) is left out with a warning; a file
/// that cannot be read as a project is an error.
public struct Project: Sendable {
    public var location: ProjectLocation
    /// The folder paths start from: the project file's `SOURCE_ROOT` (the folder holding the
    /// `.xcodeproj`, with the project's `projectDirPath`), or the package's root.
    public var root: String
    /// The language of the source files: `developmentRegion`, or the package's
    /// `defaultLocalization`.
    public var developmentRegion: String?
    /// The project's languages (`knownRegions` without `Base`); empty for a package.
    public var knownRegions: [String]
    /// In the project file's order (the `targets` of `PBXProject`, the package's
    /// declarations), then the targets of the project's local Swift packages, in the order
    /// the project names the packages.
    public var targets: [ProjectTarget]
    /// Absolute, standardized paths of every file the project references, sorted: what
    /// Xcode exports and imports into. For an Xcode project, the files of its groups (a
    /// catalog no target builds too), of its synchronized folders, of its targets' build
    /// phases, and those its local packages' targets (tests left out) use; for a package,
    /// its targets' files. A file under the project's folder that none of these names is
    /// not the project's.
    public var referencedFiles: [String]
    /// The project's build configurations (`Debug`, `Release`…), in the file's order.
    public var configurationNames: [String]
    /// The configuration used when none is named.
    public var defaultConfigurationName: String?
    /// What the model left out, at the place in the project file that says it.
    public var warnings: [ProjectWarning]
    /// Links the walk of synchronized folders or package targets did not follow.
    public var skippedLinks: [SkippedPath]
    /// Where the project's files may be: the folder holding the `.xcodeproj` or
    /// `Package.swift`, and the folders the user allowed. A file the project file or a link
    /// places elsewhere is left out with a warning (`ProjectWarning.Kind.outsideProject`),
    /// read and written never.
    public var confinement: PathConfinement

    public init(location: ProjectLocation, root: String, developmentRegion: String? = nil, knownRegions: [String] = [],
                targets: [ProjectTarget] = [], configurationNames: [String] = [], defaultConfigurationName: String? = nil,
                warnings: [ProjectWarning] = [], skippedLinks: [SkippedPath] = [], confinement: PathConfinement? = nil,
                referencedFiles: [String]? = nil) {
        self.location = location
        self.confinement = confinement ?? PathConfinement([location.root])
        self.root = root
        self.developmentRegion = developmentRegion
        self.knownRegions = knownRegions
        self.targets = targets
        self.configurationNames = configurationNames
        self.defaultConfigurationName = defaultConfigurationName
        self.warnings = warnings
        self.skippedLinks = skippedLinks
        self.referencedFiles = referencedFiles ?? Self.memberFiles(of: targets).sorted()
    }

    /// Reads the project at `location`. Its files must be inside its root folder or one of
    /// `allowingOutside` (the `--allow-outside` folders), links followed.
    public static func load(_ location: ProjectLocation, allowingOutside: [String] = []) throws(ProjectError) -> Project {
        let confinement = location.confinement(allowingOutside: allowingOutside)
        // The project file is written too (`knownRegions`): a link out of the project is
        // followed for neither.
        if let leadsTo = confinement.outsidePath(location.file) {
            throw .cannotRead(path: location.file, reason: "it leads outside the project, to \(leadsTo) (--allow-outside PATH allows it)")
        }
        return switch location.kind {
        case .xcode: try XcodeProjectReader.project(at: location, confinedTo: confinement)
        case .package: try PackageReader.project(at: location, confinedTo: confinement)
        }
    }

    /// The project `path` belongs to (see `ProjectLocation.enclosing`), read; nil when there
    /// is none.
    public static func load(enclosing path: String, allowingOutside: [String] = []) throws(ProjectError) -> Project? {
        guard let location = try ProjectLocation.enclosing(path) else { return nil }
        return try load(location, allowingOutside: allowingOutside)
    }

    public func target(named name: String) -> ProjectTarget? {
        targets.first { $0.name == name }
    }

    /// The targets that compile or copy the file at `path`.
    public func targets(containing path: String) -> [ProjectTarget] {
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        return targets.filter { $0.contains(standard) }
    }

    /// Every file some target compiles or copies.
    public var memberFiles: Set<String> { Self.memberFiles(of: targets) }

    static func memberFiles(of targets: [ProjectTarget]) -> Set<String> {
        var files = Set<String>()
        for target in targets {
            files.formUnion(target.sourceFiles)
            files.formUnion(target.resourceFiles)
        }
        return files
    }

    /// Files the targets list that are not on disk (each once).
    public var missingFiles: [String] {
        warnings.compactMap { warning in
            if case .missingFile(let path) = warning.kind { return path }
            return nil
        }
    }
}
