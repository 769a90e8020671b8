import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringCatalogKit

/// What a search of a folder found: the files, and what it passed over so as to search each
/// folder and list each file once (the commands print `skipped` as warnings).
public struct FolderSearch: Equatable, Sendable {
    /// Sorted by path.
    public var files: [String]
    /// In the order met.
    public var skipped: [SkippedPath]

    public init(files: [String], skipped: [SkippedPath]) {
        self.files = files
        self.skipped = skipped
    }
}

extension CatalogDiscovery {
    /// Every file under `folder` whose path `matches`, never looking inside hidden folders or
    /// `skippedFolders` (build products and dependencies hold copies, not sources). Finds
    /// catalogs here, and the `.strings` files that `migrate` turns into them.
    ///
    /// Each folder is searched once and each file listed once, however many links lead to
    /// them (folders and files are told apart by device and inode), so a link loop cannot
    /// make the search endless. The real tree is searched before any link to a folder is
    /// followed, so that a folder inside it is listed under its real path.
    ///
    /// With `confinement`, a link that leads outside its folders is not followed (a project's
    /// files are the project's own, wherever a cloned repository's links point).
    public static func search(under folder: String, confinedTo confinement: PathConfinement? = nil, where matches: (String) -> Bool) -> FolderSearch {
        var walk = FolderWalk(isBundle: { _ in false }, skippedFolders: CatalogDiscovery.skippedFolders, confinement: confinement)
        walk.search(folder, matching: matches)
        return FolderSearch(files: walk.files.sorted(), skipped: walk.skipped)
    }

    /// The same search as a build sees a folder it takes whole (a synchronized folder, a
    /// package target's): a folder that `isBundle` (an asset catalog, a `.bundle`, a folder
    /// copied whole) is not searched but listed like a file when its path `matches`, and only
    /// hidden folders are skipped (a build compiles a folder named `Build` like any other).
    public static func searchAsBuilt(under folder: String, confinedTo confinement: PathConfinement? = nil, where matches: (String) -> Bool,
                                     treatingAsFiles isBundle: @escaping (String) -> Bool) -> FolderSearch {
        var walk = FolderWalk(isBundle: isBundle, skippedFolders: [], confinement: confinement)
        walk.search(folder, matching: matches)
        return FolderSearch(files: walk.files.sorted(), skipped: walk.skipped)
    }
}

extension CatalogDiscovery {
    /// `paths` with each file kept once, at its first path, however many paths lead to it
    /// (the same file named twice, through a link, a hard link, or a folder and its file), as
    /// a single search lists it. A path that cannot be looked at is kept: reading it says why.
    public static func eachFileOnce(_ paths: [String]) -> [String] {
        var seen: Set<FileIdentity> = []
        return paths.filter { path in
            var info = stat()
            guard stat(path, &info) == 0 else { return true }
            return seen.insert(FileIdentity(info)).inserted
        }
    }
}

/// A folder's or file's identity, whatever the path that leads to it.
private struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

/// The state of one `CatalogDiscovery.search(under:where:)`.
private struct FolderWalk {
    /// Folders listed as files rather than searched.
    let isBundle: (String) -> Bool
    /// Names of folders never searched (besides hidden ones).
    let skippedFolders: Set<String>
    /// Links leading outside these folders are not followed; nil: every link is.
    let confinement: PathConfinement?
    private(set) var files: [String] = []
    private(set) var skipped: [SkippedPath] = []
    private var searchedFolders: Set<FileIdentity> = []
    private var listedFiles: Set<FileIdentity> = []
    /// Links met in the folders searched, followed once no real folder is left: links to
    /// folders first (they may hold real files a link to a file also leads to).
    private var folderLinks: [(path: String, target: FileIdentity)] = []
    private var fileLinks: [(path: String, target: FileIdentity)] = []

    init(isBundle: @escaping (String) -> Bool, skippedFolders: Set<String>, confinement: PathConfinement?) {
        self.isBundle = isBundle
        self.skippedFolders = skippedFolders
        self.confinement = confinement
    }

