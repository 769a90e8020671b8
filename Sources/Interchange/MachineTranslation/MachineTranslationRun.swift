import MachineTranslation
import StringCatalogKit

/// A provider command as the user gave it: a shell command line, run with `/bin/sh -c` in
/// the given environment (where API keys are), stopped after `timeoutSeconds` without output.
public struct ProviderCommand: Sendable {
    public var command: String
    public var timeoutSeconds: Double
    public var environment: [String: String]
    /// What can stop the provider before it is done (the editor quitting).
    public var stopper: ProviderStopper?

    public init(_ command: String, timeoutSeconds: Double = ProviderSettings.defaultTimeout, environment: [String: String],
                stopper: ProviderStopper? = nil) {
        self.command = command
        self.timeoutSeconds = timeoutSeconds
        self.environment = environment
        self.stopper = stopper
    }

    /// At least this much output is allowed, whatever the input.
    static let minimumOutputLimit = 64 * 1024 * 1024

    /// The provider's answers to the requests (one JSON line each), by request number.
    public func answers(to requestLines: [String]) throws(ProviderFailure) -> [Int: ProviderProtocol.Answer] {
        let input = Array(requestLines.map { $0 + "\n" }.joined().utf8)
        let output = try ProviderProcess.run(command, input: input, environment: environment, timeout: timeoutSeconds,
                                             outputLimit: max(Self.minimumOutputLimit, 16 * input.count), stopper: stopper)
        var lines: [String] = []
        for (index, line) in output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            var bytes = Array(line)
            if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
            if let invalid = bytes.withUnsafeBufferPointer({ UTF8Validation.firstInvalidByte($0) }) {
                throw .garbage(line: index + 1, reason: "not UTF-8 text (byte \(invalid + 1) of the line)")
            }
            lines.append(String(decoding: bytes, as: UTF8.self))
        }
        return try ProviderProtocol.answers(lines, requestCount: requestLines.count)
    }
}

/// A machine translation: every form still to fill of some catalogs in some languages,
/// asked of the provider in one run, its answers restored and checked (`DraftReview`).
///
/// Nothing is written here: the command line fills the drafts into its files, the editor into
/// its documents (as one undoable step), each with `CatalogEntry.fillDraft`. A provider that
/// fails in any way gives no draft at all.
public struct MachineTranslationRun: Sendable {
    /// What came of one catalog in one language.
    public struct Report: Equatable, Sendable {
        /// The index of the catalog among those given.
        public var catalog: Int
        public var language: String
        /// The state the drafts get (`needs_review`, or `machine_translated` when asked for
        /// and the catalog's version has it).
        public var state: TranslationState
        /// The drafts that passed the checks, in the catalog's order.
        public var drafts: [Draft] = []
        public var rejected: [RejectedDraft] = []
        /// Strings that got no request, by reason.
        public var skipped: [DraftSkip: Int] = [:]
        /// The language is the catalog's source language: nothing to translate.
        public var isSourceLanguage = false

        /// How many strings the drafts fill.
        public var draftedStrings: Int { Draft.keys(of: drafts).count }
    }

    public var provider: ProviderCommand
    public var options: DraftOptions
    /// Drafts are to be `machine_translated` where the catalog's version allows.
    public var machineTranslated: Bool

    public init(provider: ProviderCommand, options: DraftOptions = DraftOptions(), machineTranslated: Bool = false) {
        self.provider = provider
        self.options = options
        self.machineTranslated = machineTranslated
    }

    /// The drafts for `catalogs` in `languages`: one report per catalog and language, in
    /// that order.
    public func draft(_ catalogs: [StringCatalog], languages: [String]) throws(ProviderFailure) -> [Report] {
        var reports: [Report] = []
        var plans: [(report: Int, entry: CatalogEntry, plan: StringDraftPlan, firstRequest: Int)] = []
        var lines: [String] = []
        for (index, catalog) in catalogs.enumerated() {
            for language in languages {
                var report = Report(catalog: index, language: language, state: catalog.draftState(machineTranslated: machineTranslated))
                guard language != catalog.sourceLanguage else {
                    report.isSourceLanguage = true
                    reports.append(report)
                    continue
                }
                let planner = DraftPlanner(language: language, options: options)
                for entry in catalog.entries {
                    let plan = planner.plan(entry)
                    if let skip = plan.skip {
                        report.skipped[skip, default: 0] += 1
                        continue
                    }
                    plans.append((reports.count, entry, plan, lines.count + 1))
                    for request in plan.requests {
                        lines.append(ProviderProtocol.requestLine(request, id: lines.count + 1, sourceLanguage: catalog.sourceLanguage))
                    }
                }
                reports.append(report)
            }
        }
        let answers = lines.isEmpty ? [:] : try provider.answers(to: lines)
        // One review per catalog and language, kept for all its strings.
        var reviews: [Int: DraftReview] = [:]
        for (reportIndex, entry, plan, firstRequest) in plans {
            let review = reviews[reportIndex] ?? DraftReview(sourceLanguage: entry.sourceLanguage, language: reports[reportIndex].language)
            reviews[reportIndex] = review
            var drafts = plan.copies, rejected: [RejectedDraft] = []
            for (offset, request) in plan.requests.enumerated() {
                switch Self.restore(request, answers[firstRequest + offset]) {
                case .draft(let draft): drafts.append(draft)
                case .rejected(let rejection): rejected.append(rejection)
                }
            }
            drafts.sort { $0.form < $1.form }
            let (accepted, failed) = review.review(drafts, of: entry, state: reports[reportIndex].state, options: options)
            reports[reportIndex].drafts += accepted
            reports[reportIndex].rejected += rejected + failed
        }
        return reports
    }

    enum Restored {
        case draft(Draft)
        case rejected(RejectedDraft)
    }

    /// The draft an answer gives a request, or why it gives none.
    static func restore(_ request: DraftRequest, _ answer: ProviderProtocol.Answer?) -> Restored {
        func rejection(_ reason: String) -> Restored {
            .rejected(RejectedDraft(key: request.key, language: request.language, form: request.form, reason: reason))
        }
        switch answer {
        case .text(let text)?:
            do throws(ProtectedText.RestoreFailure) {
                let value = try request.protected.restore(text)
                return .draft(Draft(key: request.key, language: request.language, form: request.form, value: value))
            } catch {
                return rejection(error.description)
            }
        case .error(let message)?:
            return rejection("the provider could not translate it: \(message)")
        case nil:
            return rejection("the provider did not answer")
        }
    }
}
