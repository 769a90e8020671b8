import Foundation
import StringCatalogKit
import Testing
@testable import Interchange
import CatalogFixtures

/// A reading of an XLIFF kept between saves and patched in place: the new bytes are the
/// patch's, and the reading is what `XLIFFReader` reads from them (units moved, rewritten,
/// added and taken away), save after save.
@Suite struct XLIFFReadingPatchTests {
    /// Checks one save of `reading` with `edited`: the reading that comes back is what
    /// reading its bytes gives. Returns it.
    @discardableResult
    static func save(_ reading: XLIFFReading, _ edited: [XLIFFCatalogSave.EditedFile], sourceLocation: SourceLocation = #_sourceLocation) throws -> XLIFFReading {
        let result = XLIFFCatalogSave.patched(reading, edited: edited)
        // Compared as a whole, so that a failure does not print the file's bytes.
        let asPatchedWhole = result.bytes == XLIFFCatalogSave.patched(reading.bytes, document: reading.document, edited: edited)
        #expect(asPatchedWhole, sourceLocation: sourceLocation)
        let kept = try #require(result.reading, sourceLocation: sourceLocation)
        let keptBytes = kept.bytes == result.bytes
        #expect(keptBytes, sourceLocation: sourceLocation)
        let reread = try XLIFFReader.read(result.bytes)
        let asRead = kept.document.files == reread.files
        #expect(asRead, "the reading kept is what reading the bytes gives", sourceLocation: sourceLocation)
        if !asRead {
            for (mine, theirs) in zip(kept.document.files, reread.files) where mine != theirs {
                let differing = zip(mine.units, theirs.units).first { $0.0 != $0.1 }
                Issue.record("\(mine.original): \(mine.units.count) units for \(theirs.units.count); first difference \(String(describing: differing))",
                             sourceLocation: sourceLocation)
            }
        }
        return kept
    }

    static func reading(_ text: String) throws -> XLIFFReading {
        let bytes = Array(text.utf8)
        return XLIFFReading(bytes: bytes, document: try XLIFFReader.read(bytes))
    }

    static func catalog(of reading: XLIFFReading, file: Int, language: String) -> StringCatalog {
        XclocEditing.views(of: reading.document, languages: Array(repeating: language, count: reading.document.files.count))[file].catalog
    }

    static func translate(_ value: String, key: String, language: String, form: FormPath = .root, state: TranslationState = .translated, in catalog: inout StringCatalog) {
        catalog.modifyString(key: key) { string in
            var localizations = string.localizations ?? KeyedList()
            var localization = localizations[language] ?? Localization()
            localization.setStringUnit(StringUnit(state: state, value: value), at: form)
            localizations.set(language, localization)
            string.localizations = localizations
        }
    }

    /// `key`'s translation replaced by `one` and `other` forms.
    static func makePlural(_ key: String, language: String, in catalog: inout StringCatalog) {
        catalog.modifyString(key: key) { _ = $0.localizations?.remove(language) }
        translate(key + " un", key: key, language: language, form: FormPath(plural: "one"), in: &catalog)
        translate(key + " plusieurs", key: key, language: language, form: FormPath(plural: "other"), in: &catalog)
    }

    /// Units on one line each, without line breaks between some, inside a `<group>`, with
    /// CRLF line ends; two files edited together in three saves: targets added, rewritten
    /// and removed; a plural form added before the first unit of a file; plain strings made
    /// plural (their unit replaced by units per form, one of them the last of its file);
    /// and back.
    @Test func unusualLayoutsSaveAfterSave() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\r\n"
            + "<file original=\"A.xcstrings\" source-language=\"en\" target-language=\"fr\" datatype=\"plaintext\"><body><group>"
            + "<trans-unit id=\"b|==|plural.other\"><source>bs</source></trans-unit>"
            + "<trans-unit id=\"c\"><source>c</source><target state=\"new\"><![CDATA[c?]]></target><note>why</note></trans-unit>\r\n"
            + "</group></body></file>\r\n"
            + "<file original=\"B.xcstrings\" source-language=\"en\" target-language=\"fr\" datatype=\"plaintext\"><body>\r\n"
            + "    <trans-unit id=\"x\">\r\n      <source>x</source>\r\n    </trans-unit>\r\n"
            + "    <trans-unit id=\"y\">\r\n      <source>y</source>\r\n      <target state=\"translated\">why</target>\r\n    </trans-unit>\r\n"
            + "</body></file>\r\n</xliff>\r\n"
        var reading = try Self.reading(text)
        var a = Self.catalog(of: reading, file: 0, language: "fr"), b = Self.catalog(of: reading, file: 1, language: "fr")
        var (aRead, bRead) = (a, b)
        func save() throws {
            reading = try Self.save(reading, [.init(index: 0, language: "fr", catalog: a, asRead: aRead), .init(index: 1, language: "fr", catalog: b, asRead: bRead)])
            (aRead, bRead) = (a, b)
        }

