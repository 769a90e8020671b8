@testable import CatalogFiles
import CatalogFixtures
import Foundation
import Testing
@testable import StringCatalogKit

@Suite("Reading and saving only some languages of a catalog in Xcode's layout")
struct LanguageScopedCatalogTests {
    static func isCanonical(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { CanonicalLayoutScan.scan($0) } != nil
    }

    /// The reference for every splice: the whole file read, `edit` applied, written.
    static func wholeEdit(_ bytes: [UInt8], _ edit: (inout StringCatalog) -> Void) throws -> [UInt8] {
        var catalog = try CatalogReader.read(bytes)
        edit(&catalog)
        return CatalogWriter.bytes(catalog)
    }

    // MARK: - The layout check

    @Test("Our catalogs in Xcode's layout are recognised; the check agrees with a read and a write")
    func fixturesAgree() throws {
        for (name, bytes) in [("small", TestSupport.smallCatalogBytes), ("large", ParallelReadTests.largeCatalog().1)] {
            let roundTrips = (try? CatalogWriter.bytes(CatalogReader.read(bytes))) == bytes
            #expect(roundTrips, "\(name)")
            #expect(Self.isCanonical(bytes), "\(name)")
        }
    }

    /// Every catalog of the corpus is Xcode's own (`RoundTripTests` reads each back byte for
    /// byte), so the check must recognise every one.
    @Test("Catalogs Xcode wrote are recognised, every one", .needsCorpus)
    func corpusAgrees() throws {
        let files = try TestSupport.corpusFiles()
        var recognised = 0
        for url in files {
            let bytes = try TestSupport.bytes(url)
            let roundTrips = (try? CatalogWriter.bytes(CatalogReader.read(bytes))) == bytes
            #expect(roundTrips, "\(url.lastPathComponent) is not in Xcode's layout")
            #expect(Self.isCanonical(bytes) == roundTrips, "\(url.lastPathComponent): the layout check and a round trip disagree")
            if roundTrips && Self.isCanonical(bytes) { recognised += 1 }
        }
        TestSupport.expectChecked(recognised, of: files)
    }

    @Test("Each way of leaving Xcode's layout is noticed", arguments: [
        ("\"Feeder\" : {", "\"Feeder\": {"),
        ("\"Old title\" : {", "\"Old title\"  : {"),
        ("\"\" : {\n\n    }", "\"\" : {}"),
        ("été", "\\u00e9t\\u00e9"),
        ("Mangeoire \\\"", "Mangeoire \\u0022"),
        (" / été", " \\/ été"),
        ("\"extractionState\" : \"manual\",\n      \"localizations\"", "\"localizations\" : {\n\n      },\n      \"extractionState\" : \"manual\",\n      \"localizations\""),
        ("\"fr\" : {", "\"zz\" : {"),
        ("\"state\" : \"new\"", "\"state\" : 1"),
        ("\"shouldTranslate\" : false", "\"shouldTranslate\" : \"no\""),
        ("\"shouldTranslate\" : false", "\"shouldTranslate\" : null"),
        ("1.50", "1.50.0"),
        ("\"a\" : \"x\",\n          \"b\" : true", "\"b\" : true,\n          \"a\" : \"x\""),
        ("\"version\" : \"1.1\"\n}", "\"version\" : \"1.1\"\n}\n"),
        ("\"version\" : \"1.1\"\n}", "\"version\" : \"1.1\"\r\n}"),
        ("\"value\" : \"Seed Shop\"", "\"value\" : \"Seed\u{01}Shop\""),
    ])
    func deviations(_ change: (String, String)) throws {
        let text = TestSupport.smallCatalog
        #expect(text.contains(change.0), "the fixture changed: \(change.0)")
        let changed = Array(text.replacingOccurrences(of: change.0, with: change.1).utf8)
        let canonical = Self.isCanonical(changed), scoped = LanguageScopedCatalog(bytes: changed, languages: ["fr"]) != nil
        #expect(!canonical)
        #expect(!scoped)
    }

    @Test("Invalid UTF-8 in a language that is not read, in either half of a two-thread check, is noticed")
    func invalidTextInEitherHalf() throws {
        let bytes = ParallelReadTests.largeCatalog().1
        #expect(Self.isCanonical(bytes))
        let text = String(decoding: bytes, as: UTF8.self)
        // A value of a language not kept, early and late in the file; each broken in ways
        // the words of the check see differently (a stray byte, a cut sequence, a surrogate).
        for key in ["key.00010", "key.05990"] {
            let value = Array("Wert \(Int(key.suffix(5))!) für ja — ein längerer Text".utf8)
            #expect(text.contains(String(decoding: value, as: UTF8.self)))
            for broken: [UInt8] in [[0xFF], [0xE2, 0x80], [0xED, 0xA0, 0x80], [0xC0, 0xAF]] {
                var changed = bytes
                let at = try #require(changed.firstRange(of: value)).lowerBound + 5
                changed.insert(contentsOf: broken, at: at)
                #expect(!Self.isCanonical(changed), "\(key) \(broken)")
                #expect(LanguageScopedCatalog(bytes: changed, languages: ["fr"]) == nil)
            }
        }
    }

