/// The names a file binds, each with the tokens it is visible over and its type when that
/// can be told, so that an interpolation's name is typed by the declaration Swift would
/// pick: the innermost one in scope, not the last one above it in the file.
///
/// - `let`/`var`: from the declaration to the end of its block; a type's properties over its
///   whole body. Typed as written, else by their initial value (`let n = items.count * 2`),
///   names in it looked up where it is; untyped otherwise (a name bound to an unknown value
///   hides a property of the same name: its type stays unknown).
/// - Function and initializer parameters: over the body, as declared.
/// - `for` loop variables: over the loop's body, the element type of what is iterated
///   (`0..<n`, `[1, 2]`, `stride(from:…)`, a declared `[T]`, `.enumerated()`'s offset).
/// - Closure parameters (`{ a, b in`): over the closure, untyped unless written.
struct ScopedBindings {
    struct Binding {
        /// The first token it is visible at, and the token after the last.
        var scope: Range<Int>
        var type: String?
        /// A property of the type whose body is the scope, which `self.name` reaches.
        var isMember = false
    }

    /// How many of a name's bindings a lookup passes over before giving up: a name bound in
    /// thousands of separate blocks would make each lookup long (and the file quadratic).
    static let maximumProbes = 64

    /// Bindings by name, ordered by where their scopes start; a class so that the scan can
    /// look up what it has bound so far while it binds more.
    private final class Table {
        var byName: [String: [Binding]] = [:]

        /// Bindings come mostly in order; a property (seen from its type's `{`) goes back
        /// past the locals of the methods above it.
        func add(_ name: String, _ binding: Binding) {
            var bindings = byName.removeValue(forKey: name) ?? []
            let place = Table.count(of: bindings, startingBefore: binding.scope.lowerBound + 1)
            bindings.insert(binding, at: place)
            byName[name] = bindings
        }

