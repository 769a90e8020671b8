import StringCatalogKit

/// The copy of a catalog that Xcode puts under an `.xcloc`'s `Source Contents/`: every
/// string with its comment, extraction state, don't-translate flag and other string-level
/// fields, but only the source language's localization (the developer's own text), so that
/// a translator sees the source without the other languages' work.
public enum SourceContents {
    public static func reduced(_ catalog: StringCatalog) -> StringCatalog {
        var copy = catalog
        let source = catalog.sourceLanguage
        for i in copy.strings.indices {
            copy.modifyString(at: i) { string in
                guard let count = string.localizations?.count else { return }
                if let own = string.localization(for: source) {
                    if count > 1 { string.localizations = KeyedList([(source, own)]) }
                } else {
                    string.localizations = nil
                }
            }
        }
        return copy
    }
}
