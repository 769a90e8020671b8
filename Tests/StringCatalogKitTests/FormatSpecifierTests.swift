import Foundation
import Testing
@testable import StringCatalogKit

// MARK: - Helpers

private func kinds(_ text: String) -> [FormatToken.Kind] {
    FormatString(text).tokens.map(\.kind)
}

private func onlySpecifier(_ text: String) throws -> FormatSpecifier {
    let tokens = FormatString(text).tokens
    try #require(tokens.count == 1, "\(text): \(tokens)")
    return try #require(tokens[0].specifier, "\(text) is not an argument: \(tokens[0].kind)")
}

/// Every token's ranges must select its text, tokens must not overlap, and no `%` may be
/// left outside a token.
private func checkRanges(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let format = FormatString(text)
    let utf16 = Array(text.utf16)
    var previousEnd = text.startIndex
    var percentsInTokens = 0
    for token in format.tokens {
        #expect(String(text.unicodeScalars[token.range]) == token.text, sourceLocation: sourceLocation)
        #expect(Array(utf16[token.utf16Range]) == Array(token.text.utf16), sourceLocation: sourceLocation)
        #expect(token.range.lowerBound >= previousEnd, sourceLocation: sourceLocation)
        #expect(!token.text.isEmpty && token.text.unicodeScalars.first == "%", sourceLocation: sourceLocation)
        previousEnd = token.range.upperBound
        percentsInTokens += token.text.unicodeScalars.filter { $0 == "%" }.count
    }
    #expect(percentsInTokens == text.unicodeScalars.filter { $0 == "%" }.count, "\(text)", sourceLocation: sourceLocation)
}

// MARK: - Conversions

struct FormatSpecifierConversionTests {
    static let conversions: [(String, FormatArgumentType, String)] = [
        ("%@", .object, "@"),
        ("%d", .integer, "d"), ("%i", .integer, "i"), ("%D", .integer, "D"),
        ("%u", .unsignedInteger, "u"), ("%x", .unsignedInteger, "x"), ("%X", .unsignedInteger, "X"),
        ("%o", .unsignedInteger, "o"), ("%U", .unsignedInteger, "U"), ("%O", .unsignedInteger, "O"),
        ("%ld", .integer, "ld"), ("%lld", .integer, "lld"), ("%lu", .unsignedInteger, "lu"),
        ("%llu", .unsignedInteger, "llu"), ("%hd", .integer, "hd"), ("%hhd", .integer, "hhd"),
        ("%zd", .integer, "zd"), ("%qd", .integer, "qd"), ("%td", .integer, "td"), ("%jd", .integer, "jd"),
        ("%f", .floatingPoint, "f"), ("%F", .floatingPoint, "F"), ("%g", .floatingPoint, "g"),
        ("%G", .floatingPoint, "G"), ("%e", .floatingPoint, "e"), ("%E", .floatingPoint, "E"),
        ("%a", .floatingPoint, "a"), ("%A", .floatingPoint, "A"), ("%Lf", .floatingPoint, "Lf"),
        ("%lf", .floatingPoint, "lf"),
        ("%s", .cString, "s"), ("%S", .cString, "S"), ("%ls", .cString, "ls"),
        ("%c", .character, "c"), ("%C", .character, "C"), ("%lc", .character, "lc"),
        ("%p", .pointer, "p"), ("%n", .count, "n"),
    ]

    @Test(arguments: conversions)
    func conversion(text: String, type: FormatArgumentType, typeSpecifier: String) throws {
        let spec = try onlySpecifier(text)
        #expect(spec.type == type)
        #expect(spec.typeSpecifier == typeSpecifier)
        #expect(spec.canonical == typeSpecifier)
        #expect(spec.position == nil)
        #expect(spec.description == text)
        #expect(FormatString(text).tokens[0].argumentNumber == 1)
        #expect(FormatString(text).arguments.map(\.type) == [type])
    }

