/// Removing a language from a catalog, and counting what it has, so that the editor can
/// say "Remove Ukrainian (212 translations)?" before doing it.
///
/// A catalog has no list of languages of its own: a language is in it while some string
/// has a localization in it (`StringCatalog.languages`). Removing one removes those
/// localizations. The Xcode project's `knownRegions` are not touched; that file is the
/// project's, and Xcode records added languages there.
extension StringCatalog {
    public enum LanguageEditError: Error, Equatable, CustomStringConvertible {
        /// The source language is what the others are translated from.
        case sourceLanguage(String)

        public var description: String {
            switch self {
            case .sourceLanguage(let code):
                "\(Language.displayName(for: code)) (\(code)) is the source language of the catalog and cannot be removed"
            }
        }
    }

    /// How many strings have a localization in `code`.
    public func localizationCount(of code: String) -> Int {
        strings.reduce(0) { $0 + ($1.localizations?[code] != nil ? 1 : 0) }
    }

    /// Removes every localization in `code`; returns how many strings had one.
    ///
    /// A string left with no localization at all loses its `localizations` object: Xcode
    /// writes a string nobody localized without one (BenRiceM/Ketchup-Localisation's
    /// Xcode export has `"" : {` + blank line + `}`, and `" at "` with only a comment),
    /// not with an empty one. Strings that had none keep what they had.
    @discardableResult
    public mutating func removeLanguage(_ code: String) throws(LanguageEditError) -> Int {
        guard code != sourceLanguage else { throw .sourceLanguage(code) }
        var removed = 0
        for i in strings.indices where strings[i].localizations?[code] != nil {
            strings[i].localizations?.remove(code)
            if strings[i].localizations?.isEmpty == true { strings[i].localizations = nil }
            removed += 1
        }
        return removed
    }
}
