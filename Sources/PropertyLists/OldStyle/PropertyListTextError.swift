import StringCatalogKit

/// Why an old-style property list text (a project file, a `.strings` file) could not be read,
/// at its place: `file:line:column: error: expected …, found …`.
public struct PropertyListTextError: PositionedError, Equatable, Sendable {
    public var message: String
    /// The byte offset of the place in the text.
    public var offset: Int
    public var line: Int
    public var column: Int
    public var file: String?

    public init(message: String, offset: Int, line: Int, column: Int, file: String? = nil) {
        self.message = message
        self.offset = offset
        self.line = line
        self.column = column
        self.file = file
    }

    /// An error at byte `offset` of `bytes`, its line and column worked out (once: an error
    /// ends the read).
    public init(_ message: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, file: String? = nil) {
        let position = TextLines(bytes).position(of: offset, in: bytes)
        self.init(message: message, offset: position.offset, line: position.line, column: position.column, file: file)
    }

    public init(_ message: String, at offset: Int, in bytes: [UInt8], file: String? = nil) {
        self = bytes.withUnsafeBufferPointer { PropertyListTextError(message, at: offset, in: $0, file: file) }
    }

    public var description: String { diagnostic(message) }
}
