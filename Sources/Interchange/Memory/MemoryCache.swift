import CatalogFiles
import Foundation
import StringCatalogKit
import TranslationMemory
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The units of memory files kept on disk between runs, one cache file per memory file, so
/// that a start reads a few compact files instead of parsing every catalog and XLIFF again.
///
/// Where: `$XDG_CACHE_HOME/xcedit/memory/`, else `~/.cache/xcedit/memory/`; a folder only its
/// owner may enter (0700), files only its owner may read (0600). A cache file's name is the
/// hash of the memory file's standardized path: no text of any file becomes a path.
///
/// When a cache file is used: its memory file's `stat` (device, inode, size, modification
/// and change times) is the one cached: nothing is read. Otherwise the file is read and its
/// content hash compared: the same bytes use the cache (and the `stat` is updated), others are
/// parsed again and the cache rewritten. A cache file that is not whole and intact, of another
/// version, or for another path reads as missing (`MemoryCacheFormat`). Writing is atomic;
/// a cache that cannot be written is no error, only a slower next start.
public struct MemoryCache: Sendable {
    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// The cache of `environment`: under `XDG_CACHE_HOME` when it is an absolute path (the
    /// XDG rule: a relative one is ignored), else `HOME/.cache`; nil without either.
    public init?(environment: [String: String]) {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            folder = base + "/xcedit/memory"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            folder = home + "/.cache/xcedit/memory"
        } else {
            return nil
        }
    }

    /// How the units of one file were had.
    public enum Source: Sendable, Equatable {
        /// From the cache, the file's `stat` unchanged (the file not read).
        case cacheByStat
        /// From the cache, the file read and its content hash unchanged.
        case cacheByContent
        /// Parsed; the cache written (or not, when it could not be).
        case parsed
    }

    /// The units of the memory file at `path`: from the cache when it still describes the
    /// file, else parsed by `kind` and cached. Throws what reading or parsing the file throws.
    func units(of path: String, kind: MemoryFileKind, sourceLanguage: String) throws -> (units: [TranslationUnit], source: Source) {
        let standardized = MemorySources.standardized(path)
        let cacheFile = folder + "/" + ContentHash(Array(standardized.utf8)).hex + ".cache"
        let cached = readCache(cacheFile).flatMap { $0.path == standardized && $0.sourceLanguage == sourceLanguage ? $0 : nil }
        if let cached, let now = Self.statFingerprint(path), now.sameFile(as: cached.fingerprint) {
            return (Self.placed(cached.units, at: path), .cacheByStat)
        }
        // The stat is taken before the bytes are read: a change in between leaves a stat
        // older than the bytes, which the next start sees as changed and checks by content.
        let before = Self.statFingerprint(path)
        let (bytes, info) = try CatalogFile.readBytes(path, hashingContent: false)
        var fingerprint = before ?? MemoryFileFingerprint(device: 0, inode: 0, size: 0, modified: 0, changed: 0, contentHash: ContentHash(high: 0, low: 0))
        if fingerprint.inode != info.inode || fingerprint.size != UInt64(info.size) { fingerprint.changed = 0 }
        fingerprint.size = UInt64(bytes.count)
        fingerprint.contentHash = ContentHash(bytes)
        if let cached, cached.fingerprint.contentHash == fingerprint.contentHash && cached.fingerprint.size == fingerprint.size {
            write(MemoryCacheFormat.Entry(path: standardized, sourceLanguage: sourceLanguage, fingerprint: fingerprint, units: cached.units), to: cacheFile)
            return (Self.placed(cached.units, at: path), .cacheByContent)
        }
        let units = try kind.units(bytes, path: path, sourceLanguage: sourceLanguage)
        write(MemoryCacheFormat.Entry(path: standardized, sourceLanguage: sourceLanguage, fingerprint: fingerprint,
                                      units: Self.placed(units, at: "")), to: cacheFile)
        return (units, .parsed)
    }

    static func placed(_ units: [TranslationUnit], at path: String) -> [TranslationUnit] {
        units.map { unit in
            var unit = unit
            unit.origin.catalogPath = path
            return unit
        }
    }

    private func readCache(_ cacheFile: String) -> MemoryCacheFormat.Entry? {
        guard let (bytes, _) = try? CatalogFile.readBytes(cacheFile, hashingContent: false) else { return nil }
        return MemoryCacheFormat.decode(bytes)
    }

    private func write(_ entry: MemoryCacheFormat.Entry, to cacheFile: String) {
        guard prepareFolder() else { return }
        try? CatalogFile.writeAtomically(MemoryCacheFormat.encode(entry), to: cacheFile, mode: 0o600)
    }

    /// Makes the folder (0700) when missing, and answers whether it is one to write in: a
    /// folder of this user's that no one else may enter (its mode is set so when it is not).
    func prepareFolder() -> Bool {
        var path = ""
        for component in folder.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o700) != 0 && errno != EEXIST { return false }
        }
        var info = stat()
        guard lstat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == getuid() else { return false }
        if info.st_mode & 0o077 != 0 && chmod(folder, 0o700) != 0 { return false }
        return true
    }

    static func statFingerprint(_ path: String) -> MemoryFileFingerprint? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return fingerprint(info, nil)
    }

    static func fingerprint(_ info: stat, _ bytes: [UInt8]?) -> MemoryFileFingerprint {
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        return MemoryFileFingerprint(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: UInt64(info.st_size),
                                     modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
                                     changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec),
                                     contentHash: bytes.map(ContentHash.init) ?? ContentHash(high: 0, low: 0))
    }
}