    @Test("Substitution argument numbers must read as the writer writes them", arguments: ["01", "1.0", "-0", "1e0", "99999999999999999999"])
    func argumentNumbers(_ spelling: String) throws {
        let substitution = Substitution(argNum: 1, formatSpecifier: "lld")
        let catalog = StringCatalog(sourceLanguage: "en", strings: [
            CatalogString(key: "k", localizations: KeyedList([("en", Localization(stringUnit: StringUnit(state: .translated, value: "%#@n@"), substitutions: KeyedList([("n", substitution)])))])),
        ])
        let bytes = CatalogWriter.bytes(catalog)
        #expect(Self.isCanonical(bytes))
        let text = String(decoding: bytes, as: UTF8.self)
        let changed = Array(text.replacingOccurrences(of: "\"argNum\" : 1", with: "\"argNum\" : \(spelling)").utf8)
        let canonical = Self.isCanonical(changed)
        #expect(!canonical)
    }

    /// Substitutions, a string set, device and plural forms, unknown fields at each level.
    static var variedCatalogBytes: [UInt8] {
        let plural = Variations(plural: KeyedList([("one", Localization("%arg bird", state: .translated)), ("other", Localization("%arg birds", state: .translated))]))
        let substitution = Substitution(argNum: 2, formatSpecifier: "lld", variations: plural, extraFields: [JSONMember("zNote", .number("7"))])
        let english = Localization(stringUnit: StringUnit(state: .translated, value: "%@ saw %#@birds@"),
                                   substitutions: KeyedList([("birds", substitution)]), extraFields: [JSONMember("aFuture", .array([.bool(true), .null]))])
        let device = Localization(variations: Variations(device: KeyedList([("iphone", Localization("Tap", state: .translated)), ("mac", Localization("Click", state: .new))])))
        let set = Localization(stringSet: StringSet(state: .translated, values: ["Open", "Ouvrir \"x\""]))
        let catalog = StringCatalog(sourceLanguage: "en", strings: [
            CatalogString(key: "%@ saw %lld birds", comment: "c", localizations: KeyedList([("en", english), ("fr", device)])),
            CatalogString(key: "Open", extractionState: .manual, isCommentAutoGenerated: true, localizations: KeyedList([("de", set)]), extraFields: [JSONMember("x-y", .object([JSONMember("k", .string("v"))]))]),
        ], extraFields: [JSONMember("zz", .string("top"))])
        return CatalogWriter.bytes(catalog)
    }

