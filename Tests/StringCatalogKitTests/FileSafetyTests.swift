@testable import CatalogFiles
import CatalogFixtures
import Foundation
import Testing
@testable import StringCatalogKit

/// What saving and reading do with files that are not plain, lone regular files: FIFOs,
/// devices, symbolic and hard links, read-only files, files changed during a save, long
/// names, and what the replaced file carried (owner, group, extended attributes).
@Suite("File safety")
struct FileSafetyTests {
    let folder: String

    init() throws {
        folder = try TestSupport.temporaryFolder("safety")
    }

    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func contents(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    @Test("A FIFO, a device and a folder are refused as not regular files, without blocking", .timeLimit(.minutes(1)))
    func notRegularFiles() throws {
        defer { remove() }
        let fifo = folder + "/Pipe.xcstrings"
        #expect(mkfifo(fifo, 0o644) == 0)
        let device = folder + "/Null.xcstrings"
        #expect(symlink("/dev/null", device) == 0)
        for path in [fifo, device, folder] {
            #expect(throws: CatalogFile.Failure.cannotRead(path: path, reason: "not a regular file")) { try CatalogFile.open(path) }
            #expect(throws: CatalogFile.Failure.self) { try CatalogFile.contentsEqual(path, []) }
        }
        // Saving over one is refused too, and leaves no temporary file.
        #expect(throws: CatalogFile.Failure.cannotWrite(path: fifo, reason: "not a regular file")) {
            try CatalogFile.writeAtomically(TestSupport.smallCatalogBytes, to: fifo)
        }
        #expect(try entries() == ["Null.xcstrings", "Pipe.xcstrings"])
    }

    @Test("A save through a symbolic link replaces the target in its folder and keeps the link")
    func symbolicLink() throws {
        defer { remove() }
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        let target = try write(Array("{\"sourceLanguage\":\"en\",\"strings\":{}}".utf8), "real/Localizable.xcstrings")
        chmod(target, 0o640)
        let link = folder + "/Link.xcstrings"
        #expect(symlink("real/Localizable.xcstrings", link) == 0)
        var file = try CatalogFile.open(link)
        file.catalog.insert(CatalogString(key: "Hello", extractionState: .manual))
        try file.save()
        var info = stat()
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/Localizable.xcstrings")
        #expect(try CatalogFile.open(target).catalog == file.catalog)
        #expect(stat(target, &info) == 0 && info.st_mode & 0o777 == 0o640)
        // The temporary file went to the target's folder and is gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/real") == ["Localizable.xcstrings"])
        #expect(try entries() == ["Link.xcstrings", "real"])
        // Saving again after our own save is not a conflict.
        try file.save()
    }

    @Test("A save keeps the replaced file's extended attributes, owner and group")
    func attributesKept() throws {
        defer { remove() }
        let path = try write(TestSupport.smallCatalogBytes, "A.xcstrings")
        guard ExtendedAttributes.set("user.xcedit-test", Array("blue".utf8), on: path) else {
            print("SKIPPED: this file system takes no user extended attributes")
            return
        }
        var before = stat()
        stat(path, &before)
        try CatalogFile.writeAtomically(Array("{}".utf8), to: path)
        #expect(ExtendedAttributes.value(of: "user.xcedit-test", at: path) == Array("blue".utf8))
        var after = stat()
        stat(path, &after)
        #expect(after.st_ino != before.st_ino, "a new file was renamed over the old one")
        #expect(after.st_uid == before.st_uid && after.st_gid == before.st_gid)
        if getuid() == 0 {
            // Only a privileged process can give a file away: check that the owner is set.
            chown(path, 12345, 23456)
            try CatalogFile.writeAtomically(Array("{ }".utf8), to: path)
            stat(path, &after)
            #expect(after.st_uid == 12345 && after.st_gid == 23456)
        }
    }

