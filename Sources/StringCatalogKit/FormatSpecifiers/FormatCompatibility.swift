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
    /// The string's tokens and the place of this argument's among them: arguments are
    /// copied as a comparison walks them (a value may have 100,000), and the shared list
    /// costs one reference to copy where a token costs several.
    private let tokens: [FormatToken]
    private let tokenIndex: Int

    init(number: Int, role: Role, type: FormatArgumentType?, specifier: FormatSpecifier?, tokens: [FormatToken], at tokenIndex: Int) {
        self.number = number
        self.role = role
        self.type = type
        self.specifier = specifier
        self.tokens = tokens
        self.tokenIndex = tokenIndex
    }

    /// The token the argument comes from.
    public var token: FormatToken { tokens[tokenIndex] }

    /// Arguments are equal when they say the same; the list they were found in is not part of that.
    public static func == (a: FormatArgument, b: FormatArgument) -> Bool {
        a.number == b.number && a.role == b.role && a.type == b.type && a.specifier == b.specifier && a.token == b.token
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(number)
        hasher.combine(role)
        hasher.combine(type)
        hasher.combine(specifier)
        hasher.combine(token)
    }

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
        guard !tokens.isEmpty else { return [] }
        // Numbered here as the tokens are walked, in one pass: no list of numbers first, and
        // one lookup of a substitution for both its `argNum` and its `formatSpecifier`.
        var counter = FormatNumbering.Counter()
        var result: [FormatArgument] = []
        // One argument a token, mostly: grown in place, a long value's list would be copied
        // over and over.
        result.reserveCapacity(tokens.count)
        // Implicit numbering gives most strings their arguments in order already: then there
        // is nothing to sort (a value may have 100,000 of them).
        var inOrder = true, lastNumber = Int.min
        func append(_ number: Int, _ role: FormatArgument.Role, _ type: FormatArgumentType?, _ specifier: FormatSpecifier?, at index: Int) {
            if number < lastNumber { inOrder = false }
            lastNumber = number
            result.append(FormatArgument(number: number, role: role, type: type, specifier: specifier, tokens: tokens, at: index))
        }
        for index in tokens.indices {
            switch tokens[index].kind {
            case .argument(let spec):
                if ignoringProseLike && spec.looksLikeProse { continue }
                let numbers = counter.numbers(for: spec)
                guard let value = numbers.value else { continue }
                if let width = numbers.width { append(width, .width, .integer, nil, at: index) }
                if let precision = numbers.precision { append(precision, .precision, .integer, nil, at: index) }
                append(value, .value, spec.type, spec, at: index)
            case .substitution(let name, let position):
                let format = substitutions.isEmpty ? nil : substitutions[name]
                let number = counter.number(forSubstitutionAt: position, argNum: format?.argNum)
                let spec = format?.formatSpecifier.flatMap { FormatSpecifier(formatSpecifierField: $0) }
                append(number, .substitution(name), spec?.type, spec, at: index)
            default:
                break
            }
        }
        if inOrder { return result }
        // Stable: equal numbers keep string order. Positions are sorted, not the arguments,
        // which are large values.
        let order = result.indices.sorted { (result[$0].number, $0) < (result[$1].number, $1) }
        return order.map { result[$0] }
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

    /// A sentence for a lint message. Built when asked: a long value may disagree in
    /// 100,000 places, of which a report names the first of each kind.
    public var message: String {
        func text(_ argument: FormatArgument?) -> String { argument?.displayText ?? "?" }
        func type(_ argument: FormatArgument?) -> String { argument?.type.map { "\($0)" } ?? "?" }
        switch kind {
        case .missingArgument(let number):
            return "Argument \(number) (\(text(source))) is missing from the translation"
        case .extraArgument(let number):
            return "The translation reads argument \(number) (\(text(translation))), which the source does not"
        case .typeMismatch(let number):
            return "Argument \(number) is \(text(translation)) (\(type(translation))) in the translation but \(text(source)) (\(type(source))) in the source"
        case .lengthMismatch(let number):
            return "Argument \(number) is \(text(translation)) in the translation but \(text(source)) in the source (same type, different length)"
        case .missingSubstitution(let name):
            return "Substitution %#@\(name)@ is missing from the translation"
        case .extraSubstitution(let name):
            return "The translation uses substitution %#@\(name)@, which the source does not"
        case .missingArgPlaceholder:
            return "%arg is missing from the translation"
        case .extraArgPlaceholder:
            return "The translation uses %arg, which the source does not"
        }
    }

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
        var result: [FormatMismatch] = []
        forEachMismatch(source: source, translation: translation, sourceSubstitutions: sourceSubstitutions,
                        translationSubstitutions: translationSubstitutions, proseLike: proseLike) { result.append($0) }
        return result
    }

    /// `mismatches`, one at a time, without a list: a check that counts them by kind keeps
    /// only what it reports, however many placeholders a value has.
    /// - Parameter sourceArguments: the source's arguments with prose-like specifiers left
    ///   out (`arguments(substitutions: sourceSubstitutions, ignoringProseLike: true)`), when
    ///   the caller has them already: one source is compared with many translations.
    static func forEachMismatch(
        source: FormatString, translation: FormatString,
        sourceSubstitutions: [String: SubstitutionFormat] = [:],
        translationSubstitutions: [String: SubstitutionFormat] = [:],
        proseLike: ProseLikeSpecifierPolicy = .automatic,
        sourceArguments known: [FormatArgument]? = nil,
        _ body: (FormatMismatch) -> Void
    ) {
        // The source's arguments are listed once when it has no prose-like specifiers (the
        // usual case): then both lists are the same, and a long value is walked once less.
        var withoutProseLike = known
        let ignoringProseLike: Bool
        switch proseLike {
        case .treatAsArguments: ignoringProseLike = false
        case .ignore: ignoringProseLike = true
        case .automatic:
            if withoutProseLike == nil { withoutProseLike = source.arguments(substitutions: sourceSubstitutions, ignoringProseLike: true) }
            ignoringProseLike = withoutProseLike!.isEmpty
        }
        let hasProseLike = source.tokens.contains { $0.specifier?.looksLikeProse ?? false }
        let sourceList = (ignoringProseLike || !hasProseLike ? withoutProseLike : nil)
            ?? source.arguments(substitutions: sourceSubstitutions, ignoringProseLike: ignoringProseLike)
        let translationList = translation.arguments(substitutions: translationSubstitutions, ignoringProseLike: ignoringProseLike)

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
                body(FormatMismatch(
                    kind: .extraArgument(number), severity: .error, source: nil, translation: extra))
                continue
            }
            guard !inTranslation.isEmpty else {
                body(FormatMismatch(
                    kind: .missingArgument(number), severity: .error, source: expected, translation: nil))
                continue
            }
            if let mismatch = typeMismatch(number: number, expected: expected, actual: inTranslation) {
                body(mismatch)
            }
        }

        let sourceNames = source.substitutionNames, translationNames = translation.substitutionNames
        for name in names(sourceNames, missingFrom: translationNames) {
            body(FormatMismatch(
                kind: .missingSubstitution(name), severity: .error, source: nil, translation: nil))
        }
        for name in names(translationNames, missingFrom: sourceNames) {
            body(FormatMismatch(
                kind: .extraSubstitution(name), severity: .error, source: nil, translation: nil))
        }

        switch (source.containsArgPlaceholder, translation.containsArgPlaceholder) {
        case (true, false):
            body(FormatMismatch(
                kind: .missingArgPlaceholder, severity: .error, source: nil, translation: nil))
        case (false, true):
            body(FormatMismatch(
                kind: .extraArgPlaceholder, severity: .error, source: nil, translation: nil))
        default:
            break
        }
    }

    /// The names of `names`, in order, that `others` lacks. Most values reference no
    /// substitution, or a few, looked up one by one; a set serves a hostile value that
    /// references thousands.
    private static func names(_ names: [String], missingFrom others: [String]) -> [String] {
        guard !names.isEmpty else { return [] }
        if others.count <= 16 { return names.filter { !others.contains($0) } }
        let set = Set(others)
        return names.filter { !set.contains($0) }
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
                    kind: .typeMismatch(number), severity: .error, source: expected, translation: candidate)
            }
            if argumentSize(of: candidate) != argumentSize(of: expected) {
                return FormatMismatch(
                    kind: .lengthMismatch(number), severity: .warning, source: expected, translation: candidate)
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
            if spec.conversion == "D" || spec.conversion == "U" || spec.conversion == "O" { return 8 }
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
        // ASCII without the property lookups: its whitespace and control characters are
        // U+0000…U+0020 and U+007F.
        if c.isASCII { return c.value > 0x20 && c.value != 0x7F && c != "@" && c != "%" }
        return !c.properties.isWhitespace
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
