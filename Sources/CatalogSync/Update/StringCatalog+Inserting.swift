import StringCatalogKit

extension StringCatalog {
    /// The catalog with `strings` (keys it does not have) added at their collated places, in
    /// one merge rather than one insertion each: a sync may add thousands of keys.
    func inserting(_ strings: [CatalogString]) -> StringCatalog {
        let added = strings.sorted { KeyCollation.areInIncreasingOrder($0.key, $1.key) }
        var merged: [CatalogString] = []
        merged.reserveCapacity(self.strings.count + added.count)
        if KeyCollation.isSorted(self.strings.map(\.key)) {
            var next = added.startIndex
            for string in self.strings {
                while next < added.endIndex, KeyCollation.areInIncreasingOrder(added[next].key, string.key) {
                    merged.append(added[next])
                    next += 1
                }
                merged.append(string)
            }
            merged += added[next...]
        } else {
            // A catalog another tool wrote out of order: the writer sorts it anyway.
            merged = self.strings + added
        }
        return StringCatalog(sourceLanguage: sourceLanguage, strings: merged, version: version, extraFields: extraFields)
    }
}