    @Test func lengthModifiers() throws {
        let expected: [(String, FormatLengthModifier?)] = [
            ("%d", nil), ("%hhd", .hh), ("%hd", .h), ("%ld", .l), ("%lld", .ll), ("%qd", .q),
            ("%zd", .z), ("%td", .t), ("%jd", .j), ("%Lf", .L),
        ]
        for (text, length) in expected {
            #expect(try onlySpecifier(text).length == length, "\(text)")
        }
    }

    @Test func flagsWidthAndPrecision() throws {
        let spec = try onlySpecifier("%-+ #0'12.3lf")
        #expect(spec.flags == "-+ #0'")
        #expect(spec.width == .fixed(12))
        #expect(spec.precision == .fixed(3))
        #expect(spec.length == .l)
        #expect(spec.conversion == "f")
        #expect(spec.canonical == "-+ #0'12.3lf")
        #expect(spec.typeSpecifier == "lf")

        let zeroPadded = try onlySpecifier("%08x")
        #expect(zeroPadded.flags == "0")
        #expect(zeroPadded.width == .fixed(8))

        let barePrecision = try onlySpecifier("%.f")
        #expect(barePrecision.precision == .fixed(0))
        #expect(try onlySpecifier("%.3f").precision == .fixed(3))
        #expect(try onlySpecifier("%-10@").width == .fixed(10))
        #expect(try onlySpecifier("%#x").flags == "#")
    }

    @Test func starWidthAndPrecisionConsumeArguments() throws {
        let format = FormatString("%*d %.*f %s")
        let tokens = format.tokens
        #expect(tokens.count == 3)
        #expect(tokens[0].specifier?.width == .nextArgument)
        #expect(tokens[0].widthArgumentNumber == 1)
        #expect(tokens[0].argumentNumber == 2)
        #expect(tokens[1].specifier?.precision == .nextArgument)
        #expect(tokens[1].precisionArgumentNumber == 3)
        #expect(tokens[1].argumentNumber == 4)
        #expect(tokens[2].argumentNumber == 5)
        #expect(format.arguments.map(\.number) == [1, 2, 3, 4, 5])
        #expect(format.arguments.map(\.role) == [.width, .value, .precision, .value, .value])
        #expect(format.arguments.map(\.type) == [.integer, .integer, .integer, .floatingPoint, .cString])
        #expect(format.argumentCount == 5)
    }

    @Test func positionalStar() throws {
        let format = FormatString("%1$*2$.*3$f")
        let spec = try #require(format.tokens.first?.specifier)
        #expect(spec.position == 1)
        #expect(spec.width == .argument(2))
        #expect(spec.precision == .argument(3))
        #expect(spec.canonical == "*2$.*3$f")
        #expect(format.arguments.map(\.number) == [1, 2, 3])
        #expect(format.arguments.map(\.role) == [.value, .width, .precision])
        #expect(!format.mixesPositionalAndImplicitArguments)
    }

    @Test func positionalArguments() throws {
        let format = FormatString("%2$@ owes %1$lld to %2$@")
        #expect(format.tokens.map(\.argumentNumber) == [2, 1, 2])
        let spec = try #require(format.tokens[1].specifier)
        #expect(spec.position == 1)
        #expect(spec.canonical == "lld")
        #expect(spec.description == "%1$lld")
        #expect(format.tokens[1].text == "%1$lld")
        #expect(format.arguments.map(\.number) == [1, 2, 2])
        #expect(format.argumentCount == 2)
        #expect(format.usesPositionalArguments)
        #expect(!format.mixesPositionalAndImplicitArguments)
    }

    @Test func implicitNumbersSkipPositionalOnes() {
        // Foundation's rule: positional specifiers do not advance the implicit counter.
        let format = FormatString("%2$@ %@ %d")
        #expect(format.tokens.map(\.argumentNumber) == [2, 1, 2])
        #expect(format.mixesPositionalAndImplicitArguments)
        #expect(FormatString("%*2$d").mixesPositionalAndImplicitArguments)
        #expect(FormatString("%1$*d").mixesPositionalAndImplicitArguments)
        #expect(FormatString("%1$#@a@ %@").mixesPositionalAndImplicitArguments)
        #expect(!FormatString("%@ %*.*f %#@a@").mixesPositionalAndImplicitArguments)
    }

