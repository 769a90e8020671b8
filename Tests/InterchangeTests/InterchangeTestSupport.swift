import Foundation

/// Paths shared by the interchange tests.
enum InterchangeTestSupport {
    /// The package root, found from this file's location.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/interchange` beside the package: real files of other projects (before and
    /// after Xcode's migrations). A fresh clone has no `../shared`; tests then say they skipped.
    static let interchangeFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/interchange")

    /// The folder of a shared set, or nil (with a note) when it is absent.
    static func sharedFolder(_ relative: String) -> URL? {
        let url = interchangeFolder.appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: url.path) else {
            print("SKIPPED: no \(url.path) (it is only present beside a development checkout)")
            return nil
        }
        return url
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// `text` as UTF-16 with a byte order mark, in either byte order.
    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        var out: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            out += bigEndian ? [high, low] : [low, high]
        }
        return out
    }

    /// A fresh, empty temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xcedit-interchange-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension InterchangeTestSupport {
    static func fileBytes(_ url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }
}

import Testing
@testable import Interchange

extension InterchangeTestSupport {
    /// `read` fails at `line`:`column` with a message starting with `message`.
    static func expectError(line: Int, column: Int, message: String, sourceLocation: SourceLocation = #_sourceLocation, _ read: () throws(InterchangeReadError) -> Void) {
        do {
            try read()
            Issue.record("no error; expected \(line):\(column): \(message)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.line == line, sourceLocation: sourceLocation)
            #expect(error.column == column, sourceLocation: sourceLocation)
            #expect(error.message.hasPrefix(message), "\(error.message)", sourceLocation: sourceLocation)
        }
    }
}

extension InterchangeTestSupport {
    /// `../shared/corpus` beside the package: real catalogs of other projects.
    static let corpusFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// Every catalog of the corpus, sorted by name, or nil (with a note) when the corpus is absent.
    static func corpusCatalogs() -> [URL]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: corpusFolder.path) else {
            print("SKIPPED: no corpus at \(corpusFolder.path) (it is only present beside a development checkout)")
            return nil
        }
        return names.filter { $0.hasSuffix(".xcstrings") }.sorted().map { corpusFolder.appendingPathComponent($0) }
    }
}
