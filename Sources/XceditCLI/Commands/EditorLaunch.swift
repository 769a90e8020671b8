import CatalogFiles
import StringCatalogKit

/// What `xcedit [PATH...]` asks for: the editor on catalogs, every catalog under folders,
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

    /// The editor's options, in the order the help lists them.
    enum Option: CommandOption {
        case language, noColor

        var flag: FlagSpec {
            switch self {
            case .language: FlagSpec(name: "--lang", help: "open on this language (default: the one last used in the catalog)", valueName: "CODE")
            case .noColor: FlagSpec(name: "--no-color", help: "attributes only, no colours (also when NO_COLOR is set)")
            }
        }
    }

    /// Why the paths given cannot be opened.
    public enum Problem: Error, CustomStringConvertible {
        case discovery(CatalogDiscovery.Failure)
        /// A translator's bundle is edited on its own: its files are one target language.
        case bundleWithOthers(String)

        public var description: String {
            switch self {
            case .discovery(let failure): failure.description
            case .bundleWithOthers(let path): "\(path): error: a .xcloc or .xliff opens on its own, not with other paths"
            }
        }
    }

    /// Resolves the paths before any screen starts, so that a wrong path is a plain error.
    /// Several catalogs or folders open together; a catalog named twice opens once.
    static func resolve(_ arguments: CommandArguments<Option>, environment: [String: String]) -> Result<EditorLaunch, Problem> {
        let paths = arguments.positional.isEmpty ? ["."] : arguments.positional
        if paths.count > 1, let bundle = paths.first(where: XLIFFInputs.isExchangeFile) {
            return .failure(.bundleWithOthers(bundle))
        }
        var catalogPaths: [String] = [], skipped: [SkippedPath] = []
        for path in paths {
            // A translator's bundle or XLIFF opens as it is (its Source Contents are not
            // searched for catalogs); reading it reports what is wrong with it.
            let found: FolderSearch
            do {
                found = XLIFFInputs.isExchangeFile(path) ? FolderSearch(files: [path], skipped: []) : try CatalogDiscovery.catalogs(at: path)
            } catch {
                return .failure(.discovery(error))
            }
            catalogPaths += found.files
            skipped += found.skipped
        }
        // NO_COLOR (no-color.org) counts only when set to something.
        let noColor = arguments.has(.noColor) || !(environment["NO_COLOR"] ?? "").isEmpty
        return .success(EditorLaunch(path: paths.joined(separator: ", "), useColor: !noColor,
                                     catalogPaths: CatalogDiscovery.eachFileOnce(catalogPaths), skippedLinks: skipped,
                                     language: arguments.last(.language), stateFolder: EditorStateFolder.path(environment: environment)))
    }
}
