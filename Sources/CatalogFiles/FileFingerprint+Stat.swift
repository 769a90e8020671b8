#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringCatalogKit

/// A fingerprint taken from the file system: the file's identity and modification time
/// from `stat(2)`.
extension FileFingerprint {
    init(_ info: stat, contentHash: UInt64) {
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int(info.st_size),
                  modifiedSeconds: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec), contentHash: contentHash)
    }

    static func current(_ path: String) throws -> FileFingerprint {
        var info = stat()
        guard stat(path, &info) == 0 else { throw CatalogFile.Failure.cannotRead(path: path, reason: CatalogFile.errnoText()) }
        return FileFingerprint(info, contentHash: 0)
    }
}
