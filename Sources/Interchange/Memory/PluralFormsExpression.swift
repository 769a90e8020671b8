/// The `plural=` expression of a PO header's `Plural-Forms` (C syntax over `n`): which
/// `msgstr[i]` a number takes. Evaluated only to learn which CLDR category each index
/// stands for, never to trust a formula that does not parse.
struct PluralFormsExpression {
    indirect enum Node {
        case number(Int)
        case n
        case not(Node)
        case negate(Node)
        case binary(String, Node, Node)
        case choice(Node, Node, Node)
    }

    let root: Node

    /// `nplurals=3; plural=(n==1 ? 0 : …);` → the count and the expression; nil when either
    /// is missing or does not parse.
    static func parseHeader(_ value: String) -> (count: Int, expression: PluralFormsExpression)? {
        var count: Int?
        var expression: PluralFormsExpression?
        for part in value.split(separator: ";") {
            let field = part.trimmingSpaces
            if field.hasPrefix("nplurals=") { count = Int(field.dropFirst(9).trimmingSpaces) }
            if field.hasPrefix("plural=") { expression = PluralFormsExpression(String(field.dropFirst(7))) }
        }
        guard let count, (1...POReader.maximumPluralIndex).contains(count), let expression else { return nil }
        return (count, expression)
    }

    init?(_ text: String) {
        var parser = Parser(tokens: Self.tokens(text) ?? [])
        guard !parser.tokens.isEmpty, let root = parser.choice(depth: 0), parser.index == parser.tokens.count else { return nil }
        self.root = root
    }

    /// The index for `n`; nil when the expression divides by zero.
    func index(for n: Int) -> Int? { Self.evaluate(root, n) }

    private static func evaluate(_ node: Node, _ n: Int) -> Int? {
        switch node {
        case .number(let value): return value
        case .n: return n
        case .not(let inner): return evaluate(inner, n).map { $0 == 0 ? 1 : 0 }
        case .negate(let inner): return evaluate(inner, n).map { 0 &- $0 }
        case .choice(let condition, let then, let otherwise):
            guard let test = evaluate(condition, n) else { return nil }
            return evaluate(test != 0 ? then : otherwise, n)
        case .binary(let op, let left, let right):
            guard let a = evaluate(left, n) else { return nil }
            if op == "&&" && a == 0 { return 0 }
            if op == "||" && a != 0 { return 1 }
            guard let b = evaluate(right, n) else { return nil }
            switch op {
            case "+": return a &+ b
            case "-": return a &- b
            case "*": return a &* b
            case "/": return b == 0 ? nil : a / b
            case "%": return b == 0 ? nil : a % b
            case "<": return a < b ? 1 : 0
            case ">": return a > b ? 1 : 0
            case "<=": return a <= b ? 1 : 0
            case ">=": return a >= b ? 1 : 0
            case "==": return a == b ? 1 : 0
            case "!=": return a != b ? 1 : 0
            case "&&", "||": return b != 0 ? 1 : 0
            default: return nil
            }
        }
    }

    private static func tokens(_ text: String) -> [String]? {
        var tokens: [String] = []
        let scalars = Array(text.unicodeScalars)
        var k = 0
        while k < scalars.count {
            let c = scalars[k]
            if c == " " || c == "\t" { k += 1; continue }
            if ("0"..."9").contains(c) {
                var digits = ""
                while k < scalars.count, ("0"..."9").contains(scalars[k]), digits.count < 9 { digits.unicodeScalars.append(scalars[k]); k += 1 }
                tokens.append(digits)
                continue
            }
            if k + 1 < scalars.count, ["&&", "||", "==", "!=", "<=", ">="].contains(String(c) + String(scalars[k + 1])) {
                tokens.append(String(c) + String(scalars[k + 1]))
                k += 2
                continue
            }
            guard "n?:()+-*/%<>!".unicodeScalars.contains(c) else { return nil }
            tokens.append(String(c))
            k += 1
        }
        return tokens
    }

    /// Precedence climbing over C's operators; `depth` bounds the nesting of a hostile header.
    private struct Parser {
        let tokens: [String]
        var index = 0
        static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"]]
        static let maximumDepth = 64

        mutating func choice(depth: Int) -> Node? {
            guard depth < Self.maximumDepth, let condition = binary(0, depth: depth) else { return nil }
            guard peek == "?" else { return condition }
            index += 1
            guard let then = choice(depth: depth + 1), peek == ":" else { return nil }
            index += 1
            guard let otherwise = choice(depth: depth + 1) else { return nil }
            return .choice(condition, then, otherwise)
        }

        mutating func binary(_ level: Int, depth: Int) -> Node? {
            guard level < Self.levels.count else { return unary(depth: depth) }
            guard var left = binary(level + 1, depth: depth) else { return nil }
            while let op = peek, Self.levels[level].contains(op) {
                index += 1
                guard let right = binary(level + 1, depth: depth) else { return nil }
                left = .binary(op, left, right)
            }
            return left
        }

        mutating func unary(depth: Int) -> Node? {
            guard depth < Self.maximumDepth, let token = peek else { return nil }
            index += 1
            switch token {
            case "!": return unary(depth: depth + 1).map { .not($0) }
            case "-": return unary(depth: depth + 1).map { .negate($0) }
            case "n": return .n
            case "(":
                guard let inner = choice(depth: depth + 1), peek == ")" else { return nil }
                index += 1
                return inner
            default: return Int(token).map { .number($0) }
            }
        }

        var peek: String? { index < tokens.count ? tokens[index] : nil }
    }
}
