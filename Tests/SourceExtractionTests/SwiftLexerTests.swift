import Testing
@testable import SourceExtraction

@Suite struct SwiftLexerTests {
    typealias Support = LexerTestSupport

    @Test func interpolationsNestToAnyDepth() throws {
        let lexed = try Support.lex(#"let s = "a\(b ? "x\(c)" : "y")z"; after"#)
        #expect(Support.literals(lexed) == [#"a{b ? "x" : "y"}z"#])
        let outer = try #require(lexed.tokens.compactMap(\.stringLiteral).first)
        guard case .interpolation(let interpolation) = outer.segments[1] else { Issue.record("no interpolation"); return }
        let inner = try #require(interpolation.tokens.compactMap(\.stringLiteral).first)
        #expect(Support.render(inner) == "x{c}")
        #expect(Support.words(lexed) == ["let", "s", "after"])
    }

    @Test func parenthesesInsideAnInterpolationDoNotEndIt() throws {
        let lexed = try Support.lex(#""\(f(a, (b)))!" x"#)
        #expect(Support.literals(lexed) == ["{f ( a , ( b ) )}!"])
        #expect(Support.words(lexed) == ["x"])
    }

    @Test func escapesAreResolved() throws {
        let lexed = try Support.lex(#""a\nb\t\"q\"\\ \u{1F600}\u{E9}\0""#)
        #expect(Support.literals(lexed) == ["a\nb\t\"q\"\\ 😀é\u{0}"])
    }

    @Test func multiLineStringsLoseTheClosingIndentation() throws {
        let source = "    let s = \"\"\"\n        first\n          indented \\(n)\n        joined \\\n        line\n        \"\"\"\n    next"
        let lexed = try Support.lex(source)
        #expect(Support.literals(lexed) == ["first\n  indented {n}\njoined line"])
        #expect(Support.words(lexed) == ["let", "s", "next"])
        #expect(lexed.warnings.isEmpty)
    }

    @Test func anEmptyMultiLineString() throws {
        let lexed = try Support.lex("x = \"\"\"\n  \"\"\" + y")
        #expect(Support.literals(lexed) == [""])
        #expect(Support.words(lexed) == ["x", "y"])
    }

    @Test func rawStringsInterpolateOnlyWithTheirHashes() throws {
        let lexed = try Support.lex(##"a = #"raw \(not) "quoted" \#(yes) \n"# + b"##)
        #expect(Support.literals(lexed) == [#"raw \(not) "quoted" {yes} \n"#])
        #expect(Support.words(lexed) == ["a", "b"])
    }

    @Test func nestedBlockCommentsAndLineComments() throws {
        let lexed = try Support.lex("a /* outer /* inner \"not a string */ still comment */ b // c \"d\n e")
        #expect(Support.words(lexed) == ["a", "b", "e"])
        #expect(lexed.tokens.compactMap(\.stringLiteral).isEmpty)
    }

    @Test func regexLiteralsAreSkippedWholeButDivisionIsNot() throws {
        let lexed = try Support.lex(#"let r = /"[a-z]+\/"/; let q = #/ " /#; let d = x / 2 / y; f(/a"b/)"#)
        #expect(lexed.tokens.compactMap(\.stringLiteral).isEmpty)
        #expect(Support.words(lexed) == ["let", "r", "let", "q", "let", "d", "x", "y", "f"])
        #expect(lexed.tokens.filter { if case .regex = $0.kind { true } else { false } }.count == 3)
    }

    @Test func positionsCountLinesAndCharacters() throws {
        let lexed = try Support.lex("é = 1\n  \"ü\" + \"\"\"\n  x\n  \"\"\" + z")
        let positions = lexed.tokens.map(\.position)
        #expect(positions == [SourcePosition(line: 1, column: 1), SourcePosition(line: 1, column: 3), SourcePosition(line: 1, column: 5),
                              SourcePosition(line: 2, column: 3), SourcePosition(line: 2, column: 7), SourcePosition(line: 2, column: 9),
                              SourcePosition(line: 4, column: 7), SourcePosition(line: 4, column: 9)])
        #expect(lexed.tokens.map(\.startsLine) == [true, false, false, true, false, false, false, false])
    }

    @Test func debugOnlyBranchesAreNeverKeptAndReleaseOnesOnlyInARelease() throws {
        let source = "#if DEBUG\nd\n#elseif os(iOS)\ni\n#else\nr\n#endif\n#if !DEBUG && CUSTOM\nc\n#endif\nafter"
        // A Debug build compiles `d` only because DEBUG is set, and not `i` or `r` at all.
        #expect(Support.words(try Support.lex(source)) == ["after"])
        #expect(Support.words(try Support.lex(source, configuration: .release)) == ["i", "r", "after"])
        let custom = BuildConfiguration(name: "Custom", activeConditions: ["CUSTOM"])
        #expect(Support.words(try Support.lex(source, configuration: custom)) == ["i", "r", "c", "after"])
    }

    @Test func platformConditionsKeepEveryBranch() throws {
        let source = "#if os(macOS)\nm\n#elseif canImport(UIKit)\nu\n#else\no\n#endif"
        #expect(Support.words(try Support.lex(source)) == ["m", "u", "o"])
    }
}
