import StringCatalogKit

/// What `xcedit [PATH]` asks for: the editor on one catalog, every catalog under a folder,
/// or the files of a translator's `.xcloc` bundle or `.xliff`.
public struct EditorLaunch: Sendable {
    public var path: String
    public var useColor: Bool
    public var catalogPaths: [String]
    /// Links the search for catalogs did not follow, printed before the editor starts.
    public var skippedLinks: [SkippedPath]
    /// `--lang CODE`: the language to open on.
    public var language: String?
    /// Where the editor remembers the language last used per catalog (nil: nowhere).
    public var stateFolder: String?

    /// Resolves the path before any screen starts, so that a wrong path is a plain error.
    static func resolve(_ arguments: ParsedArguments, environment: [String: String]) -> Result<EditorLaunch, CatalogDiscovery.Failure> {
        let path = arguments.positional.first ?? "."
        do {
            // A translator's bundle or XLIFF opens as it is (its Source Contents are not
            // searched for catalogs); reading it reports what is wrong with it.
            let found = XLIFFInputs.isExchangeFile(path) ? FolderSearch(files: [path], skipped: []) : try CatalogDiscovery.catalogs(at: path)
            // NO_COLOR (no-color.org) counts only when set to something.
            let noColor = arguments.has("--no-color") || !(environment["NO_COLOR"] ?? "").isEmpty
            return .success(EditorLaunch(path: path, useColor: !noColor, catalogPaths: found.files, skippedLinks: found.skipped,
                                         language: arguments.values(of: "--lang").last, stateFolder: EditorMemory.folder(environment: environment)))
        } catch {
            return .failure(error)
        }
    }
}
