@testable import CatalogFiles
import Foundation
import Testing
@testable import StringCatalogKit

@Suite("Reading a large catalog's first strings")
struct CatalogPrefixTests {
    /// A catalog in Xcode's layout of `count` strings, with a comment and three languages.
    static func catalog(_ count: Int) -> StringCatalog {
        var strings: [CatalogString] = []
        for i in 0..<count {
            let forms = KeyedList<Localization>([("de", Localization("Wert \(i)", state: .translated)),
                                                 ("fr", Localization("Valeur \(i) — assez longue pour remplir", state: i % 3 == 0 ? .new : .translated))])
            strings.append(CatalogString(key: String(format: "key.%05d", i), comment: "Comment \(i)", localizations: forms))
        }
        return StringCatalog(sourceLanguage: "en", strings: strings)
    }

    static func prefix(_ bytes: [UInt8], upTo limit: Int) -> CatalogPrefix? {
        bytes.withUnsafeBufferPointer { CatalogReader.readPrefix($0, upTo: limit) }
    }

    @Test("Cut anywhere, the first bytes give the whole strings before the cut, as the whole read has them")
    func cutAnywhere() throws {
        let catalog = Self.catalog(40)
        let bytes = CatalogWriter.bytes(catalog)
        var longest = 0
        for cut in stride(from: 0, to: bytes.count, by: 7) {
            guard let prefix = Self.prefix(Array(bytes[..<cut]), upTo: 1_000) else { continue }
            #expect(prefix.sourceLanguage == "en")
            #expect(prefix.strings == Array(catalog.strings.prefix(prefix.strings.count)))
            #expect(prefix.strings.count >= longest)
            longest = prefix.strings.count
        }
        // Every string but the last, whose end has no boundary after it.
        #expect(longest == 39)
    }

    @Test("At most as many strings as asked for")
    func limit() {
        let bytes = CatalogWriter.bytes(Self.catalog(40))
        #expect(Self.prefix(bytes, upTo: 5)?.strings.map(\.key) == (0..<5).map { String(format: "key.%05d", $0) })
        #expect(Self.prefix(bytes, upTo: 0) == nil)
    }

    @Test("Only Xcode's layout with sourceLanguage first gives a prefix; errors are left to the whole read")
    func otherwiseNothing() throws {
        let bytes = CatalogWriter.bytes(Self.catalog(10))
        var text = String(decoding: bytes, as: UTF8.self)
        // Another layout: no line breaks.
        let compact = text.replacingOccurrences(of: "\n", with: "")
        #expect(Self.prefix(Array(compact.utf8), upTo: 100) == nil)
        // `strings` before `sourceLanguage`.
        let reordered = "{\n  \"strings\" : {\n    \"a\" : {\n\n    },\n    \"b\" : {\n\n    }\n  },\n  \"sourceLanguage\" : \"en\"\n}\n"
        #expect(Self.prefix(Array(reordered.utf8), upTo: 100) == nil)
        // A broken first string.
        text = text.replacingOccurrences(of: "\"state\" : \"translated\"", with: "\"state\" : translated")
        #expect(Self.prefix(Array(text.utf8), upTo: 100) == nil)
        // A duplicate key among the first strings.
        let duplicated = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"key.00001\" : {", with: "\"key.00000\" : {")
        #expect(Self.prefix(Array(duplicated.utf8), upTo: 100) == nil)
    }

    @Test("Real catalogs cut in half: their first strings as the whole read has them, or nothing", .needsCorpus)
    func corpus() throws {
        let files = try TestSupport.corpusFiles()
        var checked = 0
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            let whole = try CatalogReader.read(bytes)
            guard let prefix = Self.prefix(Array(bytes[..<(bytes.count / 2)]), upTo: 10_000) else { continue }
            #expect(prefix.sourceLanguage == whole.sourceLanguage, "\(file.lastPathComponent)")
            #expect(prefix.strings == Array(whole.strings.prefix(prefix.strings.count)), "\(file.lastPathComponent)")
            checked += 1
        }
        // Those with too few strings to cut between two of them give nothing.
        TestSupport.expectChecked(checked, of: files, required: files.count / 2)
    }

    @Test("From a file: only a large one, from its first megabytes")
    func fromFile() throws {
        let folder = NSTemporaryDirectory() + "xcedit-prefix-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Large.xcstrings"
        let catalog = Self.catalog(30_000)
        let bytes = CatalogWriter.bytes(catalog)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let prefix = try #require(CatalogFile.readPrefix(path, upTo: 200, minimumSize: 1 << 20))
        #expect(prefix.strings == Array(catalog.strings.prefix(200)))
        // Below the size at which it pays.
        #expect(CatalogFile.readPrefix(path, upTo: 200, minimumSize: bytes.count + 1) == nil)
        // All of it fits in the first bytes: no prefix, the file is read whole.
        #expect(CatalogFile.readPrefix(path, upTo: 50_000, minimumSize: 1 << 20, maximumBytes: bytes.count + 10) == nil)
        // Not a regular file.
        #expect(CatalogFile.readPrefix(folder, upTo: 200, minimumSize: 0) == nil)
    }
}
