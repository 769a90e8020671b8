extension StringCatalog {
    /// Keys of the strings that differ between `old` and this catalog: added, removed or
    /// changed, this catalog's keys first. Keys are told apart by their scalars, as JSON and
    /// Xcode do, so an NFC and an NFD spelling of a key are two strings.
    public func keysChanged(since old: StringCatalog) -> [String] {
        // The same keys at the same places (no string added, removed or renamed: every save
        // of a translator's XLIFF, most saves of a catalog): string against string, without
        // hashing every key.
        if old.strings.count == strings.count {
            var keys: [String] = []
            var aligned = true
            for (string, before) in zip(strings, old.strings) {
                guard string.key.hasSameScalars(as: before.key) else { aligned = false; break }
                if string != before { keys.append(string.key) }
            }
            if aligned { return keys }
        }
        var oldByKey: [ScalarKey: CatalogString] = [:]
        for string in old.strings { oldByKey[ScalarKey(string.key)] = string }
        var keys: [String] = []
        var seen = Set<ScalarKey>()
        for string in strings {
            let key = ScalarKey(string.key)
            seen.insert(key)
            if oldByKey[key] != string { keys.append(string.key) }
        }
        for string in old.strings where !seen.contains(ScalarKey(string.key)) { keys.append(string.key) }
        return keys
    }
}
