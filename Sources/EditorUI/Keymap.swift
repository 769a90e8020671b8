import CatalogEditor
import TerminalUI

/// The key table: the single source for dispatch, the help overlay and the status hints.
/// One table per context; each section's title and each binding's words are written once.
public enum Keymap {
    static let tables: [KeyContextTable] = [
        KeyContextTable(.main, [
            KeySection("Move", [
                Bind([.up, .character("k")], .moveUp, "move up", label: "↑ k"),
                Bind([.down, .character("j")], .moveDown, "move down", label: "↓ j"),
                Bind([.pageUp], .pageUp, "page up"),
                Bind([.pageDown], .pageDown, "page down"),
                Bind([.character("g"), .home], .top, "go to the top"),
                Bind([.character("G"), .end], .bottom, "go to the bottom"),
                Bind([.tab], .nextPane, "next pane (languages, strings, inspector)", hint: "pane", rank: 6),
                Bind([.backTab], .previousPane, "previous pane"),
                Bind([.character("[")], .previousLanguage, "previous language"),
                Bind([.character("]")], .nextLanguage, "next language", hint: "language", hintLabel: "[ ]", rank: 5),
            ]),
            KeySection("Find", [
                Bind([.character("/")], .startFilter, "filter as you type (key, source, translation, comment)", hint: "filter", rank: 1),
                Bind([.character("f")], .cycleStateFilter, "cycle the state filter", hint: "state", rank: 2),
                Bind([.character("s")], .cycleSort, "cycle the sort column", hint: "sort", rank: 3),
                Bind([.character("S")], .reverseSort, "reverse the sort"),
                Bind([.character("n")], .nextToDo, "next string to do (new or needs review)", hint: "next to do", rank: 4),
                Bind([.character("N")], .previousToDo, "previous string to do"),
                Bind([.character("x")], .nextProblem, "next string with an error or a warning in this language"),
                Bind([.character("X")], .previousProblem, "previous string with an error or a warning"),
                Bind([.character(":")], .startGoToKey, "go to a key by typing its beginning"),
            ]),
            KeySection("Edit", [
                Bind([.enter], .edit, "edit the selected value (in the inspector: the selected form)", hint: "edit", rank: 7),
                Bind([.character("e")], .editExternally, "edit the value in $VISUAL / $EDITOR"),
                Bind([.character("w")], .toggleMoveOn, "switch whether Enter moves on to the next string to do (on at start)"),
                Bind([.character("y")], .copyValue, "copy the value (in the inspector: the form) to the system clipboard"),
                Bind([.character("r")], .markReviewed, "mark reviewed (the marked strings, else the selected one)", hint: "reviewed", rank: 8),
                Bind([.character("R")], .markForReview, "mark for review (the marked strings, else the selected one)"),
                Bind([.character(" ")], .toggleMark, "mark or unmark the string for a bulk action, then move down (the last row stays: Space again unmarks it)"),
                Bind([.character("T")], .machineTranslate, "machine-translate the marked strings (else the selected one): drafts to review, in forms without a value"),
                Bind([.alt("r")], .markAllShownReviewed, "mark every shown string reviewed (or the marked ones), after asking", label: "Alt-r"),
                Bind([.alt("R")], .markAllShownForReview, "mark every shown string for review (or the marked ones), after asking", label: "Alt-R"),
                Bind([.escape], .clearMarks, "clear the marks, else the filter"),
                Bind([.character("c")], .editComment, "edit the comment", onTranslatorsFile: .refused),
                Bind([.character("t")], .toggleDoNotTranslate, "toggle don't translate", onTranslatorsFile: .refused),
                Bind([.character("a")], .addString, "add a manual string (key, source value, comment)", onTranslatorsFile: .refused),
                Bind([.character("d")], .deleteString, "delete the string, after asking (in the languages pane: remove the language)", onTranslatorsFile: .refused),
                Bind([.character("D")], .deleteStaleStrings, "delete every stale string, after asking", onTranslatorsFile: .refused),
                Bind([.character("K")], .renameKey, "rename the key of a manual string (on a substitution in the inspector: the substitution)", onTranslatorsFile: .refused),
                Bind([.character("M")], .toggleManual, "switch between manual and automatic management", onTranslatorsFile: .refused),
                Bind([.character("u")], .undo, "undo", hint: "undo", rank: 9),
                Bind([.ctrl("r")], .redo, "redo"),
            ]),
            KeySection("Translation memory (the inspector's Memory section)", [
                Bind([.character("1")], .insertMemoryMatch(1), "insert the memory's first match into the form as a draft (needs review; placeholders mapped)"),
                Bind([.character("2")], .insertMemoryMatch(2), "insert the second match"),
                Bind([.character("3")], .insertMemoryMatch(3), "insert the third match"),
                Bind([.character("4")], .insertMemoryMatch(4), "insert the fourth match"),
                Bind([.character("5")], .insertMemoryMatch(5), "insert the fifth match"),
            ]),
            KeySection("Variations and languages", [
                Bind([.character("p")], .varyByPlural, "vary by plural, or stop (asks which form stays); on a substitution in the inspector: remove it",
                     onTranslatorsFile: .described("vary the translation by plural, or stop: strings whose source has one text, not in a .strings table")),
                Bind([.character("v")], .varyByDevice, "choose the devices to vary by",
                     onTranslatorsFile: .described("choose the devices to vary the translation by (as p)")),
                Bind([.character("#")], .editSubstitutionArgument, "on a substitution in the inspector: its argument number", onTranslatorsFile: .refused),
                Bind([.character("%")], .editSubstitutionFormat, "on a substitution in the inspector: its format specifier", onTranslatorsFile: .refused),
                Bind([.character("L")], .addLanguage, "add a language (in the languages pane, d removes the selected one)", onTranslatorsFile: .refused),
            ]),
            KeySection("Catalog", [
                Bind([.ctrl("s")], .save, "save every changed catalog", hint: "save", rank: 10),
                Bind([.character("i")], .openNextNote, "a translator's .xcloc: show the string's next screenshot or bundle note: drawn in the terminal where it can (kitty, iTerm2), else in $XCEDIT_VIEWER (else xdg-open / open)"),
                Bind([.character("o")], .openCatalogPicker, "open another catalog of the folder (each with its progress; typing finds)",
                     onTranslatorsFile: .described("open one file of the XLIFF, or All files (every file's strings in one table)")),
                Bind([.character("?")], .toggleHelp, "show this help", hint: "help", rank: 98),
                Bind([.character("q")], .quit, "quit", hint: "quit", rank: 99),
                Bind([.ctrl("c")], .explainQuit, "says how to quit (Ctrl-C does not quit: it would lose unsaved work)"),
            ]),
        ]),
        // Ranked first: on a catalog with merge conflicts, the status line offers them before all else.
        KeyContextTable(.conflicts, inherits: .main, [
            KeySection("Merge conflicts (a catalog git left unmerged, or merged with its changed file; also the keys above)", [
                Bind([.character("<")], .takeOurs, "the selected string's first conflict takes our version (the branch merged into; after m on a file changed on disk: yours)", hint: "ours", rank: 0),
                Bind([.character(">")], .takeTheirs, "the selected string's first conflict takes their version (the branch merged; after m: the file's)", hint: "theirs", rank: 0),
            ]),
        ]),
        KeyContextTable(.filter, [
            KeySection("Filter", [
                Bind([.enter], .filterAccept, "keep the filter", hint: "keep"),
                Bind([.escape], .filterClear, "clear the filter", hint: "clear"),
                Bind([.left], .filterEdit(.moveLeft), "previous character"),
                Bind([.right], .filterEdit(.moveRight), "next character"),
                Bind([.ctrlLeft, .alt("b")], .filterEdit(.moveWordLeft), "previous word"),
                Bind([.ctrlRight, .alt("f")], .filterEdit(.moveWordRight), "next word"),
                Bind([.home, .ctrl("a")], .filterEdit(.moveHome), "start of the filter"),
                Bind([.end, .ctrl("e")], .filterEdit(.moveEnd), "end of the filter"),
                Bind([.backspace], .filterEdit(.deleteBackward), "delete the character before the cursor"),
                Bind([.delete, .ctrl("d")], .filterEdit(.deleteForward), "delete the character under the cursor"),
                Bind([.ctrl("u")], .filterEdit(.deleteToStart), "delete to the start"),
                Bind([.ctrl("k")], .filterEdit(.deleteToEnd), "delete to the end"),
                Bind([.ctrl("w")], .filterEdit(.deleteWordBackward), "delete the word before the cursor"),
                Bind([.ctrl("f")], .startConcordance, "concordance: search every source and translation of the memory instead", hint: "memory"),
                Bind([.ctrl("c")], .explainQuit, "keep the filter and say how to quit"),
            ]),
        ]),
        KeyContextTable(.concordance, [
            KeySection("Concordance (/ then Ctrl-F: every source and translation of the memory, any language)", [
                Bind([], .concordanceType(""), "type what to find (case and accents ignored)", label: "text"),
                Bind([.up], .concordanceMove(-1), "previous hit"),
                Bind([.down], .concordanceMove(1), "next hit"),
                Bind([.pageUp], .concordanceMove(-10), "ten hits up"),
                Bind([.pageDown], .concordanceMove(10), "ten hits down"),
                Bind([.backspace], .concordanceEdit(.deleteBackward), "delete the character before the cursor"),
                Bind([.left], .concordanceEdit(.moveLeft), "previous character"),
                Bind([.right], .concordanceEdit(.moveRight), "next character"),
                Bind([.ctrl("u")], .concordanceEdit(.deleteToStart), "delete to the start"),
                Bind([.ctrl("w")], .concordanceEdit(.deleteWordBackward), "delete the word before the cursor"),
                Bind([.enter], .concordanceGo, "go to the hit's string and language (a catalog open here)", hint: "go"),
                Bind([.escape], .concordanceLeave, "close the concordance", hint: "close"),
                Bind([.ctrl("c")], .explainQuit, "say how to quit"),
            ]),
        ]),
        KeyContextTable(.goToKey, [
            KeySection("Go to a key", [
                Bind([], .goToKeyType(""), "type the beginning of a key; the first shown string whose key starts so is selected", label: "text"),
                Bind([.enter], .goToKeyAccept, "stay on that string", hint: "stay"),
                Bind([.escape], .goToKeyCancel, "go back to the string selected before", hint: "back"),
                Bind([.backspace], .goToKeyDeleteBackward, "delete the last character"),
            ]),
        ]),
        // Saving and cancelling rank last: the status line keeps its last two hints at any
        // width, and these are the two a field cannot do without.
        KeyContextTable(.lineField, [
            KeySection("Text field", [
                Bind([.enter], .fieldCommit, "save the value", hint: "save", rank: 98),
                Bind([.escape], .fieldCancel, "cancel", hint: "cancel", rank: 99),
                // With Enter moving on, a field is open most of the time: saving must work there.
                Bind([.ctrl("s")], .save, "save every changed catalog (the field's text counts once Enter or Tab commits it)"),
                Bind([.left], .field(.moveLeft), "previous character"),
                Bind([.right], .field(.moveRight), "next character"),
                Bind([.ctrlLeft, .alt("b")], .field(.moveWordLeft), "previous word"),
                Bind([.ctrlRight, .alt("f")], .field(.moveWordRight), "next word"),
                Bind([.home, .ctrl("a")], .field(.moveHome), "start of the line"),
                Bind([.end, .ctrl("e")], .field(.moveEnd), "end of the line"),
                Bind([.ctrlHome], .field(.moveToStart), "start of the value"),
                Bind([.ctrlEnd], .field(.moveToEnd), "end of the value"),
                Bind([.up], .field(.moveUp), "line above"),
                Bind([.down], .field(.moveDown), "line below"),
                Bind([.backspace], .field(.deleteBackward), "delete the character before the cursor"),
                Bind([.delete, .ctrl("d")], .field(.deleteForward), "delete the character under the cursor"),
                Bind([.ctrl("u")], .field(.deleteToStart), "delete to the start of the line"),
                Bind([.ctrl("k")], .field(.deleteToEnd), "delete to the end of the line"),
                Bind([.ctrl("w")], .field(.deleteWordBackward), "delete the word before the cursor"),
                Bind([.ctrl("c")], .explainQuit, "say how to quit"),
            ]),
        ]),
        // A substitution's name or number has one line: only these fields take a break.
        KeyContextTable(.field, inherits: .lineField, [
            KeySection("Text field on a value, a comment or a key (also the keys above)", [
                Bind([.altEnter, .ctrl("n")], .field(.newline), "new line", hint: "new line", rank: 5),
            ]),
        ]),
        KeyContextTable(.valueField, inherits: .field, [
            KeySection("Text field on a value (also the keys above)", [
                Bind([.tab], .fieldCommitAndMove(1), "save, then edit the next form (at the last one the field stays open)", hint: "next form", rank: 3),
                Bind([.backTab], .fieldCommitAndMove(-1), "save, then edit the previous form"),
                Bind([.ctrl("o")], .fieldCopySource, "copy the source text into the field", hint: "copy source", rank: 4),
                Bind([.alt("1")], .insertMemoryMatch(1), "put the memory's first match in the field (Enter then saves it needs review)", label: "Alt-1"),
                Bind([.alt("2")], .insertMemoryMatch(2), "put the second match in the field", label: "Alt-2"),
                Bind([.alt("3")], .insertMemoryMatch(3), "put the third match in the field", label: "Alt-3"),
                Bind([.alt("4")], .insertMemoryMatch(4), "put the fourth match in the field", label: "Alt-4"),
                Bind([.alt("5")], .insertMemoryMatch(5), "put the fifth match in the field", label: "Alt-5"),
            ]),
        ]),
        KeyContextTable(.newSourceField, inherits: .field, [
            KeySection("Text field on a new string's source text (also the text field's keys)", [
                Bind([.ctrl("o")], .fieldCopySource, "copy the key into the field", hint: "copy key", rank: 4),
            ]),
        ]),
        KeyContextTable(.prompt, [
            KeySection("Questions", [
                Bind([], .answer("y"), "answer with the letter shown (y or n; s, d or c; o, r or c)", label: "letter"),
                Bind([.escape], .cancelPrompt, "cancel", hint: "cancel"),
                Bind([.ctrl("c")], .explainQuit, "say how to quit"),
            ]),
        ]),
        KeyContextTable(.help, [
            KeySection("Help", [
                Bind([.up, .character("k")], .moveUp, "scroll up", label: "↑ k"),
                Bind([.down, .character("j")], .moveDown, "scroll down", label: "↓ j"),
                Bind([.pageUp], .pageUp, "page up"),
                Bind([.pageDown], .pageDown, "page down"),
                Bind([.character("g"), .home], .top, "go to the top"),
                Bind([.character("G"), .end], .bottom, "go to the bottom"),
                Bind([.character("/")], .helpSearchStart, "find: show only the lines that have the text typed, under their section titles", hint: "find", rank: 1),
                Bind([.escape], .helpSearchClear, "clear the search; with none, close help", hint: "close"),
                Bind([.character("?"), .character("q")], .closeOverlay, "close help"),
                Bind([.ctrl("c")], .explainQuit, "say how to quit"),
            ]),
        ]),
        KeyContextTable(.helpSearch, [
            KeySection("Finding in help", [
                Bind([], .helpSearchType(""), "type what to find (a key or a word of what it does)", label: "text"),
                Bind([.backspace], .helpSearchType(nil), "delete the last character"),
                Bind([.up], .moveUp, "scroll up"),
                Bind([.down], .moveDown, "scroll down"),
                Bind([.pageUp], .pageUp, "page up"),
                Bind([.pageDown], .pageDown, "page down"),
                Bind([.enter], .helpSearchAccept, "keep the search and stop typing (the letter keys scroll again)", hint: "keep"),
                Bind([.escape], .helpSearchClear, "clear the search", hint: "clear"),
                Bind([.ctrl("c")], .explainQuit, "say how to quit"),
            ]),
        ]),
        // Letters find: a bundle may have thirteen files, a folder more catalogs.
        KeyContextTable(.catalogPicker, [
            KeySection("Catalog picker", [
                Bind([], .pickerType(""), "type part of a path: only the files whose path has it stay listed", label: "text", hint: "find", hintLabel: "abc"),
                Bind([.up], .moveUp, "previous catalog"),
                Bind([.down], .moveDown, "next catalog"),
                Bind([.pageUp], .pageUp, "page up"),
                Bind([.pageDown], .pageDown, "page down"),
                Bind([.home], .top, "first catalog"),
                Bind([.end], .bottom, "last catalog"),
                Bind([.backspace], .pickerType(nil), "delete the last character typed"),
                Bind([.enter], .pickerOpenSelected, "open the catalog (in a bundle, All files: the strings of every file in one table)", hint: "open"),
                Bind([.escape], .closeOverlay, "close the picker", hint: "close"),
                Bind([.ctrl("c")], .explainQuit, "say how to quit"),
            ]),
        ]),
        KeyContextTable(.languagePicker, [
            KeySection("Language picker", [
                Bind([], .pickerType(""), "type to search by code, English or native name; any valid code works", label: "text"),
                Bind([.up], .moveUp, "previous language"),
                Bind([.down], .moveDown, "next language"),
                Bind([.backspace], .pickerType(nil), "delete the last character"),
                Bind([.enter], .pickerOpenSelected, "add the language", hint: "add"),
                Bind([.escape], .closeOverlay, "close the picker", hint: "close"),
                Bind([.ctrl("c")], .explainQuit, "say how to quit"),
            ]),
        ]),
        KeyContextTable(.devicePicker, [
            KeySection("Device picker", [
                Bind([.up, .character("k")], .moveUp, "previous device", label: "↑ k"),
                Bind([.down, .character("j")], .moveDown, "next device", label: "↓ j"),
                Bind([.character(" ")], .pickerToggle, "tick or untick the device", hint: "tick"),
                Bind([.enter], .pickerOpenSelected, "vary by the ticked devices (none: stop varying)", hint: "apply"),
                Bind([.escape, .character("q")], .closeOverlay, "close the picker", hint: "close"),
                Bind([.ctrl("c")], .explainQuit, "say how to quit"),
            ]),
        ]),
        // Any other key closes the image too (see `command(for:in:)`): it covers the panes.
        KeyContextTable(.image, [
            KeySection("A screenshot drawn in the terminal", [
                Bind([.character("i")], .openNextNote, "show the string's next screenshot or note", hint: "next"),
                Bind([.escape], .closeImage, "close the image (so does any other key)", hint: "close"),
            ]),
        ]),
        KeyContextTable(.tooSmall, [
            KeySection("Terminal too small", [
                Bind([.character("q")], .quit, "quit (with unsaved changes, the question shows once the window is large enough)", hint: "quit"),
            ]),
        ]),
    ]

    /// Every binding, in the order help lists them.
    public static let bindings: [KeyBinding] = tables.flatMap(\.bindings)
}
