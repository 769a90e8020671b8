/// The build whose view of `#if` the extraction takes: its compilation conditions are true,
/// every other identifier false. Platform tests (`os(…)`, `canImport(…)`, `arch(…)`,
/// `targetEnvironment(…)`) cannot be known for a project built for several platforms, so
/// every branch they guard is read, as the union of the platforms' builds would be.
public struct BuildConfiguration: Hashable, Sendable {
    public var name: String
    public var activeConditions: Set<String>

    public init(name: String, activeConditions: Set<String>) {
        self.name = name
        self.activeConditions = activeConditions
    }

    /// Xcode's Debug configuration: `DEBUG` is set.
    public static let debug = BuildConfiguration(name: "Debug", activeConditions: ["DEBUG"])
    /// Xcode's Release configuration: no condition set.
    public static let release = BuildConfiguration(name: "Release", activeConditions: [])
}
