/// Reads a value's inline markup in one pass, following CommonMark's inline rules where they
/// decide what a translator can break: code spans first, backslash escapes, links and
/// `^[…](…)` through a stack of brackets, emphasis through a stack of delimiter runs with
/// the flanking rules (so that `5 * 3`, `snake_case` and `*required` style nothing).
///
/// Simplified where strings in apps never go: no reference links, raw HTML or entities; the
/// "rule of three" for runs that both open and close is left out. The scan is linear in the
/// value: a destination or attribute list is read at most `lookahead` scalars far, and all
/// such reading ahead together at most a few times the value's length (`budget`), so that
/// a hostile value of 50,000 `[a](` costs as little as its length. Past the budget,
/// brackets are text.
struct MarkupScanner {
    private let s: [Unicode.Scalar]
    /// Which scalars belong to a format specifier (`%@`, `%1$lld`, `%#@birds@`); empty when
    /// the value has none.
    private let inPlaceholder: [Bool]
    private var markup = Markup()
    private var brackets: [Bracket] = []
    private var delimiters: [Delimiter] = []
    /// Where each code span starts: its end (after the closing backticks) and content.
    private var codeSpans: [Int: (content: Range<Int>, end: Int)] = [:]

    /// How far a link destination or an attribute list is looked for.
    static let lookahead = 4096
    /// How many scalars the reading ahead may still look at.
    private var budget: Int

    /// The end of a read ahead from `start`: within the value, `lookahead` and the budget.
    private func lookaheadLimit(from start: Int) -> Int {
        min(s.count, start + min(Self.lookahead, budget))
    }

    private struct Bracket {
        /// The `[` (or the `^` of `^[`).
        let position: Int
        let contentStart: Int
        let isInflection: Bool
        /// False once a link formed after it: links do not nest.
        var active = true
        /// The first delimiter run after it, for the emphasis inside its text.
        let delimiterBottom: Int
    }

    private struct Delimiter {
        let character: Unicode.Scalar
        let length: Int
        /// What is left of the run: openers give their right end away, closers their left.
        var lo: Int
        var hi: Int
        let canOpen: Bool
        let canClose: Bool
        var remaining: Int { hi - lo }
    }

    init(_ text: String) {
        s = Array(text.unicodeScalars)
        inPlaceholder = Self.placeholderMask(text, count: s.count)
        budget = 8 * s.count + 65_536
    }

    /// Marks the scalars of each format specifier, walking the text once.
    private static func placeholderMask(_ text: String, count: Int) -> [Bool] {
        let tokens = FormatString.parse(text)
        guard !tokens.isEmpty else { return [] }
        var mask = [Bool](repeating: false, count: count)
        var offset = 0, index = text.startIndex
        for token in tokens {
            offset += text.unicodeScalars.distance(from: index, to: token.range.lowerBound)
            let length = text.unicodeScalars.distance(from: token.range.lowerBound, to: token.range.upperBound)
            switch token.kind {
            case .argument, .substitution, .argPlaceholder:
                for k in offset..<min(count, offset + length) { mask[k] = true }
            case .literalPercent, .invalid:
                break
            }
            offset += length
            index = token.range.upperBound
        }
        return mask
    }

    /// The scalar at `i` as the flanking rules see it: a format specifier counts as the word
    /// the app puts in its place. (With its `%` read as punctuation, the `**` of
    /// `您的**%1$@**鼠标` would open nothing, though the formatted text is bold: which of the
    /// two the app does depends on whether it formats before reading the Markdown; the
    /// check does not guess the worse.)
    private func flankingCharacter(at i: Int) -> Unicode.Scalar? {
        guard i >= 0 && i < s.count else { return nil }
        return i < inPlaceholder.count && inPlaceholder[i] ? "a" : s[i]
    }

