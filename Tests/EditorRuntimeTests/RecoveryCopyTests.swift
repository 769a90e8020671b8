import CatalogFiles
import EditorRuntime
import Foundation
import StringCatalogKit
import Testing

@Suite("Recovery copies beside a catalog")
struct RecoveryCopyTests {
    /// A small catalog in Xcode's layout.
    static let catalogBytes = CatalogWriter.bytes(StringCatalog(sourceLanguage: "en", strings: [CatalogString(key: "Hello", extractionState: .manual)]))

    /// A fresh folder holding the small catalog as `name`.
    static func catalogFile(named name: String) throws -> (folder: String, path: String) {
        let folder = try Scratch.folder()
        let path = folder + "/" + name
        try Data(catalogBytes).write(to: URL(fileURLWithPath: path))
        return (folder, path)
    }

    @Test("The copy's name is the catalog's plus a suffix that is not .xcstrings")
    func naming() {
        #expect(RecoveryCopy.path(for: "/p/Localizable.xcstrings") == "/p/Localizable.xcstrings.xcedit-recovery")
        #expect(!RecoveryCopy.path(for: "/p/Localizable.xcstrings").hasSuffix(".xcstrings"))
    }

    @Test("Writing leaves the catalog alone and gives Xcode's bytes, with the catalog's permissions")
    func write() throws {
        let (folder, path) = try Self.catalogFile(named: "Localizable.xcstrings")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        chmod(path, 0o600)
        var file = try CatalogFile.open(path)
        file.catalog.insert(CatalogString(key: "Unsaved", extractionState: .manual))

        #expect(RecoveryCopy.existing(for: path) == nil)
        try RecoveryCopy.write(file.catalog, for: path)

        let recovery = RecoveryCopy.path(for: path)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: recovery))) == CatalogWriter.bytes(file.catalog))
        #expect(try CatalogFile.open(recovery).catalog == file.catalog)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == Self.catalogBytes)
        var info = stat()
        stat(recovery, &info)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["Localizable.xcstrings", "Localizable.xcstrings.xcedit-recovery"])
    }

    @Test("A later copy replaces the earlier one; existing reports it and when it was written")
    func existing() throws {
        let (folder, path) = try Self.catalogFile(named: "A.xcstrings")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var catalog = try CatalogFile.open(path).catalog
        let before = Date(timeIntervalSinceNow: -2)
        try RecoveryCopy.write(catalog, for: path)
        catalog.insert(CatalogString(key: "Second", extractionState: .manual))
        try RecoveryCopy.write(catalog, for: path)

        let found = try #require(RecoveryCopy.existing(for: path))
        #expect(found.path == path + ".xcedit-recovery")
        #expect(found.modified > before && found.modified < Date(timeIntervalSinceNow: 2))
        #expect(try CatalogFile.open(found.path).catalog == catalog)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 2)
    }

    @Test("A catalog that is gone still gets its copy; a folder by that name is not a copy")
    func edges() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = try CatalogReader.read(Self.catalogBytes)
        try RecoveryCopy.write(catalog, for: folder + "/Deleted.xcstrings")
        #expect(RecoveryCopy.existing(for: folder + "/Deleted.xcstrings") != nil)

        try FileManager.default.createDirectory(atPath: folder + "/Odd.xcstrings.xcedit-recovery", withIntermediateDirectories: true)
        #expect(RecoveryCopy.existing(for: folder + "/Odd.xcstrings") == nil)
    }

    @Test("A copy that cannot be written is an error naming the copy")
    func failure() throws {
        let catalog = try CatalogReader.read(Self.catalogBytes)
        let path = "/nonexistent-xcedit-folder/A.xcstrings"
        #expect {
            try RecoveryCopy.write(catalog, for: path)
        } throws: { error in
            guard case .cannotWrite(let failed, _) = error as? CatalogFile.Failure else { return false }
            return failed == path + ".xcedit-recovery"
        }
    }

    @Test("Discovery never takes a recovery copy for a catalog")
    func discoveryIgnoresCopies() throws {
        let (folder, path) = try Self.catalogFile(named: "Localizable.xcstrings")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try RecoveryCopy.write(try CatalogFile.open(path).catalog, for: path)
        #expect(try CatalogDiscovery.catalogs(at: folder).files == [path])
        #expect(throws: CatalogDiscovery.Failure.notACatalog(RecoveryCopy.path(for: path))) {
            try CatalogDiscovery.catalogs(at: RecoveryCopy.path(for: path))
        }
    }
}
