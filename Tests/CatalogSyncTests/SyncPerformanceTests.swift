import Foundation
import Testing
@testable import CatalogSync
import SourceExtraction
import StringCatalogKit

/// The sync's cost grows with its input, never with its square: one catalog's update at
/// several sizes, and the plan over a generated project.
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

    @Test func anUpdateGrowsLinearly() {
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
        // Four times the input: linear is 4 (the new keys' sort adds a little), quadratic 16.
        #expect(times[20_000]! < times[5_000]! * 8, "\(times)")
        // A debug build, on shared cores: far from the release build's time, but not minutes.
        #expect(times[20_000]! < 5)
    }
}
