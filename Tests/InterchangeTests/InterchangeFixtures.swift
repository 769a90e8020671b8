@testable import CatalogFiles
import Foundation
import Testing
import Interchange
import StringCatalogKit

/// Paths to the real Xcode exports in `../shared/interchange` (other projects' files, read
/// in place), and helpers the interchange tests share.
enum InterchangeFixtures {
    static let folder = InterchangeTestSupport.interchangeFolder

    /// `../shared/interchange/<relative>` (for tests marked `.needsInterchange`).
    static func url(_ relative: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        try InterchangeTestSupport.sharedFolder(relative, sourceLocation: sourceLocation)
    }

    static func bytes(_ url: URL) throws -> [UInt8] { try InterchangeTestSupport.fileBytes(url) }

    static func text(_ url: URL) throws -> String {
        String(decoding: try bytes(url), as: UTF8.self)
    }

    /// Every `.xcstrings` under `folder`, relative paths in Xcode's file order.
    static func catalogs(under folder: URL) throws -> [(path: String, catalog: StringCatalog)] {
        let paths = try CatalogDiscovery.catalogs(at: folder.path).files
        return try paths.map { path in
            let relative = String(path.dropFirst(folder.path.count + 1))
            return (relative, try CatalogFile.open(path).catalog)
        }
    }

    static let tool = XclocToolInfo(id: "com.example.test", name: "test", version: "1.0", buildNumber: "1")

    /// A text with every `<tool …/>` line and `toolInfo` left out: the only parts of an
    /// export that name the tool that wrote it.
    static func withoutTool(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("<tool ") }
            .joined(separator: "\n")
    }

    /// A temporary folder, removed by the caller.
    static func temporaryFolder() throws -> URL { try InterchangeTestSupport.temporaryFolder() }

    /// A copy of `source` at `destination` that its owner may write, as a developer's own
    /// project is (`../shared` may be laid out read-only, and a copy keeps its permissions).
    static func writableCopy(of source: URL, to destination: URL) throws {
        try FileManager.default.copyItem(at: source, to: destination)
        let enumerator = FileManager.default.enumerator(atPath: destination.path)
        var paths = [destination.path]
        while let name = enumerator?.nextObject() as? String { paths.append(destination.path + "/" + name) }
        for path in paths {
            let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? 0o644
            try FileManager.default.setAttributes([.posixPermissions: mode | 0o200], ofItemAtPath: path)
        }
    }
}
