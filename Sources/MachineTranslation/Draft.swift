import StringCatalogKit

/// A machine translation of one form of one string: a first draft that a person reviews.
///
/// Drafts come from a translation provider (Interchange's `MachineTranslationRun`), are
/// checked against the source (`DraftReview`) and fill only forms that have no value yet
/// (`CatalogEntry.fillDraft`), in a state that asks for review.
public struct Draft: Equatable, Hashable, Sendable {
    public var key: String
    public var language: String
    public var form: FormPath
    public var value: String

    public init(key: String, language: String, form: FormPath, value: String) {
        self.key = key
        self.language = language
        self.form = form
        self.value = value
    }

    /// The keys of `drafts`, each once (the drafts of a string come together).
    public static func keys(of drafts: [Draft]) -> [String] {
        drafts.reduce(into: [String]()) { keys, draft in
            if keys.last.map({ !$0.hasSameScalars(as: draft.key) }) ?? true { keys.append(draft.key) }
        }
    }
}

/// A draft that is not written, and why: the provider's own error, a placeholder, link or
/// markup lost or changed, text that is not what was asked for.
public struct RejectedDraft: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var key: String
    public var language: String
    public var form: FormPath
    public var reason: String

    public init(key: String, language: String, form: FormPath, reason: String) {
        self.key = key
        self.language = language
        self.form = form
        self.reason = reason
    }

    /// `de "%lld birds" plural.few: the placeholder %lld is missing [placeholders]`.
    public var description: String {
        "\(language) \(JSONQuoting.quote(key))" + (form.isRoot ? "" : " \(form)") + ": \(reason)"
    }
}

/// Which forms a machine translation may fill.
public struct DraftOptions: Equatable, Sendable {
    /// Also replace values nobody confirmed yet: `new` forms with text, `needs_review`, a
    /// machine translation. A `translated` value is never replaced: it is a person's work
    /// (mark it for review first to have it drafted again).
    public var replacesUnreviewed: Bool

    public init(replacesUnreviewed: Bool = false) {
        self.replacesUnreviewed = replacesUnreviewed
    }

    /// Whether a form holding `unit` (nil: none) is filled.
    public func fills(_ unit: StringUnit?) -> Bool {
        guard let unit, let value = unit.value, !value.isEmpty else { return true }
        return replacesUnreviewed && unit.state != .translated
    }
}

/// Why a string gets no draft in a language at all.
public enum DraftSkip: String, CaseIterable, Sendable, Comparable {
    /// Every form it needs has a value already.
    case hasEveryForm
    /// Marked "don't translate".
    case dontTranslate
    /// No longer in the code.
    case stale
    /// No source text to translate: a manual string whose key is an identifier and whose
    /// source value is empty.
    case noSourceText
    /// A plain translation where the source now varies: drafting the forms would put them
    /// beside a value the app no longer reads (vary the translation first, `p` or `v`).
    case plainTranslation

    /// For summaries: "3 with every form filled".
    public var summary: String {
        switch self {
        case .hasEveryForm: "with every form filled"
        case .dontTranslate: "don't translate"
        case .stale: "stale"
        case .noSourceText: "without source text"
        case .plainTranslation: "plain translation of a varied source"
        }
    }

    public static func < (a: DraftSkip, b: DraftSkip) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
