import SourceExtraction
import StringCatalogKit

/// What a sync would do: each catalog's new contents and summary, where the code uses each
/// key, and what was reported. Nothing is written until `write()`.
public struct SyncPlan: Sendable {
    /// One catalog of the synced targets.
    public struct Catalog: Sendable {
        public var path: String
        public var table: String
        public var role: CatalogRole
        /// The targets that include it.
        public var targets: [String]
        /// True when it was updated from the code: false for a catalog left alone (see
        /// `role`) and for one an error kept from the sync (see `SyncPlan.errors`).
        public var isSynced: Bool
        /// What the sync does to it (empty when it was not synced).
        public var summary: CatalogSyncSummary
        /// Where the code uses each of its keys.
        public var usage: KeyUsage
        /// The file's new contents in Xcode's layout, when they differ from its bytes; nil
        /// when the file stays as it is.
        public var newBytes: [UInt8]?
        /// The catalog as the sync leaves it (nil when it was not synced), for what is said of
        /// it afterwards (the symbols its manual strings would get) without reading it again.
        public var catalog: StringCatalog?
        /// The file as it was read, so that a change made meanwhile is never overwritten.
        var fingerprint: FileFingerprint?

        /// True when the sync writes this catalog.
        public var isChanged: Bool { newBytes != nil }
    }

    /// The targets' catalogs, in the order the targets list them (each once).
    public var catalogs: [Catalog] = []
    /// Tables the code uses that no catalog takes.
    public var unsyncedTables: [UnsyncedTable] = []
    /// Catalogs the targets list that are not on disk.
    public var missingCatalogs: [MissingCatalog] = []
    /// Source files that could not be read, skipped.
    public var skippedSources: [SourceReadError] = []
    /// What the extraction could not read or decide (unknown interpolation types, …).
    public var sourceWarnings: [SourceWarning] = []
    /// What stops the sync: with any, `write()` writes nothing.
    public var errors: [SyncError] = []

    public init() {}

    /// The catalogs the sync writes.
    public var changedCatalogs: [Catalog] { catalogs.filter(\.isChanged) }

    /// True when a sync would change some catalog (what `--check` asks).
    public var changesAnything: Bool { catalogs.contains(where: \.isChanged) }

    /// Where the code uses each key, by catalog path: what the editor shows as "used at".
    public var usageByCatalog: [String: KeyUsage] {
        Dictionary(catalogs.map { ($0.path, $0.usage) }, uniquingKeysWith: { first, _ in first })
    }

    /// Where the code uses `key` of the catalog at `path`.
    public func locations(of key: String, inCatalog path: String) -> [SourceLocation] {
        catalogs.first { $0.path == path }?.usage.locations(of: key) ?? []
    }
}
