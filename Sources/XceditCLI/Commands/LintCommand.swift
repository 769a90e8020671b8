import CatalogFiles
import Foundation
import StringCatalogKit
import SymbolGeneration
import TranslationMemory

/// `xcedit lint PATH... [--json] [--lang CODE]...`: placeholder, plural-form and substitution
/// problems, and the other checks of `CatalogChecker`; exit status 1 when there is an error.
enum LintCommand {
    static let spec = CommandSpec(
        name: "lint", arguments: "PATH... [--json] [--lang CODE]... [--glossary FILE]",
        summary: "placeholder, plural-form, substitution, link, Markdown, grammar-agreement, consistency and glossary problems; exit 1 if errors",
        options: Option.self, positional: 1...Int.max, run: run
    )

    enum Option: CommandOption {
        case json, language, glossary

        var flag: FlagSpec {
            switch self {
            case .json: FlagSpec(name: "--json", help: "machine-readable output for CI")
            case .language: FlagSpec(name: "--lang", help: "check only this language (repeatable)", valueName: "CODE")
            case .glossary:
                FlagSpec(name: "--glossary", help: "check terms against this .csv or .tbx glossary (instead of glossary in the config)", valueName: "FILE")
            }
        }
    }

    struct Report {
        var path: String
        var problems: [Problem]

        func count(_ severity: ProblemSeverity) -> Int {
            problems.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
        }
    }

    static func run(_ arguments: CommandArguments<Option>, console: Console) -> Int32 {
        let languages = arguments.values(.language)
        let filter = languages.isEmpty ? nil : Set(languages)
        guard let glossary = CrossCatalogChecks.glossary(flag: arguments.last(.glossary), command: "lint", console: console) else { return ExitStatus.failure }
        // Every catalog is read before any is checked: consistency compares them all.
        var opened: [(file: CatalogFile, targetLanguage: String?)] = []
        let failed = CatalogInputs.openEach(arguments.positional, console: console) { file, targetLanguage in
            opened.append((file, targetLanguage))
        }
        let checker = CatalogChecker(checks: CrossCatalogChecks.checks(catalogs: opened.map { ($0.file.path, $0.file.catalog) }, glossary: glossary))
        var reports: [Report] = []
        for (file, targetLanguage) in opened {
            var problems = checker.problems(in: file.catalog, languages: filter, catalogPath: file.path)
            // Symbols are the developer's catalog's, not a translator's XLIFF's.
            if targetLanguage == nil {
                let table = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
                problems = inCatalogOrder(problems + SymbolLint.problems(in: file.catalog, table: table), of: file.catalog)
            }
            reports.append(Report(path: file.path, problems: problems))
        }
        if arguments.has(.json) {
            console.out(json: json(reports) + "\n")
        } else {
            for report in reports { console.out(text(report)) }
            console.out(summary(reports) + "\n")
        }
        let errors = reports.contains { $0.problems.contains { $0.severity == .error } }
        return failed || errors ? ExitStatus.failure : ExitStatus.success
    }

    /// `problems` by the order of their strings in `catalog` (the report groups them by key),
    /// each string's in the order found.
    static func inCatalogOrder(_ problems: [Problem], of catalog: StringCatalog) -> [Problem] {
        var order: [String: Int] = [:]
        for (index, string) in catalog.strings.enumerated() where order[string.key] == nil { order[string.key] = index }
        return problems.enumerated()
            .sorted { (order[$0.element.location.key] ?? .max, $0.offset) < (order[$1.element.location.key] ?? .max, $1.offset) }
            .map(\.element)
    }

    /// The problems of one catalog grouped by key, one line each:
    /// `    error    fr  plural.few  placeholder %lld missing … [placeholders]`.
    static func text(_ report: Report) -> String {
        guard !report.problems.isEmpty else { return "\(report.path): no problems\n" }
        var output = report.path + "\n"
        let languageWidth = report.problems.map { ($0.location.language ?? "").count }.max() ?? 0
        var start = 0
        let problems = report.problems
        while start < problems.count {
            var end = start + 1
            // By scalars: "Café" precomposed and decomposed are two strings, two groups.
            while end < problems.count && problems[end].location.key.hasSameScalars(as: problems[start].location.key) { end += 1 }
            output += "  " + JSONQuoting.quote(problems[start].location.key) + "\n"
            let group = problems[start..<end]
            let formWidth = group.map { $0.location.form.description.count }.max() ?? 0
            for problem in group {
                var line = "    " + pad(problem.severity.rawValue, 7)
                if languageWidth > 0 { line += "  " + pad(problem.location.language ?? "", languageWidth) }
                if formWidth > 0 { line += "  " + pad(problem.location.form.description, formWidth) }
                line += "  \(problem.message) [\(problem.checkID)]\n"
                output += line
            }
            start = end
        }
        return output
    }

    static func summary(_ reports: [Report]) -> String {
        let counts = ProblemSeverity.allCases.map { severity in
            reports.reduce(0) { $0 + $1.count(severity) }
        }
        let names = ["error", "warning", "info"]
        let parts = zip(counts, names).map { count, name in "\(count) \(name)\(count == 1 ? "" : "s")" }
        let catalogs = reports.count == 1 ? "1 catalog" : "\(reports.count) catalogs"
        return parts.joined(separator: ", ") + " in \(catalogs)"
    }

    static func json(_ reports: [Report]) -> String {
        func number(_ n: Int) -> JSONValue { .number("\(n)") }
        let catalogs: [JSONValue] = reports.map { report in
            .object([
                JSONMember("path", .string(report.path)),
                JSONMember("errors", number(report.count(.error))),
                JSONMember("warnings", number(report.count(.warning))),
                JSONMember("infos", number(report.count(.info))),
                JSONMember("problems", .array(report.problems.map { problem in
                    .object([
                        JSONMember("check", .string(problem.checkID)),
                        JSONMember("severity", .string(problem.severity.rawValue)),
                        JSONMember("key", .string(problem.location.key)),
                        JSONMember("language", problem.location.language.map { .string($0) } ?? .null),
                        JSONMember("form", .string(problem.location.form.description)),
                        JSONMember("message", .string(problem.message)),
                    ])
                })),
            ])
        }
        let totals = ProblemSeverity.allCases.map { severity in reports.reduce(0) { $0 + $1.count(severity) } }
        let root: JSONValue = .object([
            JSONMember("catalogs", .array(catalogs)),
            JSONMember("errors", number(totals[0])),
            JSONMember("warnings", number(totals[1])),
            JSONMember("infos", number(totals[2])),
        ])
        return String(decoding: CatalogWriter.bytes(root), as: UTF8.self)
    }


    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
