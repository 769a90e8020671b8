#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringCatalogKit

extension CatalogFile {
    /// A catalog that has no file of its own, such as one `<file>` of a translator's XLIFF
    /// seen as a catalog: `path` says where it came from, for messages. It is never saved
    /// through `save()` (it would write a catalog over that path): only read.
    public init(view catalog: StringCatalog, path: String) {
        self.init(path: path, catalog: catalog, fingerprint: FileFingerprint(stat(), contentHash: 0), originalSize: 0)
    }
}
