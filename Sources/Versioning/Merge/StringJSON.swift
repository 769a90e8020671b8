import StringCatalogKit

/// One string of a catalog as the JSON object the file holds for it, and back: the merge
/// works on that object where both sides changed a string, so that every field, known to the
/// model or not, merges by the same rules. Only the strings both sides changed go this way.
enum StringJSON {
    /// The object written for `string` (its localizations, comment, states, unknown fields).
    static func object(_ string: CatalogString) -> JSONValue {
        let bytes = CatalogWriter.bytes(StringCatalog(sourceLanguage: "", strings: [string], version: nil))
        let root = try? CatalogReader.readJSON(bytes)
        guard case .object(let strings)? = root?.member("strings"), let entry = strings.first else {
            preconditionFailure("the writer's output of one string is always readable")
        }
        return entry.value
    }

    /// The string whose object is `object`; nil when the object is not a valid string of a
    /// catalog (a combination the format cannot hold).
    static func string(key: String, object: JSONValue, sourceLanguage: String) -> CatalogString? {
        let document = JSONValue.object([
            JSONMember("sourceLanguage", .string(sourceLanguage)),
            JSONMember("strings", .object([JSONMember(key, object)])),
            JSONMember("version", .string("1.0")),
        ])
        return (try? CatalogReader.read(CatalogWriter.bytes(document)))?.strings.first
    }
}
