/// Why a file of another format (`.strings`, `.stringsdict`, a property list, XLIFF, a
/// glossary's CSV or TBX) could not be read, with the place in the file, printed the way
/// compilers print diagnostics: `file:line:column: error: message`.
///
/// Line and column are 1-based; the column counts characters. Binary property lists have no
/// lines: their errors are on line 1 with the column set to the byte offset plus one.
public struct InterchangeReadError: PositionedError, Equatable, Sendable {
    /// What was wrong or expected, e.g. "expected ';' after the value".
    public var message: String
    public var line: Int
    public var column: Int
    /// The file the bytes came from, when known; set by whoever read the file.
    public var file: String?

    public init(message: String, line: Int, column: Int, file: String? = nil) {
        self.message = message
        self.line = line
        self.column = column
        self.file = file
    }

    /// An error at byte `offset` of UTF-8 text, with its line and column worked out.
    public init(message: String, offset: Int, inUTF8 bytes: [UInt8], file: String? = nil) {
        let position = TextPosition.of(offset, inUTF8: bytes)
        self.init(message: message, line: position.line, column: position.column, file: file)
    }

    public var description: String { diagnostic(message) }
}
