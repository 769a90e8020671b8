import Foundation
import Testing
@testable import ProjectModel

/// Paths and fixtures shared by the project model's tests.
enum ProjectTestSupport {
    /// The package root, found from this file's location.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let sampleProject = packageRoot.appendingPathComponent("SampleProject/BackyardBirds.xcodeproj/project.pbxproj")

    /// `../shared/sync` beside the package: real projects (project files, sources, catalogs).
    /// A fresh clone has no `../shared`: the tests that need it are skipped.
    static let syncFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/sync")
    static let hasSync = FileManager.default.fileExists(atPath: syncFolder.appendingPathComponent("SOURCES.tsv").path)

    /// A fresh, empty temporary folder, removed by the caller.
    static func temporaryFolder(_ purpose: String) throws -> URL {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("xcedit-\(purpose)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.resolvingSymlinksInPath()
    }

    /// Writes `files` (path relative to `root` → text) under `root`.
    static func write(_ files: [String: String], under root: URL) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// For a test that reads `../shared/sync`: skipped, with the reason, without it.
    static var needsSyncProjects: Self {
        .enabled(if: ProjectTestSupport.hasSync, "needs ../shared/sync beside the checkout (real projects); skipped")
    }
}
