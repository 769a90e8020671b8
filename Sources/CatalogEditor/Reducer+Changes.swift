import StringCatalog

/// Changes to the catalog beyond typing: review states, marks and bulk actions, adding and
/// deleting strings, undo and redo, and saving with its questions.
extension EditorState {
    /// Applies `edit` to the current catalog as one undoable step and brings everything
    /// derived from it up to date. Returns the change (nil when nothing changed).
    @discardableResult
    mutating func apply(_ summary: String, keys: [String], _ edit: (inout StringCatalog) -> Void) -> CatalogChange? {
        let keep = selectedString?.key
        guard let change = documents[current].perform(summary, keys: keys, edit) else { return nil }
        catalogChanged(by: change, keeping: keep)
        return change
    }

    /// After a change (or its undo): caches, rows and marks follow the catalog.
    mutating func catalogChanged(by change: CatalogChange, keeping key: String?) {
        let addedOrRemoved = Set(change.before.keys) != Set(change.after.keys)
        if addedOrRemoved {
            cache.forget(document: current)
        } else {
            let indices = change.keys.compactMap { catalog.index(ofKey: $0) }
            cache.forget(strings: indices, document: current, documents: documents)
        }
        marks = marks.filter { catalog.index(ofKey: $0) != nil }
        if !document.languages.contains(language) { language = Self.initialLanguage(document) }
        refreshRows(keeping: key.flatMap { catalog.index(ofKey: $0) })
    }

    // MARK: Marks and review

    mutating func toggleMark() {
        guard let key = selectedString?.key else { return }
        if marks.remove(key) == nil { marks.insert(key) }
        move(by: 1)
    }

    /// `r` / `R`: the marked strings (asking first when there are several), else the
    /// selected one.
    mutating func review(reviewed: Bool, allShown: Bool) -> [Effect] {
        let keys: [String]
        if !marks.isEmpty {
            keys = catalog.strings.map(\.key).filter { marks.contains($0) }
        } else if allShown {
            keys = visibleRows.map { catalog.strings[$0].key }
        } else {
            guard let key = selectedString?.key else { return [.bell] }
            keys = [key]
        }
        guard !keys.isEmpty else { return [.bell] }
        if keys.count == 1 && !allShown {
            applyReview(keys: keys, reviewed: reviewed)
            return []
        }
        let what = reviewed ? "reviewed" : "for review"
        prompt = .confirmation("Mark \(count(keys.count, "string")) \(what) in \(Language.displayName(for: language))?",
                               .review(keys: keys, reviewed: reviewed), yes: "mark \(keys.count)")
        return []
    }

    mutating func applyReview(keys: [String], reviewed: Bool) {
        let language = self.language
        let summary = (reviewed ? "Mark reviewed: " : "Mark for review: ") + (keys.count == 1 ? "“\(keys[0])”" : count(keys.count, "string"))
        let before = keys.count
        let change = apply(summary, keys: keys) { catalog in
            for key in keys {
                guard let i = catalog.index(ofKey: key) else { continue }
                if reviewed { catalog.strings[i].markReviewed(language: language) } else { catalog.strings[i].markForReview(language: language) }
            }
        }
        marks = []
        let changed = change.map { c in c.keys.filter { c.before[$0] != c.after[$0] }.count } ?? 0
        let state = reviewed ? "translated" : "needs review"
        message = StatusMessage(changed == 0
            ? "Nothing to change: \(before == 1 ? "it is" : "none is") \(reviewed ? "waiting for review" : "translated")"
            : "\(count(changed, "string")) now \(state)")
    }

    // MARK: Strings

    mutating func startAddingString() {
        session = EditSession(target: .newKey, text: "")
    }

    mutating func askToDelete() -> [Effect] {
        guard let string = selectedString else { return [.bell] }
        let automatic = string.extractionState != .manual && !string.isStale
        prompt = .confirmation("Delete “\(string.key)” in every language?" + (automatic ? " (Xcode adds it again while it is in the code)" : ""),
                               .deleteString(key: string.key), yes: "delete")
        return []
    }

