import StringCatalogKit

/// What changed in the source since the selected translation was made, from the catalog's
/// git history. Looking it up runs git and parses old versions of the file, too slow for a
/// keystroke: the reducer asks for it while the editor is idle (so that holding ↓ through
/// a table starts no lookups), the run loop looks it up on another thread and reports the
/// finding with `sourceHistoryFound`, and the finding is kept per question, so that coming
/// back to a string shows it at once.
extension EditorState {
    /// The question for the selected string in the selected language, when the file is in
    /// git and the string has a translation there.
    public var sourceHistoryQuestion: SourceHistoryQuestion? {
        guard document.isTrackedByGit, !isSourceLanguageSelected, let entry = selectedEntry else { return nil }
        let translation = SourceHistoryQuestion.values(of: entry.string.localization(for: language))
        guard !translation.isEmpty else { return nil }
        return SourceHistoryQuestion(path: document.path, key: entry.key, sourceLanguage: document.sourceLanguage, language: language,
                                     source: entry.displayValue(in: document.sourceLanguage) ?? entry.key, translation: translation)
    }

    /// What the history says of the selected translation; nil until it is known.
    public var sourceHistoryFinding: SourceHistoryFinding? {
        sourceHistoryQuestion.flatMap { sourceHistory.findings[$0] }
    }

    /// True when the selected translation's history is neither known nor being looked up.
    var wantsSourceHistory: Bool {
        sourceHistoryQuestion.map { !sourceHistory.isKnownOrAsked($0) } ?? false
    }

    /// Asks the run loop to look up the selected translation's history.
    mutating func askForSourceHistory() -> [Effect] {
        guard let question = sourceHistoryQuestion, !sourceHistory.isKnownOrAsked(question) else { return [] }
        sourceHistory.ask(question)
        return [.lookUpSourceHistory(question)]
    }

    mutating func recordSourceHistory(_ finding: SourceHistoryFinding, for question: SourceHistoryQuestion) {
        sourceHistory.record(finding, for: question)
        // The comparison's lines push the forms below them down.
        if question == sourceHistoryQuestion { keepFormCursorInView() }
    }
}
