import StringCatalogKit

/// The phases of a command measured inside one process, through the library: parsing,
/// statistics, the checks, serializing. Without the noise of process start and file reading.
struct LibraryPhases {
    var parse: [Double] = []
    var statistics: [Double] = []
    /// One string's update of the statistics after an edit (`CatalogStatistics.replace`),
    /// the mean over up to 1000 edits spread over the catalog.
    var statisticsUpdate: [Double] = []
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
            var statistics: CatalogStatistics?
            phases.statistics.append(Measure.time { statistics = CatalogStatistics(loaded) })
            phases.statisticsUpdate.append(updateTime(loaded, &statistics!))
            phases.checks.append(Measure.time { _ = CatalogChecker().problems(in: loaded) })
            phases.warningChecks.append(Measure.time { _ = CatalogChecker(minimumSeverity: .warning).problems(in: loaded) })
            var output: [UInt8] = []
            phases.serialize.append(Measure.time { output = CatalogWriter.bytes(loaded, capacity: bytes.count) })
            if expectRoundTrip && output != bytes { fail("serialization is not byte-exact") }
        }
        return phases
    }

    /// Mean time of `replace` for committing a translation in one string, over up to 1000
    /// strings spread over the catalog; fails the benchmark when an update goes wrong.
    static func updateTime(_ catalog: StringCatalog, _ statistics: inout CatalogStatistics) -> Double {
        guard catalog.strings.count > 0 else { return 0 }
        let language = statistics.languages.last?.language ?? catalog.sourceLanguage
        let step = max(1, catalog.strings.count / 1000)
        var edited = catalog
        var elapsed = 0.0, updates = 0
        for i in stride(from: 0, to: catalog.strings.count, by: step) {
            let old = edited.strings[i]
            edited.modifyEntry(at: i) { $0.setValue("Edited", language: language) }
            let new = edited.strings[i]
            var applied = false
            elapsed += Measure.time { applied = statistics.replace(old, with: new) }
            updates += 1
            if !applied { fail("the statistics refused an update") }
        }
        if statistics != CatalogStatistics(edited) { fail("the updated statistics differ from a full count") }
        return elapsed / Double(updates)
    }
}
