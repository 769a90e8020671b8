/// A String Catalog (`.xcstrings`): the source language, the strings, the format version.
///
/// `strings` is kept in Xcode's key order (see `KeyCollation`), the order the writer emits.
/// Fields the model does not know, at every level, are kept in `extraFields` and written back
/// in their collated place, so that a catalog from a newer Xcode loses nothing.
public struct StringCatalog: Equatable, Sendable {
    public var sourceLanguage: String
    public var strings: [CatalogString]
    /// Kept verbatim ("1.0" … "1.3" are known); absent only in catalogs not written by Xcode.
    public var version: String?
    public var extraFields: [JSONMember]

    public init(sourceLanguage: String, strings: [CatalogString] = [], version: String? = "1.0", extraFields: [JSONMember] = []) {
        self.sourceLanguage = sourceLanguage
        self.strings = strings
        self.version = version
        self.extraFields = extraFields
    }

    /// The position of the string with `key`, if the catalog has it.
    public func index(ofKey key: String) -> Int? {
        let i = KeyCollation.insertionIndex(of: key, count: strings.count) { strings[$0].key }
        if i < strings.count && strings[i].key == key { return i }
        // Catalogs from other tools may not be in Xcode's order: fall back to a scan.
        return strings.firstIndex { $0.key == key }
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

    /// Every language that has a localization in at least one string, source language first,
    /// the rest in Xcode's key order.
    public var languages: [String] {
        var seen: Set<String> = [sourceLanguage]
        var others: [String] = []
        for string in strings {
            for element in string.localizations?.elements ?? [] where seen.insert(element.key).inserted {
                others.append(element.key)
            }
        }
        return [sourceLanguage] + others.sorted(by: KeyCollation.areInIncreasingOrder)
    }
}
