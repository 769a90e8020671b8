import Foundation
import CatalogSync
import SourceExtraction
import StringCatalogKit

/// The projects of `../shared/sync` as sync targets, made from `SOURCES.tsv` and the files
/// on disk: a stand-in for the project model, which will give each target's own files.
/// One target per project holds every `.swift`, `.m` and `.mm` under its folder and every
/// catalog of both catalog columns that exists; the compilation conditions are those the
/// project file sets in any configuration.
enum SyncProjects {
    /// `../shared/sync` beside the package (this file is `Tests/CatalogSyncTests/…`).
    static let folder = URL(fileURLWithPath: #filePath).appendingPathComponent("../../../../shared/sync").standardized
    static let isPresent = FileManager.default.fileExists(atPath: folder.appendingPathComponent("SOURCES.tsv").path)

    struct Project {
        var name: String
        /// Catalogs the sources fill, relative to the project's folder.
        var catalogs: [String]
        /// Catalogs filled from Info.plist and storyboards.
        var otherCatalogs: [String]
    }

    /// The rows of `SOURCES.tsv`.
    static func projects() throws -> [Project] {
        let text = try String(contentsOf: folder.appendingPathComponent("SOURCES.tsv"), encoding: .utf8)
        let rows = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = rows.first, let name = header.firstIndex(of: "project"), let catalogs = header.firstIndex(of: "catalogs"),
              let others = header.firstIndex(of: "other catalogs") else { return [] }
        func paths(_ cell: String) -> [String] { cell.split(separator: ";").map(String.init) }
        return rows.dropFirst().map { Project(name: $0[name], catalogs: paths($0[catalogs]), otherCatalogs: paths($0[others])) }
    }

    /// A copy of the project's folder in a fresh temporary folder (never written in place);
    /// the caller removes `temporary`.
    static func copy(_ project: Project) throws -> (temporary: URL, root: URL) {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("xcedit-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let root = temporary.appendingPathComponent(project.name)
        try FileManager.default.copyItem(at: folder.appendingPathComponent(project.name), to: root)
        // The shared files are read-only; the copy is the user's, writable.
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            let isFolder = (enumerator?.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory
            try FileManager.default.setAttributes([.posixPermissions: isFolder ? 0o755 : 0o644], ofItemAtPath: root.appendingPathComponent(relative).path)
        }
        return (temporary, root)
    }

    /// The project under `root` as one target.
    static func target(_ project: Project, root: URL) throws -> SyncTarget {
        let catalogs = (project.catalogs + project.otherCatalogs).map { root.appendingPathComponent($0).path }
            .filter { FileManager.default.fileExists(atPath: $0) }
        let configuration = BuildConfiguration(name: "Debug", activeConditions: try conditions(under: root))
        return SyncTarget(name: project.name, sourceFiles: sources(under: root), catalogs: catalogs, configuration: configuration)
    }

    private static func sources(under root: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if [".swift", ".m", ".mm"].contains(where: relative.hasSuffix) { files.append(root.appendingPathComponent(relative).path) }
        }
        return files.sorted()
    }

    /// Every word of the project files' `SWIFT_ACTIVE_COMPILATION_CONDITIONS` lines (but
    /// `$(inherited)`), read as text.
    private static func conditions(under root: URL) throws -> Set<String> {
        var conditions = Set<String>()
        for name in try FileManager.default.contentsOfDirectory(atPath: root.path) where name.hasSuffix(".xcodeproj") {
            let text = try String(contentsOf: root.appendingPathComponent(name + "/project.pbxproj"), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("SWIFT_ACTIVE_COMPILATION_CONDITIONS = ") {
                let words = line.split(separator: "=", maxSplits: 1)[1].split(whereSeparator: { " \t\";".contains($0) })
                conditions.formUnion(words.filter { !$0.hasPrefix("$(") }.map(String.init))
            }
        }
        return conditions
    }
}
