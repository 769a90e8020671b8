import StringCatalogKit

/// Which strings the table shows, by state (`f` cycles through these).
public enum StateFilter: CaseIterable, Equatable, Sendable {
    case all, needsWork, new, needsReview, translated, stale, doNotTranslate, withProblems
    /// Strings with unresolved merge conflicts, in a catalog git left unmerged (only there).
    case conflicts

    public var title: String {
        switch self {
        case .all: "all"
        case .needsWork: "needs work"
        case .new: "new"
        case .needsReview: "needs review"
        case .translated: "translated"
        case .stale: "stale"
        case .doNotTranslate: "don't translate"
        case .withProblems: "with problems"
        case .conflicts: "conflicts"
        }
    }

    func admits(_ badge: Badge, hasProblems: Bool, hasConflicts: Bool) -> Bool {
        switch self {
        case .all: true
        case .needsWork: badge == .new || badge == .needsReview
        case .new: badge == .new
        case .needsReview: badge == .needsReview
        case .translated: badge == .translated
        case .stale: badge == .stale
        case .doNotTranslate: badge == .doNotTranslate
        case .withProblems: hasProblems
        case .conflicts: hasConflicts
        }
    }
}

/// The table's sort column (`s` cycles, `S` reverses).
public enum SortColumn: CaseIterable, Equatable, Sendable {
    case key, source, translation, state, comment

    public var title: String {
        switch self {
        case .key: "key"
        case .source: "source"
        case .translation: "translation"
        case .state: "state"
        case .comment: "comment"
        }
    }
}

public struct SortOrder: Equatable, Sendable {
    public var column: SortColumn = .key
    public var descending = false

    public init(column: SortColumn = .key, descending: Bool = false) {
        self.column = column
        self.descending = descending
    }
}
