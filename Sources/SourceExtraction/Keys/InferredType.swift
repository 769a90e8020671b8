/// How a name is reached in an expression: alone (`count`: a local, a parameter or a
/// property), as `self.count` (a property of the enclosing type), or as a member of
/// something else (`order.count`).
enum NameReach {
    case bare, ownMember, member
}

/// The type of an expression as far as it can be told without a type checker: literals,
/// `Type(…)` initializers, member names whose type does not depend on the value (`count`),
/// and names whose declarations say (through a lookup the caller gives).
enum InferredType {
    /// Members whose type is the same on every type that has them, as far as strings go.
    private static let memberTypes: [String: String] = [
        "count": "Int", "description": "String", "localizedDescription": "String",
        "debugDescription": "String", "uppercased": "String", "lowercased": "String",
        "capitalized": "String", "formatted": "String", "localizedCapitalized": "String",
        "absoluteString": "String", "lastPathComponent": "String", "path": "String",
        "isEmpty": "Bool", "utf16Count": "Int",
        "timeIntervalSince1970": "Double", "timeIntervalSinceNow": "Double", "timeIntervalSinceReferenceDate": "Double",
        "timeIntervalSince": "Double",
    ]

    /// Operators an expression's type is followed through (`c ? a : b`, `a ?? b`): each step
    /// scans what is left, so a chain of 50,000 made the reading quadratic (and, recursive,
    /// overflowed the stack). Real expressions take one or two.
    static let maximumOperatorSteps = 16

    /// The type of the expression `tokens[range]`; `lookup` answers for a name (a variable,
    /// or a function's result when `isCall`; `reach` says whether a local may be meant).
    /// nil when it cannot be told.
    static func of(_ range: Range<Int>, in tokens: [Token], lookup: (_ name: String, _ isCall: Bool, _ reach: NameReach) -> String? = { _, _, _ in nil }) -> String? {
        of(range, in: tokens, lookup: lookup, depth: 0)
    }

    /// Parenthesized operands nested this deep are not followed (each level recurses once).
    static let maximumNesting = 16

    private static func of(_ range: Range<Int>, in tokens: [Token], lookup: (String, Bool, NameReach) -> String?, depth: Int) -> String? {
        var range = range
        for _ in 0...maximumOperatorSteps {
            guard !range.isEmpty, depth <= maximumNesting else { return nil }
            if range.count == 1 { return singleTokenType(tokens[range.lowerBound], lookup: lookup) }
            let inner = unwrapped(range, in: tokens)
            if inner != range {
                range = inner
                continue
            }
            // `a ?? b`, `a + b`, `c ? a : b`: the type of the operand that decides it.
            guard let split = topLevelOperator(in: range, tokens: tokens) else {
                return postfixChainType(range, in: tokens, lookup: lookup)
            }
            if tokens[split].isPunctuation("?") {
                let colon = (split + 1..<range.upperBound).first { tokens[$0].isPunctuation(":") } ?? range.upperBound
                range = split + 1..<colon
                continue
            }
            let left = range.lowerBound..<split
            if Self.arithmetic.contains(tokens[split].text) {
                return arithmeticType(range, in: tokens, lookup: lookup, depth: depth)
            }
            guard tokens[split].isPunctuation("??") else { return of(left, in: tokens, lookup: lookup, depth: depth + 1) }
            // `a ?? b`: the left operand's type when it can be told, else the right's.
            if let known = of(left, in: tokens, lookup: lookup, depth: depth + 1) { return known }
            range = split + 1..<range.upperBound
        }
        return nil
    }

    private static func singleTokenType(_ token: Token, lookup: (String, Bool, NameReach) -> String?) -> String? {
        switch token.kind {
        case .number(let text): numberType(text)
        case .string: "String"
        case .identifier(let name) where name == "true" || name == "false": "Bool"
        case .identifier(let name): lookup(name, false, .bare)
        default: nil
        }
    }

