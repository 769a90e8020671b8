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