    @Test func parsesSingleSpecifierAndFormatSpecifierField() throws {
        #expect(FormatSpecifier("%1$lld")?.canonical == "lld")
        #expect(FormatSpecifier("%1$lld")?.position == 1)
        #expect(FormatSpecifier("%d items") == nil)
        #expect(FormatSpecifier("%%") == nil)
        #expect(FormatSpecifier("%y") == nil)
        for field in ["lld", "d", "ld"] {
            let spec = try #require(FormatSpecifier(formatSpecifierField: field))
            #expect(spec.typeSpecifier == field)
            #expect(spec.type == .integer)
        }
        #expect(FormatSpecifier(formatSpecifierField: "%d") == nil)
        #expect(FormatSpecifier(formatSpecifierField: "") == nil)
    }
}

// MARK: - Percent, substitutions, %arg, invalid

struct FormatSpecifierSpecialTokenTests {
    @Test func doublePercentIsNotAnArgument() throws {
        let format = FormatString("%lld%% Finished, 50%% off")
        let lld = try #require(FormatSpecifier("%lld"))
        #expect(format.tokens.map(\.kind) == [.argument(lld), .literalPercent, .literalPercent])
        #expect(format.arguments.count == 1)
        #expect(format.invalidTokens.isEmpty)
        #expect(FormatString("%%d").arguments.isEmpty)
        #expect(kinds("%%%d").count == 2)
    }

