/// Substitutions: varying one argument of a string with several by plural
/// ("%lld birds at %lld feeders" → "%#@arg1@ at %#@arg2@", each with its forms), renaming
/// them, changing their argument, and putting them back.
///
/// What Xcode writes, and so what these edits write:
/// - the value keeps its text and its other specifiers as they were; the varied argument's
///   specifier becomes `%#@NAME@`, implicit when it was implicit, `%n$#@NAME@` when it was
///   positional (IceCubesApp `IceCubesApp/Resources/Localization/Localizable.xcstrings`,
///   key `timeline.n-recent-from-n-participants %lld %lld`: `%#@arg1@ from %#@arg2@`;
///   corpus xcstrings-tool `Substitution.xcstrings`, key `substitutions_example.string`:
///   `%@! There %#@total.strings@ and you have %#@remaining.strings@ remaining` with
///   `argNum` 2 and 3). Only when an implicit reference would read another argument is the
///   whole value written with explicit positions (see `FormatRewriting`);
/// - the substitution is named `argN` after its argument (IceCubesApp above: `arg1`,
///   `arg2`), has `argNum` N and the source specifier without `%` as `formatSpecifier`
///   (`lld`), and one form per plural category of the language, each `%arg`: the number
///   alone, which reads exactly as before (IceCubesApp above, Ukrainian and Japanese:
///   every form `%arg`). Forms made up are `new`, as in `VariationReach`.
/// A language whose value does not read the argument (an empty translation, a broken
/// one) is left as it is: there is nothing to replace, and the placeholder check already
/// reports it.
extension CatalogString {
    /// Why a substitution edit cannot be made, in words for the status line.
    public enum SubstitutionError: Error, Equatable, CustomStringConvertible {
        case emptyName
        case invalidName(String)
        case nameTaken(String)
        case noSuchSubstitution(String)
        /// The source value reads fewer arguments than asked for.
        case noSuchArgument(Int, count: Int)
        /// Only numbers choose a plural form.
        case notANumber(Int, specifier: String)
        case alreadySubstituted(Int, name: String)
        case invalidFormatSpecifier(String)
        case argumentOutOfRange(Int, count: Int)

        public var description: String {
            switch self {
            case .emptyName:
                "a substitution needs a name"
            case .invalidName(let name):
                "“\(name)” is not a valid substitution name: use letters, digits and _, not starting with a digit"
            case .nameTaken(let name):
                "this string already has a substitution named “\(name)”"
            case .noSuchSubstitution(let name):
                "this string has no substitution named “\(name)”"
            case .noSuchArgument(let number, let count):
                count == 0
                    ? "the source value has no arguments to vary"
                    : "the source value has no argument \(number) (it has \(count == 1 ? "1 argument" : "\(count) arguments"))"
            case .notANumber(let number, let specifier):
                "argument \(number) (\(specifier)) is not a number; only numbers choose a plural form"
            case .alreadySubstituted(let number, let name):
                "argument \(number) is already the substitution “\(name)”"
            case .invalidFormatSpecifier(let field):
                "“\(field)” is not a number's format specifier (write it without %, like lld, d or f)"
            case .argumentOutOfRange(let number, let count):
                "argument \(number) is out of range: the string is formatted with \(count == 1 ? "1 argument" : "\(count) arguments")"
            }
        }
    }

