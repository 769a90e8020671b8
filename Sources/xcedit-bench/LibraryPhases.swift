import StringCatalog

/// The phases of a command measured inside one process, through the library: parsing,
/// statistics, the checks, serializing. Without the noise of process start and file reading.
struct LibraryPhases {
    var parse: [Double] = []
    var statistics: [Double] = []
    var checks: [Double] = []
    /// Only the checks that can report errors or warnings, as `stats` runs them.
    var warningChecks: [Double] = []
    var serialize: [Double] = []

    /// Measures `runs` times; fails the benchmark when the catalog does not load or does
    /// not serialize back to the same bytes (when `expectRoundTrip`).
    static func measure(_ bytes: [UInt8], runs: Int, expectRoundTrip: Bool) -> LibraryPhases {
        var phases = LibraryPhases()
        for _ in 0..<runs {
            var catalog: StringCatalog?
            phases.parse.append(Measure.time { catalog = try? CatalogReader.read(bytes) })
            guard let loaded = catalog else { fail("the catalog did not load") }
            phases.statistics.append(Measure.time { _ = CatalogStatistics(loaded) })
            phases.checks.append(Measure.time { _ = CatalogChecker().problems(in: loaded) })
            phases.warningChecks.append(Measure.time { _ = CatalogChecker(minimumSeverity: .warning).problems(in: loaded) })
            var output: [UInt8] = []
            phases.serialize.append(Measure.time { output = CatalogWriter.bytes(loaded, capacity: bytes.count) })
            if expectRoundTrip && output != bytes { fail("serialization is not byte-exact") }
        }
        return phases
    }
}
