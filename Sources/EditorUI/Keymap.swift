import CatalogEditor
import TerminalUI

/// Where a key binding applies.
public enum KeyContext: Equatable, Sendable {
    /// The main screen, whatever pane has focus.
    case main
    /// Typing into the filter after `/`.
    case filter
    /// Typing into a text field: a value, a comment, a new string's key.
    case field
    /// A question waiting for one key.
    case prompt
    case help
    case catalogPicker
    case languagePicker
    case devicePicker
}

/// One line of the key table: keys, what they do, where, and how help and hints show it.
public struct KeyBinding: Sendable {
    public var keys: [Key]
    public var command: Command
    public var description: String
    public var section: String
    public var context: KeyContext
    /// Short text for the status-line hints; nil to leave the binding out of the hints.
    public var hint: String?
    /// How the keys are written in help when listing them one by one would be clumsy.
    public var keyLabel: String?
    /// Order among the hints (lower first); the status line keeps the last two (help and
    /// quit) whatever the width.
    public var hintRank: Int

    public init(keys: [Key], command: Command, description: String, section: String, context: KeyContext, hint: String? = nil, keyLabel: String? = nil, hintRank: Int = 50) {
        self.keys = keys
        self.command = command
        self.description = description
        self.section = section
        self.context = context
        self.hint = hint
        self.keyLabel = keyLabel
        self.hintRank = hintRank
    }

    public var label: String { keyLabel ?? keys.map(\.description).joined(separator: " ") }
}

