import Foundation
import Testing
@testable import StringCatalogKit

@Suite("Reading large catalogs on two threads")
struct ParallelReadTests {
    /// A catalog in Xcode's layout above the size at which the reader splits the work.
    static func largeCatalog() -> (StringCatalog, [UInt8]) {
        var strings: [CatalogString] = []
        for i in 0..<6_000 {
            var forms = KeyedList<Localization>()
            for language in ["de", "fr", "ja", "uk"] {
                forms.elements.append(.init(key: language, value: Localization("Wert \(i) für \(language) — ein längerer Text", state: i % 5 == 0 ? .new : .translated)))
            }
            strings.append(CatalogString(key: String(format: "key.%05d", i), comment: "Comment \(i)", localizations: forms))
        }
        let catalog = StringCatalog(sourceLanguage: "en", strings: strings)
        return (catalog, CatalogWriter.bytes(catalog))
    }

    @Test("The split read gives the same model as a single-threaded read")
    func sameModel() throws {
        let (catalog, bytes) = Self.largeCatalog()
        #expect(bytes.count > CatalogParser.parallelThreshold)
        #expect(bytes.withUnsafeBufferPointer { CatalogParser.entryBoundary(in: $0, after: 0) } != nil)
        let split = try CatalogReader.read(bytes)
        #expect(split == catalog)
        #expect(CatalogWriter.bytes(split) == bytes)
        // Another layout has no boundary to split at, so it is read on one thread.
        let value = try TestSupport.jsonValue(bytes)
        let compact = Array(Compact.write(value, reversed: false).utf8)
        #expect(compact.withUnsafeBufferPointer { CatalogParser.entryBoundary(in: $0, after: 0) } == nil)
        #expect(try CatalogReader.read(compact) == catalog)
    }

    @Test("A key repeated across the halves is still a duplicate")
    func duplicateAcrossHalves() throws {
        var text = String(decoding: Self.largeCatalog().1, as: UTF8.self)
        text = text.replacingOccurrences(of: "\"key.05999\" : {", with: "\"key.00000\" : {")
        do {
            _ = try CatalogReader.read(Array(text.utf8))
            Issue.record("a duplicate key was accepted")
        } catch {
            #expect(error.message == "duplicate key \"key.00000\" in one object")
            #expect(error.path == "strings")
            #expect(error.line > 100_000)
        }
    }

    @Test("An error in the second half is reported with its place; one in the first half wins")
    func errorsInHalves() throws {
        let text = String(decoding: Self.largeCatalog().1, as: UTF8.self)
        let late = text.replacingOccurrences(of: "\"Comment 5990\"", with: "5990")
        expectShapeError(in: late, at: "strings[\"key.05990\"].comment")
        let both = late.replacingOccurrences(of: "\"Comment 10\"", with: "10")
        expectShapeError(in: both, at: "strings[\"key.00010\"].comment")
    }

    /// Reading `text` fails at the JSON path `path`.
    func expectShapeError(in text: String, at path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try CatalogReader.read(Array(text.utf8))
            Issue.record("a wrong type was accepted", sourceLocation: sourceLocation)
        } catch {
            #expect(error.path == path, sourceLocation: sourceLocation)
        }
    }
}
