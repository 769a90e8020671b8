import ByteSearch

/// One kind of problem the checks look for, over one string.
///
/// A check is small and stateless: it reads the string (every language it has, unless the
/// context limits them) and returns what it finds. The editor runs the checks of one string
/// as the user types; lint runs them over a whole catalog. To add a check, write a type that
/// conforms (most checks look at one language or one form at a time: conform to
/// `LocalizationCheck` instead) and add it to `CatalogChecker.standardChecks`.
public protocol CatalogCheck: Sendable {
    /// The check's id, summary and highest severity, written once per check type.
    static var descriptor: CheckDescriptor { get }
    /// Whether to run on stale strings. Stale strings are no longer in the code, so most
    /// problems in them cannot reach users; only the stale check itself runs on them.
    var runsOnStaleStrings: Bool { get }
    func check(_ string: CatalogString, in context: CheckContext) -> [Problem]
}

/// What a check is, for users (lint lists the id, help texts the summary) and for the
/// checker (which leaves out checks that cannot reach the severity it counts).
public struct CheckDescriptor: Sendable {
    /// A short stable id (`placeholders`), shown by lint and used to select checks.
    public let id: String
    /// What the check looks for, in a few words, for help texts.
    public let summary: String
    /// The most severe problem the check can report: `stats` counts errors and warnings
    /// only, so it skips checks that report nothing more than infos.
    public let highestSeverity: ProblemSeverity

    public init(id: String, summary: String, highestSeverity: ProblemSeverity) {
        self.id = id
        self.summary = summary
        self.highestSeverity = highestSeverity
    }
}

extension CatalogCheck {
    public var id: String { Self.descriptor.id }
    public var summary: String { Self.descriptor.summary }
    public var highestSeverity: ProblemSeverity { Self.descriptor.highestSeverity }
    public var runsOnStaleStrings: Bool { false }

    /// A problem of this check.
    public func problem(
        _ severity: ProblemSeverity, _ message: String,
        key: String, language: String?, form: FormPath = .root
    ) -> Problem {
        Problem(checkID: id, severity: severity, message: message,
                location: ProblemLocation(key: key, language: language, form: form))
    }
}

/// A check that looks at one language of a string at a time, and within it at one form
/// (string unit) at a time.
///
/// `CatalogChecker` walks each language's forms once and hands every form to all such
/// checks, so that a dozen checks cost little more than one; `check(_:in:)` runs one check
/// on its own (tests, tools). Implement `check(language:into:)`, `check(form:in:into:)` or
/// both, and say which in `scope`: it has no default, so a check cannot be left out of the
/// walk by a forgotten flag.
public protocol LocalizationCheck: CatalogCheck {
    /// What the checker hands to this check, and whether the source language is checked
    /// too (structural checks) or only translations.
    var scope: CheckScope { get }
    /// Once per language of the string.
    func check(language: LanguageContext, into problems: inout [Problem])
    /// Once per string unit of the language: the plain value, each plural or device form,
    /// each form of each substitution.
    func check(form: inout CheckedForm, in language: LanguageContext, into problems: inout [Problem])
}

/// What a `LocalizationCheck` looks at.
public struct CheckScope: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Each varied or substituted language of a string, through `check(language:into:)`.
    public static let languages = CheckScope(rawValue: 1)
    /// Plain languages too (a single value, nothing varied or substituted: most of them).
    public static let plainLanguages = CheckScope(rawValue: 2)
    /// Each string unit, through `check(form:in:into:)`.
    public static let forms = CheckScope(rawValue: 4)
    /// The source language as well as the translations (with any of the above).
    public static let sourceLanguage = CheckScope(rawValue: 8)
}

extension LocalizationCheck {
    public var inspectsLanguages: Bool { scope.contains(.languages) }
    public var inspectsPlainLanguages: Bool { scope.contains(.plainLanguages) }
    public var inspectsForms: Bool { scope.contains(.forms) }
    public var includesSourceLanguage: Bool { scope.contains(.sourceLanguage) }
    public func check(language: LanguageContext, into problems: inout [Problem]) {}
    public func check(form: inout CheckedForm, in language: LanguageContext, into problems: inout [Problem]) {}

    public func check(_ string: CatalogString, in context: CheckContext) -> [Problem] {
        var problems: [Problem] = []
        CatalogChecker.walk(string, context: context.preparing(string), checks: CatalogChecker.LocalizationChecks([self]), into: &problems)
        return problems
    }

