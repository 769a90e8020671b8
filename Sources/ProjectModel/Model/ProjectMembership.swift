import Foundation

/// Whether some target of a project uses a file, for a caller that found the file on disk
/// its own way (a folder search lists a file under the path that leads to it, which may go
/// through a link where the project names its real path, or the other way round).
public struct ProjectMembership: Sendable {
    private let paths: Set<String>
    private let realPaths: Set<String>

    /// The files of every target of `project`, or only those `including` passes.
    public init(_ project: Project, including: (String) -> Bool = { _ in true }) {
        let members = project.memberFiles.filter(including)
        paths = members
        realPaths = Set(members.map(Self.realPath))
    }

    /// Whether a target compiles or copies the file at `path`, by this path or its real one.
    public func contains(_ path: String) -> Bool {
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        return paths.contains(standard) || realPaths.contains(Self.realPath(standard))
    }

    static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}

extension Project {
    /// Who uses which file, to ask many times.
    public var membership: ProjectMembership { ProjectMembership(self) }
}