    mutating func scan() -> Markup {
        findCodeSpans()
        var i = 0
        while i < s.count {
            let c = s[i]
            if let span = codeSpans[i] {
                markup.spans.append(Markup.Span(kind: .code, content: span.content))
                markup.hidden.append(i..<span.content.lowerBound)
                markup.hidden.append(span.content.upperBound..<span.end)
                i = span.end
                continue
            }
            switch c {
            case "\\":
                if i + 1 < s.count, MarkupCharacters.isASCIIPunctuation(s[i + 1]) {
                    markup.hidden.append(i..<i + 1)
                    i += 2
                } else {
                    i += 1
                }
            case "`":
                // A run with no partner (partnered runs start code spans above).
                var end = i
                while end < s.count && s[end] == "`" { end += 1 }
                markup.unmatched.add("`")
                i = end
            case "<":
                i = autolink(at: i) ?? i + 1
            case "^" where i + 1 < s.count && s[i + 1] == "[":
                brackets.append(Bracket(position: i, contentStart: i + 2, isInflection: true, delimiterBottom: delimiters.count))
                i += 2
            case "[":
                brackets.append(Bracket(position: i, contentStart: i + 1, isInflection: false, delimiterBottom: delimiters.count))
                i += 1
            case "]":
                i = closeBracket(at: i)
            case "*", "_", "~":
                i = delimiterRun(at: i)
            default:
                i += 1
            }
        }
        markup.strayInflectionOpeners += brackets.filter(\.isInflection).count
        processEmphasis(from: 0)
        return markup
    }

    // MARK: Code spans

    /// Pairs backtick runs: a run opens a code span that the next run of the same length
    /// closes. One pass over the runs, with the next run of each length found by a pointer
    /// that only moves forwards.
    private mutating func findCodeSpans() {
        var runs: [(start: Int, length: Int, escaped: Bool)] = []
        var i = 0
        var backslashes = 0
        while i < s.count {
            if s[i] == "`" {
                var end = i
                while end < s.count && s[end] == "`" { end += 1 }
                runs.append((i, end - i, backslashes % 2 == 1))
                backslashes = 0
                i = end
                continue
            }
            backslashes = s[i] == "\\" ? backslashes + 1 : 0
            i += 1
        }
        guard runs.count > 1 else { return }
        var byLength: [Int: [Int]] = [:]
        for (index, run) in runs.enumerated() { byLength[run.length, default: []].append(index) }
        var next: [Int: Int] = [:]
        var index = 0
        while index < runs.count {
            let run = runs[index]
            var partner: Int?
            if !run.escaped, let candidates = byLength[run.length] {
                var pointer = next[run.length] ?? 0
                while pointer < candidates.count && candidates[pointer] <= index { pointer += 1 }
                next[run.length] = pointer
                if pointer < candidates.count { partner = candidates[pointer] }
            }
            guard let partner else { index += 1; continue }
            let close = runs[partner]
            var content = (run.start + run.length)..<close.start
            // One space at both ends is stripped, unless the content is all spaces.
            if content.count >= 2, s[content.lowerBound] == " ", s[content.upperBound - 1] == " ",
               s[content].contains(where: { $0 != " " }) {
                content = (content.lowerBound + 1)..<(content.upperBound - 1)
            }
            codeSpans[run.start] = (content, close.start + close.length)
            index = partner + 1
        }
    }

    // MARK: Links and inflection

    /// `<scheme:…>` or `<name@host>`: the position after it, or nil when it is no autolink.
    private mutating func autolink(at start: Int) -> Int? {
        let limit = lookaheadLimit(from: start)
        var end = start + 1
        defer { budget -= end - start }
        while end < limit && s[end] != ">" {
            if s[end] == "<" || TextScan.isWhitespace(s[end]) || s[end].value < 0x20 { return nil }
            end += 1
        }
        guard end < limit else { return nil }
        let inside = String(String.UnicodeScalarView(s[(start + 1)..<end]))
        let destination: String
        if MarkupCharacters.isURI(inside) {
            destination = inside
        } else if MarkupCharacters.isEmailAddress(inside) {
            destination = "mailto:" + inside
        } else {
            return nil
        }
        markup.links.append(Markup.Link(text: (start + 1)..<end, destination: destination, isAutolink: true))
        markup.hidden.append(start..<start + 1)
        markup.hidden.append(end..<end + 1)
        return end + 1
    }

