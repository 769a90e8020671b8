import Foundation
import Testing
@testable import XceditCLI

/// Text from files in diagnostics reaches the terminal escaped: an ESC sequence in a key, a
/// path in a project file or a provider's message does nothing but show.
@Suite struct TerminalTextTests {
    @Test func controlsAndBidiOverridesAreShownNotObeyed() {
        #expect(TerminalText.escaped("a\u{1B}]0;owned\u{07}b") == "a\\u{1B}]0;owned\\u{7}b")
        #expect(TerminalText.escaped("evil\u{202E}txt.exe") == "evil\\u{202E}txt.exe")
        #expect(TerminalText.escaped("\u{9B}31m") == "\\u{9B}31m")
        // Text, tabs, line breaks, Arabic with its own marks, emoji: as they are.
        let plain = "قائمة\u{200F} 👍🏽 🇯🇵\tnext\n"
        #expect(TerminalText.escaped(plain) == plain)
    }

    @Test func aProjectFilePathWithEscapesIsEscapedInSyncsWarning() throws {
        let root = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let hostile = "Gone\u{1B}[2J\u{202E}.swift"  // raw in the project file's quoted string
        try Scratch.write(SharedCatalogSyncTests.projectFile.replacingOccurrences(of: "path = B.swift;", with: "path = \"\(hostile)\";"),
                          to: root + "/Shared.xcodeproj/project.pbxproj")
        try Scratch.write("import SwiftUI\nlet a = Text(\"From A\")\n", to: root + "/A.swift")
        try Scratch.write("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n", to: root + "/Localizable.xcstrings")
        let run = CapturedRun(["sync", root, "--dry-run"])
        #expect(run.error.contains("Gone\\u{1B}[2J\\u{202E}.swift"), "\(run.error)")
        #expect(!run.error.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E }, "\(run.error)")
    }

    @Test func aMergeConflictOnAKeyWithEscapesIsEscaped() throws {
        let key = "Bird\u{1B}[31m\u{202E}"
        func catalog(_ value: String) -> String {
            let quoted = String(data: try! JSONSerialization.data(withJSONObject: [key], options: []), encoding: .utf8)!.dropFirst().dropLast()
            return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \(quoted) : {\n      \"localizations\" : {\n        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"\(value)\"\n          }\n        }\n      }\n    }\n  },\n  \"version\" : \"1.0\"\n}\n"
        }
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, value) in [("base", "A"), ("ours", "B"), ("theirs", "C")] { try Scratch.write(catalog(value), to: folder + "/\(name).xcstrings") }
        let run = CapturedRun(["merge", folder + "/base.xcstrings", folder + "/ours.xcstrings", folder + "/theirs.xcstrings"])
        #expect(run.status == 1, "\(run.error)")
        // The key is quoted as JSON (\u001b); the override, which JSON leaves as it is, escaped.
        #expect(run.error.contains("Bird\\u001b[31m\\u{202E}"), "\(run.error)")
        #expect(!run.error.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
        // diff, for people: escaped too.
        let diff = CapturedRun(["diff", folder + "/base.xcstrings", folder + "/ours.xcstrings"])
        #expect(diff.out.contains("\\u{202E}") && !diff.out.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E }, "\(diff.out)")
    }

    @Test func lintsTextReportEscapesWhatItQuotes() throws {
        let (folder, path) = try Scratch.folder(holding: """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%@ seen\\u202e" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "gesehen\\u001b[2J"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }

        """)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CapturedRun(["lint", path])
        #expect(!run.out.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E }, "\(run.out)")
        #expect(run.out.contains("\\u{202E}") || run.out.contains("\\u{1B}"), "\(run.out)")
        // The JSON form stays JSON.
        let json = CapturedRun(["lint", path, "--json"])
        #expect((try? JSONSerialization.jsonObject(with: Data(json.out.utf8))) != nil, "\(json.out)")
    }
}
