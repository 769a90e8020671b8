import Foundation
import ParallelWork

/// Runs a set of checks over one string (the editor, as the user types) or a whole catalog
/// (lint, stats).
public struct CatalogChecker: Sendable {
    /// Every check this version has, in the order their problems are listed for a form.
    public static let standardChecks: [any CatalogCheck] = [
        PlaceholderCheck(),
        PluralFormsCheck(),
        DeviceOtherCheck(),
        SubstitutionCheck(),
        LinkCheck(),
        MarkdownCheck(),
        InflectionMarkupCheck(),
        InflectionKeptCheck(),
        EmptyTranslationCheck(),
        WhitespaceCheck(),
        SameAsSourceCheck(),
        DontTranslateCheck(),
        StaleCheck(),
    ]

    public let checks: [any CatalogCheck]
    private let stringChecks: [any CatalogCheck]
    private let localizationChecks: LocalizationChecks

    /// - Parameter minimumSeverity: leave out checks that cannot report a problem this
    ///   severe (`.warning` for counting errors and warnings only).
    public init(checks: [any CatalogCheck] = CatalogChecker.standardChecks, minimumSeverity: ProblemSeverity = .info) {
        let kept = checks.filter { $0.highestSeverity <= minimumSeverity }
        self.checks = kept
        var stringChecks: [any CatalogCheck] = [], localizationChecks: [any LocalizationCheck] = []
        for check in kept {
            if let check = check as? any LocalizationCheck {
                precondition(check.inspectsLanguages || check.inspectsForms, "the check \(check.id) inspects nothing")
                localizationChecks.append(check)
            } else {
                stringChecks.append(check)
            }
        }
        self.stringChecks = stringChecks
        self.localizationChecks = LocalizationChecks(localizationChecks)
    }

    /// The problems of one string: string-wide ones first, then by language (the source
    /// language first, the others in the string's order), form and severity.
    public func problems(in string: CatalogString, context: CheckContext) -> [Problem] {
        var problems: [Problem] = []
        collectProblems(in: string, context: context, into: &problems)
        guard problems.count > 1 else { return problems }
        return Self.sorted(problems, of: string, sourceLanguage: context.sourceLanguage)
    }

    /// The problems of one string in the order the checks find them.
    private func collectProblems(in string: CatalogString, context: CheckContext, into problems: inout [Problem]) {
        for check in stringChecks where check.runsOnStaleStrings || !string.isStale {
            problems += check.check(string, in: context)
        }
        if !string.isStale {
            Self.walk(string, context: context.preparing(string), checks: localizationChecks, into: &problems)
        }
    }

    /// Per language, how many problems at least as severe as `severity` `catalog` has: the
    /// counts of `problems(in:)`, without writing a message or sorting (`stats`, which only
    /// counts, spent most of its checks on those). Problems of a string as a whole (no
    /// language) are not counted.
    /// `catalogPath` names the catalog to checks that compare catalogs (`CheckContext.catalogPath`).
    public func problemCounts(in catalog: StringCatalog, atLeast severity: ProblemSeverity, catalogPath: String? = nil) -> [String: Int] {
        Self.inRuns(of: catalog.strings) { run in
            problemCounts(in: run, sourceLanguage: catalog.sourceLanguage, atLeast: severity, catalogPath: catalogPath)
        }.reduce(into: [:]) { sum, counts in sum.merge(counts, uniquingKeysWith: +) }
    }

    private func problemCounts(in strings: ArraySlice<CatalogString>, sourceLanguage: String, atLeast severity: ProblemSeverity,
                               catalogPath: String?) -> [String: Int] {
        var context = CheckContext(sourceLanguage: sourceLanguage)
        context.countsOnly = true
        context.catalogPath = catalogPath
        var counts: [String: Int] = [:]
        // One array for every string: emptied, its storage kept.
        var problems: [Problem] = []
        for string in strings {
            problems.removeAll(keepingCapacity: true)
            collectProblems(in: string, context: context, into: &problems)
            for problem in problems where problem.severity <= severity {
                guard let language = problem.location.language else { continue }
                counts[language, default: 0] += 1
            }
        }
        return counts
    }

    /// The problems of every string of `catalog`, in the catalog's order, limited to
    /// `languages` when given.
    ///
    /// Large catalogs are split into runs of strings checked on all cores at once (strings
    /// are independent); the result is the same as checking them one after the other.
    /// There are several runs per core, since problems cluster (plural strings sort
    /// together, their keys starting with `%lld`) and a core that is done takes the next run.
    /// `catalogPath` names the catalog to checks that compare catalogs (`CheckContext.catalogPath`).
    public func problems(in catalog: StringCatalog, languages: Set<String>? = nil, catalogPath: String? = nil) -> [Problem] {
        Self.inRuns(of: catalog.strings) { run in
            problems(in: run, sourceLanguage: catalog.sourceLanguage, languages: languages, catalogPath: catalogPath)
        }.flatMap { $0 }
    }

    /// The smallest run of strings worth a thread.
    static let stringsPerPart = 500

