/// One string of a catalog together with the catalog's source language.
///
/// Much of what a string means depends on which language is the source: a source value that
/// exists counts as translated whatever its state, editing the source marks translations
/// for review, varying the source by plural reaches every language. An entry carries the
/// source language of the catalog it came from, so these methods cannot be handed a wrong
/// one. Get entries from `StringCatalog.entry(at:)` or `entries`, change them through
/// `StringCatalog.modifyEntry(at:_:)`.
public struct CatalogEntry: Sendable {
    public internal(set) var string: CatalogString
    public let sourceLanguage: String

    init(string: CatalogString, sourceLanguage: String) {
        self.string = string
        self.sourceLanguage = sourceLanguage
    }

    public var key: String { string.key }

    /// How far `language` has got with this string (see `TranslationStatus`).
    public func status(in language: String) -> TranslationStatus {
        string.status(in: language, sourceLanguage: sourceLanguage)
    }

    /// The previews of the plural forms of `language` (see `PluralPreview`).
    public func pluralPreviews(in language: String, device: String? = nil) -> [PluralPreview] {
        string.pluralPreviews(in: language, sourceLanguage: sourceLanguage, device: device)
    }

    /// Any edit of the string that needs no source language (review, flags, units) goes
    /// straight to it.
    public mutating func modifyString<R, E: Error>(_ body: (inout CatalogString) throws(E) -> R) throws(E) -> R {
        let key = string.key
        defer { precondition(string.key.hasSameScalars(as: key), "an entry's key cannot change: use renameString") }
        return try body(&string)
    }
}

// MARK: - Edits that depend on the source language

extension CatalogEntry {
    /// Sets the value of one form (see `CatalogString.setValue`); editing the source's value
    /// marks the translations for review.
    public mutating func setValue(_ value: String, language: String, form: FormPath = .root) {
        string.setValue(value, language: language, form: form, sourceLanguage: sourceLanguage)
    }

    @discardableResult
    public mutating func varyByPlural(in language: String, languages: [String]) -> [String] {
        string.varyByPlural(in: language, sourceLanguage: sourceLanguage, languages: languages)
    }

    @discardableResult
    public mutating func removePluralVariation(in language: String, keeping category: PluralCategory) -> [String] {
        string.removePluralVariation(in: language, keeping: category, sourceLanguage: sourceLanguage)
    }

    @discardableResult
    public mutating func varyByDevice(
        _ devices: [String], in language: String, languages: [String]
    ) throws(CatalogString.DeviceVariationError) -> [String] {
        try string.varyByDevice(devices, in: language, sourceLanguage: sourceLanguage, languages: languages)
    }

    @discardableResult
    public mutating func removeDeviceVariation(
        in language: String, keeping device: String
    ) throws(CatalogString.DeviceVariationError) -> [String] {
        try string.removeDeviceVariation(in: language, keeping: device, sourceLanguage: sourceLanguage)
    }

    @discardableResult
    public mutating func varyArgumentByPlural(
        argument: Int, name: String? = nil, languages: [String]
    ) throws(CatalogString.SubstitutionError) -> String {
        try string.varyArgumentByPlural(argument: argument, name: name, sourceLanguage: sourceLanguage, languages: languages)
    }

    public mutating func setSubstitutionArgument(name: String, argNum: Int) throws(CatalogString.SubstitutionError) {
        try string.setSubstitutionArgument(name: name, argNum: argNum, sourceLanguage: sourceLanguage)
    }
}

// MARK: - Entries of a catalog

extension StringCatalog {
    /// The string at `index` with this catalog's source language.
    public func entry(at index: Int) -> CatalogEntry {
        CatalogEntry(string: strings[index], sourceLanguage: sourceLanguage)
    }

    /// `string` (an earlier version of one of this catalog's strings, or one about to be
    /// added) with this catalog's source language.
    public func entry(for string: CatalogString) -> CatalogEntry {
        CatalogEntry(string: string, sourceLanguage: sourceLanguage)
    }

    /// Every string with this catalog's source language, in the catalog's order.
    public var entries: LazyMapSequence<[CatalogString], CatalogEntry> {
        let source = sourceLanguage
        return strings.lazy.map { CatalogEntry(string: $0, sourceLanguage: source) }
    }

    /// Changes the string at `index` through its entry (see `modifyString(at:_:)`).
    @discardableResult
    public mutating func modifyEntry<R, E: Error>(at index: Int, _ body: (inout CatalogEntry) throws(E) -> R) throws(E) -> R {
        let key = strings[index].key
        // Moved into the entry and back, so that the edit does not copy the string.
        var entry = CatalogEntry(string: CatalogString(key: key), sourceLanguage: sourceLanguage)
        swap(&entry.string, &strings[index])
        defer {
            swap(&entry.string, &strings[index])
            precondition(strings[index].key.hasSameScalars(as: key), "modifyEntry changed the key “\(key)”: use renameString")
        }
        return try body(&entry)
    }

    /// Changes the string with `key` through its entry; nil when the catalog has no such
    /// string.
    @discardableResult
    public mutating func modifyEntry<R, E: Error>(key: String, _ body: (inout CatalogEntry) throws(E) -> R) throws(E) -> R? {
        guard let index = index(ofKey: key) else { return nil }
        return try modifyEntry(at: index, body)
    }
}
