/// How values with substitutions travel in XLIFF: Xcode exports them with every argument
/// at an explicit position (a parent `%#@birds@ at %lld` as `%1$#@birds@ at %2$lld`, a
/// form's `%arg` as `%1$lld`), so that a translator may reorder them, and takes them back
/// in the catalog's own notation.
public enum SubstitutionPositions {
    /// The `argNum` of each of a localization's substitutions that has one.
    public static func argNums(of localization: Localization) -> [String: Int] {
        localization.substitutionArgNums
    }

    /// A parent value with every argument and substitution at its explicit position.
    public static func positionalParent(_ value: String, argNums: [String: Int]) -> String {
        FormatRewriting(value, argNums: argNums).render(positional: true)
    }

    /// A parent value back without positions when, so written, every token still reads the
    /// argument it reads now; otherwise the value as it is (the translator reordered).
    public static func implicitParent(_ value: String, argNums: [String: Int]) -> String {
        let tokens = FormatString.parse(value)
        guard tokens.contains(where: \.hasExplicitPosition) else { return value }
        var stripped = ""
        var copied = value.startIndex
        for token in tokens {
            stripped += value[copied..<token.range.lowerBound]
            switch token.kind {
            case .argument(let spec): stripped += "%" + spec.canonical
            case .substitution(let name, _): stripped += "%#@" + name + "@"
            default: stripped += token.text
            }
            copied = token.range.upperBound
        }
        stripped += value[copied...]
        let before = FormatNumbering.numbers(for: tokens, substitutionArgNum: { argNums[$0] })
        let after = FormatNumbering.numbers(for: FormatString.parse(stripped), substitutionArgNum: { argNums[$0] })
        let same = before.count == after.count && zip(before, after).allSatisfy { a, b in
            a?.value == b?.value && a?.width == b?.width && a?.precision == b?.precision
        }
        return same ? stripped : value
    }

    /// A substitution's form with `%arg` written as the argument it stands for
    /// (`%arg birds` → `%1$lld birds`).
    public static func positionalForm(_ value: String, argNum: Int?, formatSpecifier: String?) -> String {
        let specifier = formatSpecifier ?? "lld"
        let replacement = "%" + (argNum.map { "\($0)$" } ?? "") + specifier
        return replacing(in: value, tokens: FormatString.parse(value)) { $0.kind == .argPlaceholder ? replacement : nil }
    }

    /// A form back with `%arg` where it reads the substitution's own argument: a token at
    /// position `argNum`, or the form's only argument written without a position. Given the
    /// substitution's `formatSpecifier`, only a token reading that kind of value (`%d` for
    /// `lld`, not `%@`) is taken for it.
    public static func placeholderForm(_ value: String, argNum: Int?, formatSpecifier: String? = nil) -> String {
        // Parsed once for both the count and the replacing: the placeholder check asks this
        // of every substitution form, the source's and the translation's.
        let tokens = FormatString.parse(value)
        guard !tokens.isEmpty else { return value }
        let argumentCount = tokens.reduce(0) { $0 + ($1.specifier != nil ? 1 : 0) }
        let expected = formatSpecifier.flatMap { FormatSpecifier(formatSpecifierField: $0) }?.type.matchingClass
        return replacing(in: value, tokens: tokens) { token in
            guard let spec = token.specifier else { return nil }
            if let expected, spec.type.matchingClass != expected { return nil }
            if let position = spec.position { return position == (argNum ?? 1) ? "%arg" : nil }
            return argumentCount == 1 ? "%arg" : nil
        }
    }

    /// `value` with the tokens (`value`'s own) that `replacement` gives a text for replaced;
    /// `value` itself when it gives none.
    private static func replacing(in value: String, tokens: [FormatToken], _ replacement: (FormatToken) -> String?) -> String {
        var out = ""
        var copied = value.startIndex
        for token in tokens {
            guard let text = replacement(token) else { continue }
            out += value[copied..<token.range.lowerBound]
            out += text
            copied = token.range.upperBound
        }
        // Every token ends past the start: nothing copied means nothing replaced.
        guard copied != value.startIndex else { return value }
        out += value[copied...]
        return out
    }
}

extension Localization {
    /// `value` (this localization's own, or one of its device forms) written so that Foundation,
    /// which knows nothing of `argNum`, reads each `%#@name@` from its substitution's argument:
    /// unchanged when the implicit numbering already agrees (`%#@birds@ at %#@feeders@`, argNum
    /// 1 and 2), otherwise with every token's position explicit (`%2$#@gardens@の庭に%1$#@birds@`),
    /// as Xcode writes substitution values in its XLIFF exports and compiled files need them.
    public func withSubstitutionPositions(_ value: String) -> String {
        let argNums = substitutionArgNums
        guard !argNums.isEmpty else { return value }
        let agrees = FormatString.parse(value).allSatisfy { token in
            guard let name = token.substitutionName, let argNum = argNums[name] else { return true }
            return token.argumentNumber == argNum
        }
        return agrees ? value : FormatRewriting(value, argNums: argNums).render(positional: true)
    }
}
