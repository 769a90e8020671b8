import StringCatalogKit

/// Why a memory file that is not XML (a gettext `.po`) could not be read, and where; XML
/// files (TMX, XLIFF) report `XMLError`.
public struct MemoryFileError: PositionedError, Equatable, Sendable {
    public var message: String
    public var line: Int
    public var column: Int
    public var file: String?

    public var description: String { diagnostic(message) }

    /// An error at byte `offset` of `bytes`, its line and column worked out.
    static func at(_ offset: Int, in bytes: [UInt8], _ message: String) -> MemoryFileError {
        let position = TextPosition.of(offset, inUTF8: bytes)
        return MemoryFileError(message: message, line: position.line, column: position.column)
    }
}
