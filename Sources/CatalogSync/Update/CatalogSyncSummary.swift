/// What a sync did to one catalog, key by key, for the summary line and for tests.
public struct CatalogSyncSummary: Sendable, Equatable {
    /// A code key taken for a catalog key that differs from it only in specifiers.
    public struct SpecifierMatch: Sendable, Hashable {
        /// The key as the extraction wrote it.
        public var codeKey: String
        /// The catalog's key, which the string keeps.
        public var catalogKey: String
    }

    /// Keys new to the catalog, as automatic strings.
    public var added: [String] = []
    /// Automatic keys the code no longer uses, now stale.
    public var newlyStale: [String] = []
    /// Stale keys the code uses again, automatic again.
    public var revived: [String] = []
    /// Migrated keys (from `.strings` files) found in the code, now automatic.
    public var migratedFound: [String] = []
    /// Keys whose comment the code's comment replaced.
    public var commentsChanged: [String] = []
    /// Keys whose source-language value the code's default value changed, and keys that lost
    /// `extracted_with_value` because the code no longer gives one.
    public var defaultValuesChanged: [String] = []
    /// Code keys kept as the catalog has them (see `SpecifierMatching`).
    public var specifierMatches: [SpecifierMatch] = []
    /// Interpolations whose type the extraction could not tell, in the strings of this
    /// catalog: their specifier (`%@`) is a guess.
    public var unknownTypes: [SourceLocation] = []
    /// The catalog's automatic strings before the sync, against which `newlyStale` is weighed.
    public var automaticBefore = 0
    /// True when the catalog's content changed.
    public var changed = false

    /// The share of the catalog's automatic strings the sync marks stale.
    public var staleShare: StaleShare { StaleShare(newlyStale: newlyStale.count, automatic: automaticBefore) }

    public init() {}
}
