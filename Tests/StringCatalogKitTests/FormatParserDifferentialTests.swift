import CatalogFixtures
import Foundation
import Testing
@testable import StringCatalogKit

/// The library's format parser, numbering and argument lists give exactly what the
/// reference scalar-walking parser (`ReferenceFormat`) gives: on every string of the
/// corpus, and on many thousands of generated ones mixing specifier syntax, non-ASCII text
/// and cut-off ends.
struct FormatParserDifferentialTests {
    @Test func generatedStringsParseAsTheReferenceParsesThem() {
        var generator = FormatTextGenerator(seed: 0x5EED_F0F0)
        var previous: (tokens: [FormatToken], reference: [ReferenceFormat.Token]) = ([], [])
        for round in 0..<10_000 {
            let text = generator.text()
            for variant in [text, generator.cut(text), generator.tail(text)] {
                let substitutions = generator.substitutions(for: ReferenceFormat.substitutionNames(ReferenceFormat.parse(variant)))
                FormatParserComparison.expectSame(variant, substitutions: substitutions)
            }
            FormatParserComparison.expectSameSpecifiers(text)
            let tokens = FormatString.parse(text), reference = ReferenceFormat.parse(text)
            FormatParserComparison.expectSameEquality(tokens + previous.tokens, reference + previous.reference)
            previous = (tokens, reference)
            if round % 500 == 0 { FormatParserComparison.expectSame(generator.longText(), substitutions: [:]) }
        }
    }

    @Test func edgeCasesParseAsTheReferenceParsesThem() {
        let texts = [
            "", "%", "%%", "100%", "%\u{301}d", "%d\u{301}", "%é", "%漢", "%😀", "%\n", "%\r\n", "%5\n",
            "%\u{2028}", "%\u{85}", "%5%d", "%*0$d", "%.*0$f", "%0$d", "%00$d", "%#@@", "%#@name", "%#@name@",
            "%1$#@name@", "%0$#@name@", "%#@na me@", "%#@naé@", "%#@na\u{3000}me@", "%#@na\u{9F}@", "%#@😀@",
            "%arg", "%ar", "%a", "%argue", "%1$arg", "%9999999999999$d", "%99999999999d", "%.99999999999f",
            "%1000000000$d", "%1000000001$d", "%*2$*d", "%-+ #0'12.3lf", "%hhd%hd%lld%ld%qd%zd%td%jd%Lf",
            "%l", "%ll", "%h", "%5", "%5.", "%.", "%*", "%*2", "%*2$", "%#", "%#x", "%#@", "%1$", "%1$#",
            "%% %@ %1$@ %*.*f %#@a@ %arg %y", "%@%@%@%@%@%@%@%@%@%@%@%@%@%@%@%@%@%@",
            String(repeating: "Привет, 世界 😀 ", count: 20) + "%lld" + String(repeating: "x", count: 17) + "%",
        ]
        for text in texts {
            FormatParserComparison.expectSame(text, substitutions: ["name": SubstitutionFormat(argNum: 3, formatSpecifier: "lld"),
                                                                    "a": SubstitutionFormat(formatSpecifier: "@")])
            FormatParserComparison.expectSameSpecifiers(text)
        }
    }

    @Test func conversionCharactersHaveTheReferenceTypes() {
        var characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        characters += ["\r\n", "d\u{301}", "é", "😀", "ｄ", "\u{85}"]
        for character in characters {
            #expect(FormatArgumentType(conversion: character) == ReferenceFormat.type(conversion: character), "\(character.debugDescription)")
        }
    }

    @Test(.needsCorpus) func corpusStringsParseAsTheReferenceParsesThem() throws {
        let files = try TestSupport.corpusFiles()
        var checked = 0, strings = 0
        for file in files {
            let json = try TestSupport.jsonValue(TestSupport.bytes(file))
            var texts: [String] = []
            var substitutions: [String: SubstitutionFormat] = [:]
            Self.collect(json, into: &texts, substitutions: &substitutions)
            for text in texts {
                FormatParserComparison.expectSame(text, substitutions: substitutions)
                FormatParserComparison.expectSameSpecifiers(text)
            }
            strings += texts.count
            checked += 1
        }
        #expect(strings > 10_000)
        TestSupport.expectChecked(checked, of: files)
    }

