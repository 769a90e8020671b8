import StringCatalogKit

/// How one string looks in one language: what the table and inspector show.
public enum Badge: Equatable, Sendable, CaseIterable {
    case new, needsReview, translated, stale, doNotTranslate

    public var label: String {
        switch self {
        case .new: "NEW"
        case .needsReview: "NEEDS REVIEW"
        case .translated: "✓"
        case .stale: "STALE"
        case .doNotTranslate: "DON'T TRANSLATE"
        }
    }

    /// Short form for narrow tables.
    public var shortLabel: String {
        switch self {
        case .new: "NEW"
        case .needsReview: "REVIEW"
        case .translated: "✓"
        case .stale: "STALE"
        case .doNotTranslate: "DON'T"
        }
    }

    /// The badge of a translation status (a string neither stale nor "don't translate").
    public init(_ status: TranslationStatus) {
        switch status {
        case .translated: self = .translated
        case .needsReview: self = .needsReview
        case .new: self = .new
        }
    }

    /// Needs-work first when sorting by state.
    var sortRank: Int {
        switch self {
        case .new: 0
        case .needsReview: 1
        case .translated: 2
        case .stale: 3
        case .doNotTranslate: 4
        }
    }
}

extension CatalogEntry {
    /// The badge of this string in `language`.
    public func badge(in language: String) -> Badge {
        if string.isStale { return .stale }
        if !string.isTranslatable { return .doNotTranslate }
        return Badge(status(in: language))
    }

    /// The value one line of the table shows for `language`: the plain value, or the
    /// `other` form of a varied string. The source language falls back to the key, which is
    /// the source text of an automatically extracted string.
    public func displayValue(in language: String) -> String? {
        if let localization = string.localization(for: language), let value = localization.representativeValue {
            return value
        }
        return language == sourceLanguage ? key : nil
    }
}

extension CatalogString {
    public var isVariedByPlural: Bool {
        localizations?.elements.contains { $0.value.variations?.plural != nil } ?? false
    }

    public var isVariedByDevice: Bool {
        localizations?.elements.contains { $0.value.variations?.device != nil } ?? false
    }

    public var hasSubstitutions: Bool {
        localizations?.elements.contains { !($0.value.substitutions?.isEmpty ?? true) } ?? false
    }
}

extension Localization {
    /// The plain value, else the `other` form (device, then plural), else the first form.
    public var representativeValue: String? {
        if let value = stringUnit?.value { return value }
        if let values = stringSet?.values { return values.joined(separator: " | ") }
        if let variations {
            for forms in [variations.device, variations.plural].compactMap({ $0 }) {
                if let other = forms["other"]?.representativeValue { return other }
                if let first = forms.elements.first?.value.representativeValue { return first }
            }
        }
        return nil
    }
}
