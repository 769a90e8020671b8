import Foundation
import XceditCLI

/// Runs commands in-process and captures what they print.
final class CapturedRun {
    private(set) var out = ""
    private(set) var error = ""
    let status: Int32

    init(_ arguments: [String]) {
        var out = "", error = ""
        let console = Console(out: { out += $0 }, error: { error += $0 })
        status = CommandLineTool.run(arguments, console: console)
        self.out = out
        self.error = error
    }
}

enum Scratch {
    /// A fresh temporary folder, removed by the caller.
    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "xcedit-cli-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A fresh temporary folder holding one file, `name`, with `text`; removed by the caller.
    static func folder(holding text: String, named name: String = "Localizable.xcstrings") throws -> (folder: String, path: String) {
        let folder = try folder()
        let path = folder + "/" + name
        try write(text, to: path)
        return (folder, path)
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Bird food" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Vogelfutter"
              }
            },
            "fr" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "Nourriture"
              }
            }
          }
        },
        "Feeder" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Futterhaus"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """
}
