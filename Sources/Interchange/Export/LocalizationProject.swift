import Foundation
import StringCatalogKit

/// A project as export and import see it: a folder, the Xcode project in it (for its name,
/// development region and `knownRegions`), and the catalogs under it.
public struct LocalizationProject: Sendable {
    /// The folder that paths in an export (`<file original=…>`) are relative to.
    public let root: String
    /// `Name.xcodeproj`, when the folder has one.
    public let projectName: String?
    /// `developmentRegion` of the project file, when there is one.
    public let developmentRegion: String?
    /// The project's languages (`knownRegions` without `Base`).
    public let knownRegions: [String]
    /// Paths of the catalogs relative to `root`, in Xcode's file order.
    public let catalogs: [String]
    /// The legacy `.strings` and `.stringsdict` tables that have a development-language file.
    public var legacyTables: [LegacyTableExport] = []
    /// Files export leaves out, relative to `root`: storyboards and xibs (their strings need
    /// Interface Builder) and tables with no development-language file.
    public var skipped: [String] = []
    /// Links the search of `root` did not follow (loops, second ways to a folder or file).
    public var skippedLinks: [SkippedPath] = []

    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case notFound(String)
        case notAFolder(String)

        public var description: String {
            switch self {
            case .notFound(let path): "\(path): error: no such file or folder"
            case .notAFolder(let path): "\(path): error: not a project folder or .xcodeproj"
            }
        }
    }

    /// The project at `path`: a folder, or an `.xcodeproj` (then its folder).
    public static func open(_ path: String) throws(Failure) -> LocalizationProject {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .notFound(path) }
        guard isFolder.boolValue else { throw .notAFolder(path) }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let root = url.pathExtension == "xcodeproj" ? url.deletingLastPathComponent().path : url.path
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
        let projectName = url.pathExtension == "xcodeproj" ? url.lastPathComponent : names.first { $0.hasSuffix(".xcodeproj") }
        var developmentRegion: String?
        var knownRegions: [String] = []
        if let projectName, let text = try? String(contentsOfFile: root + "/" + projectName + "/project.pbxproj", encoding: .utf8) {
            developmentRegion = Self.developmentRegion(inProjectText: text)
            knownRegions = XcodeProject.knownRegions(inProjectText: text)
        }
        // One search for every kind of file, so that each skipped link is reported once.
        let search = CatalogDiscovery.search(under: root) { path in
            path.hasSuffix(".xcstrings") || LegacyTableDiscovery.legacyFile(path) != nil || isInterfaceFile(path)
        }
        let catalogs = search.files.filter { $0.hasSuffix(".xcstrings") }
            .map { String($0.dropFirst(root.count).drop { $0 == "/" }) }
            // Catalogs inside exported bundles are copies, not the project's own.
            .filter { !$0.split(separator: "/").contains { $0.hasSuffix(".xcloc") } }
            .sorted(by: XcodeFileOrder.areInIncreasingOrder)
        var project = LocalizationProject(root: root, projectName: projectName, developmentRegion: developmentRegion,
                                          knownRegions: knownRegions, catalogs: catalogs)
        project.skippedLinks = search.skipped
        project.findLegacyTables(in: search.files)
        return project
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
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        return standard.hasPrefix(root + "/") ? String(standard.dropFirst(root.count + 1)) : standard
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

    /// `developmentRegion = en;` in a project file's text.
    static func developmentRegion(inProjectText text: String) -> String? {
        guard let range = text.range(of: "developmentRegion = ") else { return nil }
        let rest = text[range.upperBound...]
        guard let end = rest.firstIndex(of: ";") else { return nil }
        let value = rest[..<end].trimmingCharacters(in: .whitespaces)
        return value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 ? String(value.dropFirst().dropLast()) : value
    }
}
