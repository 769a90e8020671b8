import StringCatalog

/// An open catalog and what the editor derives from it.
public struct Document: Sendable {
    public var path: String
    public var catalog: StringCatalog
    /// `knownRegions` of the enclosing Xcode project: languages the project has even where
    /// the catalog has no translation yet.
    public var projectLanguages: [String]
    /// Sidebar order: the source language first, then the others by English name.
    public private(set) var languages: [String]
    public private(set) var statistics: CatalogStatistics

    public init(path: String, catalog: StringCatalog, projectLanguages: [String] = []) {
        self.path = path
        self.catalog = catalog
        self.projectLanguages = projectLanguages
        languages = []
        statistics = CatalogStatistics(catalog, extraLanguages: projectLanguages)
        languages = Self.sidebarOrder(statistics.languages.map(\.language), source: catalog.sourceLanguage)
    }

    /// The file name shown in titles.
    public var name: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    public var sourceLanguage: String { catalog.sourceLanguage }

    public func progress(of language: String) -> CatalogStatistics.LanguageProgress? {
        statistics.languages.first { $0.language == language }
    }

    /// Share of translated strings over all non-source languages, for the catalog picker.
    public var overallFraction: Double {
        let others = statistics.languages.filter { !$0.isSource }
        let total = others.reduce(0) { $0 + $1.total }
        return total == 0 ? 1 : Double(others.reduce(0) { $0 + $1.translated }) / Double(total)
    }

    static func sidebarOrder(_ codes: [String], source: String) -> [String] {
        let others = codes.filter { $0 != source }.sorted {
            let a = Language.displayName(for: $0), b = Language.displayName(for: $1)
            return a == b ? $0 < $1 : a < b
        }
        return [source] + others
    }
}
