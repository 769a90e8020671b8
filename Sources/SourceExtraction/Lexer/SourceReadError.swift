import StringCatalogKit

/// A source file that cannot be read at all (not UTF-8, interpolations nested beyond the
/// limit): the extraction skips it and says where, as `file:line:column: error: message`.
public struct SourceReadError: PositionedError, Hashable, Sendable {
    public var file: String?
    public var position: SourcePosition
    public var message: String

    public init(file: String? = nil, position: SourcePosition, message: String) {
        self.file = file
        self.position = position
        self.message = message
    }

    public var line: Int { position.line }
    public var column: Int { position.column }

    public var description: String { diagnostic(message) }
}
