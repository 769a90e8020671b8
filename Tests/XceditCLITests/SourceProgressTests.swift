import Foundation
import Testing
@testable import XceditCLI

/// Strings extracted from code with a default value carry their source text in a source
/// unit that Xcode writes `new`: that text exists, so the source language is done.
@Suite("Source-language progress")
struct SourceProgressTests {
    static let extractedWithValue = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "feeder.title" : {
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Feeders"
              }
            },
            "fr" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Mangeoires"
              }
            }
          }
        },
        "visitors.count" : {
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "new",
                      "value" : "%lld visitor"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "needs_review",
                      "value" : "%lld visitors"
                    }
                  }
                }
              }
            }
          }
        },
        "empty.source" : {
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "new",
                "value" : ""
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

    @Test("stats counts an existing source value as translated whatever its state; an empty one stays new")
    func statsText() throws {
        let (folder, path) = try Scratch.folder(holding: Self.withoutEmptySource, named: "Extracted.xcstrings")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write(Self.extractedWithValue, to: folder + "/Mixed.xcstrings")
        let run = CapturedRun(["stats", path])
        #expect(run.status == 0)
        let source = try #require(run.out.split(separator: "\n").first { $0.hasPrefix("  en ") })
        #expect(source.contains("100% ✓"), "\(source)")

        let mixed = CapturedRun(["stats", folder + "/Mixed.xcstrings", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(mixed.out.utf8)) as? [String: Any])
        let languages = try #require(((json["catalogs"] as? [[String: Any]])?.first)?["languages"] as? [[String: Any]])
        let english = try #require(languages.first { $0["code"] as? String == "en" })
        #expect(english["translated"] as? Int == 2)
        #expect(english["new"] as? Int == 1)
        #expect(english["needsReview"] as? Int == 0)
        #expect(english["progress"] as? Int == 66)
    }

    @Test("stats --json puts the source of extracted_with_value strings at 100%")
    func statsJSON() throws {
        let (folder, path) = try Scratch.folder(holding: Self.withoutEmptySource, named: "Extracted.xcstrings")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CapturedRun(["stats", path, "--json"])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let languages = try #require(((json["catalogs"] as? [[String: Any]])?.first)?["languages"] as? [[String: Any]])
        #expect(languages.first?["code"] as? String == "en")
        #expect(languages.first?["progress"] as? Int == 100)
        #expect(languages.first?["translated"] as? Int == 2)
        // A translation's own state still counts as it is.
        #expect(languages.last?["code"] as? String == "fr")
        #expect(languages.last?["translated"] as? Int == 1 && languages.last?["new"] as? Int == 1)
    }

    static var withoutEmptySource: String {
        let start = extractedWithValue.range(of: ",\n    \"empty.source\"")!.lowerBound
        let end = extractedWithValue.range(of: "\n  },\n  \"version\"")!.lowerBound
        return String(extractedWithValue[..<start] + extractedWithValue[end...])
    }
}
