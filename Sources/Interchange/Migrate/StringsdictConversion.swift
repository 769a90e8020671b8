#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringCatalogKit

/// Turns a `.stringsdict` rule into a catalog localization, as Xcode's migration does (checked
/// against a real 19-language migration, IceCubes' commit "Migrate to string catalog").
///
/// - A format with one variable, written as nothing but that variable (`%#@items@`), whose
///   forms use no argument but the counted one and print it in at least one form, becomes a
///   plain plural variation with the forms as they are. When no form prints the number
///   (`"a boosté"` / `"ont boosté"`), the catalog would have nothing to say which argument
///   counts, so it stays a substitution that names its `formatSpecifier`, as Xcode writes it.
/// - Any other format becomes substitutions: the value is the format key, each variable a
///   substitution with `formatSpecifier` from its value type.
///   - A token without a position (`%#@files@`) gets no `argNum`, and the counted argument's
///     specifier in the forms becomes `%arg`.
///   - A positional token (`%2$#@folders@`) gets `argNum` from its position and is written
///     without it in the value (`%#@folders@`), and its forms are kept as written (`%lld`
///     stays `%lld`): what Xcode wrote for Basque's `%2$#@b@ %1$#@a@`.
/// - A device rule becomes a device variation; a branch may be a plain text or a plain plural.
/// - Width rules, and device branches that would need substitutions, have no catalog form:
///   they come back as a reason instead.
enum StringsdictConversion {
    static func localization(_ rule: StringsdictRule, state: TranslationState) -> Result<Localization, Unrepresentable> {
        var valueTypes = ValueTypes()
        return localization(rule, state: state, valueTypes: &valueTypes)
    }

    /// Value types (`lld`, `d`, `@`) read as format specifiers once for all the rules they are
    /// given with (a file's: it names a handful), rather than once for each plural: reading
    /// one cost more than the rest of converting the plural.
    struct ValueTypes {
        private var read: [String: FormatSpecifier?] = [:]

        mutating func specifier(_ field: String) -> FormatSpecifier? {
            if let known = read[field] { return known }
            let specifier = FormatSpecifier(formatSpecifierField: field)
            read[field] = specifier
            return specifier
        }
    }

