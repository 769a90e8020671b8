import Foundation
import ProjectModel
import SourceExtraction

/// Inputs under 10 MB that were read in quadratic time, generated (the tests use the same
/// generators), and the benchmark's timing of each at 1× and 10×: linear is a ratio near
/// 10, quadratic near 100.
enum HostileGrowth {
    /// A project file whose main group holds `depth` groups inside each other (`path = g`
    /// each), a catalog in the innermost, and a target copying it.
    static func nestedGroupsProject(depth: Int) -> String {
        var objects: [String] = []
        for level in 0..<depth {
            let child = level + 1 < depth ? "G\(level + 1)" : "CATALOG"
            objects.append("G\(level) = {isa = PBXGroup; children = (\(child), ); path = g; sourceTree = \"<group>\"; };")
        }
        objects += [
            "CATALOG = {isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = \"<group>\"; };",
            "BUILDCATALOG = {isa = PBXBuildFile; fileRef = CATALOG; };",
            "RESOURCES = {isa = PBXResourcesBuildPhase; files = (BUILDCATALOG, ); };",
            "APP = {isa = PBXNativeTarget; buildPhases = (RESOURCES, ); name = App; productType = \"com.apple.product-type.application\"; };",
            "PROJECT = {isa = PBXProject; developmentRegion = en; knownRegions = (en, ); mainGroup = G0; targets = (APP, ); };",
        ]
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n"
            + objects.map { "\t\t" + $0 + "\n" }.joined() + "\t};\n\trootObject = PROJECT;\n}\n"
    }

    /// `count` functions declared inside each other, each returning `LocalizedStringKey`.
    static func nestedLocalizedFunctions(_ count: Int) -> String {
        "import SwiftUI\n" + (0..<count).map { "func f\($0)() -> LocalizedStringKey {\n" }.joined()
            + "return \"deep\"\n" + String(repeating: "}\n", count: count)
    }

    /// `a ? a ? … Text("t\(x)") … : b : b`, `count` conditionals deep.
    static func nestedConditionals(_ count: Int) -> String {
        "import SwiftUI\nlet e = " + String(repeating: "a ? ", count: count) + "Text(\"t\\(x)\")" + String(repeating: " : b", count: count) + "\n"
    }

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
