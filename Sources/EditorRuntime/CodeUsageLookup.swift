import CatalogEditor
import Foundation
import SourceExtraction
import StringCatalogKit

/// Finds where the code of the project around a catalog uses its keys: the catalog's table
/// is its file name, and every use of that table in the project's Swift and Objective-C
/// sources counts, as `xcedit sync` extracts them.
enum CodeUsageLookup {
    /// nil when the catalog is in no Xcode project.
    static func find(_ catalogPath: String) -> CodeUsages? {
        guard let project = XcodeProject.enclosing(catalogPath) else { return nil }
        let root = URL(fileURLWithPath: project.projectFile).deletingLastPathComponent().deletingLastPathComponent().path
        let sources = CatalogDiscovery.search(under: root) { SourceLanguage(path: $0) != nil }.files
        let table = URL(fileURLWithPath: catalogPath).deletingPathExtension().lastPathComponent
        return usages(of: table, in: SourceExtraction.extract(files: sources), root: root)
    }

    /// The uses of `table`'s keys among `result`'s strings, with paths relative to `root`.
    static func usages(of table: String, in result: ExtractionResult, root: String) -> CodeUsages {
        var locations: [String: [CodeLocation]] = [:]
        for string in result.strings where string.tableName == table {
            let file = string.file.hasPrefix(root + "/") ? String(string.file.dropFirst(root.count + 1)) : string.file
            locations[string.key, default: []].append(CodeLocation(file: file, line: string.position.line))
        }
        return CodeUsages(locations: locations)
    }
}