    @Test func substitutionTokens() {
        let plain = FormatString("%#@files@")
        #expect(plain.tokens.map(\.kind) == [.substitution(name: "files", position: nil)])
        #expect(plain.tokens[0].argumentNumber == 1)
        #expect(plain.substitutionNames == ["files"])

        let positional = FormatString("%1$#@files@ in %2$#@folders@")
        #expect(positional.tokens.map(\.kind) == [
            .substitution(name: "files", position: 1), .substitution(name: "folders", position: 2),
        ])
        #expect(positional.tokens.map(\.text) == ["%1$#@files@", "%2$#@folders@"])
        #expect(positional.substitutionNames == ["files", "folders"])
        #expect(positional.arguments.map(\.role) == [.substitution("files"), .substitution("folders")])
        #expect(positional.arguments.allSatisfy { $0.type == nil })
    }

    @Test func substitutionNamesMayContainDotsAndUnicode() {
        #expect(kinds("%#@total.strings@") == [.substitution(name: "total.strings", position: nil)])
        #expect(kinds("%#@файлы_2@") == [.substitution(name: "файлы_2", position: nil)])
        #expect(FormatString.isValidSubstitutionName("count_posts"))
        #expect(!FormatString.isValidSubstitutionName("two words"))
        #expect(!FormatString.isValidSubstitutionName("a@b"))
        #expect(!FormatString.isValidSubstitutionName(""))
    }

    @Test func malformedSubstitutions() {
        #expect(kinds("%#@files") == [.invalid(.unterminatedSubstitution)])
        #expect(kinds("%#@two words@") == [.invalid(.unterminatedSubstitution)])
        #expect(FormatString("%#@two words@").tokens[0].text == "%#@two")
        #expect(kinds("%#@@") == [.invalid(.emptySubstitutionName)])
        // `#` without `@` is the alternate-form flag.
        #expect(FormatString("%#o").tokens[0].specifier?.flags == "#")
    }

    @Test func argPlaceholder() {
        let format = FormatString("%arg допісы ад ")
        #expect(format.tokens.map(\.kind) == [.argPlaceholder])
        #expect(format.tokens[0].text == "%arg")
        #expect(format.tokens[0].argumentNumber == nil)
        #expect(format.arguments.isEmpty)
        #expect(format.containsArgPlaceholder)
        // Placeholders do not take an implicit number.
        #expect(FormatString("%arg of %@").tokens.map(\.argumentNumber) == [nil, 1])
        // Outside substitution forms printf would read `%a` then "rg".
        let raw = FormatString("%arg", recognizesArgPlaceholder: false)
        #expect(raw.tokens.map(\.text) == ["%a"])
        #expect(raw.tokens[0].specifier?.type == .floatingPoint)
    }

    @Test func trailingPercentIsInvalid() {
        // Decision: a lone `%` at the end ("100%") is reported as invalid (incomplete), not
        // as a literal: Foundation would not print it reliably once the string is formatted.
        #expect(kinds("%") == [.invalid(.incomplete)])
        #expect(kinds("100%") == [.invalid(.incomplete)])
        #expect(FormatString("100%").tokens[0].text == "%")
        #expect(FormatString("100%").arguments.isEmpty)
        #expect(kinds("%l") == [.invalid(.incomplete)])
        #expect(kinds("%1$") == [.invalid(.incomplete)])
        #expect(kinds("%-5.2") == [.invalid(.incomplete)])
    }

    @Test func unknownConversionIsInvalid() {
        let format = FormatString("a %y b")
        #expect(format.tokens.map(\.kind) == [.invalid(.unknownConversion("y"))])
        #expect(format.tokens[0].text == "%y")
        #expect(format.invalidTokens.count == 1)
        #expect(format.arguments.isEmpty)
        #expect(kinds("%0$d") == [.invalid(.zeroPosition)])
        #expect(kinds("%*0$d") == [.invalid(.zeroPosition)])
        // A second `%` starts a new token; a line break is never swallowed.
        #expect(FormatString("%5%d").tokens.map(\.text) == ["%5", "%d"])
        #expect(FormatString("%\nx").tokens.map(\.text) == ["%"])
        #expect(FormatString("%$11d").tokens.map(\.text) == ["%$"])
        #expect(FormatString("%100 uyumlu").tokens.map(\.text) == ["%100 "])
        #expect(FormatReasonText.of("%y").contains("'y'"))
    }

    @Test func spaceFlagFollowsPrintfButIsMarkedProseLike() throws {
        // printf reads "100% native" as `% n`; the token says it probably is not meant.
        let native = try onlySpecifier("100% native")
        #expect(native.type == .count)
        #expect(native.flags == " ")
        #expect(native.looksLikeProse)
        #expect(try !onlySpecifier("%d").looksLikeProse)
        #expect(try !onlySpecifier("%1$ a").looksLikeProse)

        // A string without real arguments is most likely never formatted: by default its
        // prose-like specifiers are text.
        let plain = FormatString("Yes, it runs 100% native.")
        let plainTranslation = FormatString("Sí, se ejecuta 100% de forma nativa.")
        #expect(plain.mismatches(against: plainTranslation).isEmpty)
        #expect(plain.mismatches(against: plainTranslation, proseLike: .treatAsArguments).map(\.kind) == [.typeMismatch(1)])

        // With real arguments the string is formatted, so `% d` really consumes one.
        let source = FormatString("Yes, it runs 100% native, %@.")
        let translation = FormatString("Sí, se ejecuta 100% de forma nativa, %@.")
        #expect(!source.isCompatible(with: translation))
        #expect(source.isCompatible(with: translation, proseLike: .ignore))
        let formatted = FormatString("%lld%% off").mismatches(against: FormatString("%lld % de réduction"))
        #expect(formatted.map(\.kind) == [.extraArgument(2)])
        // Ignoring them also renumbers what follows.
        #expect(source.arguments(substitutions: [:], ignoringProseLike: true).map(\.number) == [1])
    }
}

private enum FormatReasonText {
    static func of(_ text: String) -> String {
        guard case .invalid(let reason)? = FormatString(text).tokens.first?.kind else { return "" }
        return reason.description
    }
}

// MARK: - Compatibility

