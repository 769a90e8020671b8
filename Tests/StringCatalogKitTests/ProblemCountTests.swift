import Foundation
import Testing
@testable import StringCatalogKit

/// `CatalogChecker.problemCounts`, what `stats` shows, counts what the full checks list:
/// leaving the messages unwritten and the problems unsorted must not change a count.
@Suite struct ProblemCountTests {
    /// Per language, the problems of `problems(in:)` at least as severe as `severity`.
    static func listedCounts(_ checker: CatalogChecker, _ catalog: StringCatalog, atLeast severity: ProblemSeverity) -> [String: Int] {
        var counts: [String: Int] = [:]
        for problem in checker.problems(in: catalog) where problem.severity <= severity {
            guard let language = problem.location.language else { continue }
            counts[language, default: 0] += 1
        }
        return counts
    }

    @Test("Counts of a catalog with problems of every severity, as stats and lint count them")
    func countsEqualListedProblems() {
        let catalog = StringCatalog(sourceLanguage: "en", strings: [
            string("%lld birds", ["en": plural(["one": "%lld bird", "other": "%lld birds"]),
                                  "ru": plural(["one": "%lld птица", "other": "%lld птиц"]),
                                  "fr": value("%@ oiseaux")]),
            string("Hello %@", ["en": value("Hello %@"), "fr": value("Bonjour"), "de": value(" Hallo %@")]),
            string("Stale", ["fr": value("Vieux")], extractionState: .stale),
        ])
        for severity in [ProblemSeverity.error, .warning, .info] {
            let checker = CatalogChecker(minimumSeverity: severity)
            let counts = checker.problemCounts(in: catalog, atLeast: severity)
            #expect(counts == Self.listedCounts(checker, catalog, atLeast: severity))
            #expect(counts["fr", default: 0] > 0 && counts["ru", default: 0] > 0)
        }
    }

    @Test("Counts of every catalog of the corpus equal those of the full checks", .needsCorpus)
    func corpusCounts() throws {
        let files = try TestSupport.corpusFiles()
        var checked = 0
        for file in files {
            guard let catalog = try? CatalogReader.read(TestSupport.bytes(file)) else { continue }
            for severity in [ProblemSeverity.warning, .info] {
                let checker = CatalogChecker(minimumSeverity: severity)
                #expect(checker.problemCounts(in: catalog, atLeast: severity) == Self.listedCounts(checker, catalog, atLeast: severity),
                        "\(file.lastPathComponent) at \(severity)")
            }
            checked += 1
        }
        TestSupport.expectChecked(checked, of: files)
    }
}
