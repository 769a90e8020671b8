import StringCatalogKit

/// One key of one table, with every place it is used: what a catalog's automatic string is
/// made from.
public struct LocalizableString: Hashable, Sendable {
    public var table: String?
    public var key: String
    /// The different comments of its occurrences, sorted and joined with a line break, as
    /// Xcode joins them; nil when no occurrence gives one.
    public var comment: String?
    /// The first default value among its occurrences.
    public var defaultValue: String?
    public var occurrences: [ExtractedString]

    public var tableName: String { table ?? "Localizable" }

    /// One key's occurrences (at least one, all of one table and key) as one string: the
    /// comment and default value are drawn from them.
    public init(occurrences: [ExtractedString]) {
        precondition(!occurrences.isEmpty, "a localizable string has at least one occurrence")
        let comments = Set(occurrences.compactMap(\.comment).filter { !$0.isEmpty }).sorted()
        self.table = occurrences[0].table
        self.key = occurrences[0].key
        self.comment = comments.isEmpty ? nil : comments.joined(separator: "\n")
        self.defaultValue = occurrences.lazy.compactMap(\.defaultValue).first
        self.occurrences = occurrences
    }

    /// `strings` grouped by table and key, in order of table name then key; each group's
    /// occurrences in the order given.
    public static func grouping(_ strings: [ExtractedString]) -> [LocalizableString] {
        var groups: [TableKey: [ExtractedString]] = [:]
        for string in strings {
            groups[TableKey(table: ScalarKey(string.tableName), key: ScalarKey(string.key)), default: []].append(string)
        }
        // Canonically equivalent keys compare equal as Strings: their bytes decide, so that
        // the order never depends on the dictionary's.
        return groups.values.map(LocalizableString.init(occurrences:)).sorted { a, b in
            if a.tableName != b.tableName { return a.tableName < b.tableName }
            if a.key != b.key { return a.key < b.key }
            return a.key.utf8.lexicographicallyPrecedes(b.key.utf8)
        }
    }
}

extension ExtractionResult {
    /// The occurrences grouped by table and key, in order of table name then key.
    public func localizableStrings() -> [LocalizableString] {
        LocalizableString.grouping(strings)
    }
}

/// Keys told apart by their scalars, as catalogs tell them apart (see `ScalarKey`).
private struct TableKey: Hashable {
    var table: ScalarKey
    var key: ScalarKey
}
