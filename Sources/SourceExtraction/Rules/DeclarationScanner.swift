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
        /// The index (in `FileDeclarations.typeNames`) of the innermost type around or at
        /// this scope, -1 for none.
        var enclosingType: Int32
        /// A struct's body: its stored properties make a memberwise initializer unless the
        /// body declares an initializer.
        var isStruct = false
        var declaresInitializer = false
        var storedProperties: [(name: String, type: String)] = []
    }

    private struct PendingType {
        var name: String
        var rawValuesLocalized: Bool
        var isStruct: Bool
    }

    func scan() -> FileDeclarations {
        var result = FileDeclarations()
        result.enclosingType.reserveCapacity(tokens.count)
        var scopes: [Scope] = []
        var pendingType: PendingType?
        for index in tokens.indices {
            while let last = scopes.indices.last, index > scopes[last].end { close(scopes.removeLast(), into: &result) }
            let token = tokens[index]
            // The innermost scope's fields read without copying it (its property list).
            let innermost = scopes.indices.last
            if token.isPunctuation("{") {
                var enclosing = innermost.map { scopes[$0].enclosingType } ?? -1
                if let pendingType {
                    enclosing = Int32(result.typeNames.count)
                    result.typeNames.append(pendingType.name)
                }
                scopes.append(Scope(end: brackets.closer(of: index) ?? tokens.count, typeName: pendingType?.name,
                                    rawValuesLocalized: pendingType?.rawValuesLocalized ?? false, enclosingType: enclosing,
                                    isStruct: pendingType?.isStruct ?? false))
                result.enclosingType.append(enclosing)
                pendingType = nil
                continue
            }
            result.enclosingType.append(innermost.map { scopes[$0].enclosingType } ?? -1)
            guard let word = token.identifier, index == 0 || !tokens[index - 1].isPunctuation(".") else { continue }
            let typeBody = innermost.flatMap { scopes[$0].typeName }
            switch word {
            case "struct", "class", "enum", "actor", "extension", "protocol":
                if let type = typeDeclaration(at: index, isEnum: word == "enum", into: &result) {
                    pendingType = PendingType(name: type.name, rawValuesLocalized: type.rawValuesLocalized, isStruct: word == "struct")
                }
            case "func":
                function(at: index, owner: typeBody ?? "", into: &result)
            case "init":
                if let typeIndex = innermost.map({ scopes[$0].enclosingType }), typeIndex >= 0 {
                    if typeBody != nil { scopes[scopes.count - 1].declaresInitializer = true }
                    initializer(at: index, typeName: result.typeNames[Int(typeIndex)], into: &result)
                }
            case "case" where typeBody != nil:
                enumCases(at: index, owner: typeBody ?? "", rawValuesLocalized: innermost.map { scopes[$0].rawValuesLocalized } ?? false,
                          into: &result)
            case "var", "let":
                if let stored = variable(at: index, memberOf: typeBody, isGlobal: scopes.isEmpty, into: &result) {
                    scopes[scopes.count - 1].storedProperties.append(stored)
                }
            default:
                break
            }
        }
        while let last = scopes.popLast() { close(last, into: &result) }
        return result
    }

    /// At the end of a struct's body without an initializer: the memberwise initializer's
    /// parameters, labeled with the stored properties' names.
    private func close(_ scope: Scope, into result: inout FileDeclarations) {
        guard scope.isStruct, !scope.declaresInitializer, let typeName = scope.typeName else { return }
        for property in scope.storedProperties {
            result.addParameter(callable: typeName, label: property.name, type: property.type, owner: typeName)
        }
    }

    // MARK: Types

    private func typeDeclaration(at index: Int, isEnum: Bool, into result: inout FileDeclarations) -> (name: String, rawValuesLocalized: Bool)? {
        guard index + 1 < tokens.count, var name = tokens[index + 1].identifier,
              !["func", "var", "let", "subscript", "init"].contains(name) else { return nil }
        var probe = index + 1
        while probe + 2 < tokens.count, tokens[probe + 1].isPunctuation("."), let member = tokens[probe + 2].identifier {
            name = member
            probe += 2
        }
        var localized = false
        var supertypes: [String] = []
        var inWhereClause = false
        while probe < tokens.count, !tokens[probe].isPunctuation("{"), probe - index < 64 {
            if let word = tokens[probe].identifier {
                if LocalizedTypes.isLocalized(word) { localized = true }
                if word == "where" { inWhereClause = true }
                // `: Base, Protocol`: each name right after the colon or a comma.
                if !inWhereClause, tokens[probe - 1].isPunctuation(":") || tokens[probe - 1].isPunctuation(",") {
                    supertypes.append(word)
                }
            }
            probe += 1
        }
        if !supertypes.isEmpty { result.supertypes[name, default: []] += supertypes }
        return (name, isEnum && localized)
    }

    // MARK: Functions and initializers

    private func function(at index: Int, owner: String, into result: inout FileDeclarations) {
        guard index + 1 < tokens.count, let name = tokens[index + 1].identifier,
              let open = nextParenthesis(after: index + 1), let close = brackets.closer(of: open) else { return }
        for parameter in parameters(open, close) {
            addParameter(parameter, callable: name, owner: owner, into: &result)
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
            addParameter(parameter, callable: typeName, owner: typeName, into: &result)
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

    private func addParameter(_ parameter: Parameter, callable: String, owner: String, into result: inout FileDeclarations) {
        result.addParameter(callable: callable, label: parameter.label, type: parameter.type, owner: owner)
        if parameter.nameIndex >= 0 { result.addValue(parameter.name, type: parameter.type, at: parameter.nameIndex) }
        if let defaultValue = parameter.defaultValue {
            result.localizedLiterals += literals(defaultValue, as: parameter.type)
        }
    }

    /// The literals of an initial or default value that its declared type makes keys.
    private func literals(_ value: Range<Int>, as type: String) -> [Int] {
        if LocalizedTypes.isLocalized(type) { return LiteralSlots.of(value, in: tokens, brackets: brackets) }
        guard type.contains("Localiz") else { return [] }
        return LiteralSlots.of(value, as: DeclaredType(type), in: tokens, brackets: brackets)
    }

    // MARK: Enum cases

    /// `case a, b(LocalizedStringKey), c(title: LocalizedStringKey), d = "raw"`.
    private func enumCases(at index: Int, owner: String, rawValuesLocalized: Bool, into result: inout FileDeclarations) {
        var probe = index + 1
        while probe < tokens.count, let name = tokens[probe].identifier {
            probe += 1
            if probe < tokens.count, tokens[probe].isPunctuation("("), let close = brackets.closer(of: probe) {
                for parameter in parameters(probe, close) {
                    addParameter(parameter, callable: name, owner: owner, into: &result)
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

    /// Records a variable or property; returns a struct's stored property that its memberwise
    /// initializer takes (a `var`, or a `let` without an initial value).
    private func variable(at index: Int, memberOf typeName: String?, isGlobal: Bool,
                          into result: inout FileDeclarations) -> (name: String, type: String)? {
        guard index + 1 < tokens.count, let name = tokens[index + 1].identifier else { return nil }
        var probe = index + 2
        var type: String?
        if probe < tokens.count, tokens[probe].isPunctuation(":") {
            var start = probe + 1
            // `some View`, `any Store`: the type is what follows.
            while start < tokens.count, ["some", "any"].contains(tokens[start].identifier ?? ""), start + 1 < tokens.count,
                  tokens[start + 1].identifier != nil {
                start += 1
            }
            let end = typeEnd(from: start)
            type = text(start..<end)
            probe = end
        }
        let isStatic = index > 0 && ["static", "class", "lazy"].contains(tokens[index - 1].identifier ?? "")
        var stored = false
        if probe < tokens.count, tokens[probe].isPunctuation("=") {
            let valueEnd = ExpressionEnd.after(probe, in: tokens, brackets: brackets)
            if let type {
                result.localizedLiterals += literals(probe + 1..<valueEnd, as: type)
            } else {
                type = InferredType.of(probe + 1..<valueEnd, in: tokens)
            }
            stored = tokens[index].isIdentifier("var")
        } else if let type, probe < tokens.count, tokens[probe].isPunctuation("{"), let end = brackets.closer(of: probe) {
            if !isObserverBlock(probe, end) {
                result.returnTypes[name] = type
                if LocalizedTypes.isLocalized(type) { result.localizedBodies.append(probe..<end) }
            } else {
                stored = true
            }
        } else if type != nil {
            stored = true
        }
        guard let type else { return nil }
        result.addValue(name, type: type, at: index + 1)
        if typeName != nil || isGlobal { result.memberTypes[name, default: []].append(type) }
        return stored && typeName != nil && !isStatic ? (name, type) : nil
    }

    /// `{ didSet { … } }`, `{ willSet … }`: a stored property's observers, not a getter.
    private func isObserverBlock(_ open: Int, _ close: Int) -> Bool {
        open + 1 < close && (tokens[open + 1].isIdentifier("didSet") || tokens[open + 1].isIdentifier("willSet"))
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
