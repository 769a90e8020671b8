/// `/` in help: a search that keeps the lines of help that have the typed text (which
/// lines those are is the renderer's to say, it writes them). Help's 200-odd lines are
/// pages long; a key is found by what it does.
extension EditorState {
    mutating func searchHelp(_ command: Command) {
        guard case .help(_, let search, let typing)? = overlay else { return }
        switch command {
        case .helpSearchStart:
            overlay = .help(scroll: 0, search: search, isTypingSearch: true)
        case .helpSearchType(let text?):
            overlay = .help(scroll: 0, search: search + text.filter { !$0.isNewline }, isTypingSearch: true)
        case .helpSearchType(nil):
            overlay = .help(scroll: 0, search: String(search.dropLast()), isTypingSearch: true)
        case .helpSearchAccept:
            overlay = .help(scroll: 0, search: search, isTypingSearch: false)
        case .helpSearchClear:
            // Esc clears a search first, then closes help.
            overlay = search.isEmpty && !typing ? nil : Overlay.help(scroll: 0)
        default:
            break
        }
    }
}
