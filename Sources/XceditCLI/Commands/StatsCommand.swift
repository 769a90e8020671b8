import CatalogFiles
import Foundation
import ParallelWork
import ProjectModel
import StringCatalogKit
import TranslationMemory

/// `xcedit stats PATH... [--json]`: progress per language and counts per state.
enum StatsCommand {
    static let spec = CommandSpec(
        name: "stats", arguments: "PATH... [--json] [--glossary FILE]",
        summary: "progress per language, counts per state",
        options: Option.self, positional: 1...Int.max, run: run
    )

    enum Option: CommandOption {
        case json, glossary

        var flag: FlagSpec {
            switch self {
            case .json: FlagSpec(name: "--json", help: "machine-readable output for CI")
            case .glossary:
                FlagSpec(name: "--glossary", help: "count glossary problems against this .csv or .tbx file (instead of glossary in the config)", valueName: "FILE")
            }
        }
    }

    static func run(_ arguments: CommandArguments<Option>, console: Console) -> Int32 {
        guard let glossary = CrossCatalogChecks.glossary(flag: arguments.last(.glossary), command: "stats", console: console) else { return ExitStatus.failure }
        // Every catalog is read before any is counted: consistency compares them all. A
        // bundle of several files is one piece of work for its translator: its total
        // follows its files (each with the place in `opened` it follows).
        var opened: [(file: CatalogFile, extraLanguages: [String])] = []
        var bundles: [(at: Int, input: String, files: Int)] = []
        var projects = ProjectLanguageLookup()
        // Its catalogs are only read: their content hash (for saving safely) is not needed.
        let failed = CatalogInputs.openEach(arguments.positional, console: console, hashingContent: false, finishedBundle: { input, files in
            guard files > 1 else { return }
            bundles.append((opened.count, input, files))
        }) { file, targetLanguage in
            // Languages with no translation yet count too: the project's knownRegions, or
            // the target language of a file of a translator's XLIFF. A project that cannot
            // be read is an error for its catalogs.
            let extraLanguages = try targetLanguage.map { [$0] } ?? projects.knownRegions(enclosing: file.path)
            opened.append((file, extraLanguages))
        }
        // Only errors and warnings are counted: checks that report nothing worse are skipped.
        let checks = CrossCatalogChecks.checks(catalogs: opened.map { ($0.file.path, $0.file.catalog) }, glossary: glossary)
        let checker = CatalogChecker(checks: checks, minimumSeverity: .warning)
        var reports: [Report] = []
        for (file, extraLanguages) in opened {
            let catalog = file.catalog
            // Progress is counted on another thread while the checks run.
            let progress = Background { CatalogStatistics(catalog, extraLanguages: extraLanguages) }
            let problems = checker.problemCounts(in: catalog, atLeast: .warning, catalogPath: file.path)
            reports.append(Report(path: file.path, stats: progress.value, problems: problems))
        }
        let totals = bundles.map { bundle in
            (at: bundle.at, report: Report(total: Array(reports[max(0, bundle.at - bundle.files)..<bundle.at]), of: bundle.input))
        }
        if arguments.has(.json) {
            console.out(json: json(reports, bundles: totals.map(\.report)) + "\n")
        } else {
            var tables = reports.map { table($0) }
            for total in totals.reversed() { tables.insert(table(total.report), at: total.at) }
            console.out(tables.joined(separator: "\n"))
        }
        return failed ? ExitStatus.failure : ExitStatus.success
    }

    struct Report {
        var path: String
        var stats: CatalogStatistics
        /// Errors and warnings per language (infos are not counted).
        var problems: [String: Int]
        /// For a bundle's total, how many files it adds up.
        var files: Int?

        init(path: String, stats: CatalogStatistics, problems: [String: Int]) {
            self.path = path
            self.stats = stats
            self.problems = problems
        }

        /// The total of `parts`, the files of the bundle at `input`.
        init(total parts: [Report], of input: String) {
            path = input
            stats = CatalogStatistics(summing: parts.map(\.stats))
            problems = parts.reduce(into: [:]) { sum, part in sum.merge(part.problems, uniquingKeysWith: +) }
            files = parts.count
        }

        /// The first line of its table: the catalog's path, or a bundle's with its total.
        var heading: String {
            files.map { "\(path): total of \($0) files" } ?? path
        }
    }

    static func table(_ report: Report) -> String {
        let stats = report.stats
        var lines = [report.heading]
        var summary = "\(stats.stringCount) string\(stats.stringCount == 1 ? "" : "s")"
        if stats.staleCount > 0 { summary += " · \(stats.staleCount) stale" }
        if stats.doNotTranslateCount > 0 { summary += " · \(stats.doNotTranslateCount) don't translate" }
        lines.append("  " + summary)
        let rows = stats.languages.map { progress -> [String] in
            let name = Language.displayName(for: progress.language) + (progress.isSource ? " (source)" : "")
            let mark = progress.percent == 100 ? " ✓" : ""
            return [progress.language, name, "\(progress.percent)%\(mark)", "\(progress.translated)", "\(progress.needsReview)", "\(progress.new)",
                    "\(report.problems[progress.language] ?? 0)"]
        }
        let header = ["CODE", "LANGUAGE", "PROGRESS", "TRANSLATED", "REVIEW", "NEW", "PROBLEMS"]
        let all = [header] + rows
        let widths = (0..<header.count).map { column in all.map { $0[column].count }.max() ?? 0 }
        for row in all {
            let cells = row.enumerated().map { column, text -> String in
                let pad = String(repeating: " ", count: widths[column] - text.count)
                // Names left-aligned, numbers right-aligned so that they line up.
                return column < 2 ? text + pad : pad + text
            }
            lines.append("  " + cells.joined(separator: "  "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `catalogs`, one per catalog or file of a bundle; `bundles`, the total of each bundle
    /// of several files (with `files`, their number).
    static func json(_ reports: [Report], bundles: [Report]) -> String {
        let catalogs = reports.map(jsonObject)
        let totals = bundles.map(jsonObject)
        return String(decoding: CatalogWriter.bytes(.object([JSONMember("catalogs", .array(catalogs)), JSONMember("bundles", .array(totals))])), as: UTF8.self)
    }

    static func jsonObject(_ report: Report) -> JSONValue {
        let stats = report.stats
        let files = report.files.map { [JSONMember("files", .number("\($0)"))] } ?? []
        return .object([JSONMember("path", .string(report.path))] + files + [
            JSONMember("strings", .number("\(stats.stringCount)")),
            JSONMember("stale", .number("\(stats.staleCount)")),
            JSONMember("dontTranslate", .number("\(stats.doNotTranslateCount)")),
            JSONMember("languages", .array(stats.languages.map { progress in
                .object([
                    JSONMember("code", .string(progress.language)),
                    JSONMember("name", .string(Language.displayName(for: progress.language))),
                    JSONMember("source", .bool(progress.isSource)),
                    JSONMember("progress", .number("\(progress.percent)")),
                    JSONMember("total", .number("\(progress.total)")),
                    JSONMember("translated", .number("\(progress.translated)")),
                    JSONMember("needsReview", .number("\(progress.needsReview)")),
                    JSONMember("new", .number("\(progress.new)")),
                    JSONMember("problems", .number("\(report.problems[progress.language] ?? 0)")),
                ])
            })),
        ])
    }
}
