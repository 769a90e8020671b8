import Foundation
import Interchange
import StringCatalogKit
import TranslationMemory

/// The checks that look beyond one string: consistency across every catalog given, and the
/// team's glossary (`--glossary FILE`, else `glossary` in the user's config). Lint, stats
/// and the editor add them to the standard checks.
public enum CrossCatalogChecks {
    /// Why the glossary could not be had: the message is ready for the console.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The glossary named by `flag` (the command's `--glossary`), else by the config's
    /// `glossary`; nil when neither names one. The flag wins: it is this run's choice.
    public static func glossary(flag: String?, environment: [String: String]) throws(Failure) -> Glossary? {
        if let flag { return try read(flag) }
        let settings: ProviderSettings
        do { settings = try ProviderSettings.load(environment: environment) } catch { throw Failure(description: error.description) }
        guard let written = settings.glossary, let file = ProviderSettings.file(environment: environment) else { return nil }
        return try read(ProviderSettings.resolvedMemoryPath(written, settingsFile: file, environment: environment))
    }

    /// The glossary of a command's `--glossary` (`flag`), else of the config: `.some(nil)` when
    /// none is named, nil (its error on the console) when it does not read.
    static func glossary(flag: String?, command: String, console: Console) -> Glossary?? {
        do {
            return .some(try glossary(flag: flag, environment: ProcessInfo.processInfo.environment))
        } catch {
            console.error("xcedit \(command): \(error)\n")
            return nil
        }
    }

    /// The glossary file at `path`: `.csv` or `.tbx` by its extension.
    public static func read(_ path: String) throws(Failure) -> Glossary {
        let isTBX: Bool
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "csv": isTBX = false
        case "tbx": isTBX = true
        default: throw Failure(description: "\(path): error: expected a glossary file ending in .csv or .tbx")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw Failure(description: "\(path): error: cannot read the glossary: no such file")
        }
        guard !isFolder.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "\(path): error: cannot read the glossary: \(isFolder.boolValue ? "it is a folder" : "reading it failed")")
        }
        do {
            return isTBX ? try TBXGlossary.parse([UInt8](data)) : try GlossaryCSV.parse([UInt8](data))
        } catch {
            throw Failure(description: error.inFile(path).description)
        }
    }

    /// The standard checks, with consistency across `catalogs` (each named by the path its
    /// problems are reported under) and the glossary's check when there is one.
    public static func checks(catalogs: [(path: String, catalog: StringCatalog)], glossary: Glossary?) -> [any CatalogCheck] {
        var checks = CatalogChecker.standardChecks
        checks.append(ConsistencyCheck(index: ConsistencyIndex(catalogs: catalogs)))
        if let glossary { checks.append(GlossaryCheck(glossary: glossary)) }
        return checks
    }
}