    @Test("A file with other hard links is refused, with both names left as they were")
    func hardLinks() throws {
        defer { remove() }
        let path = try write(TestSupport.smallCatalogBytes, "A.xcstrings")
        let other = folder + "/B.xcstrings"
        #expect(link(path, other) == 0)
        #expect(throws: CatalogFile.Failure.hardLinked(path: path, links: 2)) {
            try CatalogFile.writeAtomically(Array("{}".utf8), to: path)
        }
        #expect(try contents(path) == TestSupport.smallCatalogBytes)
        #expect(try contents(other) == TestSupport.smallCatalogBytes)
        #expect(try entries() == ["A.xcstrings", "B.xcstrings"])
        #expect(CatalogFile.Failure.hardLinked(path: path, links: 2).description.contains("2 hard links"))
    }

    @Test("A read-only file is replaced only when asked to, and stays read-only")
    func readOnly() throws {
        defer { remove() }
        let path = try write(TestSupport.smallCatalogBytes, "A.xcstrings")
        chmod(path, 0o444)
        #expect(throws: CatalogFile.Failure.readOnly(path: path)) {
            try CatalogFile.writeAtomically(Array("{}".utf8), to: path, replacingReadOnly: false)
        }
        #expect(try contents(path) == TestSupport.smallCatalogBytes)
        try CatalogFile.writeAtomically(Array("{}".utf8), to: path, replacingReadOnly: true)
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o444)
        #expect(try contents(path) == Array("{}".utf8))
    }

    @Test("A change made while the new file was written is not overwritten")
    func changedBeforeRename() throws {
        defer { remove() }
        let path = try write(TestSupport.smallCatalogBytes, "A.xcstrings")
        let (_, fingerprint) = try CatalogFile.readBytes(path)
        // Another program rewrites the file (a new inode, as editors and git do).
        let theirs = Array(TestSupport.smallCatalog.replacingOccurrences(of: "Seed Shop", with: "Seed Store").utf8)
        _ = try write(theirs, "theirs.tmp")
        #expect(rename(folder + "/theirs.tmp", path) == 0)
        #expect(throws: CatalogFile.Failure.changedOnDisk(path: path)) {
            try CatalogFile.writeAtomically(Array("{}".utf8), to: path, unchangedSince: fingerprint)
        }
        #expect(try contents(path) == theirs)
        #expect(try entries() == ["A.xcstrings"])
        // The same bytes written in place (a touch) are no change.
        let (_, again) = try CatalogFile.readBytes(path)
        _ = try write(theirs, "A.xcstrings")
        try CatalogFile.writeAtomically(Array("{}".utf8), to: path, unchangedSince: again)
        #expect(try contents(path) == Array("{}".utf8))
    }

    @Test("A large file, read and hashed in two halves at once, reads whole; a change in either half is seen")
    func largeFileInHalves() throws {
        defer { remove() }
        var random = SplitMix64(seed: 0x0_B16)
        let size = CatalogFile.parallelReadThreshold + 12_345
        let original = (0..<size).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let path = try write(original, "Large.xcstrings")
        let (bytes, fingerprint) = try CatalogFile.readBytes(path)
        #expect(bytes == original)
        #expect(fingerprint.contentHash == FileFingerprint.hash(original))
        for at in [17, size / 2 - 1, size / 2, size - 1] {
            var changed = original
            changed[at] ^= 0x20
            #expect(FileFingerprint.hash(changed) != fingerprint.contentHash, "\(at)")
            _ = try write(changed, "Large.xcstrings")
            #expect(CatalogFile.changedOnDisk(path, since: fingerprint), "\(at)")
        }
        // Written again with the original bytes: a newer time, but the contents (hashed in
        // halves) say it is the file that was read.
        _ = try write(original, "Large.xcstrings")
        #expect(!CatalogFile.changedOnDisk(path, since: fingerprint))
    }

    @Test("A catalog whose name takes all 255 bytes can be saved")
    func longName() throws {
        defer { remove() }
        let name = String(repeating: "n", count: 255 - ".xcstrings".utf8.count) + ".xcstrings"
        #expect(name.utf8.count == 255)
        let path = try write(TestSupport.smallCatalogBytes, name)
        var file = try CatalogFile.open(path)
        file.catalog.strings.removeLast()
        try file.save()
        #expect(try CatalogFile.open(path).catalog == file.catalog)
        #expect(try entries() == [name])
    }

    @Test("Discovery: a folder named like a catalog, a link loop and a broken link are errors of their own")
    func discoveryErrors() throws {
        defer { remove() }
        try FileManager.default.createDirectory(atPath: folder + "/Folder.xcstrings", withIntermediateDirectories: true)
        #expect(throws: CatalogDiscovery.Failure.folderNamedLikeCatalog(folder + "/Folder.xcstrings/")) {
            try CatalogDiscovery.catalogs(at: folder + "/Folder.xcstrings/")
        }
        #expect(symlink("Loop2.xcstrings", folder + "/Loop1.xcstrings") == 0)
        #expect(symlink("Loop1.xcstrings", folder + "/Loop2.xcstrings") == 0)
        #expect(throws: CatalogDiscovery.Failure.cannotAccess(folder + "/Loop1.xcstrings", reason: String(cString: strerror(ELOOP)))) {
            try CatalogDiscovery.catalogs(at: folder + "/Loop1.xcstrings")
        }
        #expect(symlink("Gone.xcstrings", folder + "/Broken.xcstrings") == 0)
        #expect(throws: CatalogDiscovery.Failure.brokenLink(folder + "/Broken.xcstrings")) {
            try CatalogDiscovery.catalogs(at: folder + "/Broken.xcstrings")
        }
        #expect(throws: CatalogDiscovery.Failure.notFound(folder + "/Gone.xcstrings")) {
            try CatalogDiscovery.catalogs(at: folder + "/Gone.xcstrings")
        }
        // A folder scan that meets a FIFO lists it: reading it then says what it is.
        #expect(mkfifo(folder + "/Pipe.xcstrings", 0o644) == 0)
        // The links to nothing and the loop of links are said to be skipped.
        let found = try CatalogDiscovery.catalogs(at: folder)
        #expect(found.files == [folder + "/Pipe.xcstrings"])
        let loop = String(cString: strerror(ELOOP))
        #expect(found.skipped.map(\.description) == [
            folder + "/Broken.xcstrings: warning: a symbolic link to a file that does not exist; skipped",
            folder + "/Loop1.xcstrings: warning: a symbolic link that cannot be followed (\(loop)); skipped",
            folder + "/Loop2.xcstrings: warning: a symbolic link that cannot be followed (\(loop)); skipped",
        ])
    }
}
