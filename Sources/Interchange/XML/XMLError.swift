import StringCatalogKit

/// Why an XML file could not be read: what was expected, and where.
///
/// The position is kept as a byte offset and turned into line and column only when the
/// error is shown, so that a failed parse costs nothing until someone reads the message.
public struct XMLError: PositionedError, Equatable, Sendable {
    public var message: String
    /// Byte offset in the input.
    public var offset: Int
    /// 1-based line and column (the column counted in characters).
    public var line: Int
    public var column: Int
    /// The file the bytes came from, when known; set by whoever read the file.
    public var file: String?

    public var description: String { diagnostic(message) }

    /// An error at `offset` of `bytes`, with its line and column worked out.
    static func at(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>, _ message: String) -> XMLError {
        let position = TextPosition.of(offset, inUTF8: bytes)
        return XMLError(message: message, offset: position.offset, line: position.line, column: position.column)
    }
}
