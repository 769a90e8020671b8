import StringCatalogKit

/// A leaf that both sides of a three-way merge changed differently, where no rule decides:
/// the merged catalog holds ours there.
public struct MergeConflict: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// Both sides changed a value that the base had.
        case modifyModify = "modify/modify"
        /// Both sides added the same key, language, form or field with different values.
        case addAdd = "add/add"
        /// One side deleted what the other changed.
        case deleteModify = "delete/modify"
    }

    public enum Side: String, Sendable {
        case ours, theirs
    }

    /// The string's key; nil for the catalog's own fields (`sourceLanguage`).
    public var key: String?
    /// The language, for a conflict inside a localization.
    public var language: String?
    /// The form inside the localization (`plural.one`, `device.mac`,
    /// `substitutions.birds.plural.few`), nil for the localization's plain value.
    public var form: String?
    /// The field (`stringUnit.value`, `stringUnit.state`, `comment`); nil when the whole
    /// string, localization or form is the conflicting value.
    public var field: String?
    public var kind: Kind
    /// For delete/modify: the side that deleted.
    public var deletedBy: Side?

    public init(key: String?, language: String? = nil, form: String? = nil, field: String? = nil, kind: Kind, deletedBy: Side? = nil) {
        self.key = key
        self.language = language
        self.form = form
        self.field = field
        self.kind = kind
        self.deletedBy = deletedBy
    }

    /// `"Bird food" fr plural.one stringUnit.value: modify/modify (ours kept)`.
    public var description: String {
        var kindText = kind.rawValue
        if let deletedBy { kindText += ", deleted by \(deletedBy.rawValue)" }
        return place + ": " + kindText + " (ours kept)"
    }

    /// Where the conflict is: `"Bird food" fr plural.one stringUnit.value`.
    public var place: String {
        var parts = [key.map(JSONQuoting.quote) ?? "(catalog)"]
        if let language { parts.append(language) }
        if let form { parts.append(form) }
        if let field { parts.append(field) }
        return parts.joined(separator: " ")
    }

    /// A conflict at `path` inside the string `key` (JSON keys below the string's object).
    static func at(_ path: [String], key: String, kind: Kind, deletedBy: Side?) -> MergeConflict {
        guard path.count >= 2, path[0] == "localizations" else {
            return MergeConflict(key: key, field: path.isEmpty ? nil : path.joined(separator: "."), kind: kind, deletedBy: deletedBy)
        }
        // localizations.LANG[.variations.plural.one | .substitutions.NAME.variations.device.mac …][.stringUnit.value]
        var form: [String] = []
        var rest = Array(path.dropFirst(2))
        while let first = rest.first, first == "variations" || first == "substitutions" {
            if first == "variations", rest.count >= 3 {
                form += [rest[1], rest[2]]
                rest.removeFirst(3)
            } else if first == "substitutions", rest.count >= 2 {
                form += ["substitutions", rest[1]]
                rest.removeFirst(2)
            } else {
                break
            }
        }
        return MergeConflict(key: key, language: path[1], form: form.isEmpty ? nil : form.joined(separator: "."),
                             field: rest.isEmpty ? nil : rest.joined(separator: "."), kind: kind, deletedBy: deletedBy)
    }
}
