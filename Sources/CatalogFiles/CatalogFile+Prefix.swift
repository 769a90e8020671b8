#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringCatalogKit

extension CatalogFile {
    /// The first `limit` strings of the large catalog at `path` (see `CatalogPrefix`), read
    /// from its first bytes only: four megabytes, then twice as much while fewer strings fit,
    /// up to `maximumBytes`. Nil for a file smaller than `minimumSize` (reading it whole
    /// is quick), one that is not a regular file, not in Xcode's layout, whose beginning is
    /// broken, or whose first strings do not fit: the file read whole then says why, with
    /// the place.
    public static func readPrefix(_ path: String, upTo limit: Int, minimumSize: Int = prefixMinimumSize,
                                  maximumBytes: Int = 16 << 20) -> CatalogPrefix? {
        var info = stat()
        // A FIFO or a device is never opened (see `readBytes`).
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) >= minimumSize else { return nil }
        let fd = openForPrefix(path)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(info.st_size)
        var bytes: [UInt8] = []
        // Four megabytes hold a few hundred strings of forty languages; a longer read costs
        // little (the parse stops at `limit`), a second parse from the start more.
        var wanted = 4 << 20
        while true {
            let target = min(wanted, size, maximumBytes)
            let start = bytes.count
            bytes += repeatElement(0, count: target - start)
            let read = bytes.withUnsafeMutableBufferPointer { buffer in
                pread(fd, buffer.baseAddress! + start, target - start, off_t(start))
            }
            guard read == target - start else { return nil }
            let prefix = bytes.withUnsafeBufferPointer { CatalogReader.readPrefix($0, upTo: limit) }
            if let prefix, prefix.strings.count >= limit { return prefix }
            // The whole file in hand: it is no longer worth showing a part of it first.
            if target == size { return nil }
            // Fewer strings than asked for, but still a first screen.
            if target == maximumBytes { return prefix }
            wanted *= 2
        }
    }

    /// Catalogs at least this large open on their first strings while the rest is read.
    public static let prefixMinimumSize = 8 << 20
}

/// `open(2)` without blocking (a FIFO put in place after `stat`), named apart from
/// `CatalogFile.open`.
private func openForPrefix(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
}
