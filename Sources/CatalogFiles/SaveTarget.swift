#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringCatalogKit

/// The file an atomic save really replaces, and what the new file must take over from it.
///
/// A save writes a new file and renames it over the old one. Done naively on a symbolic
/// link, that replaces the link with a regular file and leaves its target as it was; on a
/// file with several hard links, it gives this name new contents and leaves the other names
/// on the old ones. So the link is followed (the new file is written in the target's folder
/// and renamed over the target; the link stays), a hard-linked file is refused, and the
/// new file gets the old one's permissions, owner and group (where the user may set them)
/// and extended attributes.
struct SaveTarget {
    /// The path to rename over: `path` itself, or the file its symbolic links lead to.
    let path: String
    /// The folder the temporary file goes in: the target's, so that the rename stays on
    /// one file system.
    let folder: String
    /// The file being replaced; nil when there is none yet.
    let existing: stat?

    init(_ requested: String) throws(CatalogFile.Failure) {
        var info = stat()
        var resolved = requested
        if lstat(requested, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            guard let real = realpath(requested, nil) else {
                throw .cannotWrite(path: requested, reason: "cannot follow the symbolic link: \(CatalogFile.errnoText())")
            }
            resolved = String(cString: real)
            free(real)
        }
        path = resolved
        folder = Self.folder(of: resolved)
        if stat(resolved, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFREG else { throw .cannotWrite(path: requested, reason: "not a regular file") }
            existing = info
        } else {
            existing = nil
        }
    }

    /// The folder a path names a file in (`.` for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Refuses what a rename cannot replace faithfully: a file with other hard links, and
    /// (unless `replacingReadOnly`) a file nobody may write.
    func checkReplaceable(_ requested: String, replacingReadOnly: Bool) throws(CatalogFile.Failure) {
        guard let existing else { return }
        if existing.st_nlink > 1 { throw .hardLinked(path: requested, links: Int(existing.st_nlink)) }
        if !replacingReadOnly && existing.st_mode & 0o222 == 0 { throw .readOnly(path: requested) }
    }

    /// Gives the open temporary file `fd` what the replaced file had: owner and group (when
    /// the user may), extended attributes, then permissions (`mode` when given), in that
    /// order because changing the owner clears set-id bits.
    func carryOver(to fd: Int32, mode: mode_t?) throws(CatalogFile.Failure) {
        if let existing {
            if fchown(fd, existing.st_uid, existing.st_gid) != 0 {
                // Another owner is only for the privileged; keeping the group may still work.
                _ = fchown(fd, uid_t.max, existing.st_gid)
            }
            ExtendedAttributes.copy(from: path, to: fd)
        }
        let permissions = mode ?? existing.map { $0.st_mode & 0o7777 } ?? 0o644
        if fchmod(fd, permissions) != 0 { throw .cannotWrite(path: path, reason: CatalogFile.errnoText()) }
    }
}
