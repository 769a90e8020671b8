import StringCatalogKit
import TranslationMemory

/// The translator's memory in the editor: suggestions for the selected string from what was
/// already translated, and inserting one as a draft.
///
/// Nothing here runs on a keystroke's path. Building the index reads files and takes a
/// while, and a lookup, though fast, costs more than a key should: the reducer asks for both
/// while the editor is idle (like the source history, so that holding ↓ through a table
/// starts no lookups), the runtime works on threads of its own and reports back with
/// `memoryReady` and `memoryMatchesFound`. An answer names the question it answers (string,
/// form, source text, language and the memory's generation); one nobody waits for any more
/// is dropped.
///
/// How the memory follows this session's edits: it is built from the catalogs as they were
/// last read or saved. After a save it is built again in the background (the old one
/// answering meanwhile), so the translations the translator confirmed and saved join it;
/// unsaved edits, drafts and `needs_review` values never do (see
/// `StringCatalog.translationUnits`: only `translated` values teach the memory).
extension EditorState {
    /// The runtime calls this at start: the editor then has a memory (tests of other
    /// behaviour run without one).
    public mutating func enableTranslationMemory() {
        if memoryStatus == .off { memoryStatus = .wanted }
    }

    /// The generation of the memory that answers lookups; nil until one is built.
    var memoryGeneration: Int? {
        if case .ready(_, _, let generation) = memoryStatus { return generation }
        return nil
    }

    /// True when a build of the memory is to start: the first one, or one after a save. A
    /// large catalog still being read waits: its first strings are not the catalog.
    var wantsMemoryBuild: Bool {
        guard reading == nil, !isBuildingMemory else { return false }
        return memoryStatus == .wanted || (memoryRebuildWanted && memoryStatus != .off)
    }

    /// The catalogs the memory learns from: each open catalog as it was last read or saved.
    var memoryCatalogs: [MemoryCatalog] {
        documents.map { MemoryCatalog(path: $0.path, catalog: $0.savedCatalog ?? $0.catalog) }
    }

    mutating func startMemoryBuild() -> [Effect] {
        isBuildingMemory = true
        memoryRebuildWanted = false
        if memoryStatus == .wanted { memoryStatus = .loading }
        nextMemoryGeneration += 1
        return [.buildMemory(catalogs: memoryCatalogs, generation: nextMemoryGeneration)]
    }

    /// A build finished: its memory answers from now on; what the earlier one found is
    /// forgotten (the next idle moment asks again).
    mutating func finishMemoryBuild(units: Int, files: Int, generation: Int, warning: String?) {
        guard memoryStatus != .off else { return }
        isBuildingMemory = false
        memoryStatus = .ready(units: units, files: files, generation: generation)
        memoryFindings = MemoryFindings()
        if let warning, message == nil { message = StatusMessage(warning) }
        if concordance != nil { _ = searchConcordance() }
    }

    /// A save wrote what the translator confirmed: the memory is built again to learn it.
    mutating func noteSaveForMemory(_ outcome: SaveOutcome) {
        switch outcome {
        case .saved, .savedCatalogOnly: if memoryStatus != .off { memoryRebuildWanted = true }
        default: break
        }
    }

    /// The form suggestions are for: the open value field's, else the inspector's cursor.
    private var memoryForm: (key: String, form: FormPath)? {
        if let session, case .value(let key, let language, let form) = session.target {
            return language == self.language ? (key, form) : nil
        }
        guard let entry = selectedEntry else { return nil }
        return (entry.key, selectedForm ?? .root)
    }

    /// The question for the selected string's form in the selected language, when the
    /// memory is ready and there is something to translate: none for the source language,
    /// a "don't translate" string, a form without source text.
    public var memoryQuestion: MemoryQuestion? {
        guard let generation = memoryGeneration, !isSourceLanguageSelected, let (key, form) = memoryForm,
              let index = catalog.index(ofKey: key) else { return nil }
        let entry = catalog.entry(at: index)
        guard entry.string.isTranslatable, let source = entry.sourceText(for: form), !source.isEmpty else { return nil }
        return MemoryQuestion(documentPath: document.path, key: key, form: form, sourceText: source,
                              sourceLanguage: document.sourceLanguage, language: language, generation: generation)
    }

    /// Whether the inspector has a memory section for the selected string at all (also
    /// while the memory loads).
    public var showsMemory: Bool {
        switch memoryStatus {
        case .off: return false
        case .ready: return memoryQuestion != nil
        case .wanted, .loading:
            guard !isSourceLanguageSelected, let entry = selectedEntry else { return false }
            return entry.string.isTranslatable
        }
    }

