/// OSC 52: the escape sequence that asks the terminal to put text on the system clipboard
/// (`ESC ] 52 ; c ; BASE64 BEL`). The terminal the user sits at does it, so it works over
/// SSH and inside tmux (with `set-clipboard on`). Pure, so that it is tested without a
/// terminal; the backend only writes the bytes.
public enum ClipboardSequence {
    /// The sequence that copies `text` (as UTF-8) to the clipboard selection `c`.
    public static func osc52(_ text: String) -> String {
        "\u{1B}]52;c;" + Base64.encode(Array(text.utf8)) + "\u{07}"
    }
}