    /// A problem of this check in `language`.
    /// The message is written only when the checker keeps messages (not when it counts).
    public func problem(_ severity: ProblemSeverity, _ message: @autoclosure () -> String, in language: LanguageContext, form: FormPath = .root) -> Problem {
        problem(severity, language.context.countsOnly ? "" : message(), key: language.string.key, language: language.code, form: form)
    }
}

/// One language of the string being checked, with what checks of it share.
///
/// A class: it is handed to every check of the language and of each of its forms, and
/// a copy of a value this size cost reference counting of each of its parts, several times
/// per form.
public final class LanguageContext {
    /// The language code.
    public let code: String
    public let localization: Localization
    public let isSource: Bool
    /// `localization.isPlain`: a plain value, nothing varied or substituted.
    public let isPlain: Bool
    public let string: CheckedString

    init(code: String, localization: Localization, string: CheckedString) {
        self.code = code
        self.localization = localization
        isSource = code == string.context.sourceLanguage
        isPlain = localization.isPlain
        self.string = string
    }

    public var context: CheckContext { string.context }
    /// The source values of the string, shared by all languages.
    public var sources: SourceValues { string.sources }
    /// The plural rules of this language.
    public var plurals: LanguagePlurals { string.context.plurals(for: code) }

    /// `localization.substitutionFormats`, made once for all the language's forms (the
    /// placeholder check asks for it on every form that differs from its source's).
    private(set) lazy var substitutionFormats: [String: SubstitutionFormat] = localization.substitutionFormats
}

/// What checks need of the string being checked, held once for all its languages.
public final class CheckedString {
    public let key: String
    public let extractionState: ExtractionState?
    public let isTranslatable: Bool
    /// Every localization of the string (a check of one language may compare with others).
    public let localizations: KeyedList<Localization>?
    public let context: CheckContext
    public let sources: SourceValues

    init(_ string: CatalogString, context: CheckContext) {
        key = string.key
        extractionState = string.extractionState
        isTranslatable = string.isTranslatable
        localizations = string.localizations
        self.context = context
        sources = context.source(of: string)
    }

    private var sourceParts: ArgumentParts?
    private var languageParts: (code: String, parts: ArgumentParts)?

    /// Where the source language reads each argument (see `ArgumentParts`), worked out once
    /// for the string.
    func sourceArgumentParts() -> ArgumentParts {
        if let sourceParts { return sourceParts }
        let parts = ArgumentParts(sources.localization)
        sourceParts = parts
        return parts
    }

    /// Where `language` reads each argument, worked out once while its forms are checked
    /// (the checker walks one language at a time) instead of again for every form with a
    /// mismatch, which was a sixth of the checks of a catalog with many substitutions.
    /// Apart from the source's: a mismatch needs one side or the other, and a translation
    /// with placeholders its source lacks needs only the source's (often none at all).
    func argumentParts(of language: LanguageContext) -> ArgumentParts {
        if let languageParts, languageParts.code.hasSameScalars(as: language.code) { return languageParts.parts }
        let parts = ArgumentParts(language.localization)
        languageParts = (language.code, parts)
        return parts
    }
}

/// One string unit being checked, with the parse of its value done at most once for all
/// checks.
public struct CheckedForm {
    public let path: FormPath
    public let state: TranslationState?
    /// The value; "" when the unit has none.
    public let value: String
    /// Whether the value has a `%` at all (most do not, and need no parsing).
    public let containsPercent: Bool
    private let sources: SourceValues
    private var comparedSource: SourceValue?
    private var parsed: FormatString?
    private var scannedMarkup: Markup?
    private var markupStart: Bool?

    init(path: FormPath, unit: StringUnit, sources: SourceValues) {
        self.path = path
        state = unit.state
        value = unit.value ?? ""
        containsPercent = TextScan.contains(UInt8(ascii: "%"), in: value)
        self.sources = sources
    }

    /// The source value this form is compared with (`SourceValues.value(for:)`), looked up
    /// once for every check of the form: half a dozen checks ask, and each lookup compares
    /// form paths.
    public mutating func source() -> SourceValue {
        if let comparedSource { return comparedSource }
        let source = sources.value(for: path)
        comparedSource = source
        return source
    }

