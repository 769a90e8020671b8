/// Where a string stands in one language, as progress counts it.
public enum TranslationStatus: Equatable, Hashable, Sendable, CaseIterable {
    /// Every form the language has is translated and not empty, and every substitution its
    /// value names has forms.
    case translated
    /// At least one form is marked for review (or has a state this version does not know).
    case needsReview
    /// No localization, or a form that is new or empty.
    case new
}

extension CatalogString {
    /// The status of this string in `language`, with Xcode's semantics: a language with no
    /// entry is new; a string is translated only when every form it has there (plural,
    /// device and substitution forms) is `translated` and not empty (empty is the
    /// translation of an empty source text). In the source language
    /// a string with no entry counts as translated: its key is its value; one with an entry
    /// counts by `TranslationStatus(ofSource:)`. A translation whose value names a substitution
    /// it has no forms for is not done (see `TranslationStatus(of:sourceSubstitutions:)`).
    func status(in language: String, sourceLanguage: String) -> TranslationStatus {
        guard let localization = localization(for: language) else {
            return language == sourceLanguage ? .translated : .new
        }
        if language == sourceLanguage { return TranslationStatus(ofSource: localization) }
        return translationStatus(localization, sourceSubstitutions: sourceSubstitutions(sourceLanguage: sourceLanguage), sourceLanguage: sourceLanguage)
    }

    /// The status of `localization`, this string's value in a language other than the
    /// source language: what `status(in:)` and the statistics count.
    @inline(__always)
    func translationStatus(_ localization: Localization, sourceSubstitutions: KeyedList<Substitution>?, sourceLanguage: String) -> TranslationStatus {
        if isEmptyTranslationOfEmptySource(localization, sourceLanguage: sourceLanguage) { return .translated }
        return TranslationStatus(of: localization, sourceSubstitutions: sourceSubstitutions)
    }

    /// An empty translated value of a string whose source text is empty too (the key `""`,
    /// which Xcode exports as `<source/>` with `<target state="translated"/>`): the only
    /// translation such a string can have, so it is done rather than new forever.
    private func isEmptyTranslationOfEmptySource(_ localization: Localization, sourceLanguage: String) -> Bool {
        guard let unit = localization.stringUnit, unit.state == .translated, (unit.value ?? "").isEmpty,
              localization.hasOnlyAStringUnit else { return false }
        guard let source = self.localization(for: sourceLanguage) else { return key.isEmpty }
        guard let sourceUnit = source.stringUnit, source.hasOnlyAStringUnit else { return false }
        return (sourceUnit.value ?? "").isEmpty
    }

    /// The substitutions of the source language's localization, if it has any. Only a
    /// localization with more than a plain value can have them, so the languages' codes
    /// are compared only for those: this runs for every row and every string counted.
    func sourceSubstitutions(sourceLanguage: String) -> KeyedList<Substitution>? {
        guard let elements = localizations?.elements else { return nil }
        for element in elements where !element.value.isPlain && element.key == sourceLanguage {
            return element.value.substitutions
        }
        return nil
    }
}

extension Localization {
    /// No variations, substitutions or string set beside its string unit (`isPlain` also
    /// says so, but is false for a localization whose other parts were set and then cleared).
    var hasOnlyAStringUnit: Bool {
        stringSet == nil && variations == nil && substitutions == nil
    }
}

extension TranslationStatus {
    /// The status of one language's localization of a string (or of one of its forms),
    /// by the forms it has.
    public init(of localization: Localization) {
        self.init(of: localization, sourceSubstitutions: nil)
    }

    /// The status of a translation, given the substitutions of the source language. Where
    /// the source has substitutions, each `%#@name@` the translation's value (or one of its
    /// plural or device forms) names without a substitution of that name with forms counts
    /// as a form still to write: while the translator has typed the forms of `birds` but
    /// not yet those of `feeders`, the string is not done, whatever the state of the forms
    /// it has (the app would show the token unexpanded; the substitution check reports it),
    /// and the editor's Tab walks on to those forms. A translation may name its
    /// substitutions its own way (`%#@oiseaux@`) or write the numbers without any.
    public init(of localization: Localization, sourceSubstitutions: KeyedList<Substitution>?) {
        var summary = LeafSummary()
        summary.add(localization)
        if sourceSubstitutions?.isEmpty == false {
            for name in localization.substitutionNamesReferenced where !(localization.substitutions?[name]?.hasForms ?? false) {
                summary.add(state: .new, empty: true)
            }
        }
        if summary.leaves == 0 { self = .new } else if summary.needsReview { self = .needsReview } else {
            self = summary.allTranslated ? .translated : .new
        }
    }
}

extension Localization {
    /// The substitutions its value and its plural and device forms name (`%#@name@`), in
    /// the order they first appear.
    var substitutionNamesReferenced: [String] {
        var names: [String] = []
        // The value's own forms only: the substitutions' forms (walked and left out before)
        // are most of the forms of such a localization.
        forEachOwnStringUnit { unit, _ in
            guard let value = unit.value, TextScan.mayReferenceSubstitution(value) else { return }
            for name in FormatString(value).substitutionNames where !names.contains(name) { names.append(name) }
        }
        return names
    }
}

extension Substitution {
    /// Whether it has any form (plural or device) to show.
    var hasForms: Bool {
        variations?.plural?.isEmpty == false || variations?.device?.isEmpty == false
    }
}

extension TranslationStatus {
    /// The status of the source language's own localization: its values are the source
    /// text whatever state they carry (Xcode writes `new` for strings extracted with a
    /// value), so it is translated when every form has a value and new when one is empty.
    public init(ofSource localization: Localization) {
        var summary = LeafSummary()
        summary.add(localization)
        self = summary.leaves == 0 || summary.anyEmpty ? .new : .translated
    }
}

/// Folds the states of every leaf value of a localization.
struct LeafSummary {
    var leaves = 0
    var allTranslated = true
    var needsReview = false
    /// Whether some leaf has no value, whatever its state.
    var anyEmpty = false

    mutating func add(_ localization: Localization) {
        if let unit = localization.stringUnit { add(state: unit.state, empty: (unit.value ?? "").isEmpty) }
        if let set = localization.stringSet { add(state: set.state, empty: (set.values ?? []).isEmpty) }
        if let variations = localization.variations { add(variations) }
        for substitution in localization.substitutions?.elements ?? [] {
            if let variations = substitution.value.variations { add(variations) }
        }
    }

    mutating func add(_ variations: Variations) {
        for form in variations.plural?.elements ?? [] { add(form.value) }
        for form in variations.device?.elements ?? [] { add(form.value) }
    }

    @inline(__always)
    mutating func add(state: TranslationState?, empty: Bool) {
        leaves += 1
        if empty { anyEmpty = true }
        switch state {
        case .translated?:
            if empty { allTranslated = false }
        case .needsReview?, .other?:
            needsReview = true
            allTranslated = false
        case .new?, nil:
            allTranslated = false
        }
    }
}
