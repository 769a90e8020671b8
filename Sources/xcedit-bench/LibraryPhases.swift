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
    /// The check that the file is exactly in Xcode's layout (what an import of one language
    /// needs to splice), a read keeping only the last language and the source, and the splice
    /// after changing that language in every string.
    var layoutScan: [Double] = []
    var scopedRead: [Double] = []
    var splice: [Double] = []

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
            measureScoped(bytes, language: loaded.languages.last ?? loaded.sourceLanguage, into: &phases)
        }
        return phases
    }

    /// The language-scoped read and splice, when the file is in Xcode's layout; fails the
    /// benchmark when the splice differs from a whole read, edit and write.
    static func measureScoped(_ bytes: [UInt8], language: String, into phases: inout LibraryPhases) {
        var canonical = false
        phases.layoutScan.append(Measure.time { canonical = CatalogWriter.isInXcodeLayout(bytes) })
        guard canonical else { return }
        var scoped: LanguageScopedCatalog?
        phases.scopedRead.append(Measure.time { scoped = LanguageScopedCatalog(bytes: bytes, languages: [language]) })
        guard var scoped else { fail("the language-scoped read refused a file in Xcode's layout") }
        for index in scoped.catalog.strings.indices {
            scoped.catalog.modifyString(at: index) { $0.setLocalization(Localization("Spliced \(index)", state: .translated), for: language) }
        }
        var spliced: [UInt8]?
        phases.splice.append(Measure.time { spliced = scoped.splicedBytes() })
        if phases.splice.count == 1, spliced != CatalogWriter.bytes((try? scoped.wholeCatalog()) ?? StringCatalog(sourceLanguage: "")) {
            fail("the splice differs from a whole read, edit and write")
        }
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
