import StringCatalogKit

/// A translator's `.xcloc` bundle or `.xliff` file seen as catalogs: what `stats`, `lint`
/// and the editor open. Each `<file>` is one catalog in its source and target language
/// (`XLIFFCatalogView`); the editor saves its changes back with `XLIFFCatalogSave`.
public enum XclocEditing {
    /// True for a path the editor and the checks read as a translator's file rather than as
    /// a catalog or a folder of catalogs.
    public static func isExchangePath(_ path: String) -> Bool {
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed.hasSuffix(".xcloc") || trimmed.hasSuffix(".xliff")
    }

    /// One `<file>` of an input, as a catalog.
    public struct FileView: Sendable {
        /// Its index among the XLIFF's files.
        public var index: Int
        /// The catalog's path in the project (`App/Localizable.xcstrings`).
        public var original: String
        /// The language of its targets.
        public var language: String
        public var catalog: StringCatalog
    }

    /// Every file of `input`, as catalogs.
    public static func views(of input: ProjectImport.Input) -> [FileView] {
        views(of: input.document, languages: input.languages)
    }

    /// Every file of `document`, as catalogs, each in its target language (`languages`, one
    /// per file).
    public static func views(of document: XLIFFDocument, languages: [String]) -> [FileView] {
        document.files.enumerated().map { index, file in
            var file = file
            let code = languages[index]
            if file.targetLanguage == nil { file.targetLanguage = code }
            return FileView(index: index, original: file.original, language: code, catalog: XLIFFCatalogView.catalog(file))
        }
    }
}
