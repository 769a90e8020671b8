import Foundation
import Testing
@testable import Interchange
import StringCatalogKit
import CatalogFixtures

/// Keys placed on all cores (`CatalogBuilder.place`: the first folder's keys make rows one by
/// one, the others' are found among them and the rest placed in file order) give every key
/// its values as going through the files one after the other does: the last value of each
/// language, keys told apart by their scalars, Base's values only where the source folder
/// has none.
@Suite struct MigrationPlacementTests {
    /// Keys that are found by their neighbours, only by hashing, not at all in the first
    /// folder, and that differ only in their normalization.
    static let pool = (0..<40).map { "key \($0)" } + ["Café", "Cafe\u{301}", "", "😀", "%lld items", "long " + String(repeating: "x", count: 40)]

    @Test(arguments: 0..<12)
    func randomTablesGetEveryLastValue(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        let folders = ["Base", "de", "en", "fr", "ja"].filter { $0 != "Base" || seed % 2 == 0 }
        var files: [String: String] = [:]
        // What going through the files in order gives: language → key → value.
        var expected: [String: [ScalarKey: String]] = [:]
        var baseValues: [ScalarKey: String] = [:]
        for folder in folders {
            var text = ""
            // Sometimes the first folder has few keys, so that most are found later.
            let count = folder == folders[0] && seed % 3 == 0 ? 2 : 5 + pick(30)
            var keys = (0..<count).map { _ in Self.pool[pick(Self.pool.count)] }
            if seed % 4 == 1 { keys.sort() }
            for (index, key) in keys.enumerated() {
                let value = "\(folder) \(index)"
                text += "\"\(key)\" = \"\(value)\";\n"
                if folder == "Base" { baseValues[ScalarKey(key)] = value } else { expected[folder, default: [:]][ScalarKey(key)] = value }
            }
            files["App/\(folder).lproj/T.strings"] = text
        }
        if folders.contains("Base") { files["App/Base.lproj/T.storyboard"] = "<document/>" }
        // Base counts as the source language (en) where en.lproj has no value.
        for (key, value) in baseValues where expected["en"]?[key] == nil { expected["en", default: [:]][key] = value }

        let root = try MigrationTests.folder(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let tables = try LegacyTableDiscovery.tables(at: [root.path], sourceLanguage: "en").tables
        for threads in [1, 2, 3] {
            let plan = StringsMigration.plan(tables, sourceLanguage: "en", threads: threads)
            let catalog = try #require(plan.catalogs.first).catalog
            var found: [String: [ScalarKey: String]] = [:]
            for string in catalog.strings {
                for element in string.localizations?.elements ?? [] {
                    found[element.key, default: [:]][ScalarKey(string.key)] = element.value.stringUnit?.value
                }
            }
            #expect(found == expected, "seed \(seed), \(threads) threads")
            #expect(Set(catalog.strings.map { ScalarKey($0.key) }) == Set(expected.values.flatMap(\.keys)))
        }
    }
}
