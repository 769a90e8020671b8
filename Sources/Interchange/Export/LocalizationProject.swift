import CatalogFiles
import Foundation
import ProjectModel
import StringCatalogKit

/// A project as export and import see it: a folder, the project there (for its name,
/// development region and `knownRegions`), and the catalogs and tables it references (its
/// groups, synchronized folders, build phases, local packages: `Project.referencedFiles`) —
/// every one under the folder when there is no project file.
public struct LocalizationProject: Sendable {
    /// The folder that paths in an export (`<file original=…>`) are relative to.
    public let root: String
    /// `Name.xcodeproj`, when the folder has one.
    public let projectName: String?
    /// `developmentRegion` of the project file, when there is one.
    public let developmentRegion: String?
    /// The project's languages (`knownRegions` without `Base`).
    public let knownRegions: [String]
    /// The `project.pbxproj` of an Xcode project (where import records a new language in
    /// `knownRegions`); nil for a package or a folder without a project.
    public var projectFile: String?
    /// Paths of the catalogs relative to `root`, in Xcode's file order.
    public let catalogs: [String]
    /// The legacy `.strings` and `.stringsdict` tables that have a development-language file.
    public var legacyTables: [LegacyTableExport] = []
    /// Files export leaves out, relative to `root`: storyboards and xibs (their strings need
    /// Interface Builder) and tables with no development-language file.
    public var skipped: [String] = []
    /// Links the search of `root` did not follow (loops, second ways to a folder or file).
    public var skippedLinks: [SkippedPath] = []
    /// What the project file says that could not be followed, and the catalogs and tables
    /// its targets list that are not on disk.
    public var projectWarnings: [ProjectWarning] = []

    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case notFound(String)
        case notAFolder(String)
        case project(ProjectError)

