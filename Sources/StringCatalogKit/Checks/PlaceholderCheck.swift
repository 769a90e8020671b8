/// The placeholders of each translated form must read the arguments the source reads:
/// same count, same type class (`%d`/`%u` are one class, `%f`/`%g` another, `%@` another),
/// same argument numbers. Reordering with positional specifiers (`%2$@ … %1$@`) is fine.
///
/// - Forms whose category stands for one number (English `one` = 1, Arabic `two` = 2) may
///   spell the number out, "one bird", so a missing integer placeholder or `%arg` there is
///   not reported. Where the category covers several numbers (Russian `one` = 1, 21, 31…,
///   French `one` = 0, 1) it is a warning: the number is then needed to tell them apart.
/// - A source without real specifiers is not formatted by the app, so prose like
///   “100% off” or “50 % de réduction” in it or in its translations is never reported; a
///   real specifier (`%@`) in such a translation is.
/// - The type of a `%#@name@` argument comes from the substitution's `formatSpecifier`;
///   the substitutions check reports disagreements there, not this one.
/// - A plural form is compared with the source's `other` form, which has every placeholder
///   (the source's own `one` form may say "An error found."); a placeholder the source's
///   own same form leaves out too (its `zero` form "No birds here" without the feeder's
///   name) may be left out of the translation's form. The counted number follows the rule
///   below even then: the language's category may cover more numbers than the source's.
/// - A substitution form the source language lacks is compared with `%arg`, but may leave
///   it out: the number may only choose the form ("Other apps see it again").
/// - In a substitution's form, the specifier that reads the substitution's own argument
///   (`%lld`, `%1$lld` for argNum 1 and `lld`) is the same as `%arg`, as Xcode treats it.
/// - Where the string has substitutions, a placeholder may move between the value and the
///   forms (“%#@photos@ in %2$@” for the source's forms “%arg photos in %2$@”).
/// - The source language itself is not compared (it is the reference).
public struct PlaceholderCheck: LocalizationCheck {
    public static let descriptor = CheckDescriptor(id: "placeholders", summary: "placeholders of a translation differ from the source's", highestSeverity: .error)
    public var scope: CheckScope { .forms }

    public init() {}

    public func check(form: inout CheckedForm, in language: LanguageContext, into problems: inout [Problem]) {
        guard !form.value.isEmpty else { return }
        let path = form.path
        let source = form.formatReference()
        // Most strings have no `%` on either side: nothing to compare.
        if !source.containsPercent && !form.containsPercent && path.substitution == nil { return }
        // A key that is an identifier says nothing about the arguments.
        if source.origin == .key && !source.isReliable && !source.isFormatted { return }
        // The usual case: the translation has the source's placeholders, in the same order.
        if source.hasSameTokens(as: form.value) { return }
        let substitutions = language.isPlain ? [:] : language.substitutionFormats
        if let name = path.substitution {
            // In a substitution's form, the specifier reading its own argument is `%arg`
            // written out: Xcode exports `%arg` as `%1$lld`, imports it back, and migrates
            // `.stringsdict` forms with `%lld` kept. Both sides are compared in `%arg`.
            let sourceFormat = language.sources.localization?.substitutions?[name]
            let ownFormat = language.localization.substitutions?[name] ?? sourceFormat
            let sourceText = SubstitutionPositions.placeholderForm(source.text, argNum: sourceFormat?.argNum, formatSpecifier: sourceFormat?.formatSpecifier)
            let value = SubstitutionPositions.placeholderForm(form.value, argNum: ownFormat?.argNum, formatSpecifier: ownFormat?.formatSpecifier)
            if sourceText != source.text || value != form.value {
                let written = SourceValue(text: sourceText, origin: source.origin, isReliable: source.isReliable,
                                          substitutions: source.substitutions, isSubstitutionForm: true)
                if written.hasSameTokens(as: value) { return }
                compare(source: written, translation: FormatString(value), substitutions: substitutions,
                        path: path, language: language, own: form.source(), into: &problems)
                return
            }
        }
        compare(source: source, translation: form.format(), substitutions: substitutions,
                path: path, language: language, own: form.source(), into: &problems)
    }

