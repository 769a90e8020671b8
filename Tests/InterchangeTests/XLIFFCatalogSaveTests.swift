import Foundation
import StringCatalogKit
import Testing
@testable import Interchange

/// Saving an edited file of a translator's XLIFF: on Xcode's own bundles, only the units
/// whose forms changed differ, and forms a translator adds or takes away become units of
/// their own where Xcode's order puts them.
@Suite struct XLIFFCatalogSaveTests {
    /// Xcode's bundles in `../shared/interchange`.
    static let bundles = [
        "xliff-export/Ketchup-15.3/de.xcloc", "xliff-export/BetterDisplay-27.0/de.xcloc", "xliff-export/Kitsune-26.0.1/ar.xcloc",
        "xliff-export/Kitsune-26.0.1/en.xcloc", "xliff-import/LangGo-16.2/xcloc/ja.xcloc",
    ]

    static func input(_ bundle: String) throws -> ProjectImport.Input {
        let folder = try InterchangeTestSupport.sharedFolder(bundle)
        return try ProjectImport.readInput(folder.path)
    }

    static func bytes(of input: ProjectImport.Input) throws -> [UInt8] {
        try InterchangeTestSupport.fileBytes(URL(fileURLWithPath: input.xliffPath))
    }

    /// The file's bytes after `edit` changed the catalog of its file `original`.
    static func save(_ input: ProjectImport.Input, original: String, _ edit: (inout StringCatalog) -> Void) throws -> [UInt8] {
        var view = try #require(XclocEditing.views(of: input).first { $0.original == original })
        edit(&view.catalog)
        return XLIFFCatalogSave.patched(try bytes(of: input), document: input.document,
                                        edited: [.init(index: view.index, language: view.language, catalog: view.catalog)])
    }

