import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ParallelWork
import StringCatalogKit

/// A catalog on disk: reading it, and saving it back atomically without ever overwriting a
/// change someone else made in the meantime.
public struct CatalogFile: Sendable {
    public let path: String
    public var catalog: StringCatalog
    /// What the file looked like when it was read (or last saved by us).
    public private(set) var fingerprint: FileFingerprint
    /// The bytes as read: used to tell whether a save would change anything and whether the
    /// file was in Xcode's layout.
    public private(set) var originalSize: Int

    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case cannotRead(path: String, reason: String)
        case invalid(CatalogReadError)
        case changedOnDisk(path: String)
        case cannotWrite(path: String, reason: String)
        /// The file has other hard links, which a save (a new file renamed over it) would
        /// leave on the old contents.
        case hardLinked(path: String, links: Int)
        /// Nobody may write the file; only an explicit request overwrites it.
        case readOnly(path: String)

        public var description: String {
            switch self {
            case .cannotRead(let path, let reason): "\(path): error: cannot read the file: \(reason)"
            case .invalid(let error): error.description
            case .changedOnDisk(let path): "\(path): error: the file changed on disk since it was read; not overwritten"
            case .cannotWrite(let path, let reason): "\(path): error: cannot save: \(reason)"
            case .hardLinked(let path, let links):
                "\(path): error: the file has \(links) hard links, and a save would leave the other names on the old contents; not overwritten (copy the file to break the link first)"
            case .readOnly(let path): "\(path): error: the file is read-only; not overwritten"
            }
        }

