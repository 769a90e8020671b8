import Foundation
import StringCatalogKit
@testable import SourceExtraction

/// `../shared/sync` beside the package: real projects with the catalogs Xcode extracted from
/// those very sources. A fresh clone has no `../shared`; the tests that need it are skipped.
enum SyncData {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/sync")
    static let isPresent = FileManager.default.fileExists(atPath: folder.appendingPathComponent("SOURCES.tsv").path)

    struct Project {
        var name: String
        /// Paths of the catalogs the sources fill, relative to the project's folder.
        var catalogs: [String]
        var root: URL { SyncData.folder.appendingPathComponent(name) }
    }

    /// The projects of `SOURCES.tsv`, by its `project` and `catalogs` columns.
    static func projects() throws -> [Project] {
        let text = try String(contentsOf: folder.appendingPathComponent("SOURCES.tsv"), encoding: .utf8)
        let rows = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = rows.first, let nameColumn = header.firstIndex(of: "project"),
              let catalogsColumn = header.firstIndex(of: "catalogs") else { return [] }
        return rows.dropFirst().map { row in
            Project(name: row[nameColumn], catalogs: row[catalogsColumn].split(separator: ";").map(String.init))
        }
    }

    /// Every `.swift`, `.m` and `.mm` file under `root`, sorted.
    static func sourceFiles(under root: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if SourceLanguage(path: relative) != nil { files.append(root.appendingPathComponent(relative).path) }
        }
        return files.sorted()
    }

    /// The compilation conditions the project's build settings set
    /// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, every configuration's together), read as text:
    /// a stand-in for the project model, which will give them per target and configuration.
    static func compilationConditions(of project: Project) throws -> Set<String> {
        let projectFiles = try FileManager.default.contentsOfDirectory(atPath: project.root.path).filter { $0.hasSuffix(".xcodeproj") }
        var conditions = Set<String>()
        for name in projectFiles {
            let text = try String(contentsOf: project.root.appendingPathComponent(name + "/project.pbxproj"), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("SWIFT_ACTIVE_COMPILATION_CONDITIONS = ") {
                let value = line.split(separator: "=", maxSplits: 1)[1]
                for word in value.split(whereSeparator: { " \t\";".contains($0) }) where !word.hasPrefix("$(") {
                    conditions.insert(String(word))
                }
            }
        }
        return conditions
    }

    /// The name a catalog's strings are looked up under: its file name without extension.
    static func tableName(ofCatalog path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }
}
