/// A source file that cannot be read at all (not UTF-8, interpolations nested beyond the
/// limit): the extraction skips it and says where, as `file:line:column: error: message`.
public struct SourceReadError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String?
    public var position: SourcePosition
    public var message: String

    public init(file: String? = nil, position: SourcePosition, message: String) {
        self.file = file
        self.position = position
        self.message = message
    }

    public var description: String {
        "\(file ?? "<input>"):\(position.line):\(position.column): error: \(message)"
    }
}
