import Foundation
import Testing
@testable import StringCatalogKit

@Suite("Reading and writing catalogs")
struct RoundTripTests {
    @Test("The small fixture round-trips byte for byte and keeps unknown fields")
    func smallFixture() throws {
        let bytes = TestSupport.smallCatalogBytes
        let catalog = try CatalogReader.read(bytes)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.1")
        #expect(catalog.strings.map(\.key) == ["", "%lld birds", "Feeder", "Old title", "Seed Shop"])
        let stale = try #require(catalog.strings.first { $0.key == "Old title" })
        #expect(stale.extractionState == .stale)
        #expect(stale.extraFields.first?.key == "futureField")
        #expect(stale.localizations == nil)
        let feeder = try #require(catalog.strings.first { $0.key == "Feeder" })
        #expect(feeder.localization(for: "fr")?.stringUnit?.value == "Mangeoire \"🐦\" / été")
        let plural = try #require(catalog.strings.first { $0.key == "%lld birds" })
        #expect(plural.localization(for: "uk")?.variations?.plural?.keys == ["few", "many", "one", "other"])
        #expect(CatalogWriter.bytes(catalog) == bytes)
    }

    @Test("Every catalog of the corpus comes back byte for byte", .needsCorpus)
    func corpusRoundTrip() throws {
        let files = try TestSupport.corpusFiles()
        #expect(files.count >= 10)
        var checked = 0
        for file in files {
            let bytes = try TestSupport.bytes(file)
            let catalog = try CatalogReader.read(bytes)
            let written = CatalogWriter.bytes(catalog)
            #expect(written == bytes, "\(file.lastPathComponent) changed on a round trip")
            checked += 1
        }
        TestSupport.expectChecked(checked, of: files)
    }

    @Test("A catalog in another layout comes back in Xcode's")
    func otherLayouts() throws {
        let canonical = TestSupport.smallCatalogBytes
        let value = try TestSupport.jsonValue(canonical)
        // Compact, keys reversed, CRLF line ends, a BOM and a final newline: all of it
        // other tools write.
        var compact = Array("\u{FEFF}".utf8) + Array(Compact.write(value, reversed: true).utf8) + [0x0A]
        #expect(try CatalogWriter.bytes(CatalogReader.read(compact)) == canonical)
        compact = Array(Compact.write(value, reversed: false, pretty: true).replacingOccurrences(of: "\n", with: "\r\n").utf8)
        #expect(try CatalogWriter.bytes(CatalogReader.read(compact)) == canonical)
    }

    @Test("Corpus catalogs rewritten by another tool come back in Xcode's layout", .needsCorpus)
    func corpusOtherLayout() throws {
        let files = try TestSupport.corpusFiles()
        // Six files are enough for the layouts; the round trip above reads every one.
        let sample = files.prefix(6)
        var checked = 0
        for file in sample {
            let canonical = try TestSupport.bytes(file)
            let value = try TestSupport.jsonValue(canonical)
            let compact = Array(Compact.write(value, reversed: true).utf8)
            #expect(try CatalogWriter.bytes(CatalogReader.read(compact)) == canonical, "\(file.lastPathComponent)")
            checked += 1
        }
        TestSupport.expectChecked(checked, of: files, required: sample.count)
    }

    @Test("Escapes: / stays literal, control characters as Xcode writes them")
    func escaping() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.insert(CatalogString(key: "a/b \"q\" \\ \n\r\t\u{8}\u{C}\u{1}\u{1F} é 日本 \u{2028}\u{7F}"))
        let text = String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self)
        #expect(text.contains(#""a/b \"q\" \\ \n\r\t\b\f\u0001\u001f é 日本 \#u{2028}\#u{7F}" : {"#))
        #expect(!text.hasSuffix("\n"))
        #expect(try CatalogReader.read(Array(text.utf8)) == catalog)
    }

    @Test("An empty catalog is written as Xcode writes it")
    func emptyCatalog() {
        let catalog = StringCatalog(sourceLanguage: "en")
        let text = String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self)
        #expect(text == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
    }

    @Test("Edits land at their collated place")
    func collatedInsertion() throws {
        var catalog = try CatalogReader.read(TestSupport.smallCatalogBytes)
        catalog.insert(CatalogString(key: "apple", extractionState: .manual))
        catalog.insert(CatalogString(key: "Zebra 10"))
        catalog.insert(CatalogString(key: "Zebra 9"))
        #expect(catalog.strings.map(\.key) == ["", "%lld birds", "apple", "Feeder", "Old title", "Seed Shop", "Zebra 9", "Zebra 10"])
        var forms = catalog.strings[1].localizations!
        forms.set("zh-Hans", Localization("x", state: .new))
        forms.set("ar", Localization("y", state: .new))
        forms.set("zh-HK", Localization("z", state: .new))
        #expect(forms.keys == ["ar", "en", "uk", "zh-Hans", "zh-HK"])
        // A written and re-read catalog is the same model.
        catalog.strings[1].localizations = forms
        #expect(try CatalogReader.read(CatalogWriter.bytes(catalog)) == catalog)
    }
}

/// Writes JSON the way other tools do: compact or `"key": value`, keys in any order.
enum Compact {
    static func write(_ value: JSONValue, reversed: Bool, pretty: Bool = false, level: Int = 0) -> String {
        let pad = pretty ? "\n" + String(repeating: "    ", count: level + 1) : ""
        let end = pretty ? "\n" + String(repeating: "    ", count: level) : ""
        switch value {
        case .object(let members):
            let ordered = reversed ? members.reversed() : members
            if ordered.isEmpty { return "{}" }
            return "{" + ordered.map { pad + quote($0.key) + ": " + write($0.value, reversed: reversed, pretty: pretty, level: level + 1) }.joined(separator: ",") + end + "}"
        case .array(let elements):
            return "[" + elements.map { pad + write($0, reversed: reversed, pretty: pretty, level: level + 1) }.joined(separator: ",") + end + "]"
        case .string(let s): return quote(s)
        case .number(let n): return n
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    /// Escapes more than Xcode does (`\/`, `\u` for non-ASCII) to exercise the reader.
    static func quote(_ s: String) -> String {
        var out = "\""
        for unit in s.utf16 {
            switch unit {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x2F: out += "\\/"
            case 0x20..<0x7F: out += String(UnicodeScalar(UInt8(unit)))
            default: out += String(format: "\\u%04X", unit)
            }
        }
        return out + "\""
    }
}
