import ByteSearch

/// The source-language text a translation's form is compared with.
///
/// A reference type so that the parse of its format is done once per string and shared by
/// every language and every check.
public final class SourceValue {
    public enum Origin: Hashable, Sendable {
        /// The source language's value of the same form.
        case sameForm
        /// The source language's value of another form (its `other` form, or its plain value).
        case otherForm(FormPath)
        /// The key: the source language has no value, so the key is what the app shows.
        case key
        /// A substitution form the source language does not have: such a form stands for
        /// its argument, `%arg`.
        case argumentPlaceholder
    }

    public let text: String
    public let origin: Origin
    /// False when the text may not be what the app shows in the source language: the key
    /// of a manually added string is often an identifier (`settings.title`), not a sentence.
    /// Text comparisons (whitespace, identical translation) skip unreliable sources.
    public let isReliable: Bool
    /// Whether the text has a `%` at all; most strings do not, and need no parsing.
    public let containsPercent: Bool
    /// The source language's substitutions, which type the `%#@name@` arguments.
    let substitutions: [String: SubstitutionFormat]
    /// Whether the text is a form of a substitution: the app formats it (its `%arg`).
    let isSubstitutionForm: Bool

    init(text: String, origin: Origin, isReliable: Bool, substitutions: [String: SubstitutionFormat], isSubstitutionForm: Bool = false) {
        self.text = text
        self.origin = origin
        self.isReliable = isReliable
        self.substitutions = substitutions
        self.isSubstitutionForm = isSubstitutionForm
        containsPercent = TextScan.contains(UInt8(ascii: "%"), in: text)
    }

    /// The text parsed for format specifiers (parsed on first use).
    public private(set) lazy var format = FormatString(text)

    /// The arguments read, prose-like `% d` left out: empty for “100% off”.
    public private(set) lazy var realArguments: [FormatArgument] =
        containsPercent ? format.arguments(substitutions: substitutions, ignoringProseLike: true) : []

    /// The numbers of `realArguments`, for asking about one of them among many.
    private lazy var realArgumentNumbers = Set(realArguments.lazy.map(\.number))

    /// Whether the text reads argument `number` (prose-like `% d` left out).
    func readsArgument(_ number: Int) -> Bool {
        realArgumentNumbers.contains(number)
    }

    /// Whether the app formats this string with arguments: only then do specifiers in a
    /// translation matter. A substitution form is always formatted.
    public var isFormatted: Bool { origin == .argumentPlaceholder || isSubstitutionForm || !realArguments.isEmpty }

    /// The text's Markdown and grammar-agreement markup (scanned on first use, once for
    /// every language).
    public private(set) lazy var markup = Markup.of(text)

    /// Whether the text has a character markup starts with: when neither it nor the
    /// translation has one, neither has markup, and the markup checks need not look further
    /// (nor copy `markup` out, which costs reference counting for every form).
    public private(set) lazy var mayContainMarkup = Markup.mayContainMarkup(text)

    /// Whether the text starts or ends with whitespace.
    public private(set) lazy var hasEdgeWhitespace = TextScan.hasEdgeWhitespace(text)

    /// The bytes of the `%` tokens, one after the other, and where each ends; nil when one
    /// is invalid. One array, not one per token: a value may have 100,000 of them.
    private lazy var tokenBytes: (bytes: [UInt8], ends: [Int])? = {
        guard containsPercent else { return ([], []) }
        var bytes: [UInt8] = [], ends: [Int] = []
        ends.reserveCapacity(format.tokens.count)
        for token in format.tokens {
            if token.isInvalid { return nil }
            bytes += token.text.utf8
            ends.append(bytes.count)
        }
        return (bytes, ends)
    }()

    /// True when `translation` has exactly the source's `%` tokens in the same order (the
    /// usual case), so that comparing their arguments would find nothing.
    func hasSameTokens(as translation: String) -> Bool {
        guard let (tokens, ends) = tokenBytes else { return false }
        let result: Bool? = translation.utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return ends.isEmpty }
            var next = 0, i = 0
            while i < bytes.count {
                // The next `%` found with memchr: the text between tokens is most of a value.
                guard let found = ByteSearch.first(UInt8(ascii: "%"), in: base + i, count: bytes.count - i) else { break }
                i = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                guard next < ends.count else { return false }
                let start = next == 0 ? 0 : ends[next - 1], count = ends[next] - start
                guard i + count <= bytes.count else { return false }
                for j in 0..<count where bytes[i + j] != tokens[start + j] { return false }
                i += count
                next += 1
            }
            return next == ends.count
        }
        return result ?? false
    }

    /// Whether lines and words of the text can be compared with a translation.
    var isComparableText: Bool { isReliable && origin != .argumentPlaceholder && !text.isEmpty }
}

