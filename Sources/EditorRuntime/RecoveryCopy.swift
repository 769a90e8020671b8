import CatalogFiles
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringCatalogKit

/// The copy of a catalog with unsaved changes that the editor writes beside it when it is
/// told to end (SIGTERM, SIGHUP) before the user could save.
///
/// It sits beside the catalog as `<name>.xcstrings.xcedit-recovery`: a name that does not
/// end in `.xcstrings`, so folder discovery never takes it for a catalog of its own, yet it
/// is a complete catalog in Xcode's layout that can be opened, compared or renamed back.
public enum RecoveryCopy {
    public static let suffix = ".xcedit-recovery"

    /// Where the recovery copy of the catalog at `catalogPath` goes.
    public static func path(for catalogPath: String) -> String {
        catalogPath + suffix
    }

    /// Writes `catalog` in Xcode's layout to the recovery path of `catalogPath`, atomically,
    /// replacing an older copy. It gets the catalog's permissions (the same people may read
    /// it), or the usual ones when the catalog is gone.
    public static func write(_ catalog: StringCatalog, for catalogPath: String) throws(CatalogFile.Failure) {
        try write(bytes: CatalogWriter.bytes(catalog), for: catalogPath)
    }

    /// Writes `bytes` as the recovery copy of the file at `path`, in the same way: the copy
    /// of a translator's XLIFF is the XLIFF with the unsaved changes.
    public static func write(bytes: [UInt8], for path: String) throws(CatalogFile.Failure) {
        var info = stat()
        let mode: mode_t? = stat(path, &info) == 0 ? info.st_mode & 0o777 : nil
        try CatalogFile.writeAtomically(bytes, to: self.path(for: path), mode: mode)
    }

    /// The recovery copy left beside `catalogPath` by an earlier session, and when it was
    /// written; nil when there is none.
    public static func existing(for catalogPath: String) -> (path: String, modified: Date)? {
        let recovery = path(for: catalogPath)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: recovery),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let modified = attributes[.modificationDate] as? Date
        else { return nil }
        return (recovery, modified)
    }
}
