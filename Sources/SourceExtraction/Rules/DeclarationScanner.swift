/// The first pass over one file: type, function, initializer, enum case and property
/// declarations, read from the tokens with the brackets matched, without a full parser.
struct DeclarationScanner {
    let tokens: [Token]
    let brackets: Brackets

    private struct Scope {
        var end: Int
        /// The type whose body this is; nil for a function body, closure or other block.
        var typeName: String?
        var rawValuesLocalized: Bool
    }

    func scan() -> FileDeclarations {
        var result = FileDeclarations()
        var scopes: [Scope] = []
        var pendingType: (name: String, rawValuesLocalized: Bool)?
        for index in tokens.indices {
            while let last = scopes.last, index > last.end { scopes.removeLast() }
            let token = tokens[index]
            if token.isPunctuation("{") {
                scopes.append(Scope(end: brackets.closer(of: index) ?? tokens.count, typeName: pendingType?.name,
                                    rawValuesLocalized: pendingType?.rawValuesLocalized ?? false))
                pendingType = nil
                continue
            }
            guard let word = token.identifier, index == 0 || !tokens[index - 1].isPunctuation(".") else { continue }
            let typeBody = scopes.last?.typeName
            switch word {
            case "struct", "class", "enum", "actor", "extension", "protocol":
                if let type = typeDeclaration(at: index, isEnum: word == "enum") { pendingType = type }
            case "func":
                function(at: index, into: &result)
            case "init":
                if let typeName = scopes.last(where: { $0.typeName != nil })?.typeName {
                    initializer(at: index, typeName: typeName, into: &result)
                }
            case "case" where typeBody != nil:
                enumCases(at: index, rawValuesLocalized: scopes.last?.rawValuesLocalized ?? false, into: &result)
            case "var", "let":
                variable(at: index, memberOf: typeBody, isGlobal: scopes.isEmpty, into: &result)
            default:
                break
            }
        }
        return result
    }

    // MARK: Types

    private func typeDeclaration(at index: Int, isEnum: Bool) -> (name: String, rawValuesLocalized: Bool)? {
        guard index + 1 < tokens.count, var name = tokens[index + 1].identifier,
              !["func", "var", "let", "subscript", "init"].contains(name) else { return nil }
        var probe = index + 1
        while probe + 2 < tokens.count, tokens[probe + 1].isPunctuation("."), let member = tokens[probe + 2].identifier {
            name = member
            probe += 2
        }
        var localized = false
        while probe < tokens.count, !tokens[probe].isPunctuation("{"), probe - index < 64 {
            if let word = tokens[probe].identifier, LocalizedTypes.isLocalized(word) { localized = true }
            probe += 1
        }
        return (name, isEnum && localized)
    }

    // MARK: Functions and initializers

    private func function(at index: Int, into result: inout FileDeclarations) {
        guard index + 1 < tokens.count, let name = tokens[index + 1].identifier,
              let open = nextParenthesis(after: index + 1), let close = brackets.closer(of: open) else { return }
        for parameter in parameters(open, close) {
            addParameter(parameter, callable: name, into: &result)
        }
        guard let (type, bodyStart) = declaredResult(after: close) else { return }
        result.returnTypes[name] = type
        if LocalizedTypes.isLocalized(type), let bodyStart, let bodyEnd = brackets.closer(of: bodyStart) {
            result.localizedBodies.append(bodyStart..<bodyEnd)
        }
    }

    private func initializer(at index: Int, typeName: String, into result: inout FileDeclarations) {
        guard let open = nextParenthesis(after: index), let close = brackets.closer(of: open) else { return }
        for parameter in parameters(open, close) {
            addParameter(parameter, callable: typeName, into: &result)
        }
    }

    /// The `(` of a parameter list, after a name and any generic parameters (`init?`, `<T>`).
    private func nextParenthesis(after index: Int) -> Int? {
        var probe = index + 1
        while probe < tokens.count, probe - index < 32 {
            if tokens[probe].isPunctuation("(") { return probe }
            if tokens[probe].isPunctuation("{") || tokens[probe].startsLine { return nil }
            probe += 1
        }
        return nil
    }

    /// `-> Type` after a parameter list, and the body's `{` when there is one.
    private func declaredResult(after close: Int) -> (type: String, body: Int?)? {
        var probe = close + 1
        while probe < tokens.count, !tokens[probe].isPunctuation("->") {
            if tokens[probe].isPunctuation("{") || tokens[probe].startsLine || probe - close > 8 { return nil }
            probe += 1
        }
        let typeEnd = typeEnd(from: probe + 1)
        let type = text(probe + 1..<typeEnd)
        return (type, typeEnd < tokens.count && tokens[typeEnd].isPunctuation("{") ? typeEnd : nil)
    }

    private struct Parameter {
        var label: String
        var name: String
        var type: String
        var nameIndex: Int
        var defaultValue: Range<Int>?
    }