    /// Every string of a catalog's JSON, member names included (keys are format strings
    /// too), and the `argNum` and `formatSpecifier` of every substitution by its name.
    private static func collect(_ value: JSONValue, into texts: inout [String], substitutions: inout [String: SubstitutionFormat]) {
        switch value {
        case .object(let members):
            for member in members {
                texts.append(member.key)
                if member.key == "substitutions", case .object(let entries) = member.value {
                    for entry in entries {
                        guard case .object(let fields) = entry.value else { continue }
                        var format = SubstitutionFormat()
                        for field in fields {
                            if field.key == "argNum", case .number(let n) = field.value { format.argNum = Int(n) }
                            if field.key == "formatSpecifier", case .string(let s) = field.value { format.formatSpecifier = s }
                        }
                        substitutions[entry.key] = format
                    }
                }
                collect(member.value, into: &texts, substitutions: &substitutions)
            }
        case .array(let elements):
            elements.forEach { collect($0, into: &texts, substitutions: &substitutions) }
        case .string(let text):
            texts.append(text)
        default:
            break
        }
    }
}

/// How the library's results are held against the reference's.
enum FormatParserComparison {
    /// One token as observed, in the reference's types, with its ranges as offsets and its
    /// strings as scalars (String's `==` would let canonically equivalent text pass).
    struct Observed: Equatable, CustomStringConvertible {
        let kind: ReferenceFormat.Kind
        let scalars: [[Unicode.Scalar]]
        let utf8Range: Range<Int>
        let utf16Range: Range<Int>
        let numbers: [Int?]

        init(_ token: ReferenceFormat.Token, in text: String) {
            kind = token.kind
            scalars = Self.scalars(of: token.kind) + [Array(token.text.unicodeScalars)]
            utf8Range = text.utf8.distance(from: text.startIndex, to: token.range.lowerBound)
                ..< text.utf8.distance(from: text.startIndex, to: token.range.upperBound)
            utf16Range = token.utf16Range
            numbers = [token.argumentNumber, token.widthArgumentNumber, token.precisionArgumentNumber]
        }

        /// The scalars of every string a kind holds.
        static func scalars(of kind: ReferenceFormat.Kind) -> [[Unicode.Scalar]] {
            switch kind {
            case .argument(let spec): scalars(of: spec)
            case .substitution(let name, _): [Array(name.unicodeScalars)]
            case .invalid(.unknownConversion(let conversion)): [Array(conversion.unicodeScalars)]
            default: []
            }
        }

        static func scalars(of spec: ReferenceFormat.Specifier?) -> [[Unicode.Scalar]] {
            guard let spec else { return [] }
            return [Array(spec.flags.unicodeScalars), Array(spec.canonical.unicodeScalars), Array(spec.conversion.unicodeScalars)]
        }

        var description: String { "\(kind) \(scalars.map { String(String.UnicodeScalarView($0)).debugDescription }) \(utf8Range) \(utf16Range) \(numbers)" }
    }

    /// One argument as observed, its token as above.
    struct ObservedArgument: Equatable {
        let number: Int
        let role: FormatArgument.Role
        let type: FormatArgumentType?
        let specifier: ReferenceFormat.Specifier?
        let specifierScalars: [[Unicode.Scalar]]
        let token: Observed

        init(_ argument: FormatArgument, in text: String) {
            number = argument.number
            role = argument.role
            type = argument.type
            specifier = argument.specifier.map(ReferenceFormat.Specifier.init)
            specifierScalars = Observed.scalars(of: specifier)
            token = Observed(ReferenceFormat.Token(argument.token), in: text)
        }

        init(_ argument: ReferenceFormat.Argument, of tokens: [ReferenceFormat.Token], in text: String) {
            number = argument.number
            role = argument.role
            type = argument.type
            specifier = argument.specifier
            specifierScalars = Observed.scalars(of: specifier)
            token = Observed(tokens[argument.tokenIndex], in: text)
        }
    }

