import StringCatalogKit

/// The source-language text whose placeholders decide a symbol's arguments.
///
/// A string varied by plural or device has several; the `other` form is the one every
/// language must have and the one that names the count, so it is taken, else the form with
/// the most placeholders. A manual string with no source value yet is read from its key.
enum SourceFormat {
    struct Text {
        var value: String
        /// The substitutions of the source localization, by name.
        var substitutions: KeyedList<Substitution>?
    }

    static func text(of string: CatalogString, sourceLanguage: String) -> Text {
        guard let localization = string.localizations?[sourceLanguage],
              let value = representativeValue(of: localization) else {
            return Text(value: string.key, substitutions: nil)
        }
        return Text(value: value, substitutions: localization.substitutions)
    }

    /// The value of a localization or of one of its forms.
    static func representativeValue(of localization: Localization) -> String? {
        if let value = localization.stringUnit?.value { return value }
        guard let forms = localization.variations?.plural ?? localization.variations?.device,
              !forms.isEmpty else { return nil }
        if let other = forms["other"], let value = representativeValue(of: other) { return value }
        let values = forms.elements.compactMap { representativeValue(of: $0.value) }
        return values.max { placeholderCount($0) < placeholderCount($1) }
    }

    private static func placeholderCount(_ value: String) -> Int {
        FormatString.parse(value).count { $0.specifier != nil || $0.substitutionName != nil }
    }
}
