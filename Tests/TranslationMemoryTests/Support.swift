import StringCatalogKit
@testable import TranslationMemory

/// A unit from `Memory.xcstrings`, key = source.
func unit(_ source: String, _ target: String, from sourceLanguage: String = "en", to targetLanguage: String = "de",
          catalog: String = "Memory.xcstrings") -> TranslationUnit {
    TranslationUnit(sourceText: source, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage, targetText: target,
                    origin: UnitOrigin(catalogPath: catalog, key: source, form: .root))
}

/// The text of `ranges` (Unicode scalar offsets) of `text`.
func pieces(_ text: String, _ ranges: [Range<Int>]) -> [String] {
    let scalars = Array(text.unicodeScalars)
    return ranges.map { String(String.UnicodeScalarView(scalars[$0])) }
}

/// A value of one language in a catalog built by `catalog(_:)`.
enum PlantedValue {
    /// A plain value marked translated.
    case translated(String)
    /// A plain value in another state (`new`, `needs_review`).
    case state(String, String)
    /// Plural forms, each marked translated.
    case plural([String: String])
}

/// A catalog (source language English) of `strings`: key, then each language's value.
/// Keys are sorted so that the JSON reads as Xcode writes it.
func catalog(_ strings: [String: [String: PlantedValue]], sourceLanguage: String = "en") throws -> StringCatalog {
    func unit(_ state: String, _ value: String) -> String {
        "{ \"stringUnit\" : { \"state\" : \(JSONQuoting.quote(state)), \"value\" : \(JSONQuoting.quote(value)) } }"
    }
    let body = strings.keys.sorted().map { key in
        let languages = strings[key]!.keys.sorted().map { language -> String in
            let localization: String
            switch strings[key]![language]! {
            case .translated(let value): localization = unit("translated", value)
            case .state(let state, let value): localization = unit(state, value)
            case .plural(let forms):
                let inner = forms.keys.sorted().map { "\(JSONQuoting.quote($0)) : \(unit("translated", forms[$0]!))" }.joined(separator: ", ")
                localization = "{ \"variations\" : { \"plural\" : { \(inner) } } }"
            }
            return "\(JSONQuoting.quote(language)) : \(localization)"
        }.joined(separator: ", ")
        return "\(JSONQuoting.quote(key)) : { \"localizations\" : { \(languages) } }"
    }.joined(separator: ",\n")
    let json = "{ \"sourceLanguage\" : \(JSONQuoting.quote(sourceLanguage)), \"strings\" : { \(body) }, \"version\" : \"1.0\" }"
    return try CatalogReader.read(Array(json.utf8))
}
