import CatalogFixtures
import Foundation
import ProjectModel
import SourceExtraction

/// The benchmark's timing of the hostile inputs at 1× and 10×: linear is a ratio near 10,
/// quadratic near 100.
extension HostileGrowth {
    /// Each input at 1× and 10×, CPU time of this thread (the work runs on it), median of `runs`.
    static func report(runs: Int) throws -> [String] {
        let folder = NSTemporaryDirectory() + "xcedit-bench-growth-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/App.xcodeproj", withIntermediateDirectories: true)
        let cases: [(name: String, base: Int, work: (Int) -> Void)] = [
            ("nested groups (project file)", 6_000, { depth in
                try? Data(nestedGroupsProject(depth: depth).utf8).write(to: URL(fileURLWithPath: folder + "/App.xcodeproj/project.pbxproj"))
                _ = try? Project.load(enclosing: folder)
            }),
            ("nested localized functions (Swift)", 15_000, { count in
                _ = SourceExtraction.extract(sources: [.init(path: "A.swift", bytes: Array(nestedLocalizedFunctions(count).utf8))])
            }),
            ("nested conditionals (Swift)", 5_000, { count in
                _ = SourceExtraction.extract(sources: [.init(path: "A.swift", bytes: Array(nestedConditionals(count).utf8))])
            }),
        ]
        var lines = ["Inputs that were quadratic, CPU time (median of \(runs)) at 1× and 10×:"]
        for item in cases {
            let small = Measure.median((0..<runs).map { _ in Measure.cpuTime { item.work(item.base) } })
            let large = Measure.median((0..<runs).map { _ in Measure.cpuTime { item.work(10 * item.base) } })
            let name = item.name.padding(toLength: 36, withPad: " ", startingAt: 0)
            lines.append(name + String(format: "%7d: %7.3f s   %7d: %7.3f s   ratio %5.1f", item.base, small, 10 * item.base, large, large / max(small, 1e-9)))
        }
        return lines
    }
}
