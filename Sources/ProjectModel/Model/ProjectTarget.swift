/// A target of a project: what it builds, and from which files.
public struct ProjectTarget: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// `PBXNativeTarget`: builds a product from its files.
        case native
        /// `PBXAggregateTarget` or `PBXLegacyTarget`: runs scripts or other targets; no files.
        case aggregate
        /// A target of `Package.swift`.
        case package(PackageTargetKind)
    }

    public var name: String
    public var kind: Kind
    /// Xcode's product type (`com.apple.product-type.application`); nil for packages and
    /// aggregate targets.
    public var productType: String?
    /// Absolute paths of the files it compiles (Swift, Objective-C, C…), sorted.
    public var sourceFiles: [String]
    /// Absolute paths of its resources (catalogs, `LANG.lproj/TABLE.strings`, storyboards,
    /// asset catalogs…), sorted.
    public var resourceFiles: [String]
    /// Its build settings by configuration name (the project's and its own, merged).
    public var buildSettings: [String: BuildSettings]
    /// The configuration used when none is named (`defaultConfigurationName`).
    public var defaultConfigurationName: String?
    /// For a package's target, whether its package names a `defaultLocalization`; nil for a
    /// project's target.
    public var packageIsLocalized: Bool?

    public init(name: String, kind: Kind, productType: String? = nil, sourceFiles: [String] = [], resourceFiles: [String] = [],
                buildSettings: [String: BuildSettings] = [:], defaultConfigurationName: String? = nil) {
        self.name = name
        self.kind = kind
        self.productType = productType
        self.sourceFiles = sourceFiles
        self.resourceFiles = resourceFiles
        self.buildSettings = buildSettings
        self.defaultConfigurationName = defaultConfigurationName
    }

    /// A test bundle (unit or UI tests) or a package's test target: its strings are not the
    /// product's.
    public var isTest: Bool {
        if case .package(let kind) = kind { return kind == .test }
        return productType.map { $0.contains("unit-test") || $0.contains("ui-testing") } ?? false
    }

    /// Its String Catalogs.
    public var catalogs: [String] { resourceFiles.filter { $0.hasSuffix(".xcstrings") } }

    /// The catalog of table `table` (`Localizable` for `Localizable.xcstrings`): where a
    /// string that names that table goes; nil when the target has none (a build would find
    /// no such table: report it, never create it).
    public func catalog(forTable table: String) -> String? {
        catalogs.first { $0.split(separator: "/").last.map { $0 == table + ".xcstrings" } ?? false }
    }

    /// Its legacy tables: each language's `.strings` and `.stringsdict` file.
    public var legacyTables: [String] { resourceFiles.filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") } }

    /// The settings of `configuration` (its default configuration when nil); empty when the
    /// target has none of that name.
    public func settings(_ configuration: String? = nil) -> BuildSettings {
        guard let name = configuration ?? defaultConfigurationName else { return BuildSettings() }
        return buildSettings[name] ?? BuildSettings()
    }

    /// Whether Xcode's build generates Swift symbols for the manual strings of its catalogs.
    /// A project's target: `STRING_CATALOG_GENERATE_SYMBOLS` in `configuration` (its default
    /// configuration when nil), which is NO unless set (Xcode 26's templates set YES in new
    /// projects); nil when unset in a configuration based on an `.xcconfig`, which is not
    /// read. A package's target: YES when the package names a `defaultLocalization`, as
    /// swift-build sets it for such packages.
    public func generatesStringCatalogSymbols(_ configuration: String? = nil) -> Bool? {
        if let packageIsLocalized { return packageIsLocalized }
        let settings = settings(configuration)
        if let value = settings.generatesStringCatalogSymbols { return value }
        return settings.baseConfigurationFile == nil ? false : nil
    }

    /// Whether the target compiles or copies the file at `path` (absolute and standardized).
    public func contains(_ path: String) -> Bool {
        Self.sortedContains(sourceFiles, path) || Self.sortedContains(resourceFiles, path)
    }

    static func sortedContains(_ sorted: [String], _ path: String) -> Bool {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < path { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == path
    }
}

/// What a `Package.swift` target declaration builds.
public enum PackageTargetKind: String, Equatable, Sendable {
    case regular = "target"
    case executable = "executableTarget"
    case test = "testTarget"
    case macro
    case plugin
    case binary = "binaryTarget"
    case systemLibrary
}
