import StringCatalogKit

/// The catalogs `stats` is measured on: of about the same size, each stressing the reader,
/// the statistics and the checks their own way, since a ratio to Python that holds for one
/// shape may not hold for another.
package enum CatalogShape: String, CaseIterable {
    /// The benchmark's own catalog: `strings` × `languages`, plain and plural strings.
    case standard
    /// Besides those, a fifth of the strings vary by device or have substitutions.
    case varied
    /// Two and a half times the strings in eight languages: short and long values, escapes,
    /// and many device, plural and substitution strings.
    case manyStrings = "many-strings"

    package func catalog(seed: UInt64, strings: Int, languages: Int) -> StringCatalog {
        switch self {
        case .standard:
            var generator = CatalogGenerator(seed: seed)
            return generator.catalog(strings: strings, languages: languages)
        case .varied:
            // Its device and substitution forms make each string larger: fewer strings
            // keep the file near the standard one's size.
            return CatalogGenerator.varied(seed: seed, strings: strings / 2, languages: languages)
        case .manyStrings:
            return CatalogGenerator.manyStrings(seed: seed, strings: strings * languages / 16)
        }
    }
}
