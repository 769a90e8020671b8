/// What a user reads for a string varied by plural, number by number: one row per plural
/// category of the language, each with a sample number the language's rules put in that
/// category, the form that number picks and the text with the number in it.
///
/// A translator sees at once that Ukrainian 2 reads "2 птахи" and 5 "5 птахів", or that a
/// form is missing and 5 falls back to `other`. The form is picked the way the app does:
/// by the category the rules give the number (`PluralRules`), not by the label of the
/// row, and `other` when the language has no form for it.
///
/// Arguments other than the number show as placeholders: `⟨text⟩` for objects and C
/// strings (`%@`, `%s`), `⟨number⟩` for other numbers (`%d`, `%f` of another argument),
/// `⟨character⟩` for `%c` and `⟨pointer⟩` for `%p`; `%%` shows as `%`.
///
/// A string with several plural arguments (substitutions, "%#@birds@ at %#@feeders@")
/// gets one preview per argument: in each, that argument takes the samples while every
/// other plural argument stays at one typical plural number of the language
/// (`PluralRules.typicalPluralSample`: 2 in English, 5 in Ukrainian, 100 in Arabic), so
/// that each table shows the forms of one argument and nothing else moves.
public struct PluralPreview: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        /// The number, and the category the rules give it.
        public let sample: PluralSample
        /// The form the number picked: its category, or `other` when the language has no
        /// form of that category (the app falls back to it).
        public let form: String
        /// The text a user reads.
        public let text: String
    }

    public let language: String
    /// The argument the rows vary (1-based); nil when the forms show no number.
    public let argument: Int?
    /// The substitution the argument is, nil for the string's own plural forms.
    public let substitution: String?
    public let rows: [Row]

    public static let textPlaceholder = "⟨text⟩"
    public static let numberPlaceholder = "⟨number⟩"
    public static let characterPlaceholder = "⟨character⟩"
    public static let pointerPlaceholder = "⟨pointer⟩"
}

/// One sample number of a plural category.
public struct PluralSample: Hashable, Sendable {
    /// As CLDR writes it and as the preview shows it: "5", "1.5", "1000000".
    public let number: String
    public let category: PluralCategory
    /// A decimal: only categories that take no integers get one (Ukrainian `other`). An
    /// integer argument (`%lld`) never picks such a form.
    public let isDecimal: Bool
}

extension PluralRules {
    /// One sample per category, in CLDR order: Ukrainian 1, 2, 5, 1.5; Arabic 0, 1, 2, 3,
    /// 11, 100; English 1, 2.
    ///
    /// The first integer CLDR gives, passing over 0 when there are others (5, not 0, for
    /// Ukrainian `many`; 2, not 0, for English `other`: the number people think of) and
    /// over compact forms ("1c6"). A category that takes no integers gets a decimal: 1.5
    /// where the category has it, as it is the decimal people say, else the first
    /// non-zero sample.
    public var previewSamples: [PluralSample] {
        categories.compactMap { category in
            let integers = integerSamples(for: category).filter { !$0.contains("c") && !$0.contains("e") }
            if let number = Self.firstNonZero(integers) {
                return PluralSample(number: number, category: category, isDecimal: false)
            }
            if self.category(forDecimal: "1.5") == category {
                return PluralSample(number: "1.5", category: category, isDecimal: true)
            }
            let decimals = decimalSamples(for: category).filter { !$0.contains("c") && !$0.contains("e") }
            return Self.firstNonZero(decimals).map { PluralSample(number: $0, category: category, isDecimal: true) }
        }
    }

    /// The integer a plural argument is held at while another one is previewed: the
    /// sample of `other`, or, where `other` takes no integers, of the last category that
    /// does (Ukrainian `many`, 5).
    public var typicalPluralSample: String {
        let integers = previewSamples.filter { !$0.isDecimal }
        return (integers.first { $0.category == .other } ?? integers.last)?.number ?? "2"
    }

    private static func firstNonZero(_ samples: [String]) -> String? {
        samples.first { PluralOperands(decimal: $0).map { $0.n != 0 } ?? false } ?? samples.first
    }
}

extension CatalogString {
    /// The previews of this string in `language`: one per plural argument (the string's
    /// own plural forms, then each substitution in argument order), or none when the
    /// language's value does not vary by plural.
    /// - Parameter device: for a value varied by device, the device whose forms to show;
    ///   `other` by default.
    func pluralPreviews(in language: String, sourceLanguage: String, device: String? = nil) -> [PluralPreview] {
        guard let localization = localization(for: language) else { return [] }
        var branch = localization
        if let devices = localization.variations?.device, !devices.isEmpty {
            branch = devices[device ?? "other"] ?? devices["other"] ?? devices.elements[0].value
        }
        let renderer = PreviewRenderer(
            rules: PluralRules.cardinal(for: language), branch: branch,
            substitutions: localization.substitutions, argNums: localization.substitutionArgNums)

        var arguments: [(argument: Int?, substitution: String?)] = []
        if let forms = branch.variations?.plural, !forms.isEmpty {
            arguments.append((pluralArgument(of: forms, in: localization, sourceLanguage: sourceLanguage), nil))
        }
        for (name, number) in renderer.referencedSubstitutions() where !arguments.contains(where: { $0.argument == number }) {
            arguments.append((number, name))
        }
        arguments = arguments.enumerated()
            .sorted { ($0.element.argument ?? 0, $0.offset) < ($1.element.argument ?? 0, $1.offset) }
            .map(\.element)

        let plainArgument = arguments.first { $0.substitution == nil }?.argument
        return arguments.map { entry in
            let rows = renderer.rules.previewSamples.map { sample in
                renderer.row(sample: sample, varying: entry.argument, plainArgument: plainArgument,
                             isPlainSection: entry.substitution == nil, substitution: entry.substitution)
            }
            return PluralPreview(language: language, argument: entry.argument, substitution: entry.substitution, rows: rows)
        }
    }

