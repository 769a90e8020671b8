import ProjectModel
import SourceExtraction

/// The targets of a project that a sync updates, as plain `SyncTarget`s: what `xcedit sync`
/// and the editor's "used at" read.
public struct ProjectSyncTargets: Sendable {
    /// The configuration whose `#if` branches are read.
    public var configuration: String
    public var targets: [SyncTarget]
    /// What the selection left out or changed, one line each (`target X: …`).
    public var notes: [String] = []

    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case unknownTarget(String, known: [String])
        case unknownConfiguration(String, known: [String])

        public var description: String {
            switch self {
            case .unknownTarget(let name, let known):
                "error: the project has no target \(name) (its targets: \(known.joined(separator: ", ")))"
            case .unknownConfiguration(let name, let known):
                "error: the project has no build configuration \(name) (its configurations: \(known.joined(separator: ", ")))"
            }
        }
    }

    /// The targets named in `names` (every target that builds a product with a String
    /// Catalog when empty; test targets only when named), read in `configuration` (Debug
    /// when the project has one, as a build from Xcode's Run does, else its default).
    public init(_ project: Project, names: [String] = [], configuration requested: String? = nil) throws(Failure) {
        configuration = try Self.configuration(requested, in: project)
        var chosen: [ProjectTarget] = []
        if names.isEmpty {
            chosen = project.targets.filter { $0.kind != .aggregate && !$0.isTest && !$0.catalogs.isEmpty }
        } else {
            for name in names {
                guard let target = project.target(named: name) else {
                    throw .unknownTarget(name, known: project.targets.map(\.name))
                }
                if !chosen.contains(target) { chosen.append(target) }
            }
        }
        var notes: [String] = []
        // A catalog is updated from every target that builds it: synced from the named ones
        // only, a catalog they share with another target would have that target's strings
        // marked stale. The others join, and a line says so.
        var next = 0
        while !names.isEmpty && next < chosen.count {
            let catalogs = Set(chosen[next].catalogs)
            for other in project.targets where other.kind != .aggregate && !chosen.contains(other) {
                guard let shared = other.catalogs.first(where: catalogs.contains) else { continue }
                chosen.append(other)
                notes.append("target \(other.name) shares \(Self.fileName(shared)) with target \(chosen[next].name): synced too, so that its strings are not marked stale")
            }
            next += 1
        }
        let configuration = self.configuration
        targets = chosen.map { target in
            let settings = target.settings(configuration)
            var sources = target.sourceFiles
            // Xcode extracts a target's Swift strings only when the compiler is asked to
            // (`Use Compiler to Extract Swift Strings`); unset counts as on, as in every
            // project template since Xcode 13.
            if settings.emitsLocalizedStrings == false {
                sources = sources.filter { !$0.hasSuffix(".swift") }
                notes.append("target \(target.name): SWIFT_EMIT_LOC_STRINGS is NO in \(configuration): its Swift files were not read")
            }
            if target.catalogs.isEmpty { notes.append("target \(target.name) has no String Catalog: its strings have nowhere to go") }
            return SyncTarget(name: target.name, sourceFiles: sources, catalogs: target.catalogs, resourceFiles: target.resourceFiles,
                              configuration: BuildConfiguration(name: configuration, activeConditions: Self.conditions(of: target, settings, configuration)))
        }
        self.notes = notes
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `#if` conditions of the build: the target's `SWIFT_ACTIVE_COMPILATION_CONDITIONS`; a
    /// package has no build settings, and SwiftPM defines `DEBUG` in a debug build.
    static func conditions(of target: ProjectTarget, _ settings: BuildSettings, _ configuration: String) -> Set<String> {
        if case .package = target.kind { return configuration == "Debug" ? ["DEBUG"] : [] }
        return settings.activeCompilationConditions
    }

    static func configuration(_ requested: String?, in project: Project) throws(Failure) -> String {
        let known = project.configurationNames
        if let requested {
            guard known.isEmpty || known.contains(requested) else { throw .unknownConfiguration(requested, known: known) }
            return requested
        }
        if known.isEmpty || known.contains("Debug") { return "Debug" }
        return project.defaultConfigurationName ?? known[0]
    }
}