/// The key table: the single source for dispatch, the help overlay and the status hints.
public enum Keymap {
    public static let bindings: [KeyBinding] = [
        // Moving
        KeyBinding(keys: [.up, .character("k")], command: .moveUp, description: "move up", section: "Move", context: .main, keyLabel: "↑ k"),
        KeyBinding(keys: [.down, .character("j")], command: .moveDown, description: "move down", section: "Move", context: .main, keyLabel: "↓ j"),
        KeyBinding(keys: [.pageUp], command: .pageUp, description: "page up", section: "Move", context: .main),
        KeyBinding(keys: [.pageDown], command: .pageDown, description: "page down", section: "Move", context: .main),
        KeyBinding(keys: [.character("g"), .home], command: .top, description: "go to the top", section: "Move", context: .main),
        KeyBinding(keys: [.character("G"), .end], command: .bottom, description: "go to the bottom", section: "Move", context: .main),
        KeyBinding(keys: [.tab], command: .nextPane, description: "next pane (languages, strings, inspector)", section: "Move", context: .main, hint: "pane", hintRank: 6),
        KeyBinding(keys: [.backTab], command: .previousPane, description: "previous pane", section: "Move", context: .main),
        KeyBinding(keys: [.character("[")], command: .previousLanguage, description: "previous language", section: "Move", context: .main),
        KeyBinding(keys: [.character("]")], command: .nextLanguage, description: "next language", section: "Move", context: .main, hint: "language", keyLabel: "[ ]", hintRank: 5),
        // Finding
        KeyBinding(keys: [.character("/")], command: .startFilter, description: "filter as you type (key, source, translation, comment)", section: "Find", context: .main, hint: "filter", hintRank: 1),
        KeyBinding(keys: [.character("f")], command: .cycleStateFilter, description: "cycle the state filter", section: "Find", context: .main, hint: "state", hintRank: 2),
        KeyBinding(keys: [.character("s")], command: .cycleSort, description: "cycle the sort column", section: "Find", context: .main, hint: "sort", hintRank: 3),
        KeyBinding(keys: [.character("S")], command: .reverseSort, description: "reverse the sort", section: "Find", context: .main),
        KeyBinding(keys: [.character("n")], command: .nextToDo, description: "next string to do (new or needs review)", section: "Find", context: .main, hint: "next to do", hintRank: 4),
        KeyBinding(keys: [.character("N")], command: .previousToDo, description: "previous string to do", section: "Find", context: .main),
        // Editing
        KeyBinding(keys: [.enter], command: .edit, description: "edit the selected value (in the inspector: the selected form)", section: "Edit", context: .main, hint: "edit", hintRank: 7),
        KeyBinding(keys: [.character("e")], command: .editExternally, description: "edit the value in $VISUAL / $EDITOR", section: "Edit", context: .main),
        KeyBinding(keys: [.character("r")], command: .markReviewed, description: "mark reviewed (the marked strings, else the selected one)", section: "Edit", context: .main, hint: "reviewed", hintRank: 8),
        KeyBinding(keys: [.character("R")], command: .markForReview, description: "mark for review (the marked strings, else the selected one)", section: "Edit", context: .main),
        KeyBinding(keys: [.character(" ")], command: .toggleMark, description: "mark or unmark the row for a bulk action", section: "Edit", context: .main),
        KeyBinding(keys: [.alt("r")], command: .markAllShownReviewed, description: "mark every shown string reviewed (or the marked ones), after asking", section: "Edit", context: .main, keyLabel: "Alt-r"),
        KeyBinding(keys: [.alt("R")], command: .markAllShownForReview, description: "mark every shown string for review (or the marked ones), after asking", section: "Edit", context: .main, keyLabel: "Alt-R"),
        KeyBinding(keys: [.escape], command: .clearMarks, description: "clear the marks", section: "Edit", context: .main),
        KeyBinding(keys: [.character("c")], command: .editComment, description: "edit the comment", section: "Edit", context: .main),
        KeyBinding(keys: [.character("t")], command: .toggleDoNotTranslate, description: "toggle don't translate", section: "Edit", context: .main),
        KeyBinding(keys: [.character("a")], command: .addString, description: "add a manual string (key, source value, comment)", section: "Edit", context: .main),
        KeyBinding(keys: [.character("d")], command: .deleteString, description: "delete the string, after asking (in the languages pane: remove the language)", section: "Edit", context: .main),
        KeyBinding(keys: [.character("D")], command: .deleteStaleStrings, description: "delete every stale string, after asking", section: "Edit", context: .main),
        KeyBinding(keys: [.character("K")], command: .renameKey, description: "rename the key of a manual string (on a substitution in the inspector: the substitution)", section: "Edit", context: .main),
        KeyBinding(keys: [.character("M")], command: .toggleManual, description: "switch between manual and automatic management", section: "Edit", context: .main),
        KeyBinding(keys: [.character("u")], command: .undo, description: "undo", section: "Edit", context: .main, hint: "undo", hintRank: 9),
        KeyBinding(keys: [.ctrl("r")], command: .redo, description: "redo", section: "Edit", context: .main),
        // Variations and languages
        KeyBinding(keys: [.character("p")], command: .varyByPlural, description: "vary by plural, or stop (asks which form stays); on a substitution in the inspector: remove it", section: "Variations and languages", context: .main),
        KeyBinding(keys: [.character("v")], command: .varyByDevice, description: "choose the devices to vary by", section: "Variations and languages", context: .main),
        KeyBinding(keys: [.character("#")], command: .editSubstitutionArgument, description: "on a substitution in the inspector: its argument number", section: "Variations and languages", context: .main),
        KeyBinding(keys: [.character("%")], command: .editSubstitutionFormat, description: "on a substitution in the inspector: its format specifier", section: "Variations and languages", context: .main),
        KeyBinding(keys: [.character("L")], command: .addLanguage, description: "add a language (in the languages pane, d removes the selected one)", section: "Variations and languages", context: .main),
        KeyBinding(keys: [.ctrl("s")], command: .save, description: "save every changed catalog", section: "Catalog", context: .main, hint: "save", hintRank: 10),
        // Windows
        KeyBinding(keys: [.character("o")], command: .openCatalogPicker, description: "open another catalog of the folder", section: "Catalog", context: .main),
        KeyBinding(keys: [.character("?")], command: .toggleHelp, description: "show this help", section: "Catalog", context: .main, hint: "help", hintRank: 98),
        KeyBinding(keys: [.character("q")], command: .quit, description: "quit", section: "Catalog", context: .main, hint: "quit", hintRank: 99),
        // Filter field
        KeyBinding(keys: [.enter], command: .filterAccept, description: "keep the filter", section: "Filter", context: .filter, hint: "keep"),
        KeyBinding(keys: [.escape], command: .filterClear, description: "clear the filter", section: "Filter", context: .filter, hint: "clear"),
        KeyBinding(keys: [.backspace], command: .filterDeleteBackward, description: "delete the last character", section: "Filter", context: .filter),
        // Text field
        KeyBinding(keys: [.enter], command: .fieldCommit, description: "save the value", section: "Text field", context: .field, hint: "save", hintRank: 1),
        KeyBinding(keys: [.escape], command: .fieldCancel, description: "cancel", section: "Text field", context: .field, hint: "cancel", hintRank: 2),
        KeyBinding(keys: [.tab], command: .fieldCommitAndMove(1), description: "save, then edit the next form", section: "Text field", context: .field, hint: "next form", hintRank: 3),
        KeyBinding(keys: [.backTab], command: .fieldCommitAndMove(-1), description: "save, then edit the previous form", section: "Text field", context: .field),
        KeyBinding(keys: [.altEnter, .ctrl("n")], command: .field(.newline), description: "new line", section: "Text field", context: .field, hint: "new line", hintRank: 5),
        KeyBinding(keys: [.ctrl("o")], command: .fieldCopySource, description: "copy the source text into the field", section: "Text field", context: .field, hint: "copy source", hintRank: 4),
        KeyBinding(keys: [.left], command: .field(.moveLeft), description: "previous character", section: "Text field", context: .field),
        KeyBinding(keys: [.right], command: .field(.moveRight), description: "next character", section: "Text field", context: .field),
        KeyBinding(keys: [.ctrlLeft, .alt("b")], command: .field(.moveWordLeft), description: "previous word", section: "Text field", context: .field),
        KeyBinding(keys: [.ctrlRight, .alt("f")], command: .field(.moveWordRight), description: "next word", section: "Text field", context: .field),
        KeyBinding(keys: [.home, .ctrl("a")], command: .field(.moveHome), description: "start of the line", section: "Text field", context: .field),
        KeyBinding(keys: [.end, .ctrl("e")], command: .field(.moveEnd), description: "end of the line", section: "Text field", context: .field),
        KeyBinding(keys: [.ctrlHome], command: .field(.moveToStart), description: "start of the value", section: "Text field", context: .field),
        KeyBinding(keys: [.ctrlEnd], command: .field(.moveToEnd), description: "end of the value", section: "Text field", context: .field),
        KeyBinding(keys: [.up], command: .field(.moveUp), description: "line above", section: "Text field", context: .field),
        KeyBinding(keys: [.down], command: .field(.moveDown), description: "line below", section: "Text field", context: .field),
        KeyBinding(keys: [.backspace], command: .field(.deleteBackward), description: "delete the character before the cursor", section: "Text field", context: .field),
        KeyBinding(keys: [.delete, .ctrl("d")], command: .field(.deleteForward), description: "delete the character under the cursor", section: "Text field", context: .field),
        KeyBinding(keys: [.ctrl("u")], command: .field(.deleteToStart), description: "delete to the start of the line", section: "Text field", context: .field),
        KeyBinding(keys: [.ctrl("k")], command: .field(.deleteToEnd), description: "delete to the end of the line", section: "Text field", context: .field),
        KeyBinding(keys: [.ctrl("w")], command: .field(.deleteWordBackward), description: "delete the word before the cursor", section: "Text field", context: .field),
        // Questions
        KeyBinding(keys: [], command: .answer("y"), description: "answer with the letter shown (y or n; s, d or c; o, r or c)", section: "Questions", context: .prompt, keyLabel: "letter"),
        KeyBinding(keys: [.escape], command: .cancelPrompt, description: "cancel", section: "Questions", context: .prompt, hint: "cancel"),
        // Overlays
        KeyBinding(keys: [.up, .character("k")], command: .moveUp, description: "scroll up", section: "Help", context: .help, keyLabel: "↑ k"),
        KeyBinding(keys: [.down, .character("j")], command: .moveDown, description: "scroll down", section: "Help", context: .help, keyLabel: "↓ j"),
        KeyBinding(keys: [.pageUp], command: .pageUp, description: "page up", section: "Help", context: .help),
        KeyBinding(keys: [.pageDown], command: .pageDown, description: "page down", section: "Help", context: .help),
        KeyBinding(keys: [.character("?"), .escape, .character("q")], command: .closeOverlay, description: "close help", section: "Help", context: .help, hint: "close"),
        KeyBinding(keys: [.up, .character("k")], command: .moveUp, description: "previous catalog", section: "Catalog picker", context: .catalogPicker, keyLabel: "↑ k"),
        KeyBinding(keys: [.down, .character("j")], command: .moveDown, description: "next catalog", section: "Catalog picker", context: .catalogPicker, keyLabel: "↓ j"),
        KeyBinding(keys: [.enter], command: .pickerOpenSelected, description: "open the catalog", section: "Catalog picker", context: .catalogPicker, hint: "open"),
        KeyBinding(keys: [.escape, .character("q")], command: .closeOverlay, description: "close the picker", section: "Catalog picker", context: .catalogPicker, hint: "close"),
        KeyBinding(keys: [], command: .pickerType(""), description: "type to search by code, English or native name; any valid code works", section: "Language picker", context: .languagePicker, keyLabel: "text"),
        KeyBinding(keys: [.up], command: .moveUp, description: "previous language", section: "Language picker", context: .languagePicker),
        KeyBinding(keys: [.down], command: .moveDown, description: "next language", section: "Language picker", context: .languagePicker),
        KeyBinding(keys: [.backspace], command: .pickerType(nil), description: "delete the last character", section: "Language picker", context: .languagePicker),
        KeyBinding(keys: [.enter], command: .pickerOpenSelected, description: "add the language", section: "Language picker", context: .languagePicker, hint: "add"),
        KeyBinding(keys: [.escape], command: .closeOverlay, description: "close the picker", section: "Language picker", context: .languagePicker, hint: "close"),
        KeyBinding(keys: [.up, .character("k")], command: .moveUp, description: "previous device", section: "Device picker", context: .devicePicker, keyLabel: "↑ k"),
        KeyBinding(keys: [.down, .character("j")], command: .moveDown, description: "next device", section: "Device picker", context: .devicePicker, keyLabel: "↓ j"),
        KeyBinding(keys: [.character(" ")], command: .pickerToggle, description: "tick or untick the device", section: "Device picker", context: .devicePicker, hint: "tick"),
        KeyBinding(keys: [.enter], command: .pickerOpenSelected, description: "vary by the ticked devices (none: stop varying)", section: "Device picker", context: .devicePicker, hint: "apply"),
        KeyBinding(keys: [.escape, .character("q")], command: .closeOverlay, description: "close the picker", section: "Device picker", context: .devicePicker, hint: "close"),
    ]

