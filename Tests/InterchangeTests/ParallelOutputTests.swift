@testable import CatalogFiles
import Foundation
@testable import PropertyLists
import Testing
@testable import Interchange
@testable import StringCatalogKit
import CatalogFixtures

/// Work spread over threads (compile, migrate, writing large catalogs) gives the same bytes
/// as one thread, whatever the number of threads; the UTF-8 comparison behind compiled key
/// order agrees with UTF-16 code unit order.
@Suite struct ParallelOutputTests {
    /// Plural, device and substitution strings in 12 languages, random keys (enough strings for the catalog writer to split).
    static let catalog = CatalogGenerator.varied(seed: 21, strings: 2_100, languages: 12)

    @Test(arguments: [StringsFileFormat.xmlPropertyList, .text, .binaryPropertyList])
    func compiledFilesAreTheSameOnAnyNumberOfThreads(format: StringsFileFormat) {
        func files(threads: Int) -> [(path: String, bytes: [UInt8])] {
            CatalogCompiler.files(CatalogCompiler.compile(Self.catalog, table: "Localizable", threads: threads),
                                  stringsFormat: format, threads: threads)
        }
        let one = files(threads: 1)
        #expect(one.count == 24)
        for threads in [2, 3, 7] {
            let many = files(threads: threads)
            #expect(many.map(\.path) == one.map(\.path))
            #expect(zip(many, one).allSatisfy { $0.bytes == $1.bytes }, "\(threads) threads")
        }
    }

    @Test func compiledStringsTableIsWhatThePropertyListWriterWrites() {
        // The direct writer of compiled tables against the general property list writer.
        for table in CatalogCompiler.compile(Self.catalog, table: "T").prefix(5) {
            let general = PropertyListWriter.xml(.dictionary(table.strings.map { PropertyListEntry(key: $0.key, value: .string($0.value)) }))
            #expect(CatalogCompiler.stringsBytes(table.strings, format: .xmlPropertyList) == general, "\(table.language)")
        }
        #expect(CatalogCompiler.stringsBytes([], format: .xmlPropertyList) == PropertyListWriter.xml(.dictionary([])))
    }

    @Test func migrationPlanIsTheSameOnAnyNumberOfThreads() throws {
        let folder = try InterchangeTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let small = CatalogGenerator.varied(seed: 5, strings: 300, languages: 12)
        try CompiledFilesWriter.write(CatalogCompiler.files(CatalogCompiler.compile(small, table: "Localizable")), into: folder.path)
        let tables = try LegacyTableDiscovery.tables(at: [folder.path]).tables
        let one = StringsMigration.plan(tables, sourceLanguage: "en", threads: 1)
        #expect(one.errors.isEmpty)
        #expect(one.catalogs.count == 1)
        for threads in [2, 5] {
            let many = StringsMigration.plan(tables, sourceLanguage: "en", threads: threads)
            #expect(many == one, "\(threads) threads")
            #expect(CatalogWriter.bytes(many.catalogs[0].catalog) == CatalogWriter.bytes(one.catalogs[0].catalog))
        }
    }

    @Test func compiledFilesWriterWritesEveryFileAndReportsTheFirstFailure() throws {
        let folder = try InterchangeTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = (0..<20).map { ("l\($0).lproj/T.strings", Array("file \($0)".utf8)) }
        try CompiledFilesWriter.write(files, into: folder.path)
        for (path, bytes) in files {
            #expect(try InterchangeTestSupport.fileBytes(folder.appendingPathComponent(path)) == bytes)
        }
        // A file where a folder must go: that file fails, the error names it, and the other
        // file is not written either (nor its folder made).
        try Data("x".utf8).write(to: folder.appendingPathComponent("blocked.lproj"))
        #expect(throws: FileGroupWrite.Failure.self) {
            try CompiledFilesWriter.write([("ok.lproj/T.strings", [1]), ("blocked.lproj/T.strings", [2])], into: folder.path)
        }
        do {
            try CompiledFilesWriter.write([("ok.lproj/T.strings", [1]), ("blocked.lproj/T.strings", [2])], into: folder.path)
        } catch {
            #expect(error.description.contains("blocked.lproj"))
            #expect(error.description.hasSuffix("(no file was changed)"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ok.lproj").path))
    }

    @Test func largeCatalogsWrittenInTwoHalvesGiveTheSameBytes() throws {
        #expect(Self.catalog.strings.count >= XcodeJSONWriter.parallelThreshold)
        var single = XcodeJSONWriter()
        single.splitsLargeCatalogs = false
        single.writeCatalog(Self.catalog)
        #expect(CatalogWriter.bytes(Self.catalog) == single.out)
        // And the reader gives back the same catalog.
        #expect(try CatalogReader.read(single.out) == Self.catalog)
    }

    @Test func utf8ComparisonFollowsUTF16CodeUnitOrder() {
        // ASCII, Latin, CJK, the private use area (U+E000–U+F8FF) and the rest of the BMP
        // above the surrogates, emoji and other characters beyond U+FFFF.
        let pieces = ["", "a", "B", "é", "z", "\u{7F}", "ß", "日本", "\u{E000}", "\u{F8FF}", "\u{FFFD}", "\u{FF21}",
                      "😀", "\u{10000}", "\u{1F600}x", "\u{10FFFF}", "ab", "a\u{E000}", "a😀", "\u{D7FF}", "\u{0301}"]
        var random = SplitMix64(seed: 99)
        var strings = pieces
        for _ in 0..<400 {
            let count = Int(random.next() % 4)
            strings.append((0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined())
        }
        // Long shared beginnings, so that the strings differ in a later word or its middle.
        for prefix in ["Account account ", "1234567", "日本語のテキスト"] {
            strings += strings.prefix(80).map { prefix + $0 }
        }
        var disagreements: [String] = []
        for a in strings {
            for b in strings where UTF16Order.precedes(a, b) != a.utf16.lexicographicallyPrecedes(b.utf16) {
                disagreements.append("\(a.unicodeScalars.map(\.value)) \(b.unicodeScalars.map(\.value))")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }
}
