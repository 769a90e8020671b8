import StringCatalogKit

/// The translation units a catalog gives a memory.
extension StringCatalog {
    /// Every form of every language but the source that a person translated, paired with
    /// the source text it translates; `languages` (when given) limits the target languages.
    ///
    /// What counts:
    /// - Only `translated` values. A `needs_review` value is either a draft nobody confirmed
    ///   (a machine translation, an earlier memory match) or a translation whose source
    ///   changed since: offering it again would spread an unchecked or outdated pairing.
    ///   `new` and `machine_translated` values are left out for the same reason.
    /// - Empty values are left out: they translate nothing.
    /// - Stale strings count: the code no longer uses them, but their translations are still
    ///   a person's work on that source text, which is what a memory keeps (as PO tools keep
    ///   obsolete entries for matching).
    /// - Strings marked "don't translate" are left out: they have no translation.
    ///
    /// A form is paired with the source's same form, else its closest (`SourceValues`: the
    /// `other` plural form, the `other` device form, the plain value): a Russian `few` form
    /// translates the English `other`. A form whose source is only the key of a manually
    /// added or migrated string (often an identifier) or a substitution form the source lacks is left out.
    ///
    /// `includingStale: false` leaves stale strings out, for what checks the strings the app
    /// still shows (`ConsistencyIndex`).
    public func translationUnits(catalogPath: String, languages: Set<String>? = nil, includingStale: Bool = true) -> [TranslationUnit] {
        var units: [TranslationUnit] = []
        for string in strings where string.isTranslatable && (includingStale || !string.isStale) {
            var sources: SourceValues?
            for element in string.localizations?.elements ?? [] where element.key != sourceLanguage {
                let language = element.key
                if let languages, !languages.contains(language) { continue }
                element.value.forEachStringUnit { unit, form in
                    guard unit.state == .translated, let value = unit.value, !value.isEmpty else { return }
                    let values = sources ?? SourceValues(string, sourceLanguage: sourceLanguage)
                    sources = values
                    let source = values.value(for: form)
                    guard TranslationUnit.pairs(with: source, extractionState: string.extractionState) else { return }
                    units.append(TranslationUnit(sourceText: source.text, sourceLanguage: sourceLanguage, targetLanguage: language,
                                                 targetText: value, origin: UnitOrigin(catalogPath: catalogPath, key: string.key, form: form)))
                }
            }
        }
        return units
    }
}

extension TranslationUnit {
    /// Whether a translated form is paired with `source` (`SourceValues.value(for:)`) as
    /// a unit: not a substitution form the source lacks, not the key of a manually added or
    /// migrated string (often an identifier; the key is the source text of a string
    /// extracted from code, also once it went stale), not an empty text.
    public static func pairs(with source: SourceValue, extractionState: ExtractionState?) -> Bool {
        switch source.origin {
        case .argumentPlaceholder: return false
        case .key where !(extractionState == nil || extractionState == .stale): return false
        default: return !source.text.isEmpty
        }
    }
}
