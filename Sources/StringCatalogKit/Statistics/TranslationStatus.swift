/// Where a string stands in one language, as progress counts it.
public enum TranslationStatus: Equatable, Hashable, Sendable, CaseIterable {
    /// Every form the language has is translated and not empty.
    case translated
    /// At least one form is marked for review (or has a state this version does not know).
    case needsReview
    /// No localization, or a form that is new or empty.
    case new
}

extension CatalogString {
    /// The status of this string in `language`, with Xcode's semantics: a language with no
    /// entry is new; a string is translated only when every form it has there (plural,
    /// device and substitution forms) is `translated` and not empty. In the source language
    /// a string with no entry counts as translated: its key is its value; one with an entry
    /// counts by `TranslationStatus(ofSource:)`.
    func status(in language: String, sourceLanguage: String) -> TranslationStatus {
        guard let localization = localization(for: language) else {
            return language == sourceLanguage ? .translated : .new
        }
        return language == sourceLanguage ? TranslationStatus(ofSource: localization) : TranslationStatus(of: localization)
    }
}

extension TranslationStatus {
    /// The status of one language's localization of a string.
    public init(of localization: Localization) {
        var summary = LeafSummary()
        summary.add(localization)
        if summary.leaves == 0 { self = .new } else if summary.needsReview { self = .needsReview } else {
            self = summary.allTranslated ? .translated : .new
        }
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
