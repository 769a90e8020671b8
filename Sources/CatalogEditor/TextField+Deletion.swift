extension TextField {
    /// What Backspace leaves of the cluster before the cursor, as system text fields do: a
    /// letter with combining marks, a virama or vowel signs loses its last scalar (`स्ते`
    /// becomes `स्त`, then `स्`, then `स`; `é` typed as `e` and an accent becomes `e`), so
    /// that fixing one vowel sign never means retyping the conjunct; an emoji sequence or a
    /// flag goes whole, as does a cluster of one scalar.
    static func afterBackspace(_ cluster: Character) -> String {
        let scalars = cluster.unicodeScalars
        guard scalars.count > 1, !isEmojiSequence(scalars), cluster != "\r\n" else { return "" }
        var rest = String.UnicodeScalarView(scalars)
        rest.removeLast()
        return String(rest)
    }

    /// Whether a cluster is drawn as an emoji (or a flag), which no one edits scalar by
    /// scalar: it has an emoji shown as one by default, VS16, a skin tone, a regional
    /// indicator, a keycap or a tag.
    static func isEmojiSequence(_ scalars: Character.UnicodeScalarView) -> Bool {
        scalars.contains { scalar in
            switch scalar.value {
            case 0xFE0F, 0x20E3, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: true
            default: scalar.properties.isEmojiPresentation
            }
        }
    }
}
