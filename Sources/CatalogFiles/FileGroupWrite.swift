#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringCatalogKit

/// Several files written all or none: the catalogs of one import, the catalogs of one
/// migration, the `LANG.lproj` files of one compile.
///
/// Every new file is first written in full beside the file it replaces (`StagedFile`); only
/// when all of them are on disk, and every last check passed, are they renamed over their
/// targets. A rename can still fail part-way (an immutable file, a folder that changed under
/// us): the files already replaced are then put back from hard links to their old contents,
/// taken before the first rename, and files that did not exist are removed again. What
/// cannot be put back is named in the error. Folders the group created for its files are
/// removed again when nothing is written into them.
public struct FileGroupWrite: Sendable {
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// Some file could not be written: no file was changed.
        case nothingChanged(CatalogFile.Failure)
        /// A rename failed after others were done, and some of those could not be undone.
        case partlyChanged(CatalogFile.Failure, changed: [String], unchanged: [String])

        public var description: String {
            switch self {
            case .nothingChanged(let failure):
                "\(failure) (no file was changed)"
            case .partlyChanged(let failure, let changed, let unchanged):
                "\(failure)\nerror: only some files were replaced and they could not be put back; changed: "
                    + changed.joined(separator: ", ") + "; unchanged: " + (unchanged.isEmpty ? "none" : unchanged.joined(separator: ", "))
            }
        }
    }

    private var staged: [StagedFile] = []
    /// Folders made for the files, outermost first.
    private var createdFolders: [String] = []

    public init() {}

    /// The files waiting to be renamed, in the order they were staged.
    public var stagedFiles: [StagedFile] { staged }

    /// Writes the new contents of `path` to a temporary file beside it (making its folder
    /// when needed). On failure every file staged so far is discarded too, and the error says
    /// that nothing was changed.
    public mutating func stage(
        to path: String, mode: mode_t? = nil, unchangedSince fingerprint: FileFingerprint? = nil,
        replacingReadOnly: Bool = true, beforeReplacing: (@Sendable () throws(CatalogFile.Failure) -> Void)? = nil,
        _ body: (inout StreamedFile) -> Void
    ) throws(Failure) {
        try makeFolder(for: path)
        try stage { () throws(CatalogFile.Failure) in
            try StagedFile.stage(to: path, mode: mode, unchangedSince: fingerprint, replacingReadOnly: replacingReadOnly,
                                 beforeReplacing: beforeReplacing, body)
        }
    }

    /// Adds the file `make` stages (in a folder that exists); when it fails, every file
    /// staged so far is discarded too.
    public mutating func stage(_ make: () throws(CatalogFile.Failure) -> StagedFile) throws(Failure) {
        do {
            staged.append(try make())
        } catch {
            discard()
            throw .nothingChanged(error)
        }
    }

    /// `stage` with the whole contents at once.
    public mutating func stage(_ bytes: [UInt8], to path: String, mode: mode_t? = nil, unchangedSince fingerprint: FileFingerprint? = nil,
                               replacingReadOnly: Bool = true) throws(Failure) {
        try stage(to: path, mode: mode, unchangedSince: fingerprint, replacingReadOnly: replacingReadOnly) { file in
            bytes.withUnsafeBufferPointer { file.append($0) }
        }
    }

    /// Adds a file staged elsewhere (several files staged at once on several threads); its
    /// folder must have been made with `makeFolder(for:)`.
    public mutating func add(_ file: StagedFile) {
        staged.append(file)
    }

    /// Makes the folders `path` needs, remembering them so that they are removed again if
    /// nothing ends up written. When it fails, every file staged so far is discarded too.
    public mutating func makeFolder(for path: String) throws(Failure) {
        var missing: [String] = []
        var folder = SaveTarget.folder(of: path)
        var info = stat()
        while !folder.isEmpty, folder != "/", lstat(folder, &info) != 0 {
            missing.append(folder)
            folder = SaveTarget.folder(of: folder)
        }
        for folder in missing.reversed() {
            guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
                let reason = CatalogFile.errnoText()
                discard()
                throw .nothingChanged(.cannotWrite(path: path, reason: "cannot create the folder \(folder): \(reason)"))
            }
            createdFolders.append(folder)
        }
    }

    /// Removes every temporary file, and the folders made for them.
    public func discard() {
        for file in staged { file.discard() }
        removeCreatedFolders()
    }

    /// Renames every staged file over its target, or none (see the type's description).
    public func commit() throws(Failure) {
        for file in staged {
            do {
                try file.confirm()
            } catch {
                discard()
                throw .nothingChanged(error)
            }
        }
        // Files whose old contents cannot be kept for putting back go last: when one of them
        // fails to be replaced, everything before it can still be undone.
        let backups = staged.map { $0.replacesExistingFile ? Self.keepOldContents(of: $0) : nil }
        let order = staged.indices.sorted { a, b in
            let (undoableA, undoableB) = (!staged[a].replacesExistingFile || backups[a] != nil, !staged[b].replacesExistingFile || backups[b] != nil)
            return undoableA != undoableB ? undoableA : a < b
        }
        defer { for backup in backups { if let backup { unlink(backup) } } }
        for (done, index) in order.enumerated() {
            do {
                try staged[index].rename()
            } catch {
                for later in order[done...] { staged[later].discard() }
                var changed: [String] = []
                for earlier in order[..<done] where !undo(staged[earlier], backup: backups[earlier]) {
                    changed.append(staged[earlier].requested)
                }
                flushFolders()
                guard !changed.isEmpty else {
                    removeCreatedFolders()
                    throw .nothingChanged(error)
                }
                throw .partlyChanged(error, changed: changed, unchanged: staged.map(\.requested).filter { !changed.contains($0) })
            }
        }
        flushFolders()
    }

    /// A second name for the file `file` replaces, beside its temporary file, so that its old
    /// contents survive the rename; nil where the file system refuses (an immutable file, a
    /// file system without hard links).
    private static func keepOldContents(of file: StagedFile) -> String? {
        let backup = file.temporary + ".old"
        return link(file.replacedPath, backup) == 0 ? backup : nil
    }

    /// Puts the target of `file` back as it was before the rename; false when it cannot.
    private func undo(_ file: StagedFile, backup: String?) -> Bool {
        if !file.replacesExistingFile { return unlink(file.replacedPath) == 0 }
        guard let backup else { return false }
        return rename(backup, file.replacedPath) == 0
    }

    private func flushFolders() {
        var flushed: Set<String> = []
        for file in staged where flushed.insert(file.target.folder).inserted {
            StagedFile.flushFolder(file.target.folder)
        }
    }

    private func removeCreatedFolders() {
        for folder in createdFolders.reversed() { rmdir(folder) }
    }
}
