import SourceExtraction

/// One target of a project as a sync sees it: plain paths, so that the sync needs no
/// project model (the project model, a package or a test makes these).
public struct SyncTarget: Sendable, Hashable {
    public var name: String
    /// The Swift and Objective-C files it compiles (other files are ignored).
    public var sourceFiles: [String]
    /// Its String Catalogs (`.xcstrings`), filled from its sources or from other files.
    public var catalogs: [String]
    /// Its other resources: a catalog named like one of its storyboards or xibs is theirs.
    public var resourceFiles: [String]
    /// The build whose `#if` branches are read.
    public var configuration: BuildConfiguration

    public init(name: String, sourceFiles: [String], catalogs: [String], resourceFiles: [String] = [],
                configuration: BuildConfiguration = .debug) {
        self.name = name
        self.sourceFiles = sourceFiles
        self.catalogs = catalogs
        self.resourceFiles = resourceFiles
        self.configuration = configuration
    }
}
