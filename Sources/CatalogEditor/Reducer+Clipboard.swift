import StringCatalogKit

/// `y`: the selected value to the system clipboard. The reducer only says what to copy;
/// the terminal layer writes it as an OSC 52 sequence, which reaches the clipboard of the
/// terminal the user sits at, over SSH too.
extension EditorState {
    /// Terminals cap what an OSC 52 sequence may carry (xterm and tmux at about 100 kB of
    /// base64); a longer value would be cut or dropped without a word.
    public static let clipboardLimit = 74_000

    mutating func copySelectedValue() -> [Effect] {
        guard let entry = selectedEntry else { return [.bell] }
        let name = Language.displayName(for: language)
        // In the inspector, the form under its cursor; in the table, what the row shows.
        let text: String?
        var what = "the \(name) value"
        if focus == .inspector, let form = selectedForm {
            text = entry.value(in: language, form: form)
            if !form.isRoot { what += " (\(form))" }
        } else {
            text = entry.displayValue(in: language)
        }
        guard let text, !text.isEmpty else {
            message = StatusMessage("Nothing to copy: “\(entry.key)” has no \(name) value yet", kind: .error)
            return [.bell]
        }
        let bytes = text.utf8.count
        guard bytes <= Self.clipboardLimit else {
            message = StatusMessage("Too long for the terminal's clipboard: \(bytes) bytes (at most \(Self.clipboardLimit)); e opens it in $EDITOR", kind: .error)
            return [.bell]
        }
        message = StatusMessage("Copied \(what) of “\(entry.key)” (\(count(text.count, "character"))) to the clipboard")
        return [.copyToClipboard(text)]
    }
}
