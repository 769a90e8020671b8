import Foundation
import Testing
import XceditCLI

/// `sync` says loudly when it marks a large share of a catalog's automatic strings stale (a
/// likely extraction gap), in a normal run, `--dry-run` and `--check` alike.
@Suite struct SyncStaleAlarmTests {
    /// A project whose catalog has ten automatic strings, of which the code uses `used`.
    static func project(used: Int) throws -> String {
        let root = try Scratch.folder()
        try Scratch.write(SharedCatalogSyncTests.projectFile, to: root + "/Shared.xcodeproj/project.pbxproj")
        let texts = (0..<used).map { "let t\($0) = Text(\"String \($0)\")" }.joined(separator: "\n")
        try Scratch.write("import SwiftUI\n\(texts)\n", to: root + "/A.swift")
        try Scratch.write("import SwiftUI\n", to: root + "/B.swift")
        let members = (0..<10).map { "    \"String \($0)\" : {\n\n    }" }.joined(separator: ",\n")
        try Scratch.write("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(members)\n  },\n  \"version\" : \"1.0\"\n}\n",
                          to: root + "/Localizable.xcstrings")
        return root
    }

    @Test(arguments: [["--dry-run"], ["--check"], []])
    func manyNewlyStaleStringsAreSaidLoudly(flags: [String]) throws {
        let root = try Self.project(used: 3)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CapturedRun(["sync", root] + flags)
        let verb = flags.isEmpty ? "marked" : "would mark"
        let alarm = "warning: \(verb) 7 of 10 automatic strings (70.0%) stale: more than 3% at once is more likely strings the extraction missed than dead code"
        #expect(run.out.contains("Localizable.xcstrings: 7 newly stale"), "\(run.out)")
        #expect(run.out.contains("  " + alarm), "\(run.out)")
        #expect(run.error.contains("Localizable.xcstrings: " + alarm), "\(run.error)")
        #expect(run.status == (flags == ["--check"] ? 1 : 0))
    }

    @Test func aFewNewlyStaleStringsAreNot() throws {
        let root = try Self.project(used: 9)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CapturedRun(["sync", root, "--dry-run"])
        #expect(run.out.contains("1 newly stale"), "\(run.out)")
        #expect(!(run.out + run.error).contains("more likely strings the extraction missed"), "\(run.out)\(run.error)")
    }
}
