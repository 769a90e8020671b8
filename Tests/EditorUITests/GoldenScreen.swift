import Foundation
import Testing
import TerminalUI

/// Golden screens: a rendered frame as text plus a style mask, compared with a file under
/// `__Snapshots__`. Record or re-record with `XCEDIT_RECORD_SNAPSHOTS=1 swift test`.
enum GoldenScreen {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    static func document(_ grid: CellGrid) -> String {
        "\(grid.width)×\(grid.height)\n" + grid.text() + "\n--- styles ---\n" + grid.styleMask() + "\n"
    }

    static func check(_ grid: CellGrid, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = folder.appendingPathComponent(name + ".txt")
        let actual = document(grid)
        if ProcessInfo.processInfo.environment["XCEDIT_RECORD_SNAPSHOTS"] == "1" {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no golden screen \(name).txt; record it with XCEDIT_RECORD_SNAPSHOTS=1 swift test", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("screen \(name) differs from its golden file:\n\(diff(expected, actual))", sourceLocation: sourceLocation)
        }
    }

    /// The differing lines, numbered, expected then actual.
    static func diff(_ expected: String, _ actual: String) -> String {
        let a = expected.components(separatedBy: "\n"), b = actual.components(separatedBy: "\n")
        var out: [String] = []
        for i in 0..<max(a.count, b.count) {
            let x = i < a.count ? a[i] : "<none>", y = i < b.count ? b[i] : "<none>"
            if x != y { out.append(String(format: "%3d - %@\n    + %@", i + 1, x, y)) }
        }
        return out.joined(separator: "\n")
    }
}