    /// `body` of consecutive runs of `strings`, in order: one run on one core or for a small
    /// catalog, else several runs per core on all cores.
    private static func inRuns<Result: Sendable>(of strings: [CatalogString],
                                                 _ body: @Sendable (ArraySlice<CatalogString>) -> Result) -> [Result] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let parts = cores < 2 ? 1 : min(strings.count / stringsPerPart, 8 * cores)
        guard parts > 1 else { return [body(strings[...])] }
        return ParallelJobs.map(parts, threads: cores) { part in
            body(strings[(strings.count * part / parts)..<(strings.count * (part + 1) / parts)])
        }
    }

    private func problems(in strings: ArraySlice<CatalogString>, sourceLanguage: String, languages: Set<String>?, catalogPath: String?) -> [Problem] {
        // One context per thread: its caches are not shared.
        var context = CheckContext(sourceLanguage: sourceLanguage, languages: languages)
        context.catalogPath = catalogPath
        var problems: [Problem] = []
        for string in strings {
            let found = self.problems(in: string, context: context)
            if !found.isEmpty { problems += found }
        }
        return problems
    }

    /// Runs localization checks over every language of `string` the context includes:
    /// each language once, each of its forms once, handed to every check.
    static func walk(_ string: CatalogString, context: CheckContext, checks: LocalizationChecks, into problems: inout [Problem]) {
        guard let localizations = string.localizations, !localizations.isEmpty else { return }
        let checked = CheckedString(string, context: context)
        for index in localizations.elements.indices {
            let code = localizations.elements[index].key
            guard context.includes(code) else { continue }
            let language = LanguageContext(code: code, localization: localizations.elements[index].value, string: checked)
            let languageChecks = checks.ofLanguage(isSource: language.isSource, isPlain: language.isPlain)
            for check in languageChecks.indices {
                languageChecks[check].check(language: language, into: &problems)
            }
            let formChecks = checks.ofForms(isSource: language.isSource)
            guard !formChecks.isEmpty else { continue }
            if language.isPlain {
                // The common case, without the walk: one plain value.
                guard let unit = language.localization.stringUnit else { continue }
                var form = CheckedForm(path: .root, unit: unit, sources: checked.sources)
                for check in formChecks.indices {
                    formChecks[check].check(form: &form, in: language, into: &problems)
                }
                continue
            }
            language.localization.forEachStringUnit { unit, path in
                var form = CheckedForm(path: path, unit: unit, sources: checked.sources)
                for check in formChecks.indices {
                    formChecks[check].check(form: &form, in: language, into: &problems)
                }
            }
        }
    }

    /// The localization checks sorted out once by what each is handed (see `CheckScope`),
    /// so that the walk asks no check about its scope for every language and form.
    struct LocalizationChecks {
        /// Indexed by `languageListIndex`: for translations and the source language, plain
        /// or not.
        private let languageLists: [[any LocalizationCheck]]
        private let formsOfTranslations: [any LocalizationCheck]
        private let formsOfSource: [any LocalizationCheck]

        init(_ checks: [any LocalizationCheck]) {
            var lists: [[any LocalizationCheck]] = Array(repeating: [], count: 4)
            for isSource in [false, true] {
                for isPlain in [false, true] {
                    lists[Self.languageListIndex(isSource: isSource, isPlain: isPlain)] = checks.filter { check in
                        check.inspectsLanguages && (!isSource || check.includesSourceLanguage)
                            && (!isPlain || check.inspectsPlainLanguages)
                    }
                }
            }
            languageLists = lists
            formsOfTranslations = checks.filter(\.inspectsForms)
            formsOfSource = checks.filter { $0.inspectsForms && $0.includesSourceLanguage }
        }

        func ofLanguage(isSource: Bool, isPlain: Bool) -> [any LocalizationCheck] {
            languageLists[Self.languageListIndex(isSource: isSource, isPlain: isPlain)]
        }

        func ofForms(isSource: Bool) -> [any LocalizationCheck] {
            isSource ? formsOfSource : formsOfTranslations
        }

        private static func languageListIndex(isSource: Bool, isPlain: Bool) -> Int {
            (isSource ? 2 : 0) + (isPlain ? 1 : 0)
        }
    }

    static func sorted(_ problems: [Problem], of string: CatalogString, sourceLanguage: String) -> [Problem] {
        // Rank each problem's language once: the comparisons would otherwise search the
        // string's languages again and again.
        var ranks: [String: Int] = [:]
        for (position, element) in (string.localizations?.elements ?? []).enumerated() { ranks[element.key] = position }
        ranks[sourceLanguage] = -1
        let decorated = problems.enumerated().map { offset, problem in
            (rank: problem.location.language.map { ranks[$0] ?? Int.max } ?? -2, offset: offset, problem: problem)
        }
        return decorated.sorted { a, b in
            if a.rank != b.rank { return a.rank < b.rank }
            let x = a.problem.location.form, y = b.problem.location.form
            if x != y { return x < y }
            if a.problem.severity != b.problem.severity { return a.problem.severity < b.problem.severity }
            return a.offset < b.offset
        }.map(\.problem)
    }
}
