/// The string literals that take an expression's type: the expression itself when it is a
/// literal, both branches of `condition ? "a" : "b"`, the elements of `["a", "b"]`.
/// Anything else (a variable, a call, concatenation) gives none: its type is not the
/// literal's.
enum LiteralSlots {
    static func of(_ range: Range<Int>, in tokens: [Token], brackets: Brackets) -> [Int] {
        var range = range
        // `("a")`, `(flag ? "a" : "b")`: the parentheses change no type.
        while range.count > 2, tokens[range.lowerBound].isPunctuation("("), brackets.closer(of: range.lowerBound) == range.upperBound - 1 {
            range = range.lowerBound + 1..<range.upperBound - 1
        }
        guard !range.isEmpty else { return [] }
        if range.count == 1 { return tokens[range.lowerBound].stringLiteral == nil ? [] : [range.lowerBound] }
        if tokens[range.lowerBound].isPunctuation("["), brackets.closer(of: range.lowerBound) == range.upperBound - 1 {
            let elements = Argument.split(tokens, from: range.lowerBound, to: range.upperBound - 1, brackets: brackets)
            return elements.filter { $0.label == nil && $0.value.count == 1 && tokens[$0.value.lowerBound].stringLiteral != nil }
                .map(\.value.lowerBound)
        }
        return ternaryBranches(range, in: tokens)
    }

    /// `… ? "a" : "b"` ending the range, and a chain of them (`c ? "a" : d ? "b" : "c"`),
    /// each step back a constant number of tokens.
    private static func ternaryBranches(_ range: Range<Int>, in tokens: [Token]) -> [Int] {
        let end = range.upperBound
        guard range.count >= 5, tokens[end - 4].isPunctuation("?"), tokens[end - 3].stringLiteral != nil,
              tokens[end - 2].isPunctuation(":"), tokens[end - 1].stringLiteral != nil else { return [] }
        var branches = [end - 3, end - 1]
        // Back over the condition before this `?` to a `? "a" :` of an outer conditional.
        var question = end - 4
        var probe = question - 1
        while probe - 2 >= range.lowerBound, question - probe <= 32 {
            let token = tokens[probe]
            if token.isPunctuation(":"), tokens[probe - 1].stringLiteral != nil, tokens[probe - 2].isPunctuation("?") {
                branches.append(probe - 1)
                question = probe - 2
                probe = question - 1
                continue
            }
            if token.isPunctuation("?") || token.isPunctuation(":") || token.isPunctuation(",") || token.stringLiteral != nil { break }
            probe -= 1
        }
        return branches.sorted()
    }
}

extension LiteralSlots {
    /// The literals of the expression `range` that a value of `type` makes keys: the
    /// elements of an array whose element type is localized, the localized keys or values of
    /// a dictionary, the localized positions of a tuple (`("Europe", ["fr"])` for
    /// `(title: LocalizedStringKey, regions: [String])` gives only "Europe"), to any depth.
    static func of(_ range: Range<Int>, as type: DeclaredType, in tokens: [Token], brackets: Brackets) -> [Int] {
        var literals: [Int] = []
        collect(range, as: type, depth: 0, in: tokens, brackets: brackets, into: &literals)
        return literals
    }

    private static func collect(_ range: Range<Int>, as type: DeclaredType, depth: Int, in tokens: [Token], brackets: Brackets,
                                into literals: inout [Int]) {
        guard !range.isEmpty, depth < 16, type.containsLocalized else { return }
        let first = range.lowerBound
        let enclosed = brackets.closer(of: first) == range.upperBound - 1
        switch type {
        case .named:
            if enclosed, tokens[first].isPunctuation("(") {
                collect(first + 1..<range.upperBound - 1, as: type, depth: depth + 1, in: tokens, brackets: brackets, into: &literals)
            } else if !tokens[first].isPunctuation("[") {
                literals += of(range, in: tokens, brackets: brackets)
            }
        case .array(let element):
            guard enclosed, tokens[first].isPunctuation("[") else { return }
            for item in Argument.split(tokens, from: first, to: range.upperBound - 1, brackets: brackets) where item.label == nil {
                collect(item.value, as: element, depth: depth + 1, in: tokens, brackets: brackets, into: &literals)
            }
        case .dictionary(let keyType, let valueType):
            guard enclosed, tokens[first].isPunctuation("[") else { return }
            for item in Argument.split(tokens, from: first, to: range.upperBound - 1, brackets: brackets) {
                // `split` takes `name:` off as a label; a literal key stays in the value.
                let entry = item.label.map { _ in (item.value.lowerBound - 2)..<item.value.upperBound } ?? item.value
                guard let colon = entry.first(where: { tokens[$0].isPunctuation(":") && brackets.closer(of: $0) == nil }),
                      colon > entry.lowerBound else { continue }
                collect(entry.lowerBound..<colon, as: keyType, depth: depth + 1, in: tokens, brackets: brackets, into: &literals)
                collect(colon + 1..<entry.upperBound, as: valueType, depth: depth + 1, in: tokens, brackets: brackets, into: &literals)
            }
        case .tuple(let elements):
            guard enclosed, tokens[first].isPunctuation("(") else { return }
            let items = Argument.split(tokens, from: first, to: range.upperBound - 1, brackets: brackets)
            guard items.count == elements.count else { return }
            for (item, element) in zip(items, elements) {
                collect(item.value, as: element, depth: depth + 1, in: tokens, brackets: brackets, into: &literals)
            }
        case .function:
            return
        }
    }
}
