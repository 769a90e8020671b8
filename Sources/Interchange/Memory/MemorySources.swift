import Foundation
import StringCatalogKit
import TranslationMemory

/// The translation units a memory reads from the files and folders the user's config names
/// (`memory.paths`), beside the catalogs a command or the editor was given.
///
/// One place for the CLI's `translate --from-memory` and the editor, so both read the same
/// memory. A path that cannot be read is a warning, never a failure: the memory helps the
/// work, it is not the work.
public enum MemorySources {
    /// What was read: the units, how many files gave them, and a warning per path or file
    /// left out.
    public struct Reading: Sendable {
        public var units: [TranslationUnit] = []
        public var files = 0
        public var warnings: [String] = []

        public init() {}
    }

    /// The `memory.paths` of `settings`, resolved against the config file they were written in
    /// (`~/` from `$HOME`, relative paths from the config's folder); none without a config.
    public static func configuredPaths(_ settings: ProviderSettings, environment: [String: String]) -> [String] {
        guard let settingsFile = ProviderSettings.file(environment: environment) else { return [] }
        return settings.memoryPaths.map { ProviderSettings.resolvedMemoryPath($0, settingsFile: settingsFile, environment: environment) }
    }

    /// The units of the catalogs under `paths` in `languages`, skipping the files whose
    /// standardized path is in `alreadyRead` (the catalogs given, read by the caller) and
    /// reading each file once.
    public static func read(_ paths: [String], languages: [String], alreadyRead: Set<String>) -> Reading {
        var reading = Reading()
        var seen = alreadyRead
        let wanted = Set(languages)
        for path in paths {
            do {
                for found in try CatalogDiscovery.catalogs(at: path).files where seen.insert(standardized(found)).inserted {
                    do {
                        let file = try LanguageScopedFile.open(found, languages: languages)
                        reading.units += file.catalog.translationUnits(catalogPath: found, languages: wanted)
                        reading.files += 1
                    } catch {
                        reading.warnings.append("memory.paths: \(error) (left out of the memory)")
                    }
                }
            } catch {
                reading.warnings.append("memory.paths: \(error) (left out of the memory)")
            }
        }
        return reading
    }

    /// The path by which a file is read once.
    public static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
