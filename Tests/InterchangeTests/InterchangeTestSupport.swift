import Foundation
@testable import PropertyLists
import StringCatalogKit
import Testing

/// Paths shared by the interchange tests.
enum InterchangeTestSupport {
    /// The package root, found from this file's location.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/interchange` beside the package: real files of other projects (before and
    /// after Xcode's migrations). A fresh clone has no `../shared`: the tests that need it
    /// carry `.needsInterchange`, and the run reports them as skipped.
    static let interchangeFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/interchange")

    static let hasInterchange = FileManager.default.fileExists(atPath: interchangeFolder.path)

    /// The folder of a shared set; an error when it is missing from `../shared/interchange`.
    static func sharedFolder(_ relative: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        let url = interchangeFolder.appendingPathComponent(relative)
        try #require(FileManager.default.fileExists(atPath: url.path), "no \(url.path)", sourceLocation: sourceLocation)
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
    /// `../shared/corpus` beside the package: real catalogs of other projects (tests that
    /// read it carry `.needsCorpus`).
    static let corpusFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static let hasCorpus = FileManager.default.fileExists(atPath: corpusFolder.path)

    /// Every catalog of the corpus, sorted by name; an error, not an empty list, when the
    /// folder holds none.
    static func corpusCatalogs(sourceLocation: SourceLocation = #_sourceLocation) throws -> [URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: corpusFolder.path)
        let files = names.filter { $0.hasSuffix(".xcstrings") }.sorted().map { corpusFolder.appendingPathComponent($0) }
        try #require(!files.isEmpty, "no .xcstrings file in \(corpusFolder.path)", sourceLocation: sourceLocation)
        return files
    }
}

extension Trait where Self == ConditionTrait {
    /// For a test that reads `../shared/interchange`: skipped, and counted as skipped, without it.
    static var needsInterchange: Self {
        .enabled(if: InterchangeTestSupport.hasInterchange, "needs ../shared/interchange beside the checkout")
    }

    /// For a test that reads `../shared/corpus`: skipped, and counted as skipped, without it.
    static var needsCorpus: Self { .enabled(if: InterchangeTestSupport.hasCorpus, "needs ../shared/corpus beside the checkout") }
}
