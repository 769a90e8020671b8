import Foundation
import Testing
@testable import CatalogSync
import SourceExtraction
import StringCatalogKit

/// Large inputs, done right and without a hang: one catalog's update at several sizes, and
/// the plan over a generated project. Their times are printed, not compared: on two shared
/// cores a ratio of two timings is noise (the benchmark, `xcedit-bench`, measures speed).
@Suite(.serialized) struct SyncPerformanceTests {
    /// A catalog of `count` automatic keys (every fifth stale, every seventh with a value),
    /// and code that keeps half of them, brings back the stale ones and adds as many new.
    static func workload(_ count: Int) -> (StringCatalog, [LocalizableString]) {
        var strings: [CatalogString] = []
        for index in 0..<count {
            var string = CatalogString(key: "Key \(index) of the catalog", comment: index % 3 == 0 ? "comment \(index)" : nil)
            if index % 5 == 0 { string.extractionState = .stale }
            if index % 7 == 0 {
                string.extractionState = .extractedWithValue
                string.setLocalization(Localization("Value \(index)", state: .new), for: "en")
            }
            string.setLocalization(Localization("Traduction \(index)", state: .translated), for: "fr")
            strings.append(string)
        }
        let catalog = StringCatalog(sourceLanguage: "en", strings: strings.sorted { KeyCollation.areInIncreasingOrder($0.key, $1.key) })
        var uses: [ExtractedString] = []
        for index in stride(from: 0, to: count, by: 2) {
            uses.append(ExtractedString(key: "Key \(index) of the catalog", comment: "code comment \(index % 11)",
                                        defaultValue: index % 7 == 0 ? "New value \(index)" : nil, file: "File\(index % 97).swift",
                                        position: SourcePosition(line: index + 1, column: 1)))
            uses.append(ExtractedString(key: "New key \(index) with %@", file: "File\(index % 89).swift",
                                        position: SourcePosition(line: index + 2, column: 1),
                                        guessedInterpolations: [GuessedInterpolation(argument: 0, position: SourcePosition(line: index + 2, column: 9))]))
        }
        return (catalog, LocalizableString.grouping(uses))
    }

    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    @Test func aLargeUpdate() {
        var times: [Int: Double] = [:]
        for count in [5_000, 20_000] {
            let (catalog, code) = Self.workload(count)
            var update: CatalogUpdate?
            // The best of three: the machine's two cores are shared.
            times[count] = (0..<3).map { _ in Self.seconds { update = CatalogUpdate(updating: catalog, from: code) } }.min()!
            #expect(update?.summary.added.count == count / 2)
            let bytes = Self.seconds { _ = CatalogWriter.bytes(update!.catalog) }
            print("update of \(count) keys with \(code.count) code keys: \(String(format: "%.3f", times[count]!)) s (writing it: \(String(format: "%.3f", bytes)) s)")
        }
        // A guard against a hang or a quadratic step (minutes at this size), far above a debug
        // build's time on a loaded machine.
        #expect(times[20_000]! < 30, "\(times)")
    }

    /// A generated project: `files` Swift files of ten call sites each (a tenth of them in a
    /// second table), one catalog per table holding half of the keys.
    static func project(files: Int, in folder: String) throws -> SyncTarget {
        var sources: [String] = []
        var kept: [String] = []
        for file in 0..<files {
            var text = "struct View\(file): View {\n    let count = 3\n    var body: some View {\n"
            for site in 0..<10 {
                let label = "Label \(site) of view \(file)"
                if site == 9 {
                    text += "        Text(\"\(label)\", tableName: \"Settings\", comment: \"a label\")\n"
                } else {
                    text += "        Button(\"\(label) with \\(count) items\") { }\n"
                    if (file + site) % 2 == 0 { kept.append("\(label) with %lld items") }
                }
            }
            sources.append(try SyncTestSupport.write(text + "    }\n}\n", to: "Sources/View\(file).swift", in: folder))
        }
        let strings = kept.map { "\(JSONQuoting.quote($0)) : { }" }.joined(separator: ", ")
        let localizable = try SyncTestSupport.write(SyncTestSupport.catalogFile(strings), to: "Localizable.xcstrings", in: folder)
        let settings = try SyncTestSupport.write(SyncTestSupport.catalogFile(""), to: "Settings.xcstrings", in: folder)
        return SyncTarget(name: "App", sourceFiles: sources, catalogs: [localizable, settings])
    }

    @Test func aPlanOverALargeProject() throws {
        var times: [Int: Double] = [:]
        for files in [200, 800] {
            let folder = try SyncTestSupport.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let target = try Self.project(files: files, in: folder)
            var plan = SyncPlan()
            times[files] = (0..<2).map { _ in Self.seconds { plan = CatalogSync.plan([target]) } }.min()!
            #expect(plan.errors.isEmpty)
            #expect(plan.catalogs.map(\.summary.added.count) == [files * 9 / 2, files])
            #expect(plan.catalogs.map(\.summary.newlyStale.count) == [0, 0])
            print("plan of \(files) files, \(files * 10) call sites: \(String(format: "%.3f", times[files]!)) s")
        }
        #expect(times[800]! < 60, "\(times)")
    }
}
