import StringCatalog

/// What compiling a catalog keeps and migrating the result gives back: every value by key,
/// language and form (`plural.one`, `device.mac`, `substitutions.birds.plural.one`), without
/// states, comments or extraction states.
public enum FormValues {
    public struct Location: Hashable, Sendable, CustomStringConvertible {
        public var key: String
        public var language: String
        public var form: FormPath

        public var description: String { "\"\(key)\" \(language) \(form)" }
    }

    public static func of(_ catalog: StringCatalog) -> [Location: String] {
        var values: [Location: String] = [:]
        for string in catalog.strings { add(string, to: &values) }
        return values
    }

    /// The values of one string (what a comparison of two large catalogs can go through
    /// string by string).
    public static func of(_ string: CatalogString) -> [Location: String] {
        var values: [Location: String] = [:]
        add(string, to: &values)
        return values
    }

    private static func add(_ string: CatalogString, to values: inout [Location: String]) {
        for element in string.localizations?.elements ?? [] {
            element.value.forEachStringUnit { unit, path in
                if let value = unit.value { values[Location(key: string.key, language: element.key, form: path)] = value }
            }
        }
    }
}
