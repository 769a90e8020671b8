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
    ///
    /// Names are matched by their scalars, as the catalog's keys are (and as Foundation
    /// looks them up); what is worked out per substitution is kept by its place in the
    /// list rather than in tables keyed by name, which cost hashing for every reference.
    public func check(language: LanguageContext, into problems: inout [Problem]) {
        guard !language.isPlain, let substitutions = language.localization.substitutions else { return }
        var values: [(FormatString, FormPath)] = []
        language.localization.forEachOwnStringUnit { unit, path in
            guard let value = unit.value, TextScan.contains(UInt8(ascii: "%"), in: value) else { return }
            values.append((FormatString(value), path))
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

        let elements = substitutions.elements
        var referenced = [Bool](repeating: false, count: elements.count)
        // The number each substitution is read from, as the first value to reference it
        // does (the lowest, if that value references it more than once), and that value.
        var numbers = [Int?](repeating: nil, count: elements.count)
        var numberedIn = [Int](repeating: -1, count: elements.count)
        for (valueIndex, (value, path)) in values.enumerated() {
            // Numbered as written, without argNum: how many arguments the value itself consumes.
            for numbered in FormatNumbering.numbers(for: value.tokens) {
                guard let numbered else { continue }
                argumentCount = max(argumentCount, numbered.value ?? 0, numbered.width ?? 0, numbered.precision ?? 0)
            }
            // Numbered with argNum, as Foundation reads the substitutions.
            let withArgNums = FormatNumbering.numbers(for: value.tokens, substitutionArgNum: { name in
                substitutions.index(of: name).flatMap { elements[$0].value.argNum }
            })
            // A name without a substitution is reported once per value that references it.
            var missing = Set<String>()
            for (token, numbered) in zip(value.tokens, withArgNums) {
                guard let name = token.substitutionName else { continue }
                guard let index = substitutions.index(of: name) else {
                    if missing.insert(name).inserted {
                        problems.append(problem(.error, "%#@\(name)@ has no substitution named “\(name)”", in: language, form: path))
                    }
                    continue
                }
                referenced[index] = true
                guard let number = numbered?.value, numberedIn[index] == -1 || numberedIn[index] == valueIndex else { continue }
                numbers[index] = min(numbers[index] ?? number, number)
                numberedIn[index] = valueIndex
            }
        }
        if !language.isSource, sourceValue.origin != .key {
            for element in sources.localization?.substitutions?.elements ?? [] {
                argumentCount = max(argumentCount, element.value.argNum ?? 0)
            }
        }

        for (index, element) in elements.enumerated() {
            let name = element.key, substitution = element.value
            let form = FormPath(substitution: name)
            if !referenced[index] {
                problems.append(problem(.warning, "substitution “\(name)” is not referenced by the value (write %#@\(name)@)", in: language, form: form))
            }
            if let argNum = substitution.argNum, argumentCount > 0, argNum < 1 || argNum > argumentCount {
                let count = argumentCount == 1 ? "1 argument" : "\(argumentCount) arguments"
                problems.append(problem(.error, "argNum \(argNum) is out of range: the string is formatted with \(count)", in: language, form: form))
                continue
            }
            guard let field = substitution.formatSpecifier else { continue }
            guard let specifier = language.context.substitutionSpecifier(field) else {
                problems.append(problem(.error, "formatSpecifier “\(field)” is not a format specifier (write it without %, like lld)", in: language, form: form))
                continue
            }
            guard let number = substitution.argNum ?? numbers[index],
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
