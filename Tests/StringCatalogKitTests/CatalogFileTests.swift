@testable import CatalogFiles
import Foundation
import Testing
@testable import StringCatalogKit

@Suite("Files on disk")
struct CatalogFileTests {
    @Test("Saving is atomic, keeps permissions and writes Xcode's layout")
    func save() throws {
        let (folder, path) = try TestSupport.temporaryFile("tests", named: "Localizable.xcstrings", bytes: Array("{\"sourceLanguage\":\"en\",\"strings\":{}}\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        chmod(path, 0o640)
        var file = try CatalogFile.open(path)
        file.catalog.insert(CatalogString(key: "Hello", extractionState: .manual))
        try file.save()
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o640)
        #expect(try CatalogFile.open(path).catalog == file.catalog)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Localizable.xcstrings"])
        // Saving again after our own save is not a conflict.
        try file.save()
    }

    @Test("A file changed on disk is not overwritten unless forced")
    func conflict() throws {
        let (folder, path) = try TestSupport.temporaryFile("tests", named: "A.xcstrings", bytes: TestSupport.smallCatalogBytes)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var file = try CatalogFile.open(path)
        #expect(!file.changedOnDisk())
        // Same bytes rewritten (a touch, a checkout): not a change.
        try Data(TestSupport.smallCatalogBytes).write(to: URL(fileURLWithPath: path))
        #expect(!file.changedOnDisk())
        let theirs = Data(TestSupport.smallCatalog.replacingOccurrences(of: "Seed Shop", with: "Seed Store").utf8)
        try theirs.write(to: URL(fileURLWithPath: path))
        #expect(file.changedOnDisk())
        file.catalog.strings.removeLast()
        #expect(throws: CatalogFile.Failure.changedOnDisk(path: path)) { try file.save() }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == theirs)
        try file.save(force: true)
        #expect(try CatalogFile.open(path).catalog == file.catalog)
    }

    @Test("A failed save leaves the original untouched and no temporary file")
    func failedSave() throws {
        let folder = try TestSupport.temporaryFolder("tests")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: CatalogFile.Failure.self) {
            try CatalogFile.writeAtomically([1, 2, 3], to: folder + "/missing/A.xcstrings")
        }
        // The target is a folder: rename fails, and the temporary file is cleaned up.
        try FileManager.default.createDirectory(atPath: folder + "/B.xcstrings", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/B.xcstrings/keep", withIntermediateDirectories: true)
        #expect(throws: CatalogFile.Failure.self) { try CatalogFile.writeAtomically([1], to: folder + "/B.xcstrings") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["B.xcstrings"])
    }

    @Test("Unreadable and invalid files name the file")
    func openErrors() throws {
        let folder = try TestSupport.temporaryFolder("tests")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: CatalogFile.Failure.self) { try CatalogFile.open(folder + "/none.xcstrings") }
        let path = folder + "/Bad.xcstrings"
        try Data("{\n  \"sourceLanguage\" : 1\n}".utf8).write(to: URL(fileURLWithPath: path))
        do {
            _ = try CatalogFile.open(path)
            Issue.record("accepted a bad catalog")
        } catch {
            #expect(error.description.hasPrefix(path + ":2:22: error: sourceLanguage: expected a string, found a number"))
        }
    }

    @Test("Discovery finds catalogs and skips build folders")
    func discovery() throws {
        let folder = try TestSupport.temporaryFolder("tests")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for path in ["App/Localizable.xcstrings", "App/Sub/InfoPlist.xcstrings", "build/Copy.xcstrings", ".git/X.xcstrings", "DerivedData/Y.xcstrings"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: folder + "/" + path, contents: Data())
        }
        #expect(try CatalogDiscovery.catalogs(at: folder).files == [folder + "/App/Localizable.xcstrings", folder + "/App/Sub/InfoPlist.xcstrings"])
        #expect(throws: CatalogDiscovery.Failure.notFound(folder + "/nope")) { try CatalogDiscovery.catalogs(at: folder + "/nope") }
    }
}
