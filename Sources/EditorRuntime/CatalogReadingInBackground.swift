import CatalogEditor
import CatalogFiles
import Interchange
import StringCatalogKit

/// Opening a large catalog on its first strings while the whole file is read on other
/// threads (see `CatalogReading`): the first frame shows in a fraction of the time the
/// whole read takes, and the whole document then takes its place.
public enum CatalogReadingInBackground {
    /// How many strings the first look reads: several screens of the tallest terminals.
    public static let firstStrings = 200

    /// A document of the first strings of the one catalog of `paths`, when it opens this
    /// way: a single large `.xcstrings` file in Xcode's layout whose beginning reads well,
    /// with no recovery copy to ask about. Nil otherwise: a folder of catalogs, a
    /// translator's bundle, a small file and anything unusual are read whole first, as
    /// before (a file git left unmerged is found by the whole read, which shows the merge).
    public static func firstLook(_ paths: [String]) -> Document? {
        guard paths.count == 1, let path = paths.first, !XclocEditing.isExchangePath(path),
              RecoveryCopy.existing(for: path) == nil,
              let prefix = CatalogFile.readPrefix(path, upTo: firstStrings) else { return nil }
        return Document(path: path, catalog: prefix.catalog)
    }

    /// The whole document of the catalog at `path`, read as `DocumentLoading.load` reads it
    /// before the screen starts (its project's languages, git's versions, statistics), or
    /// the same error.
    static func read(_ path: String) -> CatalogReadOutcome {
        do {
            return .read(try DocumentLoading.load([path])[0])
        } catch {
            return .failed(error.description)
        }
    }
}
