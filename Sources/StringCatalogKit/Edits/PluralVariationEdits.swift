/// Varying a string by plural ("1 bird", "2 birds") and back, with Xcode's semantics.
///
/// Each language gets the CLDR categories of its own rules (`PluralRules`): English one
/// and other, Ukrainian one, few, many and other, Arabic all six, Japanese other only,
/// French one, many and other. (CLDR 38 gave French, Spanish, Italian, Portuguese and
/// Catalan a `many` for a million and more; catalogs in the corpus, written before or
/// trimmed by hand, have one and other only, while a linter that matches Xcode's editor
/// lists `many` as shown by it, thatswiftguy/xcstrings-lint `src/core/cldr-plurals.ts`.
/// Adding it costs the translator one line, and the plural-forms check reports a missing
/// `many` of these languages as info only.) See `VariationReach` for which languages an
/// edit reaches and what made-up forms hold.
extension CatalogString {
    /// Varies the string by plural in `language`, or, when that is the source language, in
    /// every language of `languages` that has a localization of it (the source language
    /// always; its value is the key when it has none yet).
    ///
    /// In each language the value becomes the `other` form, state kept, and every other
    /// category of the language is added as a made-up form. A localization that varies by
    /// device varies each device form instead: a device form may vary by plural, but not
    /// the other way round. A language that already varies by plural only gets the
    /// categories it lacks. Substitutions and unknown fields stay where they are; a string
    /// set (App Shortcuts phrases) cannot vary and is left alone.
    /// - Returns: the languages that changed.
    @discardableResult
    mutating func varyByPlural(in language: String, sourceLanguage: String, languages: [String]) -> [String] {
        let keyUnit = self.keyUnit
        return editLocalizations(reach(of: language, sourceLanguage: sourceLanguage, languages: languages), creating: true) { code, localization in
            let isSource = code == sourceLanguage
            let categories = PluralRules.cardinal(for: code).categories
            if var devices = localization.variations?.device, !devices.isEmpty {
                for i in devices.elements.indices {
                    devices.elements[i].value.addPluralForms(categories, isSource: isSource, fallback: nil)
                }
                localization.variations?.device = devices
            } else {
                localization.addPluralForms(categories, isSource: isSource, fallback: isSource ? keyUnit : StringUnit(state: .new, value: ""))
            }
        }
    }

    /// Stops varying by plural in `language`: the form of `category` (or `other` where the
    /// language lacks it) becomes the plain value, its state kept; the other forms are
    /// removed. In the source language this is done in every language, each keeping the
    /// same category where it has it. Device forms that vary by plural stop varying each.
    /// - Returns: the languages that changed.
    @discardableResult
    mutating func removePluralVariation(in language: String, keeping category: PluralCategory, sourceLanguage: String) -> [String] {
        editLocalizations(removalReach(of: language, sourceLanguage: sourceLanguage), creating: false) { _, localization in
            if var devices = localization.variations?.device, !devices.isEmpty {
                for i in devices.elements.indices {
                    devices.elements[i].value.removePluralForms(keeping: category)
                }
                localization.variations?.device = devices
            } else {
                localization.removePluralForms(keeping: category)
            }
        }
    }
}

extension Localization {
    /// Whether the value (or some device form) varies by plural.
    public var variesByPlural: Bool {
        if variations?.plural?.isEmpty == false { return true }
        return variations?.device?.elements.contains { $0.value.variations?.plural?.isEmpty == false } ?? false
    }

    /// Makes this value (a localization or a device form) a set of plural forms with at
    /// least `categories`. The unit becomes `other`; `fallback` stands in when there is
    /// none (the key in the source language). Nothing changes without a value to vary.
    mutating func addPluralForms(_ categories: [PluralCategory], isSource: Bool, fallback: StringUnit?) {
        var variations = self.variations ?? Variations()
        var forms = variations.plural ?? KeyedList()
        if forms.isEmpty {
            guard let unit = stringUnit ?? fallback else { return }
            forms.set(PluralCategory.other.rawValue, Localization(stringUnit: unit))
            stringUnit = nil
        }
        let template = forms[PluralCategory.other.rawValue]?.stringUnit
            ?? forms.elements.lazy.compactMap(\.value.stringUnit).first
            ?? StringUnit(state: .new, value: "")
        for category in categories where forms[category.rawValue] == nil {
            forms.set(category.rawValue, Localization(stringUnit: template.madeUpForm(isSource: isSource)))
        }
        variations.plural = forms
        self.variations = variations
    }

    /// Makes the form of `category` (else `other`, else the first) the plain value.
    mutating func removePluralForms(keeping category: PluralCategory) {
        guard var variations, let forms = variations.plural, !forms.isEmpty else { return }
        let kept = forms[category.rawValue] ?? forms[PluralCategory.other.rawValue] ?? forms.elements[0].value
        variations.plural = nil
        // A plural form holds a unit; should it hold more (fields of a newer Xcode), they
        // move up with it rather than being lost.
        if let nested = kept.variations {
            variations.device = variations.device ?? nested.device
            variations.plural = nested.plural
            variations.extraFields += nested.extraFields
        }
        stringUnit = kept.stringUnit
        extraFields = Self.merged(extraFields, kept.extraFields)
        let isEmpty = variations.plural == nil && variations.device == nil && variations.extraFields.isEmpty
        self.variations = isEmpty ? nil : variations
    }

    /// `base` with the members of `added` whose keys it lacks.
    static func merged(_ base: [JSONMember], _ added: [JSONMember]) -> [JSONMember] {
        guard !added.isEmpty else { return base }
        let keys = Set(base.map(\.key))
        return base + added.filter { !keys.contains($0.key) }
    }
}