    @Test("Whenever the check says yes, a read and a write give back the same bytes (random mutations)")
    func mutationsNeverFoolTheCheck() throws {
        var random = SplitMix64(seed: 0x5C0_9ED)
        let sources = [TestSupport.smallCatalogBytes, Self.variedCatalogBytes]
        let alphabet: [UInt8] = Array(" \n\t{}[]\",:\\/0123456789-.eEtrufalsn\u{7F}".utf8) + [0xC3, 0xA9, 0x80, 0xFF, 0x00]
        var accepted = 0
        for _ in 0..<6_000 {
            var bytes = sources[random.below(sources.count)]
            for _ in 0...random.below(3) {
                let at = random.below(bytes.count)
                switch random.below(4) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(alphabet[random.below(alphabet.count)], at: at)
                case 2: bytes[at] = alphabet[random.below(alphabet.count)]
                default:
                    // Swap two lines: members out of order, or at the wrong depth.
                    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
                    let a = random.below(lines.count), b = random.below(lines.count)
                    lines.swapAt(a, b)
                    bytes = Array(lines.joined(separator: [0x0A]))
                }
            }
            guard Self.isCanonical(bytes) else { continue }
            accepted += 1
            let read = try CatalogReader.read(bytes)
            let same = CatalogWriter.bytes(read) == bytes
            #expect(same, "\(String(decoding: bytes, as: UTF8.self))")
        }
        // Some mutations keep the layout (a changed letter in a value): the property was exercised.
        #expect(accepted > 100)
    }

    // MARK: - Reading some languages

    @Test("Only the source language and the chosen ones are read; the rest of each string is")
    func readsSomeLanguages() throws {
        let scoped = try #require(LanguageScopedCatalog(bytes: TestSupport.smallCatalogBytes, languages: ["fr"]))
        let whole = try CatalogReader.read(TestSupport.smallCatalogBytes)
        #expect(scoped.catalog.strings.map(\.key) == whole.strings.map(\.key))
        for (part, all) in zip(scoped.catalog.strings, whole.strings) {
            #expect(part.comment == all.comment && part.extractionState == all.extractionState && part.shouldTranslate == all.shouldTranslate)
            #expect(part.extraFields == all.extraFields)
            #expect(part.localizations?.keys == all.localizations?.keys.filter { $0 == "en" || $0 == "fr" })
            #expect(part.localization(for: "fr") == all.localization(for: "fr"))
            #expect(part.localization(for: "en") == all.localization(for: "en"))
        }
    }

    // MARK: - Splicing

    /// Edits that touch only `fr`, `aa` (sorts first), `zz` (sorts last) and the source
    /// language, chosen at random per string.
    static func randomEdit(seed: UInt64) -> (inout StringCatalog) -> Void {
        { catalog in
            var random = SplitMix64(seed: seed)
            for index in catalog.strings.indices where random.below(3) > 0 {
                catalog.modifyString(at: index) { string in
                    switch random.below(6) {
                    case 0: string.setLocalization(Localization("Valeur \(index) « été » \"q\"\n", state: .translated), for: "fr")
                    case 1: string.setLocalization(Localization("A\(index)", state: .new), for: "aa")
                    case 2: string.setLocalization(Localization("Z\(index)", state: .needsReview), for: "zz")
                    case 3:
                        let forms = KeyedList([("one", Localization("un", state: .translated)), ("other", Localization("%lld", state: .translated))])
                        string.setLocalization(Localization(variations: Variations(plural: forms)), for: "fr")
                    case 4:
                        string.setLocalization(Localization("A", state: .translated), for: "aa")
                        string.setLocalization(Localization("Z", state: .translated), for: "zz")
                    default:
                        string.setLocalization(Localization("Source \(index)", state: .translated), for: "en")
                    }
                }
            }
        }
    }

    @Test("A splice gives exactly the bytes of reading the whole file, editing and writing", arguments: [1, 2, 3, 4, 5])
    func spliceEqualsWholeEdit(seed: UInt64) throws {
        for bytes in [TestSupport.smallCatalogBytes, ParallelReadTests.largeCatalog().1] {
            let edit = Self.randomEdit(seed: seed)
            var scoped = try #require(LanguageScopedCatalog(bytes: bytes, languages: ["fr", "aa", "zz"]))
            edit(&scoped.catalog)
            let expected = try Self.wholeEdit(bytes, edit)
            let spliced = try #require(scoped.splicedBytes())
            let same = spliced == expected, wholeSame = CatalogWriter.bytes(try scoped.wholeCatalog()) == expected
            #expect(same)
            #expect(wholeSame)
        }
    }

    @Test("Catalogs of the corpus: a new language and a changed one spliced in, in every one", .needsCorpus)
    func corpusSplices() throws {
        let files = try TestSupport.corpusFiles()
        var spliced = 0
        for url in files {
            let bytes = try TestSupport.bytes(url)
            // Each is in Xcode's layout (see corpusAgrees): none is left out.
            try #require(Self.isCanonical(bytes), "\(url.lastPathComponent) is not in Xcode's layout")
            let whole = try CatalogReader.read(bytes)
            let existing = whole.languages.dropFirst().first ?? "de"
            let edit: (inout StringCatalog) -> Void = { catalog in
                for index in catalog.strings.indices where index % 2 == 0 {
                    catalog.modifyString(at: index) { string in
                        string.setLocalization(Localization("x\(index)", state: .translated), for: existing)
                        string.setLocalization(Localization("y\(index)", state: .translated), for: "qq")
                    }
                }
            }
            var scoped = try #require(LanguageScopedCatalog(bytes: bytes, languages: [existing, "qq"]))
            edit(&scoped.catalog)
            let same = try scoped.splicedBytes() == Self.wholeEdit(bytes, edit)
            #expect(same, "\(url.lastPathComponent)")
            spliced += 1
        }
        TestSupport.expectChecked(spliced, of: files)
    }

    @Test("No change gives back the file; a removed language is left to the whole-file save")
    func unchangedAndRemoved() throws {
        let bytes = TestSupport.smallCatalogBytes
        var scoped = try #require(LanguageScopedCatalog(bytes: bytes, languages: ["fr"]))
        #expect(scoped.splicedBytes() == bytes)
        let removeFrench: (inout StringCatalog) -> Void = { catalog in
            catalog.modifyString(key: "Feeder") { _ = $0.localizations?.remove("fr") }
        }
        removeFrench(&scoped.catalog)
        #expect(scoped.splicedBytes() == nil)
        #expect(CatalogWriter.bytes(try scoped.wholeCatalog()) == (try Self.wholeEdit(bytes, removeFrench)))
    }

    @Test("A change outside the chosen languages' localizations is refused by the splice")
    func otherChangesRefused() throws {
        var scoped = try #require(LanguageScopedCatalog(bytes: TestSupport.smallCatalogBytes, languages: ["fr"]))
        scoped.catalog.modifyString(key: "Feeder") { $0.comment = "New comment" }
        #expect(scoped.splicedBytes() == nil)
        let whole = try scoped.wholeCatalog()
        #expect(whole.strings.first { $0.key == "Feeder" }?.comment == "New comment")
        #expect(whole.strings.first { $0.key == "Feeder" }?.localization(for: "ja") != nil)
    }

    // MARK: - On disk

    @Test("A file in another layout is read whole and saved in Xcode's layout")
    func otherLayoutSavedWhole() throws {
        let value = try TestSupport.jsonValue(TestSupport.smallCatalogBytes)
        let compact = Array(Compact.write(value, reversed: true).utf8)
        for (bytes, scoped) in [(TestSupport.smallCatalogBytes, true), (compact, false)] {
            let (folder, path) = try TestSupport.temporaryFile("scoped", named: "Localizable.xcstrings", bytes: bytes)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            var file = try LanguageScopedFile.open(path, languages: ["fr"])
            #expect(file.isScoped == scoped)
            file.catalog.modifyString(key: "Feeder") { $0.setLocalization(Localization("Mangeoire", state: .translated), for: "fr") }
            try file.save()
            let expected = try Self.wholeEdit(bytes) { catalog in
                catalog.modifyString(key: "Feeder") { $0.setLocalization(Localization("Mangeoire", state: .translated), for: "fr") }
            }
            #expect(try TestSupport.bytes(URL(fileURLWithPath: path)) == expected)
        }
    }

    @Test("A file changed on disk after it was read is not overwritten")
    func changedOnDisk() throws {
        let (folder, path) = try TestSupport.temporaryFile("scoped", named: "Localizable.xcstrings", bytes: TestSupport.smallCatalogBytes)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var file = try LanguageScopedFile.open(path, languages: ["fr"])
        file.catalog.modifyString(key: "Feeder") { $0.setLocalization(Localization("Mangeoire", state: .translated), for: "fr") }
        let other = Array(TestSupport.smallCatalog.replacingOccurrences(of: "Seed Shop\"\n", with: "Seed Store\"\n").utf8)
        try Data(other).write(to: URL(fileURLWithPath: path))
        #expect(throws: CatalogFile.Failure.changedOnDisk(path: path)) { try file.save() }
        #expect(try TestSupport.bytes(URL(fileURLWithPath: path)) == other)
    }

    @Test("A broken file is reported with its place, as a whole read reports it")
    func brokenFile() throws {
        let broken = Array(TestSupport.smallCatalog.replacingOccurrences(of: "\"state\" : \"new\"", with: "\"state\" : 1").utf8)
        let (folder, path) = try TestSupport.temporaryFile("scoped", named: "Localizable.xcstrings", bytes: broken)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            _ = try LanguageScopedFile.open(path, languages: ["fr"])
            Issue.record("a broken file was opened")
        } catch {
            guard case .invalid(let read) = error else { Issue.record("unexpected \(error)"); return }
            #expect(read.file == path)
            #expect(read.message.contains("expected a string"))
        }
    }

    @Test("Text checked later: invalid UTF-8 in a language not read fails the save, leaving the file as it was; valid text saves")
    func textCheckedLater() throws {
        let valid = TestSupport.smallCatalogBytes
        var invalid = valid
        // In a Ukrainian plural form: a language the save below does not read.
        let value = Array("\"value\" : \"%lld птахи".utf8)
        invalid.insert(0xFF, at: try #require(invalid.firstRange(of: value)).upperBound)
        let expected = try #require(throws: CatalogReadError.self) { try CatalogReader.read(invalid) }
        for (bytes, isValid) in [(valid, true), (invalid, false)] {
            let (folder, path) = try TestSupport.temporaryFile("scoped", named: "Localizable.xcstrings", bytes: bytes)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            var file = try LanguageScopedFile.open(path, languages: ["fr"], checkingTextLater: true)
            #expect(file.isScoped)
            file.catalog.modifyString(key: "Feeder") { $0.setLocalization(Localization("Mangeoire", state: .translated), for: "fr") }
            if isValid {
                try file.confirmText()
                try file.save()
                #expect(try TestSupport.bytes(URL(fileURLWithPath: path)) != bytes)
                continue
            }
            var located = expected
            located.file = path
            #expect(throws: CatalogFile.Failure.invalid(located)) { try file.confirmText() }
            #expect(throws: CatalogFile.Failure.invalid(located)) { try file.save() }
            #expect(try TestSupport.bytes(URL(fileURLWithPath: path)) == bytes)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Localizable.xcstrings"])
        }
    }
}
