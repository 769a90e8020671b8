@testable import CatalogFiles
import Testing
import StringCatalogKit

@Suite("Every check runs")
struct CheckScopeTests {
    /// `SampleProject/BackyardBirds/Broken.xcstrings` plants a problem of each kind; each
    /// standard check, run on its own by the checker, must find its own.
    @Test("Each standard check, alone in a checker, finds its planted problem", arguments: CatalogChecker.standardChecks.map(\.id))
    func eachCheckRuns(id: String) throws {
        let path = TestSupport.packageRoot.appendingPathComponent("SampleProject/BackyardBirds/Broken.xcstrings").path
        let catalog = try CatalogFile.open(path).catalog
        let check = try #require(CatalogChecker.standardChecks.first { $0.id == id })
        let found = CatalogChecker(checks: [check]).problems(in: catalog)
        #expect(!found.isEmpty, "\(id) found nothing in Broken.xcstrings")
        #expect(found.allSatisfy { $0.checkID == id })
    }
}