    /// A `]`: a link or inflection when its bracket is followed by `(…)` that reads, else
    /// text. Returns where to go on.
    private mutating func closeBracket(at i: Int) -> Int {
        guard let opener = brackets.popLast() else { return i + 1 }
        guard opener.active else { return i + 1 }
        let hasParenthesis = i + 1 < s.count && s[i + 1] == "("
        if opener.isInflection {
            guard hasParenthesis else {
                markup.strayInflectionOpeners += 1
                return i + 1
            }
            var parser = MarkupAttributeParser(s, from: i + 2, limit: lookaheadLimit(from: i + 2))
            defer { budget -= parser.consumed }
            let scalars = s
            let written = { (end: Int) in String(String.UnicodeScalarView(scalars[(i + 2)..<max(i + 2, end - 1)])) }
            switch parser.parseAttributeList() {
            case .attributes(let attributes, let end):
                markup.inflections.append(Markup.Inflection(text: opener.contentStart..<i, written: written(end), attributes: attributes, syntaxError: nil))
                finish(opener, closedAt: i, end: end)
                return end
            case .malformed(let reason, let end):
                let shown = end.map(written) ?? String(String.UnicodeScalarView(s[(i + 2)..<min(s.count, i + 42)]))
                markup.inflections.append(Markup.Inflection(text: opener.contentStart..<i, written: shown, attributes: nil, syntaxError: reason))
                return i + 1
            case .notAttributes:
                markup.strayInflectionOpeners += 1
                return i + 1
            }
        }
        guard hasParenthesis, let (destination, end) = linkDestination(from: i + 2) else { return i + 1 }
        markup.links.append(Markup.Link(text: opener.contentStart..<i, destination: destination, isAutolink: false))
        finish(opener, closedAt: i, end: end)
        // Links do not contain links: the brackets before this one can no longer make one.
        for index in brackets.indices where !brackets[index].isInflection { brackets[index].active = false }
        return end
    }

    /// Hides the markup around a link's or inflection's text and styles the text inside.
    private mutating func finish(_ opener: Bracket, closedAt close: Int, end: Int) {
        markup.hidden.append(opener.position..<opener.contentStart)
        markup.hidden.append(close..<end)
        processEmphasis(from: opener.delimiterBottom)
    }

    /// The destination of `[text](destination "title")` starting after the `(`, and the
    /// position after the `)`; nil when CommonMark would not read a link there (a space in
    /// the destination: `[Enter](the big key)` is text).
    private mutating func linkDestination(from start: Int) -> (String, Int)? {
        let limit = lookaheadLimit(from: start)
        var i = skipLinkSpace(from: start, limit: limit)
        defer { budget -= i - start }
        guard i < limit else { return nil }
        var destination = String.UnicodeScalarView()
        if s[i] == "<" {
            i += 1
            while i < limit && s[i] != ">" {
                if s[i] == "\n" || s[i] == "<" { return nil }
                if s[i] == "\\", i + 1 < limit, MarkupCharacters.isASCIIPunctuation(s[i + 1]) { i += 1 }
                destination.append(s[i])
                i += 1
            }
            guard i < limit else { return nil }
            i += 1
        } else {
            var depth = 0
            while i < limit {
                let c = s[i]
                if TextScan.isWhitespace(c) || c.value < 0x20 { break }
                if c == "(" { depth += 1; if depth > 32 { return nil } }
                if c == ")" { if depth == 0 { break }; depth -= 1 }
                if c == "\\", i + 1 < limit, MarkupCharacters.isASCIIPunctuation(s[i + 1]) { i += 1 }
                destination.append(s[i])
                i += 1
            }
            guard depth == 0 else { return nil }
        }
        let afterDestination = i
        i = skipLinkSpace(from: i, limit: limit)
        if i < limit, i > afterDestination, let quote = MarkupCharacters.titleClose(for: s[i]) {
            i += 1
            while i < limit && s[i] != quote {
                if s[i] == "\\" { i += 1 }
                i += 1
            }
            guard i < limit else { return nil }
            i = skipLinkSpace(from: i + 1, limit: limit)
        }
        guard i < limit, s[i] == ")" else { return nil }
        return (String(destination), i + 1)
    }

    /// Spaces and tabs, with at most one line break among them.
    private func skipLinkSpace(from start: Int, limit: Int) -> Int {
        var i = start, breaks = 0
        while i < limit, s[i] == " " || s[i] == "\t" || s[i] == "\n" {
            if s[i] == "\n" { breaks += 1; if breaks > 1 { break } }
            i += 1
        }
        return i
    }

    // MARK: Emphasis

