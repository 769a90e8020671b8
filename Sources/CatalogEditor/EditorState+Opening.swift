import StringCatalogKit

/// Where the editor opens: which catalog, which language, and what it remembers of the
/// language when it quits.
extension EditorState {
    /// The catalog shown first: a `Localizable.xcstrings` if there is one (where most of an
    /// app's strings are), else the first.
    public static func defaultDocument(in documents: [Document]) -> Int {
        documents.firstIndex { $0.fileName == "Localizable.xcstrings" } ?? 0
    }

    /// The language of `document` that `code` names, ignoring case (`zh-hans` is `zh-Hans`).
    public static func language(matching code: String, in document: Document) -> String? {
        let wanted = code.lowercased()
        return document.languages.first { $0.lowercased() == wanted }
    }

    /// The catalog and language to open on for `code`: catalog `preferred` when it has the
    /// language, else the first that has it; nil when none has it.
    public static func opening(_ code: String, in documents: [Document], preferring preferred: Int) -> (document: Int, language: String)? {
        if documents.indices.contains(preferred), let language = language(matching: code, in: documents[preferred]) {
            return (preferred, language)
        }
        for (index, document) in documents.enumerated() {
            if let language = language(matching: code, in: document) { return (index, language) }
        }
        return nil
    }

    /// Opens on the first strings of a large catalog (`prefix`, a document of them) while the
    /// whole file is read (see `CatalogReading`); `language` is what `startingLanguage` gave,
    /// opened on once the whole catalog has it when its first strings do not.
    public static func reading(_ prefix: Document, language: String?, movesOnAfterCommit: Bool = true, width: Int, height: Int,
                               checker: CatalogChecker? = nil, measure: @escaping @Sendable (Character) -> Int = TextField.oneColumn,
                               metrics: ContentMetrics = .unknown) -> EditorState {
        var state = EditorState(documents: [prefix], language: language, movesOnAfterCommit: movesOnAfterCommit, width: width, height: height,
                                checker: checker, measure: measure, metrics: metrics)
        state.reading = CatalogReading(name: prefix.fileName, requestedLanguage: language)
        return state
    }

    /// The language to open on: `requested` (`--lang`) when some catalog has it, else an
    /// error naming the languages there are; without a request, what `remembered` says of
    /// the catalog shown first (checked against its languages when the state opens).
    public static func startingLanguage(requested: String?, remembered: (String) -> String?, in documents: [Document]) -> Result<String?, UnknownLanguage> {
        guard let requested else { return .success(remembered(documents[defaultDocument(in: documents)].path)) }
        guard opening(requested, in: documents, preferring: 0) != nil else {
            return .failure(UnknownLanguage(code: requested, known: Set(documents.flatMap(\.languages)).sorted()))
        }
        return .success(requested)
    }

    public struct UnknownLanguage: Error, Equatable {
        public var code: String
        /// Every language of the open catalogs.
        public var known: [String]
    }

    /// The catalogs that have the selected language: the editor remembers it as the last
    /// used in each of them when it quits (the work was in that language).
    public var catalogsWithSelectedLanguage: [String] {
        documents.filter { $0.languages.contains(language) }.map(\.path)
    }
}
