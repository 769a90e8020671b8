import StringCatalogKit

extension EditorState {
    /// Carries out `command`: the only place the state changes. Returns what the run loop
    /// must do beyond rendering.
    @discardableResult
    public mutating func reduce(_ command: Command) -> [Effect] {
        // Not a key: the message and everything shown stay as they are.
        switch command {
        case .workWhileIdle: return workWhileIdle()
        case .sourceHistoryFound(let question, let finding):
            recordSourceHistory(finding, for: question)
            return []
        case .codeUsagesFound(let path, let usages):
            recordCodeUsages(usages, for: path)
            return []
        case .catalogRead(let outcome):
            defer {
                rememberProblemsOfShownRows()
                rememberSymbolsOfSelectedString()
            }
            return finishReading(outcome)
        case .memoryReady(let units, let files, let generation, let warning):
            finishMemoryBuild(units: units, files: files, generation: generation, warning: warning)
            return []
        case .memoryMatchesFound(let question, let matches):
            recordMemoryMatches(matches, for: question)
            return []
        case .concordanceFound(let query, let hits, let total):
            recordConcordance(hits, total: total, for: query)
            return []
        case .saveFinished(_, let outcome):
            noteSaveForMemory(outcome)
        default: break
        }
        let effects = carryOut(command)
        // Rendering writes nothing, so what the next frame will ask of the checks is worked
        // out here, once per string shown, instead of on every frame.
        rememberProblemsOfShownRows()
        rememberSymbolsOfSelectedString()
        return effects
    }

