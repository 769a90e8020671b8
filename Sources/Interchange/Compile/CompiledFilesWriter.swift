import Foundation
import StringCatalogKit

/// Writes compiled `LANG.lproj` files into an output folder, each atomically.
///
/// Each atomic write waits for the disk twice (the file, then its folder): one file after
/// the other, those waits made up most of `compile`'s time for 80 files. Several files are
/// written at once instead; the result on disk is the same.
public enum CompiledFilesWriter {
    /// Files written at the same time: the work is waiting for the disk, not the cores.
    static let simultaneousWrites = 8

    /// Writes every file under `folder` (creating the `.lproj` folders). On failure, the
    /// error of the first failing file in `files` order is thrown; files that succeeded stay.
    public static func write(_ files: [(path: String, bytes: [UInt8])], into folder: String) throws(CatalogFile.Failure) {
        let outcomes = ParallelJobs.map(files.count, threads: simultaneousWrites) { job -> CatalogFile.Failure? in
            let url = URL(fileURLWithPath: folder).appendingPathComponent(files[job].path)
            let parent = url.deletingLastPathComponent().path
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                return .cannotWrite(path: url.path, reason: "cannot create \(parent)")
            }
            do throws(CatalogFile.Failure) {
                try CatalogFile.writeAtomically(files[job].bytes, to: url.path)
                return nil
            } catch {
                return error
            }
        }
        if let failure = outcomes.lazy.compactMap({ $0 }).first { throw failure }
    }
}