    /// The source value whose placeholders this form must have
    /// (`SourceValues.formatReference(for:)`): its own source value but for a plural form
    /// other than `other`, which is compared with the source's `other` form.
    public mutating func formatReference() -> SourceValue {
        guard let plural = path.plural, plural != "other" else { return source() }
        return sources.formatReference(for: path)
    }

    /// The value parsed for format specifiers.
    public mutating func format() -> FormatString {
        if let parsed { return parsed }
        let format = FormatString(value)
        parsed = format
        return format
    }

    /// The value's Markdown and grammar-agreement markup (scanned on first use, once for
    /// every check of the form).
    public mutating func markup() -> Markup {
        if let scannedMarkup { return scannedMarkup }
        let markup = mayContainMarkup() ? Markup.of(value) : .none
        scannedMarkup = markup
        return markup
    }

    /// Whether the value has a character markup starts with (see `Markup.mayContainMarkup`),
    /// looked for once for every check of the form.
    public mutating func mayContainMarkup() -> Bool {
        if let markupStart { return markupStart }
        let found = Markup.mayContainMarkup(value)
        markupStart = found
        return found
    }
}

/// Byte-level scans for the hot paths of the checks.
enum TextScan {
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        let found: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
            return ByteSearch.first(byte, in: base, count: bytes.count) != nil
        }
        return found ?? text.utf8.contains(byte)
    }

    /// Whether `text` may contain a substitution reference (`%#@` or `%2$#@`).
    static func mayReferenceSubstitution(_ text: String) -> Bool {
        // Each `#` found with `ByteSearch` (memchr), the byte after it compared in place.
        let found: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard var next = bytes.baseAddress, !bytes.isEmpty else { return false }
            let end = next + bytes.count
            while next < end, let hash = ByteSearch.first(UInt8(ascii: "#"), in: next, count: end - next) {
                let at = UnsafePointer(hash.assumingMemoryBound(to: UInt8.self))
                if at + 1 < end && at[1] == UInt8(ascii: "@") { return true }
                next = at + 1
            }
            return false
        }
        if let found { return found }
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == UInt8(ascii: "#") && byte == UInt8(ascii: "@") { return true }
            previous = byte
        }
        return false
    }

    /// Byte-for-byte equality (what "identical" means for a translation).
    static func identical(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.utf8.elementsEqual(b.utf8)
    }

    /// Whether the first or last character of `text` is whitespace.
    static func hasEdgeWhitespace(_ text: String) -> Bool {
        // The end scalars decoded in place: `utf8.first`, `utf8.last` and the scalar views'
        // `first` and `last` cost hundreds of instructions, on every value.
        guard !text.isEmpty else { return false }
        let found: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            let first = bytes[0], last = bytes[bytes.count - 1]
            if first < 0x80 && last < 0x80 { return isASCIIWhitespace(first) || isASCIIWhitespace(last) }
            return isWhitespace(firstScalar(bytes)) || isWhitespace(lastScalar(bytes))
        }
        return found ?? (isWhitespace(text.unicodeScalars.first!) || isWhitespace(text.unicodeScalars.last!))
    }

    /// The first scalar of valid, non-empty UTF-8.
    static func firstScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar {
        let lead = UInt32(bytes[0])
        let value: UInt32
        switch lead {
        case ..<0x80: value = lead
        case ..<0xE0: value = (lead & 0x1F) << 6 | UInt32(bytes[1] & 0x3F)
        case ..<0xF0: value = (lead & 0x0F) << 12 | UInt32(bytes[1] & 0x3F) << 6 | UInt32(bytes[2] & 0x3F)
        default: value = (lead & 0x07) << 18 | UInt32(bytes[1] & 0x3F) << 12 | UInt32(bytes[2] & 0x3F) << 6 | UInt32(bytes[3] & 0x3F)
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// The last scalar of valid, non-empty UTF-8: its lead byte is the last one that is not a
    /// continuation byte.
    static func lastScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar {
        var start = bytes.count - 1
        while start > 0 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return firstScalar(UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    /// Unicode's White_Space property, spelled out: the stdlib's property lookup is slow
    /// for a check that runs on every value.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        // Most scalars asked about are letters of ASCII or Latin-1: two comparisons.
        if scalar.value > 0x20 && scalar.value < 0x85 { return false }
        return switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
