import Testing
@testable import CatalogSync
import SourceExtraction
import StringCatalogKit

/// A sync that marks a large share of a catalog stale at once: weighed against the catalog's
/// automatic strings before the sync, said loudly above a threshold.
@Suite struct StaleShareTests {
    typealias Support = SyncTestSupport

    /// A catalog of `automatic` automatic strings (`Key 0`…), plus manual and stale ones that
    /// do not count, updated from code that still uses `used` of them.
    static func update(automatic: Int, used: Int) throws -> CatalogUpdate {
        var members = (0..<automatic).map { #""Key \#($0)" : { }"# }
        members += [#""Manual" : { "extractionState" : "manual" }"#, #""Old" : { "extractionState" : "stale" }"#]
        let catalog = try Support.catalog(members.joined(separator: ", "))
        let code = LocalizableString.grouping((0..<used).map { Support.use("Key \($0)", line: $0 + 1) })
        return CatalogUpdate(updating: catalog, from: code)
    }

    @Test func theShareIsOfTheAutomaticStringsBeforeTheSync() throws {
        let update = try Self.update(automatic: 100, used: 95)
        #expect(update.summary.automaticBefore == 100)
        #expect(update.summary.staleShare == StaleShare(newlyStale: 5, automatic: 100))
        #expect(update.summary.staleShare.shown == "5 of 100 automatic strings (5.0%)")
    }

    @Test(arguments: [
        (100, 95, true),    // 5%, 5 strings
        (100, 96, false),   // 4 strings: a few, whatever the share
        (200, 194, false),  // 3% exactly: not more than 3%
        (200, 193, true),   // 3.5%
        (1000, 970, false), // 30 strings, but 3%
        (10, 10, false),
        (0, 0, false),
    ])
    func aLargeShareIsAlarming(automatic: Int, used: Int, alarming: Bool) throws {
        #expect(try Self.update(automatic: automatic, used: used).summary.staleShare.isAlarming == alarming)
    }
}