    /// A run of `*`, `_` or `~` at `start`: kept as a delimiter when it can open or close
    /// (CommonMark's flanking rules; `_` not inside a word; `~` in runs of one or two).
    private mutating func delimiterRun(at start: Int) -> Int {
        let c = s[start]
        var end = start
        while end < s.count && s[end] == c { end += 1 }
        let before = flankingCharacter(at: start - 1)
        let after = flankingCharacter(at: end)
        let beforeIsSpace = MarkupCharacters.isSpace(before), afterIsSpace = MarkupCharacters.isSpace(after)
        let beforeIsPunctuation = MarkupCharacters.isPunctuation(before), afterIsPunctuation = MarkupCharacters.isPunctuation(after)
        let leftFlanking = !afterIsSpace && (!afterIsPunctuation || beforeIsSpace || beforeIsPunctuation)
        let rightFlanking = !beforeIsSpace && (!beforeIsPunctuation || afterIsSpace || afterIsPunctuation)
        var canOpen = leftFlanking, canClose = rightFlanking
        if c == "_" {
            canOpen = leftFlanking && (!rightFlanking || beforeIsPunctuation)
            canClose = rightFlanking && (!leftFlanking || afterIsPunctuation)
        }
        if c == "~" && end - start > 2 { canOpen = false; canClose = false }
        if canOpen || canClose {
            delimiters.append(Delimiter(character: c, length: end - start, lo: start, hi: end, canOpen: canOpen, canClose: canClose))
        }
        return end
    }

    /// Pairs the delimiter runs from `bottom` on (CommonMark's "process emphasis": each
    /// closer with the nearest opener of its character, the openers between becoming text),
    /// counts what is left unpaired, and drops them from the stack.
    private mutating func processEmphasis(from bottom: Int) {
        guard bottom < delimiters.count else { return }
        var openers: [Int] = []
        // Below this many openers, none can match a closer of the character: a failed
        // search is not repeated, which keeps the pass linear.
        var floor: [Unicode.Scalar: Int] = ["*": 0, "_": 0, "~": 0]
        for d in bottom..<delimiters.count {
            let c = delimiters[d].character
            if delimiters[d].canClose {
                while delimiters[d].remaining > 0, let k = opener(for: d, in: openers, floor: floor[c] ?? 0) {
                    openers.removeSubrange((k + 1)...)
                    pair(openers[k], d)
                    if delimiters[openers[k]].remaining == 0 { openers.removeLast() }
                    for key in floor.keys { floor[key] = min(floor[key] ?? 0, openers.count) }
                }
                if delimiters[d].remaining > 0 {
                    floor[c] = openers.count
                    if delimiters[d].canOpen { openers.append(d) }
                }
            } else if delimiters[d].canOpen {
                openers.append(d)
            }
        }
        for d in bottom..<delimiters.count where delimiters[d].remaining > 0 {
            markup.unmatched.add(delimiters[d].character)
            if delimiters[d].remaining >= 2 { markup.unmatched.doubled += 1 }
        }
        delimiters.removeSubrange(bottom...)
    }

    /// The index in `openers` of the nearest opener `closer` can pair with.
    private func opener(for closer: Int, in openers: [Int], floor: Int) -> Int? {
        let c = delimiters[closer].character
        var k = openers.count - 1
        while k >= floor {
            let o = delimiters[openers[k]]
            if o.character == c && (c != "~" || (o.length == delimiters[closer].length && o.remaining == o.length)) { return k }
            k -= 1
        }
        return nil
    }

    private mutating func pair(_ o: Int, _ d: Int) {
        let c = delimiters[d].character
        let use = c == "~" ? delimiters[d].remaining
            : (delimiters[o].remaining >= 2 && delimiters[d].remaining >= 2 ? 2 : 1)
        let kind: Markup.SpanKind = c == "~" ? .strikethrough : (use == 2 ? .strong : .emphasis)
        markup.spans.append(Markup.Span(kind: kind, content: delimiters[o].hi..<delimiters[d].lo))
        markup.hidden.append((delimiters[o].hi - use)..<delimiters[o].hi)
        markup.hidden.append(delimiters[d].lo..<(delimiters[d].lo + use))
        delimiters[o].hi -= use
        delimiters[d].lo += use
    }
}