    /// `Int(x)`, `name.count`, `self.title`, `value.formatted()`, `compute(x)`.
    private static func postfixChainType(_ range: Range<Int>, in tokens: [Token], lookup: (String, Bool, NameReach) -> String?) -> String? {
        // The last named member of the chain decides, unless it is a call of a type.
        var lastName: (name: String, index: Int)?
        var index = range.lowerBound
        var depth = 0
        while index < range.upperBound {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth -= 1 }
            if depth == 0, let name = token.identifier, name != "self" { lastName = (name, index) }
            index += 1
        }
        guard let (name, nameIndex) = lastName else { return nil }
        let isCall = nameIndex + 1 < range.upperBound && tokens[nameIndex + 1].isPunctuation("(")
        let isFirst = nameIndex == range.lowerBound
            || (nameIndex == range.lowerBound + 2 && tokens[range.lowerBound].isIdentifier("self"))
        if isCall, let initial = name.first, initial.isUppercase { return name }
        let isOwnMember = nameIndex == range.lowerBound + 2 && tokens[range.lowerBound].isIdentifier("self")
        if let known = memberTypes[name], !isFirst { return known }
        // `counts[0]`, `names.first`…: a subscript after the name gives an element, whose type
        // is known only from a collection type written as one.
        let subscripted = tokens[range.upperBound - 1].isPunctuation("]") && nameIndex + 1 < range.upperBound
            && tokens[nameIndex + 1].isPunctuation("[")
        if let found = lookup(name, isCall, nameIndex == range.lowerBound ? .bare : isOwnMember ? .ownMember : .member) {
            return subscripted ? LoopElement.elementType(ofCollection: found) : found
        }
        if subscripted { return nil }
        // `self.count`: a member of the type, not a local; what the project does not declare
        // is taken from the members every type spells the same way.
        return isOwnMember && !isCall ? memberTypes[name] : nil
    }

    /// A binary or ternary operator outside brackets, the lowest-precedence one first.
    private static func topLevelOperator(in range: Range<Int>, tokens: [Token]) -> Int? {
        var found: [String: Int] = [:]
        var depth = 0
        for index in range {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth -= 1 }
            guard depth == 0, index > range.lowerBound, case .punctuation(let text) = token.kind else { continue }
            // `?` right after a value with no space is optional chaining; only a `?` followed by
            // something other than `.` is the conditional operator.
            if text == "?", index + 1 < range.upperBound, tokens[index + 1].isPunctuation(".") { continue }
            if text == "?" || text == "??" || arithmetic.contains(text), found[text] == nil { found[text] = index }
        }
        return found["?"] ?? found["??"] ?? arithmetic.lazy.compactMap { found[$0] }.min()
    }

    /// Operators whose result has their operands' type (`a + b`, `n % 2`).
    private static let arithmetic = ["+", "-", "*", "/", "%"]

    /// `2 * x`, `count - 1`, `total / 2.5`: Swift gives a literal the type of the other
    /// operand, so the first operand that is not a literal decides; literals alone are `Int`,
    /// or `Double` when one of them is. Any operand of unknown type, and the sum is unknown.
    private static func arithmeticType(_ range: Range<Int>, in tokens: [Token], lookup: (String, Bool, NameReach) -> String?, depth: Int) -> String? {
        var operands: [Range<Int>] = []
        var start = range.lowerBound
        var depth = 0
        for index in range {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth -= 1 }
            guard depth == 0, index > start, case .punctuation(let text) = token.kind, arithmetic.contains(text) else { continue }
            operands.append(start..<index)
            start = index + 1
        }
        operands.append(start..<range.upperBound)
        var literal: String?
        for operand in operands {
            if operand.count == 1, let number = tokens[operand.lowerBound].numberText {
                if literal != "Double" { literal = numberType(number) }
                continue
            }
            // An operand has no operator outside brackets; one in parentheses may, and is
            // read as an expression of its own, a level deeper.
            let inner = unwrapped(operand, in: tokens)
            if inner != operand { return of(inner, in: tokens, lookup: lookup, depth: depth + 1) }
            return inner.count == 1 ? singleTokenType(tokens[inner.lowerBound], lookup: lookup)
                                    : postfixChainType(inner, in: tokens, lookup: lookup)
        }
        return literal
    }

    /// `(a + b)` → `a + b`: the parentheses around a whole expression, once.
    private static func unwrapped(_ range: Range<Int>, in tokens: [Token]) -> Range<Int> {
        guard range.count > 2, tokens[range.lowerBound].isPunctuation("("), tokens[range.upperBound - 1].isPunctuation(")") else { return range }
        var depth = 0
        for index in range {
            if tokens[index].isPunctuation("(") { depth += 1 }
            if tokens[index].isPunctuation(")") { depth -= 1 }
            // The first `(` closes before the end: `(a) + (b)`, not one group.
            if depth == 0 && index < range.upperBound - 1 { return range }
            // A tuple is no number.
            if depth == 1 && tokens[index].isPunctuation(",") { return range }
        }
        return range.lowerBound + 1..<range.upperBound - 1
    }

    static func numberType(_ text: String) -> String {
        let isHex = text.hasPrefix("0x")
        return !isHex && (text.contains(".") || text.contains("e") || text.contains("E")) ? "Double" : "Int"
    }
}