    /// The context keys go to in `state`.
    public static func context(of state: EditorState) -> KeyContext {
        if state.prompt != nil { return .prompt }
        switch state.overlay {
        case .help?: return .help
        case .catalogPicker?: return .catalogPicker
        case .languagePicker?: return .languagePicker
        case .devicePicker?: return .devicePicker
        case nil:
            if state.session != nil { return .field }
            return state.isEditingFilter ? .filter : .main
        }
    }

    private static let table: [KeyContext: [Key: Command]] = {
        var table: [KeyContext: [Key: Command]] = [:]
        for binding in bindings {
            for key in binding.keys where table[binding.context, default: [:]][key] == nil {
                table[binding.context, default: [:]][key] = binding.command
            }
        }
        return table
    }()

    /// The commands for `key` in `state`, in order. A terminal reports Esc followed quickly
    /// by another key as Alt and that key; where Alt-key means nothing, it is taken as the
    /// two keys a fast typist pressed.
    public static func commands(for key: Key, in state: EditorState) -> [Command] {
        if let command = command(for: key, in: state) { return [command] }
        guard case .alt(let character) = key else { return [] }
        var state = state
        var result: [Command] = []
        if let escape = command(for: .escape, in: state) {
            result.append(escape)
            state.reduce(escape)
        }
        if let next = command(for: .character(character), in: state) { result.append(next) }
        return result
    }