    static func localization(_ rule: StringsdictRule, state: TranslationState, valueTypes: inout ValueTypes) -> Result<Localization, Unrepresentable> {
        switch rule {
        case .text(let text):
            return .success(Localization(text, state: state))
        case .format(let format):
            if let plural = plainPlural(format, state: state, valueTypes: &valueTypes) { return .success(plural) }
            return substitutions(format, state: state)
        case .device(let branches):
            var devices = KeyedList<Localization>()
            for branch in branches {
                switch branch.rule {
                case .text(let text):
                    devices.set(branch.name, Localization(text, state: state))
                case .format(let format):
                    guard let plural = plainPlural(format, state: state, valueTypes: &valueTypes) else {
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

    static func plainPlural(_ format: StringsdictFormat, state: TranslationState, valueTypes: inout ValueTypes) -> Localization? {
        guard format.variables.count == 1, let variable = format.variables.first,
              variable.specType == StringsdictVariable.pluralRuleType, !variable.forms.isEmpty else { return nil }
        if !isOnly(variable.name, format.formatKey) {
            let tokens = FormatString(format.formatKey).tokens
            guard tokens.count == 1, tokens[0].substitutionName == variable.name,
                  tokens[0].text.utf16.count == format.formatKey.utf16.count else { return nil }
        }
        var printsTheNumber = false
        let specifier = variable.valueType.flatMap { valueTypes.specifier($0) }
        let valueType = specifier?.type
        let written = writtenCountedSpecifier(variable.valueType, parsed: specifier)
        for form in variable.forms {
            if let written, let uses = usesOnly(written, in: form.text) {
                if uses { printsTheNumber = true }
                continue
            }
            let counted = countedTokens(in: form.text, valueType: valueType, argument: 1)
            if counted.other { return nil }
            if !counted.ranges.isEmpty { printsTheNumber = true }
        }
        guard printsTheNumber else { return nil }
        return Localization(variations: Variations(plural: pluralForms(variable.forms.map { ($0.category, Localization($0.text, state: state)) })))
    }

    /// The variable's value type as a form writes it (`%lld` for `lld`), when that is one
    /// whole specifier without a position: the usual way of printing the number, which a
    /// form can then be checked for without parsing it.
    static func writtenCountedSpecifier(_ field: String?, parsed specifier: FormatSpecifier?) -> [UInt8]? {
        guard let field, let specifier, specifier.position == nil else { return nil }
        return Array(("%" + field).utf8)
    }

    /// Whether the format key is `%#@name@` for this name, told without parsing it: what
    /// nearly every plain plural's key is.
    static func isOnly(_ name: String, _ formatKey: String) -> Bool {
        let bytes = formatKey.utf8
        guard bytes.count == name.utf8.count + 4, bytes.starts(with: "%#@".utf8), bytes.last == UInt8(ascii: "@") else { return false }
        // The name's bytes compared in place (through the views, a byte at a time, it cost a
        // sixth of converting a plural).
        let named = bytes.withContiguousStorageIfAvailable { key in
            name.utf8.withContiguousStorageIfAvailable { name in name.isEmpty || memcmp(key.baseAddress! + 3, name.baseAddress!, name.count) == 0 }
        } ?? nil
        let sameName = named ?? bytes.dropFirst(3).dropLast().elementsEqual(name.utf8)
        return sameName && FormatString.isValidSubstitutionName(name)
    }

    /// What `countedTokens` says of a form whose number is written as `written`, without
    /// parsing it (parsing each form was a fifth of reading a `.stringsdict`): with no `%` it
    /// prints nothing (false); with one `%` that begins `written`, exactly the counted
    /// argument (true: a specifier ends at its conversion, whatever follows). nil for
    /// anything else, which is left to the parser.
    static func usesOnly(_ written: [UInt8], in text: String) -> Bool? {
        let percent = UInt8(ascii: "%")
        let answer: Bool?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.firstIndex(of: percent) else { return false }
            let rest = bytes[first...]
            guard rest.starts(with: written), !rest.dropFirst().contains(percent) else { return nil }
            return true
        }
        return answer ?? nil
    }

    /// The plural categories in the catalog's key order.
    static let categoriesInKeyOrder = KeyCollation.sorted(PluralCategory.allCases.map(\.rawValue)).compactMap(PluralCategory.init(rawValue:))

    /// Forms by category as `KeyedList.set` would list them one by one (in the catalog's key
    /// order, a repeated category keeping its last form), without a collated insertion for
    /// each: that was a third of converting a plural rule.
    static func pluralForms(_ forms: [(PluralCategory, Localization)]) -> KeyedList<Localization> {
        KeyedList(elements: categoriesInKeyOrder.compactMap { category in
            forms.last { $0.0 == category }.map { KeyedList.Element(key: category.rawValue, value: $0.1) }
        })
    }

    static func substitutions(_ format: StringsdictFormat, state: TranslationState) -> Result<Localization, Unrepresentable> {
        var substitutions = KeyedList<Substitution>()
        let tokens = FormatString(format.formatKey).tokens
        let names = tokenNames(tokens, variables: format.variables.map(\.name))
        for variable in format.variables {
            guard variable.specType == StringsdictVariable.pluralRuleType else {
                return .failure(Unrepresentable(reason: "variable \(variable.name) has rule type \(variable.specType); only NSStringPluralRuleType has a catalog form"))
            }
            let token = tokens.indices.first { names[$0] == variable.name }.map { tokens[$0] }
            let position: Int? = if case .substitution(_, let position)? = token?.kind { position } else { nil }
            let forms = variable.forms.map { form in
                let text = position == nil
                    ? replacingCountedArgument(in: form.text, variable: variable, argument: token?.argumentNumber)
                    : form.text
                return (form.category, Localization(text, state: state))
            }
            substitutions.set(variable.name, Substitution(argNum: position, formatSpecifier: variable.valueType, variations: Variations(plural: pluralForms(forms))))
        }
        let value = rewrittenFormatKey(format.formatKey, tokens: tokens, names: names)
        return .success(Localization(stringUnit: StringUnit(state: state, value: value), substitutions: substitutions))
    }

    /// The variable each token of the format key stands for (nil for other tokens). A token
    /// naming no variable, when exactly one variable has no token, stands for that one: Xcode
    /// repairs `%#@count_posts@ von %#@count_voters@` whose variables are `count_votes` and
    /// `count_voters`.
    static func tokenNames(_ tokens: [FormatToken], variables: [String]) -> [String?] {
        var names = tokens.map(\.substitutionName)
        let unknown = names.indices.filter { names[$0].map { !variables.contains($0) } ?? false }
        let unreferenced = variables.filter { !names.contains($0) }
        if unknown.count == 1, unreferenced.count == 1 { names[unknown[0]] = unreferenced[0] }
        return names
    }

    /// `text` with each substitution token written `%#@name@`: without its position (`%2$#@b@`
    /// → `%#@b@`, the position being the substitution's `argNum`) and with the variable
    /// `tokenNames` found for it.
    static func rewrittenFormatKey(_ text: String, tokens: [FormatToken], names: [String?]) -> String {
        var out = ""
        var last = text.startIndex
        for (token, name) in zip(tokens, names) {
            guard case .substitution(let written, let position) = token.kind, let name, position != nil || name != written else { continue }
            out += text[last..<token.range.lowerBound]
            out += "%#@\(name)@"
            last = token.range.upperBound
        }
        out += text[last...]
        return out
    }

    /// The ranges of the tokens in `text` that stand for the variable's own argument, and
    /// whether other arguments are used as well.
    ///
    /// A form names its number either positionally (`%2$d`, the variable's argument in the
    /// whole format) or, as most files do, without a position: then the first specifier of the
    /// variable's value type is the counted one.
    static func countedTokens(in text: String, variable: StringsdictVariable, argument: Int?) -> (ranges: [Range<String.Index>], other: Bool) {
        countedTokens(in: text, valueType: countedType(of: variable), argument: argument)
    }

    /// The type of the variable's argument, from its value type (nil when it has none): read
    /// once for all of its forms.
    static func countedType(of variable: StringsdictVariable) -> FormatArgumentType? {
        variable.valueType.flatMap { FormatSpecifier(formatSpecifierField: $0) }?.type
    }

    static func countedTokens(in text: String, valueType: FormatArgumentType?, argument: Int?) -> (ranges: [Range<String.Index>], other: Bool) {
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
