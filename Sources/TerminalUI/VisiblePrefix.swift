extension TextWidth {
    /// The part of `text` that `columns` columns can show, and one character more when the
    /// text goes on (so that a caller cutting it still knows to add an ellipsis): found by
    /// looking at that part only, so that drawing a 50 MB value costs what is on screen.
    /// Line breaks and tabs count one column, as `singleLine` shows them.
    public static func visiblePrefix(_ text: String, columns: Int) -> Substring {
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            used += character.isNewline || character == "\t" ? 1 : of(character)
            index = text.index(after: index)
            if used > columns { break }
        }
        return text[..<index]
    }

    /// `text`, or when it has more than `limit` characters, its first `limit` followed by
    /// `marker(byte count of the whole text)`: the bound for text that is laid out whole
    /// (the inspector wraps a value into lines). Short text, the usual case, is returned
    /// after a constant-time look at its length.
    public static func bounded(_ text: String, characters limit: Int, marker: (Int) -> String) -> String {
        guard text.utf8.count > limit else { return text }
        let head = text.prefix(limit)
        guard head.endIndex < text.endIndex else { return text }
        return String(head) + marker(text.utf8.count)
    }
}
