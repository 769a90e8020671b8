import CatalogSync
import Foundation
import ProjectModel
import StringCatalogKit
import SymbolGeneration

/// `xcedit sync [PATH] [--dry-run] [--check] [--target NAME]... [--configuration NAME] [--force]`:
/// Xcode's extraction at build time, on Linux: each target's catalogs updated from its Swift
/// and Objective-C sources.
enum SyncCommand {
    static let spec = CommandSpec(
        name: "sync", arguments: "[PATH] [options]",
        summary: "update the project's String Catalogs from its Swift and Objective-C sources, as Xcode's build does (PATH: the project's folder, its .xcodeproj or a Package.swift; default: .)",
        options: Option.self, positional: 0...1, run: run
    )

    enum Option: CommandOption {
        case dryRun, check, target, configuration, force, allowOutside

        var flag: FlagSpec {
            switch self {
            case .dryRun: FlagSpec(name: "--dry-run", help: "write nothing; print what would change")
            case .check: FlagSpec(name: "--check", help: "write nothing; exit 1 when some catalog is not up to date with the code (for CI)")
            case .target: FlagSpec(name: "--target", help: "sync this target only (repeatable; default: every target with a String Catalog)", valueName: "NAME")
            case .configuration:
                FlagSpec(name: "--configuration", help: "the build configuration whose #if branches are read (default: Debug); DEBUG-only code is never read, as in Xcode 26.4",
                         valueName: "NAME")
            case .force: FlagSpec(name: "--force", help: "also replace read-only catalogs (left alone with an error otherwise)")
            case .allowOutside: .allowOutside
            }
        }
    }

    static func run(_ arguments: CommandArguments<Option>, console: Console) -> Int32 {
        let path = arguments.positional.first ?? "."
        let check = arguments.has(.check)
        let dryRun = arguments.has(.dryRun) || check
        let project: Project
        do {
            guard FileManager.default.fileExists(atPath: path) else {
                console.error("\(path): error: no such file or folder\n")
                return ExitStatus.failure
            }
            guard let found = try Project.load(enclosing: path, allowingOutside: arguments.values(.allowOutside)) else {
                console.error("\(path): error: no Xcode project (.xcodeproj) or Package.swift here or in a folder above\n")
                return ExitStatus.failure
            }
            project = found
        } catch {
            console.error("\(error)\n")
            return ExitStatus.failure
        }
        for warning in project.warnings { console.error("\(warning)\n") }
        for skipped in project.skippedLinks { console.error("\(skipped)\n") }
        let selection: ProjectSyncTargets
        do {
            selection = try ProjectSyncTargets(project, names: arguments.values(.target), configuration: arguments.last(.configuration))
        } catch {
            console.error("xcedit sync: \(error)\n")
            return ExitStatus.failure
        }
        for note in selection.notes { console.error("xcedit sync: \(note)\n") }
        guard !selection.targets.isEmpty else {
            console.error("xcedit sync: \(project.location.file): no target has a String Catalog; nothing to sync\n")
            return ExitStatus.failure
        }
        let plan = CatalogSync.plan(selection.targets)
        ExitLifetime.keepUntilExit(plan)
        report(plan, project: project, dryRun: dryRun, console: console)
        // A source that cannot be read stops the sync too: its keys would be marked stale.
        let errors = plan.errors.map(\.description) + plan.skippedSources.map(\.description)
        guard errors.isEmpty else {
            for error in errors { console.error("\(error)\n") }
            console.error("xcedit sync: nothing written (\(errors.count) error\(errors.count == 1 ? "" : "s"))\n")
            return ExitStatus.failure
        }
        let changed = plan.changedCatalogs.count
        let catalogs = changed == 1 ? "1 catalog" : "\(changed) catalogs"
        if check {
            console.out(changed == 0 ? "xcedit sync: every catalog is up to date with the code\n"
                                     : "xcedit sync: \(catalogs) not up to date with the code (run xcedit sync)\n")
            return changed == 0 ? ExitStatus.success : ExitStatus.failure
        }
        if dryRun {
            console.out("xcedit sync: \(changed == 0 ? "nothing would change" : "would write \(catalogs)") (dry run)\n")
            return ExitStatus.success
        }
        do {
            try plan.write(replacingReadOnly: arguments.has(.force))
        } catch {
            console.error("\(error)\n")
            return ExitStatus.failure
        }
        console.out("xcedit sync: \(changed == 0 ? "every catalog was up to date" : "\(catalogs) written")\n")
        return ExitStatus.success
    }

