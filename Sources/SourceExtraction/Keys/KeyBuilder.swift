/// A literal's key as Xcode writes it: text as is, each interpolation replaced by the
/// specifier of its value's type, and `%` doubled in the text of a literal that has
/// interpolations (it becomes a format string then; a plain literal stays verbatim).
/// A default value (the source-language value of an `extracted_with_value` string) with
/// several interpolations numbers them (`%1$@ … %2$lld`), as Xcode writes such values.
struct KeyBuilder {
    /// A key or default value, with the interpolations whose specifier is a guess.
    struct Built {
        var text: String
        var guessed: [GuessedInterpolation] = []
    }

    /// The type of a name at the literal's place (a variable, or a function's result; a bare
    /// name or a member of something).
    let lookup: (_ name: String, _ isCall: Bool, _ reach: NameReach) -> String?

    func key(of literal: StringLiteral, warnings: inout [SourceWarning]) -> Built {
        format(literal, numbered: false, isDefaultValue: false, warnings: &warnings)
    }

    func defaultValue(of literal: StringLiteral, warnings: inout [SourceWarning]) -> Built {
        let interpolations = literal.segments.count { if case .interpolation = $0 { true } else { false } }
        return format(literal, numbered: interpolations > 1, isDefaultValue: true, warnings: &warnings)
    }

    private func format(_ literal: StringLiteral, numbered: Bool, isDefaultValue: Bool, warnings: inout [SourceWarning]) -> Built {
        guard literal.hasInterpolation else { return Built(text: literal.plainText ?? "") }
        var built = Built(text: "")
        var argument = 0
        for segment in literal.segments {
            switch segment {
            case .text(let piece):
                built.text += piece.replacingPercents()
            case .interpolation(let interpolation):
                argument += 1
                let specifier: String
                if let known = knownSpecifier(of: interpolation) {
                    specifier = known
                } else {
                    let expression = Self.shown(interpolation.tokens)
                    warnings.append(SourceWarning(position: interpolation.position,
                                                  message: "cannot tell the type of interpolation '\\(\(expression))'; its key uses %@"))
                    built.guessed.append(GuessedInterpolation(argument: argument - 1, position: interpolation.position,
                                                              isInDefaultValue: isDefaultValue))
                    specifier = "%@"
                }
                built.text += numbered && specifier.hasPrefix("%") ? "%\(argument)$" + specifier.dropFirst() : specifier
            }
        }
        return built
    }

    /// An expression's tokens as a person writes them (`bird.name`, `items.count(of: kind)`),
    /// for messages: spaces only between words and around operators.
    static func shown(_ tokens: [Token]) -> String {
        var text = ""
        var previous: String?
        for token in tokens {
            let piece = token.text
            let tight: Set<String> = [".", "(", ")", "[", "]", ",", ":", "?", "!"]
            if let previous, !(tight.contains(piece) || previous == "." || previous == "(" || previous == "[") {
                text += " "
            }
            text += piece
            if piece == "," || piece == ":" { text += " " }
            previous = piece
        }
        return text.replacingOccurrences(of: "  ", with: " ")
    }

    /// The specifier of the interpolation's value, or nil when its type cannot be told.
    private func knownSpecifier(of interpolation: Interpolation) -> String? {
        let tokens = interpolation.tokens
        let arguments = Argument.split(tokens, 0..<tokens.count, brackets: Brackets(tokens))
        if let given = arguments.first(where: { $0.label == "specifier" }),
           given.value.count == 1, let text = tokens[given.value.lowerBound].stringLiteral?.plainText {
            return text
        }
        // A format style, a formatter or a date style turns the value into text.
        if arguments.contains(where: { ["format", "formatter", "style"].contains($0.label ?? "") }) { return "%@" }
        guard let value = arguments.first(where: { $0.label == nil }),
              let type = InferredType.of(value.value, in: tokens, lookup: lookup) else { return nil }
        return SpecifierForType.specifier(for: type)
    }
}

extension String {
    fileprivate func replacingPercents() -> String {
        contains("%") ? split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%") : self
    }
}
