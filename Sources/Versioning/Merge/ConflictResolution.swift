import StringCatalogKit

/// Resolving a merge's conflicts one by one (the editor's Conflicts view): the value each
/// version has at a conflict, and the merged catalog with one version's value put there.
extension MergeConflict {
    /// The JSON keys from the string's object to the conflicting value; empty for the whole
    /// string. (The parts `key`, `language`, `form` and `field` spell it out.)
    public var path: [String] {
        var path: [String] = []
        if let language { path += ["localizations", language] }
        var parts = (form?.split(separator: ".").map(String.init) ?? [])[...]
        while let first = parts.popFirst() {
            guard let second = parts.popFirst() else { break }
            path += first == "substitutions" ? ["substitutions", second] : ["variations", first, second]
        }
        if let field { path += field.split(separator: ".").map(String.init) }
        return path
    }
}

extension CatalogMerge {
    /// The value `catalog` has at `conflict` (the string's JSON, or a part of it); nil where
    /// it has none (deleted, or never added).
    public static func value(at conflict: MergeConflict, in catalog: StringCatalog) -> JSONValue? {
        guard let key = conflict.key else {
            return conflict.field == "sourceLanguage" ? .string(catalog.sourceLanguage) : nil
        }
        return value(at: conflict, in: Index(catalog)[key])
    }

    /// The value `string` (the conflict's string in some version, nil where that version
    /// has none) has at `conflict`: for one string, without indexing a whole catalog.
    public static func value(at conflict: MergeConflict, in string: CatalogString?) -> JSONValue? {
        value(at: conflict.path, in: string)
    }

    /// The value `string` has at `path` (JSON keys below the string's object).
    public static func value(at path: [String], in string: CatalogString?) -> JSONValue? {
        guard let string else { return nil }
        var value: JSONValue? = StringJSON.object(string)
        for name in path { value = value?.member(name) }
        return value
    }

    /// `merged` with `source`'s value at `conflict` (removed there when `source` has none);
    /// nil when the result would not be a valid string of a catalog.
    public static func resolve(_ conflict: MergeConflict, in merged: StringCatalog, takingFrom source: StringCatalog) -> StringCatalog? {
        var resolved = merged
        guard let key = conflict.key else {
            if conflict.field == "sourceLanguage" { resolved.sourceLanguage = source.sourceLanguage }
            return resolved
        }
        let taken = value(at: conflict, in: source)
        let current = Index(merged)[key].map(StringJSON.object) ?? .object([])
        guard let object = replacing(conflict.path[...], in: current, with: taken) else {
            _ = resolved.removeString(key)
            return resolved
        }
        guard let string = StringJSON.string(key: key, object: object, sourceLanguage: merged.sourceLanguage) else { return nil }
        resolved.insert(string)
        return resolved
    }

    /// `value` with the member at `path` set to `replacement` (removed when nil); objects on
    /// the way are made as needed. Nil when nothing is left of a whole-string replacement.
    static func replacing(_ path: ArraySlice<String>, in value: JSONValue?, with replacement: JSONValue?) -> JSONValue? {
        guard let name = path.first else { return replacement }
        var members: [JSONMember] = []
        if case .object(let existing)? = value { members = existing }
        let child = replacing(path.dropFirst(), in: members.first { $0.key == name }?.value, with: replacement)
        if let index = members.firstIndex(where: { $0.key == name }) {
            if let child { members[index].value = child } else { members.remove(at: index) }
        } else if let child {
            members.append(JSONMember(name, child))
        }
        return .object(members)
    }
}
