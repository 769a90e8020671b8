@testable import CatalogFiles
import Foundation
import Testing
@testable import Interchange
@testable import StringCatalogKit
import CatalogFixtures

/// A catalog written in pieces (`CatalogWriter.write(_:to:)`, what `migrate` saves with) is
/// the same bytes as the catalog written whole, whatever the size of the parts and the number
/// of threads; the pieces come on the caller's thread, in order; and a migration written so
/// stays all or nothing.
@Suite("Catalogs written in pieces")
struct StreamedCatalogWriteTests {
    /// The pieces of `catalog` joined, checking that each comes on this thread.
    static func streamed(_ catalog: StringCatalog, stringsPerPart: Int, threads: Int) -> [UInt8] {
        let thread = pthread_self()
        var bytes: [UInt8] = []
        var otherThread = false
        CatalogWriter.write(catalog, stringsPerPart: stringsPerPart, threads: threads) { piece in
            if pthread_equal(pthread_self(), thread) == 0 { otherThread = true }
            bytes.append(contentsOf: piece)
        }
        #expect(!otherThread)
        return bytes
    }

    static let catalogs: [StringCatalog] = {
        var withExtras = CatalogGenerator.varied(seed: 5, strings: 40, languages: 3)
        // Unknown top-level fields, before and after "strings" in collated order.
        withExtras.extraFields = [JSONMember("aFirst", .string("x")), JSONMember("zLast", .object([JSONMember("k", .bool(true))]))]
        var one = StringCatalog(sourceLanguage: "de")
        one.insert(CatalogString(key: "only", localizations: KeyedList([("de", Localization("Nur", state: .translated))])))
        return [StringCatalog(sourceLanguage: "en"), one, withExtras, CatalogGenerator.varied(seed: 21, strings: 2_100, languages: 12)]
    }()

    @Test(arguments: [1, 2, 7, 256, 100_000])
    func piecesMakeTheCatalogsBytes(stringsPerPart: Int) {
        for catalog in Self.catalogs {
            let whole = CatalogWriter.bytes(catalog)
            for threads in [1, 2] {
                #expect(Self.streamed(catalog, stringsPerPart: stringsPerPart, threads: threads) == whole,
                        "\(catalog.strings.count) strings, \(stringsPerPart) per part, \(threads) threads")
            }
        }
    }

    @Test func theDefaultPartsMakeTheBytesToo() {
        let catalog = CatalogGenerator.varied(seed: 8, strings: 3_000, languages: 5)
        var bytes: [UInt8] = []
        var pieces = 0
        CatalogWriter.write(catalog) { piece in
            bytes.append(contentsOf: piece)
            pieces += 1
        }
        #expect(bytes == CatalogWriter.bytes(catalog))
        // The header, a piece per part and the end.
        #expect(pieces == 2 + (3_000 + CatalogWriter.stringsPerPart - 1) / CatalogWriter.stringsPerPart)
    }

    /// Two tables; the second one's catalog cannot be put in its place (its `mul.lproj` is a
    /// file): the first catalog, already written in pieces to its temporary file, is not put
    /// in place either, and no temporary file is left behind.
    @Test func aMigrationWrittenInPiecesIsAllOrNothing() throws {
        let root = try MigrationTests.folder([
            "A/en.lproj/T.strings": "\"a\" = \"A\";\n",
            "B/Base.lproj/Main.strings": "\"b\" = \"B\";\n",
            "B/Base.lproj/Main.storyboard": "<document/>",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try MigrationTests.plan(root, sourceLanguage: "en")
        #expect(plan.catalogs.count == 2)
        try Data("in the way".utf8).write(to: root.appendingPathComponent("B/mul.lproj"))
        #expect(throws: FileGroupWrite.Failure.self) { _ = try StringsMigration.write(plan, deleteOriginals: true) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("A").path) == ["en.lproj"])
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("A/en.lproj/T.strings").path))

        // With the way clear, both are written, each the bytes of its catalog.
        try FileManager.default.removeItem(at: root.appendingPathComponent("B/mul.lproj"))
        _ = try StringsMigration.write(plan, deleteOriginals: false)
        for migrated in plan.catalogs {
            #expect(try InterchangeTestSupport.fileBytes(URL(fileURLWithPath: migrated.path)) == CatalogWriter.bytes(migrated.catalog))
        }
    }
}
