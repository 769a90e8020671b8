import StringCatalogKit

/// Text fields: opening one on a value, a comment or a new string, typing, and committing
/// with Xcode's semantics.
extension EditorState {
    /// Enter: edit the selected value. In the inspector, the form under its cursor; in the
    /// table, the first form still to do in the selected language (else the first form).
    mutating func startEditing() -> [Effect] {
        guard let entry = selectedEntry else { return [.bell] }
        let forms = selectedStringForms
        let form: FormPath
        if focus == .inspector, let selected = selectedForm {
            form = selected
        } else {
            form = forms.first { isToDo(entry, language: language, form: $0) } ?? forms.first ?? .root
        }
        openValueField(key: entry.key, form: form)
        return []
    }

    /// A form still to do: new or waiting for review, or with no text yet.
    func isToDo(_ entry: CatalogEntry, language: String, form: FormPath) -> Bool {
        entry.string.state(in: language, form: form) != .translated || entry.value(in: language, form: form)?.isEmpty != false
    }

    /// Opens a field on `form` of the string with `key` in the document at `index` (by
    /// default the current one).
    mutating func openValueField(key: String, form: FormPath, in index: Int? = nil) {
        let index = index ?? current
        let catalog = documents[index].catalog
        guard let i = catalog.index(ofKey: key) else { return }
        let text = catalog.entry(at: i).value(in: language, form: form) ?? ""
        preferredForm = form
        session = EditSession(target: .value(key: key, language: language, form: form), text: text)
        session?.document = index
    }

    mutating func startEditingComment() -> [Effect] {
        guard let string = selectedString else { return [.bell] }
        session = EditSession(target: .comment(key: string.key), text: string.comment ?? "")
        return []
    }

    mutating func startRenaming() -> [Effect] {
        guard let string = selectedString else { return [.bell] }
        guard string.extractionState == .manual else {
            message = StatusMessage("Only manual strings can be renamed; “\(string.key)” is named by the code (M makes it manual)", kind: .error)
            return [.bell]
        }
        session = EditSession(target: .renameKey(key: string.key), text: string.key)
        return []
    }

    /// `e`: the selected form in an external editor, with context lines it strips again.
    mutating func startExternalEditing() -> [Effect] {
        guard let entry = selectedEntry, let form = (focus == .inspector ? selectedForm : nil) ?? selectedStringForms.first else { return [.bell] }
        let source = document.sourceLanguage
        let value = entry.value(in: language, form: form) ?? ""
        var context = ["Key: \(entry.key)", "Language: \(Language.displayName(for: language)) (\(language))"]
        if !form.isRoot { context.append("Form: \(form)") }
        if language != source, let sourceText = entry.sourceText(for: form) {
            context.append("\(Language.displayName(for: source)): \(sourceText)")
        }
        if let comment = entry.string.comment { context.append("Comment: \(comment)") }
        externalTarget = .value(key: entry.key, language: language, form: form)
        return [.editExternally(value: value, context: context)]
    }

    mutating func finishExternalEditing(_ outcome: ExternalEditOutcome) {
        guard let target = externalTarget else { return }
        externalTarget = nil
        switch outcome {
        case .failed(let reason):
            message = StatusMessage(reason, kind: .error)
        case .edited(let text):
            guard case .value(let key, let language, let form) = target, let i = catalog.index(ofKey: key) else { return }
            if catalog.entry(at: i).value(in: language, form: form) == text {
                message = StatusMessage("No change")
                return
            }
            commitValue(text, key: key, language: language, form: form)
        }
    }

    // MARK: Typing

    mutating func editField(_ edit: TextEdit) {
        var edit = edit
        if session?.isOneLine == true {
            // A name or a number: a line break (Ctrl-N, or the end of a pasted line) is dropped.
            switch edit {
            case .newline: return
            case .insert(let text): edit = .insert(String(text.filter { !$0.isNewline }))
            default: break
            }
        }
        let wrapWidth = metrics.fieldWrapWidth(self)
        session?.field.apply(edit, widthOf: measure, wrapWidth: wrapWidth)
        session?.error = nil
    }

    mutating func copySourceIntoField() {
        if case .newSourceValue(let key)? = session?.target {
            // A new string's text is often its key.
            session?.field.text = key
            session?.field.cursor = key.count
            session?.error = nil
            return
        }
        guard let session, case .value(let key, let language, let form) = session.target,
              let i = catalog.index(ofKey: key) else { return }
        let source = document.sourceLanguage
        guard language != source, let text = catalog.entry(at: i).sourceText(for: form) else {
            message = StatusMessage("This is the source language")
            return
        }
        self.session?.field.text = text
        self.session?.field.cursor = text.count
        self.session?.error = nil
    }