    private mutating func carryOut(_ command: Command) -> [Effect] {
        // Too small to show anything but the notice: only resizing and quitting act (the
        // unsaved-changes question shows once the window is large enough), and what the
        // run loop reports back.
        if layout.isTooSmall && !Self.actsWhileTooSmall(command) { return [] }
        // A transient message lasts until the next command.
        message = nil
        // A translator's XLIFF carries translations only (Reducer+Exchange).
        if let refusal = exchangeRefusal(command) {
            message = StatusMessage(refusal, kind: .error)
            return [.bell]
        }
        // A large catalog still being read changes nothing (Reducer+Reading).
        if let refusal = readingRefusal(command) {
            message = StatusMessage(refusal, kind: .error)
            return [.bell]
        }
        switch command {
        case .moveUp: move(by: -1)
        case .moveDown: move(by: 1)
        case .pageUp: move(by: -pageSize)
        case .pageDown: move(by: pageSize)
        case .top: move(by: Int.min / 2)
        case .bottom: move(by: Int.max / 2)
        case .nextPane:
            focus = nextPane(after: focus, step: 1)
            keepFormCursorInView()
        case .previousPane:
            focus = nextPane(after: focus, step: -1)
            keepFormCursorInView()
        case .focus(let pane):
            focus = pane == .sidebar && layout.sidebar == nil ? .table : pane
            keepFormCursorInView()
        case .previousLanguage: stepLanguage(-1)
        case .nextLanguage: stepLanguage(1)
        case .selectLanguage(let code): switchLanguage(to: code)
        case .selectVisibleRow(let offset):
            let row = tableScroll + offset
            if visibleRows.indices.contains(row) {
                selectedRow = row
                inspectorScroll = 0
                focus = .table
            }
        case .scrollTable(let delta):
            tableScroll = max(0, min(tableScroll + delta, max(0, visibleRows.count - layout.tableRows)))
            selectedRow = min(max(selectedRow, tableScroll), tableScroll + layout.tableRows - 1)
            selectedRow = max(0, min(selectedRow, visibleRows.count - 1))
            inspectorScroll = 0
        case .scrollInspector(let delta):
            scrollInspector(by: delta)
        case .startFilter:
            isEditingFilter = true
        case .filterType(let text):
            editFilter(.insert(String(text.filter { !$0.isNewline })))
        case .filterEdit(let edit):
            // One line: no line breaks, and ↑ ↓ have no line to go to.
            if edit != .newline { editFilter(edit) }
        case .filterAccept:
            isEditingFilter = false
        case .filterClear:
            clearFilter()
        case .cycleStateFilter:
            // The conflicts filter is there only for a catalog git left unmerged.
            let all = StateFilter.allCases.filter { $0 != .conflicts || document.merge != nil }
            stateFilter = all[((all.firstIndex(of: stateFilter) ?? 0) + 1) % all.count]
            refreshRows(keeping: selectedIndex)
            message = StatusMessage("Showing \(stateFilter.title): \(visibleRows.count) of \(tableStringCount)")
        case .cycleSort:
            let all = SortColumn.allCases
            sort = SortOrder(column: all[(all.firstIndex(of: sort.column)! + 1) % all.count])
            refreshRows(keeping: selectedIndex)
        case .reverseSort:
            sort.descending.toggle()
            refreshRows(keeping: selectedIndex)
        case .nextToDo: return jumpToDo(forward: true)
        case .previousToDo: return jumpToDo(forward: false)
        case .nextProblem: return jumpToProblem(forward: true)
        case .previousProblem: return jumpToProblem(forward: false)
        case .startGoToKey: startGoToKey()
        case .goToKeyType(let text): typeInGoToKey(text)
        case .goToKeyDeleteBackward: deleteInGoToKey()
        case .goToKeyAccept: acceptGoToKey()
        case .goToKeyCancel: cancelGoToKey()
        case .toggleHelp:
            if case .help = overlay { overlay = nil } else { overlay = .help(scroll: 0) }
        case .helpSearchStart, .helpSearchType, .helpSearchAccept, .helpSearchClear: searchHelp(command)
        case .openCatalogPicker: openCatalogPicker()
        case .pickerOpenSelected:
            switch overlay {
            case .catalogPicker(let selection, let query)?: return openPickedEntry(selection: selection, query: query)
            case .languagePicker?: return chooseInLanguagePicker()
            case .devicePicker?: return applyDevicePicker()
            default: break
            }
        case .varyByPlural: return togglePluralVariation()
        case .varyByDevice: return openDevicePicker()
        case .editSubstitutionArgument:
            if !editSubstitution({ .substitutionArgument(key: $0, name: $1) }) { return substitutionHint() }
        case .editSubstitutionFormat:
            if !editSubstitution({ .substitutionFormat(key: $0, name: $1) }) { return substitutionHint() }
        case .addLanguage: openLanguagePicker()
        case .pickerType(let text):
            if case .catalogPicker? = overlay { typeInCatalogPicker(text) } else { typeInLanguagePicker(text) }
        case .pickerToggle: toggleDeviceInPicker()
        case .closeOverlay:
            overlay = nil
        case .resize(let width, let height):
            layout = ScreenLayout(width: width, height: height)
            if layout.sidebar == nil && focus == .sidebar { focus = .table }
            scrollSelectionIntoView()
            scrollSidebarIntoView()
            keepFormCursorInView()
            return placeImageAgain()
        case .quit:
            return quit()
        case .explainQuit:
            explainQuit()
        case .edit:
            if focus == .sidebar { focus = .table; return [] }
            return startEditing()
        case .editVisibleRow(let offset):
            let row = tableScroll + offset
            guard visibleRows.indices.contains(row) else { return [] }
            selectedRow = row
            inspectorScroll = 0
            focus = .table
            return startEditing()
        case .editExternally: return startExternalEditing()
        case .editComment: return startEditingComment()
        case .addString: startAddingString()
        case .renameKey:
            if editSubstitution({ .substitutionName(key: $0, name: $1) }) { return [] }
            return startRenaming()
        case .field(let edit): editField(edit)
        case .fieldCommit:
            defer { keepFormCursorInView() }
            return commitField()
        case .fieldCommitAndMove(let step): return commitField(thenMove: step)
        case .fieldCancel:
            session = nil
            keepFormCursorInView()
        case .fieldCopySource: copySourceIntoField()
        case .toggleMoveOn: toggleMoveOn()
        case .copyValue: return copySelectedValue()
        case .machineTranslate: return askForMachineTranslation()
        case .machineTranslationFinished(let id, let outcome): return finishMachineTranslation(id, outcome)
        case .insertMemoryMatch(let number): return insertMemoryMatch(number)
        case .startConcordance: return startConcordance()
        case .concordanceType(let text): return editConcordance(.insert(String(text.filter { !$0.isNewline })))
        case .concordanceEdit(let edit): return editConcordance(edit)
        case .concordanceMove(let delta): moveInConcordance(by: delta)
        case .concordanceGo: return goToConcordanceHit()
        case .concordanceLeave: concordance = nil
        case .openNextNote: return openNextNote()
        case .viewerFailed(let reason): message = StatusMessage(reason, kind: .error)
        case .imageMeasured(let path, let measure): return showMeasuredImage(path, measure)
        case .imageUnreadable(let path, let reason): return openUnreadableImageInViewer(path, reason: reason)
        case .closeImage: return closeImage()
        case .toggleMark: toggleMark()
        case .clearMarks:
            // Esc backs out of what narrows the table: the marks first, then the filter
            // (also when it matches nothing and the table is empty).
            if markCount > 0 {
                message = StatusMessage("Cleared \(count(markCount, "mark"))")
                marksByDocument = [:]
            } else if !filterText.isEmpty {
                clearFilter()
                message = StatusMessage("Cleared the filter")
            }
        case .markReviewed: return review(reviewed: true, allShown: false)
        case .markForReview: return review(reviewed: false, allShown: false)
        case .markAllShownReviewed: return review(reviewed: true, allShown: true)
        case .markAllShownForReview: return review(reviewed: false, allShown: true)
        case .deleteString: return focus == .sidebar ? askToRemoveLanguage() : askToDelete()
        case .deleteStaleStrings: return askToDeleteStale()
        case .toggleDoNotTranslate: return toggleDoNotTranslate()
        case .toggleManual: return toggleManual()
        case .takeOurs: return takeVersion(.ours)
        case .takeTheirs: return takeVersion(.theirs)
        case .undo: return undoOrRedo(undo: true)
        case .redo: return undoOrRedo(undo: false)
        case .save: return save()
        case .answer(let key): return answer(key)
        case .cancelPrompt:
            if let prompt { return answer(.cancel, to: prompt.subject) }
        case .saveFinished(let index, let outcome): return finishSaving(document: index, outcome)
        case .reloadFinished(let index, let outcome): finishReloading(document: index, outcome)
        case .readForMergeFinished(let index, let outcome): return mergeWithFile(document: index, outcome)
        case .externalEditFinished(let outcome): finishExternalEditing(outcome)
        case .markResolvedFinished(let index, let failure): return finishMarkingResolved(document: index, failure: failure)
        case .workWhileIdle: return workWhileIdle()
        case .sourceHistoryFound(let question, let finding): recordSourceHistory(finding, for: question)
        case .codeUsagesFound(let path, let usages): recordCodeUsages(usages, for: path)
        case .catalogRead(let outcome): return finishReading(outcome)
        case .memoryReady(let units, let files, let generation, let warning):
            finishMemoryBuild(units: units, files: files, generation: generation, warning: warning)
        case .memoryMatchesFound(let question, let matches): recordMemoryMatches(matches, for: question)
        case .concordanceFound(let query, let hits, let total): recordConcordance(hits, total: total, for: query)
        }
        return []
    }

