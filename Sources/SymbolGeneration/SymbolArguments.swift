import StringCatalogKit

/// A symbol's arguments, read from the placeholders of the string's source value.
///
/// Each argument number gets one parameter, in number order: `_ argN` for a plain
/// placeholder, the name for a named one (`%(count)lld` → `count:`) and for a substitution
/// (`%#@items@` → `items:`, typed by its `formatSpecifier`). A substitution's forms may read
/// other arguments at explicit positions (`%2$@`); those count too.
enum SymbolArguments {
    /// One placeholder found, before numbers are joined into parameters.
    private struct Placeholder {
        var number: Int
        var name: String?
        var type: String
        var specifier: String?
    }

    static func of(_ string: CatalogString, sourceLanguage: String) -> Result<[SymbolArgument], SymbolProblem> {
        let source = SourceFormat.text(of: string, sourceLanguage: sourceLanguage)
        let problem = { (message: String) in SymbolProblem(key: string.key, message: message) }
        let named = NamedSpecifiers.strip(source.value)
        var placeholders: [Placeholder] = []
        let argNums = source.substitutions.map { list in
            Dictionary(list.elements.compactMap { element in element.value.argNum.map { (element.key, $0) } }, uniquingKeysWith: { first, _ in first })
        } ?? [:]
        switch findPlaceholders(in: named, argNums: argNums, substitutions: source.substitutions) {
        case .success(let found): placeholders = found
        case .failure(let failure): return .failure(problem(failure.message))
        }
        placeholders.sort { $0.number < $1.number }
        var byNumber: [Int: Placeholder] = [:]
        for placeholder in placeholders where byNumber[placeholder.number] == nil {
            byNumber[placeholder.number] = placeholder
        }
        let count = byNumber.keys.max() ?? 0
        if let missing = (1...max(count, 1)).first(where: { byNumber[$0] == nil }), count > 0 {
            return .failure(problem("argument \(missing) is never read by the source value, so its type is unknown"))
        }
        return .success(parameters(for: (0..<count).map { byNumber[$0 + 1]! }))
    }

    private struct Failure: Error { var message: String }

    /// Every placeholder of `named`'s text with the argument it reads.
    private static func findPlaceholders(in named: NamedSpecifiers, argNums: [String: Int],
                                     substitutions: KeyedList<Substitution>?) -> Result<[Placeholder], Failure> {
        let tokens = FormatString.parse(named.text).filter(readsArgument)
        // The same value with every placeholder at its explicit position: how Foundation
        // numbers them, substitutions' `argNum` included.
        let positional = FormatString.parse(SubstitutionPositions.positionalParent(named.text, argNums: argNums))
            .filter { $0.specifier != nil || $0.substitutionName != nil }
        guard positional.count == tokens.count else { return .failure(Failure(message: "its placeholders cannot be numbered")) }
        var found: [Placeholder] = []
        for (token, numbered) in zip(tokens, positional) {
            // A `% d` in prose reads no argument (see `SymbolName`).
            if token.specifier?.looksLikeProse == true { continue }
            guard let number = numbered.specifier?.position ?? positionOfSubstitution(numbered) else {
                return .failure(Failure(message: "its placeholders cannot be numbered"))
            }
            let name = named.names[token.utf16Range.lowerBound]
            if let spec = token.specifier {
                if spec.width == .nextArgument || spec.precision == .nextArgument || isArgumentAmount(spec.width) || isArgumentAmount(spec.precision) {
                    return .failure(Failure(message: "\(token.text) takes its width or precision from an argument, which a symbol cannot type"))
                }
                guard let type = SymbolArgumentType.swiftType(for: spec) else {
                    return .failure(Failure(message: "\(token.text) has no Swift type to interpolate"))
                }
                found.append(Placeholder(number: number, name: name, type: type, specifier: specifierText(spec)))
            } else if let substitutionName = token.substitutionName {
                let substitution = substitutions?[substitutionName]
                let field = substitution?.formatSpecifier ?? "lld"
                guard let spec = FormatSpecifier(formatSpecifierField: field), let type = SymbolArgumentType.swiftType(for: spec) else {
                    return .failure(Failure(message: "substitution “\(substitutionName)” has a format specifier “\(field)” with no Swift type"))
                }
                found.append(Placeholder(number: number, name: name ?? substitutionName, type: type, specifier: specifierText(spec)))
                found += otherArguments(in: substitution, ownNumber: number)
            }
        }
        return .success(found)
    }

    /// Arguments a substitution's forms read at explicit positions besides its own.
    private static func otherArguments(in substitution: Substitution?, ownNumber: Int) -> [Placeholder] {
        guard let forms = substitution?.variations?.plural ?? substitution?.variations?.device,
              let value = forms["other"].flatMap(SourceFormat.representativeValue) ?? forms.elements.first.flatMap({ SourceFormat.representativeValue(of: $0.value) })
        else { return [] }
        return FormatString.parse(value).compactMap { token in
            guard let spec = token.specifier, let position = spec.position, position != ownNumber,
                  let type = SymbolArgumentType.swiftType(for: spec) else { return nil }
            return Placeholder(number: position, name: nil, type: type, specifier: specifierText(spec))
        }
    }

    private static func readsArgument(_ token: FormatToken) -> Bool {
        token.specifier != nil || token.substitutionName != nil
    }

    private static func positionOfSubstitution(_ token: FormatToken) -> Int? {
        if case .substitution(_, let position) = token.kind { return position }
        return nil
    }

    private static func isArgumentAmount(_ amount: FormatAmount?) -> Bool {
        if case .argument? = amount { return true }
        return false
    }

    /// What the interpolation carries: the specifier without its position (`%2$.1f` →
    /// `%.1f`); nothing for `%@`, which Swift interpolates as the object's description.
    private static func specifierText(_ spec: FormatSpecifier) -> String? {
        spec.type == .object ? nil : "%" + spec.canonical
    }

    /// Parameters with labels made valid and names kept apart.
    private static func parameters(for placeholders: [Placeholder]) -> [SymbolArgument] {
        var used: Set<String> = []
        var arguments: [SymbolArgument] = []
        for (offset, placeholder) in placeholders.enumerated() {
            var label = placeholder.name.flatMap(SymbolName.label(from:))
            if let taken = label, used.contains(taken) { label = taken + String(offset + 1) }
            var parameter = label ?? "arg\(offset + 1)"
            while used.contains(parameter) { parameter += "_" }
            used.insert(parameter)
            arguments.append(SymbolArgument(label: label, parameter: parameter, type: placeholder.type, specifier: placeholder.specifier))
        }
        return arguments
    }
}
