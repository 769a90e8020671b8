/// Why a legacy localization file (`.strings`, `.stringsdict`, a property list) could not be
/// read, with the place in the file, printed the way compilers print diagnostics:
/// `file:line:column: error: message`.
///
/// Line and column are 1-based; the column counts characters. Binary property lists have no
/// lines: their errors are on line 1 with the column set to the byte offset plus one.
public struct InterchangeReadError: Error, Equatable, Sendable, CustomStringConvertible {
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

    /// An error at byte `offset` of UTF-8 text, with its line and column worked out (for
    /// readers of other text formats, such as XLIFF).
    public init(message: String, offset: Int, inUTF8 bytes: [UInt8], file: String? = nil) {
        let position = TextPosition.of(offset, inUTF8: bytes)
        self.init(message: message, line: position.line, column: position.column, file: file)
    }

    public var description: String {
        "\(file ?? "<input>"):\(line):\(column): error: \(message)"
    }

    /// The same error, naming `file`.
    public func inFile(_ file: String) -> InterchangeReadError {
        var copy = self
        copy.file = file
        return copy
    }
}

/// Line and column of positions in decoded text, worked out only when an error needs them.
struct TextPosition {
    /// The 1-based line and character column of `offset` in `scalars`.
    static func of(_ offset: Int, in scalars: [Unicode.Scalar]) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), scalars.count)
        var line = 1
        var lineStart = 0
        var i = 0
        while i < end {
            if scalars[i] == "\n" || (scalars[i] == "\r" && (i + 1 >= scalars.count || scalars[i + 1] != "\n")) {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        var prefix = String.UnicodeScalarView()
        prefix.append(contentsOf: scalars[lineStart..<end])
        return (line, String(prefix).count + 1)
    }

    /// The 1-based line and character column of a byte `offset` in UTF-8 `bytes`.
    static func of(_ offset: Int, inUTF8 bytes: [UInt8]) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for i in 0..<end where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return (line, String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1)
    }
}
