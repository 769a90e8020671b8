import ProjectModel
import StringCatalogKit

/// The projects around the tables a migration reads, each read once however many tables it
/// holds: which files they reference (a folder's tables are only those), and their
/// development language (a catalog's source language).
struct MigrationProjects {
    private var byFile: [String: Project] = [:]
    private var membershipByFile: [String: ProjectMembership] = [:]
    /// Where the project of each folder asked about is (the tables of a project share few
    /// folders): found once.
    private var locationByPath: [String: ProjectLocation?] = [:]

    /// The project `path` belongs to (`ProjectLocation.enclosing`); nil when there is none.
    mutating func project(enclosing path: String, allowingOutside: [String] = []) throws(ProjectError) -> Project? {
        if locationByPath[path] == nil { locationByPath[path] = .some(try ProjectLocation.enclosing(path)) }
        guard let location = locationByPath[path]! else { return nil }
        if let known = byFile[location.file] { return known }
        let project = try Project.load(location, allowingOutside: allowingOutside)
        byFile[location.file] = project
        return project
    }

    /// Whether the project (read by `project(enclosing:)`) references the file at `path`.
    mutating func uses(_ project: Project, _ path: String) -> Bool {
        let key = project.location.file
        if membershipByFile[key] == nil { membershipByFile[key] = ProjectMembership(project) { LegacyTableDiscovery.legacyFile($0) != nil } }
        return membershipByFile[key]!.contains(path)
    }

    /// The target whose table the file at `path` belongs to, named with its project (`nil`
    /// when no target lists it by this path): a table is its name within a target, wherever
    /// its files are. A file several targets use goes with the first by name.
    func tableScope(of path: String, in project: Project) -> String? {
        let names = project.targets(containing: path).map(\.name).sorted()
        return names.first.map { project.location.file + "\u{0}" + $0 }
    }
}
