import StringCatalog

/// Turns a `.stringsdict` rule into a catalog localization, as Xcode's migration does.
///
/// - A format with one variable, written as nothing but that variable (`%#@items@`), whose
///   forms use no argument but the counted one, becomes a plain plural variation with the
///   forms as they are.
/// - Any other format becomes substitutions: the value is the format key (its `%#@name@`
///   tokens kept), each variable a substitution with `formatSpecifier` from its value type,
///   no `argNum` (Xcode's migration writes none), and forms in which the counted argument's
///   specifier is replaced by `%arg`.
/// - A device rule becomes a device variation; a branch may be a plain text or a plain plural.
/// - Width rules, and device branches that would need substitutions, have no catalog form:
///   they come back as a reason instead.
enum StringsdictConversion {
    static func localization(_ rule: StringsdictRule, state: TranslationState) -> Result<Localization, Unrepresentable> {
        switch rule {
        case .text(let text):
            return .success(Localization(text, state: state))
        case .format(let format):
            if let plural = plainPlural(format, state: state) { return .success(plural) }
            return substitutions(format, state: state)
        case .device(let branches):
            var devices = KeyedList<Localization>()
            for branch in branches {
                switch branch.rule {
                case .text(let text):
                    devices.set(branch.name, Localization(text, state: state))
                case .format(let format):
                    guard let plural = plainPlural(format, state: state) else {
                        return .failure(Unrepresentable(reason: "the \(branch.name) branch of a device rule varies by more than one plural; a catalog's device forms can only vary by plural"))
                    }
                    devices.set(branch.name, plural)
                case .device, .variableWidth:
                    return .failure(Unrepresentable(reason: "the \(branch.name) branch of a device rule nests another rule"))
                }
            }
            return .success(Localization(variations: Variations(device: devices)))
        case .variableWidth:
            return .failure(Unrepresentable(reason: "NSStringVariableWidthRuleType (width variants) has no String Catalog form"))
        }
    }

    struct Unrepresentable: Error, Equatable {
        var reason: String
    }

    /// The argument number the variable `name` reads in `formatKey`.
    static func argumentNumber(of name: String, in formatKey: String) -> Int? {
        FormatString(formatKey).tokens.first { $0.substitutionName == name }?.argumentNumber
    }

    static func plainPlural(_ format: StringsdictFormat, state: TranslationState) -> Localization? {
        guard format.variables.count == 1, let variable = format.variables.first,
              variable.specType == StringsdictVariable.pluralRuleType, !variable.forms.isEmpty else { return nil }
        let tokens = FormatString(format.formatKey).tokens
        guard tokens.count == 1, tokens[0].substitutionName == variable.name,
              tokens[0].text.utf16.count == format.formatKey.utf16.count else { return nil }
        for form in variable.forms where countedTokens(in: form.text, variable: variable, argument: 1).other {
            return nil
        }
        var forms = KeyedList<Localization>()
        for form in variable.forms { forms.set(form.category.rawValue, Localization(form.text, state: state)) }
        return Localization(variations: Variations(plural: forms))
    }

    static func substitutions(_ format: StringsdictFormat, state: TranslationState) -> Result<Localization, Unrepresentable> {
        var substitutions = KeyedList<Substitution>()
        for variable in format.variables {
            guard variable.specType == StringsdictVariable.pluralRuleType else {
                return .failure(Unrepresentable(reason: "variable \(variable.name) has rule type \(variable.specType); only NSStringPluralRuleType has a catalog form"))
            }
            let argument = argumentNumber(of: variable.name, in: format.formatKey)
            var forms = KeyedList<Localization>()
            for form in variable.forms {
                let text = replacingCountedArgument(in: form.text, variable: variable, argument: argument)
                forms.set(form.category.rawValue, Localization(text, state: state))
            }
            substitutions.set(variable.name, Substitution(formatSpecifier: variable.valueType, variations: Variations(plural: forms)))
        }
        return .success(Localization(stringUnit: StringUnit(state: state, value: format.formatKey), substitutions: substitutions))
    }

    /// The ranges of the tokens in `text` that stand for the variable's own argument, and
    /// whether other arguments are used as well.
    ///
    /// A form names its number either positionally (`%2$d`, the variable's argument in the
    /// whole format) or, as most files do, without a position: then the first specifier of the
    /// variable's value type is the counted one.
    static func countedTokens(in text: String, variable: StringsdictVariable, argument: Int?) -> (ranges: [Range<String.Index>], other: Bool) {
        let valueType = variable.valueType.flatMap { FormatSpecifier(formatSpecifierField: $0) }?.type
        var ranges: [Range<String.Index>] = []
        var other = false
        var implicitTaken = false
        for token in FormatString(text, recognizesArgPlaceholder: false).tokens {
            guard let specifier = token.specifier else {
                if token.substitutionName != nil { other = true }
                continue
            }
            if let position = specifier.position {
                if let argument, position == argument { ranges.append(token.range) } else { other = true }
            } else if !implicitTaken, valueType == nil || specifier.type.isCompatible(with: valueType!) {
                implicitTaken = true
                ranges.append(token.range)
            } else {
                other = true
            }
        }
        return (ranges, other)
    }

    static func replacingCountedArgument(in text: String, variable: StringsdictVariable, argument: Int?) -> String {
        let ranges = countedTokens(in: text, variable: variable, argument: argument).ranges
        guard !ranges.isEmpty else { return text }
        var out = ""
        var last = text.startIndex
        for range in ranges {
            out += text[last..<range.lowerBound]
            out += "%arg"
            last = range.upperBound
        }
        out += text[last...]
        return out
    }
}
