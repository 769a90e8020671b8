import Foundation
import Testing
@testable import StringCatalogKit

/// Saving over a file another tool wrote, keeping its bytes where its strings did not change.
@Suite struct LayoutKeepingWriterTests {
    /// Two-space indentation, `": "` separators, keys in the tool's order (not Xcode's).
    static let toolWritten = """
    {
      "version": "1.0",
      "sourceLanguage": "en",
      "strings": {
        "Zebra": {
          "localizations": {
            "de": { "stringUnit": { "state": "translated", "value": "Zebra" } }
          }
        },
        "Apple": {"comment": "Fruit", "localizations": {"de": {"stringUnit": {"state": "translated", "value": "Apfel"}}}},
        "Moon \\u263E": {
          "localizations": {
            "de": { "stringUnit": { "state": "new", "value": "" } }
          }
        }
      }
    }

    """

    static func edited(_ body: (inout StringCatalog) -> Void) throws -> (out: [UInt8], original: [UInt8], catalog: StringCatalog) {
        let original = Array(toolWritten.utf8)
        let asRead = try CatalogReader.read(original)
        var catalog = asRead
        body(&catalog)
        let out = try #require(LayoutKeepingWriter.bytes(catalog, asRead: asRead, original: original))
        #expect(try CatalogReader.read(out) == catalog)
        return (out, original, catalog)
    }

    static func setGerman(_ key: String, _ value: String, in catalog: inout StringCatalog) {
        catalog.modifyString(key: key) { $0.localizations?.set("de", Localization(value, state: .translated)) }
    }

    /// The lines of `a` and `b` that differ, compared from both ends.
    static func changedMiddle(_ a: [UInt8], _ b: [UInt8]) -> (String, String) {
        let x = String(decoding: a, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let y = String(decoding: b, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var head = 0
        while head < min(x.count, y.count) && x[head] == y[head] { head += 1 }
        var tail = 0
        while tail < min(x.count, y.count) - head && x[x.count - 1 - tail] == y[y.count - 1 - tail] { tail += 1 }
        return (x[head..<x.count - tail].joined(separator: "\n"), y[head..<y.count - tail].joined(separator: "\n"))
    }

    @Test("A changed value rewrites its string's member only; the rest keeps its bytes and order")
    func changedValue() throws {
        let (out, original, _) = try Self.edited { Self.setGerman("Moon ☾", "Mond", in: &$0) }
        let (before, after) = Self.changedMiddle(original, out)
        #expect(before.hasPrefix("    \"Moon \\u263E\": {") && before.contains("\"state\": \"new\""), "\(before)")
        #expect(after.hasPrefix("    \"Moon ☾\" : {") && after.contains("\"value\" : \"Mond\""), "\(after)")
        #expect(!after.contains("Zebra") && !after.contains("Apple"))
    }

    @Test("An unchanged catalog is the file, byte for byte")
    func unchanged() throws {
        let (out, original, _) = try Self.edited { _ in }
        #expect(out == original)
    }

    @Test("A new string goes where the model has it; a removed one goes with its comma")
    func addedAndRemoved() throws {
        let (out, original, catalog) = try Self.edited { catalog in
            catalog.insert(CatalogString(key: "Banana", localizations: KeyedList([("de", Localization("Banane", state: .translated))])))
            catalog.removeString("Apple")
        }
        let text = String(decoding: out, as: UTF8.self)
        #expect(catalog.strings.map(\.key) == ["Zebra", "Banana", "Moon ☾"])
        let banana = try #require(text.range(of: "\n    \"Banana\" : {"))
        let moon = try #require(text.range(of: "\"Moon \\u263E\""))
        #expect(banana.lowerBound < moon.lowerBound, "\(text)")
        #expect(!text.contains("Apfel"))
        // Zebra, first in the file, is untouched.
        let zebra = try #require(Self.toolWritten.range(of: "    \"Zebra\": {")).lowerBound
        let afterZebra = try #require(Self.toolWritten.range(of: "    },\n", range: zebra..<Self.toolWritten.endIndex)).upperBound
        #expect(text.hasPrefix(String(Self.toolWritten[..<afterZebra])), "\(text)")
        #expect(original.count > 0)
    }

    @Test("Every string removed leaves an empty strings object, then a new one fills it")
    func emptied() throws {
        let (out, _, emptied) = try Self.edited { catalog in
            for key in ["Apple", "Moon ☾", "Zebra"] { catalog.removeString(key) }
        }
        #expect(emptied.strings.isEmpty)
        var refilled = emptied
        refilled.insert(CatalogString(key: "New"))
        let again = try #require(LayoutKeepingWriter.bytes(refilled, asRead: emptied, original: out))
        #expect(try CatalogReader.read(again) == refilled)
    }

    @Test("A change to the catalog's own fields, or a file with a duplicate key, cannot keep the layout")
    func refused() throws {
        let original = Array(Self.toolWritten.utf8)
        let asRead = try CatalogReader.read(original)
        var versioned = asRead
        versioned.version = "1.1"
        #expect(LayoutKeepingWriter.bytes(versioned, asRead: asRead, original: original) == nil)
        let duplicated = Array(Self.toolWritten.replacingOccurrences(of: "\"Apple\": {", with: "\"Zebra\": {").utf8)
        if let read = try? CatalogReader.read(duplicated) {
            var changed = read
            Self.setGerman("Zebra", "Zebra!", in: &changed)
            #expect(LayoutKeepingWriter.bytes(changed, asRead: read, original: duplicated) == nil)
        }
    }

    @Test("A minified file and a real catalog re-spaced: one edit changes one member", .needsCorpus)
    func realCatalogs() throws {
        var checked = 0
        let files = try TestSupport.corpusFiles()
        for url in files.prefix(12) where try Data(contentsOf: url).count < 2_000_000 {
            let xcode = try CatalogReader.read([UInt8](try Data(contentsOf: url)))
            guard let string = xcode.strings.first(where: { $0.localizations?.elements.isEmpty == false }) else { continue }
            // One line, keys sorted by JSONSerialization: another tool's layout.
            let object = try JSONSerialization.jsonObject(with: Data(CatalogWriter.bytes(xcode)))
            let original = [UInt8](try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            let asRead = try CatalogReader.read(original)
            var catalog = asRead
            catalog.modifyString(key: string.key) { $0.comment = "Changed by the test" }
            let out = try #require(LayoutKeepingWriter.bytes(catalog, asRead: asRead, original: original), "\(url.lastPathComponent)")
            #expect(try CatalogReader.read(out) == catalog)
            // All that differs is within the one member.
            var head = 0
            while head < min(out.count, original.count) && out[head] == original[head] { head += 1 }
            var tail = 0
            while tail < min(out.count, original.count) - head && out[out.count - 1 - tail] == original[original.count - 1 - tail] { tail += 1 }
            let changed = String(decoding: out[head..<out.count - tail], as: UTF8.self)
            #expect(changed.contains("Changed by the test") && out.count - tail - head < CatalogWriter.bytes(StringCatalog(sourceLanguage: "en", strings: [catalog.strings[catalog.index(ofKey: string.key)!]])).count,
                    "\(url.lastPathComponent): \(changed.prefix(300))")
            checked += 1
        }
        // A catalog without a translated string has nothing to edit here.
        TestSupport.expectChecked(checked, of: Array(files.prefix(12)), required: 8)
    }
}