struct FormatCompatibilityTests {
    @Test func reorderedPositionalArgumentsAreCompatible() {
        let source = FormatString("%1$@ %2$lld")
        let translation = FormatString("%2$lld %1$@")
        #expect(source.mismatches(against: translation).isEmpty)
        #expect(source.isCompatible(with: translation))
        // Implicit in the source, positional in the translation.
        #expect(FormatString("%@ has %lld").mismatches(against: FormatString("%2$lld: %1$@")).isEmpty)
    }

    @Test func objectVersusIntegerIsIncompatible() throws {
        let mismatches = FormatString("%@").mismatches(against: FormatString("%d"))
        let mismatch = try #require(mismatches.first)
        #expect(mismatches.count == 1)
        #expect(mismatch.kind == .typeMismatch(1))
        #expect(mismatch.severity == .error)
        #expect(mismatch.message == "Argument 1 is %d (integer) in the translation but %@ (object) in the source")
        #expect(!FormatString("%@").isCompatible(with: FormatString("%d")))
    }

    @Test func lengthDifferenceIsAWarning() throws {
        let mismatches = FormatString("%lld").mismatches(against: FormatString("%d"))
        let mismatch = try #require(mismatches.first)
        #expect(mismatches.count == 1)
        #expect(mismatch.kind == .lengthMismatch(1))
        #expect(mismatch.severity == .warning)
        #expect(mismatch.message.contains("%d") && mismatch.message.contains("%lld"))
        #expect(FormatString("%lld").isCompatible(with: FormatString("%d")))
        // Same size on 64-bit: no report at all.
        #expect(FormatString("%lld").mismatches(against: FormatString("%ld")).isEmpty)
        #expect(FormatString("%lld").mismatches(against: FormatString("%qd")).isEmpty)
        // Signed / unsigned / hex are one integer class, floating conversions one class.
        #expect(FormatString("%d").mismatches(against: FormatString("%u")).isEmpty)
        #expect(FormatString("%x").mismatches(against: FormatString("%i")).isEmpty)
        #expect(FormatString("%.2f").mismatches(against: FormatString("%g")).isEmpty)
    }

    @Test func missingAndExtraArguments() {
        let missing = FormatString("%@ and %@").mismatches(against: FormatString("%@"))
        #expect(missing.map(\.kind) == [.missingArgument(2)])
        #expect(missing[0].message == "Argument 2 (%@) is missing from the translation")
        let extra = FormatString("%@").mismatches(against: FormatString("%1$@ %2$d"))
        #expect(extra.map(\.kind) == [.extraArgument(2)])
        #expect(FormatString("no args").mismatches(against: FormatString("still none %%")).isEmpty)
    }

    @Test func repeatedUseIsChecked() {
        let mismatches = FormatString("%1$@").mismatches(against: FormatString("%1$@ (%1$d)"))
        #expect(mismatches.map(\.kind) == [.typeMismatch(1)])
    }

    @Test func starWidthCountsAsAnArgument() {
        let mismatches = FormatString("%*d").mismatches(against: FormatString("%d"))
        // Argument 1 is the width (an int) in the source and the value `%d` in the translation.
        #expect(mismatches.map(\.kind) == [.missingArgument(2)])
        #expect(FormatString("%*d").mismatches(against: FormatString("%2$d %1$d")).isEmpty)
    }

