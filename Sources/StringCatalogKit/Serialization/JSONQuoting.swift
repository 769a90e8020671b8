/// A string written as a JSON string literal for people to read: error paths and lint
/// output, where spaces, quotes and line breaks in keys must show.
public enum JSONQuoting {
    public static func quote(_ text: String) -> String {
        "\"" + BackslashEscaping.escaped(text, otherControls: .json) + "\""
    }
}
