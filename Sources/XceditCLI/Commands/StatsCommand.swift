import Foundation
import ProjectModel
import StringCatalogKit

/// `xcedit stats PATH [--json]`: progress per language and counts per state.
enum StatsCommand {
    static let spec = CommandSpec(
        name: "stats", arguments: "PATH [--json]",
        summary: "progress per language, counts per state",
        flags: [FlagSpec(name: "--json", help: "machine-readable output for CI")],
        positional: 1...1, run: run
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> Int32 {
        var reports: [Report] = []
        // Only errors and warnings are counted: checks that report nothing worse are skipped.
        let checker = CatalogChecker(minimumSeverity: .warning)
        var projects = ProjectLanguageLookup()
        let failed = CatalogInputs.openEach(arguments.positional, console: console) { file, targetLanguage in
            // Languages with no translation yet count too: the project's knownRegions, or
            // the target language of a file of a translator's XLIFF. A project that cannot
            // be read is an error for its catalogs.
            let extraLanguages = try targetLanguage.map { [$0] } ?? projects.knownRegions(enclosing: file.path)
            let catalog = file.catalog
            // Progress is counted on another thread while the checks run.
            let progress = Background { CatalogStatistics(catalog, extraLanguages: extraLanguages) }
            let problems = problemCounts(checker.problems(in: catalog))
            reports.append(Report(path: file.path, stats: progress.value, problems: problems))
        }
        if arguments.has("--json") {
            console.out(json(reports) + "\n")
        } else {
            console.out(reports.map { table($0) }.joined(separator: "\n"))
        }
        return failed ? ExitStatus.failure : ExitStatus.success
    }

    struct Report {
        var path: String
        var stats: CatalogStatistics
        /// Errors and warnings per language (infos are not counted).
        var problems: [String: Int]
    }

    /// Errors and warnings per language, as `xcedit lint` would list them.
    static func problemCounts(_ problems: [Problem]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for problem in problems where problem.severity != .info {
            guard let language = problem.location.language else { continue }
            counts[language, default: 0] += 1
        }
        return counts
    }

    static func table(_ report: Report) -> String {
        let stats = report.stats
        var lines = [report.path]
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

    static func json(_ reports: [Report]) -> String {
        let catalogs: [JSONValue] = reports.map { report in
            let path = report.path, stats = report.stats
            return .object([
                JSONMember("path", .string(path)),
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
        return String(decoding: CatalogWriter.bytes(.object([JSONMember("catalogs", .array(catalogs))])), as: UTF8.self)
    }
}
