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
        let tokens = FormatString.parse(text, recognizesArgPlaceholder: false)
        guard tokens.count == 1, let token = tokens.first, token.text == text,
              case .argument(let spec) = token.kind else { return nil }
        self = spec
    }

    /// Parses a substitution's `formatSpecifier` field (`"lld"`, `"d"`, `"ld"`).
    public init?(formatSpecifierField field: String) {
        guard !field.hasPrefix("%") else { return nil }
        self.init("%" + field)
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
        // Most catalog strings have no `%` at all; skip the scalar walk for them.
        guard text.utf8.contains(UInt8(ascii: "%")) else { return [] }
        var parser = FormatParser(text: text, recognizesArgPlaceholder: recognizesArgPlaceholder)
        var tokens = parser.tokens()
        FormatNumbering.assign(&tokens)
        return tokens
    }

    public var invalidTokens: [FormatToken] { tokens.filter(\.isInvalid) }

    /// Names of the substitutions referenced, in order of first appearance, without repeats.
    public var substitutionNames: [String] {
        var seen = Set<String>()
        return tokens.compactMap(\.substitutionName).filter { seen.insert($0).inserted }
    }

    public var containsArgPlaceholder: Bool {
        tokens.contains { $0.kind == .argPlaceholder }
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

/// Scans a string's Unicode scalars; `%` and everything a specifier may contain are ASCII,
/// so text in any script passes through untouched.
struct FormatParser {
    let text: String
    let scalars: String.UnicodeScalarView
    let recognizesArgPlaceholder: Bool
    var index: String.Index
    var utf16Offset = 0

    init(text: String, recognizesArgPlaceholder: Bool) {
        self.text = text
        self.scalars = text.unicodeScalars
        self.recognizesArgPlaceholder = recognizesArgPlaceholder
        self.index = scalars.startIndex
    }

    var current: Unicode.Scalar? { index < scalars.endIndex ? scalars[index] : nil }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        var i = index
        for _ in 0..<offset {
            guard i < scalars.endIndex else { return nil }
            i = scalars.index(after: i)
        }
        return i < scalars.endIndex ? scalars[i] : nil
    }

    mutating func advance() {
        utf16Offset += UTF16.width(scalars[index])
        index = scalars.index(after: index)
    }

    mutating func tokens() -> [FormatToken] {
        var result: [FormatToken] = []
        // At most one token per `%`: counted first (a byte scan), so that a value of 100,000
        // placeholders does not copy its growing list of tokens again and again.
        let percents = text.utf8.withContiguousStorageIfAvailable { $0.reduce(0) { $1 == UInt8(ascii: "%") ? $0 + 1 : $0 } }
        result.reserveCapacity(percents ?? text.utf8.reduce(0) { $1 == UInt8(ascii: "%") ? $0 + 1 : $0 })
        while skipToPercent() {
            let start = index, startUTF16 = utf16Offset
            advance()
            let kind = specifierKind(percentAt: start)
            result.append(FormatToken(
                kind: kind, text: String(scalars[start..<index]),
                range: start..<index, utf16Range: startUTF16..<utf16Offset))
        }
        return result
    }

    /// Moves to the next `%`; false at the end of the text. `%` is ASCII, so the text in
    /// between is skipped as UTF-8 bytes, without decoding a scalar (only its UTF-16
    /// length is counted: one unit per scalar, two for one of four bytes).
    private mutating func skipToPercent() -> Bool {
        let utf8 = text.utf8
        // Over the bytes in place where the string has them in one piece (native and small
        // strings do): stepping through the view's indices cost the checks of a catalog
        // with many placeholders a tenth of their time.
        let start = utf8.distance(from: utf8.startIndex, to: index)
        let skipped = utf8.withContiguousStorageIfAvailable { bytes -> (end: Int, utf16: Int) in
            var i = start, units = 0
            while i < bytes.count {
                let byte = bytes[i]
                if byte == UInt8(ascii: "%") { break }
                if byte < 0x80 || (byte >= 0xC0 && byte < 0xF0) { units += 1 } else if byte >= 0xF0 { units += 2 }
                i += 1
            }
            return (i, units)
        }
        if let skipped {
            utf16Offset += skipped.utf16
            index = utf8.index(utf8.startIndex, offsetBy: skipped.end)
            return index < utf8.endIndex
        }
        var i = index
        while i < utf8.endIndex {
            let byte = utf8[i]
            if byte == UInt8(ascii: "%") { break }
            if byte < 0x80 || (byte >= 0xC0 && byte < 0xF0) { utf16Offset += 1 } else if byte >= 0xF0 { utf16Offset += 2 }
            i = utf8.index(after: i)
        }
        index = i
        return i < utf8.endIndex
    }

    /// Reads what follows a `%`, leaving `index` just past the token.
    private mutating func specifierKind(percentAt start: String.Index) -> FormatToken.Kind {
        guard let first = current else { return .invalid(.incomplete) }
        if first == "%" {
            advance()
            return .literalPercent
        }
        if recognizesArgPlaceholder, first == "a", peek(1) == "r", peek(2) == "g" {
            advance(); advance(); advance()
            return .argPlaceholder
        }

        // `n$` position. Digits not followed by `$` are a width (a leading 0 is a flag), so
        // rewind and let the flag/width steps read them.
        var position: Int?
        if Self.isDigit(first) {
            let saved = self
            let number = readNumber()
            if current == "$" {
                advance()
                if number == 0 { return .invalid(.zeroPosition) }
                position = number
            } else {
                self = saved
            }
        }
        let bodyStart = index

        if current == "#", peek(1) == "@" {
            advance(); advance()
            return substitutionKind(position: position)
        }

        var flags = ""
        while let c = current, "-+ #0'".unicodeScalars.contains(c) {
            flags.unicodeScalars.append(c)
            advance()
        }

        var width: FormatAmount?
        if current == "*" {
            advance()
            guard let amount = starAmount() else { return .invalid(.zeroPosition) }
            width = amount
        } else if let c = current, Self.isDigit(c) {
            width = .fixed(readNumber())
        }

        var precision: FormatAmount?
        if current == "." {
            advance()
            if current == "*" {
                advance()
                guard let amount = starAmount() else { return .invalid(.zeroPosition) }
                precision = amount
            } else if let c = current, Self.isDigit(c) {
                precision = .fixed(readNumber())
            } else {
                precision = .fixed(0)
            }
        }

        var length: FormatLengthModifier?
        switch current {
        case "h":
            advance()
            if current == "h" { advance(); length = .hh } else { length = .h }
        case "l":
            advance()
            if current == "l" { advance(); length = .ll } else { length = .l }
        case "q": advance(); length = .q
        case "z": advance(); length = .z
        case "t": advance(); length = .t
        case "j": advance(); length = .j
        case "L": advance(); length = .L
        default: break
        }

        guard let conversionScalar = current else { return .invalid(.incomplete) }
        let conversion = Character(conversionScalar)
        guard let type = FormatArgumentType(conversion: conversion) else {
            // A `%` or line break is left to the following text so `%5%d` still finds `%d`
            // and highlighting never spans lines.
            if conversionScalar != "%", !conversion.isNewline { advance() }
            return .invalid(.unknownConversion(conversion))
        }
        advance()
        return .argument(FormatSpecifier(
            position: position, flags: flags, width: width, precision: precision,
            length: length, conversion: conversion, type: type,
            canonical: String(scalars[bodyStart..<index])))
    }

    /// After `*`: `n$` makes it positional; nil for `*0$`.
    private mutating func starAmount() -> FormatAmount? {
        guard let c = current, Self.isDigit(c) else { return .nextArgument }
        let saved = self
        let number = readNumber()
        guard current == "$" else {
            // `%*5d` is not valid printf either way; read the digits as part of the star.
            self = saved
            return .nextArgument
        }
        advance()
        return number == 0 ? nil : .argument(number)
    }

    /// After `%#@` (or `%n$#@`): the name up to the closing `@`.
    private mutating func substitutionKind(position: Int?) -> FormatToken.Kind {
        var name = ""
        while let c = current {
            if c == "@" {
                advance()
                return name.isEmpty
                    ? .invalid(.emptySubstitutionName)
                    : .substitution(name: name, position: position)
            }
            guard FormatString.isSubstitutionNameScalar(c) else { break }
            name.unicodeScalars.append(c)
            advance()
        }
        return .invalid(.unterminatedSubstitution)
    }

    /// Reads decimal digits, clamping absurd values instead of overflowing.
    private mutating func readNumber() -> Int {
        var value = 0
        while let c = current, Self.isDigit(c) {
            value = min(value * 10 + Int(c.value - 48), 1_000_000_000)
            advance()
        }
        return value
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool {
        c.value >= 48 && c.value <= 57
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

    static func numbers(
        for tokens: [FormatToken],
        skipping skip: (FormatToken) -> Bool = { _ in false },
        substitutionArgNum: (String) -> Int? = { _ in nil }
    ) -> [Numbers?] {
        var next = 1
        func take(_ amount: FormatAmount?) -> Int? {
            switch amount {
            case .nextArgument?:
                defer { next += 1 }
                return next
            case .argument(let n)?: return n
            default: return nil
            }
        }
        return tokens.map { token in
            guard !skip(token) else { return nil }
            switch token.kind {
            case .argument(let spec):
                // printf reads width, then precision, then the value.
                let width = take(spec.width)
                let precision = take(spec.precision)
                let value = spec.position ?? take(.nextArgument)
                return Numbers(value: value, width: width, precision: precision)
            case .substitution(let name, let position):
                if let position { return Numbers(value: position) }
                let implicit = take(.nextArgument)
                return Numbers(value: substitutionArgNum(name) ?? implicit)
            default:
                return nil
            }
        }
    }

    static func assign(_ tokens: inout [FormatToken]) {
        for (i, numbers) in numbers(for: tokens).enumerated() {
            guard let numbers else { continue }
            tokens[i].argumentNumber = numbers.value
            tokens[i].widthArgumentNumber = numbers.width
            tokens[i].precisionArgumentNumber = numbers.precision
        }
    }
}
