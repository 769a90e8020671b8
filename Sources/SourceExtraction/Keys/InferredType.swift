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
    ]

    /// Operators an expression's type is followed through (`c ? a : b`, `a ?? b`): each step
    /// scans what is left, so a chain of 50,000 made the reading quadratic (and, recursive,
    /// overflowed the stack). Real expressions take one or two.
    static let maximumOperatorSteps = 16

    /// The type of the expression `tokens[range]`; `lookup` answers for a name (a variable,
    /// or a function's result when `isCall`). nil when it cannot be told.
    static func of(_ range: Range<Int>, in tokens: [Token], lookup: (_ name: String, _ isCall: Bool) -> String? = { _, _ in nil }) -> String? {
        var range = range
        for _ in 0...maximumOperatorSteps {
            guard !range.isEmpty else { return nil }
            if range.count == 1 { return singleTokenType(tokens[range.lowerBound], lookup: lookup) }
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
            guard tokens[split].isPunctuation("??") else { return of(left, in: tokens, lookup: lookup) }
            // `a ?? b`: the left operand's type when it can be told, else the right's.
            if let known = of(left, in: tokens, lookup: lookup) { return known }
            range = split + 1..<range.upperBound
        }
        return nil
    }

    private static func singleTokenType(_ token: Token, lookup: (String, Bool) -> String?) -> String? {
        switch token.kind {
        case .number(let text): numberType(text)
        case .string: "String"
        case .identifier(let name) where name == "true" || name == "false": "Bool"
        case .identifier(let name): lookup(name, false)
        default: nil
        }
    }

    /// `Int(x)`, `name.count`, `self.title`, `value.formatted()`, `compute(x)`.
    private static func postfixChainType(_ range: Range<Int>, in tokens: [Token], lookup: (String, Bool) -> String?) -> String? {
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
        if let known = memberTypes[name], !isFirst { return known }
        return lookup(name, isCall)
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
            if ["?", "??", "+", "-", "*", "/"].contains(text), found[text] == nil { found[text] = index }
        }
        return found["?"] ?? found["??"] ?? found["+"] ?? found["-"] ?? found["*"] ?? found["/"]
    }

    static func numberType(_ text: String) -> String {
        let isHex = text.hasPrefix("0x")
        return !isHex && (text.contains(".") || text.contains("e") || text.contains("E")) ? "Double" : "Int"
    }
}