        Self.translate("b plusieurs", key: "b", language: "fr", form: FormPath(plural: "other"), in: &a)
        Self.translate("c !", key: "c", language: "fr", in: &a)
        Self.translate("ix", key: "x", language: "fr", in: &b)
        b.modifyString(key: "y") { _ = $0.localizations?.remove("fr") }
        try save()
        let first = reading.bytes

        Self.translate("b un", key: "b", language: "fr", form: FormPath(plural: "one"), in: &a)
        Self.makePlural("c", language: "fr", in: &a)
        Self.makePlural("y", language: "fr", in: &b)
        try save()
        let ids = reading.document.files.map { $0.units.map(\.id) }
        #expect(ids[0].first == "b|==|plural.one" && ids[0].contains("c|==|plural.other") && !ids[0].contains("c"))
        #expect(ids[1].last == "y|==|plural.other" && !ids[1].contains("y"))

        a.modifyString(key: "c") { _ = $0.localizations?.remove("fr") }
        Self.translate("c?", key: "c", language: "fr", state: .new, in: &a)
        b.modifyString(key: "x") { _ = $0.localizations?.remove("fr") }
        try save()
        let changed = reading.bytes != first
        #expect(changed)
        #expect(String(decoding: reading.bytes, as: UTF8.self).contains("\r\n    <trans-unit id=\"x\">\r\n      <source>x</source>\r\n    </trans-unit>\r\n"))
    }

    /// Generated catalogs of every shape, exported as two files of one XLIFF, edited at
    /// random save after save (values, states, translations taken away, plain strings made
    /// plural and back): each save's bytes are what the export writes for the catalogs as
    /// edited, and its reading is what reading them gives.
    @Test(arguments: [UInt64(31), 32, 33])
    func randomEditsSaveAfterSave(seed: UInt64) throws {
        let language = "fr"
        let originals = ["App/A.xcstrings", "App/B.xcstrings"]
        func export(_ catalogs: [StringCatalog]) -> [UInt8] {
            XLIFFWriter.bytes(XLIFFDocument(files: zip(originals, catalogs).map { original, catalog in
                XLIFFFile(original: original, sourceLanguage: "en", targetLanguage: language, units: CatalogUnits(catalog: catalog, language: language).units())
            }))
        }
        let generated = [CatalogGenerator.varied(seed: seed, strings: 60, languages: 5), CatalogGenerator.varied(seed: seed + 100, strings: 60, languages: 5)]
        var reading = XLIFFReading(bytes: export(generated), document: try XLIFFReader.read(export(generated)))
        // The catalogs as the editor shows the files; exported, they are the file itself.
        var catalogs = originals.indices.map { Self.catalog(of: reading, file: $0, language: language) }
        try #require(export(catalogs) == reading.bytes)
        var random = SplitMix64(seed: seed)
        for round in 0..<12 {
            let asRead = catalogs
            for c in catalogs.indices {
                for step in 0..<3 {
                    let i = Int(random.next() % UInt64(catalogs[c].strings.count))
                    let string = catalogs[c].strings[i]
                    guard string.shouldTranslate != false, string.localization(for: language)?.substitutions == nil else { continue }
                    let key = string.key
                    switch random.next() % 5 {
                    case 0:
                        catalogs[c].modifyString(key: key) { _ = $0.localizations?.remove(language) }
                    case 1 where string.localization(for: language)?.variations == nil:
                        // Plain made plural.
                        catalogs[c].modifyString(key: key) { _ = $0.localizations?.remove(language) }
                        Self.translate("\(round).\(step) un", key: key, language: language, form: FormPath(plural: "one"), in: &catalogs[c])
                        Self.translate("\(round).\(step) plusieurs", key: key, language: language, form: FormPath(plural: "other"), in: &catalogs[c])
                    case 2:
                        Self.translate("\(round).\(step) à revoir", key: key, language: language, state: .needsReview, in: &catalogs[c])
                    default:
                        if string.localization(for: language)?.variations != nil {
                            catalogs[c].modifyString(key: key) { _ = $0.localizations?.remove(language) }
                        }
                        Self.translate("\(round).\(step) <traduit> & \"fait\"", key: key, language: language, in: &catalogs[c])
                    }
                }
            }
            let edited = catalogs.indices.map { XLIFFCatalogSave.EditedFile(index: $0, language: language, catalog: catalogs[$0], asRead: asRead[$0]) }
            reading = try Self.save(reading, edited)
            let exported = reading.bytes == export(catalogs)
            #expect(exported, "round \(round)")
            // What the editor shows after the save is what the file now says.
            catalogs = originals.indices.map { Self.catalog(of: reading, file: $0, language: language) }
        }
    }

    /// Xcode's own bundles (and one a translator's tool rewrote), every file edited at once,
    /// three saves: a target rewritten and one added, a plain string made plural (its unit
    /// replaced by one per form), then that undone, which gives the first save's bytes back.
    @Test(.needsInterchange) func xcodesBundlesSaveAfterSave() throws {
        for bundle in XLIFFCatalogSaveTests.bundles {
            let input = try XLIFFCatalogSaveTests.input(bundle)
            var reading = XLIFFReading(bytes: try XLIFFCatalogSaveTests.bytes(of: input), document: input.document)
            let views = XclocEditing.views(of: input)
            var catalogs = views.map(\.catalog)
            var asRead = catalogs
            func edited() -> [XLIFFCatalogSave.EditedFile] {
                views.indices.map { .init(index: views[$0].index, language: views[$0].language, catalog: catalogs[$0], asRead: asRead[$0]) }
            }
            var plain: [(file: Int, key: String)] = []
            for (f, view) in views.enumerated() where view.language != view.catalog.sourceLanguage {
                let strings = catalogs[f].strings.filter { $0.shouldTranslate != false }
                if let translated = strings.first(where: { $0.localization(for: view.language)?.stringUnit?.value.map({ !$0.isEmpty }) == true }) {
                    Self.translate("Neu: " + translated.key, key: translated.key, language: view.language, in: &catalogs[f])
                }
                if let untranslated = strings.last(where: { $0.localization(for: view.language) == nil }) {
                    Self.translate("Übersetzt", key: untranslated.key, language: view.language, in: &catalogs[f])
                }
                if let other = strings.dropFirst().first(where: { $0.localization(for: view.language)?.stringUnit != nil }) {
                    plain.append((f, other.key))
                }
            }
            reading = try Self.save(reading, edited())
            let first = reading.bytes
            asRead = catalogs

            let before = catalogs
            for (f, key) in plain {
                let language = views[f].language
                catalogs[f].modifyString(key: key) { _ = $0.localizations?.remove(language) }
                Self.translate("eins", key: key, language: language, form: FormPath(plural: "one"), in: &catalogs[f])
                Self.translate("viele", key: key, language: language, form: FormPath(plural: "other"), in: &catalogs[f])
            }
            reading = try Self.save(reading, edited())
            let changed = reading.bytes != first
            #expect(changed || plain.isEmpty, "\(bundle)")
            asRead = catalogs

            catalogs = before
            reading = try Self.save(reading, edited())
            // In Xcode's layout the plain unit comes back as it was; a translator's tool's
            // file (LangGo's, notes before targets) gets it in Xcode's layout.
            let sameAsFirst = reading.bytes == first
            #expect(sameAsFirst || !bundle.hasPrefix("xliff-export/"), "\(bundle)")
        }
    }

    /// The single pass that makes the edits gives what replacing each range from the end
    /// of the file backwards gives (how edits were made before), also where insertions and
    /// a removal meet at one offset.
    @Test func editsInOnePassAsFromTheEnd() throws {
        let bytes = Array("0123456789abcdef".utf8)
        let edits: [XLIFFTargetPatch.Edit] = [
            .init(range: 2..<4, replacement: Array("XY".utf8)),
            .init(range: 6..<9, replacement: []),
            .init(range: 6..<6, replacement: Array("i1".utf8), order: 1),
            .init(range: 6..<6, replacement: Array("i0".utf8), order: 0),
            .init(range: 12..<12, replacement: Array("<>".utf8)),
            .init(range: 16..<16, replacement: Array("!".utf8)),
        ]
        let (patched, placed) = XLIFFTargetPatch.Edit.apply(edits, to: bytes)
        #expect(String(decoding: patched, as: UTF8.self) == "01XY45i0i19ab<>cdef!")
        #expect(placed.map(\.new) == [2..<4, 6..<8, 8..<10, 10..<10, 13..<15, 19..<20])
        #expect(placed.map(\.growth).reduce(0, +) == patched.count - bytes.count)
    }
}
