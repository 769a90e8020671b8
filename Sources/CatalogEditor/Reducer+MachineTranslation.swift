import MachineTranslation
import StringCatalogKit

/// `T`: machine translation as a first draft. The marked strings (else the selected one) go
/// to the user's translation provider for the forms they lack in the selected language; the
/// editor stays usable meanwhile, and the drafts that pass the checks land together as one
/// undoable step, each `needs_review`, only in forms that still have no value.
extension EditorState {
    mutating func askForMachineTranslation() -> [Effect] {
        let languageName = Language.displayName(for: language)
        if isSourceLanguageSelected {
            message = StatusMessage("Machine translation drafts translations: choose another language ([ ])", kind: .error)
            return [.bell]
        }
        if let running = machineTranslation {
            message = StatusMessage("A machine translation into \(Language.displayName(for: running.language)) is still running; one at a time")
            return [.bell]
        }
        let keys = marks.isEmpty ? selectedString.map { [$0.key] } ?? [] : catalog.strings.map(\.key).filter { marks.contains(ScalarKey($0)) }
        let translatable = keys.filter { key in
            catalog.index(ofKey: key).map { catalog.strings[$0].isTranslatable && !catalog.strings[$0].isStale } ?? false
        }
        guard !translatable.isEmpty else {
            message = StatusMessage(keys.isEmpty ? "No string to translate here"
                : keys.count == 1 ? "“\(keys[0])” is not to be translated (don't translate, or stale)"
                : "None of the \(count(keys.count, "marked string")) is to be translated (don't translate, or stale)")
            return [.bell]
        }
        guard marks.isEmpty else {
            let question = "Machine-translate \(count(translatable.count, "marked string")) into \(languageName)? Forms without a value get drafts to review"
            prompt = .confirmation(question, .machineTranslate(keys: translatable), yes: "translate \(translatable.count)")
            return []
        }
        return startMachineTranslation(translatable)
    }

    /// Sends the strings with `keys` to the provider.
    mutating func startMachineTranslation(_ keys: [String]) -> [Effect] {
        let strings = keys.compactMap { catalog.index(ofKey: $0) }.sorted().map { catalog.strings[$0] }
        let job = MachineTranslationJob(id: nextMachineTranslation, document: current, language: language, strings: strings,
                                        sourceLanguage: document.sourceLanguage, version: catalog.version,
                                        allowsMachineTranslatedState: document.exchange == nil)
        nextMachineTranslation += 1
        machineTranslation = job
        marksByDocument[current] = nil
        let what = strings.count == 1 ? "“\(strings[0].key)”" : count(strings.count, "string")
        message = StatusMessage("Translating \(what) into \(Language.displayName(for: language))…")
        return [.machineTranslate(job)]
    }

    mutating func finishMachineTranslation(_ id: Int, _ outcome: MachineTranslationOutcome) -> [Effect] {
        guard let job = machineTranslation, job.id == id else { return [] }
        machineTranslation = nil
        let languageName = Language.displayName(for: job.language)
        switch outcome {
        case .failed(let reason):
            message = StatusMessage("Machine translation into \(languageName) failed, nothing changed: \(reason)", kind: .error)
            return [.bell]
        case .drafted(let drafts, let state, let rejected, let skipped):
            // The forms the user filled meanwhile keep the user's text, as do strings whose
            // source changed (the draft translates what it no longer says).
            let catalog = documents[job.document].catalog
            var filled: [Draft] = []
            for key in Draft.keys(of: drafts) where sourceIsUnchanged(ofKey: key, since: job) {
                guard var entry = catalog.index(ofKey: key).map({ catalog.entry(at: $0) }) else { continue }
                for draft in drafts where draft.key.hasSameScalars(as: key) && entry.fillDraft(draft, state: state) { filled.append(draft) }
            }
            let summary = "Machine translation into \(languageName): " + count(filled.count, "draft")
            perform(summary, keys: Draft.keys(of: filled), in: job.document) { catalog in
                for draft in filled { catalog.modifyEntry(key: draft.key) { $0.fillDraft(draft, state: state) } }
            }
            message = StatusMessage(Self.report(filled: filled, offered: drafts.count, language: languageName, state: state,
                                                rejected: rejected, skipped: skipped),
                                    kind: filled.isEmpty && !rejected.isEmpty ? .error : .info)
            return filled.isEmpty ? [.bell] : []
        }
    }

    /// Whether the string's source text is still the one the drafts were made from.
    private func sourceIsUnchanged(ofKey key: String, since job: MachineTranslationJob) -> Bool {
        let catalog = documents[job.document].catalog
        guard let now = catalog.index(ofKey: key).map({ catalog.strings[$0] }),
              let then = job.strings.first(where: { $0.key.hasSameScalars(as: key) }) else { return false }
        return now.localization(for: job.sourceLanguage) == then.localization(for: job.sourceLanguage) && now.isTranslatable
    }

    /// `apply` on any open catalog: the drafts belong to the one they were asked for, which
    /// may no longer be the one shown.
    @discardableResult
    private mutating func perform(_ summary: String, keys: [String], in index: Int, _ edit: (inout StringCatalog) -> Void) -> CatalogChange? {
        guard index == current else {
            let change = documents[index].perform(summary, keys: keys, findingAddedStrings: false, edit)
            if change != nil { cache.forget(document: index) }
            return change
        }
        return apply(summary, keys: keys, edit)
    }

    /// The status line after the drafts arrived: how many landed, then what did not and why.
    static func report(filled: [Draft], offered: Int, language: String, state: TranslationState,
                       rejected: [RejectedDraft], skipped: [DraftSkip: Int]) -> String {
        var parts: [String] = []
        if filled.isEmpty {
            parts.append("No draft in \(language)")
        } else {
            let strings = Draft.keys(of: filled).count
            let which = strings == 1 ? "“\(filled[0].key)”" : count(strings, "string")
            parts.append("\(count(filled.count, "draft")) for \(which) in \(language), \(state.rawValue) (u undoes)")
        }
        if offered > filled.count {
            parts.append("\(offered - filled.count) not used: the source or the form changed meanwhile")
        }
        if let first = rejected.first {
            let form = first.form.isRoot ? "" : " \(first.form)"
            parts.append("\(rejected.count) rejected, “\(first.key)”\(form): \(first.reason)")
        }
        if filled.isEmpty && rejected.isEmpty, offered == 0 {
            let reasons = skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.summary)" }
            parts.append(reasons.isEmpty ? "nothing to translate" : "nothing to translate: " + reasons.joined(separator: ", "))
        }
        return parts.joined(separator: "; ")
    }
}
