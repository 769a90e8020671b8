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
}

extension ExtractionResult {
    /// The occurrences grouped by table and key, in order of table name then key.
    public func localizableStrings() -> [LocalizableString] {
        var groups: [TableKey: [ExtractedString]] = [:]
        for string in strings {
            groups[TableKey(table: ScalarKey(string.tableName), key: ScalarKey(string.key)), default: []].append(string)
        }
        return groups.map { tableKey, occurrences in
            let comments = Set(occurrences.compactMap(\.comment).filter { !$0.isEmpty }).sorted()
            return LocalizableString(table: occurrences[0].table, key: tableKey.key.text,
                                     comment: comments.isEmpty ? nil : comments.joined(separator: "\n"),
                                     defaultValue: occurrences.lazy.compactMap(\.defaultValue).first,
                                     occurrences: occurrences)
        }
        .sorted { ($0.tableName, $0.key) < ($1.tableName, $1.key) }
    }
}

/// Keys told apart by their scalars, as catalogs tell them apart (see `ScalarKey`).
private struct TableKey: Hashable {
    var table: ScalarKey
    var key: ScalarKey
}
