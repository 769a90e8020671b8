import Foundation
import Testing
@testable import Interchange
import StringCatalogKit

/// XLIFF written to hurt: a tag with thousands of attributes, thousands of units with one
/// id. Reading and seeing it as a catalog cost in proportion to its size.
@Suite("Hostile XLIFF")
struct HostileXLIFFTests {
    static func xliff(_ body: String) -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
        <body>
        \(body)</body>
        </file>
        </xliff>

        """.utf8)
    }

    /// One unit whose tag has `count` attributes besides its id.
    static func manyAttributes(_ count: Int, repeating name: String? = nil) -> [UInt8] {
        let attributes = (0..<count).map { "a\($0)=\"v\"" }.joined(separator: " ") + (name.map { " \($0)=\"again\"" } ?? "")
        return xliff("<trans-unit \(attributes) id=\"g\"><source>A</source></trans-unit>\n")
    }

    /// `count` units with the id `g`, each with its own translation.
    static func repeatedID(_ count: Int) -> [UInt8] {
        xliff((0..<count).map { "<trans-unit id=\"g\"><source>A</source><target state=\"translated\">B\($0)</target></trans-unit>\n" }.joined())
    }

    /// Expects reading the input `make` gives for 10,000 (of what `what` names) to take less
    /// than thirty times as long as for 1,000: linear is ten times, quadratic a hundred; the
    /// margin absorbs noise and cache effects. Time is this thread's CPU time (the reader and
    /// the import run on the calling thread), what other tests and programs running at the
    /// same time change least; the least of three runs, as a run can only be slowed down.
    static func expectLinear(_ what: String, _ make: (Int) -> [UInt8], _ read: ([UInt8], Int) throws -> Void,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        func cost(_ count: Int) throws -> Double {
            let bytes = make(count)
            var least = Double.infinity
            for _ in 0..<3 {
                var start = timespec(), end = timespec()
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
                try read(bytes, count)
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
                least = min(least, Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9)
            }
            return least
        }
        let small = try cost(1_000), large = try cost(10_000)
        #expect(large < 30 * small, "1,000 \(what): \(small) s, 10,000: \(large) s (\(large / small)×)", sourceLocation: sourceLocation)
    }

    @Test("A tag with ten times the attributes takes less than thirty times as long to read")
    func manyAttributesAreReadInLinearTime() throws {
        try Self.expectLinear("attributes", { Self.manyAttributes($0) }) { bytes, _ in
            let document = try XLIFFReader.read(bytes)
            #expect(document.files.first?.units.first?.id == "g")
        }
    }

    @Test("An attribute repeated after thousands of others is an error at the repeat")
    func repeatedAttributeAmongMany() {
        for (count, name) in [(3, "a1"), (5_000, "a4321"), (5_000, "id")] {
            do {
                _ = try XLIFFReader.read(Self.manyAttributes(count, repeating: name))
                Issue.record("\(count): the repeated '\(name)' was accepted")
            } catch {
                #expect(error.message == "the attribute '\(name)' appears twice", "\(error)")
                #expect(error.line == 5)
            }
        }
    }

    @Test("A unit id repeated in one file is read with a warning at the repeat, naming the first")
    func repeatedUnitIDsAreWarnedAbout() throws {
        let unit = { (id: String) in "<trans-unit id=\"\(id)\"><source>A</source></trans-unit>\n" }
        // Keys are told apart by scalars, as in a catalog: "Café" precomposed and decomposed are two.
        let bytes = Self.xliff(unit("g") + unit("Caf\u{E9}") + "  " + unit("g") + unit("Cafe\u{301}") + unit("&quot;g&quot;") + unit("g"))
        let document = try XLIFFReader.read(bytes)
        #expect(document.files.first?.units.count == 6)
        #expect(document.warnings == [
            XLIFFWarning(message: #"duplicate unit id "g" (first at line 5, column 1)"#, line: 7, column: 3),
            XLIFFWarning(message: #"duplicate unit id "g" (first at line 5, column 1)"#, line: 10, column: 1),
        ])
        #expect(document.warnings.first?.inFile("de.xliff").description == #"de.xliff:7:3: warning: duplicate unit id "g" (first at line 5, column 1)"#)
        // Another <file> starts afresh.
        let twoFiles = String(decoding: Self.xliff(unit("g")), as: UTF8.self)
            .replacingOccurrences(of: "</file>", with: "</file>\n<file original=\"Other.xcstrings\"><body>\(unit("g"))</body></file>")
        #expect(try XLIFFReader.read(Array(twoFiles.utf8)).warnings.isEmpty)
    }

    @Test("Ten times the units with one id take less than thirty times as long to read, see as a catalog and import")
    func repeatedIDsCostInLinearTime() throws {
        try Self.expectLinear("units", { Self.repeatedID($0) }) { bytes, count in
            let document = try XLIFFReader.read(bytes)
            let file = try #require(document.files.first)
            // As `stats` sees it, and as `import` merges it: the last unit wins.
            let view = XLIFFCatalogView.catalog(file)
            #expect(view.strings.first?.localization(for: "de")?.stringUnit?.value == "B\(count - 1)")
            var source = CatalogString(key: "g")
            source.setLocalization(Localization("A", state: .translated), for: "en")
            var catalog = StringCatalog(sourceLanguage: "en", strings: [source])
            _ = CatalogImport().apply(file, language: "de", to: &catalog)
            #expect(catalog.strings.first?.localization(for: "de")?.stringUnit?.value == "B\(count - 1)")
        }
    }
}