    static func lines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
    }

    static func setTranslation(_ value: String, key: String, language: String, form: FormPath = .root, in catalog: inout StringCatalog) {
        catalog.modifyString(key: key) { string in
            var localizations = string.localizations ?? KeyedList()
            var localization = localizations[language] ?? Localization()
            localization.setStringUnit(StringUnit(state: .translated, value: value), at: form)
            localizations.set(language, localization)
            string.localizations = localizations
        }
    }

    @Test(.needsInterchange) func savingUnchangedCatalogsChangesNoByte() throws {
        for bundle in Self.bundles {
            let input = try Self.input(bundle)
            let original = try Self.bytes(of: input)
            let edited = XclocEditing.views(of: input).map { XLIFFCatalogSave.EditedFile(index: $0.index, language: $0.language, catalog: $0.catalog) }
            #expect(XLIFFCatalogSave.patched(original, document: input.document, edited: edited) == original, "\(bundle)")
        }
    }

    /// The acceptance flow on each of Xcode's translated bundles: the first unit without a
    /// target gets one, and the file gains exactly that `<target state="translated">` line.
    @Test(.needsInterchange) func translatingAUnitWithoutATargetAddsOneLine() throws {
        for bundle in Self.bundles.prefix(3) {
            let input = try Self.input(bundle)
            let index = try #require(input.document.files.firstIndex { $0.units.contains { $0.target == nil && $0.translate && !$0.id.contains("|==|") } })
            let file = input.document.files[index]
            let unit = try #require(file.units.first { $0.target == nil && $0.translate && !$0.id.contains("|==|") })
            let language = input.language(ofFile: index)
            let saved = try Self.save(input, original: file.original) { catalog in
                Self.setTranslation("Übersetzt & <fertig>", key: unit.id, language: language, in: &catalog)
            }
            var expected = Self.lines(try Self.bytes(of: input))
            var id = XMLOutput()
            id.attribute(unit.id)
            let unitStart = "<trans-unit id=\"\(String(decoding: id.bytes, as: UTF8.self))\""
            let sourceLine = try #require(expected.firstIndex { $0.contains(unitStart) }) + 1
            #expect(expected[sourceLine].contains("<source"))
            expected.insert("        <target state=\"translated\">Übersetzt &amp; &lt;fertig&gt;</target>", at: sourceLine + 1)
            #expect(Self.lines(saved) == expected, "\(bundle): \(unit.id)")
        }
    }

    @Test(.needsInterchange) func aChangedFormRewritesItsTargetLineOnly() throws {
        let input = try Self.input("xliff-export/Kitsune-26.0.1/ar.xcloc")
        let original = "Kitsune/Localization/Localizable.xcstrings"
        let saved = try Self.save(input, original: original) { catalog in
            Self.setTranslation("%lld مفضلات", key: "%lld favorites", language: "ar", form: FormPath(plural: "few"), in: &catalog)
        }
        let before = Self.lines(try Self.bytes(of: input)), after = Self.lines(saved)
        #expect(before.count == after.count)
        let differing = before.indices.filter { before[$0] != after[$0] }
        #expect(differing.count == 1)
        if let line = differing.first {
            #expect(before[line - 2].contains("%lld favorites|==|plural.few"))
            #expect(after[line] == "        <target state=\"translated\">%lld مفضلات</target>")
        }
    }

    /// A translator varies a plain string by plural in Arabic: its unit goes, and six units
    /// take its place in Xcode's order, written as Xcode's export writes them; taking the
    /// variation back gives the file as it was.
    @Test(.needsInterchange) func varyingByPluralReplacesTheUnitWithOneUnitPerForm() throws {
        let input = try Self.input("xliff-export/Kitsune-26.0.1/ar.xcloc")
        let original = "Kitsune/Localization/Localizable.xcstrings"
        let forms = ["zero": "لا أنمي", "one": "أنمي واحد", "two": "أنميان", "few": "%lld أنميات", "many": "%lld أنمي", "other": "%lld أنمي"]
        let saved = try Self.save(input, original: original) { catalog in
            catalog.modifyString(key: "%lld Anime") { $0.localizations?["ar"]?.stringUnit = nil }
            for (category, text) in forms {
                Self.setTranslation(text, key: "%lld Anime", language: "ar", form: FormPath(plural: category), in: &catalog)
            }
        }
        let reread = try XLIFFReader.read(saved)
        let file = try #require(reread.files.first { $0.original == original })
        let ids = file.units.map(\.id)
        #expect(!ids.contains("%lld Anime"))
        let start = try #require(ids.firstIndex(of: "%lld Anime|==|plural.few"))
        #expect(Array(ids[start..<(start + 7)]) == ["few", "many", "one", "other", "two", "zero"].map { "%lld Anime|==|plural." + $0 } + ["%lld Manga"])
        #expect(ids == ids.sorted { XcodeUnitOrder.areInIncreasingOrder($0, $1) })
        let unit = file.units[start]
        #expect(unit.source.text == "%lld Anime")
        #expect(unit.target == XLIFFTarget(state: "translated", content: XLIFFContent("%lld أنميات")))
        #expect(unit.notes.first?.from == "auto-generated")
        // Every other file and unit is as it was.
        let before = try XLIFFReader.read(try Self.bytes(of: input))
        #expect(reread.files.filter { $0.original != original }.map(\.units.count) == before.files.filter { $0.original != original }.map(\.units.count))
        #expect(ids.count == before.files.first { $0.original == original }!.units.count + 5)
        // The import of the saved file takes the forms back.
        let view = XLIFFCatalogView.catalog(file)
        let string = try #require(view.index(ofKey: "%lld Anime").map { view.strings[$0] })
        #expect(string.localization(for: "ar")?.variations?.plural?.keys.sorted() == forms.keys.sorted())
        #expect(string.localization(for: "ar")?.stringUnit == nil)

        // Back to one plain value: the six units go, the plain one comes back as Xcode wrote it.
        let savedInput = ProjectImport.Input(path: input.path, xliffPath: input.xliffPath, document: reread, languages: input.languages, fingerprint: input.fingerprint)
        var plain = try #require(XclocEditing.views(of: savedInput).first { $0.original == original })
        plain.catalog.modifyString(key: "%lld Anime") { $0.localizations?["ar"]?.variations = nil }
        Self.setTranslation("%lld الانمي", key: "%lld Anime", language: "ar", in: &plain.catalog)
        let back = XLIFFCatalogSave.patched(saved, document: reread, edited: [.init(index: plain.index, language: "ar", catalog: plain.catalog)])
        #expect(back == (try Self.bytes(of: input)))
    }

    /// Forms the translator did not touch keep the file's own spelling of them (here a
    /// `final` state, which the catalog shows as translated) when another form changes.
    @Test func untouchedFormsKeepTheirBytes() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
        <file original="A.xcstrings" source-language="en" target-language="fr" datatype="plaintext"><body>
        <trans-unit id="%lld birds|==|plural.one" xml:space="preserve"><source>%lld bird</source><target state="final">%lld oiseau</target></trans-unit>
        <trans-unit id="%lld birds|==|plural.other" xml:space="preserve"><source>%lld birds</source><target state="new"><![CDATA[%lld birds]]></target></trans-unit>
        </body></file></xliff>

        """
        let bytes = Array(text.utf8)
        let document = try XLIFFReader.read(bytes)
        var catalog = XLIFFCatalogView.catalog(document.files[0])
        Self.setTranslation("%lld oiseaux", key: "%lld birds", language: "fr", form: FormPath(plural: "other"), in: &catalog)
        let saved = XLIFFCatalogSave.patched(bytes, document: document, edited: [.init(index: 0, language: "fr", catalog: catalog)])
        #expect(String(decoding: saved, as: UTF8.self) == text.replacingOccurrences(
            of: "<target state=\"new\"><![CDATA[%lld birds]]></target>", with: "<target state=\"translated\">%lld oiseaux</target>"))
    }

    /// The units an edited string is written as are those Xcode wrote for it: on every
    /// string of Xcode's bundles, its catalog view turned back into units gives the file's
    /// ids, sources and targets (so a save that touches a string finds each unit in place).
    @Test(.needsInterchange) func everyStringOfXcodesBundlesComesBackAsItsUnits() throws {
        for bundle in Self.bundles {
            let input = try Self.input(bundle)
            for view in XclocEditing.views(of: input) {
                let file = input.document.files[view.index]
                let exporter = CatalogUnits(catalog: StringCatalog(sourceLanguage: view.catalog.sourceLanguage), language: view.language)
                var units: [XLIFFUnit] = []
                for string in view.catalog.strings { exporter.appendUnits(of: string, to: &units) }
                let written = Dictionary(file.units.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
                var mismatches: [String] = []
                for unit in units {
                    guard let original = written[unit.id] else { mismatches.append("not in the file: \(unit.id)"); continue }
                    if original.source.text != unit.source.text { mismatches.append("source of \(unit.id)") }
                    if original.target?.content != unit.target?.content { mismatches.append("target of \(unit.id)") }
                }
                if units.count != file.units.count { mismatches.append("\(units.count) units for \(file.units.count)") }
                #expect(mismatches.isEmpty, "\(bundle) \(file.original): \(mismatches.prefix(5))")
            }
        }
    }
}