    /// Warnings on standard error (compiler-style, so that editors jump to them); a line per
    /// catalog on standard output.
    static func report(_ plan: SyncPlan, project: Project, dryRun: Bool, console: Console) {
        for missing in plan.missingCatalogs { console.error("\(missing)\n") }
        for table in plan.unsyncedTables { console.error("\(table)\n") }
        for warning in plan.sourceWarnings { console.error("\(warning)\n") }
        for catalog in plan.catalogs {
            let name = relative(catalog.path, to: project.root)
            guard catalog.isSynced else {
                if !catalog.role.isFilledBySources { console.out("\(name): left alone (\(catalog.role))\n") }
                continue
            }
            // One write per catalog: its keys may be tens of thousands of lines.
            var lines = "\(name): \(summary(catalog.summary, changed: catalog.isChanged, dryRun: dryRun))\n"
            for (label, keys) in [("added", catalog.summary.added), ("stale", catalog.summary.newlyStale), ("back from stale", catalog.summary.revived)] {
                for key in keys { lines += "  \(label): \(JSONQuoting.quote(key))\n" }
            }
            if catalog.summary.staleShare.isAlarming { lines += "  " + staleAlarm(catalog.summary.staleShare, dryRun: dryRun) + "\n" }
            console.out(lines)
            reportSymbolCollisions(catalog, name: name, project: project, console: console)
        }
        // Said again last, where it is seen after a long list of keys.
        let alarming = plan.catalogs.filter { $0.isSynced && $0.summary.staleShare.isAlarming }
        for catalog in alarming {
            console.error("\(relative(catalog.path, to: project.root)): \(staleAlarm(catalog.summary.staleShare, dryRun: dryRun))\n")
        }
    }

    /// Manual strings whose generated symbols would share a name: Xcode's build stops there
    /// when it generates symbols, so sync says so before; only where the build does (see
    /// `symbolsGenerated`), with a word of doubt where that is not known.
    static func reportSymbolCollisions(_ catalog: SyncPlan.Catalog, name: String, project: Project, console: Console) {
        guard let model = catalog.catalog else { return }
        let generated = symbolsGenerated(for: catalog, in: project)
        guard generated != false else { return }
        let doubt = generated == nil ? " (if the build generates symbols: STRING_CATALOG_GENERATE_SYMBOLS may be set in an .xcconfig, which is not read)" : ""
        for problem in CatalogSymbols(model, table: catalog.table).problems where problem.isCollision {
            console.error("\(name): warning: generated symbols: \(problem)\(doubt)\n")
        }
    }

    /// Whether a build of some target that includes the catalog, in some configuration,
    /// generates its symbols; nil when that is not known and none says so.
    static func symbolsGenerated(for catalog: SyncPlan.Catalog, in project: Project) -> Bool? {
        var answer: Bool? = false
        for target in project.targets where catalog.targets.contains(target.name) {
            let configurations: [String?] = target.buildSettings.isEmpty ? [nil] : target.buildSettings.keys.sorted().map(Optional.some)
            for configuration in configurations {
                switch target.generatesStringCatalogSymbols(configuration) {
                case true?: return true
                case nil: answer = nil
                case false?: break
                }
            }
        }
        return answer
    }

    /// The loud line for a sync that marks a large share of a catalog stale (see `StaleShare`).
    static func staleAlarm(_ share: StaleShare, dryRun: Bool) -> String {
        "warning: \(dryRun ? "would mark" : "marked") \(share.shown) stale: more than \(Int(StaleShare.alarmingShare * 100))% at once is more likely "
            + "strings the extraction missed than dead code; check that the code no longer uses them before accepting this or deleting them"
    }

    /// "3 added, 1 newly stale, …" or "up to date".
    static func summary(_ summary: CatalogSyncSummary, changed: Bool, dryRun: Bool) -> String {
        var parts: [String] = []
        func count(_ n: Int, _ what: String) { if n > 0 { parts.append("\(n) \(what)") } }
        count(summary.added.count, "added")
        count(summary.newlyStale.count, "newly stale")
        count(summary.revived.count, "back from stale")
        count(summary.migratedFound.count, "migrated now automatic")
        count(summary.commentsChanged.count, summary.commentsChanged.count == 1 ? "comment changed" : "comments changed")
        count(summary.defaultValuesChanged.count, summary.defaultValuesChanged.count == 1 ? "default value changed" : "default values changed")
        count(summary.specifierMatches.count, summary.specifierMatches.count == 1 ? "key kept for its specifiers" : "keys kept for their specifiers")
        count(summary.unknownTypes.count, summary.unknownTypes.count == 1 ? "interpolation of unknown type (%@ assumed)" : "interpolations of unknown type (%@ assumed)")
        if parts.isEmpty || !changed { parts.insert("up to date", at: 0) }
        return parts.joined(separator: ", ") + (changed && dryRun ? " (would be written)" : "")
    }

    static func relative(_ path: String, to root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}
