/// What a string's `substitutions[name]` says about its argument: the `argNum` and
/// `formatSpecifier` fields (both optional in real catalogs).
public struct SubstitutionFormat: Hashable, Sendable {
    public var argNum: Int?
    public var formatSpecifier: String?

    public init(argNum: Int? = nil, formatSpecifier: String? = nil) {
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
    }
}

/// One argument a string reads, resolved to its number.
public struct FormatArgument: Hashable, Sendable {
    public enum Role: Hashable, Sendable {
        case value
        /// The `*` of a width.
        case width
        /// The `*` of a precision.
        case precision
        /// The argument of a `%#@name@` substitution.
        case substitution(String)
    }

    public let number: Int
    public let role: Role
    /// Nil only for a substitution whose `formatSpecifier` is unknown or unparsable.
    public let type: FormatArgumentType?
    /// The value's specifier; for a substitution, its parsed `formatSpecifier`.
    public let specifier: FormatSpecifier?
    /// The token the argument comes from.
    public let token: FormatToken

    /// How to name the argument in a message: `%1$lld`, `the width of %*d`, `%#@files@ (lld)`.
    public var displayText: String {
        switch role {
        case .value: token.text
        case .width: "the width of \(token.text)"
        case .precision: "the precision of \(token.text)"
        case .substitution:
            token.text + (specifier.map { " (\($0.typeSpecifier))" } ?? "")
        }
    }
}

extension FormatString {
    /// The arguments read, sorted by number (ties in string order). Substitutions are
    /// included with an unknown type; use `arguments(substitutions:)` to resolve them.
    public var arguments: [FormatArgument] { arguments(substitutions: [:]) }

    /// The arguments read, with substitutions typed (and, when the reference has no
    /// explicit position, numbered by `argNum`) from the localization's `substitutions`.
    /// - Parameter ignoringProseLike: leave out `% d`-like specifiers (see
    ///   `FormatSpecifier.looksLikeProse`) and number the rest as if they were plain text.
    public func arguments(
        substitutions: [String: SubstitutionFormat], ignoringProseLike: Bool = false
    ) -> [FormatArgument] {
        let numbers = FormatNumbering.numbers(
            for: tokens,
            skipping: { ignoringProseLike && ($0.specifier?.looksLikeProse ?? false) },
            substitutionArgNum: { substitutions[$0]?.argNum })
        var result: [FormatArgument] = []
        for (token, numbers) in zip(tokens, numbers) {
            guard let numbers, let value = numbers.value else { continue }
            switch token.kind {
            case .argument(let spec):
                if let width = numbers.width {
                    result.append(FormatArgument(number: width, role: .width, type: .integer, specifier: nil, token: token))
                }
                if let precision = numbers.precision {
                    result.append(FormatArgument(number: precision, role: .precision, type: .integer, specifier: nil, token: token))
                }
                result.append(FormatArgument(number: value, role: .value, type: spec.type, specifier: spec, token: token))
            case .substitution(let name, _):
                let spec = substitutions[name]?.formatSpecifier.flatMap { FormatSpecifier(formatSpecifierField: $0) }
                result.append(FormatArgument(number: value, role: .substitution(name), type: spec?.type, specifier: spec, token: token))
            default:
                break
            }
        }
        // Stable: equal numbers keep string order.
        return result.enumerated()
            .sorted { ($0.element.number, $0.offset) < ($1.element.number, $1.offset) }
            .map(\.element)
    }

    /// The highest argument number read (0 when none): how many arguments a caller passes.
    public var argumentCount: Int {
        arguments.last?.number ?? 0
    }
}

/// One way a translation's specifiers disagree with its source's.
public struct FormatMismatch: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The source reads argument N, the translation does not.
        case missingArgument(Int)
        /// The translation reads argument N, the source does not.
        case extraArgument(Int)
        /// Argument N has different types (`%@` vs `%d`).
        case typeMismatch(Int)
        /// Argument N has the same type but is read at a different size (`%lld` vs `%d`).
        case lengthMismatch(Int)
        case missingSubstitution(String)
        case extraSubstitution(String)
        case missingArgPlaceholder
        case extraArgPlaceholder
    }

    public enum Severity: Hashable, Sendable {
        /// Wrong output or a crash when the string is formatted.
        case error
        /// Works for typical values but is not what the source asks for.
        case warning
    }

    public let kind: Kind
    public let severity: Severity
    /// The source's argument (first use, if it reads it more than once).
    public let source: FormatArgument?
    /// The translation's offending argument.
    public let translation: FormatArgument?
    /// A sentence for a lint message.
    public let message: String

    public var description: String { message }
}

