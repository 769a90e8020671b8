/// What the variation edits share: which languages a change reaches, and what the forms it
/// makes up hold.
///
/// Xcode's semantics (`product.md`): a variation made in the source language is made in
/// every language, each with its own plural categories; one made in a translation stays
/// in that translation. A language without a localization of the string gets none: an
/// untranslated string is already "new" there, and empty forms would only add noise.
///
/// Forms the edit makes up are `new`, so they count as work to do. Their value follows
/// what Xcode writes:
/// - in the source language, the value the string had (the key when it had none): the
///   CotEditor catalog `CotEditor/Localizables/Settings/SyntaxEditor.xcstrings`, key
///   `%lld items`, has an English `other` form that is the key with state `new`, next to
///   a `one` form the developer then edited;
/// - in a translation, empty: Xcode leaves the forms it adds to the translator
///   (mac-mouse-fix `Localization/Localizable.xcstrings`, key
///   `capture-toast.buttons.captured.hint`: the French forms `one` and `other` of its
///   substitution, state `new`, value ""; Russian gets `one`, `few`, `many`, `other`
///   alike). Copying the translation into every form would hide wrong grammar behind
///   text that looks finished, and an empty `new` form is what progress and the checks
///   already treat as work to do.
/// The value a language had always survives, with its state, in the `other` form.
extension CatalogString {
    /// The languages an edit made in `language` reaches: every language of `languages`
    /// that has a localization of this string, and the source language, when `language`
    /// is the source language; otherwise `language` alone.
    func reach(of language: String, sourceLanguage: String, languages: [String]) -> [String] {
        guard language == sourceLanguage else { return [language] }
        var result = [sourceLanguage]
        for code in languages where code != sourceLanguage && !result.contains(code) && localizations?[code] != nil {
            result.append(code)
        }
        return result
    }

    /// The languages a removal made in `language` reaches: every localization of the
    /// string for the source language, otherwise `language` alone.
    func removalReach(of language: String, sourceLanguage: String) -> [String] {
        guard language == sourceLanguage else { return [language] }
        return localizations?.keys ?? []
    }

    /// The source value a new source form starts from when the source language has no
    /// unit: the key, which is what the app shows for a string extracted from code.
    var keyUnit: StringUnit {
        StringUnit(state: .new, value: key)
    }
}

extension StringUnit {
    /// A form made up next to this one: the same text in the source language, empty in a
    /// translation; `new` either way.
    func madeUpForm(isSource: Bool) -> StringUnit {
        StringUnit(state: .new, value: isSource ? (value ?? "") : "")
    }
}

extension Localization {
    /// A form made up next to this one, of the same shape (a plural form set stays one,
    /// with the same categories), every unit as `madeUpForm`. Unknown fields stay with the
    /// original: they describe it, not the copy.
    func madeUpCopy(isSource: Bool) -> Localization {
        var copy = Localization(stringUnit: stringUnit?.madeUpForm(isSource: isSource))
        if let variations {
            var forms = Variations()
            if let plural = variations.plural {
                forms.plural = KeyedList(plural.elements.map { ($0.key, $0.value.madeUpCopy(isSource: isSource)) })
            }
            if let device = variations.device {
                forms.device = KeyedList(device.elements.map { ($0.key, $0.value.madeUpCopy(isSource: isSource)) })
            }
            copy.variations = forms
        }
        return copy.compacted()
    }

    /// The same localization built afresh, so that one left with no variations,
    /// substitutions, string set or unknown fields is plain again (and costs no box).
    func compacted() -> Localization {
        Localization(stringUnit: stringUnit, stringSet: stringSet, variations: variations,
                     substitutions: substitutions, extraFields: extraFields)
    }

    /// Whether there is a value to vary: a unit, or forms.
    var hasValue: Bool {
        stringUnit != nil || variations?.plural?.isEmpty == false || variations?.device?.isEmpty == false
    }
}

extension CatalogString {
    /// Runs `edit` on the localization of each language of `codes` (one the string lacks
    /// starts empty when `creating`, else is skipped; a string set is never touched), keeps
    /// each result compacted where it differs, and returns the languages that changed: the
    /// loop every variation edit shares.
    mutating func editLocalizations(_ codes: [String], creating: Bool, _ edit: (String, inout Localization) throws -> Void) rethrows -> [String] {
        var changed: [String] = []
        for code in codes {
            let before = localizations?[code]
            guard before != nil || creating else { continue }
            var localization = before ?? Localization()
            guard localization.stringSet == nil else { continue }
            try edit(code, &localization)
            localization = localization.compacted()
            guard localization != before else { continue }
            var all = localizations ?? KeyedList()
            all.set(code, localization)
            localizations = all
            changed.append(code)
        }
        return changed
    }
}
