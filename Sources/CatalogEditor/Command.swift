import StringCatalogKit
import TranslationMemory

/// Everything the user can ask the editor to do. Keys and mouse clicks become commands
/// through the key table (EditorUI); `EditorState.reduce` carries them out.
public enum Command: Equatable, Sendable {
    // Moving
    case moveUp, moveDown, pageUp, pageDown, top, bottom
    case nextPane, previousPane
    case focus(Pane)
    case previousLanguage, nextLanguage
    case selectLanguage(String)
    /// A row of the table, counted from the first visible one.
    case selectVisibleRow(Int)
    case scrollTable(Int)
    case scrollInspector(Int)
    // Finding
    case startFilter
    /// Typed or pasted text into the filter (line breaks are dropped).
    case filterType(String)
    /// An editing key in the filter: Backspace, ← →, Home, End, Ctrl-U, Ctrl-W, …
    case filterEdit(TextEdit)
    /// Enter: keep the filter, stop typing into it.
    case filterAccept
    /// Esc: clear the filter.
    case filterClear
    case cycleStateFilter
    case cycleSort
    case reverseSort
    case nextToDo, previousToDo
    /// `x`, `X`: the next / previous string with an error or a warning in the selected language.
    case nextProblem, previousProblem
    /// `:`: go to a key by typing its beginning.
    case startGoToKey
    case goToKeyType(String)
    case goToKeyDeleteBackward
    /// Enter: stay on the key found.
    case goToKeyAccept
    /// Esc: back to the string selected before.
    case goToKeyCancel
    // Editing
    /// Enter: edit the selected value (in the inspector, the selected form).
    case edit
    /// Click on a row's translation: select it and edit its value.
    case editVisibleRow(Int)
    /// `e`: edit the selected value in $VISUAL / $EDITOR.
    case editExternally
    case editComment
    case addString
    case renameKey
    /// A change to the text field's buffer.
    case field(TextEdit)
    /// Enter in the field.
    case fieldCommit
    /// Tab, Shift-Tab in the field: commit, then edit the next (+1) or previous (-1) form.
    case fieldCommitAndMove(Int)
    /// Esc in the field.
    case fieldCancel
    /// Replaces the field's text with the source language's value of the same form.
    case fieldCopySource
    /// `w`: whether Enter on a value moves on to the next string to do.
    case toggleMoveOn
    /// `y`: the selected value to the system clipboard.
    case copyValue
    /// `T`: drafts for the marked strings (else the selected one) in the selected language,
    /// from the translation provider.
    case machineTranslate
    /// `1`–`5` (Alt-1 … Alt-5 in a value's field): the memory's match with that number as a
    /// `needs_review` draft (see Reducer+Memory).
    case insertMemoryMatch(Int)
    /// Ctrl-F in the filter: concordance search over the memory (see Reducer+Concordance).
    case startConcordance
    /// Typed or pasted text into the concordance search.
    case concordanceType(String)
    case concordanceEdit(TextEdit)
    /// ↑ ↓ PgUp PgDn among the hits.
    case concordanceMove(Int)
    /// Enter: the selected hit's string and language.
    case concordanceGo
    /// Esc: close the pane.
    case concordanceLeave
    /// `i`: the next screenshot or note of a translator's bundle for the selected string,
    /// in the user's viewer.
    case openNextNote
    // Changing strings
    /// Space: mark or unmark the selected row for a bulk action.
    case toggleMark
    case clearMarks
    /// `r`, `R`: the marked strings if any, else the selected one.
    case markReviewed, markForReview
    /// The same over every string the table shows (or the marked ones), after confirmation.
    case markAllShownReviewed, markAllShownForReview
    case deleteString
    case deleteStaleStrings
    case toggleDoNotTranslate
    case toggleManual
    /// `<`, `>` on a catalog git left unmerged: the selected string's first unresolved
    /// conflict takes our version's value, or theirs.
    case takeOurs, takeTheirs
    case undo, redo
    // Variations and languages
    /// `p`: vary by plural, or stop (on a substitution in the inspector: remove it).
    case varyByPlural
    /// `v`: choose the devices to vary by.
    case varyByDevice
    /// `#`, `%` with the inspector on a substitution: its argument number, its format.
    case editSubstitutionArgument, editSubstitutionFormat
    /// `L`: the language picker.
    case addLanguage
    /// Typing into a picker that filters as you type; nil deletes the last character.
    case pickerType(String?)
    /// Space in the device picker.
    case pickerToggle
    // Files
    case save
    /// A key pressed while a question is asked.
    case answer(Character)
    case cancelPrompt
    // Windows
    case toggleHelp
    /// `/` in help: type a search; help shows the lines that have it.
    case helpSearchStart
    /// Typed or pasted text into help's search; nil: delete the last character.
    case helpSearchType(String?)
    /// Enter in help's search: keep it, and the keys scroll again.
    case helpSearchAccept
    /// Esc in help: clear the search; with none, close help.
    case helpSearchClear
    case openCatalogPicker
    case pickerOpenSelected
    case closeOverlay
    case resize(width: Int, height: Int)
    case quit
    /// Ctrl-C, which a terminal in raw mode delivers as a key: it does not quit (it would
    /// lose unsaved work in a keystroke), so it says how to.
    case explainQuit
    // What the run loop reports back after carrying out an effect.
    case saveFinished(document: Int, outcome: SaveOutcome)
    case reloadFinished(document: Int, outcome: ReloadOutcome)
    /// The file as another program left it, read for a merge with the editor's changes
    /// (see `Effect.readForMerge`).
    case readForMergeFinished(document: Int, outcome: ReloadOutcome)
    case externalEditFinished(ExternalEditOutcome)
    /// The viewer could not be started (see `Effect.openInViewer`).
    case viewerFailed(String)
    /// What the image at `path` measures (see `Effect.measureImage`).
    case imageMeasured(path: String, ImageMeasure)
    /// The image at `path` cannot be drawn in the terminal: it opens in the viewer instead.
    case imageUnreadable(path: String, reason: String)
    /// A key while an image is drawn: the screen comes back.
    case closeImage
    /// How `git add` went; nil when it did, else git's message.
    case markResolvedFinished(document: Int, failure: String?)
    /// No key is waiting: the run loop lends the reducer a few milliseconds for work that
    /// makes later keys fast (see `EditorState.hasWorkWhileIdle`). Nothing visible changes.
    case workWhileIdle
    /// What the catalog's git history says of a translation (see `Effect.lookUpSourceHistory`).
    case sourceHistoryFound(SourceHistoryQuestion, SourceHistoryFinding)
    /// Where the code uses the keys of the catalog at `catalogPath`; nil when no project
    /// around it says (see `Effect.findCodeUsages`).
    case codeUsagesFound(catalogPath: String, CodeUsages?)
    /// How the machine translation with this id went (see `Effect.machineTranslate`).
    case machineTranslationFinished(id: Int, MachineTranslationOutcome)
    /// The whole catalog whose first strings are shown while it is read (see
    /// `CatalogReading`), or why it cannot be opened.
    case catalogRead(CatalogReadOutcome)
    /// The memory built by `Effect.buildMemory`: how many units from how many catalogs, and
    /// what could not be read (for the status line).
    case memoryReady(units: Int, files: Int, generation: Int, warning: String?)
    /// The memory's matches for a question (see `Effect.lookUpMemory`).
    case memoryMatchesFound(MemoryQuestion, [MemoryMatch])
    /// The hits of a concordance search, the first `ConcordanceQuery.hitLimit` of `total`
    /// (see `Effect.searchMemory`).
    case concordanceFound(ConcordanceQuery, [ConcordanceHit], total: Int)
}

