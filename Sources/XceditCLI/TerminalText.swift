/// Text from files made safe for a terminal: what a message quotes from a catalog, a
/// project file, a source or a provider (a key, a path, an excerpt) may hold ESC sequences
/// that move the cursor, retitle the window or hide lines, BEL, or U+202E, which shows a
/// line in another order than it is. Each such character is written as `\u{1B}`, so that the
/// message shows what the file holds and does nothing else. Tabs and line breaks stay.
public enum TerminalText {
    public static func escaped(_ text: String) -> String {
        replacingUnsafe(text) { "\\u{\(String($0.value, radix: 16, uppercase: true))}" }
    }

    /// A JSON document with each such character as a JSON escape (`\u202E`): the same
    /// document to a JSON reader, inert on a terminal. (Outside its strings a JSON document
    /// has no such characters: only tab and line feed, which stay.)
    public static func jsonEscaped(_ json: String) -> String {
        replacingUnsafe(json) { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }

    private static func replacingUnsafe(_ text: String, with replacement: (Unicode.Scalar) -> String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result.append(contentsOf: replacement(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// C0 controls but tab and line feed, DEL, C1, and the bidirectional embeddings,
    /// overrides and isolates (U+202A–U+202E, U+2066–U+2069).
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