    static func actsWhileTooSmall(_ command: Command) -> Bool {
        switch command {
        case .resize, .quit, .saveFinished, .reloadFinished, .readForMergeFinished, .externalEditFinished, .markResolvedFinished, .machineTranslationFinished: true
        default: false
        }
    }

    /// Typing or an editing key in the filter; the rows follow when its text changed.
    private mutating func editFilter(_ edit: TextEdit) {
        let before = filterField.text
        filterField.apply(edit, widthOf: measure)
        if filterField.text != before { refreshRows(keeping: selectedIndex) }
    }

    mutating func clearFilter() {
        isEditingFilter = false
        if !filterText.isEmpty {
            filterField = TextField("")
            refreshRows(keeping: selectedIndex)
        }
    }

    /// Ctrl-C: how to quit from where the keyboard is.
    private mutating func explainQuit() {
        let quit = "q quits xcedit (asking first about unsaved changes)"
        if prompt != nil {
            message = StatusMessage("Ctrl-C does not quit: answer the question (Esc cancels it), then \(quit)")
        } else if session != nil {
            message = StatusMessage("Ctrl-C does not quit: Esc closes the field (Enter saves it), then \(quit)")
        } else if overlay != nil {
            message = StatusMessage("Ctrl-C does not quit: Esc closes this, then \(quit)")
        } else {
            if isEditingFilter { isEditingFilter = false }  // so that the message shows
            message = StatusMessage("Ctrl-C does not quit: \(quit)")
        }
    }

    var pageSize: Int {
        // Help pages by its own view: the next page starts where this one ended.
        if case .help? = overlay { return max(1, metrics.helpPageHeight(self)) }
        return switch focus {
        case .sidebar: layout.sidebarRows
        case .table: max(1, layout.tableRows - 1)
        case .inspector: max(1, layout.inspectorRows - 1)
        }
    }

