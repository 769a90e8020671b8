#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringCatalogKit

/// The first half of an atomic write: the new contents complete and flushed in a temporary
/// file beside the file they will replace, with its permissions, owner and extended
/// attributes, waiting to be renamed over it (`CatalogFile.writeAtomically` does both halves
/// at once; `FileGroupWrite` stages several files before it renames any).
///
/// Nothing the user sees has changed until `replace()`; `discard()` removes the temporary file.
public struct StagedFile: Sendable {
    /// The path the caller asked to write.
    public let requested: String
    /// The temporary file holding the new contents.
    public let temporary: String
    let target: SaveTarget
    let fingerprint: FileFingerprint?
    let beforeReplacing: (@Sendable () throws(CatalogFile.Failure) -> Void)?

    /// The path the rename replaces: `requested`, or the file its symbolic links lead to.
    public var replacedPath: String { target.path }
    /// True when a file is there to be replaced (else the rename creates one).
    public var replacesExistingFile: Bool { target.existing != nil }

    /// Writes the temporary file (see `CatalogFile.writeAtomically` for what is refused and
    /// carried over). On failure nothing is left behind.
    public static func stage(
        to path: String, mode: mode_t? = nil, unchangedSince fingerprint: FileFingerprint? = nil,
        replacingReadOnly: Bool = true, beforeReplacing: (@Sendable () throws(CatalogFile.Failure) -> Void)? = nil,
        _ body: (inout StreamedFile) -> Void
    ) throws(CatalogFile.Failure) -> StagedFile {
        let target = try SaveTarget(path)
        try target.checkReplaceable(path, replacingReadOnly: replacingReadOnly)
        // A short name of its own: a catalog's name may already be near the 255-byte limit.
        var templateBytes = Array((target.folder + "/.xcedit-XXXXXX").utf8CString)
        let fd = templateBytes.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: "cannot create a temporary file in \(target.folder): \(CatalogFile.errnoText())") }
        let temporary = String(decoding: templateBytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var succeeded = false
        var isOpen = true
        defer {
            if isOpen { close(fd) }
            if !succeeded { unlink(temporary) }
        }
        var file = StreamedFile(fd: fd)
        body(&file)
        file.flush()
        if let failure = file.failure {
            errno = failure
            throw .cannotWrite(path: path, reason: CatalogFile.errnoText())
        }
        try target.carryOver(to: fd, mode: mode)
        guard fsync(fd) == 0 else { throw .cannotWrite(path: path, reason: CatalogFile.errnoText()) }
        isOpen = false
        guard close(fd) == 0 else { throw .cannotWrite(path: path, reason: CatalogFile.errnoText()) }
        succeeded = true
        return StagedFile(requested: path, temporary: temporary, target: target, fingerprint: fingerprint, beforeReplacing: beforeReplacing)
    }

    /// `stage` with the whole contents at once.
    public static func stage(
        _ bytes: [UInt8], to path: String, mode: mode_t? = nil, unchangedSince fingerprint: FileFingerprint? = nil,
        replacingReadOnly: Bool = true
    ) throws(CatalogFile.Failure) -> StagedFile {
        try stage(to: path, mode: mode, unchangedSince: fingerprint, replacingReadOnly: replacingReadOnly) { file in
            bytes.withUnsafeBufferPointer { file.append($0) }
        }
    }

    /// The last look before the rename: the caller's own condition, then whether the file was
    /// changed on disk since it was read (a change made meanwhile is never overwritten).
    public func confirm() throws(CatalogFile.Failure) {
        try beforeReplacing?()
        if let fingerprint, CatalogFile.changedOnDisk(requested, since: fingerprint) { throw .changedOnDisk(path: requested) }
    }

    /// Renames the temporary file over the target. The folder is not flushed here
    /// (`flushFolder`), so that a group of files in one folder flushes it once.
    func rename() throws(CatalogFile.Failure) {
        guard posixRename(temporary, target.path) == 0 else { throw .cannotWrite(path: requested, reason: CatalogFile.errnoText()) }
    }

    /// `confirm`, the rename and the folder's flush: the second half of an atomic write.
    /// On failure the temporary file is removed and the target is as it was.
    public func replace() throws(CatalogFile.Failure) {
        do {
            try confirm()
            try rename()
        } catch {
            discard()
            throw error
        }
        Self.flushFolder(target.folder)
    }

    /// Removes the temporary file.
    public func discard() {
        unlink(temporary)
    }

    /// Makes renames in `folder` durable.
    static func flushFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd >= 0 {
            fsync(fd)
            close(fd)
        }
    }
}

/// `rename(2)`, named apart from `StagedFile.rename`.
private func posixRename(_ from: String, _ to: String) -> Int32 {
    rename(from, to)
}
