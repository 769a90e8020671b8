import Foundation

/// Finds the catalogs a path names: the file itself, or every `.xcstrings` under a folder.
public enum CatalogDiscovery {
    /// Folders never searched: build products, dependencies, version control and other
    /// hidden folders. Catalogs there are copies, not sources.
    static let skippedFolders: Set<String> = ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules"]

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case notFound(String)
        case notACatalog(String)

        public var description: String {
            switch self {
            case .notFound(let path): "\(path): error: no such file or folder"
            case .notACatalog(let path): "\(path): error: not a .xcstrings file or a folder"
            }
        }
    }

    /// The catalogs at `path`, sorted by path. A folder with none gives an empty list.
    public static func catalogs(at path: String) throws(Failure) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .notFound(path) }
        if !isFolder.boolValue {
            guard path.hasSuffix(".xcstrings") else { throw .notACatalog(path) }
            return [path]
        }
        return files(under: path) { $0.hasSuffix(".xcstrings") }.sorted()
    }
}
