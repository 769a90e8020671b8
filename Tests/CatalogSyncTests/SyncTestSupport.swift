import Foundation
import Testing
@testable import CatalogSync
import SourceExtraction
import StringCatalogKit

/// Small catalogs and code strings written for these tests.
enum SyncTestSupport {
    /// One use of a key in the code, at `line` of `file`.
    static func use(_ key: String, comment: String? = nil, defaultValue: String? = nil, table: String? = nil,
                    file: String = "View.swift", line: Int = 1, guessed: [Int] = [], guessedInDefault: [Int] = []) -> ExtractedString {
        ExtractedString(key: key, table: table, comment: comment, defaultValue: defaultValue, file: file,
                        position: SourcePosition(line: line, column: 5),
                        guessedInterpolations: guessed.map { GuessedInterpolation(argument: $0, position: SourcePosition(line: line, column: 9)) }
                            + guessedInDefault.map { GuessedInterpolation(argument: $0, position: SourcePosition(line: line, column: 30), isInDefaultValue: true) })
    }

    /// The code's strings, grouped by key as the sync receives them.
    static func code(_ uses: ExtractedString...) -> [LocalizableString] {
        LocalizableString.grouping(uses)
    }

    /// A catalog from its JSON `strings` members (source language English).
    static func catalog(_ strings: String, sourceLanguage: String = "en") throws -> StringCatalog {
        try CatalogReader.read(Array(#"{ "sourceLanguage" : "\#(sourceLanguage)", "strings" : { \#(strings) }, "version" : "1.0" }"#.utf8))
    }

    static func string(_ key: String, in catalog: StringCatalog) throws -> CatalogString {
        try #require(catalog.index(ofKey: key).map { catalog.strings[$0] }, "no string \(key.debugDescription)")
    }

    /// A fresh temporary folder, removed by the caller.
    static func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "xcedit-sync-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `text` at `path` under `folder`, making folders; returns the full path.
    @discardableResult
    static func write(_ text: String, to path: String, in folder: String) throws -> String {
        try write(Array(text.utf8), to: path, in: folder)
    }

    @discardableResult
    static func write(_ bytes: [UInt8], to path: String, in folder: String) throws -> String {
        let full = folder + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }

    /// A catalog file in Xcode's layout.
    static func catalogFile(_ strings: String) throws -> [UInt8] {
        CatalogWriter.bytes(try catalog(strings))
    }

    static func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}
