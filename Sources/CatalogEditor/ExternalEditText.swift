/// The text of the file a value is edited in with an external editor ($VISUAL, $EDITOR),
/// and how the value is read back from it.
///
/// The value comes first, exactly as it is, then a scissors line and, below it, commented
/// context (key, source text, comment, language) for the translator. Everything from the
/// scissors line down is ignored when reading back, so lines starting with `#` above it
/// stay part of the value. A value that itself contains a line equal to the scissors line
/// would be cut there; no catalog value is expected to.
public enum ExternalEditText {
    /// The line that separates the value from the context.
    public static let scissors = "# ------------------------ >8 ------------------------"
    static let explanation = "# Everything from the line above down is ignored by xcedit."

    /// The file text: `value`, a line break, the scissors line, an explanation and each line
    /// of `context` commented out with `# `.
    ///
    /// The line break after the value is the one `value(from:)` removes, so a value that
    /// ends in a line break keeps it: "a\n" is written as "a\n\n# ---…".
    public static func compose(value: String, context: [String]) -> String {
        var text = value + "\n" + scissors + "\n" + explanation + "\n"
        for entry in context {
            for line in entry.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                text += line.isEmpty ? "#\n" : "# " + line + "\n"
            }
        }
        return text
    }

    /// The value in `text`: everything before the first line that is exactly the scissors
    /// line (a CR before its line feed is allowed, for editors that write CR LF), less one
    /// trailing line break ("\n" or "\r\n"), which `compose` added and editors add anyway.
    /// Without a scissors line the whole text is the value, less one trailing line break.
    public static func value(from text: String) -> String {
        let bytes = Array(text.utf8)
        let marker = Array(scissors.utf8)
        var end = bytes.count
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            var line = bytes[lineStart..<lineEnd]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if line.elementsEqual(marker) {
                end = lineStart
                break
            }
            lineStart = lineEnd + 1
        }
        if end > 0, bytes[end - 1] == UInt8(ascii: "\n") {
            end -= 1
            if end > 0, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }
}
