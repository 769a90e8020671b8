import StringCatalogKit
import TranslationMemory

/// The translation units a TMX file gives a memory: each `<tu>`'s source variant (the
/// header's `srclang`) paired with each of its other variants. With `srclang="*all*"` the
/// source is the variant in the source language given (`en` unless said otherwise). Language
/// codes are made into a catalog's (`MemoryLanguageCode`); empty texts give nothing. TMX has
/// no review state: everything in it is taken as translated, as the format intends.
enum TMXMemoryUnits {
    static func units(_ document: TMXDocument, path: String, sourceLanguage defaultSource: String) -> [TranslationUnit] {
        let declared = document.sourceLanguage == "*all*" ? defaultSource : document.sourceLanguage
        guard let source = MemoryLanguageCode.normalized(declared) else { return [] }
        var units: [TranslationUnit] = []
        for unit in document.units {
            let variants = unit.variants.compactMap { variant in MemoryLanguageCode.normalized(variant.language).map { ($0, variant.text) } }
            guard let sourceText = variants.first(where: { $0.0 == source })?.1, !sourceText.isEmpty else { continue }
            let key = unit.id ?? "line \(unit.line)"
            for (language, text) in variants where language != source && !text.isEmpty {
                units.append(TranslationUnit(sourceText: sourceText, sourceLanguage: source, targetLanguage: language, targetText: text,
                                             origin: UnitOrigin(catalogPath: path, key: key, form: .root)))
            }
        }
        return units
    }
}
