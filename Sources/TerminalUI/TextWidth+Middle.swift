extension TextWidth {
    /// `text` shortened to `width` columns by taking clusters out of its middle, so that
    /// both its start and its end stay readable (`Backyard…/Localizable.xcstrings`): for
    /// names and paths, whose ends tell them apart.
    public static func truncateMiddle(_ text: String, toWidth width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 2 else { return truncate(text, toWidth: width) }
        let characters = Array(text)
        let tailRoom = (width - 1) / 2 + (width - 1) % 2
        var tail: [Character] = []
        var tailWidth = 0
        for character in characters.reversed() {
            let w = of(character)
            if tailWidth + w > tailRoom { break }
            tail.insert(character, at: 0)
            tailWidth += w
        }
        let head = truncate(String(characters.dropLast(tail.count)), toWidth: width - 1 - tailWidth, ellipsis: false)
        return head + "…" + String(tail)
    }

    /// `text` shortened to `width` columns by taking clusters off its start, after "…":
    /// for names whose end tells them apart (`…bar.title`).
    public static func truncateKeepingEnd(_ text: String, toWidth width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 1 else { return truncate(text, toWidth: width) }
        var tail = ""
        var tailWidth = 0
        for character in text.reversed() {
            let w = of(character)
            if tailWidth + w > width - 1 { break }
            tail.insert(character, at: tail.startIndex)
            tailWidth += w
        }
        return "…" + tail
    }
}
