import CatalogEditor
import StringCatalog

/// Reading the catalogs the editor opens, before the screen starts.
enum CatalogLoading {
    /// The documents that could be read and the catalogs that could not, with their
    /// `file:line:column` errors. One broken catalog in a folder does not keep the editor
    /// from the others; the editor lists it in its catalog picker.
    static func load(_ paths: [String]) -> (documents: [Document], unreadable: [UnreadableCatalog]) {
        var documents: [Document] = []
        var unreadable: [UnreadableCatalog] = []
        for path in paths {
            do {
                let file = try CatalogFile.open(path)
                let project = XcodeProject.enclosing(path)
                documents.append(Document(path: path, catalog: file.catalog, projectLanguages: project?.knownRegions ?? [],
                                          projectFile: project?.projectFile, fingerprint: file.fingerprint))
            } catch {
                unreadable.append(UnreadableCatalog(path: path, error: "\(error)"))
            }
        }
        return (documents, unreadable)
    }
}
