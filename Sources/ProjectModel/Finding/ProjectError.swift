import PropertyLists
import StringCatalogKit

/// Why a project could not be read. A project that cannot be read is an error, never a
/// reason to take another one (one further up the tree) or to go on without it.
public enum ProjectError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file cannot be opened or read (missing, no permission, a folder).
    case cannotRead(path: String, reason: String)
    /// The text is not a project file: bad syntax, or objects of the wrong shape, at their place.
    case malformed(ProjectFileError)

    public var description: String {
        switch self {
        case .cannotRead(let path, let reason): "\(path): error: cannot read the project: \(reason)"
        case .malformed(let error): error.description
        }
    }
}

/// A place in a project file (`project.pbxproj`, `Package.swift`) that is wrong, printed as
/// `file:line:column: error: message`.
public struct ProjectFileError: PositionedError, Equatable, Sendable {
    public var message: String
    public var line: Int
    public var column: Int
    public var file: String?

    public init(message: String, line: Int, column: Int, file: String?) {
        self.message = message
        self.line = line
        self.column = column
        self.file = file
    }

    /// The reader's error, in the project file.
    init(_ error: PropertyListTextError, file: String) {
        self.init(message: error.message, line: error.line, column: error.column, file: file)
    }

    public var description: String { diagnostic(message) }
}
