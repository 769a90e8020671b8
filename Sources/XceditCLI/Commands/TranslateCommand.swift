import CatalogFiles
import Foundation
import Interchange
import MachineTranslation
import StringCatalogKit
import TranslationMemory

/// `xcedit translate PATH... --lang CODE... [options]`: machine translations of the forms
/// still without a value, through the user's provider command, written as drafts to review;
/// with `--from-memory`, first the translations already made for the same or a similar
/// source in the catalogs given (and `memory.paths`), the provider only for the rest.
enum TranslateCommand {
    static let spec = CommandSpec(
        name: "translate", arguments: "PATH... --lang CODE... [options]",
        summary: "fill the forms without a value from a translation memory or a provider, as drafts that need review",
        options: Option.self, positional: 1...Int.max, run: run
    )

    enum Option: CommandOption {
        case language, onlyNew, replaceUnreviewed, dryRun, provider, timeout, machineTranslated, fromMemory, minimumMatch, trustExact

        var flag: FlagSpec {
            switch self {
            case .language: FlagSpec(name: "--lang", help: "a language to translate into (repeat for several)", valueName: "CODE")
            case .onlyNew: FlagSpec(name: "--only-new", help: "fill only forms without a value (the default)")
            case .replaceUnreviewed:
                FlagSpec(name: "--replace-unreviewed", help: "also redo values nobody reviewed (new, needs review, machine translated); never translated ones")
            case .dryRun: FlagSpec(name: "--dry-run", help: "ask the provider and check its drafts, but change nothing; print each draft")
            case .provider:
                FlagSpec(name: "--provider", help: "the provider command (default: translate.provider in $XDG_CONFIG_HOME/xcedit/config)", valueName: "COMMAND")
            case .timeout:
                FlagSpec(name: "--timeout", help: "seconds the provider may go without output (default: translate.timeout, else 60); ten times that for the whole batch",
                         valueName: "SECONDS")
            case .machineTranslated: FlagSpec(name: "--machine-translated", help: "write drafts machine_translated where the catalog's version is 1.1 or later")
            case .fromMemory:
                FlagSpec(name: "--from-memory", help: "first fill forms from translations of the same or a similar source in the catalogs given and memory.paths in the config (folders, .xcstrings, .xliff, .xcloc, .po, .tmx); a provider only with --provider, for the rest")
            case .minimumMatch:
                FlagSpec(name: "--min-match", help: "with --from-memory: the lowest match in percent, words compared with placeholders and markup masked (default 75)",
                         valueName: "PERCENT")
            case .trustExact: FlagSpec(name: "--trust-exact", help: "with --from-memory: write matches of the same source translated, not needs_review")
            }
        }
    }

