/// Display width of text in terminal columns, decided here rather than by the C library's
/// `wcwidth`, which depends on the process locale and counts scalars instead of clusters.
public enum TextWidth {
    /// Columns one grapheme cluster takes, as terminals draw it: 0, 1 or 2 for most, more
    /// for an Indic syllable whose vowel signs and conjunct consonants take columns of their
    /// own (`स्ते` is 2, `மி` is 2): terminals advance by each spacing scalar, so the grid must
    /// too. Emoji sequences (ZWJ families, flags, skin tones, VS16) take what the terminal
    /// gives them (`EmojiSequenceWidths.current`: one 2-column glyph on most).
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        let v = first.value
        guard iterator.next() != nil else {
            // One scalar, by far the most common case (ASCII first).
            if v < 0x7F { return v >= 0x20 ? 1 : 0 }
            if v < 0x10000 { return ScalarWidths.basic.lone(v) }
            return loneScalarWidth(first)
        }
        // Emoji presentation forced by VS16, a flag (two regional indicators), an emoji
        // with a skin tone or joined ones: as wide as the terminal draws it (one 2-column
        // glyph on most).
        if EmojiSequenceWidths.isEmojiSequence(scalars) { return EmojiSequenceWidths.current.width(of: scalars) }
        if v < 0x20 { return 0 }
        // A base with marks: every spacing scalar takes its own columns.
        var width = 0
        for scalar in scalars { width += scalarWidth(scalar) }
        return max(1, width)
    }

    /// Columns one scalar takes on its own: 0 for marks that sit on a base (non-spacing and
    /// enclosing marks, format characters such as ZWJ, Hangul vowel and final jamo), 2 for
    /// East Asian wide ones, else 1. Spacing marks (Indic vowel signs) take a column.
    static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x7F { return v >= 0x20 ? 1 : 0 }
        if v < 0x10000 { return ScalarWidths.basic.inCluster(v) }
        return measuredScalarWidth(scalar)
    }

    /// Columns of a character that is this one scalar: an emoji shown as emoji takes two.
    static func loneScalarWidth(_ scalar: Unicode.Scalar) -> Int {
        scalar.properties.isEmojiPresentation ? 2 : measuredScalarWidth(scalar)
    }

    /// `scalarWidth` from the scalar's Unicode properties (slow: `ScalarWidths` keeps the
    /// answers for the Basic Multilingual Plane).
    static func measuredScalarWidth(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x7F { return v >= 0x20 ? 1 : 0 }
        if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
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

extension TextWidth {
    /// Splits `text` into lines of at most `width` columns: at its own line breaks, then
    /// between words where possible, else inside a word at a cluster boundary.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordText = String(word).replacingTabs()
                let wordWidth = of(wordText)
                let needed = lineWidth == 0 ? wordWidth : lineWidth + 1 + wordWidth
                if needed <= width {
                    line += (lineWidth == 0 && line.isEmpty ? "" : " ") + wordText
                    lineWidth = needed
                    continue
                }
                if lineWidth > 0 || !line.isEmpty {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                // A word longer than the line is cut at cluster boundaries.
                var rest = Substring(wordText)
                while of(rest) > width {
                    let piece = truncate(String(rest), toWidth: width, ellipsis: false)
                    guard !piece.isEmpty else { break }
                    lines.append(piece)
                    rest = rest.dropFirst(piece.count)
                }
                line = String(rest)
                lineWidth = of(rest)
            }
            lines.append(line)
        }
        return lines
    }
}

private extension String {
    func replacingTabs() -> String {
        contains("\t") ? String(flatMap { $0 == "\t" ? Array("    ") : [$0] }) : self
    }
}
