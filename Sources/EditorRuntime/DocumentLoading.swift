import CatalogEditor
import Interchange
import StringCatalogKit

/// Reading the catalogs the editor opens, each with the Xcode project around it.
public enum DocumentLoading {
    /// The documents for `paths`, in order. Throws the first file's error (with its place)
    /// so the editor fails before the screen starts, with the other commands' messages.
    public static func load(_ paths: [String]) throws(CatalogFile.Failure) -> [Document] {
        try paths.map { path throws(CatalogFile.Failure) in
            let project = XcodeProject.enclosing(path)
            let stages = MergeVersions.indexStages(of: path)
            let isTrackedByGit = stages.map { !$0.isEmpty } ?? false
            let file: CatalogFile
            do throws(CatalogFile.Failure) {
                file = try CatalogFile.open(path)
            } catch {
                // Git's line merge wrote conflict markers: the merge of its three versions.
                guard case .invalid = error, let versions = try MergeVersions.unmerged(path, stages: stages) else { throw error }
                let result = CatalogMerge.merge(base: versions.base, ours: versions.ours, theirs: versions.theirs)
                let merge = MergeState(base: versions.base, ours: versions.ours, theirs: versions.theirs, conflicts: result.conflicts,
                                       shownIn: result.catalog, fileHadConflictMarkers: true)
                return Document(path: path, catalog: result.catalog, projectLanguages: project?.knownRegions ?? [], projectFile: project?.projectFile,
                                fingerprint: try CatalogFile.readBytes(path).1, merge: merge, differsFromFile: true, isTrackedByGit: isTrackedByGit)
            }
            return Document(path: path, catalog: file.catalog, projectLanguages: project?.knownRegions ?? [], projectFile: project?.projectFile,
                            fingerprint: file.fingerprint, merge: try mergeState(of: path, stages: stages, shownIn: file.catalog), isTrackedByGit: isTrackedByGit)
        }
    }

    /// The conflicts of a catalog git left unmerged (its index `stages`), whose file holds
    /// the merge driver's result (ours at each conflict); nil for a catalog git has no
    /// conflict in.
    static func mergeState(of path: String, stages: Set<Int>?, shownIn catalog: StringCatalog) throws(CatalogFile.Failure) -> MergeState? {
        guard let versions = try MergeVersions.unmerged(path, stages: stages) else { return nil }
        let conflicts = CatalogMerge.merge(base: versions.base, ours: versions.ours, theirs: versions.theirs).conflicts
        return MergeState(base: versions.base, ours: versions.ours, theirs: versions.theirs, conflicts: conflicts, shownIn: catalog)
    }

    /// The documents that could be read and the catalogs that could not, with their
    /// `file:line:column` errors: one broken catalog in a folder does not keep the editor
    /// from the others, which lists it in its catalog picker. A `.xcloc` bundle or `.xliff`
    /// file gives a document per `<file>` of its XLIFF.
    public static func loadReadable(_ paths: [String]) -> (documents: [Document], unreadable: [UnreadableCatalog]) {
        var documents: [Document] = []
        var unreadable: [UnreadableCatalog] = []
        for path in paths {
            do {
                // A translator's bundle or XLIFF: a document per file of it.
                documents += try XclocEditing.isExchangePath(path) ? ExchangeDocuments.load(path) : load([path])
            } catch {
                unreadable.append(UnreadableCatalog(path: path, error: "\(error)"))
            }
        }
        return (documents, unreadable)
    }
}
