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
/// - The source language itself is not compared (it is the reference).
public struct PlaceholderCheck: LocalizationCheck {
    public static let descriptor = CheckDescriptor(id: "placeholders", summary: "placeholders of a translation differ from the source's", highestSeverity: .error)
    public var scope: CheckScope { .forms }

    public init() {}

    public func check(form: inout CheckedForm, in language: LanguageContext, into problems: inout [Problem]) {
        guard !form.value.isEmpty else { return }
        let path = form.path
        let source = language.sources.formatReference(for: path)
        // Most strings have no `%` on either side: nothing to compare.
        if !source.containsPercent && !form.containsPercent && path.substitution == nil { return }
        // A key that is an identifier says nothing about the arguments.
        if source.origin == .key && !source.isReliable && !source.isFormatted { return }
        // The usual case: the translation has the source's placeholders, in the same order.
        if source.hasSameTokens(as: form.value) { return }
        let substitutions = language.isPlain ? [:] : language.localization.substitutionFormats
        compare(source: source, translation: form.format(), substitutions: substitutions,
                path: path, language: language, into: &problems)
    }

    private func compare(
        source: SourceValue, translation: FormatString, substitutions: [String: SubstitutionFormat],
        path: FormPath, language: LanguageContext, into problems: inout [Problem]
    ) {
        // One problem per kind in this form, with a count: the cost and the report stay
        // small however many placeholders a value has.
        var found = ProblemsByKind()
        defer {
            for (severity, message) in found.reported { problems.append(problem(severity, message, in: language, form: path)) }
        }
        if source.isFormatted {
            for token in translation.tokens {
                guard case .invalid(let reason) = token.kind else { continue }
                found.add("invalid", .error, "invalid placeholder “\(token.text)”: \(reason)")
            }
        }
        let mismatches = FormatString.mismatches(
            source: source.format, translation: translation,
            sourceSubstitutions: source.substitutions, translationSubstitutions: substitutions)
        let sameForm = Self.sourceSameForm(path: path, reference: source, language: language)
        for mismatch in mismatches {
            var severity: ProblemSeverity = mismatch.severity == .error ? .error : .warning
            // Built only for the first problem of its kind: the rest are counted.
            let message: () -> String
            switch mismatch.kind {
            case .missingArgument(let number):
                let expected = mismatch.source?.displayText ?? "argument \(number)"
                if let omission = pluralOmission(path: path, language: language,
                                                 isCountLike: mismatch.source?.type?.matchingClass == .integer) {
                    guard let omissionSeverity = omission.severity else { continue }
                    severity = omissionSeverity
                    message = { "placeholder \(expected) missing; \(omission.reason)" }
                } else if let sameForm, !sameForm.realArguments.contains(where: { $0.number == number }) {
                    continue
                } else {
                    message = { "placeholder \(expected) missing (argument \(number) of the source)" }
                }
            case .extraArgument(let number):
                let extra = mismatch.translation?.displayText ?? "argument \(number)"
                message = source.isFormatted
                    ? { "placeholder \(extra) reads argument \(number), which the source does not have" }
                    : { "placeholder \(extra) in a string the source does not format (write %% for a percent sign)" }
            case .typeMismatch(let number), .lengthMismatch(let number):
                // The substitutions check reports a `formatSpecifier` that disagrees.
                if case .substitution? = mismatch.translation?.role { continue }
                if case .substitution? = mismatch.source?.role, mismatch.translation?.type == nil { continue }
                let actual = { mismatch.translation?.displayText ?? "?" }
                let expected = { mismatch.source?.displayText ?? "?" }
                if case .typeMismatch = mismatch.kind {
                    message = { "placeholder \(actual()) is \(Self.article(mismatch.translation?.type)), the source's \(expected()) is \(Self.article(mismatch.source?.type)) (argument \(number))" }
                } else {
                    message = { "placeholder \(actual()) reads a different size than the source's \(expected()) (argument \(number))" }
                }
            case .missingArgPlaceholder:
                // With no source forms to go by, a form may well leave the number out
                // ("Other apps see it again"): the argument may only choose the form.
                if source.origin == .argumentPlaceholder { continue }
                if let omission = pluralOmission(path: path, language: language, isCountLike: true) {
                    guard let omissionSeverity = omission.severity else { continue }
                    severity = omissionSeverity
                    message = { "%arg missing; \(omission.reason)" }
                } else if let sameForm, !sameForm.format.containsArgPlaceholder {
                    continue
                } else {
                    message = { "%arg missing (the substitution's number is not shown)" }
                }
            case .extraArgPlaceholder:
                message = path.substitution == nil
                    ? { "%arg outside a substitution form (printf reads it as %a)" }
                    : { "%arg used where the source has none" }
            case .missingSubstitution, .extraSubstitution:
                // Names are per language; what matters is the argument, compared above.
                continue
            }
            found.add(Self.kindName(mismatch.kind), severity, message())
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
    private static func sourceSameForm(path: FormPath, reference: SourceValue, language: LanguageContext) -> SourceValue? {
        guard path.plural != nil else { return nil }
        let own = language.sources.value(for: path)
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
