import CatalogEditor
import Interchange
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