/// What to do with `% d`-like specifiers (`FormatSpecifier.looksLikeProse`) when comparing.
public enum ProseLikeSpecifierPolicy: Hashable, Sendable {
    /// Count them as printf does.
    case treatAsArguments
    /// Treat them as plain text.
    case ignore
    /// Ignore them when the source, without them, reads no arguments: such a string is most
    /// likely never formatted, so “100% de …” is just text. Where the source has real
    /// arguments the string is formatted, and `% d` in a translation is a real bug.
    case automatic
}

extension FormatString {
    /// How `translation` disagrees with `source`. Arguments are matched by number, so
    /// reordering with `%2$@ … %1$@` is fine; `%d`/`%u`/`%x` count as one integer type and
    /// `%f`/`%g`/`%e` as one floating-point type. An empty result means compatible.
    ///
    /// Invalid tokens are not compared here; check `invalidTokens` separately.
    public static func mismatches(
        source: FormatString, translation: FormatString,
        sourceSubstitutions: [String: SubstitutionFormat] = [:],
        translationSubstitutions: [String: SubstitutionFormat] = [:],
        proseLike: ProseLikeSpecifierPolicy = .automatic
    ) -> [FormatMismatch] {
        // The source's arguments are listed once when it has no prose-like specifiers (the
        // usual case): then both lists are the same, and a long value is walked once less.
        var withoutProseLike: [FormatArgument]?
        let ignoringProseLike: Bool
        switch proseLike {
        case .treatAsArguments: ignoringProseLike = false
        case .ignore: ignoringProseLike = true
        case .automatic:
            withoutProseLike = source.arguments(substitutions: sourceSubstitutions, ignoringProseLike: true)
            ignoringProseLike = withoutProseLike!.isEmpty
        }
        let hasProseLike = source.tokens.contains { $0.specifier?.looksLikeProse ?? false }
        let sourceList = (ignoringProseLike || !hasProseLike ? withoutProseLike : nil)
            ?? source.arguments(substitutions: sourceSubstitutions, ignoringProseLike: ignoringProseLike)
        let translationList = translation.arguments(substitutions: translationSubstitutions, ignoringProseLike: ignoringProseLike)
        var result: [FormatMismatch] = []

        // Both lists are sorted by argument number: walk them side by side, one number at a
        // time, each number's uses a slice of its list (no table of arrays per number, which
        // for a value of 100,000 placeholders was most of the cost).
        var s = sourceList.startIndex, t = translationList.startIndex
        while s < sourceList.endIndex || t < translationList.endIndex {
            let number = min(s < sourceList.endIndex ? sourceList[s].number : .max,
                             t < translationList.endIndex ? translationList[t].number : .max)
            var sEnd = s, tEnd = t
            while sEnd < sourceList.endIndex && sourceList[sEnd].number == number { sEnd += 1 }
            while tEnd < translationList.endIndex && translationList[tEnd].number == number { tEnd += 1 }
            let inSource = sourceList[s..<sEnd], inTranslation = translationList[t..<tEnd]
            s = sEnd
            t = tEnd
            guard let expected = inSource.first(where: { $0.type != nil }) ?? inSource.first else {
                let extra = inTranslation[inTranslation.startIndex]
                result.append(FormatMismatch(
                    kind: .extraArgument(number), severity: .error, source: nil, translation: extra,
                    message: "The translation reads argument \(number) (\(extra.displayText)), which the source does not"))
                continue
            }
            guard !inTranslation.isEmpty else {
                result.append(FormatMismatch(
                    kind: .missingArgument(number), severity: .error, source: expected, translation: nil,
                    message: "Argument \(number) (\(expected.displayText)) is missing from the translation"))
                continue
            }
            if let mismatch = typeMismatch(number: number, expected: expected, actual: inTranslation) {
                result.append(mismatch)
            }
        }

        let sourceNames = source.substitutionNames, translationNames = translation.substitutionNames
        for name in sourceNames where !translationNames.contains(name) {
            result.append(FormatMismatch(
                kind: .missingSubstitution(name), severity: .error, source: nil, translation: nil,
                message: "Substitution %#@\(name)@ is missing from the translation"))
        }
        for name in translationNames where !sourceNames.contains(name) {
            result.append(FormatMismatch(
                kind: .extraSubstitution(name), severity: .error, source: nil, translation: nil,
                message: "The translation uses substitution %#@\(name)@, which the source does not"))
        }

        switch (source.containsArgPlaceholder, translation.containsArgPlaceholder) {
        case (true, false):
            result.append(FormatMismatch(
                kind: .missingArgPlaceholder, severity: .error, source: nil, translation: nil,
                message: "%arg is missing from the translation"))
        case (false, true):
            result.append(FormatMismatch(
                kind: .extraArgPlaceholder, severity: .error, source: nil, translation: nil,
                message: "The translation uses %arg, which the source does not"))
        default:
            break
        }
        return result
    }