    static func run(_ arguments: CommandArguments<Option>, console: Console) -> Int32 {
        func usage(_ message: String) -> Int32 {
            console.error("xcedit translate: \(message) (usage: xcedit translate \(spec.arguments))\n")
            return ExitStatus.usage
        }
        var languages: [String] = []
        for language in arguments.values(.language) where !languages.contains(language) {
            guard Language.canNameFile(language) else { return usage(Language.unsafeFileNameReason(language)) }
            languages.append(language)
        }
        guard !languages.isEmpty else { return usage("name the languages to translate into with --lang CODE") }
        if arguments.has(.onlyNew) && arguments.has(.replaceUnreviewed) {
            return usage("--only-new and --replace-unreviewed exclude each other")
        }
        var timeout: Double?
        if let text = arguments.last(.timeout) {
            guard let seconds = ProviderSettings.timeout(text) else { return usage("--timeout: expected \(ProviderSettings.timeoutExpectation), found \(text)") }
            timeout = seconds
        }
        let fromMemory = arguments.has(.fromMemory)
        var minimumScore = 75
        if let text = arguments.last(.minimumMatch) {
            guard let percent = Int(text.hasSuffix("%") ? String(text.dropLast()) : text), (1...100).contains(percent) else {
                return usage("--min-match: expected a percentage from 1 to 100, found \(text)")
            }
            minimumScore = percent
        }
        if !fromMemory && (arguments.has(.minimumMatch) || arguments.has(.trustExact)) {
            return usage("--min-match and --trust-exact go with --from-memory")
        }
        if fromMemory && arguments.has(.replaceUnreviewed) {
            return usage("--from-memory fills only forms without a value; it does not go with --replace-unreviewed")
        }
        if let bundle = arguments.positional.first(where: XLIFFInputs.isExchangeFile) {
            console.error("xcedit translate: \(bundle): a translator's bundle is translated in the editor (xcedit \(bundle), then T)\n")
            return ExitStatus.usage
        }

        let environment = ProcessInfo.processInfo.environment
        let settings: ProviderSettings
        do {
            settings = try ProviderSettings.load(environment: environment)
        } catch {
            console.error("\(error)\n")
            return ExitStatus.failure
        }
        // With the memory, a provider runs only when named: the memory alone is a complete run.
        let command = fromMemory ? arguments.last(.provider) : arguments.last(.provider) ?? settings.provider
        if !fromMemory && command == nil {
            console.error("xcedit translate: error: \(ProviderFailure.notConfigured(settingsFile: ProviderSettings.file(environment: environment)))\n")
            return ExitStatus.failure
        }

        let (paths, failedToFind) = CatalogInputs.expand(arguments.positional, console: console)
        var files: [LanguageScopedFile] = []
        let failedToOpen = CatalogInputs.eachReportingErrors(paths, console: console) { path in
            files.append(try LanguageScopedFile.open(path, languages: languages))
        }
        guard !failedToFind && !failedToOpen else {
            console.error("xcedit translate: nothing was translated\n")
            return ExitStatus.failure
        }

        var changed: Set<Int> = []
        var memorySummary = ""
        if fromMemory {
            let memory = memoryOf(files, settings: settings, languages: languages, environment: environment, console: console)
            let drafting = MemoryDrafting(memory: memory.memory, minimumScore: minimumScore, trustsExact: arguments.has(.trustExact))
            let memoryReports = drafting.draft(files.map(\.catalog), languages: languages)
            for report in memoryReports {
                for filled in report.filled {
                    let wrote = files[report.catalog].catalog.modifyEntry(key: filled.draft.key) { $0.fillDraft(filled.draft, state: filled.state) }
                    if wrote == true { changed.insert(report.catalog) }
                }
            }
            memorySummary = Self.memorySummary(memoryReports, paths: paths, units: memory.memory.units.count, catalogs: memory.catalogs,
                                               minimumScore: minimumScore, dryRun: arguments.has(.dryRun))
        }

        let options = DraftOptions(replacesUnreviewed: arguments.has(.replaceUnreviewed))
        let machineTranslated = arguments.has(.machineTranslated) || settings.machineTranslated
        var reports: [MachineTranslationRun.Report] = []
        if let command {
            let run = MachineTranslationRun(provider: ProviderCommand(command, timeoutSeconds: timeout ?? settings.timeoutSeconds, environment: environment),
                                            options: options, machineTranslated: machineTranslated)
            do {
                reports = try run.draft(files.map(\.catalog), languages: languages)
            } catch {
                console.error("xcedit translate: error: \(error) (no file was changed)\n")
                return ExitStatus.failure
            }
        }

        for report in reports {
            for draft in report.drafts {
                let filled = files[report.catalog].catalog.modifyEntry(key: draft.key) { $0.fillDraft(draft, state: report.state, options: options) }
                if filled == true { changed.insert(report.catalog) }
            }
        }
        let dryRun = arguments.has(.dryRun)
        if !dryRun && !changed.isEmpty {
            var group = FileGroupWrite()
            do {
                for index in changed.sorted() {
                    try group.stage { () throws(CatalogFile.Failure) in try files[index].stage() }
                }
                try group.commit()
            } catch {
                console.error("\(error)\n")
                return ExitStatus.failure
            }
        }
        if fromMemory {
            console.out(memorySummary)
            if command != nil { console.out("Provider, for the rest:\n") }
        }
        if command != nil {
            console.out(summary(reports, paths: paths, catalogs: files.map(\.catalog), dryRun: dryRun, machineTranslated: machineTranslated,
                                saysDryRun: !fromMemory))
        }
        return ExitStatus.success
    }

    /// The memory: the translated forms of the catalogs given and of those under the
    /// settings' `memory.paths` (`MemorySources`), in `languages`. A memory path that cannot be
    /// read is a warning: the memory is a help, not the work.
    static func memoryOf(_ files: [LanguageScopedFile], settings: ProviderSettings, languages: [String], environment: [String: String],
                         console: Console) -> (memory: TranslationMemory, catalogs: Int) {
        let wanted = Set(languages)
        var units: [TranslationUnit] = []
        for file in files { units += file.catalog.translationUnits(catalogPath: file.path, languages: wanted) }
        // The source of memory files that do not say theirs (.po): the catalogs', when one.
        let sourceLanguages = Set(files.map(\.catalog.sourceLanguage))
        let configured = MemorySources.read(MemorySources.configuredPaths(settings, environment: environment), languages: languages,
                                            alreadyRead: Set(files.map { MemorySources.standardized($0.path) }),
                                            cache: MemoryCache(environment: environment),
                                            sourceLanguage: sourceLanguages.count == 1 ? sourceLanguages.first! : "en")
        for warning in configured.warnings { console.error("xcedit translate: warning: \(warning)\n") }
        return (TranslationMemory(units: units + configured.units), files.count + configured.files)
    }

