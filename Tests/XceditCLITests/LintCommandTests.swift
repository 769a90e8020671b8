import Foundation
import Testing
@testable import XceditCLI

/// A catalog with one error (fr: %lld for %@), one warning (de: lost trailing space) and one
/// info (a stale string).
private let problemCatalog = """
{
  "sourceLanguage" : "en",
  "strings" : {
    "Hello, %@!" : {
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Hallo, %@!"
          }
        },
        "fr" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Bonjour, %lld !"
          }
        }
      }
    },
    "Last seen: " : {
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Zuletzt gesehen:"
          }
        }
      }
    },
    "Old title" : {
      "extractionState" : "stale"
    }
  },
  "version" : "1.0"
}
"""

private func jsonObject(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

@Suite("xcedit lint")
struct LintCommandTests {
    @Test("Problems grouped by catalog and key, a summary, exit 1 on errors")
    func grouped() throws {
        let (folder, path) = try Scratch.folder(holding: problemCatalog)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CapturedRun(["lint", path])
        #expect(run.status == 1)
        #expect(run.error.isEmpty)
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == path)
        #expect(lines[1] == "  \"Hello, %@!\"")
        #expect(lines[2].hasPrefix("    error    fr  placeholder %lld is an integer"))
        #expect(lines[2].hasSuffix("[placeholders]"))
        #expect(lines[3] == "  \"Last seen: \"")
        #expect(lines[4].hasPrefix("    warning  de  trailing whitespace"))
        #expect(lines[5] == "  \"Old title\"")
        #expect(lines[6].hasPrefix("    info         stale"))
        #expect(lines[7] == "1 error, 1 warning, 1 info in 1 catalog")
    }

    @Test("A clean catalog: no problems, exit 0; warnings alone do not fail")
    func clean() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let clean = folder + "/Clean.xcstrings"
        try Scratch.write(Scratch.catalog, to: clean)
        let run = CapturedRun(["lint", clean])
        #expect(run.status == 0)
        #expect(run.out == "\(clean): no problems\n0 errors, 0 warnings, 0 infos in 1 catalog\n")
        let warningsOnly = folder + "/Warnings.xcstrings"
        try Scratch.write(problemCatalog, to: warningsOnly)
        #expect(CapturedRun(["lint", warningsOnly, "--lang", "de"]).status == 0)
    }

    @Test("--lang limits the languages, may be repeated, and takes --lang=CODE")
    func languages() throws {
        let (folder, path) = try Scratch.folder(holding: problemCatalog)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let german = CapturedRun(["lint", path, "--lang", "de"])
        #expect(german.status == 0)
        #expect(german.out.contains("warning  de") && !german.out.contains(" fr "))
        #expect(german.out.contains("stale"))  // string-wide problems are always shown
        let both = CapturedRun(["lint", "--lang=de", path, "--lang", "fr"])
        #expect(both.status == 1 && both.out.contains(" fr ") && both.out.contains(" de "))
        let none = CapturedRun(["lint", path, "--lang", "ja"])
        #expect(none.status == 0 && !none.out.contains("warning  "))
    }

    @Test("Bad usage: --lang without a value, a value for a flag")
    func usage() {
        for arguments in [["lint", "x.xcstrings", "--lang"], ["lint", "--json=yes", "x.xcstrings"], ["lint", "--lang="], ["lint"]] {
            let run = CapturedRun(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.error.hasPrefix("xcedit lint: "), "\(run.error)")
        }
        let help = CapturedRun(["lint", "--help"])
        #expect(help.status == 0 && help.out.contains("--lang CODE"))
        #expect(CapturedRun(["--help"]).out.contains("--lang CODE"))
    }

    @Test("--json has every field of every problem")
    func json() throws {
        let (folder, path) = try Scratch.folder(holding: problemCatalog)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CapturedRun(["lint", path, "--json"])
        #expect(run.status == 1)
        let root = try jsonObject(run.out)
        #expect(root["errors"] as? Int == 1 && root["warnings"] as? Int == 1 && root["infos"] as? Int == 1)
        let catalog = try #require((root["catalogs"] as? [[String: Any]])?.first)
        #expect(catalog["path"] as? String == path)
        let problems = try #require(catalog["problems"] as? [[String: Any]])
        #expect(problems.count == 3)
        let first = problems[0]
        #expect(first["check"] as? String == "placeholders")
        #expect(first["severity"] as? String == "error")
        #expect(first["key"] as? String == "Hello, %@!")
        #expect(first["language"] as? String == "fr")
        #expect(first["form"] as? String == "")
        #expect((first["message"] as? String)?.isEmpty == false)
        #expect(problems[2]["language"] is NSNull)
    }

    @Test("Broken.xcstrings: every planted problem is found; the clean strings stay clean")
    func brokenSample() throws {
        let path = packageRoot.appendingPathComponent("SampleProject/BackyardBirds/Broken.xcstrings").path
        let run = CapturedRun(["lint", path, "--json"])
        #expect(run.status == 1)
        let catalog = try #require((try jsonObject(run.out)["catalogs"] as? [[String: Any]])?.first)
        let problems = try #require(catalog["problems"] as? [[String: Any]])
        let found = Set(problems.map { p in
            [p["check"] as? String ?? "", p["key"] as? String ?? "", p["language"] as? String ?? "-", p["form"] as? String ?? ""]
                .joined(separator: " | ")
        })
        let planted = [
            "placeholders | %lld birds at the feeder | fr | plural.other",  // %Lld typed for %lld
            "placeholders | Hello, %@! | de | ",  // %d for %@
            "plural-forms | %lld birds at the feeder | ru | plural.few",  // Russian few missing
            "plural-forms | %lld nests found | de | plural.few",  // German has no few
            "plural-forms | %lld nests found | ru | ",  // not varied although the source is
            "device-other | Tap to refill the feeder | en | device.other",
            "substitutions | %lld birds in %lld gardens | de | ",  // %#@gaerten@ has no substitution
            "substitutions | %lld birds in %lld gardens | de | substitutions.gardens",  // never referenced
            "substitutions | %lld birds in %lld gardens | fr | substitutions.jardins",  // argNum 3
            "substitutions | %lld birds in %lld gardens | ru | substitutions.birds",  // "@" for lld
            "empty-translation | Bird Food Shop | de | ",
            "same-as-source | Feeder cleaning reminder | fr | ",
            "whitespace | Last seen:  | de | ",
            "dont-translate | Backyard Birds | - | ",
            "stale | Old migration notice | - | ",
            "links | Read the [feeding guide](https://example.com/feeding) | de | ",  // another page
            "links | Read the [feeding guide](https://example.com/feeding) | fr | ",  // the French page: a warning
            "markdown | **Tip:** clean the feeder *every week* | de | ",  // ** without its partner
            "inflection-markup | You have ^[%lld bird](inflect: true) | fr | ",  // inflect: tru
            "inflection | You have ^[%lld bird](inflect: true) | de | ",  // no agreement
        ]
        for problem in planted {
            #expect(found.contains(problem), "not found: \(problem)")
        }
        // Strings written to be correct: reordered placeholders, prose with %, Japanese
        // substitutions, a French device variation with other.
        for key in ["%1$@ spotted %2$lld birds", "Save 20% on bird seed"] {
            #expect(!problems.contains { $0["key"] as? String == key }, "\(key)")
        }
        #expect(!problems.contains { $0["language"] as? String == "ja" })
        #expect(!problems.contains { $0["key"] as? String == "Tap to refill the feeder" && $0["language"] as? String == "fr" })
        // Every check of the standard set is exercised by the sample.
        let checks = Set(problems.compactMap { $0["check"] as? String })
        #expect(checks.count == 13)
        // The file is in Xcode's layout.
        #expect(CapturedRun(["fmt", "--check", path]).status == 0)
    }

    @Test("stats has a problems column and field: errors and warnings per language")
    func statsProblems() throws {
        let (folder, path) = try Scratch.folder(holding: problemCatalog)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let table = CapturedRun(["stats", path])
        #expect(table.status == 0)
        let lines = table.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("CODE") && $0.hasSuffix("PROBLEMS") })
        let fr = try #require(lines.first { $0.hasPrefix("  fr ") })
        let de = try #require(lines.first { $0.hasPrefix("  de ") })
        #expect(fr.hasSuffix(" 1") && de.hasSuffix(" 1"))
        let json = CapturedRun(["stats", path, "--json"])
        let languages = try #require(((try jsonObject(json.out)["catalogs"] as? [[String: Any]])?.first)?["languages"] as? [[String: Any]])
        #expect(languages.map { $0["problems"] as? Int } == [0, 1, 1])
    }

    @Test("Keys that differ only in normalisation are listed apart, each with its own problems")
    func normalisationVariants() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        try Scratch.write("""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "\(composed)" : {
              "extractionState" : "stale"
            },
            "\(decomposed)" : {
              "extractionState" : "stale"
            }
          },
          "version" : "1.0"
        }
        """, to: path)
        let run = CapturedRun(["lint", path])
        #expect(run.status == 0)
        let lines = run.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 6, "\(lines)")
        #expect(Array(lines[1].utf8) == Array("  \"\(composed)\"".utf8))
        #expect(lines[2].hasPrefix("    info  stale") || lines[2].hasPrefix("    info     stale"), "\(lines[2])")
        #expect(Array(lines[3].utf8) == Array("  \"\(decomposed)\"".utf8))
        #expect(lines[4] == lines[2])
        #expect(lines[5] == "0 errors, 0 warnings, 2 infos in 1 catalog")
    }

    /// The package root, from this file's location.
    private var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}

@Suite struct LintSymbolTests {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%@" : { "extractionState" : "manual" },
        "%lld" : { },
        "…" : { "extractionState" : "manual", "generatesSymbol" : false },
        "Title" : { "extractionState" : "manual" },
        "TITLE" : { "extractionState" : "manual" }
      },
      "version" : "1.0"
    }
    """

    @Test func manualStringsThatCannotGetTheirSymbolAreWarnings() throws {
        let (folder, path) = try Scratch.folder(holding: Self.catalog)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CapturedRun(["lint", path, "--json"])
        #expect(run.status == ExitStatus.success)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let catalogs = try #require(json["catalogs"] as? [[String: Any]])
        let problems = try #require(catalogs.first?["problems"] as? [[String: Any]]).filter { $0["check"] as? String == "symbols" }
        // Not the extracted `%lld`, not the `…` that asks for no symbol.
        #expect(problems.map { $0["key"] as? String } == ["%@", "Title"])
        #expect(problems.allSatisfy { $0["severity"] as? String == "warning" })
    }
}
