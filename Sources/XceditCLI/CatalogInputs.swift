import CatalogFiles
import Foundation
import Interchange
import StringCatalogKit

/// Expands command-line paths into catalog files, reporting what cannot be used.
enum CatalogInputs {
    /// Every catalog under `paths`; problems are written to the console and counted, the
    /// links a search skipped written as warnings.
    static func expand(_ paths: [String], console: Console) -> (catalogs: [String], failed: Bool) {
        var catalogs: [String] = []
        let failed = eachReportingErrors(paths, console: console) { path in
            let found = try CatalogDiscovery.catalogs(at: path)
            for skipped in found.skipped { console.error("\(skipped)\n") }
            if found.files.isEmpty { console.error("\(path): no .xcstrings files found\n") }
            catalogs += found.files
        }
        // Paths given together may reach one file twice (a folder and a catalog in it).
        return (CatalogDiscovery.eachFileOnce(catalogs), failed)
    }

    /// Opens each catalog under `paths` and hands it to `body`; files that cannot be found,
    /// read or parsed are reported on the console. Returns true when any failed. The models
    /// are kept until exit (see `ExitLifetime`). The second argument of `body` is, for a file
    /// of a translator's XLIFF, its target language (which it has even with no translation
    /// in it yet); nil for a catalog. `finishedBundle` hears of each `.xcloc` or `.xliff`
    /// once its files went through `body`, with their number. A command that never saves
    /// the catalogs back passes `hashingContent: false` (see `CatalogFile.open`).
    static func openEach(_ paths: [String], console: Console, hashingContent: Bool = true,
                         finishedBundle: (_ input: String, _ files: Int) -> Void = { _, _ in },
                         _ body: (CatalogFile, _ targetLanguage: String?) throws -> Void) -> Bool {
        // A translator's `.xcloc` or `.xliff`: each of its files as a catalog.
        let exchanged = paths.filter(XLIFFInputs.isExchangeFile)
        var failed = XLIFFInputs.openEach(exchanged, console: console, finished: finishedBundle, body)
        let (catalogs, failedToFind) = expand(paths.filter { !XLIFFInputs.isExchangeFile($0) }, console: console)
        failed = failed || failedToFind
        let failedToOpen = eachReportingErrors(catalogs, console: console) { path in
            let file = try CatalogFile.open(path, hashingContent: hashingContent)
            try body(file, nil)
            ExitLifetime.keepUntilExit(file)
        }
        return failed || failedToOpen
    }

    /// Runs `body` on each item; an error it throws is written to the console and the loop
    /// goes on with the next. Returns true when any failed.
    static func eachReportingErrors<Item>(_ items: [Item], console: Console, _ body: (Item) throws -> Void) -> Bool {
        var failed = false
        for item in items {
            do {
                try body(item)
            } catch {
                console.error("\(error)\n")
                failed = true
            }
        }
        return failed
    }
}

/// The tables of catalogs whose files go to one folder: two catalogs of one table name
/// would write the same files, so the second is refused.
struct OutputTables {
    private var sources: [String: String] = [:]

    /// Takes the table of the catalog at `path` (its file name without the extension); nil,
    /// with the error on the console, when another catalog already took it.
    mutating func claim(_ path: String, console: Console) -> String? {
        let table = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if let other = sources[table] {
            console.error("\(path): error: table \(table) also comes from \(other); one output would overwrite the other\n")
            return nil
        }
        sources[table] = path
        return table
    }
}
