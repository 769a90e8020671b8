import StringCatalogKit

/// Why a glossary file could not be read: what was expected, and where
/// (`glossary.csv:4:12: error: …`).
public struct GlossaryError: PositionedError, Equatable, Sendable {
    public var message: String
    public var line: Int
    public var column: Int
    public var file: String?

    public init(message: String, line: Int, column: Int, file: String? = nil) {
        self.message = message
        self.line = line
        self.column = column
        self.file = file
    }

    public var description: String { diagnostic(message) }

    /// An error at byte `offset` of UTF-8 `bytes`, its line and column worked out.
    public static func at(_ offset: Int, in bytes: [UInt8], _ message: String) -> GlossaryError {
        let position = bytes.withUnsafeBufferPointer { TextPosition.of(offset, inUTF8: $0) }
        return GlossaryError(message: message, line: position.line, column: position.column)
    }
}
