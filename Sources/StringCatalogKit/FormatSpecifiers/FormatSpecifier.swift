/// One printf-style conversion specification, such as `%1$-8.2lf` or `%@`.
public struct FormatSpecifier: Hashable, Sendable, CustomStringConvertible {
    /// The explicit argument position (`%2$@` → 2), nil when the argument is implicit.
    public let position: Int?
    /// Flags as written, from `-+ #0'`.
    public let flags: String
    public let width: FormatAmount?
    public let precision: FormatAmount?
    public let length: FormatLengthModifier?
    /// The conversion character: `d`, `@`, `f`, …
    public let conversion: Character
    public let type: FormatArgumentType
    /// The specifier as written without `%` and position: `%1$lld` → `lld`, `%.2f` → `.2f`.
    public let canonical: String

    /// Length modifier and conversion only (`lld`, `d`, `@`): the form of a substitution's
    /// `formatSpecifier` field, and what decides how the argument is read.
    public var typeSpecifier: String {
        (length?.rawValue ?? "") + String(conversion)
    }

    /// True for `% d`-like specifiers (space flag and nothing else): what printf makes of
    /// “100% de …” or “50% off”. In strings that are never formatted these are plain text,
    /// so lint may want to ignore them or suggest `%%`.
    public var looksLikeProse: Bool {
        position == nil && width == nil && precision == nil
            && !flags.isEmpty && flags.allSatisfy { $0 == " " }
    }

    /// The specifier as it would be written: `%` + position + canonical form.
    public var description: String {
        "%" + (position.map { "\($0)$" } ?? "") + canonical
    }

    /// Parses exactly one specifier, e.g. `"%1$lld"`; nil unless the whole text is one.
    public init?(_ text: String) {
        guard let spec = FormatParser.onlySpecifier(text, percentWritten: true) else { return nil }
        self = spec
    }

    /// Parses a substitution's `formatSpecifier` field (`"lld"`, `"d"`, `"ld"`): what follows
    /// the `%` of one specifier, so nil for a field that starts with `%` itself.
    public init?(formatSpecifierField field: String) {
        guard let spec = FormatParser.onlySpecifier(field, percentWritten: false) else { return nil }
        self = spec
    }

    init(position: Int?, flags: String, width: FormatAmount?, precision: FormatAmount?,
         length: FormatLengthModifier?, conversion: Character, type: FormatArgumentType, canonical: String) {
        self.position = position
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
        self.conversion = conversion
        self.type = type
        self.canonical = canonical
    }
}

/// Why a `%` did not start a valid specifier.
public enum FormatInvalidReason: Hashable, Sendable, CustomStringConvertible {
    /// The text ends inside the specifier (`"100%"`, `"%l"`).
    case incomplete
    /// No conversion character where one was expected (`%y`, `%5%`, `% н`).
    case unknownConversion(Character)
    /// `%0$d` or `%*0$d`: positions count from 1.
    case zeroPosition
    /// `%#@name` without the closing `@`.
    case unterminatedSubstitution
    /// `%#@@`.
    case emptySubstitutionName

    public var description: String {
        switch self {
        case .incomplete: "incomplete format specifier (write %% for a literal percent sign)"
        case .unknownConversion(let c):
            if c == "%" || c.isWhitespace {
                "incomplete format specifier (write %% for a literal percent sign)"
            } else {
                "unknown conversion '\(c)' (write %% for a literal percent sign)"
            }
        case .zeroPosition: "argument positions start at 1"
        case .unterminatedSubstitution: "substitution reference is missing its closing @"
        case .emptySubstitutionName: "substitution reference has no name"
        }
    }
}

/// One `%…` construct found in a string, with where it is.
public struct FormatToken: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A conversion that consumes an argument (`%@`, `%1$lld`, `%*.*f`, …).
        case argument(FormatSpecifier)
        /// `%%`.
        case literalPercent
        /// `%#@name@` or `%2$#@name@`: refers to an entry of the localization's `substitutions`.
        case substitution(name: String, position: Int?)
        /// `%arg`: inside a substitution's forms, stands for the substitution's own argument.
        case argPlaceholder
        /// A `%` that does not start a valid specifier; the range covers what was read.
        case invalid(FormatInvalidReason)
    }

    public let kind: Kind
    /// The token as written.
    public let text: String
    /// Range in the parsed string. Boundaries are Unicode-scalar aligned (a combining mark
    /// right after `%d` belongs to the following text, as it does for Foundation).
    public let range: Range<String.Index>
    /// Range in UTF-16 code units from the start of the string (NSRange-compatible).
    public let utf16Range: Range<Int>
    /// For arguments and substitutions: the argument number the value is read from
    /// (explicit `n$`, or the implicit count of earlier non-positional arguments + 1).
    public internal(set) var argumentNumber: Int?
    /// For `*` / `*n$` widths: the argument supplying the width.
    public internal(set) var widthArgumentNumber: Int?
    /// For `.*` / `.*n$` precisions: the argument supplying the precision.
    public internal(set) var precisionArgumentNumber: Int?

    public var specifier: FormatSpecifier? {
        if case .argument(let spec) = kind { return spec }
        return nil
    }

    public var substitutionName: String? {
        if case .substitution(let name, _) = kind { return name }
        return nil
    }

    public var isInvalid: Bool {
        if case .invalid = kind { return true }
        return false
    }

    /// Whether the token was written with an explicit `n$` position.
    public var hasExplicitPosition: Bool {
        switch kind {
        case .argument(let spec): spec.position != nil
        case .substitution(_, let position): position != nil
        default: false
        }
    }
}

