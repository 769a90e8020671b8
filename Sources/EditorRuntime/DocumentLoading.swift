import CatalogEditor
import CatalogFiles
import Interchange
import Processes
import ProjectModel
import StringCatalogKit
import Versioning

/// Reading the catalogs the editor opens, each with the Xcode project around it.
public enum DocumentLoading {
    /// Why a catalog cannot be opened: the catalog, or the project around it (whose languages
    /// the editor shows and records).
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case catalog(CatalogFile.Failure)
        case project(ProjectError)

        public var description: String {
            switch self {
            case .catalog(let error): error.description
            case .project(let error): error.description
            }
        }
    }

    /// The documents for `paths`, in order. Throws the first file's error (with its place)
    /// so the editor fails before the screen starts, with the other commands' messages.
    public static func load(_ paths: [String]) throws(Failure) -> [Document] {
        var projects = ProjectLanguageLookup()
        return try load(paths, projects: &projects)
    }

    static func load(_ paths: [String], projects: inout ProjectLanguageLookup) throws(Failure) -> [Document] {
        var documents: [Document] = []
        for path in paths {
            let project: ProjectLanguages?
            do {
                project = try projects.languages(enclosing: path)
            } catch {
                throw .project(error)
            }
            do {
                documents.append(try document(path, project: project))
            } catch {
                throw .catalog(error)
            }
        }
        return documents
    }

    /// The document of the catalog at `path`, in `project`.
    private static func document(_ path: String, project: ProjectLanguages?) throws(CatalogFile.Failure) -> Document {
        let stages = MergeVersions.indexStages(of: path)
        let isTrackedByGit = stages.map { !$0.isEmpty } ?? false
        let file: CatalogFile
        do throws(CatalogFile.Failure) {
            file = try CatalogFile.open(path)
        } catch {
            // Git's line merge wrote conflict markers: the merge of its three versions.
            guard case .invalid = error, let versions = try MergeVersions.unmerged(path, stages: stages) else { throw error }
            let result = CatalogMerge.merge(base: versions.base, ours: versions.ours, theirs: versions.theirs)
            let shown = MergeState.showingStringsOursDeleted(result.catalog, conflicts: result.conflicts, theirs: versions.theirs)
            let merge = MergeState(base: versions.base, ours: versions.ours, theirs: versions.theirs, conflicts: result.conflicts,
                                   shownIn: shown, fileHadConflictMarkers: true)
            return Document(path: path, catalog: shown, projectLanguages: project?.knownRegions ?? [], projectFile: project?.projectFile,
                            fingerprint: try CatalogFile.readBytes(path).1, merge: merge, differsFromFile: true, isTrackedByGit: isTrackedByGit)
        }
        guard let versions = try MergeVersions.unmerged(path, stages: stages) else {
            return Document(path: path, catalog: file.catalog, projectLanguages: project?.knownRegions ?? [],
                            projectFile: project?.projectFile, fingerprint: file.fingerprint, isTrackedByGit: isTrackedByGit)
        }
        // The file holds the merge driver's result (ours at each conflict).
        let conflicts = CatalogMerge.merge(base: versions.base, ours: versions.ours, theirs: versions.theirs).conflicts
        let shown = MergeState.showingStringsOursDeleted(file.catalog, conflicts: conflicts, theirs: versions.theirs)
        let merge = MergeState(base: versions.base, ours: versions.ours, theirs: versions.theirs, conflicts: conflicts, shownIn: shown)
        return Document(path: path, catalog: shown, projectLanguages: project?.knownRegions ?? [], projectFile: project?.projectFile,
                        fingerprint: file.fingerprint, merge: merge, differsFromFile: shown != file.catalog, isTrackedByGit: isTrackedByGit)
    }

    /// The documents that could be read and the catalogs that could not, with their
    /// `file:line:column` errors: one broken catalog in a folder does not keep the editor
    /// from the others, which lists it in its catalog picker. A `.xcloc` bundle or `.xliff`
    /// file gives a document per `<file>` of its XLIFF.
    /// What is read of a translator's XLIFF is kept by `effects`, the interpreter that will
    /// save the documents, so that its first save does not read the file again.
    public static func loadReadable(_ paths: [String], keepingReadingsFor effects: EffectInterpreter) -> (documents: [Document], unreadable: [UnreadableCatalog]) {
        var documents: [Document] = []
        var unreadable: [UnreadableCatalog] = []
        var projects = ProjectLanguageLookup()
        for path in paths {
            do {
                // A translator's bundle or XLIFF: a document per file of it.
                documents += try XclocEditing.isExchangePath(path) ? ExchangeDocuments.load(path, keepingIn: effects.xliffReadings) : load([path], projects: &projects)
            } catch {
                unreadable.append(UnreadableCatalog(path: path, error: "\(error)"))
            }
        }
        return (documents, unreadable)
    }
}