        /// How many of `bindings` start before `index` (a binary search).
        static func count(of bindings: [Binding], startingBefore index: Int) -> Int {
            var low = 0
            var high = bindings.count
            while low < high {
                let middle = (low + high) / 2
                if bindings[middle].scope.lowerBound < index { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    private let table = Table()

    /// Keywords that start a statement: a block that starts with one opens no closure's parameters.
    private static let statementWords: Set<String> = [
        "for", "let", "var", "if", "guard", "return", "case", "switch", "while", "repeat", "do", "try", "await", "throw",
        "defer", "func", "default", "break", "continue",
    ]

    /// `declaredTypes`: the types the first pass read for names at their tokens (written or
    /// from a literal); `fallback`: the type of a name no binding here answers for.
    init(tokens: [Token], brackets: Brackets, declaredTypes: [Int: String],
         fallback: @escaping (_ name: String, _ isCall: Bool, _ reach: NameReach) -> String?) {
        var pendingTypeBody = false
        var typeBodies = Set<Int>()
        // The `{` of each block the scan is in, innermost last.
        var blocks: [(open: Int, end: Int)] = []
        for index in tokens.indices {
            while let last = blocks.last, index > last.end { blocks.removeLast() }
            let token = tokens[index]
            if token.isPunctuation("{") {
                blocks.append((index, brackets.closer(of: index) ?? tokens.count))
                if pendingTypeBody { typeBodies.insert(index) }
                pendingTypeBody = false
                let table = self.table
                let elements = Self.forEachElement(before: index, tokens: tokens, brackets: brackets) { name, isCall, reach in
                    Self.type(of: name, isCall: isCall, reach: reach, at: index, in: table, fallback: fallback)
                }
                closureParameters(at: index, tokens: tokens, brackets: brackets, element: elements)
                continue
            }
            guard let word = token.identifier, index == 0 || !tokens[index - 1].isPunctuation(".") else { continue }
            let table = self.table
            let lookupHere: (String, Bool, NameReach) -> String? = { name, isCall, reach in
                Self.type(of: name, isCall: isCall, reach: reach, at: index, in: table, fallback: fallback)
            }
            switch word {
            case "struct", "class", "enum", "actor", "extension", "protocol":
                pendingTypeBody = index + 1 < tokens.count && tokens[index + 1].identifier != nil
            case "func", "init", "subscript":
                parameters(of: index, tokens: tokens, brackets: brackets, declaredTypes: declaredTypes)
            case "let", "var":
                guard index + 1 < tokens.count, let name = tokens[index + 1].identifier else { continue }
                var type = declaredTypes[index + 1]
                let next = index + 2 < tokens.count ? tokens[index + 2] : nil
                if type == nil, next?.isPunctuation("=") == true {
                    let end = ExpressionEnd.after(index + 2, in: tokens, brackets: brackets)
                    type = InferredType.of(index + 3..<end, in: tokens, lookup: lookupHere)
                } else if type == nil, next?.isPunctuation("{") == true || (next?.isPunctuation(",") == true && index > 0 && tokens[index - 1].identifier != nil) {
                    // `if let name {`, `guard let name,`: the unwrapped name, as it was.
                    type = lookupHere(name, false, .bare)
                } else if type == nil {
                    // Neither written nor given (`@Default(.key) var limit`, `case .a(let name)`):
                    // nothing is known that a declaration elsewhere would contradict, so the
                    // name is looked up as if this one were not there.
                    continue
                }
                let block = blocks.last ?? (0, tokens.count)
                // A type's properties are seen over its whole body; other names from where they are bound.
                let start = typeBodies.contains(block.open) ? block.open : index + 2
                table.add(name, Binding(scope: start..<block.end, type: type, isMember: typeBodies.contains(block.open)))
            case "for":
                for (name, binding) in Self.loopVariables(at: index, tokens: tokens, brackets: brackets, lookup: lookupHere) {
                    table.add(name, binding)
                }
            default:
                break
            }
        }
    }

    /// The type of `name` where token `index` is: the innermost binding in scope (a property
    /// of the enclosing type for `self.name`), else `fallback`. A member of something else
    /// (`a.name`) or a call is never a local: `fallback` answers.
    func type(of name: String, isCall: Bool, reach: NameReach, at index: Int,
              fallback: (String, Bool, NameReach) -> String?) -> String? {
        Self.type(of: name, isCall: isCall, reach: reach, at: index, in: table, fallback: fallback)
    }

    private static func type(of name: String, isCall: Bool, reach: NameReach, at index: Int, in table: Table,
                             fallback: (String, Bool, NameReach) -> String?) -> String? {
        guard reach != .member, !isCall, let bindings = table.byName[name] else { return fallback(name, isCall, reach) }
        // From the last binding that starts before `index` back: the first whose scope holds
        // it is the innermost (scopes nest).
        let before = Table.count(of: bindings, startingBefore: index)
        for (probes, binding) in bindings[..<before].reversed().enumerated() {
            if binding.scope.contains(index) && (reach == .bare || binding.isMember) {
                return binding.type ?? (reach == .ownMember ? fallback(name, isCall, reach) : nil)
            }
            // Past the probes a binding may still be in scope: unknown rather than a wrong guess.
            if probes + 1 >= Self.maximumProbes { return nil }
        }
        return fallback(name, isCall, reach)
    }

    // MARK: Parameters

    /// A function's or initializer's parameters, typed as the first pass read them, over its body.
    private func parameters(of keyword: Int, tokens: [Token], brackets: Brackets, declaredTypes: [Int: String]) {
        var open = keyword + 1
        while open < tokens.count, open - keyword < 32, !tokens[open].isPunctuation("(") {
            if tokens[open].isPunctuation("{") || tokens[open].isPunctuation("}") { return }
            open += 1
        }
        guard open < tokens.count, tokens[open].isPunctuation("("), let close = brackets.closer(of: open),
              let body = Self.body(after: close, tokens: tokens), let end = brackets.closer(of: body) else { return }
        for index in open + 1..<close {
            guard let name = tokens[index].identifier, let type = declaredTypes[index] else { continue }
            table.add(name, Binding(scope: body..<end, type: type))
        }
    }

    /// The `{` of a body after a parameter list (past `throws`, `-> Type`, `where …`).
    private static func body(after close: Int, tokens: [Token]) -> Int? {
        var probe = close + 1
        while probe < tokens.count, probe - close < 48 {
            if tokens[probe].isPunctuation("{") { return probe }
            if tokens[probe].isPunctuation("}") || tokens[probe].isPunctuation(";") { return nil }
            if let word = tokens[probe].identifier, ["func", "var", "let", "init", "case"].contains(word) { return nil }
            probe += 1
        }
        return nil
    }

    /// `{ a, b in`, `{ (a, b) in`, `{ [weak self] (a: Int) -> Bool in`: untyped unless written.
    private func closureParameters(at open: Int, tokens: [Token], brackets: Brackets, element: String?) {
        guard let end = brackets.closer(of: open) else { return }
        var probe = open + 1
        var names: [(name: String, type: String?)] = []
        if probe < end, tokens[probe].isPunctuation("["), let close = brackets.closer(of: probe) { probe = close + 1 }
        while probe < end, probe - open < 32 {
            let token = tokens[probe]
            if token.isIdentifier("in") {
                // `ForEach(0..<n) { i in`: one parameter, the element of what is iterated.
                if names.count == 1, names[0].type == nil { names[0].type = element }
                for (name, type) in names where name != "_" { table.add(name, Binding(scope: probe + 1..<end, type: type)) }
                return
            }
            if let name = token.identifier {
                if Self.statementWords.contains(name) { return }
                if probe + 1 < end, tokens[probe + 1].isPunctuation(":") {
                    var typeEnd = probe + 2
                    while typeEnd < end, !tokens[typeEnd].isPunctuation(","), !tokens[typeEnd].isPunctuation(")") { typeEnd += 1 }
                    names.append((name, tokens[probe + 2..<typeEnd].map(\.text).joined()))
                    probe = typeEnd
                    continue
                }
                names.append((name, nil))
            } else if !(token.isPunctuation(",") || token.isPunctuation("(") || token.isPunctuation(")")) {
                // `->` and a result type may follow the parameters; anything else is a statement.
                guard token.isPunctuation("->") else { return }
                while probe < end, !tokens[probe].isIdentifier("in") { probe += 1 }
                continue
            }
            probe += 1
        }
    }

    // MARK: Loops

    /// The element type of `ForEach(sequence…) {` when `open` is that closure's `{`: SwiftUI's
    /// loop, its closure's parameter an element (`ForEach(0..<5) { i in`).
    private static func forEachElement(before open: Int, tokens: [Token], brackets: Brackets,
                                       lookup: (String, Bool, NameReach) -> String?) -> String? {
        guard open > 2, tokens[open - 1].isPunctuation(")") else { return nil }
        // The `(` of the call: found back from its `)` over balanced brackets, a bounded walk.
        var probe = open - 2
        var depth = 0
        while probe > 0, open - probe < 256 {
            if tokens[probe].isPunctuation(")") { depth += 1 }
            if tokens[probe].isPunctuation("("), depth == 0 { break }
            if tokens[probe].isPunctuation("(") { depth -= 1 }
            probe -= 1
        }
        guard probe > 0, tokens[probe].isPunctuation("("), brackets.closer(of: probe) == open - 1,
              tokens[probe - 1].isIdentifier("ForEach") else { return nil }
        let arguments = Argument.split(tokens, from: probe, to: open - 1, brackets: brackets)
        guard let sequence = arguments.first, sequence.label == nil else { return nil }
        return LoopElement.element(of: sequence.value, in: tokens, brackets: brackets, lookup: lookup)
    }

    /// `for x in …`, `for (i, x) in ….enumerated()`: the names bound over the loop's body.
    private static func loopVariables(at keyword: Int, tokens: [Token], brackets: Brackets,
                                      lookup: (String, Bool, NameReach) -> String?) -> [(name: String, binding: Binding)] {
        var probe = keyword + 1
        var names: [String] = []
        if probe < tokens.count, let name = tokens[probe].identifier, !["case", "try", "await"].contains(name) {
            names = [name]
            probe += 1
        } else if probe < tokens.count, tokens[probe].isPunctuation("("), let close = brackets.closer(of: probe), close - probe < 16 {
            // `(i, x)`: names and commas only.
            let inside = tokens[probe + 1..<close]
            names = inside.compactMap(\.identifier)
            guard names.count * 2 - 1 == inside.count else { return [] }
            probe = close + 1
        }
        guard !names.isEmpty, probe < tokens.count, tokens[probe].isIdentifier("in") else { return [] }
        var body = probe + 1
        var sequenceEnd: Int?
        while body < tokens.count, !tokens[body].isPunctuation("{") {
            if tokens[body].isIdentifier("where"), sequenceEnd == nil { sequenceEnd = body }
            if tokens[body].isPunctuation("(") || tokens[body].isPunctuation("["), let closer = brackets.closer(of: body) { body = closer }
            body += 1
            if body - probe > 256 { return [] }
        }
        guard body < tokens.count, let end = brackets.closer(of: body) else { return [] }
        let types = LoopElement.types(of: probe + 1..<(sequenceEnd ?? body), count: names.count, in: tokens, brackets: brackets, lookup: lookup)
        return names.indices.map { (names[$0], Binding(scope: body..<end, type: types[$0])) }
    }
}
