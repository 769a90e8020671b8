extension StringCatalog {
    /// Keys of the strings that differ between `old` and this catalog: added, removed or
    /// changed, this catalog's keys first. Keys are told apart by their scalars, as JSON and
    /// Xcode do, so an NFC and an NFD spelling of a key are two strings.
    public func keysChanged(since old: StringCatalog) -> [String] {
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