    /// `label name: Type = default`, `_ name: Type`, `name: Type` between the brackets.
    private func parameters(_ open: Int, _ close: Int) -> [Parameter] {
        Argument.split(tokens, from: open, to: close, brackets: brackets).compactMap { item in
            // `split` takes `name:` for a label; `label name: Type` has two words before the colon.
            var label: String
            var nameIndex: Int
            var typeStart: Int
            if let single = item.label {
                label = single
                nameIndex = item.value.lowerBound - 2
                typeStart = item.value.lowerBound
            } else {
                var start = item.value.lowerBound
                while start + 1 < item.value.upperBound, tokens[start].isPunctuation("@") { start += 2 }
                guard start + 2 < item.value.upperBound, let first = tokens[start].identifier,
                      tokens[start + 1].identifier != nil, tokens[start + 2].isPunctuation(":") else {
                    // An enum case's associated value may be only a type: `case title(LocalizedStringKey)`.
                    return Parameter(label: "_", name: "", type: text(item.value), nameIndex: -1, defaultValue: nil)
                }
                label = first
                nameIndex = start + 1
                typeStart = start + 3
            }
            while typeStart < item.value.upperBound,
                  ["inout", "some", "any", "borrowing", "consuming", "sending"].contains(tokens[typeStart].identifier ?? "") || tokens[typeStart].isPunctuation("@") {
                typeStart += tokens[typeStart].isPunctuation("@") ? 2 : 1
            }
            var typeEnd = typeStart
            while typeEnd < item.value.upperBound, !tokens[typeEnd].isPunctuation("=") { typeEnd += 1 }
            let defaultValue = typeEnd < item.value.upperBound ? (typeEnd + 1)..<item.value.upperBound : nil
            return Parameter(label: label, name: tokens[nameIndex].identifier ?? label, type: text(typeStart..<typeEnd),
                             nameIndex: nameIndex, defaultValue: defaultValue)
        }
    }

    private func addParameter(_ parameter: Parameter, callable: String, into result: inout FileDeclarations) {
        result.addParameter(callable: callable, label: parameter.label, type: parameter.type)
        if parameter.nameIndex >= 0 { result.addValue(parameter.name, type: parameter.type, at: parameter.nameIndex) }
        if LocalizedTypes.isLocalized(parameter.type), let defaultValue = parameter.defaultValue {
            result.localizedLiterals += LiteralSlots.of(defaultValue, in: tokens, brackets: brackets)
        }
    }

    // MARK: Enum cases

    /// `case a, b(LocalizedStringKey), c(title: LocalizedStringKey), d = "raw"`.
    private func enumCases(at index: Int, rawValuesLocalized: Bool, into result: inout FileDeclarations) {
        var probe = index + 1
        while probe < tokens.count, let name = tokens[probe].identifier {
            probe += 1
            if probe < tokens.count, tokens[probe].isPunctuation("("), let close = brackets.closer(of: probe) {
                for parameter in parameters(probe, close) {
                    addParameter(parameter, callable: name, into: &result)
                }
                probe = close + 1
            }
            if probe + 1 < tokens.count, tokens[probe].isPunctuation("="), tokens[probe + 1].stringLiteral != nil {
                if rawValuesLocalized { result.localizedLiterals.append(probe + 1) }
                probe += 2
            }
            guard probe < tokens.count, tokens[probe].isPunctuation(","), !tokens[probe].startsLine else { return }
            probe += 1
        }
    }

    // MARK: Properties and variables

    private func variable(at index: Int, memberOf typeName: String?, isGlobal: Bool, into result: inout FileDeclarations) {
        guard index + 1 < tokens.count, let name = tokens[index + 1].identifier else { return }
        var probe = index + 2
        var type: String?
        if probe < tokens.count, tokens[probe].isPunctuation(":") {
            let end = typeEnd(from: probe + 1)
            type = text(probe + 1..<end)
            probe = end
        }
        let isStatic = index > 0 && ["static", "class"].contains(tokens[index - 1].identifier ?? "")
        if probe < tokens.count, tokens[probe].isPunctuation("=") {
            let valueEnd = ExpressionEnd.after(probe, in: tokens, brackets: brackets)
            if let type {
                if LocalizedTypes.isLocalized(type) || isLocalizedArray(type) {
                    result.localizedLiterals += LiteralSlots.of(probe + 1..<valueEnd, in: tokens, brackets: brackets)
                }
            } else {
                type = InferredType.of(probe + 1..<valueEnd, in: tokens)
            }
        } else if let type, probe < tokens.count, tokens[probe].isPunctuation("{"), let end = brackets.closer(of: probe) {
            result.returnTypes[name] = type
            if LocalizedTypes.isLocalized(type) { result.localizedBodies.append(probe..<end) }
        } else if let type, let typeName, !isStatic {
            result.addParameter(callable: typeName, label: name, type: type)
        }
        guard let type else { return }
        result.addValue(name, type: type, at: index + 1)
        if typeName != nil || isGlobal { result.memberTypes[name, default: []].append(type) }
    }

    private func isLocalizedArray(_ type: String) -> Bool {
        type.hasPrefix("[") && type.hasSuffix("]") && LocalizedTypes.isLocalized(String(type.dropFirst().dropLast()))
    }

    /// Where a type written after `:` or `->` ends: at `=`, `{`, `,`, `)`, `where`, or a new
    /// line, brackets inside it skipped whole.
    private func typeEnd(from start: Int) -> Int {
        var probe = start
        while probe < tokens.count {
            let token = tokens[probe]
            if probe > start && token.startsLine { return probe }
            if token.isPunctuation("=") || token.isPunctuation("{") || token.isPunctuation(",") || token.isPunctuation(")")
                || token.isPunctuation("}") || token.isPunctuation(";") || token.isIdentifier("where") { return probe }
            if let closer = brackets.closer(of: probe) { probe = closer + 1 } else { probe += 1 }
        }
        return probe
    }

    private func text(_ range: Range<Int>) -> String {
        guard !range.isEmpty, range.upperBound <= tokens.count else { return "" }
        return tokens[range].map(\.text).joined()
    }
}