    /// Moves in whatever has the keyboard: an overlay, the sidebar, the table or the inspector.
    mutating func move(by delta: Int) {
        switch overlay {
        case .help(let scroll, let search, let typing)?:
            overlay = .help(scroll: max(0, min(metrics.helpScrollLimit(self), scroll.addingClamped(delta))), search: search, isTypingSearch: typing)
            return
        case .catalogPicker(let selection, let query)?:
            let count = pickerEntries(matching: query).count
            overlay = .catalogPicker(selection: max(0, min(count - 1, selection.addingClamped(delta))), query: query)
            return
        case .languagePicker(let query, let selection)?:
            let count = languageChoices(for: query).count
            overlay = .languagePicker(query: query, selection: max(0, min(count - 1, selection.addingClamped(delta))))
            return
        case .devicePicker(let selection, let chosen)?:
            overlay = .devicePicker(selection: max(0, min(CatalogString.deviceKinds.count - 1, selection.addingClamped(delta))), chosen: chosen)
            return
        case nil:
            break
        }
        switch focus {
        case .sidebar:
            let languages = document.languages
            let now = languages.firstIndex(of: language) ?? 0
            let next = max(0, min(languages.count - 1, now.addingClamped(delta)))
            switchLanguage(to: languages[next])
        case .table:
            guard !visibleRows.isEmpty else { return }
            selectedRow = max(0, min(visibleRows.count - 1, selectedRow.addingClamped(delta)))
            inspectorScroll = 0
            scrollSelectionIntoView()
        case .inspector:
            moveInInspector(by: delta)
        }
    }

    private func nextPane(after pane: Pane, step: Int) -> Pane {
        let panes = Pane.allCases.filter { $0 != .sidebar || layout.sidebar != nil }
        let i = panes.firstIndex(of: pane) ?? 0
        return panes[(i + step + panes.count) % panes.count]
    }

    private mutating func stepLanguage(_ step: Int) {
        let languages = document.languages
        let now = languages.firstIndex(of: language) ?? 0
        switchLanguage(to: languages[(now + step + languages.count) % languages.count])
    }

    mutating func switchLanguage(to code: String) {
        guard code != language, document.languages.contains(code) else { return }
        reading?.userChoseLanguage = true
        language = code
        refreshRows(keeping: selectedIndex)
        scrollSidebarIntoView()
    }

    /// `#` or `%` away from a substitution: say where they work.
    private mutating func substitutionHint() -> [Effect] {
        message = StatusMessage("Put the inspector's cursor on a substitution form first (Tab to the inspector, ↑ ↓)")
        return [.bell]
    }

    mutating func scrollSidebarIntoView() {
        let index = document.languages.firstIndex(of: language) ?? 0
        let rows = layout.sidebarRows
        if index < sidebarScroll { sidebarScroll = index }
        if index >= sidebarScroll + rows { sidebarScroll = index - rows + 1 }
        sidebarScroll = max(0, min(sidebarScroll, max(0, document.languages.count - rows)))
    }

    /// `n` / `N`: the next string, in table order, that is new or needs review in the
    /// selected language, wrapping around at the end (of the whole bundle in the "all
    /// files" view).
    private mutating func jumpToDo(forward: Bool) -> [Effect] {
        guard let (row, wrapped) = nextRow(forward: forward, where: { isToDo($0) }) else {
            message = StatusMessage("Nothing to do in \(Language.displayName(for: language)) here" + toDoElsewhere())
            return [.bell]
        }
        jump(to: row)
        if wrapped { message = StatusMessage(forward ? "Wrapped to the top" : "Wrapped to the bottom") }
        return []
    }

    /// Shows the document at `index` alone (leaving the "all files" view).
    mutating func open(documentAt index: Int) {
        guard documents.indices.contains(index), index != current || showsAllFiles else { return }
        let kept = selectedRowReference.flatMap { $0.document == index ? $0 : nil }
        showsAllFiles = false
        shownDocument = index
        marksByDocument = [:]
        if stateFilter == .conflicts && document.merge == nil { stateFilter = .all }
        if !document.languages.contains(language) { language = Self.initialLanguage(document) }
        selectedRow = 0
        tableScroll = 0
        sidebarScroll = 0
        // From the "all files" view into the file the cursor is in: the string stays selected.
        refreshRows(keepingRow: kept)
        scrollSidebarIntoView()
    }
}

extension Int {
    func addingClamped(_ delta: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(delta)
        return overflow ? (delta > 0 ? Int.max : Int.min) : sum
    }
}
