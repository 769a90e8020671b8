import Foundation
import Interchange
import StringCatalogKit

/// `xcedit translate PATH... --lang CODE... [options]`: machine translations of the forms
/// still without a value, through the user's provider command, written as drafts to review.
enum TranslateCommand {
    static let spec = CommandSpec(
        name: "translate", arguments: "PATH... --lang CODE... [options]",
        summary: "machine-translate the forms without a value through a provider, as drafts that need review",
        flags: [
            FlagSpec(name: "--lang", help: "a language to translate into (repeat for several)", valueName: "CODE"),
            FlagSpec(name: "--only-new", help: "fill only forms without a value (the default)"),
            FlagSpec(name: "--replace-unreviewed", help: "also redo values nobody reviewed (new, needs review, machine translated); never translated ones"),
            FlagSpec(name: "--dry-run", help: "ask the provider and check its drafts, but change nothing; print each draft"),
            FlagSpec(name: "--provider", help: "the provider command (default: translate.provider in $XDG_CONFIG_HOME/xcedit/config)", valueName: "COMMAND"),
            FlagSpec(name: "--timeout", help: "seconds the provider may go without output (default: translate.timeout, else 60); ten times that for the whole batch", valueName: "SECONDS"),
            FlagSpec(name: "--machine-translated", help: "write drafts machine_translated where the catalog's version is 1.1 or later"),
        ],
        positional: 1...Int.max, run: run
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> Int32 {
        func usage(_ message: String) -> Int32 {
            console.error("xcedit translate: \(message) (usage: xcedit translate \(spec.arguments))\n")
            return ExitStatus.usage
        }
        var languages: [String] = []
        for language in arguments.values(of: "--lang") where !languages.contains(language) {
            guard Language.canNameFile(language) else { return usage(Language.unsafeFileNameReason(language)) }
            languages.append(language)
        }
        guard !languages.isEmpty else { return usage("name the languages to translate into with --lang CODE") }
        if arguments.has("--only-new") && arguments.has("--replace-unreviewed") {
            return usage("--only-new and --replace-unreviewed exclude each other")
        }
        var timeout: Double?
        if let text = arguments.values(of: "--timeout").last {
            guard let seconds = ProviderSettings.timeout(text) else { return usage("--timeout: expected \(ProviderSettings.timeoutExpectation), found \(text)") }
            timeout = seconds
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
        guard let command = arguments.values(of: "--provider").last ?? settings.provider else {
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

        let options = DraftOptions(replacesUnreviewed: arguments.has("--replace-unreviewed"))
        let machineTranslated = arguments.has("--machine-translated") || settings.machineTranslated
        let run = MachineTranslationRun(provider: ProviderCommand(command, timeoutSeconds: timeout ?? settings.timeoutSeconds, environment: environment),
                                        options: options, machineTranslated: machineTranslated)
        let reports: [MachineTranslationRun.Report]
        do {
            reports = try run.draft(files.map(\.catalog), languages: languages)
        } catch {
            console.error("xcedit translate: error: \(error) (no file was changed)\n")
            return ExitStatus.failure
        }

        var changed: Set<Int> = []
        for report in reports {
            for draft in report.drafts {
                let filled = files[report.catalog].catalog.modifyEntry(key: draft.key) { $0.fillDraft(draft, state: report.state, options: options) }
                if filled == true { changed.insert(report.catalog) }
            }
        }
        let dryRun = arguments.has("--dry-run")
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
        console.out(summary(reports, paths: paths, catalogs: files.map(\.catalog), dryRun: dryRun, machineTranslated: machineTranslated))
        return ExitStatus.success
    }

    /// Per catalog, a line per language: forms filled, drafts rejected (each with its
    /// reason), strings skipped by reason; with `dryRun`, each draft.
    static func summary(_ reports: [MachineTranslationRun.Report], paths: [String], catalogs: [StringCatalog], dryRun: Bool,
                        machineTranslated: Bool) -> String {
        var lines: [String] = []
        if dryRun { lines.append("Dry run: no file was changed.") }
        for (index, path) in paths.enumerated() {
            lines.append(path)
            for report in reports where report.catalog == index {
                guard !report.isSourceLanguage else {
                    lines.append("  \(report.language): the source language; nothing to translate")
                    continue
                }
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
                    lines.append("    note: version \(catalogs[index].version ?? "(none)") has no machine_translated state; drafts are needs_review")
                }
                if dryRun {
                    for draft in report.drafts {
                        lines.append("    \(JSONQuoting.quote(draft.key))" + (draft.form.isRoot ? "" : " \(draft.form)") + ": \(JSONQuoting.quote(draft.value))")
                    }
                }
                for rejected in report.rejected {
                    lines.append("    rejected: \(JSONQuoting.quote(rejected.key))" + (rejected.form.isRoot ? "" : " \(rejected.form)") + ": \(rejected.reason)")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
