import CatalogFiles
import Foundation
import StringCatalogKit

/// `xcedit export`: one `LANG.xcloc` bundle per language, as Xcode's *Export Localizations*
/// writes it — `contents.json`, `Localized Contents/LANG.xliff` with one `<file>` per catalog,
/// and the source-language copies of the catalogs under `Source Contents/`.
public struct ProjectExport {
    public let project: LocalizationProject
    /// The catalogs, by path relative to the project, in Xcode's file order.
    public let catalogs: [(path: String, catalog: StringCatalog)]
    public let tool: XclocToolInfo

    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case cannotRead(String)
        case cannotWrite(path: String, reason: String)

        public var description: String {
            switch self {
            case .cannotRead(let message): message
            case .cannotWrite(let path, let reason): "\(path): error: cannot write: \(reason)"
            }
        }
    }

    /// Reads every catalog of `project`: whole, or with only the source language and
    /// `languages` when those are all that will be exported (a much faster read of large
    /// catalogs in Xcode's layout; see `LanguageScopedFile`).
    public init(project: LocalizationProject, tool: XclocToolInfo, languages: [String]? = nil) throws(Failure) {
        var catalogs: [(String, StringCatalog)] = []
        for relative in project.catalogs {
            let path = project.path(of: relative)
            do {
                let catalog = if let languages { try LanguageScopedFile.open(path, languages: languages).catalog } else { try CatalogFile.open(path).catalog }
                catalogs.append((relative, catalog))
            } catch {
                throw .cannotRead(error.description)
            }
        }
        self.init(project: project, catalogs: catalogs, tool: tool)
    }

    public init(project: LocalizationProject, catalogs: [(path: String, catalog: StringCatalog)], tool: XclocToolInfo) {
        self.project = project
        self.catalogs = catalogs.sorted { XcodeFileOrder.areInIncreasingOrder($0.path, $1.path) }
        self.tool = tool
    }

    /// The development language: the project's, else the first catalog's source language.
    public var developmentRegion: String {
        project.developmentRegion ?? catalogs.first?.catalog.sourceLanguage ?? "en"
    }

    /// What Xcode exports when no language is named: every language of the catalogs and of
    /// the project, the development language first.
    public var defaultLanguages: [String] {
        var seen: Set<String> = [developmentRegion]
        var others: [String] = []
        for language in catalogs.flatMap({ $0.catalog.languages }) + project.knownRegions where seen.insert(language).inserted {
            others.append(language)
        }
        return [developmentRegion] + others.sorted(by: KeyCollation.areInIncreasingOrder)
    }

    /// The XLIFF document of one language: the catalogs and the legacy tables, in Xcode's
    /// file order.
    public func document(language: String) throws(Failure) -> XLIFFDocument {
        var files = catalogs.map { entry in
            XLIFFFile(original: entry.path, sourceLanguage: entry.catalog.sourceLanguage, targetLanguage: language,
                      tool: tool.xliffTool, units: CatalogUnits(catalog: entry.catalog, language: language).units())
        }
        for table in project.legacyTables {
            do {
                let units = try table.units(language: language, sourceLanguage: developmentRegion, sourcePath: project.path(of: table.original))
                var file = XLIFFFile(original: table.original, sourceLanguage: developmentRegion, targetLanguage: language,
                                     tool: tool.xliffTool, units: units)
                file.datatypeFirst = !table.hasFile(for: language, sourceLanguage: developmentRegion)
                files.append(file)
            } catch {
                throw .cannotRead(error.description)
            }
        }
        return XLIFFDocument(files: files.sorted { XcodeFileOrder.areInIncreasingOrder($0.original, $1.original) })
    }

    public func contents(language: String) -> XclocContents {
        XclocContents(developmentRegion: developmentRegion, project: project.projectName, targetLocale: language, toolInfo: tool)
    }

    /// Writes `DIR/LANG.xcloc` and returns its path. Files are written atomically; other
    /// files already in the bundle (a translator's `Notes/`) are left alone. `document` is
    /// `document(language:)` when the caller has made it already.
    @discardableResult
    public func writeBundle(language: String, into folder: String, document: XLIFFDocument? = nil) throws(Failure) -> String {
        // The code may come from a catalog or the project file: it names the bundle only once
        // it is known to stay one name inside `folder`.
        guard Language.canNameFile(language) else {
            throw .cannotWrite(path: folder, reason: Language.unsafeFileNameReason(language))
        }
        let bundle = URL(fileURLWithPath: folder).appendingPathComponent(language + ".xcloc")
        try write(contents(language: language).bytes(), to: bundle.appendingPathComponent("contents.json"))
        let xliff: XLIFFDocument
        if let document { xliff = document } else { xliff = try self.document(language: language) }
        try write(XLIFFWriter.bytes(xliff),
                  to: bundle.appendingPathComponent("Localized Contents").appendingPathComponent(language + ".xliff"))
        for entry in catalogs {
            // An original starting with `../` lands beside `Source Contents`, as in Xcode.
            let copy = bundle.appendingPathComponent("Source Contents").appendingPathComponent(entry.path).standardizedFileURL
            try write(CatalogWriter.bytes(SourceContents.reduced(entry.catalog)), to: copy)
        }
        for table in project.legacyTables {
            // A table's development-language file goes in as it is.
            let copy = bundle.appendingPathComponent("Source Contents").appendingPathComponent(table.original).standardizedFileURL
            guard let bytes = try? CatalogFile.readBytes(project.path(of: table.original), hashingContent: false).0 else {
                throw .cannotRead("\(project.path(of: table.original)): error: cannot read the file")
            }
            try write(bytes, to: copy)
        }
        try makeFolder(bundle.appendingPathComponent("Notes"))
        return bundle.path
    }

    private func write(_ bytes: [UInt8], to url: URL) throws(Failure) {
        try makeFolder(url.deletingLastPathComponent())
        do {
            try CatalogFile.writeAtomically(bytes, to: url.path, mode: 0o644)
        } catch {
            throw .cannotWrite(path: url.path, reason: error.description)
        }
    }

    private func makeFolder(_ url: URL) throws(Failure) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: url.path, reason: error.localizedDescription)
        }
    }
}
