import StringCatalogKit

/// Something in an XLIFF file that is read, but is probably not what its writer meant (a
/// unit id used twice in one `<file>`), printed as compilers print warnings:
/// `file:line:column: warning: message`.
public struct XLIFFWarning: Equatable, Sendable, PositionedDiagnostic {
    public var message: String
    public var line: Int
    public var column: Int
    /// The file the bytes came from, when known; set by whoever read the file.
    public var file: String?

    public var description: String { diagnostic(message, severity: "warning") }
}