    private func compare(
        source: SourceValue, translation: FormatString, substitutions: [String: SubstitutionFormat],
        path: FormPath, language: LanguageContext, own: SourceValue, into problems: inout [Problem]
    ) {
        // One problem per kind in this form, with a count: the cost and the report stay
        // small however many placeholders a value has.
        var found = ProblemsByKind(keepsMessages: !language.context.countsOnly)
        defer {
            for (severity, message) in found.reported { problems.append(problem(severity, message, in: language, form: path)) }
        }
        if source.isFormatted {
            for token in translation.tokens {
                guard case .invalid(let reason) = token.kind else { continue }
                found.add("invalid", .error, "invalid placeholder “\(token.text)”: \(reason)")
            }
        }
        let sameForm = Self.sourceSameForm(path: path, reference: source, own: own)
        // Where the string has substitutions, a placeholder may have moved between the value
        // and the forms: each language's parts, worked out on the first mismatch that needs them.
        let hasSubstitutions = language.localization.substitutions != nil || language.sources.localization?.substitutions != nil
        let parts = MovedArguments(hasSubstitutions ? language : nil)
        // The same for every count-like placeholder of the form: worked out once.
        let countOmission = pluralOmission(path: path, language: language, isCountLike: true)
        // One mismatch at a time, none kept; only the first of each kind gets its sentence.
        FormatString.forEachMismatch(
            source: source.format, translation: translation,
            sourceSubstitutions: source.substitutions, translationSubstitutions: substitutions,
            sourceArguments: source.realArguments
        ) { mismatch in
            if Self.isMoved(mismatch, path: path, parts: parts) { return }
            // Extra here, and read in the source's other part as another kind of value.
            if case .extraArgument(let number) = mismatch.kind, let extra = mismatch.translation,
               let other = parts.source()?.argument(number, elsewhereFrom: path, anyForm: true) {
                found.add("type", .error, "placeholder \(extra.displayText) is \(Self.article(extra.type)), the source reads argument \(number) as \(other.displayText), \(Self.article(other.type))")
                return
            }
            guard let (severity, wording) = Self.assess(mismatch, source: source, sameForm: sameForm, countOmission: countOmission) else { return }
            found.add(Self.kindName(mismatch.kind), severity, Self.message(mismatch, wording, source: source, path: path))
        }
    }

    /// What a report says about a mismatch, decided before its sentence is built.
    private enum Wording {
        /// With the reason the form may or may not leave the number out, if that applies.
        case missing(reason: String?)
        case extra, type, length
        case missingArgPlaceholder(reason: String?)
        case extraArgPlaceholder
    }

    /// Whether a placeholder missing from this part of the translation is in its other part
    /// (its value, or every form of a substitution), or one extra here is in the source's
    /// other part, reading the same kind of value: the app prints the same. (A missing one
    /// read there as another kind of value is reported there, once.)
    private static func isMoved(_ mismatch: FormatMismatch, path: FormPath, parts: MovedArguments) -> Bool {
        switch mismatch.kind {
        case .missingArgument(let number):
            // Read there as another kind of value, it is reported there.
            guard let translation = parts.translation() else { return false }
            return translation.argument(number, elsewhereFrom: path, anyForm: false) != nil
        case .extraArgument:
            guard let argument = mismatch.translation, let source = parts.source() else { return false }
            return source.readsElsewhere(argument, from: path, anyForm: true)
        default:
            return false
        }
    }

    /// The `ArgumentParts` of the source and of the language being checked, each asked of
    /// the string (which keeps them) only when a mismatch needs it; none for a string
    /// without substitutions, where no placeholder can move.
    private struct MovedArguments {
        let language: LanguageContext?

        init(_ language: LanguageContext?) { self.language = language }

        func source() -> ArgumentParts? { language?.string.sourceArgumentParts() }
        func translation() -> ArgumentParts? { language.map { $0.string.argumentParts(of: $0) } }
    }

    /// The severity and wording of a mismatch; nil when it is no problem here.
    private static func assess(
        _ mismatch: FormatMismatch, source: SourceValue, sameForm: SourceValue?,
        countOmission: (severity: ProblemSeverity?, reason: String)?
    ) -> (ProblemSeverity, Wording)? {
        let severity: ProblemSeverity = mismatch.severity == .error ? .error : .warning
        switch mismatch.kind {
        case .missingArgument(let number):
            if mismatch.source?.type?.matchingClass == .integer, let omission = countOmission {
                guard let omissionSeverity = omission.severity else { return nil }
                return (omissionSeverity, .missing(reason: omission.reason))
            }
            if let sameForm, !sameForm.readsArgument(number) { return nil }
            return (severity, .missing(reason: nil))
        case .extraArgument:
            return (severity, .extra)
        case .typeMismatch, .lengthMismatch:
            // The substitutions check reports a `formatSpecifier` that disagrees.
            if case .substitution? = mismatch.translation?.role { return nil }
            if case .substitution? = mismatch.source?.role, mismatch.translation?.type == nil { return nil }
            if case .typeMismatch = mismatch.kind { return (severity, .type) }
            return (severity, .length)
        case .missingArgPlaceholder:
            // With no source forms to go by, a form may well leave the number out
            // ("Other apps see it again"): the argument may only choose the form.
            if source.origin == .argumentPlaceholder { return nil }
            if let omission = countOmission {
                guard let omissionSeverity = omission.severity else { return nil }
                return (omissionSeverity, .missingArgPlaceholder(reason: omission.reason))
            }
            if let sameForm, !sameForm.format.containsArgPlaceholder { return nil }
            return (severity, .missingArgPlaceholder(reason: nil))
        case .extraArgPlaceholder:
            return (severity, .extraArgPlaceholder)
        case .missingSubstitution, .extraSubstitution:
            // Names are per language; what matters is the argument, compared above.
            return nil
        }
    }

