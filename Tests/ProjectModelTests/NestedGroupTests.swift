import Foundation
import GrowthMeasure
import Testing
@testable import ProjectModel
import CatalogFixtures

/// A chain of groups inside each other, each a folder `g`: every group's path is one `/g`
/// longer than its parent's. 20,000 of them took 13 s and 480 MB building ever longer paths;
/// past the longest path the system opens, nothing below is reachable anyway.
@Suite struct NestedGroupTests {
    static func load(depth: Int, in root: URL) throws -> Project {
        try ProjectTestSupport.write(["App.xcodeproj/project.pbxproj": HostileGrowth.nestedGroupsProject(depth: depth)], under: root)
        return try Project.load(enclosing: root.path)!
    }

    @Test func aPathBeyondTheLongestIsSaidOnceAndNothingBelowIsTaken() throws {
        let root = try ProjectTestSupport.temporaryFolder("nested-groups")
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try Self.load(depth: 5_000, in: root)
        let long = project.warnings.filter { $0.message.contains("longer than 4095 bytes") }
        #expect(long.count == 1, "\(project.warnings.map(\.message))")
        // The innermost catalog is not found again from the root either.
        #expect(project.targets.first?.resourceFiles.isEmpty == true, "\(project.targets.first?.resourceFiles ?? [])")

        // Within the limit, the catalog is where its groups put it.
        let shallow = try Self.load(depth: 3, in: root)
        #expect(shallow.targets.first?.resourceFiles == [root.path + "/g/g/g/Localizable.xcstrings"])
    }

    @Test func nestedGroupsAreReadInLinearTime() throws {
        let root = try ProjectTestSupport.temporaryFolder("nested-groups")
        defer { try? FileManager.default.removeItem(at: root) }
        var warnings = 0
        let times = GrowthMeasure.oneAndTenTimes(3_000) { depth in warnings = (try? Self.load(depth: depth, in: root))?.warnings.count ?? -1 }
        #expect(warnings == 1)
        #expect(times.large < 25 * max(times.small, 0.002), "1×: \(times.small) s, 10×: \(times.large) s")
    }
}
