/// The second pass over one Swift file: every rule's literals, each key built with the
/// types the file and the project declare.
struct SwiftFileExtraction {
    let file: String
    let tokens: [Token]
    let brackets: Brackets
    let declarations: FileDeclarations
    let index: DeclarationIndex

    func extract(warnings: inout [SourceWarning]) -> [ExtractedString] {
        let previews = PreviewBlocks.ranges(in: tokens, brackets: brackets)
        func outsidePreviews(_ token: Int) -> Bool { !previews.contains { $0.contains(token) } }
        let rules = CallRules(tokens: tokens, brackets: brackets, declarations: index)
        var uses = Call.all(in: tokens, brackets: brackets).filter { outsidePreviews($0.nameIndex) }.flatMap(rules.uses(of:))
        uses += declarations.localizedLiterals.map { LiteralUse(literal: $0) }
        uses += declarations.localizedBodies.flatMap { ReturnedLiterals.of($0, in: tokens) }.map { LiteralUse(literal: $0) }

        var seen = Set<Int>()
        var strings: [ExtractedString] = []
        for use in uses where outsidePreviews(use.literal) && seen.insert(use.literal).inserted {
            let builder = KeyBuilder { name, isCall in type(of: name, isCall: isCall, before: use.literal) }
            guard let literal = tokens[use.literal].stringLiteral else { continue }
            let key = builder.key(of: literal, warnings: &warnings)
            let defaultValue = use.defaultValue.flatMap { tokens[$0].stringLiteral }.map { builder.key(of: $0, warnings: &warnings) }
            strings.append(ExtractedString(key: key, table: use.table, comment: use.comment, defaultValue: defaultValue,
                                           file: file, position: tokens[use.literal].position))
        }
        return strings.sorted { $0.position < $1.position }
    }

    /// The type of `name` where a literal uses it: the nearest declaration before it in this
    /// file, else the one type the project declares for that name.
    private func type(of name: String, isCall: Bool, before literal: Int) -> String? {
        if isCall { return index.returnType(of: name) }
        if let local = declarations.valueTypes[name]?.last(where: { $0.index < literal }) { return local.type }
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
