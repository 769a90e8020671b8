/// A literal's key as Xcode writes it: text as is, each interpolation replaced by the
/// specifier of its value's type, and `%` doubled in the text of a literal that has
/// interpolations (it becomes a format string then; a plain literal stays verbatim).
/// A default value (the source-language value of an `extracted_with_value` string) with
/// several interpolations numbers them (`%1$@ … %2$lld`), as Xcode writes such values.
struct KeyBuilder {
    /// The type of a name at the literal's place (a variable, or a function's result).
    let lookup: (_ name: String, _ isCall: Bool) -> String?

    func key(of literal: StringLiteral, warnings: inout [SourceWarning]) -> String {
        format(literal, numbered: false, warnings: &warnings)
    }

    func defaultValue(of literal: StringLiteral, warnings: inout [SourceWarning]) -> String {
        let interpolations = literal.segments.count { if case .interpolation = $0 { true } else { false } }
        return format(literal, numbered: interpolations > 1, warnings: &warnings)
    }

    private func format(_ literal: StringLiteral, numbered: Bool, warnings: inout [SourceWarning]) -> String {
        guard literal.hasInterpolation else { return literal.plainText ?? "" }
        var text = ""
        var argument = 0
        for segment in literal.segments {
            switch segment {
            case .text(let piece):
                text += piece.replacingPercents()
            case .interpolation(let interpolation):
                argument += 1
                let specifier = specifier(of: interpolation, warnings: &warnings)
                text += numbered && specifier.hasPrefix("%") ? "%\(argument)$" + specifier.dropFirst() : specifier
            }
        }
        return text
    }

    private func specifier(of interpolation: Interpolation, warnings: inout [SourceWarning]) -> String {
        let tokens = interpolation.tokens
        let arguments = Argument.split(tokens, 0..<tokens.count, brackets: Brackets(tokens))
        if let given = arguments.first(where: { $0.label == "specifier" }),
           given.value.count == 1, let text = tokens[given.value.lowerBound].stringLiteral?.plainText {
            return text
        }
        // A format style, a formatter or a date style turns the value into text.
        if arguments.contains(where: { ["format", "formatter", "style"].contains($0.label ?? "") }) { return "%@" }
        guard let value = arguments.first(where: { $0.label == nil }),
              let type = InferredType.of(value.value, in: tokens, lookup: lookup) else {
            let expression = tokens.map(\.text).joined(separator: " ")
            warnings.append(SourceWarning(position: interpolation.position,
                                          message: "cannot tell the type of interpolation '\\(\(expression))'; its key uses %@"))
            return "%@"
        }
        return SpecifierForType.specifier(for: type)
    }
}

extension String {
    fileprivate func replacingPercents() -> String {
        contains("%") ? split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%") : self
    }
}
