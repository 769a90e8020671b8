import CatalogFiles
import StringCatalogKit

/// Why a plan was not written.
public enum SyncWriteFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The plan has errors (an unreadable catalog, a table in two catalogs): nothing written.
    case planHasErrors([SyncError])
    /// Writing failed (see `FileGroupWrite`): it says whether any file was changed.
    case write(FileGroupWrite.Failure)

    public var description: String {
        switch self {
        case .planHasErrors(let errors): errors.map(\.description).joined(separator: "\n")
        case .write(let failure): failure.description
        }
    }
}

extension SyncPlan {
    /// Writes every catalog whose bytes change, all of them or none (`FileGroupWrite`: each
    /// new file is on disk beside its catalog before any replaces one; links, permissions and
    /// owners are kept). A catalog changed on disk since the plan read it is not overwritten,
    /// and a read-only one only when `replacingReadOnly`. A plan with errors writes nothing.
    /// Returns the paths written.
    @discardableResult
    public func write(replacingReadOnly: Bool = false) throws(SyncWriteFailure) -> [String] {
        guard errors.isEmpty else { throw .planHasErrors(errors) }
        let changed = changedCatalogs
        guard !changed.isEmpty else { return [] }
        var group = FileGroupWrite()
        do {
            for catalog in changed {
                try group.stage(catalog.newBytes!, to: catalog.path, unchangedSince: catalog.fingerprint, replacingReadOnly: replacingReadOnly)
            }
            try group.commit()
        } catch {
            throw .write(error)
        }
        return changed.map(\.path)
    }
}
