import StringCatalogKit

/// A source file's tokens (with `#if` resolved) and what lexing had to say about it.
public struct LexedSource: Sendable {
    public var tokens: [Token]
    public var warnings: [SourceWarning]
}

/// The languages whose sources the extraction reads, told by the file's extension.
public enum SourceLanguage: Sendable {
    case swift
    case objectiveC

    public init?(path: String) {
        if path.hasSuffix(".swift") {
            self = .swift
        } else if path.hasSuffix(".m") || path.hasSuffix(".mm") {
            self = .objectiveC
        } else {
            return nil
        }
    }
}

public enum SourceLexing {
    /// The tokens of `bytes`, which must be UTF-8 (text that is not is refused at its first
    /// bad byte rather than read with replacement characters).
    public static func lex(_ bytes: [UInt8], language: SourceLanguage, configuration: BuildConfiguration = .debug) throws(SourceReadError) -> LexedSource {
        let invalid = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidByte($0) }
        if let invalid {
            var lines = LineTable(bytes: bytes)
            throw SourceReadError(position: lines.position(of: invalid), message: "not UTF-8 text (invalid byte 0x\(String(bytes[invalid], radix: 16, uppercase: true)))")
        }
        switch language {
        case .swift:
            let lexer = SwiftLexer(bytes: bytes)
            let tokens = try lexer.tokenize()
            var warnings = lexer.warnings
            let resolved = try ConditionalCompilation(configuration: configuration).resolve(tokens, warnings: &warnings)
            return LexedSource(tokens: resolved, warnings: warnings)
        case .objectiveC:
            let lexer = ObjectiveCLexer(bytes: bytes)
            let tokens = lexer.tokenize()
            return LexedSource(tokens: tokens, warnings: lexer.warnings)
        }
    }
}
