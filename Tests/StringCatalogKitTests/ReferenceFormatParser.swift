@testable import StringCatalogKit

/// The format parser as it was before it worked over UTF-8 bytes: a walk over the string's
/// Unicode scalars, straightforward and slow. Kept, with types of its own, as the reference
/// `FormatParserDifferentialTests` checks the library's parser, numbering and argument
/// lists against; it is not used by the library. Change it only together with a deliberate
/// change of what the library's parser reads.
enum ReferenceFormat {
    struct Specifier: Hashable {
        let position: Int?
        let flags: String
        let width: FormatAmount?
        let precision: FormatAmount?
        let length: FormatLengthModifier?
        let conversion: Character
        let type: FormatArgumentType
        let canonical: String

        var looksLikeProse: Bool {
            position == nil && width == nil && precision == nil
                && !flags.isEmpty && flags.allSatisfy { $0 == " " }
        }

        /// `FormatSpecifier.init?(_:)` as it was.
        init?(_ text: String) {
            let tokens = ReferenceFormat.parse(text, recognizesArgPlaceholder: false)
            guard tokens.count == 1, let token = tokens.first, token.text == text,
                  case .argument(let spec) = token.kind else { return nil }
            self = spec
        }

        /// `FormatSpecifier.init?(formatSpecifierField:)` as it was.
        init?(formatSpecifierField field: String) {
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

    enum Kind: Hashable {
        case argument(Specifier)
        case literalPercent
        case substitution(name: String, position: Int?)
        case argPlaceholder
        case invalid(FormatInvalidReason)
    }

    struct Token: Hashable {
        let kind: Kind
        let text: String
        let range: Range<String.Index>
        let utf16Range: Range<Int>
        var argumentNumber: Int?
        var widthArgumentNumber: Int?
        var precisionArgumentNumber: Int?

        var specifier: Specifier? {
            if case .argument(let spec) = kind { return spec }
            return nil
        }
    }

    struct Argument: Hashable {
        let number: Int
        let role: FormatArgument.Role
        let type: FormatArgumentType?
        let specifier: Specifier?
        /// The place of the token read among the string's tokens.
        let tokenIndex: Int
    }

    struct Numbers {
        var value: Int?
        var width: Int?
        var precision: Int?
    }

    static func parse(_ text: String, recognizesArgPlaceholder: Bool = true) -> [Token] {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return [] }
        var parser = Parser(text: text, recognizesArgPlaceholder: recognizesArgPlaceholder)
        var tokens = parser.tokens()
        for (i, numbers) in numbers(for: tokens).enumerated() {
            guard let numbers else { continue }
            tokens[i].argumentNumber = numbers.value
            tokens[i].widthArgumentNumber = numbers.width
            tokens[i].precisionArgumentNumber = numbers.precision
        }
        return tokens
    }