        /// Why reading the file failed, without its name in front: for callers that name the
        /// file their own way (`readBytes` fails only with `cannotRead`).
        public var readFailure: String {
            if case .cannotRead(_, let reason) = self { return "cannot read the file: \(reason)" }
            return description
        }
    }

    /// Reads and parses the catalog at `path`. `hashingContent: false` is for a catalog
    /// that is only read, never saved back (`stats`): its fingerprint then has no content
    /// hash, and the whole file is not hashed for nothing.
    public static func open(_ path: String, hashingContent: Bool = true) throws(Failure) -> CatalogFile {
        let (bytes, fingerprint) = try readBytes(path, hashingContent: hashingContent)
        let catalog = try located(path) { () throws(CatalogReadError) in try CatalogReader.read(bytes) }
        return CatalogFile(path: path, catalog: catalog, fingerprint: fingerprint, originalSize: bytes.count)
    }

    /// `read`'s result, or its error named after the file at `path`.
    public static func located<T>(_ path: String, _ read: () throws(CatalogReadError) -> T) throws(Failure) -> T {
        do {
            return try read()
        } catch {
            var located = error
            located.file = path
            throw .invalid(located)
        }
    }

    /// The whole file, and its fingerprint taken from the same open file descriptor.
    /// Anything but a regular file is refused before it is opened: opening a FIFO waits for a
    /// writer, and a device may do something on open. The open itself does not block either
    /// (a FIFO put there in between is then caught by `fstat`). Without `hashingContent`
    /// the fingerprint's content hash is 0.
    public static func readBytes(_ path: String, hashingContent: Bool = true) throws(Failure) -> ([UInt8], FileFingerprint) {
        var before = stat()
        guard stat(path, &before) == 0 else { throw .cannotRead(path: path, reason: errnoText()) }
        guard (before.st_mode & S_IFMT) == S_IFREG else { throw .cannotRead(path: path, reason: "not a regular file") }
        let fd = posixOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotRead(path: path, reason: errnoText()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .cannotRead(path: path, reason: errnoText()) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .cannotRead(path: path, reason: "not a regular file") }
        let size = Int(info.st_size)
        var failure: Int32 = 0
        // Read straight into uninitialized storage: zero-filling a 160 MB buffer first
        // costs measurable time. A large file is read as two halves on two threads: copying
        // 170 MB out of the page cache keeps one core busy for over 0.1 s. The file may have
        // shrunk since fstat; keep what was there.
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            let halves = size >= parallelReadThreshold ? [0..<size / 2, size / 2..<size] : [0..<size]
            let reads = ParallelJobs.map(halves.count) { part in
                readFully(fd, into: UnsafeMutableBufferPointer(rebasing: buffer[halves[part]]), at: halves[part].lowerBound)
            }
            failure = reads.first { $0.failure != 0 }?.failure ?? 0
            // A short first half ends the file there.
            initialized = reads[0].count < halves[0].count ? reads[0].count : reads.reduce(0) { $0 + $1.count }
        }
        if failure != 0 {
            errno = failure
            throw .cannotRead(path: path, reason: errnoText())
        }
        return (bytes, FileFingerprint(info, contentHash: hashingContent ? FileFingerprint.hash(bytes) : 0))
    }

    /// Files at least this large are read in two halves at once.
    static let parallelReadThreshold = FileFingerprint.parallelHashThreshold

    /// Fills `buffer` from `fd` at `offset`, as far as the file goes: the bytes read, and the
    /// error that stopped it (or 0).
    private static func readFully(_ fd: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> (count: Int, failure: Int32) {
        var filled = 0
        while filled < buffer.count {
            let n = pread(fd, buffer.baseAddress! + filled, buffer.count - filled, off_t(offset + filled))
            if n < 0 {
                if errno == EINTR { continue }
                return (filled, errno)
            }
            if n == 0 { break }
            filled += n
        }
        return (filled, 0)
    }

    /// True when the file at `path` holds exactly `bytes`, read a megabyte at a time so that
    /// comparing a large file costs no second copy of it in memory.
    public static func contentsEqual(_ path: String, _ bytes: [UInt8]) throws(Failure) -> Bool {
        let fd = posixOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotRead(path: path, reason: errnoText()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw .cannotRead(path: path, reason: "not a regular file") }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var offset = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, reason: errnoText())
            }
            if n == 0 { return offset == bytes.count }
            guard offset + n <= bytes.count else { return false }
            let same = chunk.withUnsafeBytes { c in bytes.withUnsafeBytes { b in memcmp(c.baseAddress!, b.baseAddress! + offset, n) == 0 } }
            if !same { return false }
            offset += n
        }
    }

    /// True when the file on disk is no longer the one that was read.
    public func changedOnDisk() -> Bool {
        Self.changedOnDisk(path, since: fingerprint)
    }

    /// True when the file at `path` is no longer the one `fingerprint` was taken of.
    public static func changedOnDisk(_ path: String, since fingerprint: FileFingerprint) -> Bool {
        guard let now = try? FileFingerprint.current(path) else { return true }
        if now.sameFile(as: fingerprint) { return false }
        // Touched, or rewritten with the same bytes: compare contents before crying wolf.
        guard let (bytes, _) = try? Self.readBytes(path) else { return true }
        return FileFingerprint.hash(bytes) != fingerprint.contentHash || bytes.count != fingerprint.size
    }

    /// Whether `catalog` in Xcode's layout is byte for byte the file `fingerprint` was taken
    /// of: saving it then changes only what was edited. (nil: the fingerprint has no hash
    /// of the content to tell.)
    public static func isInXcodeLayout(_ catalog: StringCatalog, asRead fingerprint: FileFingerprint) -> Bool? {
        guard fingerprint.contentHash != 0 else { return nil }
        let bytes = CatalogWriter.bytes(catalog, capacity: fingerprint.size)
        return bytes.count == fingerprint.size && FileFingerprint.hash(bytes) == fingerprint.contentHash
    }

    /// The bytes a save would write.
    public func serialized() -> [UInt8] {
        CatalogWriter.bytes(catalog, capacity: originalSize)
    }

    /// Saves atomically in Xcode's layout. Refuses when the file changed on disk since it was
    /// read, unless `force` is set.
    public mutating func save(force: Bool = false) throws(Failure) {
        fingerprint = try Self.save(catalog, to: path, replacing: fingerprint, force: force)
        originalSize = fingerprint.size
    }

    /// Saves `catalog` atomically in Xcode's layout over the file that `fingerprint` was
    /// taken of, refusing when it changed on disk since (unless `force` is set); returns
    /// the new file's fingerprint.
    public static func save(_ catalog: StringCatalog, to path: String, replacing fingerprint: FileFingerprint?, force: Bool = false) throws(Failure) -> FileFingerprint {
        if !force, let fingerprint, changedOnDisk(path, since: fingerprint) { throw .changedOnDisk(path: path) }
        let bytes = CatalogWriter.bytes(catalog, capacity: fingerprint?.size ?? 0)
        // Serializing a large catalog takes a while: `save(bytes:)` looks again right before the rename.
        return try save(bytes: bytes, to: path, replacing: fingerprint, force: force)
    }

    /// Saves `catalog` over the file that `fingerprint` was taken of, keeping the file's own
    /// layout for every string unchanged since `asRead` (the catalog read from it; see
    /// `LayoutKeepingWriter`). Refuses when the file changed on disk since it was read: its
    /// bytes are then not those `asRead` came from. Nil, writing nothing, when the layout
    /// cannot be kept.
    public static func saveKeepingLayout(_ catalog: StringCatalog, asRead: StringCatalog, to path: String,
                                         replacing fingerprint: FileFingerprint) throws(Failure) -> FileFingerprint? {
        let (original, _) = try readBytes(path)
        guard original.count == fingerprint.size, FileFingerprint.hash(original) == fingerprint.contentHash else { throw .changedOnDisk(path: path) }
        guard let bytes = LayoutKeepingWriter.bytes(catalog, asRead: asRead, original: original) else { return nil }
        return try save(bytes: bytes, to: path, replacing: fingerprint)
    }

    /// Saves `bytes` atomically over the file that `fingerprint` was taken of, refusing when
    /// it changed on disk since (unless `force` is set); returns the new file's fingerprint.
    /// Also what the editor saves a translator's XLIFF with.
    public static func save(bytes: [UInt8], to path: String, replacing fingerprint: FileFingerprint?, force: Bool = false) throws(Failure) -> FileFingerprint {
        try writeAtomically(bytes, to: path, unchangedSince: force ? nil : fingerprint)
        let hash = FileFingerprint.hash(bytes)
        guard let now = try? FileFingerprint.current(path) else {
            throw .cannotRead(path: path, reason: "saved, but cannot look at the file again: \(errnoText())")
        }
        return FileFingerprint(now, contentHash: hash)
    }

    /// Writes `bytes` to a temporary file in the target's folder, flushes it, gives it the
    /// original's permissions (or `mode` when given), owner, group and extended attributes,
    /// and renames it over the file; the folder is flushed too. A symbolic link is followed:
    /// its target is replaced and the link stays. A file with other hard links is refused,
    /// and so is a read-only one unless `replacingReadOnly`. With `unchangedSince`, the file
    /// is looked at once more right before the rename, and a change made meanwhile is never
    /// overwritten. On failure the original is untouched and the temporary file removed.
    public static func writeAtomically(
        _ bytes: [UInt8], to path: String, mode: mode_t? = nil,
        unchangedSince fingerprint: FileFingerprint? = nil, replacingReadOnly: Bool = true
    ) throws(Failure) {
        try writeAtomically(to: path, mode: mode, unchangedSince: fingerprint, replacingReadOnly: replacingReadOnly) { file in
            bytes.withUnsafeBufferPointer { file.append($0) }
        }
    }

    /// `writeAtomically` with the bytes given piece by piece by `body` (a file made of large
    /// stretches of another one is written without assembling it in memory first).
    /// `beforeReplacing` runs once the new file is on disk, right before it replaces the old
    /// one, and may still call the save off by throwing.
    public static func writeAtomically(
        to path: String, mode: mode_t? = nil, unchangedSince fingerprint: FileFingerprint? = nil,
        replacingReadOnly: Bool = true, beforeReplacing: (@Sendable () throws(Failure) -> Void)? = nil, _ body: (inout StreamedFile) -> Void
    ) throws(Failure) {
        try StagedFile.stage(to: path, mode: mode, unchangedSince: fingerprint, replacingReadOnly: replacingReadOnly,
                             beforeReplacing: beforeReplacing, body).replace()
    }

    static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}

/// `open(2)`, named apart from `CatalogFile.open`.
private func posixOpen(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}
