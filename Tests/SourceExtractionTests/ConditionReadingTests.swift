import Testing
@testable import SourceExtraction

/// `#if` conditions as Swift's grammar has them: a malformed one is said, at its place, and
/// its branch kept undecided; one nested beyond the reader's depth is an error, not a crash.
@Suite struct ConditionReadingTests {
    typealias Support = LexerTestSupport

    @Test(arguments: [
        ("#if DEBUG && && || !(\nx\n#endif\nafter", 1, 14, "expected a condition, found '&&'"),
        ("#if\nx\n#endif\nafter", 1, 1, "expected a condition, found the end of the line"),
        ("#if (DEBUG\nx\n#endif\nafter", 1, 5, "expected ')' to close the '(' at column 5"),
        ("#if DEBUG RELEASE\nx\n#endif\nafter", 1, 11, "expected '&&', '||' or the end of the line, found 'RELEASE'"),
        ("#if os(iOS\nx\n#endif\nafter", 1, 7, "expected ')' to close this '('"),
        ("#if false\n#elseif DEBUG ||\nx\n#endif\nafter", 2, 15, "expected a condition, found the end of the line"),
    ])
    func aMalformedConditionIsSaidAndItsBranchKept(source: String, line: Int, column: Int, message: String) throws {
        let lexed = try Support.lex(source)
        // Undecided: the branch is read (its strings may be compiled), the rest too.
        #expect(Support.words(lexed) == ["x", "after"])
        let warning = try #require(lexed.warnings.first)
        #expect(lexed.warnings.count == 1)
        #expect(warning.position == SourcePosition(line: line, column: column))
        #expect(warning.message.contains(message), "\(warning.message)")
        #expect(warning.message.hasPrefix("malformed #"))
    }

    @Test func wellFormedConditionsSayNothing() throws {
        let lexed = try Support.lex("#if !(DEBUG || os(iOS)) && swift(>=5.9) && canImport(UIKit.UIView)\nx\n#elseif ((true))\ny\n#endif")
        #expect(lexed.warnings.isEmpty)
        #expect(Support.words(lexed) == ["y"])
    }

    /// `!` spaced: `!!` would be one operator, which Swift's conditions do not have.
    @Test(arguments: ["(", "! "])
    func aConditionNestedBeyondTheDepthIsAnErrorAtItsPlace(opener: String) throws {
        let allowed = ConditionEvaluator.maximumDepth
        let closer = opener == "(" ? ")" : ""
        let deepest = "#if " + String(repeating: opener, count: allowed) + "true" + String(repeating: closer, count: allowed) + "\nx\n#endif"
        #expect(Support.words(try Support.lex(deepest)) == ["x"])
        // 55,000 deep overflowed the stack (exit 139) before the bound.
        let hostile = "#if " + String(repeating: opener, count: 55_000) + "DEBUG" + String(repeating: closer, count: 55_000) + "\nx\n#endif"
        let error = #expect(throws: SourceReadError.self) { try Support.lex(hostile) }
        #expect(error?.position == SourcePosition(line: 1, column: 5 + allowed * opener.count))
        #expect(error?.message == "#if condition nested more than \(allowed) deep")
    }

    @Test func aLongTokenIsShortenedInTheWarning() throws {
        let lexed = try Support.lex("#if " + String(repeating: "!", count: 5_000) + "DEBUG\nx\n#endif")
        let warning = try #require(lexed.warnings.first)
        #expect(warning.message.count < 200, "\(warning.message)")
        #expect(warning.message.contains("found '!!!!!!!!!!!!!!!!!!!!…'"), "\(warning.message)")
    }
}
