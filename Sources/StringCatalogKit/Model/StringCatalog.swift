/// A String Catalog (`.xcstrings`): the source language, the strings, the format version.
///
/// `strings` is kept in Xcode's key order (see `KeyCollation`), the order the writer emits.
/// Fields the model does not know, at every level, are kept in `extraFields` and written back
/// in their collated place, so that a catalog from a newer Xcode loses nothing.
public struct StringCatalog: Equatable, Sendable {
    public var sourceLanguage: String
    /// Read here; changed through `insert`, `modifyString`, `removeString`, `replaceString` and
    /// `renameString`, which keep the order and the keys unique.
    public package(set) var strings: [CatalogString]
    /// Kept verbatim ("1.0" … "1.3" are known); absent only in catalogs not written by Xcode.
    public var version: String?
    public var extraFields: [JSONMember]

    public init(sourceLanguage: String, strings: [CatalogString] = [], version: String? = "1.0", extraFields: [JSONMember] = []) {
        self.sourceLanguage = sourceLanguage
        self.strings = strings
        self.version = version
        self.extraFields = extraFields
    }

    /// The position of the string with `key`, if the catalog has it. Keys that differ only
    /// in Unicode normalisation are different strings (see `ScalarKey`).
    public func index(ofKey key: String) -> Int? {
        let i = KeyCollation.insertionIndex(of: key, count: strings.count) { strings[$0].key }
        if i < strings.count && strings[i].key.hasSameScalars(as: key) { return i }
        // Catalogs from other tools may not be in Xcode's order, and canonically equivalent
        // keys collate alike: fall back to a scan.
        return strings.firstIndex { $0.key.hasSameScalars(as: key) }
    }

    /// Inserts a string at its collated position, or replaces the one with the same key.
    public mutating func insert(_ string: CatalogString) {
        if let i = index(ofKey: string.key) {
            strings[i] = string
        } else {
            let at = KeyCollation.insertionIndex(of: string.key, count: strings.count) { strings[$0].key }
            strings.insert(string, at: at)
        }
    }

    /// Changes the string at `index` in place. Its key cannot change here (`renameString`
    /// moves a string to its new place); a body that changes it stops the program.
    @discardableResult
    public mutating func modifyString<R>(at index: Int, _ body: (inout CatalogString) throws -> R) rethrows -> R {
        let key = strings[index].key
        defer { precondition(strings[index].key.hasSameScalars(as: key), "modifyString changed the key “\(key)”: use renameString") }
        return try body(&strings[index])
    }

    /// Changes the string with `key` in place (see `modifyString(at:_:)`); nil when the
    /// catalog has no such string.
    @discardableResult
    public mutating func modifyString<R>(key: String, _ body: (inout CatalogString) throws -> R) rethrows -> R? {
        guard let index = index(ofKey: key) else { return nil }
        return try modifyString(at: index, body)
    }

    /// Every language that has a localization in at least one string, source language first,
    /// the rest in Xcode's key order.
    public var languages: [String] {
        var seen: Set<String> = [sourceLanguage]
        var others: [String] = []
        // Strings mostly list the languages of the string before them: a string whose list
        // is a stretch of the previous one (compared in place, without hashing) brings
        // nothing new. Hashing every key of every string was most of this getter's time.
        var previous: [KeyedList<Localization>.Element] = []
        for string in strings {
            guard let elements = string.localizations?.elements, !elements.isEmpty else { continue }
            if Self.isStretch(elements, of: previous) { continue }
            for element in elements where seen.insert(element.key).inserted {
                others.append(element.key)
            }
            previous = elements
        }
        return [sourceLanguage] + others.sorted(by: KeyCollation.areInIncreasingOrder)
    }

    /// Whether every key of `elements` is among `previous`'s keys, in the same order.
    private static func isStretch(_ elements: [KeyedList<Localization>.Element], of previous: [KeyedList<Localization>.Element]) -> Bool {
        guard elements.count <= previous.count else { return false }
        var next = 0
        for element in elements {
            while next < previous.count && previous[next].key != element.key { next += 1 }
            if next == previous.count { return false }
            next += 1
        }
        return true
    }
}