    mutating func askToDeleteStale() -> [Effect] {
        let keys = catalog.strings.filter(\.isStale).map(\.key)
        guard !keys.isEmpty else {
            message = StatusMessage("No stale strings in \(document.name)")
            return [.bell]
        }
        prompt = .confirmation("Delete all \(count(keys.count, "stale string"))?", .deleteStale(keys: keys), yes: "delete \(keys.count)")
        return []
    }

    mutating func toggleDoNotTranslate() -> [Effect] {
        toggleSelected("Toggle don't translate", { $0.toggleDoNotTranslate() }) { key, string in
            string.isTranslatable ? "“\(key)” is to be translated" : "“\(key)” is marked don't translate"
        }
    }

    mutating func toggleManual() -> [Effect] {
        toggleSelected("Toggle manual management", { $0.toggleManual() }) { key, string in
            string.extractionState == .manual ? "“\(key)” is managed manually" : "“\(key)” is managed automatically (extracted from code)"
        }
    }

    /// Flips a property of the selected string as one step, then says where it stands.
    private mutating func toggleSelected(_ summary: String, _ toggle: @escaping (inout CatalogString) -> Void, saying: (String, CatalogString) -> String) -> [Effect] {
        guard let key = selectedString?.key else { return [.bell] }
        apply("\(summary) of “\(key)”", keys: [key]) { catalog in
            if let i = catalog.index(ofKey: key) { toggle(&catalog.strings[i]) }
        }
        if let i = catalog.index(ofKey: key) { message = StatusMessage(saying(key, catalog.strings[i])) }
        return []
    }

    // MARK: Undo

    mutating func undoOrRedo(undo: Bool) -> [Effect] {
        // Read before the catalog changes: the rows still index the old one until refreshed.
        let selected = selectedString?.key
        let change = undo ? documents[current].undo() : documents[current].redo()
        guard let change else {
            message = StatusMessage(undo ? "Nothing to undo" : "Nothing to redo")
            return [.bell]
        }
        let shown = change.keys.sorted().first { (undo ? change.before : change.after)[$0] != nil }
        catalogChanged(by: change, keeping: shown ?? selected)
        message = StatusMessage((undo ? "Undone: " : "Redone: ") + change.summary)
        return []
    }

    // MARK: Saving and quitting

    mutating func save() -> [Effect] {
        let modified = documents.indices.filter { documents[$0].isModified }
        guard !modified.isEmpty else {
            message = StatusMessage("No changes to save")
            return []
        }
        savedInThisRound = []
        return [.save(documents: modified, force: false)]
    }

    mutating func finishSaving(document index: Int, _ outcome: SaveOutcome) -> [Effect] {
        guard documents.indices.contains(index) else { return [] }
        let name = documents[index].name
        switch outcome {
        case .saved(let fingerprint):
            let languages = documents[index].projectLanguageChanges
            documents[index].markSaved(fingerprint)
            var text = name
            if !languages.added.isEmpty || !languages.removed.isEmpty {
                text += " (the project's languages: " + (languages.added.map { "+" + $0 } + languages.removed.map { "−" + $0 }).joined(separator: " ") + ")"
            }
            // One Ctrl-S may save several catalogs; the message names them all.
            savedInThisRound.append(text)
            message = StatusMessage("Saved " + savedInThisRound.joined(separator: ", "))
            var effects: [Effect] = []
            if let copy = documents[index].restoredFrom {
                documents[index].restoredFrom = nil
                effects.append(.deleteFile(copy))
            }
            if quitAfterSaving && !hasUnsavedChanges { effects.append(.quit) }
            return effects
        case .savedCatalogOnly(let fingerprint, let reason):
            documents[index].markSaved(fingerprint, includingProject: false)
            quitAfterSaving = false
            message = StatusMessage("Saved \(name), but not the project's languages: \(reason)", kind: .error)
        case .changedOnDisk:
            prompt = Prompt(question: "\(name) changed on disk since xcedit read it. Overwrite it with your version, or reload it and drop your changes?", choices: [
                Prompt.Choice(key: "o", label: "overwrite", answer: .overwrite),
                Prompt.Choice(key: "r", label: "reload", answer: .reload),
                Prompt.Choice(key: "c", label: "cancel", answer: .cancel),
            ], subject: .changedOnDisk(document: index))
        case .failed(let reason):
            quitAfterSaving = false
            message = StatusMessage("Not saved: \(reason)", kind: .error)
        }
        return []
    }