        public var description: String {
            switch self {
            case .notFound(let path): "\(path): error: no such file or folder"
            case .notAFolder(let path): "\(path): error: not a project folder or .xcodeproj"
            case .project(let error): error.description
            }
        }
    }

    /// The project at `path`: a folder, or an `.xcodeproj`. When an Xcode project or a Swift
    /// package encloses it (`ProjectLocation.enclosing`), the root is the project's folder
    /// and only the catalogs and tables the project references are the project's, as in
    /// Xcode's export (a catalog in the groups that no target builds is; a file on disk the
    /// project file does not name is not); otherwise the root is the folder and every catalog and table under it is.
    ///
    /// Every file read or written is inside the project's folder (the folder given when there
    /// is no project) or one of `allowingOutside`, links followed: a link or a project file
    /// that leads elsewhere is reported and left out.
    public static func open(_ path: String, allowingOutside: [String] = []) throws(Failure) -> LocalizationProject {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .notFound(path) }
        guard isFolder.boolValue else { throw .notAFolder(path) }
        let model: Project?
        do {
            model = try Project.load(enclosing: path, allowingOutside: allowingOutside)
        } catch {
            throw .project(error)
        }
        let root = model?.root ?? URL(fileURLWithPath: path).standardizedFileURL.path
        let confinement = model?.confinement ?? PathConfinement([root] + allowingOutside)
        let membership = model.map { ProjectMembership($0, including: isLocalizationFile) }
        // One search for every kind of file, so that each skipped link is reported once. A
        // root outside the project (`projectDirPath = /elsewhere`) is not searched at all.
        var search = confinement.contains(root) ? CatalogDiscovery.search(under: root, confinedTo: confinement, where: isLocalizationFile)
                                                : FolderSearch(files: [], skipped: [])
        if let membership { search.files = search.files.filter(membership.contains) }
        // Files the project places outside its folder are its own only where the user
        // allowed them (the model left out the others); the search of the root cannot meet them.
        if let model, !allowingOutside.isEmpty {
            let found = Set(search.files)
            let outsideRoot = model.referencedFiles.filter { isLocalizationFile($0) && !found.contains($0) && !$0.hasPrefix(root + "/") }
            search.files = (search.files + outsideRoot.filter { confinement.contains($0) && FileManager.default.fileExists(atPath: $0) }).sorted()
        }
        let catalogs = search.files.filter { $0.hasSuffix(".xcstrings") }
            .map { relative($0, to: root) }
            // Catalogs inside exported bundles are copies, not the project's own.
            .filter { !$0.split(separator: "/").contains { $0.hasSuffix(".xcloc") } }
            .sorted(by: XcodeFileOrder.areInIncreasingOrder)
        var project = LocalizationProject(root: root, projectName: model?.location.bundleName, developmentRegion: model?.developmentRegion,
                                          knownRegions: model?.knownRegions ?? [], catalogs: catalogs)
        project.projectFile = model?.location.kind == .xcode ? model?.location.file : nil
        project.skippedLinks = search.skipped + (model?.skippedLinks ?? []).filter { !search.skipped.contains($0) }
        project.projectWarnings = (model?.warnings ?? []).filter { warning in
            if case .missingFile(let file) = warning.kind { return isLocalizationFile(file) }
            return true
        }
        project.findLegacyTables(in: search.files)
        return project
    }

    /// The files an export takes or names: catalogs, legacy tables, storyboards and xibs.
    static func isLocalizationFile(_ path: String) -> Bool {
        path.hasSuffix(".xcstrings") || LegacyTableDiscovery.legacyFile(path) != nil || isInterfaceFile(path)
    }

    /// Storyboards and xibs: their strings need Interface Builder.
    static func isInterfaceFile(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// Fills `legacyTables` and `skipped` from the files found under `root`.
    mutating func findLegacyTables(in files: [String]) {
        let development = developmentRegion ?? "en"
        let tables = LegacyTableDiscovery.tables(of: files.filter { LegacyTableDiscovery.legacyFile($0) != nil })
        for table in tables {
            let relativeFolder = relative(table.folder)
            guard !relativeFolder.split(separator: "/").contains(where: { $0.hasSuffix(".xcloc") }) else { continue }
            for kind in [LegacyFile.Kind.strings, .stringsdict] {
                let files = table.files.filter { $0.kind == kind }
                guard !files.isEmpty else { continue }
                guard let source = files.first(where: { LprojLanguage.code(forFolder: $0.folderLanguage) == development }) else {
                    skipped += files.map { relative($0.path) }
                    continue
                }
                legacyTables.append(LegacyTableExport(original: relative(source.path), kind: kind, folder: table.folder, name: table.name))
            }
        }
        legacyTables.sort { XcodeFileOrder.areInIncreasingOrder($0.original, $1.original) }
        let interfaceFiles = files.filter(Self.isInterfaceFile)
        skipped += interfaceFiles.map(relative).filter { !$0.split(separator: "/").contains { $0.hasSuffix(".xcloc") } }
        skipped.sort(by: XcodeFileOrder.areInIncreasingOrder)
    }

    /// `path` relative to `root`.
    func relative(_ path: String) -> String {
        Self.relative(URL(fileURLWithPath: path).standardizedFileURL.path, to: root)
    }

    /// `path` (absolute, standardized) relative to `root`, with `..` for a file outside it
    /// (one the user allowed with `--allow-outside`).
    static func relative(_ path: String, to root: String) -> String {
        if path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
        let pathParts = path.split(separator: "/"), rootParts = root.split(separator: "/")
        let common = zip(pathParts, rootParts).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: rootParts.count - common) + pathParts.dropFirst(common).map(String.init)).joined(separator: "/")
    }

    public init(root: String, projectName: String?, developmentRegion: String?, knownRegions: [String], catalogs: [String]) {
        self.root = root
        self.projectName = projectName
        self.developmentRegion = developmentRegion
        self.knownRegions = knownRegions
        self.catalogs = catalogs
    }

    /// The full path of a file given relative to the project.
    public func path(of relative: String) -> String {
        URL(fileURLWithPath: root).appendingPathComponent(relative).standardizedFileURL.path
    }
}
