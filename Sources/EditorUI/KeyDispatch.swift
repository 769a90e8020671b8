import CatalogEditor
import TerminalUI

/// From a key to commands: which context the state is in, what the key means there, and
/// what the status line hints.
extension Keymap {
    /// The contexts of `state` from the top down: a question over an overlay over a field
    /// or the filter over the main screen. Esc leaves the top one.
    static func layers(of state: EditorState) -> [KeyContext] {
        // Nothing but the notice is on screen: keys must not reach a hidden field or question.
        if state.layout.isTooSmall { return [.tooSmall] }
        var layers: [KeyContext] = []
        if state.shownImage?.measure != nil { layers.append(.image) }
        if state.prompt != nil { layers.append(.prompt) }
        switch state.overlay {
        case .help(_, _, let typing)?: layers += typing ? [.helpSearch, .help] : [.help]
        case .catalogPicker?: layers.append(.catalogPicker)
        case .languagePicker?: layers.append(.languagePicker)
        case .devicePicker?: layers.append(.devicePicker)
        case nil: break
        }
        if state.concordance != nil { layers.append(.concordance) }
        switch state.session?.target {
        case .value?: layers.append(.valueField)
        case .newSourceValue?: layers.append(.newSourceField)
        case nil: break
        case let target? where target.isOneLine: layers.append(.lineField)
        default: layers.append(.field)
        }
        if state.goToKey != nil { layers.append(.goToKey) }
        if state.isEditingFilter { layers.append(.filter) }
        layers.append((state.document.merge?.unresolvedCount ?? 0) > 0 ? .conflicts : .main)
        return layers
    }

    /// The context keys go to in `state`.
    public static func context(of state: EditorState) -> KeyContext {
        layers(of: state)[0]
    }

    /// The context whose keys `context` has too, if any.
    static func parent(of context: KeyContext) -> KeyContext? {
        tables.first { $0.context == context }?.inherits
    }

    /// The bindings that act in `context`: its own, then those it inherits.
    static func bindings(actingIn context: KeyContext) -> [KeyBinding] {
        let own = bindings.filter { $0.context == context }
        return own + (parent(of: context).map { bindings(actingIn: $0) } ?? [])
    }

    /// Each context's keys; built once. A key bound twice in one context is a mistake the
    /// table's test reports (`duplicateKeys`); the first binding wins meanwhile, and a
    /// context's own binding wins over one it inherits.
    private static let lookup: [KeyContext: [Key: Command]] = {
        var lookup: [KeyContext: [Key: Command]] = [:]
        for context in KeyContext.allCases {
            for binding in bindings(actingIn: context) {
                for key in binding.keys where lookup[context, default: [:]][key] == nil {
                    lookup[context, default: [:]][key] = binding.command
                }
            }
        }
        return lookup
    }()

    /// Keys bound more than once within one context, with that context.
    public static var duplicateKeys: [(context: KeyContext, key: Key)] {
        var seen: Set<String> = []
        var duplicates: [(KeyContext, Key)] = []
        for binding in bindings {
            for key in binding.keys where !seen.insert("\(binding.context)\u{0}\(key)").inserted {
                duplicates.append((binding.context, key))
            }
        }
        return duplicates
    }

    /// The commands for `key` in `state`, in order. A terminal reports Esc followed quickly
    /// by another key as Alt and that key; where Alt-key means nothing, it is taken as the
    /// two keys a fast typist pressed: Esc in the top context, then the key in the context
    /// Esc leaves the editor in.
    public static func commands(for key: Key, in state: EditorState) -> [Command] {
        let layers = layers(of: state)
        if let command = command(for: key, in: layers[0]) { return [command] }
        guard case .alt(let character) = key else { return [] }
        var result: [Command] = []
        if let escape = command(for: .escape, in: layers[0]) { result.append(escape) }
        let below = layers.count > 1 ? layers[1] : layers[0]
        if let next = command(for: .character(character), in: below) { result.append(next) }
        return result
    }

    /// The command for `key` in `state`, or nil when the key means nothing there.
    public static func command(for key: Key, in state: EditorState) -> Command? {
        command(for: key, in: context(of: state))
    }

    static func command(for key: Key, in context: KeyContext) -> Command? {
        if let command = lookup[context]?[key] { return command }
        // An image covers the panes: whatever key comes, the screen comes back.
        if context == .image { return .closeImage }
        // In the filter and in text fields, printable characters are text, never commands;
        // in a question, they are answers.
        guard case .character(let c) = key else { return nil }
        switch context {
        case .filter: return .filterType(String(c))
        case .goToKey: return .goToKeyType(String(c))
        case .concordance: return .concordanceType(String(c))
        case .lineField, .field, .valueField, .newSourceField: return .field(.insert(String(c)))
        case .languagePicker, .catalogPicker: return .pickerType(String(c))
        case .helpSearch: return .helpSearchType(String(c))
        case .prompt: return .answer(c)
        default: return nil
        }
    }

    /// Pasted text goes into the filter or the text field being typed; elsewhere it is
    /// ignored.
    public static func command(forPaste text: String, in state: EditorState) -> Command? {
        switch context(of: state) {
        case .filter: .filterType(text)
        case .goToKey: .goToKeyType(text)
        case .concordance: .concordanceType(text)
        case .lineField, .field, .valueField, .newSourceField: .field(.insert(text))
        case .languagePicker, .catalogPicker: .pickerType(text)
        case .helpSearch: .helpSearchType(text)
        default: nil
        }
    }

    /// The status-line hints for `context` (with those it inherits), by rank, then in table
    /// order.
    public static func hints(for context: KeyContext) -> [(keys: String, text: String)] {
        bindings(actingIn: context).filter { $0.hint != nil }
            .enumerated().sorted { ($0.element.hintRank, $0.offset) < ($1.element.hintRank, $1.offset) }
            .map { ($0.element.hintLabel, $0.element.hint!) }
    }
}
