/// Literals a body returns: in a function or computed property declared to return a
/// localized type, a literal after `return`, alone in a closure-like body (`{ "…" }`), or
/// after a `case …:`/`default:` label of a `switch` that is the body's value, when the
/// literal ends its statement; and either branch of a conditional (`c ? "a" : "b"`).
enum ReturnedLiterals {
    /// The literals the `bodies` return, in token order, each once. A body inside another (a
    /// function declared in a function) is read as itself and not again as part of the one
    /// around it: 150,000 functions nested in each other were read 150,000 times over.
    static func of(bodies: [Range<Int>], in tokens: [Token]) -> [Int] {
        let sorted = bodies.sorted { ($0.lowerBound, $1.upperBound) < ($1.lowerBound, $0.upperBound) }
        var literals: [Int] = []
        // The bodies around the current place, outermost first, each with where the part of
        // it not yet read (not inside a body nested in it) starts.
        var open: [(body: Range<Int>, next: Int)] = []
        for body in sorted {
            while let last = open.last, last.body.upperBound <= body.lowerBound {
                literals += of(last.body, reading: last.next..<last.body.upperBound, in: tokens)
                open.removeLast()
            }
            if let last = open.last {
                literals += of(last.body, reading: last.next..<body.lowerBound, in: tokens)
                open[open.count - 1].next = max(last.next, min(body.upperBound, last.body.upperBound))
            }
            open.append((body, body.lowerBound))
        }
        while let last = open.popLast() {
            literals += of(last.body, reading: last.next..<last.body.upperBound, in: tokens)
        }
        return Array(Set(literals)).sorted()
    }

    /// The literals `body` returns among the tokens `part` (a part of it).
    static func of(_ body: Range<Int>, reading part: Range<Int>? = nil, in tokens: [Token]) -> [Int] {
        var literals: [Int] = []
        let part = part ?? body
        guard !part.isEmpty else { return [] }
        for index in part where index > body.lowerBound && tokens[index].stringLiteral != nil {
            if isConditionalBranch(index, in: tokens) {
                literals.append(index)
                continue
            }
            guard endsStatement(after: index, in: tokens, before: body.upperBound) else { continue }
            let previous = tokens[index - 1]
            if previous.isIdentifier("return") || previous.isPunctuation("{") || (previous.isPunctuation(":") && endsCaseLabel(index - 1, in: tokens)) {
                literals.append(index)
            }
        }
        return literals
    }

    private static func endsStatement(after index: Int, in tokens: [Token], before end: Int) -> Bool {
        guard index + 1 <= end, index + 1 < tokens.count else { return true }
        let next = tokens[index + 1]
        return next.isPunctuation("}") || next.isPunctuation(";") || (next.startsLine && !next.isPunctuation(".") && !isOperator(next))
    }

    private static func isOperator(_ token: Token) -> Bool {
        guard case .punctuation(let text) = token.kind else { return false }
        return !["(", ")", "[", "]", "{", "}", ",", ":", ";", "@", "#"].contains(text)
    }

    /// `? "a" :` or `: "b"` after a `?` of the same statement.
    private static func isConditionalBranch(_ index: Int, in tokens: [Token]) -> Bool {
        let previous = tokens[index - 1]
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        if previous.isPunctuation("?") { return next?.isPunctuation(":") == true }
        guard previous.isPunctuation(":"), !endsCaseLabel(index - 1, in: tokens) else { return false }
        var probe = index - 2
        while probe >= 0, index - probe < 32 {
            let token = tokens[probe]
            if token.isPunctuation("?") { return true }
            if token.isIdentifier("return") || token.isPunctuation("{") || token.isPunctuation(",") || token.isPunctuation("(") { return false }
            probe -= 1
        }
        return false
    }

    /// Whether the `:` at `colon` closes a `case …:`, `default:` or `@unknown default:` that
    /// starts its line.
    private static func endsCaseLabel(_ colon: Int, in tokens: [Token]) -> Bool {
        var probe = colon - 1
        while probe >= 0 {
            if tokens[probe].startsLine {
                let label = tokens[probe].isPunctuation("@") && probe + 2 < tokens.count ? tokens[probe + 2] : tokens[probe]
                return label.isIdentifier("case") || label.isIdentifier("default")
            }
            probe -= 1
        }
        return false
    }
}