    mutating func finishReloading(document index: Int, _ outcome: ReloadOutcome) {
        guard documents.indices.contains(index) else { return }
        switch outcome {
        case .loaded(let catalog, let fingerprint):
            documents[index].reload(catalog, fingerprint: fingerprint)
            cache.forget(document: index)
            if index == current {
                marks = []
                if !document.languages.contains(language) { language = Self.initialLanguage(document) }
                refreshRows(keeping: nil)
            }
            message = StatusMessage("Reloaded \(documents[index].name) from disk; undo starts afresh")
        case .failed(let reason):
            message = StatusMessage("Not reloaded: \(reason)", kind: .error)
        }
    }

    mutating func quit() -> [Effect] {
        let modified = documents.filter(\.isModified).map(\.name)
        guard !modified.isEmpty else { return [.quit] }
        prompt = Prompt(question: "Unsaved changes in \(modified.joined(separator: ", ")). Save them before quitting?", choices: [
            Prompt.Choice(key: "s", label: "save and quit", answer: .save),
            Prompt.Choice(key: "d", label: "discard and quit", answer: .discard),
            Prompt.Choice(key: "c", label: "cancel", answer: .cancel),
        ], subject: .quitWithUnsavedChanges)
        return []
    }

    // MARK: Answers

    mutating func answer(_ key: Character) -> [Effect] {
        guard let prompt else { return [] }
        guard let choice = prompt.choices.first(where: { $0.key == key || Character($0.key.uppercased()) == key }) else { return [.bell] }
        return answer(choice.answer, to: prompt.subject)
    }

    mutating func answer(_ answer: Prompt.Answer, to subject: Prompt.Subject) -> [Effect] {
        prompt = nil
        if case .recovery = subject {
            if case .choose(let value) = answer { return answerRecovery(value) }
            return answerRecovery(nil)
        }
        if answer == .cancel {
            quitAfterSaving = false
            message = StatusMessage("Cancelled")
            return []
        }
        switch subject {
        case .review(let keys, let reviewed):
            applyReview(keys: keys, reviewed: reviewed)
        case .deleteString(let key):
            apply("Delete “\(key)”", keys: [key]) { $0.removeString(key) }
            message = StatusMessage("Deleted “\(key)” (u undoes)")
        case .deleteStale(let keys):
            apply("Delete \(count(keys.count, "stale string"))", keys: keys) { catalog in
                for key in keys { catalog.removeString(key) }
            }
            message = StatusMessage("Deleted \(count(keys.count, "stale string")) (u undoes)")
        case .quitWithUnsavedChanges:
            if answer == .discard { return [.quit] }
            quitAfterSaving = true
            return save()
        case .changedOnDisk(let index):
            if answer == .overwrite {
                savedInThisRound = []
                return [.save(documents: [index], force: true)]
            }
            quitAfterSaving = false
            return [.reload(document: index)]
        case .removeLanguage(let code):
            removeLanguage(code)
        case .varyByPlural, .removePlural, .removeDevices, .removeSubstitution:
            if case .choose(let value) = answer { answerVariation(value, to: subject) }
        case .recovery:
            break  // answered above
        }
        return []
    }
}

/// "1 string", "12 strings".
func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
}
