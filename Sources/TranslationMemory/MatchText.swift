import StringCatalogKit

/// A text as the memory compares it: a sequence of tokens, each with where it is in the
/// text (in Unicode scalars), so that the words that differ can be shown.
///
/// - Placeholders (`%@`, `%1$lld`, `%#@birds@`, `%arg`) are one token each, the same token
///   whatever their type or position: `%@ birds` and `%lld birds` are the same words, and the
///   match's placeholders are mapped to the current source's (`PlaceholderMapping`). A `%`
///   is a placeholder only where the app formats the text (“100% sure” is prose).
/// - Markdown and grammar-agreement markup lose their delimiters and keep their words
///   (`**Save**` matches `Save`); a code span or autolink is one token, kept whole.
/// - Scripts written with spaces (Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari and the
///   other Indic scripts, Hangul) give a token per word; their combining marks stay in the
///   word. Scripts written without spaces (Han, kana, Thai, Lao, Khmer, Myanmar) give a token
///   per character with its marks: no dictionary is needed to segment them, and a
///   character-level distance is what CAT tools use for them.
/// - Case is folded (`lowercased`) and fullwidth ASCII becomes ASCII (`ＯＫ` = `OK`).
///   Punctuation and whitespace separate tokens and are not compared.
public struct MatchText: Sendable, Equatable {
    public struct Token: Sendable, Equatable {
        /// The folded text (`MatchText.placeholderToken` for a placeholder).
        public var text: String
        /// Where it is in the original text, in Unicode scalars.
        public var range: Range<Int>
    }

    public let tokens: [Token]

    /// The token every placeholder becomes: a private-use scalar no text has as a word.
    public static let placeholderToken = "\u{F8FF}%"
    /// The token a code span or autolink becomes when it is compared as one piece.
    static let codeTokenPrefix = "\u{F8FE}"

    /// Whether a token's text stands for a masked placeholder or piece of markup, not a word.
    static func isMask(_ tokenText: String) -> Bool {
        tokenText == placeholderToken || tokenText.hasPrefix(codeTokenPrefix)
    }

    public init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        var masks = MaskedRanges(count: scalars.count)
        masks.mark(text)
        var tokens: [Token] = []
        var word = "", wordStart = -1
        func endWord(at end: Int) {
            if wordStart >= 0 { tokens.append(Token(text: word.lowercased(), range: wordStart..<end)) }
            word = ""
            wordStart = -1
        }
        var index = 0
        while index < scalars.count {
            switch masks.kinds[index] {
            case .dropped:
                endWord(at: index)
                index += 1
                continue
            case .whole(let end, let isPlaceholder):
                endWord(at: index)
                let piece = String(String.UnicodeScalarView(scalars[index..<end]))
                tokens.append(Token(text: isPlaceholder ? Self.placeholderToken : Self.codeTokenPrefix + piece, range: index..<end))
                index = end
                continue
            case .text:
                break
            }
            let scalar = Self.folded(scalars[index])
            let properties = scalar.properties
            if Self.isWrittenWithoutSpaces(scalar) {
                endWord(at: index)
                var end = index + 1
                var character = String(scalar)
                while end < scalars.count, case .text = masks.kinds[end], Self.isMark(scalars[end]) {
                    character.unicodeScalars.append(scalars[end])
                    end += 1
                }
                tokens.append(Token(text: character, range: index..<end))
                index = end
                continue
            }
            if properties.isAlphabetic || properties.numericType != nil || Self.isMark(scalar)
                || (Self.joinsWord(scalar) && wordStart >= 0 && index + 1 < scalars.count && scalars[index + 1].properties.isAlphabetic) {
                if wordStart < 0 { wordStart = index }
                word.unicodeScalars.append(scalar)
            } else {
                endWord(at: index)
            }
            index += 1
        }
        endWord(at: scalars.count)
        self.tokens = tokens
    }

    /// The folded tokens alone.
    public var texts: [String] { tokens.map(\.text) }

    /// Fullwidth ASCII (U+FF01…U+FF5E) and the ideographic space as their ASCII forms.
    static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0xFF01...0xFF5E: Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
        case 0x3000: " "
        default: scalar
        }
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: scalar.value == 0x200D || scalar.value == 0x200C  // zero-width joiner, non-joiner (Indic, Persian)
        }
    }

    /// An apostrophe inside a word (“don't”, “l’oiseau”) keeps it one word.
    static func joinsWord(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\u{2019}"
    }

    /// Letters of the scripts that do not separate words with spaces.
    static func isWrittenWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF,  // Thai, Lao
             0x1000...0x109F,  // Myanmar
             0x1780...0x17FF,  // Khmer
             0x3040...0x30FF,  // Hiragana, Katakana
             0x31F0...0x31FF,  // Katakana phonetic extensions
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,  // Han
             0xFF66...0xFF9F,  // halfwidth Katakana
             0x20000...0x3FFFF:  // Han, supplementary planes
            !isMark(scalar) && !scalar.properties.isWhitespace
        default:
            false
        }
    }
}

/// Which scalars of a text are placeholders or markup: kept as one token, or dropped.
struct MaskedRanges {
    enum Kind {
        case text
        /// A delimiter of markup whose content is words (`**`, `[`, `](url)`, `^[`…`](inflect: true)`).
        case dropped
        /// The start of a piece kept as one token, up to `end`.
        case whole(end: Int, isPlaceholder: Bool)
    }

    var kinds: [Kind]

    init(count: Int) {
        kinds = Array(repeating: .text, count: count)
    }

    mutating func mark(_ text: String) {
        let markup = Markup.of(text)
        for span in markup.spans {
            if span.kind == .code { keep(span.outer, isPlaceholder: false) } else { drop(span.outer, keeping: span.content) }
        }
        for link in markup.links {
            if link.isAutolink { keep(link.outer, isPlaceholder: false) } else { drop(link.outer, keeping: link.text) }
        }
        for inflection in markup.inflections where inflection.attributes != nil {
            drop(inflection.outer, keeping: inflection.text)
        }
        for range in PlaceholderScan.placeholderRanges(in: text) { keep(range, isPlaceholder: true) }
    }

    private mutating func keep(_ range: Range<Int>, isPlaceholder: Bool) {
        guard range.lowerBound >= 0, range.upperBound <= kinds.count, !range.isEmpty else { return }
        // A placeholder inside a code span or a link's destination is part of it, not a word.
        guard range.allSatisfy({ if case .text = kinds[$0] { true } else { false } }) else { return }
        kinds[range.lowerBound] = .whole(end: range.upperBound, isPlaceholder: isPlaceholder)
        for index in range.dropFirst() { kinds[index] = .dropped }
    }

    private mutating func drop(_ outer: Range<Int>, keeping content: Range<Int>) {
        for index in outer where !content.contains(index) && index < kinds.count { kinds[index] = .dropped }
    }
}
