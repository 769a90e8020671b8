/// Placeholders that carry a name, `%(count)lld` or `%1$(count)lld`: the name becomes the
/// argument label of the symbol (`count:`). printf and the catalog's format parser know no
/// such thing, so the names are taken out before the value is parsed.
public struct NamedSpecifiers: Equatable, Sendable {
    /// The text with every `(name)` after a `%` (and its position) removed.
    public let text: String
    /// The names, by the UTF-16 offset in `text` of the `%` that starts their specifier.
    public let names: [Int: String]

    /// Finds the names in `text`. A `(` that does not close on a name of letters, digits and
    /// `_` is left as it is (and the parser will find it invalid, as Foundation would).
    public static func strip(_ text: String) -> NamedSpecifiers {
        guard text.contains("%(") || text.contains("$(") else { return NamedSpecifiers(text: text, names: [:]) }
        let characters = Array(text)
        var out = ""
        var outUTF16 = 0
        var names: [Int: String] = [:]
        var index = 0
        func append(_ part: ArraySlice<Character>) {
            for character in part {
                out.append(character)
                outUTF16 += character.utf16.count
            }
        }
        while index < characters.count {
            guard characters[index] == "%" else {
                append(characters[index...index])
                index += 1
                continue
            }
            if index + 1 < characters.count, characters[index + 1] == "%" {
                append(characters[index...index + 1])
                index += 2
                continue
            }
            let percentAt = outUTF16
            var cursor = index + 1
            while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isNumber { cursor += 1 }
            if cursor > index + 1, cursor < characters.count, characters[cursor] == "$" { cursor += 1 } else { cursor = index + 1 }
            if cursor < characters.count, characters[cursor] == "(",
               let close = characters[(cursor + 1)...].firstIndex(of: ")"), close > cursor + 1,
               characters[(cursor + 1)..<close].allSatisfy({ SwiftIdentifier.isWordCharacter($0) || $0 == "_" }) {
                append(characters[index..<cursor])
                names[percentAt] = String(characters[(cursor + 1)..<close])
                index = close + 1
            } else {
                append(characters[index..<cursor])
                index = cursor
            }
        }
        return NamedSpecifiers(text: out, names: names)
    }
}
