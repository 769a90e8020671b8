import StringCatalogKit

/// Saving, reloading after a changed-on-disk answer, and quitting with unsaved changes.
extension EditorState {
    mutating func save() -> [Effect] {
        let modified = documents.indices.filter { documents[$0].isModified }
        guard !modified.isEmpty else {
            message = StatusMessage("No changes to save")
            return []
        }
        savedInThisRound = []
        return [.save(saveRequest(modified, force: false))]
    }

    mutating func finishSaving(document index: Int, _ outcome: SaveOutcome) -> [Effect] {
        guard documents.indices.contains(index) else { return [] }
        let name = documents[index].name
        switch outcome {
        case .saved(let fingerprint):
            let languages = documents[index].projectLanguageChanges
            // Saving a translator's XLIFF reports its unchanged catalogs too (they take the
            // file's new fingerprint): the message names the changed ones.
            let wasModified = documents[index].isModified
            documents[index].markSaved(fingerprint)
            var text = name
            if !languages.added.isEmpty || !languages.removed.isEmpty {
                text += " (the project's languages: " + (languages.added.map { "+" + $0 } + languages.removed.map { "−" + $0 }).joined(separator: " ") + ")"
            }
            // One Ctrl-S may save several catalogs; the message names them all.
            if wasModified { savedInThisRound.append(text) }
            if !savedInThisRound.isEmpty { message = StatusMessage("Saved " + savedInThisRound.joined(separator: ", ")) }
            var effects: [Effect] = []
            if let copy = documents[index].restoredFrom {
                documents[index].restoredFrom = nil
                effects.append(.deleteFile(copy))
            }
            // A merge left with no conflict is offered to `git add`, also when quitting (the
            // editor ends once that is answered).
            offerToMarkResolved(document: index)
            if quitAfterSaving && !hasUnsavedChanges && prompt == nil { effects.append(.quit) }
            return effects
        case .savedCatalogOnly(let fingerprint, let reason):
            documents[index].markSaved(fingerprint, includingProject: false)
            quitAfterSaving = false
            message = StatusMessage("Saved \(name), but not the project's languages: \(reason)", kind: .error)
        case .changedOnDisk:
            // A translator's XLIFF holds several catalogs: reloading it reloads them all.
            let question = documents[index].exchange.map {
                "\($0.xliffName) (of \($0.inputName)) changed on disk since xcedit read it. Overwrite it with your version, or reload it and drop your changes to all its files?"
            } ?? "\(name) changed on disk since xcedit read it. Merge your changes into its new version, overwrite it with yours, or reload it and drop yours?"
            // A translator's XLIFF is patched in place, string by string: no merge there.
            let merge = documents[index].exchange == nil ? [Prompt.Choice(key: "m", label: "merge", answer: .merge)] : []
            prompt = Prompt(question: question, choices: merge + [
                Prompt.Choice(key: "o", label: "overwrite", answer: .overwrite),
                Prompt.Choice(key: "r", label: "reload", answer: .reload),
                Prompt.Choice(key: "c", label: "cancel", answer: .cancel),
            ], subject: .changedOnDisk(document: index))
        case .notInXcodeLayout:
            // Said before the first save, as `xcedit import` says it.
            prompt = Prompt(question: "\(name) is not in Xcode's layout: rewriting it whole, as `xcedit fmt` would, puts more than your changes "
                + "in its diff. Keep its layout for the strings you did not change (those you changed are written in Xcode's layout), or rewrite it whole?",
                choices: [
                    Prompt.Choice(key: "k", label: "keep its layout", answer: .keepLayout),
                    Prompt.Choice(key: "y", label: "rewrite and save", answer: .confirm),
                    Prompt.Choice(key: "n", label: "cancel", answer: .cancel),
                ], subject: .rewriteWhole(document: index))
        case .layoutCannotBeKept:
            documents[index].keepsFileLayout = false
            quitAfterSaving = false
            prompt = .confirmation("Not saved: \(name)'s layout cannot be kept for this change (it changes the catalog's own fields, such as its "
                + "version, or the file names a key twice). Rewrite it whole in Xcode's layout?", .rewriteWhole(document: index), yes: "rewrite and save")
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
            let kept = selectedReference
            documents[index].reload(catalog, fingerprint: fingerprint)
            cache.forget(document: index)
            if tableDocuments.contains(index) {
                marksByDocument[index] = nil
                followLanguage()
                refreshRows(keepingRow: kept.flatMap { $0.document == index ? nil : row(of: $0) })
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
}
