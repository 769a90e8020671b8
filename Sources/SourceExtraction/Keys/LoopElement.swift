/// The type of what a `for` loop binds, from the sequence it iterates: the element type of
/// a range (`0..<n`, `1...3`), an array literal, `stride(from:…)`, a name declared as a
/// collection (`[Int]`, `Set<UInt8>`), and `.enumerated()`'s `(offset, element)`.
enum LoopElement {
    /// The types of the `count` names bound (one name, or a tuple's); nil where unknown.
    static func types(of range: Range<Int>, count: Int, in tokens: [Token], brackets: Brackets,
                      lookup: (String, Bool, NameReach) -> String?) -> [String?] {
        var unknown = [String?](repeating: nil, count: count)
        if count == 2, range.count > 4,
           tokens[range.upperBound - 1].isPunctuation(")"), tokens[range.upperBound - 2].isPunctuation("("),
           tokens[range.upperBound - 3].isIdentifier("enumerated"), tokens[range.upperBound - 4].isPunctuation(".") {
            return ["Int", element(of: range.lowerBound..<range.upperBound - 4, in: tokens, brackets: brackets, lookup: lookup)]
        }
        if count == 1 { unknown[0] = element(of: range, in: tokens, brackets: brackets, lookup: lookup) }
        return unknown
    }

    /// The element type of the sequence `tokens[range]`.
    static func element(of range: Range<Int>, in tokens: [Token], brackets: Brackets, lookup: (String, Bool, NameReach) -> String?) -> String? {
        guard !range.isEmpty else { return nil }
        // `a..<b`, `a...b`: the bounds' type, as arithmetic gives it (a literal takes the other's).
        var depth = 0
        for index in range {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
            // The lexer gives `.` alone: `..<` and `...` are three tokens.
            if depth == 0, token.isPunctuation("."), index + 2 < range.upperBound, tokens[index + 1].isPunctuation("."),
               tokens[index + 2].isPunctuation("<") || tokens[index + 2].isPunctuation(".") {
                let lower = range.lowerBound..<index
                let upper = index + 3..<range.upperBound
                let isLiteral = { (part: Range<Int>) in part.count == 1 && tokens[part.lowerBound].numberText != nil }
                if !lower.isEmpty, !isLiteral(lower) { return InferredType.of(lower, in: tokens, lookup: lookup) }
                if !upper.isEmpty, !isLiteral(upper) { return InferredType.of(upper, in: tokens, lookup: lookup) }
                return InferredType.of(lower.isEmpty ? upper : lower, in: tokens, lookup: lookup)
            }
        }
        let first = tokens[range.lowerBound]
        // `[1, 2, 3]`: the first element's type (a literal array of mixed types does not compile
        // without a written type).
        if first.isPunctuation("["), tokens[range.upperBound - 1].isPunctuation("]") {
            let items = Argument.split(tokens, range.lowerBound + 1..<range.upperBound - 1, brackets: brackets)
            return items.first.flatMap { InferredType.of($0.value, in: tokens, lookup: lookup) }
        }
        // `stride(from: a, to: b, by: c)`: the type of `from`.
        if first.isIdentifier("stride"), range.count > 2, tokens[range.lowerBound + 1].isPunctuation("(") {
            let arguments = Argument.split(tokens, range.lowerBound + 2..<range.upperBound - 1, brackets: brackets)
            return arguments.first { $0.label == "from" }.flatMap { InferredType.of($0.value, in: tokens, lookup: lookup) }
        }
        return InferredType.of(range, in: tokens, lookup: lookup).flatMap(elementType(ofCollection:))
    }

    /// `[Int]` → `Int`, `Set<UInt8>` → `UInt8`, `Range<Int>` → `Int`; nil for a dictionary or
    /// anything else.
    static func elementType(ofCollection type: String) -> String? {
        var text = Substring(type)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = text.dropFirst().dropLast()
            var depth = 0
            for character in inner {
                if "[(<".contains(character) { depth += 1 }
                if "])>".contains(character) { depth -= 1 }
                if depth == 0, character == ":" { return nil }
            }
            return inner.isEmpty ? nil : String(inner)
        }
        for generic in ["Array<", "Set<", "Range<", "ClosedRange<", "ArraySlice<", "ContiguousArray<"] where text.hasPrefix(generic) && text.hasSuffix(">") {
            return String(text.dropFirst(generic.count).dropLast())
        }
        return nil
    }
}
