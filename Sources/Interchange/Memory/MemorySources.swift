import CatalogFiles
import Foundation
import StringCatalogKit
import TranslationMemory

/// The translation units a memory reads from the files and folders the user's config names
/// (`memory.paths`), beside the catalogs a command or the editor was given.
///
/// One place for the CLI's `translate --from-memory` and the editor, so both read the same
/// memory. A path that cannot be read is a warning, never a failure: the memory helps the
/// work, it is not the work. Files read: catalogs (`.xcstrings`), XLIFF (`.xliff`, `.xlf`,
/// and an `.xcloc`'s `Localized Contents`), gettext `.po` and TMX (`MemoryFileKind`); a folder
/// is searched for all of them. With a `MemoryCache`, each file's units come from the cache
/// while the file is unchanged.
public enum MemorySources {
    /// What was read: the units, how many files gave them, and a warning per path or file
    /// left out.
    public struct Reading: Sendable {
        public var units: [TranslationUnit] = []
        public var files = 0
        public var warnings: [String] = []
        /// How many of `files` came from the cache without being parsed.
        public var filesFromCache = 0

        public init() {}
    }

    /// The `memory.paths` of `settings`, resolved against the config file they were written in
    /// (`~/` from `$HOME`, relative paths from the config's folder); none without a config.
    public static func configuredPaths(_ settings: ProviderSettings, environment: [String: String]) -> [String] {
        guard let settingsFile = ProviderSettings.file(environment: environment) else { return [] }
        return settings.memoryPaths.map { ProviderSettings.resolvedMemoryPath($0, settingsFile: settingsFile, environment: environment) }
    }

    /// `read(_:languages:alreadyRead:cache:sourceLanguage:)` with the cache of this process's
    /// environment, and `en` as the source of the files that do not say theirs.
    public static func read(_ paths: [String], languages: [String], alreadyRead: Set<String>) -> Reading {
        read(paths, languages: languages, alreadyRead: alreadyRead, cache: MemoryCache(environment: ProcessInfo.processInfo.environment))
    }

    /// The units into `languages` of the memory files under `paths`, skipping the files whose
    /// standardized path is in `alreadyRead` (the catalogs given, read by the caller) and
    /// reading each file once. `sourceLanguage` is the source of `.po` files and of TMX files
    /// with `srclang="*all*"` (neither format says it otherwise). Without `cache`, every file is
    /// parsed.
    public static func read(_ paths: [String], languages: [String], alreadyRead: Set<String>, cache: MemoryCache?,
                            sourceLanguage: String = "en") -> Reading {
        var reading = Reading()
        var seen = alreadyRead
        let wanted = Set(languages)
        for path in paths {
            let found: FolderSearch
            do {
                found = try files(at: path)
            } catch {
                reading.warnings.append("memory.paths: \(error) (left out of the memory)")
                continue
            }
            for file in found.files where seen.insert(standardized(file)).inserted {
                guard let kind = MemoryFileKind.of(file) else { continue }
                do {
                    if let cache {
                        let (units, source) = try cache.units(of: file, kind: kind, sourceLanguage: sourceLanguage)
                        reading.units += units.filter { wanted.contains($0.targetLanguage) }
                        if source != .parsed { reading.filesFromCache += 1 }
                    } else if kind == .catalog {
                        // Only the languages wanted are parsed: a large catalog costs less.
                        let scoped = try LanguageScopedFile.open(file, languages: languages)
                        reading.units += scoped.catalog.translationUnits(catalogPath: file, languages: wanted)
                    } else {
                        let (bytes, _) = try CatalogFile.readBytes(file, hashingContent: false)
                        reading.units += try kind.units(bytes, path: file, sourceLanguage: sourceLanguage).filter { wanted.contains($0.targetLanguage) }
                    }
                    reading.files += 1
                } catch {
                    reading.warnings.append("memory.paths: \(located(error, file)) (left out of the memory)")
                }
            }
        }
        return reading
    }

    /// The memory files at `path`: the file itself when the memory reads its kind, or those
    /// found under a folder (an `.xcloc` bundle is a folder: its translator's XLIFF).
    static func files(at path: String) throws -> FolderSearch {
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            return CatalogDiscovery.search(under: path, where: MemoryFileKind.isMemoryFile)
        }
        if stat(path, &info) == 0 {
            guard MemoryFileKind.of(path) != nil else { throw NotAMemoryFile(path: path) }
            return FolderSearch(files: [path], skipped: [])
        }
        // Missing, a broken link, not permitted: discovery says which.
        return try CatalogDiscovery.catalogs(at: path)
    }

    struct NotAMemoryFile: Error, CustomStringConvertible {
        var path: String
        var description: String { "\(path): error: not a folder or a file a memory reads (.xcstrings, .xliff, .xlf, .po, .tmx)" }
    }

    /// The error naming the file it is about: a positioned error as `file:line:column`.
    static func located(_ error: any Error, _ file: String) -> String {
        if let positioned = error as? any PositionedError, positioned.file == nil { return positioned.inFile(file).description }
        return "\(error)"
    }

    /// The path by which a file is read once.
    public static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
