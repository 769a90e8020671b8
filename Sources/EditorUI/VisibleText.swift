/// Text as the table and the inspector show it, with what would otherwise be invisible made
/// visible: spaces at either end as `␣` (a key of one space must not look like the empty
/// key; the whitespace check speaks of `␣`), control characters as their Unicode control
/// pictures (`␇` for BEL, `␡` for DEL) instead of being dropped. Line breaks and tabs are
/// left to the cell or the wrapping that shows them. Only for display: the file keeps its
/// bytes.
enum VisibleText {
    static let space: Character = "␣"

    /// The empty key, which a catalog may hold (`""` in its JSON), shown as `""`, dim: a
    /// blank row and a blank Key would look like nothing at all. (How Xcode's editor shows
    /// it is not documented; this is xcedit's choice.)
    static let emptyKey = "\"\""

    /// A key as shown, and whether it is the empty key's placeholder (drawn dim).
    static func key(_ key: String) -> (text: String, isPlaceholder: Bool) {
        key.isEmpty ? (emptyKey, true) : (of(key), false)
    }

    static func of(_ text: String) -> String {
        guard needsMarking(text) else { return text }
        var characters = Array(text)
        var start = 0
        while start < characters.count && characters[start] == " " {
            characters[start] = space
            start += 1
        }
        var end = characters.count - 1
        while end >= start && characters[end] == " " {
            characters[end] = space
            end -= 1
        }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in characters { out += picture(character) }
        return out
    }

    /// The fast check run on every shown cell: an edge space or a control byte.
    private static func needsMarking(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last else { return false }
        if first == 0x20 || last == 0x20 { return true }
        return utf8.contains { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D) || $0 == 0x7F }
    }

    private static func picture(_ character: Character) -> String {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return String(character) }
        switch scalar.value {
        case 0x0A, 0x09, 0x0D: return String(character)
        case 0x00..<0x20: return String(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F: return "␡"
        default: return String(character)
        }
    }
}
