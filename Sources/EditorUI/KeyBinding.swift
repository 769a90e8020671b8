import CatalogEditor
import TerminalUI

/// Where a key binding applies.
public enum KeyContext: Equatable, Hashable, Sendable, CaseIterable {
    /// The main screen, whatever pane has focus.
    case main
    /// The main screen on a catalog with merge conflicts left: its keys, and ours / theirs.
    case conflicts
    /// Typing into the filter after `/`.
    case filter
    /// Typing the beginning of a key after `:`.
    case goToKey
    /// Concordance search over the translation memory (`/` then Ctrl-F).
    case concordance
    /// Typing a name or a number, which has one line: a substitution's name, argument
    /// number or format. The text field's keys, without a line break.
    case lineField
    /// Typing text that may have several lines: a comment, a new string's key, a new key
    /// (keys are often source text); the keys of `lineField` and a line break.
    case field
    /// Typing a value of a string in a language: the field's keys, and Tab from form to
    /// form and Ctrl-O to copy the source.
    case valueField
    /// Typing a new string's source text: the field's keys, and Ctrl-O to copy the key.
    case newSourceField
    /// A question waiting for one key.
    case prompt
    case help
    /// Typing a search in help after `/`.
    case helpSearch
    case catalogPicker
    case languagePicker
    case devicePicker
    /// The terminal is below the minimum size: only quitting (and resizing) acts.
    case tooSmall
    /// A screenshot drawn in the terminal (`i`): any key takes it away.
    case image
}

/// What a main-screen key does on a translator's `.xcloc` or `.xliff`, for help to say: the
/// XLIFF carries translations only, so some keys are the developer's there (the reducer
/// refuses them with a message, `Reducer+Exchange`), and some do less than in a catalog.
public enum OnTranslatorsFile: Equatable, Sendable {
    /// Refused on a translator's file: help lists it apart, under what it leaves alone.
    case refused
    /// Works, as this text says.
    case described(String)
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
    /// How help writes the keys when listing them one by one would be clumsy.
    public var keyLabel: String?
    /// How the hints write the keys when one hint stands for a pair of bindings (`[ ]`).
    public var hintKeyLabel: String?
    /// Order among the hints (lower first); the status line keeps the last two (help and
    /// quit) whatever the width.
    public var hintRank: Int
    /// On a translator's file, when it differs from `description`.
    public var onTranslatorsFile: OnTranslatorsFile?

    public var label: String { keyLabel ?? keys.map(\.description).joined(separator: " ") }
    public var hintLabel: String { hintKeyLabel ?? label }
}

/// A binding as the key table writes it: the context and section come from where it
/// stands, so each is written once.
struct Bind {
    var keys: [Key]
    var command: Command
    var description: String
    var hint: String?
    var label: String?
    var hintLabel: String?
    var rank: Int
    var onTranslatorsFile: OnTranslatorsFile?

    init(_ keys: [Key], _ command: Command, _ description: String, label: String? = nil, hint: String? = nil, hintLabel: String? = nil, rank: Int = 50,
         onTranslatorsFile: OnTranslatorsFile? = nil) {
        self.keys = keys
        self.command = command
        self.description = description
        self.hint = hint
        self.label = label
        self.hintLabel = hintLabel
        self.rank = rank
        self.onTranslatorsFile = onTranslatorsFile
    }
}

/// A heading of the help overlay and the bindings under it.
struct KeySection {
    var title: String
    var bindings: [Bind]

    init(_ title: String, _ bindings: [Bind]) {
        self.title = title
        self.bindings = bindings
    }
}

/// Every binding of one context, by section. A context that `inherits` another has that
/// one's keys too, under its own (a value field is a text field with Tab and Ctrl-O).
struct KeyContextTable {
    var context: KeyContext
    var inherits: KeyContext?
    var sections: [KeySection]

    init(_ context: KeyContext, inherits: KeyContext? = nil, _ sections: [KeySection]) {
        self.context = context
        self.inherits = inherits
        self.sections = sections
    }

    var bindings: [KeyBinding] {
        sections.flatMap { section in
            section.bindings.map { bind in
                KeyBinding(keys: bind.keys, command: bind.command, description: bind.description, section: section.title,
                           context: context, hint: bind.hint, keyLabel: bind.label, hintKeyLabel: bind.hintLabel, hintRank: bind.rank,
                           onTranslatorsFile: bind.onTranslatorsFile)
            }
        }
    }
}
