/// The substitutions of a language must match its value and the source's arguments:
/// - every `%#@name@` in the value has a substitution of that name (error);
/// - every substitution is referenced by the value (warning: its forms are never shown);
/// - `argNum` is within the arguments the string is formatted with (error);
/// - `formatSpecifier` parses and has the type class of the source's argument (error; the
///   same class at another size, `d` for `lld`, is a warning).
///
/// The arguments a string is formatted with are those of its key when the key has real
/// specifiers (for extracted strings the key is the format the code passes), else those of
/// the source value. In the source language only the key is used, being the reference.
public struct SubstitutionCheck: LocalizationCheck {
    public static let descriptor = CheckDescriptor(id: "substitutions", summary: "substitutions missing, unused, or disagreeing with the source's arguments", highestSeverity: .error)
    public var scope: CheckScope { [.languages, .forms, .sourceLanguage] }

    public init() {}

    /// A language without substitutions: only references to none are possible.
    public func check(form: inout CheckedForm, in language: LanguageContext, into problems: inout [Problem]) {
        guard form.containsPercent, form.path.substitution == nil, TextScan.mayReferenceSubstitution(form.value),
              language.isPlain || language.localization.substitutions == nil else { return }
        for name in form.format().substitutionNames {
            problems.append(problem(.error, "%#@\(name)@ has no substitution named “\(name)”", in: language, form: form.path))
        }
    }

    /// A language with substitutions: references, use, argNum and formatSpecifier.
    public func check(language: LanguageContext, into problems: inout [Problem]) {
        guard !language.isPlain, let substitutions = language.localization.substitutions else { return }
        var values: [(FormatString, FormPath)] = []
        language.localization.forEachStringUnit { unit, path in
            guard path.substitution == nil, let value = unit.value, TextScan.contains(UInt8(ascii: "%"), in: value) else { return }
            values.append((FormatString(value), path))
        }

        var referenced = Set<String>()
        for (value, path) in values {
            for name in value.substitutionNames {
                referenced.insert(name)
                if substitutions[name] == nil {
                    problems.append(problem(.error, "%#@\(name)@ has no substitution named “\(name)”", in: language, form: path))
                }
            }
        }

        // The arguments the string is formatted with, for range and type.
        let sources = language.sources
        let key = sources.keyValue
        let sourceValue = sources.value(for: .root)
        let reference: [FormatArgument]
        if key.isFormatted {
            reference = key.realArguments
        } else if !language.isSource && sourceValue.origin != .key {
            reference = sourceValue.realArguments
        } else {
            reference = []
        }
        var argumentCount = reference.last?.number ?? 0
        for (value, _) in values {
            // Numbered as written, without argNum: how many arguments the value itself consumes.
            argumentCount = max(argumentCount, value.arguments(substitutions: [:]).last?.number ?? 0)
        }
        if !language.isSource, sourceValue.origin != .key {
            for element in sources.localization?.substitutions?.elements ?? [] {
                argumentCount = max(argumentCount, element.value.argNum ?? 0)
            }
        }
        let formats = SubstitutionFormat.table(substitutions)
        // The number each substitution is read from, as the value references it.
        var numbers: [String: Int] = [:]
        for (value, _) in values {
            for argument in value.arguments(substitutions: formats) {
                if case .substitution(let name) = argument.role, numbers[name] == nil { numbers[name] = argument.number }
            }
        }

        for element in substitutions.elements {
            let name = element.key, substitution = element.value
            let form = FormPath(substitution: name)
            if !referenced.contains(name) {
                problems.append(problem(.warning, "substitution “\(name)” is not referenced by the value (write %#@\(name)@)", in: language, form: form))
            }
            if let argNum = substitution.argNum, argumentCount > 0, argNum < 1 || argNum > argumentCount {
                let count = argumentCount == 1 ? "1 argument" : "\(argumentCount) arguments"
                problems.append(problem(.error, "argNum \(argNum) is out of range: the string is formatted with \(count)", in: language, form: form))
                continue
            }
            guard let field = substitution.formatSpecifier else { continue }
            guard let specifier = FormatSpecifier(formatSpecifierField: field) else {
                problems.append(problem(.error, "formatSpecifier “\(field)” is not a format specifier (write it without %, like lld)", in: language, form: form))
                continue
            }
            guard let number = substitution.argNum ?? numbers[name],
                  let expected = reference.first(where: { $0.number == number && $0.type != nil }),
                  let expectedType = expected.type else { continue }
            let expectedText = expected.specifier.map { "%" + $0.typeSpecifier } ?? expected.displayText
            if !specifier.type.isCompatible(with: expectedType) {
                problems.append(problem(
                    .error, "formatSpecifier “\(field)” (\(specifier.type)) disagrees with the source's \(expectedText) (\(expectedType)) for argument \(number)",
                    in: language, form: form))
            } else if let expectedSpecifier = expected.specifier,
                      Self.size(of: specifier) != Self.size(of: expectedSpecifier) {
                problems.append(problem(
                    .warning, "formatSpecifier “\(field)” reads a different size than the source's \(expectedText) for argument \(number)",
                    in: language, form: form))
            }
        }
    }

    /// Bytes read for an integer or floating-point argument; other types count as equal.
    private static func size(of specifier: FormatSpecifier) -> Int {
        switch specifier.type.matchingClass {
        case .integer:
            if ["D", "U", "O"].contains(specifier.conversion) { return 8 }
            switch specifier.length {
            case nil: return 4
            case .hh?: return 1
            case .h?: return 2
            default: return 8
            }
        case .floatingPoint:
            return specifier.length == .L ? 16 : 8
        default:
            return 0
        }
    }
}
