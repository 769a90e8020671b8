/// Where commands write: standard output and standard error in the program, strings in tests.
public final class Console: @unchecked Sendable {
    // Unchecked: commands write only from the thread that runs them: the closures never run at once.
    private let writeOut: (String) -> Void
    private let writeError: (String) -> Void
    private let writeOutBytes: ([UInt8]) -> Void

    /// `outBytes` writes bytes that may not be UTF-8 as they are (the program's standard
    /// output); by default they go to `out`, decoded.
    public init(out: @escaping (String) -> Void, error: @escaping (String) -> Void, outBytes: (([UInt8]) -> Void)? = nil) {
        writeOut = out
        writeError = error
        writeOutBytes = outBytes ?? { out(String(decoding: $0, as: UTF8.self)) }
    }

    /// Every line for people goes here (summaries, listings, reports, help), and quotes
    /// paths, table names, keys and language codes from files: escaped for the terminal, as
    /// diagnostics are, so that no command can forget it.
    public func out(_ text: String) { writeOut(TerminalText.escaped(text)) }
    /// A JSON document (`--json`): the characters a terminal obeys are written as JSON's
    /// `\uXXXX` escapes, so that it stays valid JSON with the same values.
    public func out(json: String) { writeOut(TerminalText.jsonEscaped(json)) }
    /// Bytes to standard output as they are: a file's text that is not UTF-8, for git.
    public func out(bytes: [UInt8]) { writeOutBytes(bytes) }
    /// Every diagnostic goes here, and quotes text from files: escaped for the terminal.
    public func error(_ text: String) { writeError(TerminalText.escaped(text)) }
}