    @Test func substitutionsAreComparedByNameAndType() {
        // The xcstrings-tool Substitution fixture: `%@` is 1, the substitutions 2 and 3.
        let value = FormatString("%@! There %#@total.strings@ and you have %#@remaining.strings@ remaining")
        #expect(value.tokens.map(\.argumentNumber) == [1, 2, 3])
        let subs = [
            "total.strings": SubstitutionFormat(argNum: 2, formatSpecifier: "lld"),
            "remaining.strings": SubstitutionFormat(argNum: 3, formatSpecifier: "lld"),
        ]
        let args = value.arguments(substitutions: subs)
        #expect(args.map(\.number) == [1, 2, 3])
        #expect(args.map(\.type) == [.object, .integer, .integer])
        #expect(args[1].displayText == "%#@total.strings@ (lld)")

        // Translator swapped the order with positions: still fine.
        let reordered = FormatString("%3$#@remaining.strings@ left of %2$#@total.strings@, %1$@!")
        #expect(FormatString.mismatches(source: value, translation: reordered,
                                        sourceSubstitutions: subs, translationSubstitutions: subs).isEmpty)

        // A substitution replaced by a plain `%lld` matches by type; the name is reported.
        let inlined = FormatString("%@! %lld strings, %#@remaining.strings@ remaining")
        let mismatches = FormatString.mismatches(source: value, translation: inlined,
                                                 sourceSubstitutions: subs, translationSubstitutions: subs)
        #expect(mismatches.map(\.kind) == [.missingSubstitution("total.strings")])

        // argNum places a non-positional reference.
        let byArgNum = FormatString("%#@count@ %2$@").arguments(
            substitutions: ["count": SubstitutionFormat(argNum: 1, formatSpecifier: "d")])
        #expect(byArgNum.map(\.number) == [1, 2])
        #expect(byArgNum.map(\.type) == [.integer, .object])

        let wrongType = FormatString.mismatches(
            source: FormatString("%#@n@"), translation: FormatString("%#@n@"),
            sourceSubstitutions: ["n": SubstitutionFormat(formatSpecifier: "lld")],
            translationSubstitutions: ["n": SubstitutionFormat(formatSpecifier: "@")])
        #expect(wrongType.map(\.kind) == [.typeMismatch(1)])

        let extra = FormatString("%#@a@").mismatches(against: FormatString("%#@a@ %#@b@"))
        #expect(extra.map(\.kind) == [.extraArgument(2), .extraSubstitution("b")])
    }

    @Test func argPlaceholderPresence() {
        #expect(FormatString("%arg files").mismatches(against: FormatString("%arg Dateien")).isEmpty)
        #expect(FormatString("%arg files").mismatches(against: FormatString("eine Datei")).map(\.kind) == [.missingArgPlaceholder])
        #expect(FormatString("a file").mismatches(against: FormatString("%arg Datei")).map(\.kind) == [.extraArgPlaceholder])
    }
}

// MARK: - Renaming substitutions

struct FormatSubstitutionRenameTests {
    @Test func renamesAllForms() {
        let text = "%#@files@ in %2$#@folders@, again %1$#@files@; not %#@filesystem@ or %%#@files@"
        let renamed = FormatString(text).renamingSubstitution("files", to: "documents")
        #expect(renamed == "%#@documents@ in %2$#@folders@, again %1$#@documents@; not %#@filesystem@ or %%#@files@")
        #expect(FormatString(renamed).substitutionNames == ["documents", "folders", "filesystem"])
    }

    @Test func keepsSurroundingUnicodeAndUnrelatedText() {
        let text = "👨‍👩‍👧 %#@n@ 件のファイル %@ مرحبا"
        #expect(FormatString.renamingSubstitution("n", to: "count", in: text) == "👨‍👩‍👧 %#@count@ 件のファイル %@ مرحبا")
        #expect(FormatString.renamingSubstitution("missing", to: "x", in: text) == text)
        #expect(FormatString.renamingSubstitution("total.strings", to: "all", in: "%#@total.strings@") == "%#@all@")
    }
}

// MARK: - Unicode

struct FormatSpecifierUnicodeTests {
    @Test func rangesAroundNonASCIIText() throws {
        let text = "👨‍👩‍👧‍👦 %1$@ 你好 %2$lld 件 — مرحبا %3$@ é\u{301}%d"
        let format = FormatString(text)
        #expect(format.tokens.map(\.text) == ["%1$@", "%2$lld", "%3$@", "%d"])
        #expect(format.tokens.map { String(text[$0.range]) } == ["%1$@", "%2$lld", "%3$@", "%d"])
        // The family emoji is 11 UTF-16 code units, then a space.
        #expect(format.tokens[0].utf16Range == 12..<16)
        let ns = text as NSString
        for token in format.tokens {
            let range = NSRange(location: token.utf16Range.lowerBound, length: token.utf16Range.count)
            #expect(ns.substring(with: range) == token.text)
        }
        checkRanges(text)
    }

