/// The second pass over one Swift file: every rule's literals, each key built with the
/// types the file and the project declare.
struct SwiftFileExtraction {
    let file: String
    let tokens: [Token]
    let brackets: Brackets
    let declarations: FileDeclarations
    let index: DeclarationIndex

    /// The names of the file with their scopes, for typing interpolations.
    private let bindings: ScopedBindings

    init(file: String, tokens: [Token], brackets: Brackets, declarations: FileDeclarations, index: DeclarationIndex) {
        self.file = file
        self.tokens = tokens
        self.brackets = brackets
        self.declarations = declarations
        self.index = index
        var declaredTypes: [Int: String] = [:]
        for entries in declarations.valueTypes.values {
            for entry in entries { declaredTypes[entry.index] = entry.type }
        }
        bindings = ScopedBindings(tokens: tokens, brackets: brackets, declaredTypes: declaredTypes) { name, isCall, _ in
            Self.projectType(of: name, isCall: isCall, declarations: declarations, index: index)
        }
    }

    func extract(warnings: inout [SourceWarning]) -> [ExtractedString] {
        let previews = PreviewBlocks.ranges(in: tokens, brackets: brackets)
        func outsidePreviews(_ token: Int) -> Bool { !previews.contains { $0.contains(token) } }
        var uses = CallRules(tokens: tokens, brackets: brackets, declarations: index, file: declarations).uses(in: tokens)
        uses += declarations.localizedLiterals.map { LiteralUse(literal: $0) }
        uses += ReturnedLiterals.of(bodies: declarations.localizedBodies, in: tokens).map { LiteralUse(literal: $0) }
        uses += assignedLiterals()
        var strings = self.strings(of: uses.filter { outsidePreviews($0.literal) }, in: tokens, place: nil, warnings: &warnings)
        for (literal, token) in tokens.enumerated() where outsidePreviews(literal) {
            strings += stringsInInterpolations(of: token, place: literal, warnings: &warnings)
        }
        return strings.sorted { $0.position < $1.position }
    }

    /// Calls inside a literal's interpolations (`"\(String(localized: "…"))"`), to any depth;
    /// names in them are typed as at the enclosing literal's `place`.
    private func stringsInInterpolations(of token: Token, place: Int, warnings: inout [SourceWarning]) -> [ExtractedString] {
        guard let literal = token.stringLiteral, literal.hasInterpolation else { return [] }
        var strings: [ExtractedString] = []
        for case .interpolation(let interpolation) in literal.segments {
            let inner = interpolation.tokens
            let uses = CallRules(tokens: inner, brackets: Brackets(inner), declarations: index, file: declarations, place: place).uses(in: inner)
            strings += self.strings(of: uses, in: inner, place: place, warnings: &warnings)
            for token in inner { strings += stringsInInterpolations(of: token, place: place, warnings: &warnings) }
        }
        return strings
    }

    /// `name = "…"` where `name` is declared with a localized type (or a collection of one).
    private func assignedLiterals() -> [LiteralUse] {
        tokens.indices.dropFirst().filter { tokens[$0].isPunctuation("=") }.flatMap { equals -> [LiteralUse] in
            guard let name = tokens[equals - 1].identifier,
                  let type = type(of: name, isCall: false, before: equals), type.contains("Localiz") else { return [] }
            let end = ExpressionEnd.after(equals, in: tokens, brackets: brackets)
            return LiteralSlots.of(equals + 1..<end, as: DeclaredType(type), in: tokens, brackets: brackets).map { LiteralUse(literal: $0) }
        }
    }

    /// Each use's string, once per literal; `place` is where names are looked up (the
    /// literal itself when nil).
    private func strings(of uses: [LiteralUse], in tokens: [Token], place: Int?, warnings: inout [SourceWarning]) -> [ExtractedString] {
        var seen = Set<Int>()
        var strings: [ExtractedString] = []
        for use in uses where seen.insert(use.literal).inserted {
            guard let literal = tokens[use.literal].stringLiteral else { continue }
            let at = place ?? use.literal
            let builder = KeyBuilder { name, isCall, reach in
                bindings.type(of: name, isCall: isCall, reach: reach, at: at) { name, isCall, _ in
                    Self.projectType(of: name, isCall: isCall, declarations: declarations, index: index)
                }
            }
            let key = builder.key(of: literal, warnings: &warnings)
            let defaultValue = use.defaultValue.flatMap { tokens[$0].stringLiteral }.map { builder.defaultValue(of: $0, warnings: &warnings) }
            strings.append(ExtractedString(key: key.text, table: use.table, comment: use.comment, defaultValue: defaultValue?.text,
                                           file: file, position: tokens[use.literal].position,
                                           guessedInterpolations: key.guessed + (defaultValue?.guessed ?? [])))
        }
        return strings
    }

    /// The type of a name no binding in scope answers for: a property or function the project
    /// declares under that name with one type, or a computed property of this file.
    private static func projectType(of name: String, isCall: Bool, declarations: FileDeclarations, index: DeclarationIndex) -> String? {
        if isCall { return index.returnType(of: name) }
        return index.valueType(of: name) ?? declarations.returnTypes[name]
    }

    /// The type of `name` where a literal uses it: the nearest declaration before it in this
    /// file, else the one type the project declares for that name.
    private func type(of name: String, isCall: Bool, before literal: Int) -> String? {
        if isCall { return index.returnType(of: name) }
        if let local = declarations.valueType(of: name, before: literal) { return local }
        return index.valueType(of: name) ?? declarations.returnTypes[name]
    }
}

/// `#Preview { … }` and `#Preview("name") { … }` blocks: Xcode does not extract from them.
enum PreviewBlocks {
    static func ranges(in tokens: [Token], brackets: Brackets) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for index in tokens.indices where tokens[index].isPound("Preview") {
            var probe = index + 1
            if probe < tokens.count, tokens[probe].isPunctuation("("), let close = brackets.closer(of: probe) { probe = close + 1 }
            guard probe < tokens.count, tokens[probe].isPunctuation("{"), let end = brackets.closer(of: probe) else { continue }
            ranges.append(index..<end + 1)
        }
        return ranges
    }
}