    static func expectSame(_ text: String, substitutions: [String: SubstitutionFormat],
                           sourceLocation: SourceLocation = #_sourceLocation) {
        for recognizesArgPlaceholder in [true, false] {
            let tokens = FormatString.parse(text, recognizesArgPlaceholder: recognizesArgPlaceholder)
            let reference = ReferenceFormat.parse(text, recognizesArgPlaceholder: recognizesArgPlaceholder)
            expectSameTokens(tokens, reference, in: text, sourceLocation: sourceLocation)
            // The path for strings whose UTF-8 is not in one piece, which native strings never take.
            let copied = FormatParser.tokensOfCopiedBytes(in: text, recognizesArgPlaceholder: recognizesArgPlaceholder)
            expectSameTokens(copied, reference, in: text, sourceLocation: sourceLocation)
            for token in tokens {
                // Unicode-scalar aligned, as the doc comment promises.
                #expect(token.range.lowerBound.samePosition(in: text.unicodeScalars) != nil, sourceLocation: sourceLocation)
                #expect(token.range.upperBound.samePosition(in: text.unicodeScalars) != nil, sourceLocation: sourceLocation)
            }
            if recognizesArgPlaceholder {
                for (argNum, field) in [(nil, nil), (1, "lld"), (2, "@"), (nil, "d")] as [(Int?, String?)] {
                    #expect(SubstitutionPositions.placeholderForm(text, argNum: argNum, formatSpecifier: field).unicodeScalars
                        .elementsEqual(ReferenceFormat.placeholderForm(text, argNum: argNum, formatSpecifier: field).unicodeScalars),
                            "\(text.debugDescription)", sourceLocation: sourceLocation)
                    #expect(SubstitutionPositions.positionalForm(text, argNum: argNum, formatSpecifier: field).unicodeScalars
                        .elementsEqual(ReferenceFormat.positionalForm(text, argNum: argNum, formatSpecifier: field).unicodeScalars),
                            "\(text.debugDescription)", sourceLocation: sourceLocation)
                }
            }
            let format = FormatString(text, recognizesArgPlaceholder: recognizesArgPlaceholder)
            #expect(format.substitutionNames == ReferenceFormat.substitutionNames(reference), "\(text.debugDescription)", sourceLocation: sourceLocation)
            #expect(format.containsArgPlaceholder == reference.contains { $0.kind == .argPlaceholder }, sourceLocation: sourceLocation)
            for subs in [[:], substitutions] {
                for ignoringProseLike in [false, true] {
                    let arguments = format.arguments(substitutions: subs, ignoringProseLike: ignoringProseLike)
                    let expected = ReferenceFormat.arguments(reference, substitutions: subs, ignoringProseLike: ignoringProseLike)
                    let observed = arguments.map { ObservedArgument($0, in: text) }
                    let wanted = expected.map { ObservedArgument($0, of: reference, in: text) }
                    #expect(observed == wanted, "\(text.debugDescription) ignoringProseLike: \(ignoringProseLike)", sourceLocation: sourceLocation)
                }
            }
        }
    }

    static func expectSameTokens(_ tokens: [FormatToken], _ reference: [ReferenceFormat.Token], in text: String,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        let observed = tokens.map { Observed(ReferenceFormat.Token($0), in: text) }
        let expected = reference.map { Observed($0, in: text) }
        #expect(observed == expected, "\(text.debugDescription)", sourceLocation: sourceLocation)
        // String.Index equality as the reference's: tokens are compared in checks.
        #expect(tokens.map(\.range) == reference.map(\.range), "\(text.debugDescription)", sourceLocation: sourceLocation)
    }

    /// `FormatSpecifier(_:)` and `FormatSpecifier(formatSpecifierField:)` on the text, on it
    /// without its first scalar, and on each of its `%`-started pieces.
    static func expectSameSpecifiers(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var candidates = [text, String(text.unicodeScalars.dropFirst())]
        candidates += text.split(separator: "%", omittingEmptySubsequences: false).dropFirst().map { "%" + $0 }
        for candidate in candidates {
            let specifier = FormatSpecifier(candidate).map(ReferenceFormat.Specifier.init)
            let expected = ReferenceFormat.Specifier(candidate)
            #expect(specifier == expected && Observed.scalars(of: specifier) == Observed.scalars(of: expected),
                    "\(candidate.debugDescription)", sourceLocation: sourceLocation)
            let field = FormatSpecifier(formatSpecifierField: candidate).map(ReferenceFormat.Specifier.init)
            let expectedField = ReferenceFormat.Specifier(formatSpecifierField: candidate)
            #expect(field == expectedField && Observed.scalars(of: field) == Observed.scalars(of: expectedField),
                    "field \(candidate.debugDescription)", sourceLocation: sourceLocation)
        }
    }

    /// Two tokens (and two specifiers) are equal, and hash alike, exactly when the
    /// reference's are equal.
    static func expectSameEquality(_ tokens: [FormatToken], _ reference: [ReferenceFormat.Token],
                                   sourceLocation: SourceLocation = #_sourceLocation) {
        guard tokens.count == reference.count else { return }  // reported by expectSame
        for i in tokens.indices {
            for j in tokens.indices {
                #expect((tokens[i] == tokens[j]) == (reference[i] == reference[j]), sourceLocation: sourceLocation)
                if tokens[i] == tokens[j] { #expect(tokens[i].hashValue == tokens[j].hashValue, sourceLocation: sourceLocation) }
                let a = tokens[i].specifier, b = tokens[j].specifier
                #expect((a == b) == (reference[i].specifier == reference[j].specifier), sourceLocation: sourceLocation)
                if let a, let b, a == b { #expect(a.hashValue == b.hashValue, sourceLocation: sourceLocation) }
            }
        }
    }
}

extension ReferenceFormat.Specifier {
    /// The library's specifier in the reference's terms.
    init(_ spec: FormatSpecifier) {
        self.init(position: spec.position, flags: spec.flags, width: spec.width, precision: spec.precision,
                  length: spec.length, conversion: spec.conversion, type: spec.type, canonical: spec.canonical)
    }
}

extension ReferenceFormat.Token {
    /// The library's token in the reference's terms.
    init(_ token: FormatToken) {
        let kind: ReferenceFormat.Kind
        switch token.kind {
        case .argument(let spec): kind = .argument(ReferenceFormat.Specifier(spec))
        case .literalPercent: kind = .literalPercent
        case .substitution(let name, let position): kind = .substitution(name: name, position: position)
        case .argPlaceholder: kind = .argPlaceholder
        case .invalid(let reason): kind = .invalid(reason)
        }
        self.init(kind: kind, text: token.text, range: token.range, utf16Range: token.utf16Range,
                  argumentNumber: token.argumentNumber, widthArgumentNumber: token.widthArgumentNumber,
                  precisionArgumentNumber: token.precisionArgumentNumber)
    }
}

/// Deterministic strings built of the pieces format strings are made of, and of text that
/// trips a byte-level parser: combining marks, 2-, 3- and 4-byte scalars, line breaks,
/// controls and non-ASCII whitespace.
struct FormatTextGenerator {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func below(_ n: Int) -> Int { random.below(n) }

    static let syntax = [
        "%", "%", "%", "%", "%", "%", "%%", "$", "$", "#@", "#@", "#", "@", "@", "*", "*", ".", ".",
        "-", "+", " ", " ", "'", "0", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "00", "999999999999", "1000000000",
        "h", "hh", "l", "ll", "q", "z", "t", "j", "L",
        "d", "i", "u", "x", "X", "o", "D", "U", "O", "f", "F", "e", "E", "g", "G", "a", "A",
        "c", "C", "s", "S", "p", "n", "@", "d", "@", "arg", "ar", "rg", "y", "k", "r", "w",
        "%arg", "%#@", "%1$", "%2$", "%lld", "%@", "%d", "%*", "%.*", "%1$#@", "@ ",
    ]
    static let text = [
        "name", "total.strings", "_", "Hello ", "ab", " one", "\u{301}", "\u{20DD}", "漢字", "н", "é",
        "e\u{301}", "😀", "👍🏽", "🇫🇷", "\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{85}", "\u{0B}",
        "\u{0C}", "\t", "\u{3000}", "\u{A0}", "\u{7F}", "\u{0}", "\u{9F}", "\u{200B}", "\u{FEFF}", "ß",
        "\u{10FFFF}", "\u{E000}",
    ]

    mutating func piece() -> String {
        switch below(3) {
        case 0: pick(Self.text)
        case 1: pick(Self.syntax)
        default: specifier()
        }
    }

    mutating func pick(_ pieces: [String]) -> String { pieces[below(pieces.count)] }

    static let numbers = ["0", "1", "2", "7", "10", "00", "01", "12", "999999999999", "1000000000", "1000000001"]
    static let names = ["name", "a", "total.strings", "файлы", "na me", "naé", "😀", "n\u{301}", "a%b", "a\tb", "x\u{3000}"]
    static let flags = ["-", "+", " ", "#", "0", "'"]
    static let lengths = ["h", "hh", "l", "ll", "q", "z", "t", "j", "L"]
    static let conversions = ["d", "i", "u", "x", "X", "o", "D", "U", "O", "f", "F", "e", "E", "g", "G", "a", "A",
                              "c", "C", "s", "S", "p", "n", "@", "y", "%", "\n", "\u{301}", "é", "😀", " "]

    /// Something shaped like a specifier, each part there or not, some of them wrong: the
    /// deep paths of the parser, which random pieces seldom reach.
    mutating func specifier() -> String {
        var result = "%"
        if below(3) == 0 { result += pick(Self.numbers) + (below(4) == 0 ? "" : "$") }
        if below(5) == 0 {
            return result + "#@" + (below(5) == 0 ? "" : pick(Self.names)) + (below(4) == 0 ? "" : "@")
        }
        for _ in 0..<below(3) { result += pick(Self.flags) }
        result += amount()
        if below(3) == 0 { result += "." + amount() }
        if below(3) == 0 { result += pick(Self.lengths) }
        if below(8) != 0 { result += pick(Self.conversions) }
        return result
    }

    /// A width or precision: none, digits, `*`, `*n`, `*n$`.
    mutating func amount() -> String {
        switch below(4) {
        case 0: pick(Self.numbers)
        case 1: "*" + (below(2) == 0 ? pick(Self.numbers) + (below(4) == 0 ? "" : "$") : "")
        default: ""
        }
    }

    mutating func text() -> String {
        var result = ""
        for _ in 0..<below(15) { result += piece() }
        return result
    }

    /// A text of some hundred pieces with long runs of ASCII and of non-ASCII text between
    /// them, so that `%` falls at every place of a word-sized block.
    mutating func longText() -> String {
        var result = ""
        for _ in 0..<(50 + below(100)) {
            switch below(4) {
            case 0: result += String(repeating: "x", count: below(40))
            case 1: result += String(repeating: ["é", "漢", "😀"][below(3)], count: below(12))
            default: result += piece()
            }
        }
        return result
    }

    /// The text cut after a random scalar: a specifier cut short.
    mutating func cut(_ text: String) -> String {
        let scalars = text.unicodeScalars
        return String(String.UnicodeScalarView(scalars.prefix(below(scalars.count + 1))))
    }

    /// The text from a random scalar on: starting inside a specifier.
    mutating func tail(_ text: String) -> String {
        let scalars = text.unicodeScalars
        return String(String.UnicodeScalarView(scalars.dropFirst(below(scalars.count + 1))))
    }

    /// `argNum`s and `formatSpecifier`s for the names, valid and not.
    mutating func substitutions(for names: [String]) -> [String: SubstitutionFormat] {
        let fields: [String?] = [nil, "lld", "d", "@", "%d", "", "1$lld", "f", "ld x", "hhu", "0$d", "*d", "-5.2f", "d\u{301}", "%"]
        var result: [String: SubstitutionFormat] = [:]
        for name in names {
            result[name] = SubstitutionFormat(argNum: below(3) == 0 ? nil : 1 + below(4), formatSpecifier: fields[below(fields.count)])
        }
        return result
    }
}
