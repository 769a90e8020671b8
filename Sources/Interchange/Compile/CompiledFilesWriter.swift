import CatalogFiles
import Foundation
import ParallelWork
import StringCatalogKit

/// Writes compiled `LANG.lproj` files into an output folder, all of them or none.
///
/// Each file waits for the disk once it is written (its flush): one file after the other,
/// those waits made up most of `compile`'s time for 80 files. Several files are written at
/// once instead, each to a temporary file beside its place; only when every one of them is
/// on disk are they renamed into place (`FileGroupWrite`), so that a full disk or a file that
/// cannot be replaced leaves the output folder as it was.
public enum CompiledFilesWriter {
    /// Files written at the same time: the work is waiting for the disk, not the cores.
    static let simultaneousWrites = 8

    /// Writes every file under `folder`, creating the `.lproj` folders (and removing the ones
    /// it created when nothing is written). On failure, nothing was changed unless the error
    /// says which files were.
    public static func write(_ files: [(path: String, bytes: [UInt8])], into folder: String) throws(FileGroupWrite.Failure) {
        let paths = files.map { URL(fileURLWithPath: folder).appendingPathComponent($0.path).path }
        var group = FileGroupWrite()
        for path in paths { try group.makeFolder(for: path) }
        let outcomes = ParallelJobs.map(files.count, threads: simultaneousWrites) { job -> Result<StagedFile, CatalogFile.Failure> in
            do throws(CatalogFile.Failure) {
                return .success(try StagedFile.stage(files[job].bytes, to: paths[job]))
            } catch {
                return .failure(error)
            }
        }
        for outcome in outcomes {
            if case .success(let staged) = outcome { group.add(staged) }
        }
        for outcome in outcomes {
            if case .failure(let error) = outcome {
                group.discard()
                throw .nothingChanged(error)
            }
        }
        try group.commit()
    }
}
