import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringCatalogKit

/// Finds the catalogs a path names: the file itself, or every `.xcstrings` under a folder.
public enum CatalogDiscovery {
    /// Folders never searched: build products, dependencies, version control and other
    /// hidden folders. Catalogs there are copies, not sources.
    static let skippedFolders: Set<String> = ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules"]

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case notFound(String)
        case notACatalog(String)
        /// A folder whose name says it is a catalog: a mistake, not an empty project.
        case folderNamedLikeCatalog(String)
        /// A symbolic link to nothing.
        case brokenLink(String)
        /// Anything else that stops a look at the path (a link loop, no permission).
        case cannotAccess(String, reason: String)

        public var description: String {
            switch self {
            case .notFound(let path): "\(path): error: no such file or folder"
            case .notACatalog(let path): "\(path): error: not a .xcstrings file or a folder"
            case .folderNamedLikeCatalog(let path): "\(path): error: a folder, not a catalog file"
            case .brokenLink(let path): "\(path): error: a symbolic link to a file that does not exist"
            case .cannotAccess(let path, let reason): "\(path): error: \(reason)"
            }
        }
    }

    /// The catalogs at `path`, sorted by path, and the links the search skipped. A folder
    /// with none gives an empty list. A file is returned as it is, whatever its type: reading
    /// it says what is wrong with it.
    public static func catalogs(at path: String) throws(Failure) -> FolderSearch {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT {
                var link = stat()
                if lstat(path, &link) == 0 { throw .brokenLink(path) }
                throw .notFound(path)
            }
            throw .cannotAccess(path, reason: String(cString: strerror(code)))
        }
        let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        var name = path
        while name.count > 1 && name.hasSuffix("/") { name.removeLast() }
        if !isFolder {
            guard name.hasSuffix(".xcstrings") else { throw .notACatalog(path) }
            return FolderSearch(files: [path], skipped: [])
        }
        if name.hasSuffix(".xcstrings") { throw .folderNamedLikeCatalog(path) }
        return search(under: path) { $0.hasSuffix(".xcstrings") }
    }
}
