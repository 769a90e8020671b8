import Foundation
import Interchange
import StringCatalogKit

/// `xcedit import FILE.xcloc|FILE.xliff... [--project PROJECT] [--dry-run] [--include-review]`:
/// translations back into the project's catalogs, with Xcode's semantics. Units that could not
/// be imported make it exit 1, after everything else was written (`--dry-run` the same).
enum ImportCommand {
    static let spec = CommandSpec(
        name: "import", arguments: "FILE.xcloc|FILE.xliff... [options]",
        summary: "merge translated bundles back into the catalogs, as Xcode imports them; exit 1 when units could not be imported",
        options: Option.self, positional: 1...Int.max, run: run
    )

    enum Option: CommandOption {
        case project, dryRun, includeReview, language, force, allowOutside

        var flag: FlagSpec {
            switch self {
            case .project: FlagSpec(name: "--project", help: "the project the bundles were exported from (default: .)", valueName: "PROJECT")
            case .dryRun: FlagSpec(name: "--dry-run", help: "change nothing; print what an import would do")
            case .includeReview: FlagSpec(name: "--include-review", help: "also import targets still new or needing review, as needs review")
            case .language: FlagSpec(name: "--lang", help: "the language of files whose <file> names none (else such a file is an error)", valueName: "CODE")
            case .force: FlagSpec(name: "--force", help: "also replace read-only catalogs and tables")
            case .allowOutside: .allowOutside
            }
        }
    }

    static func run(_ arguments: CommandArguments<Option>, console: Console) -> Int32 {
        let policy: TargetStatePolicy = arguments.has(.includeReview) ? .includeReview : .xcode
        let dryRun = arguments.has(.dryRun)
        let language = arguments.last(.language)
        if let language, !Language.canNameFile(language) {
            console.error("xcedit import: --lang: \(Language.unsafeFileNameReason(language))\n")
            return ExitStatus.usage
        }
        let result: ProjectImport.Result
        do {
            let project = try LocalizationProject.open(arguments.last(.project) ?? ".", allowingOutside: arguments.values(.allowOutside))
            for skipped in project.skippedLinks { console.error("\(skipped)\n") }
            for warning in project.projectWarnings { console.error("\(warning)\n") }
            var inputs: [ProjectImport.Input] = []
            for path in arguments.positional { inputs.append(try ProjectImport.readInput(path, language: language)) }
            for input in inputs { XLIFFInputs.reportWarnings(of: input, console: console) }
            result = try ProjectImport(project: project, policy: policy).run(inputs, dryRun: dryRun, replacingReadOnly: arguments.has(.force))
        } catch {
            console.error("\(error)\n")
            return ExitStatus.failure
        }
        console.out(text(result, dryRun: dryRun, policy: policy))
        guard result.notImportedUnits == 0 else {
            console.error(notImportedLine(result.reports, dryRun: dryRun))
            return ExitStatus.failure
        }
        return ExitStatus.success
    }

    /// The summary of what a translator would lose: units not imported, by cause. A closing
    /// line like migrate's "nothing written (N errors)", not a diagnostic: those, with their
    /// file, line and column, come before it.
    static func notImportedLine(_ reports: [ProjectImport.FileReport], dryRun: Bool) -> String {
        var causes: [(String, Int)] = []
        func count(_ cause: String, _ units: Int) {
            guard units > 0 else { return }
            if let index = causes.firstIndex(where: { $0.0 == cause }) { causes[index].1 += units } else { causes.append((cause, units)) }
        }
        for report in reports {
            switch report.outcome {
            case .notInProject: count("no such catalog or table in the project", report.notImportedUnits)
            case .sourceLanguage: count("source-language edits", report.notImportedUnits)
            case .imported: count("keys not in the catalog", report.notImportedUnits)
            }
        }
        let total = causes.reduce(0) { $0 + $1.1 }
        let why = causes.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
        return dryRun
            ? "xcedit import: \(total) unit\(total == 1 ? "" : "s") would not be imported (\(why)); the rest would be\n"
            : "xcedit import: \(total) unit\(total == 1 ? " was" : "s were") not imported (\(why)); the rest was written\n"
    }

    /// One line per catalog and language, then what was not imported and why, and the
    /// languages added to the project.
    static func text(_ result: ProjectImport.Result, dryRun: Bool, policy: TargetStatePolicy) -> String {
        let reports = result.reports
        var lines: [String] = []
        if dryRun { lines.append("Dry run: no file was changed.") }
        var skipped = 0
        var rewritten: Set<String> = []
        for report in reports {
            let units = "\(report.unitCount) unit\(report.unitCount == 1 ? "" : "s") not imported"
            switch report.outcome {
            case .notInProject:
                lines.append("\(report.input): \(report.original): warning: the project has no such catalog; \(units)")
                continue
            case .sourceLanguage:
                lines.append("\(report.input): \(report.original): warning: \(report.language) is the source language, and source text is edited in the project; \(units)")
                continue
            case .imported:
                break
            }
            let s = report.summary.strings
            var line = "\(report.original)  \(report.language): \(s.added) added, \(s.changed) changed, \(s.unchanged) unchanged, \(s.skipped) skipped"
            if s.dontTranslate > 0 { line += ", \(s.dontTranslate) don't translate" }
            lines.append(line)
            if report.rewritesWholeCatalog && rewritten.insert(report.original).inserted {
                // Said once per catalog: its diff will show far more than these translations.
                lines.append(dryRun
                    ? "  note: the catalog is not in Xcode's layout: saving it would rewrite it whole, as `xcedit fmt` would, so its diff would hold more than these translations (`xcedit fmt` first keeps them apart)"
                    : "  note: the catalog was not in Xcode's layout: it was rewritten whole, as `xcedit fmt` would, so its diff holds more than these translations (`xcedit fmt` before an import keeps them apart)")
            }
            skipped += s.skipped
            for key in report.summary.unknownKeys {
                lines.append("  warning: \(JSONQuoting.quote(key)) is not in the catalog; not imported")
            }
            for id in report.summary.sourceChanged {
                lines.append("  warning: \(JSONQuoting.quote(id)): the source text changed since the export; imported as needs review")
            }
        }
        if skipped > 0 && policy == .xcode {
            lines.append("\(skipped) translation\(skipped == 1 ? " was" : "s were") skipped: still new or needing review (--include-review imports them as needs review).")
        }
        if !result.addedRegions.isEmpty {
            let names = result.addedRegions.joined(separator: ", ")
            lines.append(dryRun ? "Would add \(names) to the project's knownRegions." : "Added \(names) to the project's knownRegions.")
        }
        if !result.unrecordedRegions.isEmpty {
            lines.append("warning: the project file has no knownRegions list: \(result.unrecordedRegions.joined(separator: ", ")) not recorded in it")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
