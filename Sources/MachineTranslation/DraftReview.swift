import StringCatalogKit

/// The checks a draft must pass before it is written: a machine translation that loses or
/// changes a placeholder, a link or grammar-agreement markup, or breaks Markdown, would ship
/// a broken string with nobody the wiser.
///
/// The drafts of a string are written into a copy of it together (a substitution's forms
/// and the value naming it are checked with each other), and every problem the standard
/// checks find there that the string did not have before, at a drafted form, rejects that
/// draft: errors of any check, and the warnings of the link, Markdown and grammar-agreement
/// checks. The rest are checked again without the rejected ones, until none is left to reject.
public struct DraftReview {
    private let checker = CatalogChecker()
    public let language: String
    /// Made once for every string of the language: it keeps the language's plural rules.
    private let context: CheckContext

    /// The warnings that reject a draft: a person may choose to localize a link or drop a
    /// style, a machine may not.
    static let rejectedWarnings: Set<String> = ["links", "markdown", "inflection-markup", "inflection"]

    /// A review of drafts in `language` of strings of a catalog whose source is `sourceLanguage`.
    public init(sourceLanguage: String, language: String) {
        self.language = language
        context = CheckContext(for: StringCatalog(sourceLanguage: sourceLanguage), languages: [language])
    }

    /// `drafts` (of `entry`'s string, in the review's language) split into those that may be
    /// written and those that may not, with the problems found.
    public func review(_ drafts: [Draft], of entry: CatalogEntry, state: TranslationState,
                       options: DraftOptions = DraftOptions()) -> (accepted: [Draft], rejected: [RejectedDraft]) {
        let language = self.language
        func problems(_ string: CatalogString) -> [Problem] {
            checker.problems(in: string, context: context).filter { $0.location.language == language }
        }
        guard !drafts.isEmpty else { return ([], []) }
        let before = Set(problems(entry.string))
        var kept = drafts, rejected: [RejectedDraft] = []
        while !kept.isEmpty {
            var candidate = entry
            for draft in kept { candidate.fillDraft(draft, state: state, options: options) }
            let found = problems(candidate.string).filter { !before.contains($0) && Self.rejects($0) }
            let failing = kept.filter { draft in found.contains { $0.location.form == draft.form } }
            guard !failing.isEmpty else { break }
            for draft in failing {
                let reasons = found.filter { $0.location.form == draft.form }.map { "\($0.message) [\($0.checkID)]" }
                rejected.append(RejectedDraft(key: draft.key, language: language, form: draft.form, reason: reasons.joined(separator: "; ")))
            }
            kept.removeAll { failing.contains($0) }
        }
        return (kept, rejected)
    }

    static func rejects(_ problem: Problem) -> Bool {
        problem.severity == .error || (problem.severity == .warning && rejectedWarnings.contains(problem.checkID))
    }
}