/// The source values of one string, looked up by form and kept for all its languages.
///
/// Which source value a form is compared with: the source language's value of the same form
/// if it has one, else its `other` plural form, its `other` device form or its plain value
/// (closest first), else the key itself (for automatically extracted strings the key is the
/// source text). A substitution form the source language lacks is compared with `%arg`.
public final class SourceValues {
    public let key: String
    /// The source language's localization, if the string has one.
    public let localization: Localization?
    /// Whether the source language varies the string by plural.
    public let variesByPlural: Bool
    private let keyIsReliable: Bool
    private let substitutions: [String: SubstitutionFormat]
    private var rootValue: SourceValue?
    private var cached: [(FormPath, SourceValue)] = []

    public init(_ string: CatalogString, sourceLanguage: String) {
        key = string.key
        localization = string.localization(for: sourceLanguage)
        variesByPlural = localization?.variations?.plural != nil
        // Automatically extracted strings are keyed by their text; manual ones often by an id.
        keyIsReliable = string.extractionState == nil
        substitutions = localization?.substitutionFormats ?? [:]
    }

    /// The key as a source value, for structural checks against what the code passes.
    public private(set) lazy var keyValue = SourceValue(
        text: key, origin: .key, isReliable: keyIsReliable, substitutions: [:])

    /// The value a translation's form at `path` is compared with.
    public func value(for path: FormPath) -> SourceValue {
        if path.isRoot {
            if let rootValue { return rootValue }
            let value = resolve(path)
            rootValue = value
            return value
        }
        if let hit = cached.first(where: { $0.0 == path }) { return hit.1 }
        let value = resolve(path)
        cached.append((path, value))
        return value
    }

    /// The value whose placeholders a translation's form at `path` must have: for a plural
    /// form the source's `other` form, which has them all (the source's `one` form may
    /// rightly say "An error" where `other` says "%lld errors").
    public func formatReference(for path: FormPath) -> SourceValue {
        guard let plural = path.plural, plural != "other" else { return value(for: path) }
        let other = value(for: path.with(plural: "other"))
        switch other.origin {
        case .key, .argumentPlaceholder: return value(for: path)
        default: return other
        }
    }

    private func resolve(_ path: FormPath) -> SourceValue {
        if let name = path.substitution {
            guard let variations = localization?.substitutions?[name]?.variations else {
                return SourceValue(text: "%arg", origin: .argumentPlaceholder, isReliable: false, substitutions: [:])
            }
            let container = Localization(variations: variations)
            if let found = closest(in: container, device: path.device, plural: path.plural, path: path) { return found }
            return SourceValue(text: "%arg", origin: .argumentPlaceholder, isReliable: false, substitutions: [:])
        }
        if let localization, let found = closest(in: localization, device: path.device, plural: path.plural, path: path) {
            return found
        }
        return keyValue
    }

    /// The exact form, then the same device's `other`/plain form, then the `other` device,
    /// then the plain value; empty values do not count.
    private func closest(in localization: Localization, device: String?, plural: String?, path: FormPath) -> SourceValue? {
        for d in 0..<Self.fallbackCount(device) {
            let device = Self.fallback(device, d)
            for p in 0..<Self.fallbackCount(plural) {
                let plural = Self.fallback(plural, p)
                guard let unit = localization.stringUnit(device: device, plural: plural),
                      let text = unit.value, !text.isEmpty else { continue }
                let formPath = FormPath(substitution: path.substitution, device: device, plural: plural)
                return SourceValue(
                    text: text, origin: formPath == path ? .sameForm : .otherForm(formPath),
                    isReliable: true, substitutions: substitutions, isSubstitutionForm: path.substitution != nil)
            }
        }
        return nil
    }

    /// The forms looked at in turn for a device or plural `key`: the key itself, then
    /// `other`, then none (the value not varied that way); for no key, none and then
    /// `other`. Counted and indexed rather than listed: this runs for every form of every
    /// string, and the lists were allocated each time.
    private static func fallbackCount(_ key: String?) -> Int {
        key == nil || key == "other" ? 2 : 3
    }

    private static func fallback(_ key: String?, _ index: Int) -> String? {
        guard let key else { return index == 0 ? nil : "other" }
        switch index {
        case 0: return key
        case 1: return key == "other" ? nil : "other"
        default: return nil
        }
    }
}