/// A string parsed for printf/Foundation format specifiers and catalog substitution syntax.
public struct FormatString: Hashable, Sendable {
    public let text: String
    public let tokens: [FormatToken]

    /// - Parameter recognizesArgPlaceholder: whether `%arg` is the substitution placeholder.
    ///   Off, it reads as printf does: `%a` followed by "rg".
    public init(_ text: String, recognizesArgPlaceholder: Bool = true) {
        self.text = text
        self.tokens = Self.parse(text, recognizesArgPlaceholder: recognizesArgPlaceholder)
    }

    public static func parse(_ text: String, recognizesArgPlaceholder: Bool = true) -> [FormatToken] {
        FormatParser.tokens(in: text, recognizesArgPlaceholder: recognizesArgPlaceholder)
    }

    public var invalidTokens: [FormatToken] { tokens.filter(\.isInvalid) }

    /// Names of the substitutions referenced, in order of first appearance, without repeats.
    public var substitutionNames: [String] {
        var names: [String] = []
        // The few names of a value are looked up one by one, with no set made for every
        // value; a set takes over for a hostile value that references thousands.
        var seen: Set<String>?
        for token in tokens {
            guard case .substitution(let name, _) = token.kind else { continue }
            if seen != nil {
                if seen!.insert(name).inserted { names.append(name) }
            } else if !names.contains(name) {
                names.append(name)
                if names.count == 16 { seen = Set(names) }
            }
        }
        return names
    }

    public var containsArgPlaceholder: Bool {
        tokens.contains { if case .argPlaceholder = $0.kind { true } else { false } }
    }

    /// True when some argument or substitution is written `%n$…`.
    public var usesPositionalArguments: Bool {
        tokens.contains(where: \.hasExplicitPosition)
    }

    /// True when positional and non-positional arguments are mixed, which printf leaves
    /// undefined; numbering here then follows Foundation (implicit ones count on regardless).
    public var mixesPositionalAndImplicitArguments: Bool {
        var positional = false, implicit = false
        for token in tokens {
            switch token.kind {
            case .argument(let spec):
                for amount in [spec.width, spec.precision] {
                    if case .nextArgument = amount { implicit = true }
                    if case .argument = amount { positional = true }
                }
                if spec.position == nil { implicit = true } else { positional = true }
            case .substitution(_, let position):
                if position == nil { implicit = true } else { positional = true }
            default: break
            }
        }
        return positional && implicit
    }
}

/// Argument numbering: explicit positions are used as written; every non-positional
/// consumer (a `*`, a value, a `%#@name@`) takes the next implicit number, which positional
/// ones do not advance (as in Foundation). `%arg` takes none: it stands for the
/// substitution's own argument.
enum FormatNumbering {
    struct Numbers {
        var value: Int?
        var width: Int?
        var precision: Int?
    }

    /// The next implicit argument number, advanced as tokens read arguments in string order.
    struct Counter {
        private var next = 1

        private mutating func take(_ amount: FormatAmount?) -> Int? {
            switch amount {
            case .nextArgument?:
                defer { next += 1 }
                return next
            case .argument(let n)?: return n
            default: return nil
            }
        }

        /// What a specifier reads: printf reads width, then precision, then the value.
        mutating func numbers(for spec: FormatSpecifier) -> Numbers {
            let width = take(spec.width)
            let precision = take(spec.precision)
            let value = spec.position ?? take(.nextArgument)
            return Numbers(value: value, width: width, precision: precision)
        }

        /// What a `%#@name@` reads: its position, or else its substitution's `argNum`; an
        /// implicit one takes the next number even when `argNum` says another.
        mutating func number(forSubstitutionAt position: Int?, argNum: @autoclosure () -> Int?) -> Int {
            if let position { return position }
            let implicit = next
            next += 1
            return argNum() ?? implicit
        }
    }

    static func numbers(
        for tokens: [FormatToken],
        skipping skip: (FormatToken) -> Bool = { _ in false },
        substitutionArgNum: (String) -> Int? = { _ in nil }
    ) -> [Numbers?] {
        var counter = Counter()
        var result: [Numbers?] = []
        result.reserveCapacity(tokens.count)
        for token in tokens {
            guard !skip(token) else {
                result.append(nil)
                continue
            }
            switch token.kind {
            case .argument(let spec):
                result.append(counter.numbers(for: spec))
            case .substitution(let name, let position):
                result.append(Numbers(value: counter.number(forSubstitutionAt: position, argNum: substitutionArgNum(name))))
            default:
                result.append(nil)
            }
        }
        return result
    }
}
