import Foundation
import Interchange
import StringCatalogKit

/// `xcedit migrate PATH... [--delete-originals] [--dry-run] [--source-language CODE]`:
/// Xcode's *Migrate to String Catalog* for `.strings` and `.stringsdict` files.
enum MigrateCommand {
    static let spec = CommandSpec(
        name: "migrate", arguments: "PATH... [options]",
        summary: "turn LANG.lproj/TABLE.strings and .stringsdict files into TABLE.xcstrings catalogs",
        options: Option.self, positional: 1...Int.max, run: run
    )

    enum Option: CommandOption {
        case deleteOriginals, dryRun, sourceLanguage, allowOutside

        var flag: FlagSpec {
            switch self {
            case .deleteOriginals: FlagSpec(name: "--delete-originals", help: "delete the .strings/.stringsdict files once their catalog is written")
            case .dryRun: FlagSpec(name: "--dry-run", help: "write nothing; list the catalogs that would be written")
            case .sourceLanguage:
                FlagSpec(name: "--source-language", help: "the development language (default: the project's developmentRegion, else en)", valueName: "CODE")
            case .allowOutside: .allowOutside
            }
        }
    }

    static func run(_ arguments: CommandArguments<Option>, console: Console) -> Int32 {
        let dryRun = arguments.has(.dryRun)
        let deleteOriginals = arguments.has(.deleteOriginals)
        let sourceLanguage = arguments.last(.sourceLanguage)
        let search: LegacyTableSearch
        do {
            search = try LegacyTableDiscovery.tables(at: arguments.positional, sourceLanguage: sourceLanguage,
                                                  allowingOutside: arguments.values(.allowOutside))
        } catch {
            console.error("\(error)\n")
            return ExitStatus.failure
        }
        for skipped in search.skipped { console.error("\(skipped)\n") }
        for table in search.unused {
            for file in table.files { console.error("\(file.path): warning: the project does not reference this file; not migrated\n") }
        }
        let tables = search.tables
        guard !tables.isEmpty else {
            console.error("xcedit migrate: no .strings or .stringsdict files in .lproj folders under \(arguments.positional.joined(separator: ", "))\n")
            return ExitStatus.failure
        }
        let plan = StringsMigration.plan(tables, sourceLanguage: sourceLanguage)
        // Freeing the catalogs takes time for nothing at exit (see ExitLifetime).
        ExitLifetime.keepUntilExit(plan)
        for warning in plan.warnings { console.error(warning + "\n") }
        for error in plan.unreadableFiles + plan.errors { console.error(error + "\n") }
        guard plan.errors.isEmpty else {
            let count = plan.unreadableFiles.count + plan.errors.count
            console.error("xcedit migrate: nothing written (\(count) error\(count == 1 ? "" : "s"))\n")
            return ExitStatus.failure
        }
        let verb = dryRun ? "would write" : "written"
        if !dryRun {
            do {
                let deleted = try StringsMigration.write(plan, deleteOriginals: deleteOriginals)
                report(plan, verb: verb, console: console)
                for file in deleted { console.out("\(file): deleted\n") }
            } catch {
                console.error("\(error)\n")
                return ExitStatus.failure
            }
        } else {
            report(plan, verb: verb, console: console)
            if deleteOriginals {
                for migrated in plan.catalogs {
                    let kept = Set(migrated.filesWithUnrepresentableEntries)
                    for file in migrated.sourceFiles where !kept.contains(file) { console.out("\(file): would delete\n") }
                }
            }
        }
        // As Xcode does, a file that cannot be read does not stop the others; it is kept and
        // the run fails so that a script notices.
        guard plan.unreadableFiles.isEmpty else {
            let count = plan.unreadableFiles.count
            console.error("xcedit migrate: \(count) file\(count == 1 ? "" : "s") left out and kept (errors above); every other file migrated\n")
            return ExitStatus.failure
        }
        return ExitStatus.success
    }

    static func report(_ plan: MigrationPlan, verb: String, console: Console) {
        for migrated in plan.catalogs {
            let catalog = migrated.catalog
            console.out("\(migrated.path): \(verb) (\(catalog.strings.count) strings, \(migrated.languagesWithValues.count) languages from \(migrated.sourceFiles.count) files, source \(catalog.sourceLanguage))\n")
        }
    }
}