    private static func message(_ mismatch: FormatMismatch, _ wording: Wording, source: SourceValue, path: FormPath) -> String {
        let number: Int
        switch mismatch.kind {
        case .missingArgument(let n), .extraArgument(let n), .typeMismatch(let n), .lengthMismatch(let n): number = n
        default: number = 0
        }
        let expected = mismatch.source?.displayText ?? "argument \(number)"
        let actual = mismatch.translation?.displayText ?? "argument \(number)"
        switch wording {
        case .missing(let reason?):
            return "placeholder \(expected) missing; \(reason)"
        case .missing(nil):
            return "placeholder \(expected) missing (argument \(number) of the source)"
        case .extra:
            return source.isFormatted
                ? "placeholder \(actual) reads argument \(number), which the source does not have"
                : "placeholder \(actual) in a string the source does not format (write %% for a percent sign)"
        case .type:
            return "placeholder \(mismatch.translation?.displayText ?? "?") is \(article(mismatch.translation?.type)), the source's \(mismatch.source?.displayText ?? "?") is \(article(mismatch.source?.type)) (argument \(number))"
        case .length:
            return "placeholder \(mismatch.translation?.displayText ?? "?") reads a different size than the source's \(mismatch.source?.displayText ?? "?") (argument \(number))"
        case .missingArgPlaceholder(let reason?):
            return "%arg missing; \(reason)"
        case .missingArgPlaceholder(nil):
            return "%arg missing (the substitution's number is not shown)"
        case .extraArgPlaceholder:
            return path.substitution == nil ? "%arg outside a substitution form (printf reads it as %a)" : "%arg used where the source has none"
        }
    }

    /// The kind of a mismatch without its argument number, to count alike ones together.
    private static func kindName(_ kind: FormatMismatch.Kind) -> String {
        switch kind {
        case .missingArgument: "missing"
        case .extraArgument: "extra"
        case .typeMismatch: "type"
        case .lengthMismatch: "length"
        case .missingArgPlaceholder: "missing %arg"
        case .extraArgPlaceholder: "extra %arg"
        case .missingSubstitution: "missing substitution"
        case .extraSubstitution: "extra substitution"
        }
    }

    /// The source's own value of the translation's form, when the source has that form and
    /// it is not already the reference compared with: what the source itself leaves out
    /// there, the translation may leave out too.
    private static func sourceSameForm(path: FormPath, reference: SourceValue, own: SourceValue) -> SourceValue? {
        guard path.plural != nil else { return nil }
        return own.origin == .sameForm && own !== reference ? own : nil
    }

    /// Whether leaving out the counted number is fine in this plural form: nil when the
    /// form is no plural form that may do so, a nil severity when it is fine.
    private func pluralOmission(
        path: FormPath, language: LanguageContext, isCountLike: Bool
    ) -> (severity: ProblemSeverity?, reason: String)? {
        guard isCountLike, let category = path.pluralCategory, category != .other else { return nil }
        let plurals = language.plurals
        if category == .zero && !plurals.uses(.zero) { return (nil, "") }  // Apple's zero means 0
        guard plurals.uses(category) else { return nil }
        if plurals.isSingleNumber(category) { return (nil, "") }
        return (.warning, "the \(category.rawValue) form covers \(plurals.examples(of: category)) in \(plurals.name), so the number is needed")
    }

    private static func article(_ type: FormatArgumentType?) -> String {
        guard let type else { return "of unknown type" }
        let text = type.description
        return (["a", "e", "i", "o", "u"].contains(text.prefix(1)) ? "an " : "a ") + text
    }
}
