import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tells which files and folders of a victim folder were read (opened and read, or listed)
/// since `init`, by their access times: each is set far before its modification time, which
/// makes even a `relatime` mount record the next read. A mount that records no access time at
/// all (`noatime`) is found out by reading a control file, and `isWorking` is then false.
struct VictimFolderWatch {
    let folder: String
    /// Glibc's `UTIME_OMIT` (a macro Swift does not import): leave that time as it is.
    private static let omit = (1 << 30) - 2
    private var watched: [String: timespec] = [:]
    let isWorking: Bool

    init(_ folder: String) throws {
        self.folder = folder
        let control = folder + "/.watch-control"
        try Data("control".utf8).write(to: URL(fileURLWithPath: control))
        var paths = [folder]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let name = enumerator?.nextObject() as? String { paths.append(folder + "/" + name) }
        for path in paths {
            var times = [timespec(tv_sec: 946_684_800, tv_nsec: 0), timespec(tv_sec: 0, tv_nsec: Self.omit)]
            guard utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW) == 0 else { throw CocoaError(.fileWriteUnknown) }
            if path != control { watched[path] = Self.accessTime(path) }
        }
        let before = Self.accessTime(control)
        _ = FileManager.default.contents(atPath: control)
        isWorking = Self.accessTime(control).tv_sec != before.tv_sec
        // The control file is set back, and stays out of the snapshot's way at the end.
        try FileManager.default.removeItem(atPath: control)
        // Removing it wrote the folder, not read it; the folder's access time is as set.
    }

    /// The watched paths read since `init`, relative to the folder (`.` for itself).
    func readPaths() -> [String] {
        watched.compactMap { path, time in
            Self.accessTime(path).tv_sec == time.tv_sec ? nil : (path == folder ? "." : String(path.dropFirst(folder.count + 1)))
        }.sorted()
    }

    private static func accessTime(_ path: String) -> timespec {
        var info = stat()
        guard lstat(path, &info) == 0 else { return timespec() }
        return info.st_atim
    }
}