/// How saving one catalog went.
public enum SaveOutcome: Equatable, Sendable {
    case saved(FileFingerprint)
    /// The catalog was saved, but the project file could not take the added or removed
    /// languages; they stay to be saved.
    case savedCatalogOnly(FileFingerprint, reason: String)
    /// Someone changed the file since it was read; nothing was written.
    case changedOnDisk
    /// The file is not in Xcode's layout, and a save would rewrite it whole; nothing was
    /// written (see `Document.mayRewriteWhole`).
    case notInXcodeLayout
    /// The user chose to keep the file's layout, and this change cannot keep it (it changes
    /// the catalog's own fields); nothing was written.
    case layoutCannotBeKept
    case failed(String)
}

public enum ReloadOutcome: Equatable, Sendable {
    case loaded(StringCatalog, FileFingerprint)
    case failed(String)
}

public enum ExternalEditOutcome: Equatable, Sendable {
    /// The value as the editor left it (its context lines already stripped).
    case edited(String)
    case failed(String)
}

/// What the run loop does for the reducer: the only way out of the pure core. Each effect
/// carries what performing it needs (see `DocumentFile`), never a place in the state to
/// look it up in.
public enum Effect: Equatable, Sendable {
    case quit
    /// End the editor with an error: the catalog shown while it was read cannot be opened
    /// (see `CatalogReadOutcome.failed`); `report` is for standard error once the terminal
    /// is restored.
    case quitUnreadable(report: String)
    /// Something the terminal should signal (a bell), e.g. nothing left to jump to.
    case bell
    /// Save these documents atomically; report each with `saveFinished`. The request's
    /// `force` overwrites a file that changed on disk.
    case save(SaveRequest)
    /// Read these files again (the files of a translator's XLIFF all together); report each
    /// with `reloadFinished`.
    case reload([DocumentFile])
    /// Read the document's file, which another program changed, to merge the editor's
    /// changes with it; report with `readForMergeFinished`.
    case readForMerge(DocumentFile)
    /// Hand the terminal to $VISUAL / $EDITOR on a file holding `value` and, as comment
    /// lines, `context`; report with `externalEditFinished`.
    case editExternally(value: String, context: [String])
    /// Remove a file (a recovery copy that is no longer wanted).
    case deleteFile(String)
    /// `git add` the document's file, which git left unmerged and which now holds every
    /// conflict resolved; report with `markResolvedFinished`.
    case markResolvedInGit(DocumentFile)
    /// Put `text` on the system clipboard through the terminal (OSC 52), which works over SSH.
    case copyToClipboard(String)
    /// Find in the catalog's git history what the source was when the translation got its
    /// values, without holding up the keys; report with `sourceHistoryFound`.
    case lookUpSourceHistory(SourceHistoryQuestion)
    /// Find where the code of the project around the catalog uses its keys, as sync does,
    /// without holding up the keys; report with `codeUsagesFound`.
    case findCodeUsages(catalogPath: String)
    /// Ask the user's translation provider for drafts, without holding up the keys; report
    /// with `machineTranslationFinished`.
    case machineTranslate(MachineTranslationJob)
    /// Show the file at `path` in the user's viewer, started on its own: the editor does
    /// not wait for it; `frame`, where the string is in a screenshot, is the viewer's to use.
    /// Report only a failure to start it, with `viewerFailed`.
    case openInViewer(path: String, frame: NoteFrame?)
    /// Read the PNG at `path` (its size in pixels and density) and the terminal's cell size,
    /// to draw it inline; report with `imageMeasured` or `imageUnreadable`.
    case measureImage(path: String)
    /// Draw the PNG at `path` in the terminal (the image shown, `EditorState.shownImage`),
    /// over the frame that leaves its cells blank (and outlines the string on it): the frame
    /// first, then the image. Report only a failure, with `imageUnreadable`.
    case drawImage(path: String, kind: InlineImageKind)
    /// Take the image drawn inline off the screen and repaint everything.
    case eraseImage(InlineImageKind)
    /// Build the translation memory from `catalogs` and the user's `memory.paths`, without
    /// holding up the keys; report with `memoryReady`.
    case buildMemory(catalogs: [MemoryCatalog], generation: Int)
    /// Look up the memory's matches for `question`, without holding up the keys; report with
    /// `memoryMatchesFound`.
    case lookUpMemory(MemoryQuestion)
    /// Search every text of the memory for `query`; report with `concordanceFound`.
    case searchMemory(ConcordanceQuery)
}
