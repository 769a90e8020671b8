import Foundation

/// Whether a project references a file (`Project.referencedFiles`: its groups, synchronized
/// folders, build phases and local packages, as Xcode's export and import take them), for a
/// caller that found the file on disk its own way (a folder search lists a file under the path that leads to it, which may go
/// through a link where the project names its real path, or the other way round).
public struct ProjectMembership: Sendable {
    private let paths: Set<String>
    private let realPaths: Set<String>

    /// The files `project` references, or only those `including` passes.
    public init(_ project: Project, including: (String) -> Bool = { _ in true }) {
        let members = project.referencedFiles.filter(including)
        paths = Set(members)
        realPaths = Set(members.map(Self.realPath))
    }

    /// Whether the project references the file at `path`, by this path or its real one.
    public func contains(_ path: String) -> Bool {
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        return paths.contains(standard) || realPaths.contains(Self.realPath(standard))
    }

    static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}

extension Project {
    /// Which files the project references, to ask many times.
    public var membership: ProjectMembership { ProjectMembership(self) }
}
