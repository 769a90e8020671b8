@testable import CatalogFiles
import Foundation
import Testing
@testable import StringCatalogKit

/// Several files written all or none: a failure while staging changes nothing, and a rename
/// that fails after others is undone (the replaced files come back, new files and the
/// folders made for them go away).
@Suite("Writing a group of files")
struct FileGroupWriteTests {
    let folder: String

    init() throws {
        folder = try TestSupport.temporaryFolder("group")
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    func write(_ text: String, _ name: String) throws -> String {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Every file and folder under the test's folder, with each file's text.
    func tree() throws -> [String: String] {
        var found: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let name = enumerator?.nextObject() as? String {
            let data = FileManager.default.contents(atPath: folder + "/" + name)
            found[name] = data.map { String(decoding: $0, as: UTF8.self) } ?? "(folder)"
        }
        return found
    }

    @Test("Every file is in place once committed; nothing temporary is left")
    func commitsAll() throws {
        defer { remove() }
        let a = try write("old a", "a.txt")
        var group = FileGroupWrite()
        try group.stage(Array("new a".utf8), to: a)
        try group.stage(Array("new b".utf8), to: folder + "/New/Deeper/b.txt")
        #expect(try tree() == ["a.txt": "old a", "New": "(folder)", "New/Deeper": "(folder)",
                               "New/Deeper/" + (group.stagedFiles[1].temporary as NSString).lastPathComponent: "new b",
                               (group.stagedFiles[0].temporary as NSString).lastPathComponent: "new a"])
        try group.commit()
        #expect(try tree() == ["a.txt": "new a", "New": "(folder)", "New/Deeper": "(folder)", "New/Deeper/b.txt": "new b"])
    }

    @Test("A file that cannot be staged discards the others and the folders made for them")
    func stagingFailureChangesNothing() throws {
        defer { remove() }
        let a = try write("old a", "a.txt")
        let b = try write("old b", "b.txt")
        #expect(link(b, folder + "/b-second-name.txt") == 0)
        let before = try tree()
        var group = FileGroupWrite()
        try group.stage(Array("new a".utf8), to: a)
        try group.stage(Array("new c".utf8), to: folder + "/New/c.txt")
        #expect(throws: FileGroupWrite.Failure.nothingChanged(.hardLinked(path: b, links: 2))) {
            try group.stage(Array("new b".utf8), to: b)
        }
        #expect(try tree() == before)
    }

    @Test("A rename that fails after others puts the replaced files back and removes the new ones")
    func renameFailureIsUndone() throws {
        defer { remove() }
        let a = try write("old a", "a.txt")
        let b = try write("old b", "b.txt")
        let before = try tree()
        var group = FileGroupWrite()
        try group.stage(Array("new a".utf8), to: a)
        try group.stage(Array("new c".utf8), to: folder + "/New/c.txt")
        try group.stage(Array("new b".utf8), to: b)
        // The last rename fails: its temporary file is gone (as if the folder changed under us).
        #expect(unlink(group.stagedFiles[2].temporary) == 0)
        do {
            try group.commit()
            Issue.record("the commit should have failed")
        } catch {
            guard case .nothingChanged(.cannotWrite(let path, _)) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == b)
            #expect(error.description.hasSuffix("(no file was changed)"))
        }
        #expect(try tree() == before)
    }

    @Test("A file that cannot be put back is named, with the files that did not change")
    func partialChangeIsNamed() throws {
        defer { remove() }
        let a = try write("old a", "a.txt")
        let b = try write("old b", "b.txt")
        var group = FileGroupWrite()
        try group.stage(Array("new a".utf8), to: a)
        try group.stage(Array("new b".utf8), to: b)
        // Taking the old contents of `a` aside fails when its backup name is taken.
        let backup = group.stagedFiles[0].temporary + ".old"
        #expect(mkdir(backup, 0o755) == 0)
        #expect(unlink(group.stagedFiles[1].temporary) == 0)
        // `a` cannot be undone, so it goes last; `b` fails first and nothing changes.
        #expect(throws: FileGroupWrite.Failure.self) { try group.commit() }
        #expect(try String(contentsOfFile: a, encoding: .utf8) == "old a")
        #expect(try String(contentsOfFile: b, encoding: .utf8) == "old b")
        rmdir(backup)

        // Two files without a way back: the second failure leaves the first changed, and says so.
        var second = FileGroupWrite()
        try second.stage(Array("new a".utf8), to: a)
        try second.stage(Array("new b".utf8), to: b)
        for file in second.stagedFiles { #expect(mkdir(file.temporary + ".old", 0o755) == 0) }
        #expect(unlink(second.stagedFiles[1].temporary) == 0)
        #expect(throws: FileGroupWrite.Failure.partlyChanged(.cannotWrite(path: b, reason: "No such file or directory"), changed: [a], unchanged: [b])) {
            try second.commit()
        }
        #expect(try String(contentsOfFile: a, encoding: .utf8) == "new a")
        #expect(try String(contentsOfFile: b, encoding: .utf8) == "old b")
        for file in second.stagedFiles { rmdir(file.temporary + ".old") }
    }

    @Test("A file changed on disk after staging stops the whole group")
    func changedOnDiskStopsAll() throws {
        defer { remove() }
        let a = try write("old a", "a.txt")
        let b = try write("old b", "b.txt")
        let (_, fingerprint) = try CatalogFile.readBytes(b)
        var group = FileGroupWrite()
        try group.stage(Array("new a".utf8), to: a)
        try group.stage(Array("new b".utf8), to: b, unchangedSince: fingerprint)
        _ = try write("someone else's b", "b.txt")
        let before = try tree().filter { !$0.key.hasPrefix(".xcedit-") }
        #expect(throws: FileGroupWrite.Failure.nothingChanged(.changedOnDisk(path: b))) { try group.commit() }
        #expect(try tree() == before)
    }
}
