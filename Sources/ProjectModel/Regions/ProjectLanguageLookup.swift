/// The languages of the projects around many catalogs, each project file read once (the
/// catalogs of a folder mostly share one project).
public struct ProjectLanguageLookup: Sendable {
    private var byFile: [String: ProjectLanguages] = [:]

    public init() {}

    /// The project around `path`'s languages (see `ProjectLanguages.enclosing`); nil when no
    /// Xcode project encloses it.
    public mutating func languages(enclosing path: String) throws(ProjectError) -> ProjectLanguages? {
        guard let location = try ProjectLocation.enclosing(path), location.kind == .xcode else { return nil }
        if let known = byFile[location.file] { return known }
        let languages = try ProjectLanguages.read(projectFile: location.file)
        byFile[location.file] = languages
        return languages
    }

    /// Its `knownRegions`; empty when no Xcode project encloses `path`.
    public mutating func knownRegions(enclosing path: String) throws(ProjectError) -> [String] {
        try languages(enclosing: path)?.knownRegions ?? []
    }
}
