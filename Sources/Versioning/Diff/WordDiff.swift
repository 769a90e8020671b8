import StringCatalogKit

/// Two texts compared word by word, for a reviewer to see what changed in a source text:
/// the words kept, the words the old text had and the new one has not, the words added.
///
/// Text is split into words (runs of letters, digits and combining marks, so that an Arabic,
/// Hindi or Tamil word with its vowel signs is one), runs of spaces, and single characters of
/// punctuation. Scripts written without spaces between words (Chinese, Japanese, Thai, …)
/// have no words to find that way: each of their characters is a token of its own. The
/// tokens are matched by their longest common subsequence, words weighing more than spaces.
public enum WordDiff {
    public enum Change: Equatable, Sendable {
        case kept, removed, added
    }

    /// A run of text with one kind of change.
    public struct Piece: Equatable, Sendable {
        public var text: String
        public var change: Change

        public init(_ text: String, _ change: Change) {
            self.text = text
            self.change = change
        }
    }

    /// The pieces of both texts in reading order (at a replacement, what was removed before
    /// what was added), neighbours of the same change joined: the old text is the kept and
    /// removed pieces, the new text the kept and added ones.
    public static func compare(_ old: String, _ new: String) -> [Piece] {
        let a = tokens(old), b = tokens(new)
        // The common beginning and end need no table.
        var prefix = 0
        while prefix < min(a.count, b.count) && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var pieces: [Piece] = []
        func append(_ text: String, _ change: Change) {
            if let last = pieces.last, last.change == change {
                pieces[pieces.count - 1].text += text
            } else {
                pieces.append(Piece(text, change))
            }
        }
        for token in a[..<prefix] { append(token, .kept) }
        for (token, change) in middle(Array(a[prefix..<(a.count - suffix)]), Array(b[prefix..<(b.count - suffix)])) { append(token, change) }
        for token in a[(a.count - suffix)...] { append(token, .kept) }
        return pieces
    }

    /// Beyond this many cells the table would cost more than a keystroke may (two long
    /// paragraphs rewritten): the middle is then shown as removed and added whole.
    static let tableLimit = 250_000

    /// The changes between token lists that differ at both ends, by the common subsequence
    /// of most weight: a word weighs its length and a space one, so that a word kept wins
    /// over the spaces around changed ones ("please refill the" → "time to refill" keeps
    /// "refill", not two spaces).
    private static func middle(_ a: [String], _ b: [String]) -> [(String, Change)] {
        guard !a.isEmpty, !b.isEmpty, a.count * b.count <= tableLimit else {
            return a.map { ($0, .removed) } + b.map { ($0, .added) }
        }
        // lengths[i][j]: the weight of the best common subsequence of a[i...] and b[j...].
        let width = b.count + 1
        var lengths = [Int](repeating: 0, count: (a.count + 1) * width)
        let weights = a.map { $0.allSatisfy(\.isWhitespace) ? 1 : 1 + $0.count }
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i * width + j] = a[i] == b[j] ? lengths[(i + 1) * width + j + 1] + weights[i]
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var result: [(String, Change)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && a[i] == b[j] {
                result.append((a[i], .kept))
                i += 1
                j += 1
            } else if j == b.count || (i < a.count && lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
                result.append((a[i], .removed))
                i += 1
            } else {
                result.append((b[j], .added))
                j += 1
            }
        }
        return result
    }

    /// `text` as words, runs of spaces and single other characters, in order; joined they
    /// give `text` back.
    public static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var run = ""
        var runKind: Kind?
        for character in text {
            let kind = Kind(character)
            if kind == runKind && kind.joinsNeighbours {
                run.append(character)
                continue
            }
            if !run.isEmpty { tokens.append(run) }
            run = String(character)
            runKind = kind
        }
        if !run.isEmpty { tokens.append(run) }
        return tokens
    }

    private enum Kind {
        case word, space, alone

        init(_ character: Character) {
            if character.isWhitespace {
                self = .space
            } else if Self.isWrittenWithoutSpaces(character) {
                self = .alone
            } else if character.isLetter || character.isNumber || Self.isMark(character) {
                self = .word
            } else {
                self = .alone
            }
        }

        var joinsNeighbours: Bool { self != .alone }

        /// A character of a script that puts no spaces between its words: ideographs, kana,
        /// and the scripts of South-East Asia.
        private static func isWrittenWithoutSpaces(_ character: Character) -> Bool {
            guard let scalar = character.unicodeScalars.first else { return false }
            if scalar.properties.isIdeographic { return true }
            switch scalar.value {
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F:  // hiragana, katakana, half-width katakana
                return true
            case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF:  // Thai, Lao, Myanmar, Khmer
                return true
            default:
                return false
            }
        }

        /// A combining mark on its own (a vowel sign after a space): part of a word.
        private static func isMark(_ character: Character) -> Bool {
            switch character.unicodeScalars.first?.properties.generalCategory {
            case .nonspacingMark?, .spacingMark?, .enclosingMark?: true
            default: false
            }
        }
    }
}