    /// Shorthand for `mismatches(source: self, translation:)` without substitution data.
    public func mismatches(against translation: FormatString, proseLike: ProseLikeSpecifierPolicy = .automatic) -> [FormatMismatch] {
        Self.mismatches(source: self, translation: translation, proseLike: proseLike)
    }

    /// True when the translation has no error-severity mismatch with this string.
    public func isCompatible(with translation: FormatString, proseLike: ProseLikeSpecifierPolicy = .automatic) -> Bool {
        !mismatches(against: translation, proseLike: proseLike).contains { $0.severity == .error }
    }

    /// The first of the translation's uses of an argument that disagrees with the source's.
    private static func typeMismatch(number: Int, expected: FormatArgument, actual: ArraySlice<FormatArgument>) -> FormatMismatch? {
        guard let expectedType = expected.type else { return nil }
        for candidate in actual {
            guard let type = candidate.type else { continue }
            if !type.isCompatible(with: expectedType) {
                return FormatMismatch(
                    kind: .typeMismatch(number), severity: .error, source: expected, translation: candidate,
                    message: "Argument \(number) is \(candidate.displayText) (\(type)) in the translation but \(expected.displayText) (\(expectedType)) in the source")
            }
            if argumentSize(of: candidate) != argumentSize(of: expected) {
                return FormatMismatch(
                    kind: .lengthMismatch(number), severity: .warning, source: expected, translation: candidate,
                    message: "Argument \(number) is \(candidate.displayText) in the translation but \(expected.displayText) in the source (same type, different length)")
            }
        }
        return nil
    }

    /// How many bytes an argument is read as on a 64-bit Apple platform (or whether a
    /// character/string is wide), so `%ld`/`%lld`/`%qd` agree while `%d`/`%lld` do not.
    private static func argumentSize(of argument: FormatArgument) -> Int {
        guard let spec = argument.specifier else { return 4 }  // `*` reads an int
        switch spec.type.matchingClass {
        case .integer:
            if ["D", "U", "O"].contains(spec.conversion) { return 8 }
            switch spec.length {
            case nil: return 4
            case .hh: return 1
            case .h: return 2
            default: return 8
            }
        case .floatingPoint:
            return spec.length == .L ? 16 : 8
        case .character, .cString:
            return spec.length == .l || ["C", "S"].contains(spec.conversion) ? 2 : 1
        default:
            return 8
        }
    }
}

extension FormatString {
    /// Whether `name` can be written between `%#@` and `@` and parsed back: not empty, and
    /// no `@`, `%`, whitespace or control characters. Real catalogs use letters, digits,
    /// `_` and `.` (`total.strings`).
    public static func isValidSubstitutionName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy(isSubstitutionNameScalar)
    }

    static func isSubstitutionNameScalar(_ c: Unicode.Scalar) -> Bool {
        c != "@" && c != "%" && !c.properties.isWhitespace
            && c.properties.generalCategory != .control
    }

    /// The text with every reference to substitution `oldName` (`%#@old@`, `%2$#@old@`)
    /// renamed; the rest of the text, positions included, is kept byte for byte.
    /// Check `isValidSubstitutionName(newName)` first: an invalid name would not parse back.
    public func renamingSubstitution(_ oldName: String, to newName: String) -> String {
        var result = ""
        var copied = text.startIndex
        for token in tokens where token.substitutionName == oldName {
            result += text[copied..<token.range.lowerBound]
            // Keep the `%n$#@` prefix exactly as written; only the name changes.
            let prefixLength = token.text.unicodeScalars.count - oldName.unicodeScalars.count - 1
            result += String(token.text.unicodeScalars.prefix(prefixLength)) + newName + "@"
            copied = token.range.upperBound
        }
        guard copied != text.startIndex else { return text }
        result += text[copied...]
        return result
    }

    /// `FormatString(text).renamingSubstitution(oldName, to: newName)`.
    public static func renamingSubstitution(_ oldName: String, to newName: String, in text: String) -> String {
        FormatString(text).renamingSubstitution(oldName, to: newName)
    }
}
