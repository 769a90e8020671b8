/// The string literals that take an expression's type: the expression itself when it is a
/// literal, both branches of `condition ? "a" : "b"`, the elements of `["a", "b"]`.
/// Anything else (a variable, a call, concatenation) gives none: its type is not the
/// literal's.
enum LiteralSlots {
    static func of(_ range: Range<Int>, in tokens: [Token], brackets: Brackets) -> [Int] {
        guard !range.isEmpty else { return [] }
        if range.count == 1 { return tokens[range.lowerBound].stringLiteral == nil ? [] : [range.lowerBound] }
        if tokens[range.lowerBound].isPunctuation("["), brackets.closer(of: range.lowerBound) == range.upperBound - 1 {
            let elements = Argument.split(tokens, from: range.lowerBound, to: range.upperBound - 1, brackets: brackets)
            return elements.filter { $0.label == nil && $0.value.count == 1 && tokens[$0.value.lowerBound].stringLiteral != nil }
                .map(\.value.lowerBound)
        }
        return ternaryBranches(range, in: tokens)
    }

    /// `… ? "a" : "b"`, ending the range.
    private static func ternaryBranches(_ range: Range<Int>, in tokens: [Token]) -> [Int] {
        let end = range.upperBound
        guard range.count >= 5, tokens[end - 4].isPunctuation("?"), tokens[end - 3].stringLiteral != nil,
              tokens[end - 2].isPunctuation(":"), tokens[end - 1].stringLiteral != nil else { return [] }
        return [end - 3, end - 1]
    }
}