    static func numbers(
        for tokens: [Token],
        skipping skip: (Token) -> Bool = { _ in false },
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

    /// `FormatString.arguments(substitutions:ignoringProseLike:)` as it was.
    static func arguments(
        _ tokens: [Token], substitutions: [String: SubstitutionFormat], ignoringProseLike: Bool
    ) -> [Argument] {
        let numbers = numbers(
            for: tokens,
            skipping: { ignoringProseLike && ($0.specifier?.looksLikeProse ?? false) },
            substitutionArgNum: { substitutions[$0]?.argNum })
        var result: [Argument] = []
        for (index, numbers) in numbers.enumerated() {
            guard let numbers, let value = numbers.value else { continue }
            switch tokens[index].kind {
            case .argument(let spec):
                if let width = numbers.width {
                    result.append(Argument(number: width, role: .width, type: .integer, specifier: nil, tokenIndex: index))
                }
                if let precision = numbers.precision {
                    result.append(Argument(number: precision, role: .precision, type: .integer, specifier: nil, tokenIndex: index))
                }
                result.append(Argument(number: value, role: .value, type: spec.type, specifier: spec, tokenIndex: index))
            case .substitution(let name, _):
                let spec = substitutions[name]?.formatSpecifier.flatMap { Specifier(formatSpecifierField: $0) }
                result.append(Argument(number: value, role: .substitution(name), type: spec?.type, specifier: spec, tokenIndex: index))
            default:
                break
            }
        }
        let order = result.indices.sorted { (result[$0].number, $0) < (result[$1].number, $1) }
        return order.map { result[$0] }
    }

    /// `FormatString.substitutionNames` as it was.
    static func substitutionNames(_ tokens: [Token]) -> [String] {
        var seen = Set<String>()
        return tokens.compactMap { token -> String? in
            if case .substitution(let name, _) = token.kind { return name }
            return nil
        }.filter { seen.insert($0).inserted }
    }

    /// `FormatArgumentType(conversion:)` as it was.
    static func type(conversion: Character) -> FormatArgumentType? {
        switch conversion {
        case "@": .object
        case "d", "i", "D": .integer
        case "u", "o", "x", "X", "U", "O": .unsignedInteger
        case "f", "F", "e", "E", "g", "G", "a", "A": .floatingPoint
        case "c", "C": .character
        case "s", "S": .cString
        case "p": .pointer
        case "n": .count
        default: nil
        }
    }

    /// `SubstitutionPositions.placeholderForm` as it was.
    static func placeholderForm(_ value: String, argNum: Int?, formatSpecifier: String? = nil) -> String {
        let tokens = parse(value)
        let arguments = tokens.filter { $0.specifier != nil }
        let expected = formatSpecifier.flatMap { Specifier(formatSpecifierField: $0) }?.type.matchingClass
        return replacing(in: value) { token in
            guard let spec = token.specifier else { return nil }
            if let expected, spec.type.matchingClass != expected { return nil }
            if let position = spec.position { return position == (argNum ?? 1) ? "%arg" : nil }
            return arguments.count == 1 ? "%arg" : nil
        }
    }

    /// `SubstitutionPositions.positionalForm` as it was.
    static func positionalForm(_ value: String, argNum: Int?, formatSpecifier: String?) -> String {
        let specifier = formatSpecifier ?? "lld"
        let replacement = "%" + (argNum.map { "\($0)$" } ?? "") + specifier
        return replacing(in: value) { $0.kind == .argPlaceholder ? replacement : nil }
    }

    private static func replacing(in value: String, _ replacement: (Token) -> String?) -> String {
        let tokens = parse(value)
        guard !tokens.isEmpty else { return value }
        var out = ""
        var copied = value.startIndex
        for token in tokens {
            guard let text = replacement(token) else { continue }
            out += value[copied..<token.range.lowerBound]
            out += text
            copied = token.range.upperBound
        }
        out += value[copied...]
        return out
    }

    static func isSubstitutionNameScalar(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII { return c.value > 0x20 && c.value != 0x7F && c != "@" && c != "%" }
        return !c.properties.isWhitespace
            && c.properties.generalCategory != .control
    }

    /// Scans the string's Unicode scalars one at a time.
    struct Parser {
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

        mutating func tokens() -> [Token] {
            var result: [Token] = []
            while let c = current {
                guard c == "%" else { advance(); continue }
                let start = index, startUTF16 = utf16Offset
                advance()
                let kind = specifierKind()
                result.append(Token(
                    kind: kind, text: String(scalars[start..<index]),
                    range: start..<index, utf16Range: startUTF16..<utf16Offset))
            }
            return result
        }

        private mutating func specifierKind() -> Kind {
            guard let first = current else { return .invalid(.incomplete) }
            if first == "%" {
                advance()
                return .literalPercent
            }
            if recognizesArgPlaceholder, first == "a", peek(1) == "r", peek(2) == "g" {
                advance(); advance(); advance()
                return .argPlaceholder
            }

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
            guard let type = ReferenceFormat.type(conversion: conversion) else {
                if conversionScalar != "%", !conversion.isNewline { advance() }
                return .invalid(.unknownConversion(conversion))
            }
            advance()
            return .argument(Specifier(
                position: position, flags: flags, width: width, precision: precision,
                length: length, conversion: conversion, type: type,
                canonical: String(scalars[bodyStart..<index])))
        }

        private mutating func starAmount() -> FormatAmount? {
            guard let c = current, Self.isDigit(c) else { return .nextArgument }
            let saved = self
            let number = readNumber()
            guard current == "$" else {
                self = saved
                return .nextArgument
            }
            advance()
            return number == 0 ? nil : .argument(number)
        }

        private mutating func substitutionKind(position: Int?) -> Kind {
            var name = ""
            while let c = current {
                if c == "@" {
                    advance()
                    return name.isEmpty
                        ? .invalid(.emptySubstitutionName)
                        : .substitution(name: name, position: position)
                }
                guard ReferenceFormat.isSubstitutionNameScalar(c) else { break }
                name.unicodeScalars.append(c)
                advance()
            }
            return .invalid(.unterminatedSubstitution)
        }

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
}
