/// Display width of text in terminal columns, decided here rather than by the C library's
/// `wcwidth`, which depends on the process locale and counts scalars instead of clusters.
public enum TextWidth {
    /// Columns one grapheme cluster takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let v = first.value
        if v < 0x7F { return v >= 0x20 ? 1 : 0 }
        if scalars.count > 1 {
            // Emoji presentation forced by VS16, or a flag (two regional indicators).
            if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
            if (0x1F1E6...0x1F1FF).contains(v) { return 2 }
        }
        if first.properties.isEmojiPresentation { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return scalars.count > 1 ? 1 : 0
        default: break
        }
        return WidthTables.isWide(v) ? 2 : 1
    }

    /// Columns a string takes.
    public static func of(_ text: some StringProtocol) -> Int {
        var width = 0
        for character in text { width += of(character) }
        return width
    }

    /// The longest prefix of `text` that fits in `width` columns, cut at a cluster boundary;
    /// with `ellipsis`, a cut string ends in "…" within the same width.
    public static func truncate(_ text: String, toWidth width: Int, ellipsis: Bool = true) -> String {
        guard width > 0 else { return "" }
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let w = of(text[index])
            if used + w > width {
                guard ellipsis else { return String(text[..<index]) }
                // Make room for the ellipsis (one column).
                var cut = text[..<index]
                var cutWidth = used
                while cutWidth + 1 > width, let last = cut.last {
                    cutWidth -= of(last)
                    cut = cut.dropLast()
                }
                return String(cut) + "…"
            }
            used += w
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    /// `text` with line breaks and tabs shown as visible symbols, so that a one-line cell
    /// never breaks a row.
    public static func singleLine(_ text: String) -> String {
        guard text.contains(where: { $0.isNewline || $0 == "\t" }) else { return text }
        var out = ""
        for character in text {
            if character.isNewline { out += "↵" } else if character == "\t" { out += "→" } else { out.append(character) }
        }
        return out
    }
}
