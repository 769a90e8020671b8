import MachineTranslation
import StringCatalogKit

/// What a translation memory fills in catalogs: the forms without a value (the same forms a
/// machine translation drafts, `DraftPlanner`), each with the best match at or above a
/// minimum score whose placeholders map to the form's source, checked as drafts are
/// (`DraftReview`). Nothing is written here; the command line fills the drafts in.
public struct MemoryDrafting: Sendable {
    /// A form filled from the memory.
    public struct Filled: Equatable, Sendable {
        public var draft: Draft
        public var state: TranslationState
        public var score: Int
        public var origin: UnitOrigin
    }

    /// What came of one catalog in one language.
    public struct Report: Equatable, Sendable {
        public var catalog: Int
        public var language: String
        public var filled: [Filled] = []
        /// Forms to fill that no match fitted (none at the minimum score, or none whose
        /// placeholders map).
        public var unmatched = 0
        /// Matches whose draft failed the checks, with why.
        public var rejected: [RejectedDraft] = []
        public var isSourceLanguage = false

        public var exact: Int { filled.count(where: { $0.score == 100 }) }
        public var fuzzy: Int { filled.count(where: { $0.score < 100 }) }
    }

    public let memory: TranslationMemory
    /// The lowest score a match needs, 1…100.
    public var minimumScore: Int
    /// Exact matches (100) are written `translated`: the same source was translated so by
    /// a person. Otherwise every match is written `needs_review`.
    public var trustsExact: Bool

    public init(memory: TranslationMemory, minimumScore: Int = 75, trustsExact: Bool = false) {
        self.memory = memory
        self.minimumScore = minimumScore
        self.trustsExact = trustsExact
    }

    /// The drafts for `catalogs` in `languages`: one report per catalog and language.
    public func draft(_ catalogs: [StringCatalog], languages: [String]) -> [Report] {
        var reports: [Report] = []
        for (index, catalog) in catalogs.enumerated() {
            for language in languages {
                var report = Report(catalog: index, language: language)
                guard language != catalog.sourceLanguage else {
                    report.isSourceLanguage = true
                    reports.append(report)
                    continue
                }
                let planner = DraftPlanner(language: language)
                let review = DraftReview(sourceLanguage: catalog.sourceLanguage, language: language)
                for entry in catalog.entries {
                    let plan = planner.plan(entry)
                    guard plan.skip == nil else { continue }
                    var found: [Filled] = []
                    for request in plan.requests {
                        if let filled = bestFit(request, sourceLanguage: catalog.sourceLanguage) { found.append(filled) } else { report.unmatched += 1 }
                    }
                    // Reviewed by state, so that a draft is checked as it will be written.
                    for state in [TranslationState.translated, .needsReview] {
                        let drafts = found.filter { $0.state == state }
                        guard !drafts.isEmpty else { continue }
                        let (accepted, rejected) = review.review(drafts.map(\.draft), of: entry, state: state)
                        report.filled += drafts.filter { accepted.contains($0.draft) }
                        report.rejected += rejected
                    }
                }
                reports.append(report)
            }
        }
        return reports
    }

    /// The best match for a form whose placeholders map to its source.
    func bestFit(_ request: DraftRequest, sourceLanguage: String) -> Filled? {
        let matches = memory.matches(for: request.sourceText, sourceLanguage: sourceLanguage, targetLanguage: request.language,
                                     minimumScore: minimumScore)
        for match in matches {
            guard let value = match.translation(for: request.sourceText), !value.isEmpty else { continue }
            let state: TranslationState = match.isExact && trustsExact ? .translated : .needsReview
            return Filled(draft: Draft(key: request.key, language: request.language, form: request.form, value: value),
                          state: state, score: match.score, origin: match.unit.origin)
        }
        return nil
    }
}
