/// Work done while the editor waits for keys, in slices of a few milliseconds, so that the
/// keys after it find their data ready: the first filter keystroke on a large catalog
/// would otherwise fold the text of every string (a fifth of a second for 20,000).
///
/// The run loop asks `hasWorkWhileIdle` when no key is waiting and sends `.workWhileIdle`
/// while it is true and no key comes; a key that arrives meanwhile waits for one slice at
/// most. The state stays a value: each slice is a step of `reduce`.
extension EditorState {
    /// True when some slice of idle work is left: the selected translation's history or
    /// the uses of the catalog's keys in code are to be asked for (see Reducer+SourceHistory
    /// and Reducer+CodeUsages), or the search text of the catalog shown, in the language
    /// shown, is not complete.
    public var hasWorkWhileIdle: Bool {
        wantsSourceHistory || wantsCodeUsages || wantsMemoryBuild || wantsMemoryMatches || unfoldedDocument != nil
    }

    /// The first document the table lists whose search text is not complete.
    private var unfoldedDocument: Int? {
        tableDocuments.first { !cache.isSearchIndexComplete(of: documents[$0], at: $0, language: searchLanguage) }
    }

    /// The language whose values a filter searches besides the key, source and comment.
    var searchLanguage: String? {
        isSourceLanguageSelected ? nil : language
    }

    /// The lookups first: the screen is waiting for them.
    mutating func workWhileIdle() -> [Effect] {
        if wantsSourceHistory { return askForSourceHistory() }
        if wantsCodeUsages { return askForCodeUsages() }
        if wantsMemoryBuild { return startMemoryBuild() }
        if wantsMemoryMatches { return askForMemoryMatches() }
        guard let index = unfoldedDocument else { return [] }
        cache.foldSearchSlice(of: documents[index], at: index, language: searchLanguage)
        return []
    }
}
