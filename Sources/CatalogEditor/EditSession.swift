import StringCatalogKit

/// A text field open over the screen: what it edits and the buffer.
public struct EditSession: Equatable, Sendable {
    /// What committing the field changes. Strings are named by key, not by position: an
    /// edit elsewhere may move them.
    public enum Target: Equatable, Sendable {
        /// One form (`.root` for the plain value) of a string in a language.
        case value(key: String, language: String, form: FormPath)
        case comment(key: String)
        /// Adding a string takes three fields in turn: its key, its source value, a comment.
        case newKey
        case newSourceValue(key: String)
        case newComment(key: String, sourceValue: String)
        case renameKey(key: String)
        case substitutionName(key: String, name: String)
        case substitutionArgument(key: String, name: String)
        case substitutionFormat(key: String, name: String)

        /// See `EditSession.isOneLine`.
        public var isOneLine: Bool {
            switch self {
            case .substitutionName, .substitutionArgument, .substitutionFormat: true
            default: false
            }
        }
    }

    public var target: Target
    public var field: TextField
    /// An error from the last commit (e.g. the key exists), shown until the next edit.
    public var error: String?
    /// The document of a value's string (set where it opens): in the "all files" view the
    /// cursor may leave that file meanwhile (a commit sends the string out of a filtered
    /// table), and the field still edits it there (see `EditorState.current`).
    var document: Int?
    /// A memory match was put into the field (Alt-1 … Alt-5): committing writes the value
    /// `needs_review`, for the translator to confirm.
    public internal(set) var insertedFromMemory = false

    public init(target: Target, text: String) {
        self.target = target
        field = TextField(text)
        // Every field opens with the cursor at its start, where reading begins (a long value
        // is wrapped, not scrolled): Ctrl-K then clears it, a value, a comment, a key being
        // renamed or a substitution's name alike.
        field.cursor = 0
    }

    /// A substitution's name, argument number or format: one line, where a line break
    /// (typed or pasted) never goes.
    public var isOneLine: Bool { target.isOneLine }

    /// The string the field belongs to, if any.
    public var key: String? {
        switch target {
        case .value(let key, _, _), .comment(let key), .newSourceValue(let key), .newComment(let key, _), .renameKey(let key),
             .substitutionName(let key, _), .substitutionArgument(let key, _), .substitutionFormat(let key, _): key
        case .newKey: nil
        }
    }
}

/// A question that waits for one key: a confirmation, or a choice such as save / discard /
/// cancel. Its choices are data, so the view, the help and the reducer agree.
public struct Prompt: Equatable, Sendable {
    public struct Choice: Equatable, Sendable {
        public var key: Character
        public var label: String
        let answer: Answer
    }

    enum Answer: Equatable, Sendable {
        case confirm, save, discard, overwrite, reload, merge, keepLayout, cancel
        /// One of several options: a plural category, a device, an argument number.
        case choose(String)
    }

    /// What the question is about; the answer is applied to it.
    enum Subject: Equatable, Sendable {
        case review(strings: [StringReference], reviewed: Bool)
        case deleteString(key: String)
        case deleteStale(keys: [String])
        case quitWithUnsavedChanges
        case changedOnDisk(document: Int)
        /// The file is not in Xcode's layout: rewrite it whole?
        case rewriteWhole(document: Int)
        /// Which argument to vary by plural ("whole" for the string itself).
        case varyByPlural(key: String)
        /// Which form stays when a variation or substitution goes.
        case removePlural(key: String)
        case removeDevices(key: String)
        case removeSubstitution(key: String, name: String)
        case removeLanguage(code: String)
        /// A recovery copy found at start.
        case recovery(document: Int)
        /// A saved catalog with no merge conflict left: `git add` it?
        case markResolved(document: Int)
        /// Send these strings to the translation provider?
        case machineTranslate(keys: [String])
    }

    public var question: String
    public var choices: [Choice]
    let subject: Subject

    /// A choice among `options` (value, label), keyed 1, 2, 3…, with c to cancel.
    static func choice(_ question: String, _ subject: Subject, options: [(String, String)]) -> Prompt {
        var choices = options.prefix(9).enumerated().map { i, option in
            Choice(key: Character(String(i + 1)), label: option.1, answer: .choose(option.0))
        }
        choices.append(Choice(key: "c", label: "cancel", answer: .cancel))
        return Prompt(question: question, choices: choices, subject: subject)
    }

    static func confirmation(_ question: String, _ subject: Subject, yes: String) -> Prompt {
        Prompt(question: question, choices: [
            Choice(key: "y", label: yes, answer: .confirm),
            Choice(key: "n", label: "cancel", answer: .cancel),
        ], subject: subject)
    }
}
