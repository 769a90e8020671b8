import StringCatalogKit

/// Derived data that is expensive to rebuild on every keystroke: search text, sort orders
/// and the problems the "with problems" filter found. Everything here can be recomputed
/// from the documents; edits forget what they touch. A value: each copy of the editor's
/// state has its own.
struct EditorCache: Sendable {
    struct OrderKey: Hashable {
        var document: Int
        var language: String
        var column: SortColumn
    }

    struct ProblemKey: Hashable {
        var document: Int
        var language: String
        var string: Int
    }

    var orders: [OrderKey: [Int]] = [:]
    var searchIndexes: [Int: SearchIndex] = [:]
    var problems: [ProblemKey: [Problem]] = [:]
    /// By document, how code refers to each manual string's generated symbol (by key), with
    /// the collision numbers only the whole catalog decides (`title2`).
    var symbolReferences: [Int: [String: String]] = [:]

    /// Everything derived from a document whose strings were added or removed (positions
    /// moved).
    mutating func forget(document: Int) {
        orders = orders.filter { $0.key.document != document }
        searchIndexes[document] = nil
        problems = problems.filter { $0.key.document != document }
        symbolReferences[document] = nil
    }

    /// What derives from the strings at `indices` after their contents changed in place:
    /// their problems and search text; sort orders other than by key.
    mutating func forget(strings indices: [Int], document: Int, documents: [Document]) {
        let touched = Set(indices)
        orders = orders.filter { $0.key.document != document || $0.key.column == .key }
        problems = problems.filter { $0.key.document != document || !touched.contains($0.key.string) }
        // A changed string may now make, or no longer make, a name another one makes.
        symbolReferences[document] = nil
        searchIndexes[document]?.update(indices, of: documents[document])
    }

    /// The search text of the document at `index`, with the values in `language` folded too
    /// (what idle slices have not folded yet is folded now, and kept).
    mutating func searchIndex(of document: Document, at index: Int, language: String?) -> SearchIndex {
        var search = searchIndexes[index] ?? SearchIndex()
        searchIndexes[index] = nil  // keeps the arrays uniquely referenced while they grow
        search.foldMore(of: document, language: language, limit: .max)
        searchIndexes[index] = search
        return search
    }

    /// True when a filter on the document at `index` in `language` would find its search
    /// text ready.
    func isSearchIndexComplete(of document: Document, at index: Int, language: String?) -> Bool {
        searchIndexes[index]?.isComplete(for: document, language: language) ?? document.catalog.strings.isEmpty
    }

    /// One slice of idle work: folds the next strings of the search text for `language`,
    /// dropping what other languages had (see `SearchIndex.keepTranslations`).
    mutating func foldSearchSlice(of document: Document, at index: Int, language: String?) {
        var search = searchIndexes[index] ?? SearchIndex()
        searchIndexes[index] = nil
        search.keepTranslations(of: language)
        search.foldMore(of: document, language: language, limit: SearchIndex.sliceSize)
        searchIndexes[index] = search
    }

    /// All strings of the document at `index` in the order of `sort`.
    mutating func sortedOrder(of document: Document, at index: Int, language: String, sort: SortOrder) -> [Int] {
        let key = OrderKey(document: index, language: sort.column == .key || sort.column == .source || sort.column == .comment ? "" : language, column: sort.column)
        let ascending: [Int]
        if let cached = orders[key] {
            ascending = cached
        } else {
            ascending = Self.order(document, language: language, column: sort.column)
            orders[key] = ascending
        }
        return sort.descending ? ascending.reversed() : ascending
    }

    static func order(_ document: Document, language: String, column: SortColumn) -> [Int] {
        let entries = document.catalog.entries
        let source = document.sourceLanguage
        let indices = Array(entries.indices)
        switch column {
        case .key:
            // The catalog is kept in Xcode's key order.
            return indices
        case .source, .translation, .comment:
            let keys: [[UInt8]] = entries.map { entry in
                let text: String?
                switch column {
                case .source: text = entry.displayValue(in: source)
                case .translation: text = entry.displayValue(in: language)
                default: text = entry.string.comment
                }
                // Strings without a value sort last; ties keep key order (a stable sort).
                return text.map(SearchIndex.fold) ?? [0xFF, 0xFF]
            }
            return indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) || (keys[$0] == keys[$1] && $0 < $1) }
        case .state:
            let ranks = entries.map { $0.badge(in: language).sortRank }
            return indices.sorted { ranks[$0] < ranks[$1] || (ranks[$0] == ranks[$1] && $0 < $1) }
        }
    }
}
