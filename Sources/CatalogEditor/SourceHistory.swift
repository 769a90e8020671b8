import StringCatalogKit

/// What the inspector asks of a catalog's git history for the selected string in the
/// selected language: what the source text was when the translation got the values it has
/// now. The current values are part of the question, so that an edit asks again (and an
/// uncommitted translation finds no commit: nothing to show).
public struct SourceHistoryQuestion: Hashable, Sendable {
    public let path: String
    public let key: String
    public let sourceLanguage: String
    public let language: String
    /// The source text now, as the inspector shows it (the key where the source has no value).
    public let source: String
    /// Every value of the translation now, form by form (see `values(of:)`).
    public let translation: [String]

    public init(path: String, key: String, sourceLanguage: String, language: String, source: String, translation: [String]) {
        self.path = path
        self.key = key
        self.sourceLanguage = sourceLanguage
        self.language = language
        self.source = source
        self.translation = translation
    }

    /// The values of every form of `localization`, in the file's order: what "the
    /// translation's values" are, states left out (marking it reviewed changes no value).
    public static func values(of localization: Localization?) -> [String] {
        var values: [String] = []
        localization?.forEachStringUnit { unit, _ in values.append(unit.value ?? "") }
        return values
    }

    /// The source text of the string with `key` in `catalog`, as the inspector shows it.
    public static func source(ofKey key: String, in catalog: StringCatalog) -> String? {
        catalog.index(ofKey: key).map { catalog.entry(at: $0).displayValue(in: catalog.sourceLanguage) ?? key }
    }
}

/// What the history says.
public enum SourceHistoryFinding: Equatable, Sendable {
    /// The source read `then` at the commit where the translation got its values
    /// (`commit`, abbreviated, of `date`), and reads otherwise now.
    case changed(then: String, commit: String, date: String)
    /// The source is what it was when the translation got its values.
    case unchanged
    /// The history cannot tell: no repository, the file or the translation not committed.
    case unknown
}

/// The findings so far, and the questions the run loop is looking up.
struct SourceHistoryCache: Sendable {
    private(set) var findings: [SourceHistoryQuestion: SourceHistoryFinding] = [:]
    private(set) var asked: Set<SourceHistoryQuestion> = []

    /// A session's worth of strings looked at; past it, starting again costs a lookup per
    /// string, which is cheaper than keeping findings for ever.
    static let limit = 2_000

    func isKnownOrAsked(_ question: SourceHistoryQuestion) -> Bool {
        findings[question] != nil || asked.contains(question)
    }

    mutating func ask(_ question: SourceHistoryQuestion) {
        asked.insert(question)
    }

    mutating func record(_ finding: SourceHistoryFinding, for question: SourceHistoryQuestion) {
        asked.remove(question)
        if findings.count >= Self.limit { findings = [:] }
        findings[question] = finding
    }
}
