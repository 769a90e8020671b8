import Foundation
import Testing
import XceditCLI

/// The commands on files that are not what they seem: FIFOs, folders named like catalogs,
/// read-only files, symbolic links.
@Suite("Commands on unusual files")
struct FileSafetyCommandTests {
    @Test("A FIFO named like a catalog is refused at once, alone or met in a folder", .timeLimit(.minutes(1)))
    func fifo() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/Pipe.xcstrings"
        #expect(mkfifo(fifo, 0o644) == 0)
        for arguments in [["stats", fifo], ["lint", fifo], ["fmt", fifo], ["fmt", "--check", fifo], ["stats", folder]] {
            let run = CapturedRun(arguments)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.error.contains("Pipe.xcstrings: error: cannot read the file: not a regular file"), "\(run.error)")
        }
    }

    @Test("A FIFO given as a translator's file or a legacy table is refused at once, in one message", .timeLimit(.minutes(1)))
    func fifoAsInterchangeInput() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let xliff = folder + "/de.xliff"
        #expect(mkfifo(xliff, 0o644) == 0)
        for arguments in [["stats", xliff], ["lint", xliff], ["import", "--dry-run", "--project", folder, xliff]] {
            let run = CapturedRun(arguments)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.error == "\(xliff): error: cannot read the file: not a regular file\n", "\(arguments)")
        }
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        let strings = folder + "/en.lproj/Localizable.strings"
        #expect(mkfifo(strings, 0o644) == 0)
        let run = CapturedRun(["migrate", "--dry-run", folder])
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("\(strings):1:1: error: cannot read the file: not a regular file\n"), "\(run.error)")
    }

    @Test("A socket and a device named like a catalog are refused at once, alone or met in a folder", .timeLimit(.minutes(1)))
    func socketAndDevice() throws {
        let socketFolder = try Scratch.folder(), deviceFolder = try Scratch.folder()
        defer {
            try? FileManager.default.removeItem(atPath: socketFolder)
            try? FileManager.default.removeItem(atPath: deviceFolder)
        }
        let socketPath = socketFolder + "/x.xcstrings"
        let listening = try #require(UnixSocket.bound(at: socketPath))
        defer { close(listening) }
        let devicePath = deviceFolder + "/x.xcstrings"
        #expect(symlink("/dev/null", devicePath) == 0)
        for (path, folder) in [(socketPath, socketFolder), (devicePath, deviceFolder)] {
            for arguments in [["stats", path], ["lint", path], ["fmt", path], ["fmt", "--check", path], ["stats", folder], ["lint", folder]] {
                let run = CapturedRun(arguments)
                #expect(run.status == 1, "\(arguments)")
                #expect(run.error.contains("x.xcstrings: error: cannot read the file: not a regular file"), "\(arguments): \(run.error)")
            }
        }
        // Still a socket and still a link to the device: nothing was written over them.
        var info = stat()
        #expect(lstat(socketPath, &info) == 0 && info.st_mode & S_IFMT == S_IFSOCK)
        #expect(lstat(devicePath, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    }

    @Test("A folder named like a catalog is an error, not an empty project")
    func folderNamedLikeCatalog() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let run = CapturedRun(["stats", path])
        #expect(run.status == 1)
        #expect(run.error == "\(path): error: a folder, not a catalog file\n")
    }

    @Test("fmt leaves a read-only catalog alone unless --force")
    func readOnly() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        let unformatted = #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#
        try Scratch.write(unformatted, to: path)
        chmod(path, 0o444)
        let refused = CapturedRun(["fmt", path])
        #expect(refused.status == 1)
        #expect(refused.error == "\(path): error: the file is read-only; not overwritten (--force rewrites it)\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == unformatted)
        // --check only reads: it reports the file as usual.
        #expect(CapturedRun(["fmt", "--check", path]).status == 1)
        let forced = CapturedRun(["fmt", "--force", path])
        #expect(forced.status == 0, "\(forced.error)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) != unformatted)
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o444)
    }

    @Test("fmt writes through a symbolic link and keeps it")
    func symbolicLink() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/Real/Localizable.xcstrings"
        try Scratch.write(#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#, to: target)
        let link = folder + "/Localizable.xcstrings"
        #expect(symlink("Real/Localizable.xcstrings", link) == 0)
        let run = CapturedRun(["fmt", link])
        #expect(run.status == 0, "\(run.error)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "Real/Localizable.xcstrings")
        #expect(CapturedRun(["fmt", "--check", target]).status == 0)
    }

    @Test("A symbolic-link loop is named as one, not as a missing file")
    func linkLoop() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(symlink("B.xcstrings", folder + "/A.xcstrings") == 0)
        #expect(symlink("A.xcstrings", folder + "/B.xcstrings") == 0)
        let run = CapturedRun(["stats", folder + "/A.xcstrings"])
        #expect(run.status == 1)
        #expect(run.error.contains(String(cString: strerror(ELOOP))), "\(run.error)")
    }
}
