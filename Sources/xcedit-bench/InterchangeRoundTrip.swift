import Interchange
import StringCatalog

/// The check behind the `compile` and `migrate` measurements: migrating the compiled files
/// of the generated catalog gives back every value and form it had.
enum InterchangeRoundTrip {
    /// nil when the round trip is exact, else what went wrong first.
    static func difference(original: StringCatalog, migrated: StringCatalog) -> String? {
        var migratedByKey: [String: Int] = [:]
        for (index, string) in migrated.strings.enumerated() { migratedByKey[string.key] = index }
        var withValues = 0
        for string in original.strings {
            let expected = FormValues.of(string)
            if expected.isEmpty { continue }
            withValues += 1
            guard let index = migratedByKey[string.key] else { return "\"\(string.key)\" did not come back" }
            let actual = FormValues.of(migrated.strings[index])
            if actual != expected {
                let location = Set(expected.keys).union(actual.keys).first { expected[$0] != actual[$0] }!
                return "\(location): \(expected[location] ?? "nil") came back as \(actual[location] ?? "nil")"
            }
        }
        return withValues == migrated.strings.count ? nil : "\(migrated.strings.count) strings came back for \(withValues)"
    }
}