    mutating func search(_ root: String, matching matches: (String) -> Bool) {
        // The folder asked for may itself be a link out (`Sources/App` → `~/elsewhere`):
        // the project holds its name, not the folder.
        if let confinement, let outside = confinement.outsidePath(root) {
            skipped.append(SkippedPath(root, .linkOutside(to: outside)))
            return
        }
        var info = stat()
        guard stat(root, &info) == 0 else { return }
        searchedFolders.insert(FileIdentity(info))
        searchTree(root, matching: matches)
        // Following a link may meet more links: they join the end of the list.
        var next = 0
        while next < folderLinks.count {
            let link = folderLinks[next]
            next += 1
            follow(link.path, to: link.target, matching: matches)
        }
        for link in fileLinks {
            if listedFiles.insert(link.target).inserted {
                files.append(link.path)
            } else {
                skipped.append(SkippedPath(link.path, .linkToListedFile))
            }
        }
    }

    /// Lists the files of `top` and of the real folders under it, breadth first (so that of
    /// two links to one folder, the one nearer the top is followed); notes the links met.
    private mutating func searchTree(_ top: String, matching matches: (String) -> Bool) {
        var folders = [top]
        var next = 0
        while next < folders.count {
            let folder = folders[next]
            next += 1
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                var entry = stat()
                guard lstat(child, &entry) == 0 else { continue }
                switch entry.st_mode & S_IFMT {
                case S_IFDIR:
                    guard !skippedFolders.contains(name) else { continue }
                    if isBundle(child) {
                        list(child, entry, matching: matches)
                    } else if searchedFolders.insert(FileIdentity(entry)).inserted {
                        folders.append(child)
                    } else {
                        skipped.append(SkippedPath(child, .searchedFolder))
                    }
                case S_IFLNK:
                    note(link: child, named: name, matching: matches)
                default:
                    list(child, entry, matching: matches)
                }
            }
        }
    }

    /// Lists a file (or a bundle) met in a folder, once whatever its names.
    private mutating func list(_ path: String, _ entry: stat, matching matches: (String) -> Bool) {
        guard matches(path) else { return }
        if listedFiles.insert(FileIdentity(entry)).inserted {
            files.append(path)
        } else {
            skipped.append(SkippedPath(path, .listedFile))
        }
    }

    private mutating func note(link: String, named name: String, matching matches: (String) -> Bool) {
        var target = stat()
        guard stat(link, &target) == 0 else {
            let code = errno
            // Only a link named like a file searched for is worth a word.
            guard matches(link) else { return }
            skipped.append(SkippedPath(link, code == ENOENT ? .brokenLink : .unfollowableLink(reason: String(cString: strerror(code)))))
            return
        }
        let isFolder = (target.st_mode & S_IFMT) == S_IFDIR && !isBundle(link)
        guard isFolder ? !skippedFolders.contains(name) : matches(link) else { return }
        if let confinement, let outside = confinement.outsidePath(link) {
            skipped.append(SkippedPath(link, .linkOutside(to: outside)))
            return
        }
        if isFolder {
            folderLinks.append((link, FileIdentity(target)))
        } else {
            fileLinks.append((link, FileIdentity(target)))
        }
    }

    private mutating func follow(_ link: String, to target: FileIdentity, matching matches: (String) -> Bool) {
        guard !searchedFolders.contains(target) else {
            skipped.append(SkippedPath(link, .linkToSearchedFolder))
            return
        }
        if leadsAbove(link) {
            skipped.append(SkippedPath(link, .linkToEnclosingFolder))
            return
        }
        searchedFolders.insert(target)
        searchTree(link, matching: matches)
    }

    /// Whether `link` leads to a folder that holds it (one not searched yet: a folder above
    /// the one searched, such as `..` at its top, or `/`).
    private func leadsAbove(_ link: String) -> Bool {
        guard let target = Self.realPath(link),
              let holder = Self.realPath(URL(fileURLWithPath: link).deletingLastPathComponent().path) else { return false }
        return holder == target || holder.hasPrefix(target.hasSuffix("/") ? target : target + "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
