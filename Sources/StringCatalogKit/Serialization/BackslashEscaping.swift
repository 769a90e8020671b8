/// The C-style backslash escapes that JSON, old-style property lists (`.strings`), Xcode's
/// project files and Swift string literals share: `\"`, `\\`, `\n`, `\r`, `\t`. They differ
/// only in how other control characters are written, so one escaper serves all four.
public enum BackslashEscaping {
    /// How a control character other than line feed, carriage return and tab is written.
    public enum OtherControls: Sendable {
        /// JSON, as Xcode's writer (and `CatalogWriter`) writes it: `\b` and `\f` for backspace
        /// and form feed, `\u001b` (lowercase hex) for the rest of U+0000…U+001F.
        case json
        /// Old-style property lists: `\U001B` (uppercase hex) for U+0000…U+001F and DEL.
        case propertyList
        /// As it is (Xcode's project files).
        case unchanged
        /// Swift string literals: `\u{1B}` for every other control character, and for the
        /// line and paragraph separators, which no one-line literal may hold.
        case swift
    }

    /// `text` with its backslash escapes, without the surrounding quotes.
    public static func escaped(_ text: String, otherControls: OtherControls) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                switch otherControls {
                case .json where scalar == "\u{8}":
                    out += "\\b"
                case .json where scalar == "\u{C}":
                    out += "\\f"
                case .json where scalar.value < 0x20:
                    out += "\\u" + hex(scalar, uppercase: false)
                case .propertyList where scalar.value < 0x20 || scalar.value == 0x7F:
                    out += "\\U" + hex(scalar, uppercase: true)
                case .swift where scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}":
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default:
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Four hex digits of a control character.
    private static func hex(_ scalar: Unicode.Scalar, uppercase: Bool) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: uppercase)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