    /// The matches for the selected form, best first; nil until they are known.
    public var memoryMatches: [MemoryMatch]? {
        memoryQuestion.flatMap { memoryFindings.matches[$0] }
    }

    /// True when the selected form's matches are neither known nor being looked up.
    var wantsMemoryMatches: Bool {
        memoryQuestion.map { !memoryFindings.isKnownOrAsked($0) } ?? false
    }

    mutating func askForMemoryMatches() -> [Effect] {
        guard let question = memoryQuestion, !memoryFindings.isKnownOrAsked(question) else { return [] }
        memoryFindings.ask(question)
        return [.lookUpMemory(question)]
    }

    mutating func recordMemoryMatches(_ matches: [MemoryMatch], for question: MemoryQuestion) {
        // A translated string is in the memory itself: its own translations (this form's, and
        // its other forms', which the inspector lists below) are no suggestion.
        let others = matches.filter { match in
            !(match.unit.origin.catalogPath == question.documentPath && match.unit.origin.key == question.key)
        }
        guard question.generation == memoryGeneration,
              memoryFindings.record(Array(others.prefix(MemoryQuestion.limit)), for: question) else { return }
        // The section's lines push the forms below them down.
        if question == memoryQuestion { keepFormCursorInView() }
    }

    /// `1`–`5` (Alt-1 … Alt-5 in a value's field): the match with that number. In a field, it
    /// replaces the field's text; otherwise it is written into the form as one undoable step.
    /// Either way the value is `needs_review`: only the translator's `r` makes it translated.
    mutating func insertMemoryMatch(_ number: Int) -> [Effect] {
        guard let question = memoryQuestion else {
            message = StatusMessage(memoryStatus == .off ? "No translation memory in this editor"
                : isSourceLanguageSelected ? "The memory suggests translations: choose another language ([ ])"
                : memoryGeneration == nil ? "The translation memory is still loading"
                : "No memory suggestions for this string")
            return [.bell]
        }
        guard let matches = memoryFindings.matches[question], matches.indices.contains(number - 1) else {
            let known = memoryFindings.matches[question]?.count
            message = StatusMessage(known == nil ? "Still looking in the memory" : known == 0 ? "The memory has no match for this string"
                : "The memory offers \(count(known!, "match")) here: 1–\(known!)")
            return [.bell]
        }
        let match = matches[number - 1]
        guard let text = match.translation(for: question.sourceText) else {
            message = StatusMessage("Match \(number) has other placeholders than this source: not inserted", kind: .error)
            return [.bell]
        }
        if session != nil {
            session?.field.text = text
            session?.field.cursor = text.count
            session?.error = nil
            session?.insertedFromMemory = true
            message = StatusMessage("Match \(number) (\(match.score)%) in the field: Enter keeps it as needs_review")
            return []
        }
        let entry = catalog.entry(at: catalog.index(ofKey: question.key)!)
        if entry.string.state(in: language, form: question.form) == .translated, entry.value(in: language, form: question.form)?.isEmpty == false {
            message = StatusMessage("Already translated: Enter opens the field, then Alt-\(number) replaces its text", kind: .error)
            return [.bell]
        }
        writeMemoryDraft(text, key: question.key, form: question.form, summary: "Memory match \(number) (\(match.score)%)")
        message = StatusMessage("Match \(number) (\(match.score)%) inserted as needs_review (u undoes, r marks it reviewed)")
        return []
    }

    /// Writes `text` into one form of the current catalog as `needs_review`: one undoable step.
    mutating func writeMemoryDraft(_ text: String, key: String, form: FormPath, summary: String) {
        let language = language
        let what = "\(summary) into \(Language.displayName(for: language))\(form.isRoot ? "" : " \(form)") of “\(key)”"
        apply(what, keys: [key]) { catalog in
            catalog.modifyEntry(key: key) { $0.setUnreviewedValue(text, language: language, form: form) }
        }
    }
}

extension CatalogEntry {
    /// Sets one form's value in `needs_review`, giving the language the source's shape first
    /// where it has none (as a first typed form does).
    mutating func setUnreviewedValue(_ value: String, language: String, form: FormPath) {
        completeShape(for: form, in: language)
        var localization = string.localization(for: language) ?? Localization()
        let extraFields = localization.stringUnit(at: form)?.extraFields ?? []
        localization.setStringUnit(StringUnit(state: .needsReview, value: value, extraFields: extraFields), at: form)
        modifyString { $0.setLocalization(localization, for: language) }
    }
}
