import Testing
import StringCatalogKit
import CatalogFixtures

/// The benchmark's catalogs of every shape read back as they were made and are written
/// again byte for byte: their `stats` rows measure a reader that gets them right.
@Suite struct BenchmarkShapeTests {
    @Test(arguments: CatalogShape.allCases)
    func readsBackExactly(shape: CatalogShape) throws {
        let catalog = shape.catalog(seed: 5, strings: 120, languages: 40)
        let bytes = CatalogWriter.bytes(catalog)
        let read = try CatalogReader.read(bytes)
        #expect(read == catalog)
        #expect(CatalogWriter.bytes(read) == bytes)
    }

    @Test("The many-strings shape has what it is there to stress")
    func manyStringsHasItsParts() {
        let catalog = CatalogShape.manyStrings.catalog(seed: 5, strings: 120, languages: 40)
        let values = catalog.strings.flatMap { string in
            (string.localizations?.elements ?? []).compactMap { $0.value.stringUnit?.value }
        }
        #expect(catalog.strings.count == 300)
        #expect(values.contains { $0.contains("\n") && $0.contains("\"") && $0.contains("\\") })
        #expect(values.contains { $0.unicodeScalars.contains { $0.value > 0xFFFF } })
        #expect(values.contains { !$0.contains(" ") && $0.count < 12 })
        #expect(catalog.strings.contains { $0.localizations?.elements.contains { $0.value.variations?.device != nil } == true })
        #expect(catalog.strings.contains { $0.localizations?.elements.contains { $0.value.substitutions != nil } == true })
    }

    @Test("stats' problem counts equal those of the full checks on every shape", arguments: CatalogShape.allCases)
    func problemCountsMatchTheChecks(shape: CatalogShape) {
        // Over `stringsPerPart` × 2 strings: counted in parts on several threads.
        let catalog = shape.catalog(seed: 9, strings: 1200, languages: 10)
        for severity in [ProblemSeverity.warning, .info] {
            let checker = CatalogChecker(minimumSeverity: severity)
            var listed: [String: Int] = [:]
            for problem in checker.problems(in: catalog) where problem.severity <= severity {
                guard let language = problem.location.language else { continue }
                listed[language, default: 0] += 1
            }
            #expect(!listed.isEmpty)
            #expect(checker.problemCounts(in: catalog, atLeast: severity) == listed)
        }
    }
}
