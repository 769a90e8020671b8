import StringCatalogKit

/// Something the extraction could not read or decide, at a place in a source file; printed
/// as compilers print diagnostics, `file:line:column: warning: message`.
public struct SourceWarning: Hashable, Sendable, PositionedDiagnostic {
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

    public var description: String { diagnostic(message, severity: "warning") }
}