    /// The argument a plain plural variation counts: the first number its `other` form
    /// reads (else another form's, else the source's, else the key's).
    private func pluralArgument(of forms: KeyedList<Localization>, in localization: Localization, sourceLanguage: String) -> Int? {
        let formats = SubstitutionFormat.table(localization.substitutions)
        var texts = [forms[PluralCategory.other.rawValue]?.stringUnit?.value]
        texts += forms.elements.map(\.value.stringUnit?.value)
        texts.append(self.localization(for: sourceLanguage)?.stringUnit(at: FormPath(plural: "other"))?.value)
        texts.append(key)
        for case let text? in texts where text.contains("%") {
            let numbers = FormatString(text).arguments(substitutions: formats).filter {
                $0.role == .value && ($0.type?.matchingClass == .integer || $0.type == .floatingPoint)
            }
            if let first = numbers.first { return first.number }
        }
        return nil
    }
}

/// Renders a value for one sample: picks forms and fills in numbers and placeholders.
private struct PreviewRenderer {
    let rules: PluralRules
    let branch: Localization
    let substitutions: KeyedList<Substitution>?
    let argNums: [String: Int]

    /// The substitutions the value references, with the argument each reads, in order.
    func referencedSubstitutions() -> [(String, Int)] {
        var texts: [String] = []
        if let value = branch.stringUnit?.value { texts.append(value) }
        for form in branch.variations?.plural?.elements ?? [] {
            if let value = form.value.stringUnit?.value { texts.append(value) }
        }
        var result: [(String, Int)] = []
        for text in texts where text.contains("#@") {
            let tokens = FormatString.parse(text)
            let numbers = FormatNumbering.numbers(for: tokens, substitutionArgNum: { argNums[$0] })
            for (token, numbers) in zip(tokens, numbers) {
                guard let name = token.substitutionName, let number = numbers?.value,
                      !result.contains(where: { $0.0 == name }) else { continue }
                result.append((name, number))
            }
        }
        return result
    }

    func row(sample: PluralSample, varying argument: Int?, plainArgument: Int?, isPlainSection: Bool, substitution: String?) -> PluralPreview.Row {
        let fixed = rules.typicalPluralSample
        var values: [Int: String] = [:]
        func number(for argument: Int) -> String { values[argument] ?? fixed }
        if let argument { values[argument] = sample.number }

        // The string's own plural forms, picked by their argument's number.
        var text = branch.stringUnit?.value ?? ""
        var pickedForm = ""
        if let forms = branch.variations?.plural, !forms.isEmpty {
            let count = isPlainSection ? sample.number : plainArgument.map(number(for:)) ?? fixed
            let (key, form) = pick(count, in: forms)
            text = form
            if isPlainSection { pickedForm = key }
        }
        var rendered = ""
        let tokens = FormatString.parse(text)
        let numbers = FormatNumbering.numbers(for: tokens, substitutionArgNum: { argNums[$0] })
        var copied = text.startIndex
        for (token, numbers) in zip(tokens, numbers) {
            rendered += text[copied..<token.range.lowerBound]
            copied = token.range.upperBound
            switch token.kind {
            case .literalPercent:
                rendered += "%"
            case .argument(let spec):
                rendered += numbers?.value.flatMap { values[$0] } ?? Self.placeholder(for: spec.type)
            case .substitution(let name, _):
                let count = numbers?.value.map(number(for:)) ?? fixed
                let forms = substitutions?[name]?.variations?.plural ?? KeyedList()
                let (key, form) = pick(count, in: forms)
                if name == substitution { pickedForm = key }
                rendered += renderForm(form, argument: count, values: values)
            default:
                rendered += token.text
            }
        }
        rendered += text[copied...]
        return PluralPreview.Row(sample: sample, form: pickedForm, text: rendered)
    }

    /// The form `count` picks: its category's, else `other`'s (as the app falls back).
    private func pick(_ count: String, in forms: KeyedList<Localization>) -> (String, String) {
        let category = rules.category(forDecimal: count) ?? .other
        if let form = forms[category.rawValue] { return (category.rawValue, form.stringUnit?.value ?? "") }
        return (PluralCategory.other.rawValue, forms[PluralCategory.other.rawValue]?.stringUnit?.value ?? "")
    }

    /// A substitution's form: `%arg` is the count; other arguments as numbered in it.
    private func renderForm(_ form: String, argument: String, values: [Int: String]) -> String {
        let tokens = FormatString.parse(form)
        let numbers = FormatNumbering.numbers(for: tokens)
        var rendered = ""
        var copied = form.startIndex
        for (token, numbers) in zip(tokens, numbers) {
            rendered += form[copied..<token.range.lowerBound]
            copied = token.range.upperBound
            switch token.kind {
            case .argPlaceholder: rendered += argument
            case .literalPercent: rendered += "%"
            case .argument(let spec): rendered += numbers?.value.flatMap { values[$0] } ?? Self.placeholder(for: spec.type)
            default: rendered += token.text
            }
        }
        return rendered + form[copied...]
    }

    private static func placeholder(for type: FormatArgumentType) -> String {
        switch type {
        case .object, .cString: PluralPreview.textPlaceholder
        case .integer, .unsignedInteger, .floatingPoint: PluralPreview.numberPlaceholder
        case .character: PluralPreview.characterPlaceholder
        case .pointer: PluralPreview.pointerPlaceholder
        case .count: ""
        }
    }
}
