import StringCatalogKit

/// Where a translation unit came from: one form of one string of one catalog.
public struct UnitOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The catalog's path as it was given (the memory never opens it).
    public var catalogPath: String
    public var key: String
    public var form: FormPath

    public init(catalogPath: String, key: String, form: FormPath) {
        self.catalogPath = catalogPath
        self.key = key
        self.form = form
    }

    /// `Localizable.xcstrings "%lld birds" plural.one`.
    public var description: String {
        "\(catalogPath) \(JSONQuoting.quote(key))" + (form.isRoot ? "" : " \(form)")
    }
}

/// One source text and its translation: what a translation memory remembers and offers.
public struct TranslationUnit: Hashable, Sendable {
    public var sourceText: String
    public var sourceLanguage: String
    public var targetLanguage: String
    public var targetText: String
    public var origin: UnitOrigin

    public init(sourceText: String, sourceLanguage: String, targetLanguage: String, targetText: String, origin: UnitOrigin) {
        self.sourceText = sourceText
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.targetText = targetText
        self.origin = origin
    }
}
