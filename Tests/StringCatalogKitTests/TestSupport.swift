import Foundation
@testable import StringCatalogKit

/// Paths and fixtures shared by the tests.
enum TestSupport {
    /// The package root, found from this file's location.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/corpus` beside the package: real, Xcode-written catalogs. A fresh clone of
    /// the project has no `../shared`, so tests that need it say they were skipped.
    static let corpusFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static func corpusFiles() -> [URL]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: corpusFolder.path) else {
            print("SKIPPED: no corpus at \(corpusFolder.path) (it is only present beside a development checkout)")
            return nil
        }
        return names.filter { $0.hasSuffix(".xcstrings") }.sorted().map { corpusFolder.appendingPathComponent($0) }
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
