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
