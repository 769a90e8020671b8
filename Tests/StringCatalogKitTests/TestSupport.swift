import Foundation
import Testing
@testable import StringCatalogKit

/// Paths and fixtures shared by the tests.
enum TestSupport {
    /// The package root, found from this file's location.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/corpus` beside the package: real, Xcode-written catalogs. A fresh clone of
    /// the project has no `../shared`: the tests that need it carry `.needsCorpus`, and the
    /// run reports them as skipped.
    static let corpusFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static let hasCorpus = FileManager.default.fileExists(atPath: corpusFolder.path)

    /// Every catalog of the corpus, sorted by name; an error, not an empty list, when the
    /// folder holds none (a corpus test that reads nothing must not pass).
    static func corpusFiles(sourceLocation: SourceLocation = #_sourceLocation) throws -> [URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: corpusFolder.path)
        let files = names.filter { $0.hasSuffix(".xcstrings") }.sorted().map { corpusFolder.appendingPathComponent($0) }
        try #require(!files.isEmpty, "no .xcstrings file in \(corpusFolder.path)", sourceLocation: sourceLocation)
        return files
    }

    /// Says how many of the corpus' `files` a test checked, and expects `required` of them
    /// (all unless the test says otherwise; never none).
    static func expectChecked(_ checked: Int, of files: [URL], required: Int? = nil, test: String = #function,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let required = max(required ?? files.count, 1)
        print("\(test): checked \(checked) of the corpus' \(files.count) catalogs (\(required) required)")
        #expect(checked >= required, "checked \(checked) of the corpus' catalogs; \(required) required", sourceLocation: sourceLocation)
    }

    /// A fresh, empty temporary folder named after `purpose`, removed by the caller.
    static func temporaryFolder(_ purpose: String) throws -> String {
        let folder = NSTemporaryDirectory() + "xcedit-\(purpose)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A fresh temporary folder named after `purpose` holding one file, `name`, with `bytes`;
    /// the folder is removed by the caller.
    static func temporaryFile(_ purpose: String, named name: String, bytes: [UInt8]) throws -> (folder: String, path: String) {
        let folder = try temporaryFolder(purpose)
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (folder, path)
    }

    static func bytes(_ url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }

    /// Any JSON document as a `JSONValue`, parsed as the catalog reader parses values.
    static func jsonValue(_ bytes: [UInt8]) throws -> JSONValue {
        try CatalogReader.readJSON(bytes)
    }

    /// A small catalog in Xcode's layout with every kind of value, written for these tests.
    static let smallCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "" : {

        },
        "%lld birds" : {
          "comment" : "Number of birds at the feeder",
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld bird"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld birds"
                    }
                  }
                }
              }
            },
            "uk" : {
              "variations" : {
                "plural" : {
                  "few" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld птахи"
                    }
                  },
                  "many" : {
                    "stringUnit" : {
                      "state" : "needs_review",
                      "value" : "%lld птахів"
                    }
                  },
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld птах"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld птаха"
                    }
                  }
                }
              }
            }
          }
        },
        "Feeder" : {
          "extractionState" : "manual",
          "localizations" : {
            "fr" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Mangeoire \\"🐦\\" / été"
              }
            },
            "ja" : {
              "stringUnit" : {
                "state" : "new",
                "value" : ""
              }
            }
          }
        },
        "Old title" : {
          "extractionState" : "stale",
          "futureField" : [
            1.50,
            null,
            {
              "a" : "x",
              "b" : true
            }
          ]
        },
        "Seed Shop" : {
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Seed Shop"
              }
            }
          },
          "shouldTranslate" : false
        }
      },
      "version" : "1.1"
    }
    """

    static var smallCatalogBytes: [UInt8] { Array(smallCatalog.utf8) }
}

extension Trait where Self == ConditionTrait {
    /// For a test that reads `../shared/corpus`: skipped, and counted as skipped, without it.
    static var needsCorpus: Self { .enabled(if: TestSupport.hasCorpus, "needs ../shared/corpus beside the checkout") }
}
