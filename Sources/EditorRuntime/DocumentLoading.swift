import CatalogEditor
import StringCatalogKit

/// Reading the catalogs the editor opens, each with the Xcode project around it.
public enum DocumentLoading {
    /// The documents for `paths`, in order. Throws the first file's error (with its place)
    /// so the editor fails before the screen starts, with the other commands' messages.
    public static func load(_ paths: [String]) throws(CatalogFile.Failure) -> [Document] {
        try paths.map { path throws(CatalogFile.Failure) in
            let file = try CatalogFile.open(path)
            let project = XcodeProject.enclosing(path)
            return Document(path: path, catalog: file.catalog, projectLanguages: project?.knownRegions ?? [],
                            projectFile: project?.projectFile, fingerprint: file.fingerprint)
        }
    }
}