    /// `Memory: 412 translation units from 3 catalogs`, then per catalog a line per
    /// language: forms filled (exact, fuzzy), forms without a match, drafts rejected (each
    /// with its reason); with `dryRun`, each draft with its score and origin.
    static func memorySummary(_ reports: [MemoryDrafting.Report], paths: [String], units: Int, catalogs: Int, minimumScore: Int,
                              dryRun: Bool) -> String {
        var lines: [String] = []
        if dryRun { lines.append("Dry run: no file was changed.") }
        lines.append("Memory: \(count(units, "translation unit")) from \(count(catalogs, "catalog")); matches of \(minimumScore)% or more")
        lines += linesPerCatalog(reports, paths: paths, catalog: \.catalog, language: \.language, isSourceLanguage: \.isSourceLanguage) { report, lines in
            let translated = report.filled.count(where: { $0.state == .translated })
            var line = "  \(report.language): \(count(report.filled.count, "form")) from memory (\(report.exact) exact, \(report.fuzzy) fuzzy"
            if translated > 0 { line += "; \(translated) translated, \(report.filled.count - translated) needs_review)" } else if !report.filled.isEmpty { line += "; needs_review)" } else { line += ")" }
            line += ", \(report.unmatched) without a match, \(report.rejected.count) rejected"
            lines.append(line)
            if dryRun {
                for filled in report.filled {
                    let draft = filled.draft
                    lines.append("    \(JSONQuoting.quote(draft.key))" + (draft.form.isRoot ? "" : " \(draft.form)")
                                 + ": \(JSONQuoting.quote(draft.value)) (\(filled.score)% from \(filled.origin))")
                }
            }
            lines += report.rejected.map(rejectedLine)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Per catalog, its path, then a line or more per report of it (`body`); a report of the
    /// catalog's source language is a line saying so.
    private static func linesPerCatalog<Report>(_ reports: [Report], paths: [String], catalog: (Report) -> Int, language: (Report) -> String,
                                                isSourceLanguage: (Report) -> Bool, _ body: (Report, inout [String]) -> Void) -> [String] {
        var lines: [String] = []
        for (index, path) in paths.enumerated() {
            lines.append(path)
            for report in reports where catalog(report) == index {
                guard !isSourceLanguage(report) else {
                    lines.append("  \(language(report)): the source language; nothing to translate")
                    continue
                }
                body(report, &lines)
            }
        }
        return lines
    }

    private static func rejectedLine(_ rejected: RejectedDraft) -> String {
        "    rejected: \(JSONQuoting.quote(rejected.key))" + (rejected.form.isRoot ? "" : " \(rejected.form)") + ": \(rejected.reason)"
    }

    /// Per catalog, a line per language: forms filled, drafts rejected (each with its
    /// reason), strings skipped by reason; with `dryRun`, each draft (and, unless the memory's
    /// summary said so already, that nothing was written).
    static func summary(_ reports: [MachineTranslationRun.Report], paths: [String], catalogs: [StringCatalog], dryRun: Bool,
                        machineTranslated: Bool, saysDryRun: Bool = true) -> String {
        var lines: [String] = []
        if dryRun && saysDryRun { lines.append("Dry run: no file was changed.") }
        lines += linesPerCatalog(reports, paths: paths, catalog: \.catalog, language: \.language, isSourceLanguage: \.isSourceLanguage) { report, lines in
            let forms = report.drafts.count, strings = report.draftedStrings
            var line = "  \(report.language): \(count(forms, "form")) filled"
            if forms > 0 { line += " in \(count(strings, "string")) (\(report.state.rawValue))" }
            line += ", \(report.rejected.count) rejected"
            let skipped = report.skipped.values.reduce(0, +)
            line += ", \(count(skipped, "string")) skipped"
            if skipped > 0 {
                line += " (" + report.skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.summary)" }.joined(separator: ", ") + ")"
            }
            lines.append(line)
            if machineTranslated && forms > 0 && report.state != .machineTranslated {
                lines.append("    note: version \(catalogs[report.catalog].version ?? "(none)") has no machine_translated state; drafts are needs_review")
            }
            if dryRun {
                for draft in report.drafts {
                    lines.append("    \(JSONQuoting.quote(draft.key))" + (draft.form.isRoot ? "" : " \(draft.form)") + ": \(JSONQuoting.quote(draft.value))")
                }
            }
            lines += report.rejected.map(rejectedLine)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
