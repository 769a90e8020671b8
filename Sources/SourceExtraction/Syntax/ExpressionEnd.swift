/// Where the expression after an `=` ends: at a line that does not continue it (one that
/// starts with `.`, `?` or `:` does), or at `,` `;` `}` `)`, brackets inside skipped whole.
enum ExpressionEnd {
    static func after(_ equals: Int, in tokens: [Token], brackets: Brackets) -> Int {
        let start = equals + 1
        var probe = start
        while probe < tokens.count {
            let token = tokens[probe]
            if probe > start && token.startsLine && !continuesExpression(token) { return probe }
            if token.isPunctuation(",") || token.isPunctuation(";") || token.isPunctuation("}") || token.isPunctuation(")") { return probe }
            if let closer = brackets.closer(of: probe) { probe = closer + 1 } else { probe += 1 }
        }
        return probe
    }

    private static func continuesExpression(_ token: Token) -> Bool {
        token.isPunctuation(".") || token.isPunctuation("?") || token.isPunctuation(":") || token.isPunctuation("??")
    }
}
