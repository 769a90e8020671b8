import Testing
@testable import SourceExtraction

/// Lexing of small sources written in the tests.
enum LexerTestSupport {
    static func lex(_ source: String, configuration: BuildConfiguration = .debug,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> LexedSource {
        try SourceLexing.lex(Array(source.utf8), language: .swift, configuration: configuration)
    }

    /// The literals' values among the top-level tokens, interpolations shown as `{…}` with
    /// their tokens' text.
    static func literals(_ lexed: LexedSource) -> [String] {
        lexed.tokens.compactMap(\.stringLiteral).map(render)
    }

    static func render(_ literal: StringLiteral) -> String {
        literal.segments.map { segment in
            switch segment {
            case .text(let text): text
            case .interpolation(let interpolation): "{" + interpolation.tokens.map(\.text).joined(separator: " ") + "}"
            }
        }.joined()
    }

    static func words(_ lexed: LexedSource) -> [String] {
        lexed.tokens.compactMap(\.identifier)
    }
}
