import StringCatalogKit

/// Catalogs built for the tests from their JSON text.
enum CatalogFixtures {
    static func catalog(_ json: String) throws -> StringCatalog {
        try CatalogReader.read(Array(json.utf8))
    }

    /// A catalog of `strings`, each a key and the JSON of its entry.
    static func catalog(sourceLanguage: String = "en", _ strings: [(String, String)]) throws -> StringCatalog {
        let members = strings.map { key, entry in "    \(jsonString(key)) : \(entry)" }.joined(separator: ",\n")
        return try catalog("""
        {
          "sourceLanguage" : "\(sourceLanguage)",
          "strings" : {
        \(members)
          },
          "version" : "1.1"
        }
        """)
    }

    /// A manual string whose English value is `value`.
    static func manual(_ value: String, comment: String? = nil) -> String {
        let commentMember = comment.map { "\"comment\" : \(jsonString($0)), " } ?? ""
        return """
        { \(commentMember)"extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : \(jsonString(value)) } } } }
        """
    }

    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
