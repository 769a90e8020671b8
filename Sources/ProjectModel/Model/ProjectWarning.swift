import StringCatalogKit

/// Something in a project that could not be followed, at the place in the project file that
/// says it: the model leaves it out and goes on. Printed as
/// `project.pbxproj:120:3: warning: message`.
public struct ProjectWarning: PositionedDiagnostic, Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// An object identifier that names no object (or one of the wrong kind).
        case danglingReference
        /// A file a target uses that is not on disk (its path).
        case missingFile(String)
        /// A synchronized folder or a package target's folder that is not on disk (its path).
        case missingFolder(String)
        /// Something the model does not understand (a source tree it does not know, a value
        /// of a manifest that is not a literal).
        case notUnderstood
        /// A file or folder the project names that leads outside the project (`path` as the
        /// project names it, `leadsTo` where it really is): left out, neither read nor written.
        case outsideProject(path: String, leadsTo: String)
        /// Swift packages the project takes from elsewhere (`XCRemoteSwiftPackageReference`):
        /// not the project's, their strings neither exported nor imported. Said once.
        case remotePackages
    }

    public var kind: Kind
    public var message: String
    public var line: Int
    public var column: Int
    public var file: String?

    public init(_ kind: Kind, _ message: String, line: Int, column: Int, file: String?) {
        self.kind = kind
        self.message = message
        self.line = line
        self.column = column
        self.file = file
    }

    public var description: String { diagnostic(message, severity: "warning") }
}