    /// Enter (step 0), Tab (+1), Shift-Tab (-1): commits the field. With a step, edits the
    /// neighbouring form of the same string, so all plural forms are typed in one go.
    mutating func commitField(thenMove step: Int = 0) -> [Effect] {
        guard let session else { return [] }
        let text = session.field.text
        switch session.target {
        case .value(let key, let language, let form):
            // The field's file, before the commit moves the cursor (see `EditSession.document`).
            let document = current
            // Enter on a value left as it was still says "this is the translation": a form
            // that was new or waiting for review becomes translated. A form with nothing
            // in it yet stays so (the source's key is shown, not stored).
            let unit = catalog.index(ofKey: key).flatMap { catalog.strings[$0].localization(for: language)?.stringUnit(at: form) }
            let confirmsAsIs = unit != nil && unit?.state != .translated && !text.isEmpty
            if session.insertedFromMemory {
                // A memory match waits for the translator's own confirmation (r).
                writeMemoryDraft(text, key: key, form: form, summary: "Memory match")
            } else if session.field.isModified || confirmsAsIs {
                commitValue(text, key: key, language: language, form: form)
            }
            self.session = nil
            if step == 0 { moveOn(after: key, in: document, language: language, form: form) }
            if step != 0 { moveToNeighbouringForm(of: form, key: key, in: document, language: language, step: step) }
        case .comment(let key):
            self.session = nil
            guard session.field.isModified else { return [] }
            apply("Edit the comment of “\(key)”", keys: [key]) { catalog in
                catalog.modifyString(key: key) { string in
                    string.comment = text.isEmpty ? nil : text
                    string.isCommentAutoGenerated = nil
                }
            }
        case .newKey:
            if text.isEmpty {
                self.session?.error = "A key cannot be empty"
            } else if catalog.index(ofKey: text) != nil {
                self.session?.error = "A string with this key exists already"
            } else {
                // Empty, so that typing writes the text rather than appending to the key;
                // Ctrl-O copies the key in when it is the text.
                self.session = EditSession(target: .newSourceValue(key: text), text: "")
            }
        case .newSourceValue(let key):
            guard !text.isEmpty else {
                let language = Language.displayName(for: document.sourceLanguage)
                self.session?.error = "The \(language) text cannot be empty (Ctrl-O copies the key)"
                return []
            }
            self.session = EditSession(target: .newComment(key: key, sourceValue: text), text: "")
        case .newComment(let key, let sourceValue):
            self.session = nil
            var failure: StringCatalog.EditError?
            apply("Add “\(key)”", keys: [key]) { catalog in
                do { try catalog.addManualString(key: key, sourceValue: sourceValue, comment: text) } catch { failure = error as? StringCatalog.EditError }
            }
            if let failure {
                message = StatusMessage("Not added: \(failure)", kind: .error)
            } else {
                select(key: key)
                message = StatusMessage("Added “\(key)” (manual)")
            }
        case .substitutionName(_, let name) where text != name && !CatalogString.isValidNewSubstitutionName(text):
            // Stay in the field: the name only needs mending.
            self.session?.error = "A substitution name is a letter or _ followed by letters, digits or _"
        case .substitutionName, .substitutionArgument, .substitutionFormat:
            self.session = nil
            commitSubstitutionField(session.target, text: text)
        case .renameKey(let key):
            // A key spelled with other scalars (é precomposed or decomposed) is another key.
            guard !text.hasSameScalars(as: key) else { self.session = nil; return [] }
            if text.isEmpty {
                self.session?.error = "A key cannot be empty"
                return []
            }
            if catalog.index(ofKey: text) != nil {
                self.session?.error = "A string with this key exists already"
                return []
            }
            var failure: StringCatalog.EditError?
            self.session = nil
            apply("Rename “\(key)”", keys: [key, text]) { catalog in
                do { try catalog.renameString(key, to: text) } catch { failure = error as? StringCatalog.EditError }
            }
            if let failure {
                message = StatusMessage("Not renamed: \(failure)", kind: .error)
            } else {
                marksByDocument[current]?.remove(ScalarKey(key))
                select(key: text)
            }
        }
        return []
    }

    /// After Tab or Shift-Tab committed `form`: the field goes on to the next (or previous)
    /// form. Past the last (or first) form it stays open on the same one and says so: a
    /// field that closed by itself would let the translator's next typed letters run as
    /// commands on the main screen.
    private mutating func moveToNeighbouringForm(of form: FormPath, key: String, in document: Int, language: String, step: Int) {
        let catalog = documents[document].catalog
        guard let i = catalog.index(ofKey: key) else { return }
        let forms = catalog.entry(at: i).editableForms(in: language)
        guard !forms.isEmpty else { return }
        guard let at = forms.firstIndex(of: form) else {
            // The form left the list (the string changed shape): the first one still to do.
            openValueField(key: key, form: forms.first { isToDo(catalog.entry(at: i), language: language, form: $0) } ?? forms[0], in: document)
            return
        }
        if forms.indices.contains(at + step) {
            openValueField(key: key, form: forms[at + step], in: document)
            return
        }
        openValueField(key: key, form: form, in: document)
        // The field stays as the translator left it: the cursor at the end of what was typed.
        editField(.moveToEnd)
        let which = step > 0 ? "last" : "first"
        message = StatusMessage("That is the \(which) form of “\(key)” in \(Language.displayName(for: language)) (\(count(forms.count, "form"))): Enter or Esc closes the field")
    }

