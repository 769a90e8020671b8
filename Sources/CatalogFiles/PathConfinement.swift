#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringCatalogKit

/// The folders a command may read and write in, and the test that keeps it there.
///
/// A project file, a `Package.swift` or a symbolic link in a cloned repository decides which
/// files a sync, an export or an import reads and writes. Without this test, a reference
/// with an absolute path, a `../../..`, or a link to `~/elsewhere` makes the command
/// rewrite files anywhere the user can write. So every such path is resolved the way the
/// kernel will resolve it (links followed, `..` taken after them) and must end inside one of
/// `folders`.
public struct PathConfinement: Equatable, Sendable {
    /// Real paths (links resolved) of the folders files may be in.
    public let folders: [String]

    /// `folders` as given (relative to the working folder or absolute), resolved.
    public init(_ folders: [String]) {
        var real: [String] = []
        for folder in folders {
            let resolved = Self.resolvedPath(folder)
            if !real.contains(resolved) { real.append(resolved) }
        }
        self.folders = real
    }

    /// Whether the file at `path` is inside one of the folders, once its links are followed.
    public func contains(_ path: String) -> Bool {
        outsidePath(path) == nil
    }

    /// nil when `path` is inside; else where it really leads, for the message.
    public func outsidePath(_ path: String) -> String? {
        let resolved = Self.resolvedPath(path)
        for folder in folders where resolved == folder || resolved.hasPrefix(folder == "/" ? "/" : folder + "/") { return nil }
        return resolved
    }

    /// The most links a path may go through, as the kernel's `ELOOP` limit (40 on Linux).
    static let linkLimit = 40

    /// The absolute path the kernel reaches for `path`: each symbolic link met followed
    /// (a link whose target does not exist too: a write through it would create that
    /// target), `.` and `..` worked out after the links before them, as `open` does; the
    /// part that does not exist taken as written. A path with too many links resolves to
    /// itself standardized (opening it fails anyway).
    public static func resolvedPath(_ path: String) -> String {
        var pending = components(of: absolute(path)).reversed() as [String]
        var resolved: [String] = []
        var links = 0
        var missing = false
        while let component = pending.popLast() {
            switch component {
            case ".": continue
            case "..": if !resolved.isEmpty { resolved.removeLast() }
            default:
                resolved.append(component)
                guard !missing else { continue }
                let current = "/" + resolved.joined(separator: "/")
                var info = stat()
                guard lstat(current, &info) == 0 else {
                    // Nothing below a missing folder can be a link.
                    missing = true
                    continue
                }
                guard (info.st_mode & S_IFMT) == S_IFLNK else { continue }
                links += 1
                guard links <= linkLimit, let target = readLink(current) else {
                    return "/" + (resolved + pending.reversed()).filter { $0 != "." }.joined(separator: "/")
                }
                resolved.removeLast()
                if target.hasPrefix("/") { resolved.removeAll() }
                pending.append(contentsOf: components(of: target).reversed())
            }
        }
        return "/" + resolved.joined(separator: "/")
    }

    private static func components(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    /// `path` from `/`: a relative one from the working folder.
    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let folder = getcwd(nil, 0) else { return "/" + path }
        defer { free(folder) }
        return String(cString: folder) + "/" + path
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