    /// Whether `name` may name a new substitution: letters, digits and `_`, not starting
    /// with a digit. (Names from other tools, such as `total.strings`, are read and kept,
    /// but the editor does not make new ones.)
    public static func isValidNewSubstitutionName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// Every substitution name the string uses in some language, declared or referenced.
    public var substitutionNames: [String] {
        var names: [String] = []
        for element in localizations?.elements ?? [] {
            for name in element.value.substitutions?.keys ?? [] where !names.contains(name) { names.append(name) }
            element.value.forEachStringUnit { unit, path in
                guard path.substitution == nil, let value = unit.value, value.contains("#@") else { return }
                for name in FormatString(value).substitutionNames where !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    // MARK: - Making one

    /// Varies argument `argument` (1-based, as the source value numbers them) by plural
    /// through a substitution, in the source language and every language of `languages`
    /// that has a localization reading that argument.
    /// - Parameter name: the substitution's name; by default `argN`, made unique.
    /// - Returns: the name used.
    @discardableResult
    mutating func varyArgumentByPlural(
        argument: Int, name: String? = nil, sourceLanguage: String, languages: [String]
    ) throws(SubstitutionError) -> String {
        let source = sourceFormat(sourceLanguage: sourceLanguage)
        let arguments = source.format.arguments(substitutions: source.formats)
        let count = arguments.last?.number ?? 0
        if let taken = arguments.first(where: { $0.number == argument }), case .substitution(let existing) = taken.role {
            throw .alreadySubstituted(argument, name: existing)
        }
        guard let found = arguments.first(where: { $0.number == argument && $0.role == .value }),
              let specifier = found.specifier else {
            throw .noSuchArgument(argument, count: count)
        }
        guard specifier.type.matchingClass == .integer || specifier.type == .floatingPoint else {
            throw .notANumber(argument, specifier: found.token.text)
        }
        let chosen = name ?? defaultSubstitutionName(for: argument)
        try validateNewName(chosen)

        for code in reach(of: sourceLanguage, sourceLanguage: sourceLanguage, languages: languages) {
            var localization = localizations?[code] ?? Localization()
            if code == sourceLanguage && !localization.hasValue {
                localization.stringUnit = keyUnit
            }
            var argNums = localization.substitutionArgNums
            var replaced = false
            localization.updateValueUnits { unit in
                guard let value = unit.value else { return }
                let parts = FormatRewriting(value, argNums: argNums)
                guard parts.readsArgument(argument) else { return }
                var withNew = argNums
                withNew[chosen] = argument
                unit.value = parts.replacingArgument(argument, withSubstitution: chosen).text(argNums: withNew)
                replaced = true
            }
            guard replaced else { continue }
            argNums[chosen] = argument
            var forms = KeyedList<Localization>()
            for category in PluralRules.cardinal(for: code).categories {
                // `%arg` stands for the number in every form; the source's forms are its text.
                forms.set(category.rawValue, Localization(stringUnit: StringUnit(state: code == sourceLanguage ? .translated : .new, value: "%arg")))
            }
            var substitutions = localization.substitutions ?? KeyedList()
            substitutions.set(chosen, Substitution(
                argNum: argument, formatSpecifier: specifier.typeSpecifier, variations: Variations(plural: forms)))
            localization.substitutions = substitutions
            var all = localizations ?? KeyedList()
            all.set(code, localization)
            localizations = all
        }
        return chosen
    }

    /// `argN`, or `argN_2`, `argN_3`… when taken.
    private func defaultSubstitutionName(for argument: Int) -> String {
        let names = Set(substitutionNames)
        let base = "arg\(argument)"
        guard names.contains(base) else { return base }
        var suffix = 2
        while names.contains("\(base)_\(suffix)") { suffix += 1 }
        return "\(base)_\(suffix)"
    }

    private func validateNewName(_ name: String) throws(SubstitutionError) {
        guard !name.isEmpty else { throw .emptyName }
        guard Self.isValidNewSubstitutionName(name) else { throw .invalidName(name) }
        guard !substitutionNames.contains(name) else { throw .nameTaken(name) }
    }

    // MARK: - Changing one

    /// Renames substitution `oldName` in every language: its entry, and its references
    /// (`%#@old@`, `%2$#@old@`, positions kept) in every form of every value.
    public mutating func renameSubstitution(from oldName: String, to newName: String) throws(SubstitutionError) {
        guard substitutionNames.contains(oldName) else { throw .noSuchSubstitution(oldName) }
        guard newName != oldName else { return }
        try validateNewName(newName)
        for i in localizations?.elements.indices ?? 0..<0 {
            var localization = localizations!.elements[i].value
            if var substitutions = localization.substitutions, let entry = substitutions.remove(oldName) {
                substitutions.set(newName, entry)
                localization.substitutions = substitutions
            }
            localization.updateStringUnits { unit in
                guard let value = unit.value, value.contains("#@") else { return }
                unit.value = FormatString.renamingSubstitution(oldName, to: newName, in: value)
            }
            localizations!.elements[i].value = localization
        }
    }

    /// Makes substitution `name` read argument `argNum` in every language. References
    /// written with a position (`%2$#@name@`) move to the new position, so that value and
    /// `argNum` agree.
    mutating func setSubstitutionArgument(name: String, argNum: Int, sourceLanguage: String) throws(SubstitutionError) {
        guard declaresSubstitution(name) else { throw .noSuchSubstitution(name) }
        let source = sourceFormat(sourceLanguage: sourceLanguage)
        let count = max(source.format.arguments(substitutions: source.formats).last?.number ?? 0,
                        FormatString(key).arguments.last?.number ?? 0)
        guard argNum >= 1, count == 0 || argNum <= count else { throw .argumentOutOfRange(argNum, count: count) }
        for i in localizations?.elements.indices ?? 0..<0 {
            var localization = localizations!.elements[i].value
            guard var substitutions = localization.substitutions, var entry = substitutions[name] else { continue }
            entry.argNum = argNum
            substitutions.set(name, entry)
            localization.substitutions = substitutions
            localization.updateValueUnits { unit in
                guard let value = unit.value, value.contains("#@") else { return }
                unit.value = Self.repositioning(name, to: argNum, in: value)
            }
            localizations!.elements[i].value = localization
        }
    }

    /// Sets the `formatSpecifier` of substitution `name` in every language: a number's
    /// specifier without `%` and without position (`lld`, `d`, `lu`, `f`).
    public mutating func setSubstitutionFormatSpecifier(name: String, specifier: String) throws(SubstitutionError) {
        guard declaresSubstitution(name) else { throw .noSuchSubstitution(name) }
        guard let parsed = FormatSpecifier(formatSpecifierField: specifier), parsed.position == nil,
              parsed.type.matchingClass == .integer || parsed.type == .floatingPoint else {
            throw .invalidFormatSpecifier(specifier)
        }
        for i in localizations?.elements.indices ?? 0..<0 {
            guard var substitutions = localizations!.elements[i].value.substitutions, var entry = substitutions[name] else { continue }
            entry.formatSpecifier = specifier
            substitutions.set(name, entry)
            localizations!.elements[i].value.substitutions = substitutions
        }
    }

    // MARK: - Putting one back

    /// Removes substitution `name` from every language, putting in place of each reference
    /// the text of its `category` form (else `other`, else the first), with `%arg` written
    /// as the argument's specifier again (`%lld`, positional where the reference was). An
    /// empty form puts back the bare specifier, so that the number is not lost.
    public mutating func removeSubstitution(name: String, keeping category: PluralCategory) throws(SubstitutionError) {
        guard substitutionNames.contains(name) else { throw .noSuchSubstitution(name) }
        for i in localizations?.elements.indices ?? 0..<0 {
            var localization = localizations!.elements[i].value
            let entry = localization.substitutions?[name]
            let argNums = localization.substitutionArgNums
            var remaining = argNums
            remaining[name] = nil
            let forms = entry?.variations?.plural
            let keptText = (forms?[category.rawValue] ?? forms?[PluralCategory.other.rawValue] ?? forms?.elements.first?.value)?
                .stringUnit?.value ?? ""
            let form = keptText.isEmpty ? "%arg" : keptText
            let specifier = entry?.formatSpecifier.flatMap { FormatSpecifier(formatSpecifierField: $0) }
                ?? FormatSpecifier(formatSpecifierField: "lld")!
            localization.updateValueUnits { unit in
                guard let value = unit.value, value.contains("#@") else { return }
                let parts = FormatRewriting(value, argNums: argNums)
                guard parts.referencesSubstitution(name) else { return }
                unit.value = parts.inliningSubstitution(name, form: form, specifier: specifier).text(argNums: remaining)
            }
            if var substitutions = localization.substitutions, substitutions.remove(name) != nil {
                localization.substitutions = substitutions.isEmpty ? nil : substitutions
            }
            localizations!.elements[i].value = localization.compacted()
        }
    }

    // MARK: - Helpers

    private func declaresSubstitution(_ name: String) -> Bool {
        localizations?.elements.contains { $0.value.substitutions?[name] != nil } ?? false
    }

    /// The source text whose arguments are the string's: the source language's plain value,
    /// else its `other` form (under the `other` device when it varies by device), else the
    /// key; with the source language's substitutions, which type `%#@name@` arguments.
    private func sourceFormat(sourceLanguage: String) -> (format: FormatString, formats: [String: SubstitutionFormat]) {
        let localization = localizations?[sourceLanguage]
        let formats = SubstitutionFormat.table(localization?.substitutions)
        let candidates: [StringUnit?] = [
            localization?.stringUnit,
            localization?.stringUnit(at: FormPath(plural: "other")),
            localization?.stringUnit(at: FormPath(device: "other")),
            localization?.stringUnit(at: FormPath(device: "other", plural: "other")),
        ]
        for case let unit? in candidates {
            if let value = unit.value, !value.isEmpty { return (FormatString(value), formats) }
        }
        return (FormatString(key), formats)
    }

    /// `value` with every positional reference to `name` moved to `position`.
    private static func repositioning(_ name: String, to position: Int, in value: String) -> String {
        let format = FormatString(value)
        var result = ""
        var copied = value.startIndex
        for token in format.tokens {
            guard case .substitution(let found, let old?) = token.kind, found == name, old != position else { continue }
            result += value[copied..<token.range.lowerBound] + "%\(position)$#@\(name)@"
            copied = token.range.upperBound
        }
        guard copied != value.startIndex else { return value }
        return result + value[copied...]
    }
}