    @Test func combiningMarkAfterSpecifierStaysOutside() {
        let text = "%d\u{301}x"
        let token = FormatString(text).tokens[0]
        #expect(token.text == "%d")
        #expect(token.utf16Range == 0..<2)
        // `%` followed by a combining mark is an unknown conversion, not a crash.
        #expect(kinds("%\u{301}") == [.invalid(.unknownConversion("\u{301}"))])
        checkRanges("%\u{301}")
    }

    @Test(arguments: [
        "", "no specifiers", "%", "%%", "%%%", "% ", "%1$", "%#@", "%#@x", "%*", "%.*", "%*2", "%ll",
        "50%1$ and 150%2$ of", "Версия %1$@ (%$11d)", "% на A", "%100 uyumlu", "已完成 %lld%%",
        "🇯🇵%@🇯🇵", "%@\u{0}%d", "\u{FEFF}%@", "%99999999999999999999$d", "%#@a@@",
    ])
    func edgeCasesDoNotCrash(text: String) {
        checkRanges(text)
    }

    @Test func garbledPositionalsFromARealTranslation() {
        // From a real catalog: "50% and 150% of" mistranslated as "50%1$ and 150%2$ of".
        let format = FormatString("Schaden zwischen 50%1$ and 150%2$ of")
        #expect(format.tokens.map(\.text) == ["%1$ a", "%2$ o"])
        #expect(format.arguments.map(\.type) == [.floatingPoint, .unsignedInteger])
    }
}

// MARK: - Examples from docs/xcstrings-format.md and docs/xliff-and-compile.md

struct FormatSpecifierDocExampleTests {
    @Test func substitutionExamples() {
        #expect(kinds("%#@NAME@") == [.substitution(name: "NAME", position: nil)])
        #expect(kinds("%1$#@NAME@") == [.substitution(name: "NAME", position: 1)])
        #expect(kinds("followers %#@followers@") == [.substitution(name: "followers", position: nil)])
        #expect(kinds("%arg допісы ад ") == [.argPlaceholder])
        let key = FormatString("account.label.followers %lld %@")
        #expect(key.arguments.map(\.type) == [.integer, .object])
        #expect(key.arguments.map { $0.specifier?.typeSpecifier } == ["lld", "@"])
    }

    @Test func xliffExamples() {
        let source = FormatString("Birds %1$#@BIRDS@ yards %2$#@YARDS@")
        let target = FormatString("Yards %2$#@YARDS@ oiseaux %1$#@BIRDS@")
        #expect(source.mismatches(against: target).isEmpty)
        #expect(target.arguments.map(\.number) == [1, 2])
        #expect(FormatString("EN birds %1$lld single").mismatches(against: FormatString("FR birds %1$lld single")).isEmpty)
        #expect(FormatString("%#@VAR@").tokens.map(\.argumentNumber) == [1])
        #expect(FormatString("%lld items").arguments.map(\.type) == [.integer])
        #expect(FormatString("%u bits per sample").arguments.map(\.type) == [.unsignedInteger])
        #expect(FormatString("%lld Trial Days Left").arguments.count == 1)
    }

    @Test func sortedKeyExamples() {
        #expect(FormatString("%.3fHz").tokens.map(\.text) == ["%.3f"])
        #expect(FormatString("%08x").tokens[0].specifier?.canonical == "08x")
        #expect(FormatString("%@ %@").arguments.map(\.number) == [1, 2])
    }
}

// MARK: - Corpus

/// Every `stringUnit.value` (and `stringSet` value) in a decoded catalog, with its key.
private func stringUnitValues(in json: Any, key: String, into values: inout [(key: String, value: String)]) {
    if let dict = json as? [String: Any] {
        if let unit = dict["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            values.append((key, value))
        }
        if let set = dict["stringSet"] as? [String: Any], let list = set["values"] as? [String] {
            values += list.map { (key, $0) }
        }
        for child in dict.values {
            stringUnitValues(in: child, key: key, into: &values)
        }
    } else if let array = json as? [Any] {
        for element in array { stringUnitValues(in: element, key: key, into: &values) }
    }
}