    /// Sets one form's value with Xcode's semantics (it becomes translated; a changed source
    /// value sends the other languages back for review).
    mutating func commitValue(_ text: String, key: String, language: String, form: FormPath) {
        let source = document.sourceLanguage
        let isSource = language == source
        let summary = "Edit \(Language.displayName(for: language))\(form.isRoot ? "" : " \(form)") of “\(key)”"
        let change = apply(summary, keys: [key]) { catalog in
            catalog.modifyEntry(key: key) { entry in
                entry.completeShape(for: form, in: language)
                entry.setValue(text, language: language, form: form)
            }
        }
        if isSource, let change, let after = change.after[ScalarKey(key)], let before = change.before[ScalarKey(key)] {
            let sent = (after.localizations?.keys ?? []).filter { code in
                code != source && catalog.entry(for: after).badge(in: code) == .needsReview
                    && catalog.entry(for: before).badge(in: code) != .needsReview
            }
            if !sent.isEmpty { message = StatusMessage("Source changed: \(count(sent.count, "translation")) now \(verb(sent.count, "needs", "need")) review") }
        }
    }

    /// What the checks find in the field's text, for the form it edits: the live warning
    /// while typing. The check sees the string as the Tab flow will make it: a substitution
    /// of the source the language does not have yet is still to do (its forms come after
    /// this one), not an error; an empty form nobody typed into is not yet "empty value
    /// marked translated".
    public func fieldProblems() -> [Problem] {
        guard let checker, let session, case .value(let key, let language, let form) = session.target,
              let i = catalog.index(ofKey: key) else { return [] }
        let source = document.sourceLanguage
        var entry = catalog.entry(at: i)
        let text = session.field.text
        entry.setValue(text, language: language, form: form)
        var toDo: [Problem] = []
        if form.substitution == nil, language != source {
            let own = entry.string.localization(for: language)?.substitutions
            let fromSource = entry.string.localization(for: source)?.substitutions
            for name in FormatString(text).substitutionNames where own?[name] == nil && fromSource?[name] != nil {
                entry.addSubstitutionToDo(name, in: language)
                toDo.append(Problem(checkID: "substitutions", severity: .info, message: "to do: the forms of \(name) (Tab goes on to them)",
                                    location: ProblemLocation(key: key, language: language, form: form)))
            }
        }
        let untouchedEmpty = text.isEmpty && !session.field.isModified
        var context = CheckContext(for: catalog, languages: [language])
        context.catalogPath = document.path
        return checker.problems(in: entry.string, context: context).filter {
            $0.location.language == language && ($0.location.form == form || $0.location.form.isRoot && form.substitution == nil)
                && !(untouchedEmpty && $0.checkID == "empty-translation")
        } + toDo
    }

    /// Moves the inspector's form cursor; false when the string has a single form.
    mutating func moveFormCursor(by delta: Int) -> Bool {
        let forms = selectedStringForms
        guard forms.count > 1, let current = selectedForm, let at = forms.firstIndex(of: current) else { return false }
        preferredForm = forms[max(0, min(forms.count - 1, at + delta))]
        return true
    }

    /// Selects the string with `key` in the current catalog (or the document at `document`
    /// the table lists), clearing the filters if they hide it.
    mutating func select(key: String, in document: Int? = nil) {
        let document = document ?? current
        guard let index = documents[document].catalog.index(ofKey: key) else { return }
        let wanted = TableRow(document: document, string: index)
        if !visibleRows.contains(wanted) && (!filterText.isEmpty || stateFilter != .all) {
            filterField = TextField("")
            stateFilter = .all
            refreshRows(keepingRow: wanted)
        }
        if let row = visibleRows.firstIndex(of: wanted) {
            selectedRow = row
            scrollSelectionIntoView()
        }
    }
}

extension CatalogEntry {
    /// The substitution `name` of the source, given to `language` with every form new and
    /// empty, as the Tab flow gives it: what the live check assumes of a substitution not
    /// reached yet.
    mutating func addSubstitutionToDo(_ name: String, in language: String) {
        let first = FormPath(substitution: name, plural: PluralCategory.other.rawValue)
        completeShape(for: first, in: language)
        guard var localization = string.localization(for: language) else { return }
        localization.setStringUnit(StringUnit(state: .new, value: ""), at: first)
        modifyString { $0.setLocalization(localization, for: language) }
    }
}