    /// The command for `key` in `state`, or nil when the key means nothing there.
    public static func command(for key: Key, in state: EditorState) -> Command? {
        let context = context(of: state)
        if let command = table[context]?[key] { return command }
        // In the filter and in text fields, printable characters are text, never commands;
        // in a question, they are answers.
        guard case .character(let c) = key else { return nil }
        switch context {
        case .filter: return .filterType(String(c))
        case .field: return .field(.insert(String(c)))
        case .languagePicker: return .pickerType(String(c))
        case .prompt: return .answer(c)
        default: return nil
        }
    }

    /// Pasted text goes into the filter or the text field being typed; elsewhere it is
    /// ignored.
    public static func command(forPaste text: String, in state: EditorState) -> Command? {
        switch context(of: state) {
        case .filter: .filterType(text)
        case .field: .field(.insert(text))
        case .languagePicker: .pickerType(text)
        default: nil
        }
    }

    /// The status-line hints for `context`, in table order.
    public static func hints(for context: KeyContext) -> [(keys: String, text: String)] {
        bindings.filter { $0.context == context && $0.hint != nil }
            .enumerated().sorted { ($0.element.hintRank, $0.offset) < ($1.element.hintRank, $1.offset) }
            .map { ($0.element.label, $0.element.hint!) }
    }
}
