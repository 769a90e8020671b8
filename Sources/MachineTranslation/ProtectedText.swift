import StringCatalogKit

/// A source text as a translation provider gets it: what must come back unchanged is taken
/// out of the text and replaced by tags, XLIFF's inline notation, which translation engines
/// keep (DeepL's XML tag handling, LibreTranslate's and Google's HTML formats):
///
/// - `<x id="N"/>` stands for something kept exactly as written: a format specifier
///   (`%lld`, `%1$@`, `%#@birds@`, `%arg`, `%%`), a code span, an autolink;
/// - `<g id="N">…</g>` wraps text that is translated inside markup that is not: a link
///   (`[` and `](https://…)`), grammar agreement (`^[` and `](inflect: true)`), bold, italic
///   or strikethrough (their delimiters). The provider may move a tag with its words; it
///   may not drop, repeat or invent one.
///
/// The rest is escaped as XML text (`&amp;`, `&lt;`, `&gt;`), so that the tags are the only
/// markup in it. Whitespace at either end is not sent (engines drop it) and is put back as
/// the source has it. Placeholders are protected only where the app formats the text (it has
/// an argument, a substitution or `%arg`): elsewhere “100% sure” is plain text.
///
/// `restore(_:)` turns the provider's answer back into a value.
public struct ProtectedText: Equatable, Sendable {
    /// What a tag stands for.
    public enum Piece: Equatable, Sendable {
        /// `<x id="N"/>`: this text, as written.
        case kept(String)
        /// `<g id="N">…</g>`: the translated content goes between `open` and `close`.
        case around(open: String, close: String)
    }

    /// The text with tags, escaped: what the provider translates.
    public let tagged: String
    /// What each tag stands for: tag `N` is `pieces[N - 1]`.
    public let pieces: [Piece]
    /// The source's whitespace at either end, put back around the draft.
    let leading: String
    let trailing: String
    /// Whether there is anything to translate: a letter outside the tags and the text kept.
    /// A value of placeholders, digits and punctuation (`%@: %lld`) is its own translation.
    public let hasWords: Bool

    public init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        var start = 0, end = scalars.count
        while start < end && scalars[start].properties.isWhitespace { start += 1 }
        while end > start && scalars[end - 1].properties.isWhitespace { end -= 1 }
        leading = String(String.UnicodeScalarView(scalars[..<start]))
        trailing = String(String.UnicodeScalarView(scalars[end...]))
        var writer = TaggedTextWriter(scalars: scalars)
        writer.write(start..<end, nodes: Self.nesting(Self.protectedParts(of: text)))
        tagged = writer.output
        pieces = writer.pieces
        hasWords = writer.hasWords
    }

    /// The pieces by tag id, as the protocol lists them for a provider's information: a kept
    /// text as it is, markup around content as `open…close`.
    public var pieceTexts: [(id: Int, text: String)] {
        pieces.enumerated().map { index, piece in
            switch piece {
            case .kept(let text): (index + 1, text)
            case .around(let open, let close): (index + 1, open + "…" + close)
            }
        }
    }

    /// A protected part of the text, in scalar offsets: `content` is nil for text kept whole.
    struct Part {
        var outer: Range<Int>
        var content: Range<Int>?
        var children: [Part] = []
    }

    /// What the text's format and markup ask to keep.
    static func protectedParts(of text: String) -> [Part] {
        var parts: [Part] = []
        let tokens = FormatString.parse(text)
        if isFormatted(tokens) {
            var offset = 0, index = text.startIndex
            for token in tokens {
                offset += text.unicodeScalars.distance(from: index, to: token.range.lowerBound)
                let length = text.unicodeScalars.distance(from: token.range.lowerBound, to: token.range.upperBound)
                if !token.isInvalid { parts.append(Part(outer: offset..<offset + length)) }
                offset += length
                index = token.range.upperBound
            }
        }
        let markup = Markup.of(text)
        for span in markup.spans {
            parts.append(span.kind == .code ? Part(outer: span.outer) : Part(outer: span.outer, content: span.content))
        }
        for link in markup.links {
            parts.append(link.isAutolink ? Part(outer: link.outer) : Part(outer: link.outer, content: link.text))
        }
        for inflection in markup.inflections where inflection.attributes != nil {
            parts.append(Part(outer: inflection.outer, content: inflection.text))
        }
        return parts
    }

    /// Whether the app formats the text with arguments, so that its `%` tokens are
    /// placeholders: it reads a real argument (not prose like “100% de”), a substitution or `%arg`.
    static func isFormatted(_ tokens: [FormatToken]) -> Bool {
        tokens.contains { token in
            switch token.kind {
            case .argument(let specifier): !specifier.looksLikeProse
            case .substitution, .argPlaceholder: true
            case .literalPercent, .invalid: false
            }
        }
    }

    /// The parts as a tree: each inside the content of the one around it. A part that is
    /// not (a placeholder in a link's destination, one inside a code span, markup that
    /// overlaps) is left out: the text around it keeps it.
    static func nesting(_ parts: [Part]) -> [Part] {
        let sorted = parts.sorted { a, b in
            a.outer.lowerBound != b.outer.lowerBound ? a.outer.lowerBound < b.outer.lowerBound : a.outer.count > b.outer.count
        }
        var roots: [Part] = []
        // The chain of open parts, outermost first; each is added to its parent when closed.
        var open: [Part] = []
        func close() {
            let part = open.removeLast()
            if open.isEmpty { roots.append(part) } else { open[open.count - 1].children.append(part) }
        }
        for part in sorted {
            while let last = open.last, last.outer.upperBound <= part.outer.lowerBound { close() }
            if let parent = open.last {
                guard let content = parent.content, content.lowerBound <= part.outer.lowerBound,
                      part.outer.upperBound <= content.upperBound else { continue }
            }
            open.append(part)
        }
        while !open.isEmpty { close() }
        return roots
    }
}

/// Writes the tagged text of a range of scalars with its protected parts.
private struct TaggedTextWriter {
    let scalars: [Unicode.Scalar]
    var output = ""
    var pieces: [ProtectedText.Piece] = []
    var hasWords = false

    mutating func write(_ range: Range<Int>, nodes: [ProtectedText.Part]) {
        var position = range.lowerBound
        for node in nodes {
            text(position..<node.outer.lowerBound)
            pieces.append(.kept(""))  // its place, so that ids follow the reading order
            let id = pieces.count
            if let content = node.content {
                pieces[id - 1] = .around(open: string(node.outer.lowerBound..<content.lowerBound),
                                         close: string(content.upperBound..<node.outer.upperBound))
                output += "<g id=\"\(id)\">"
                write(content, nodes: node.children)
                output += "</g>"
            } else {
                pieces[id - 1] = .kept(string(node.outer))
                output += "<x id=\"\(id)\"/>"
            }
            position = node.outer.upperBound
        }
        text(position..<range.upperBound)
    }

    private mutating func text(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        for scalar in scalars[range] {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            default:
                if !hasWords && scalar.properties.isAlphabetic { hasWords = true }
                output.unicodeScalars.append(scalar)
            }
        }
    }

    private func string(_ range: Range<Int>) -> String {
        String(String.UnicodeScalarView(scalars[range]))
    }
}