/// The values of the corpus' catalogs (those whose name ends in `fileSuffix`, at least one),
/// saying how many catalogs were read.
private func corpusValues(fileSuffix: String? = nil, test: String = #function,
                          sourceLocation: SourceLocation = #_sourceLocation) throws -> [(file: String, key: String, value: String)] {
    let corpus = try TestSupport.corpusFiles()
    let files = corpus.filter { fileSuffix.map($0.lastPathComponent.hasSuffix) ?? true }
    TestSupport.expectChecked(files.count, of: corpus, required: fileSuffix == nil ? corpus.count : 1, test: test, sourceLocation: sourceLocation)
    var result: [(String, String, String)] = []
    for url in files {
        let file = url.lastPathComponent
        let data = try Data(contentsOf: url)
        let json = try JSONSerialization.jsonObject(with: data)
        var values: [(key: String, value: String)] = []
        if let strings = (json as? [String: Any])?["strings"] as? [String: Any] {
            for (key, entry) in strings {
                result.append((file, key, key))  // keys are format strings too
                stringUnitValues(in: entry, key: key, into: &values)
            }
        }
        result += values.map { (file, $0.key, $0.value) }
    }
    return result
}

@Suite(.needsCorpus)
struct FormatSpecifierCorpusTests {
    @Test func parsesEveryCorpusValue() throws {
        let values = try corpusValues()
        #expect(values.count > 1000)
        var arguments = 0, substitutions = 0, invalid = 0
        for (_, _, value) in values {
            let format = FormatString(value)
            arguments += format.arguments.count
            substitutions += format.substitutionNames.count
            invalid += format.invalidTokens.count
            checkRanges(value)
        }
        #expect(arguments > 1000)
        #expect(substitutions > 0)
        print("FormatSpecifier corpus: \(values.count) strings, \(arguments) arguments, \(substitutions) substitution references, \(invalid) invalid tokens")
    }

    @Test func formatSpecifiersFixture() throws {
        let values = try corpusValues(fileSuffix: "FormatSpecifiers.xcstrings")
        try #require(!values.isEmpty, "FormatSpecifiers fixture not found in the corpus")
        let expected: [String: [FormatArgumentType]] = [
            "at": [.object], "d": [.integer], "d_length": [.integer], "f": [.floatingPoint],
            "f_precision": [.floatingPoint], "i": [.integer], "o": [.unsignedInteger],
            "u": [.unsignedInteger], "x": [.unsignedInteger],
            "percentage": [], "percentage_escaped": [], "percentage_escaped_space_o": [],
            // "Test 50% off": printf reads `% o`; only as prose-like does it disappear.
            "percentage_space_o": [.unsignedInteger],
        ]
        var checked = 0
        for (_, key, value) in values where key != value {
            guard let types = expected[key] else { continue }
            let format = FormatString(value)
            #expect(format.arguments.map(\.type) == types, "\(key): \(value)")
            if key == "percentage_space_o" {
                #expect(format.arguments(substitutions: [:], ignoringProseLike: true).isEmpty)
            }
            checked += 1
        }
        #expect(checked == expected.count)
        #expect(FormatString("Test %").invalidTokens.count == 1)
    }

    @Test func substitutionFixtureAndMacMouseFix() throws {
        let substitution = try corpusValues(fileSuffix: "Substitution.xcstrings").map(\.value)
        #expect(substitution.contains { FormatString($0).substitutionNames == ["total.strings", "remaining.strings"] })
        #expect(substitution.contains { FormatString($0).containsArgPlaceholder })

        let mmf = try corpusValues(fileSuffix: "mac-mouse-fix__Localization__Localizable.xcstrings").map(\.value)
        #expect(mmf.contains { FormatString($0).substitutionNames.contains("pluralizable") })
        #expect(mmf.contains { FormatString($0).arguments.contains { $0.number == 2 && $0.type == .object } })
    }
}
