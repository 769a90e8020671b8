import Foundation
import Testing
@testable import Interchange
import StringCatalogKit

/// A substitution's form may read other arguments than the counted one (`%2$@ is now
/// captured`): an import turns only the substitution's own argument into `%arg`.
@Suite struct SubstitutionArgumentImportTests {
    /// Exports `language`, imports the file into the catalog without it, and returns the
    /// catalog that comes back.
    static func exportThenImport(_ catalog: StringCatalog, language: String) throws -> StringCatalog {
        let units = CatalogUnits(catalog: catalog, language: language).units()
        let document = XLIFFDocument(files: [XLIFFFile(original: "L.xcstrings", sourceLanguage: catalog.sourceLanguage,
                                                       targetLanguage: language, units: units)])
        let file = try XLIFFReader.read(XLIFFWriter.bytes(document)).files[0]
        var stripped = catalog
        for i in stripped.strings.indices { stripped.modifyString(at: i) { _ = $0.localizations?.remove(language) } }
        // Every target in the state it was exported in: some translations need review.
        let summary = CatalogImport(policy: .asWritten).apply(file, language: language, to: &stripped)
        #expect(summary.sourceChanged.isEmpty)
        return stripped
    }

    /// One language of a catalog's first string as Xcode writes it, for readable differences.
    static func json(_ catalog: StringCatalog, _ language: String) -> String {
        let string = catalog.strings[0]
        let localizations = string.localization(for: language).map { KeyedList([(language, $0)]) }
        let alone = StringCatalog(sourceLanguage: catalog.sourceLanguage, strings: [CatalogString(key: string.key, localizations: localizations)])
        return String(decoding: CatalogWriter.bytes(alone), as: UTF8.self)
    }

    static func catalog(_ json: String) throws -> StringCatalog {
        try CatalogReader.read(Array(json.utf8))
    }

    /// As the corpus has it (mac-mouse-fix): no `argNum`, the counted number not shown, the
    /// form reads the second argument, a string.
    static let capturedWithoutArgNum = """
        {"sourceLanguage":"en","strings":{"captured":{"localizations":{
          "de":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"formatSpecifier":"d","variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"%2$@ wird abgefangen"}},
            "other":{"stringUnit":{"state":"translated","value":"%2$@ werden abgefangen"}}}}}}},
          "en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"formatSpecifier":"d","variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"%2$@ is captured"}},
            "other":{"stringUnit":{"state":"translated","value":"%2$@ are captured"}}}}}}}}}},"version":"1.0"}
        """

    @Test func aFormsOtherArgumentStaysWhenTheSubstitutionHasNoArgNum() throws {
        let catalog = try Self.catalog(Self.capturedWithoutArgNum)
        let back = try Self.exportThenImport(catalog, language: "de")
        #expect(Self.json(back, "de") == Self.json(catalog, "de"))
    }

    /// A substitution only the translation has: its argument is the one its `%N$#@name@`
    /// reads in the value, not the first positional argument of its forms.
    @Test func aTargetOnlySubstitutionTakesItsArgumentFromTheValue() throws {
        let catalog = try Self.catalog("""
        {"sourceLanguage":"en","strings":{"files":{"localizations":{
          "de":{"stringUnit":{"state":"translated","value":"%#@count@"},"substitutions":{"count":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"Von %2$@: %arg Datei"}},
            "other":{"stringUnit":{"state":"translated","value":"Von %2$@: %arg Dateien"}}}}}}},
          "en":{"stringUnit":{"state":"translated","value":"%lld files from %@"}}}}},"version":"1.0"}
        """)
        let back = try Self.exportThenImport(catalog, language: "de")
        #expect(Self.json(back, "de") == Self.json(catalog, "de"))
    }

    /// The corpus string of the issue, in each of its 12 translations.
    @Test(.needsCorpus) func theCorpusCaptureToastComesBackInEveryLanguage() throws {
        let files = try InterchangeTestSupport.corpusCatalogs()
        let url = try #require(files.first { $0.lastPathComponent == "noah-nuebling__mac-mouse-fix__Localization__Localizable.xcstrings" })
        let whole = try CatalogReader.read(InterchangeTestSupport.fileBytes(url))
        let string = try #require(whole.strings.first { $0.key == "capture-toast.buttons.captured.body" })
        let catalog = StringCatalog(sourceLanguage: whole.sourceLanguage, strings: [string])
        let languages = catalog.languages.filter { $0 != catalog.sourceLanguage }
        #expect(languages.count == 12)
        for language in languages {
            let back = try Self.exportThenImport(catalog, language: language)
            #expect(Self.json(back, language) == Self.json(catalog, language))
        }
    }

    /// Without argNum, the counted number is exported at the place its token has in the value
    /// (`%1$d`, as compiled files number it), apart from the form's other arguments; a
    /// non-positional `%d` beside `%2$@` could not be told from them on the way back.
    @Test func theCountedArgumentIsExportedAtItsPosition() throws {
        let catalog = try Self.catalog("""
        {"sourceLanguage":"en","strings":{"captured":{"localizations":{
          "de":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"formatSpecifier":"d","variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"%arg von %2$@"}},
            "other":{"stringUnit":{"state":"translated","value":"%arg von %2$@"}}}}}}},
          "en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"formatSpecifier":"d","variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"%arg of %2$@"}},
            "other":{"stringUnit":{"state":"translated","value":"%arg of %2$@"}}}}}}}}}},"version":"1.0"}
        """)
        let units = CatalogUnits(catalog: catalog, language: "de").units()
        #expect(units.map { $0.target?.content.text } == ["%1$#@n@", "%1$d von %2$@", "%1$d von %2$@"])
        #expect(units.map(\.source.text) == ["%1$#@n@", "%1$d of %2$@", "%1$d of %2$@"])
        let back = try Self.exportThenImport(catalog, language: "de")
        #expect(Self.json(back, "de") == Self.json(catalog, "de"))
    }

    /// A translator's bundle seen as a catalog (`stats`, `lint`, the editor on a `.xcloc`)
    /// goes through the same import: the forms keep their `%2$@`, in source and target.
    @Test func aBundleSeenAsACatalogKeepsAFormsOtherArgument() throws {
        let catalog = try Self.catalog(Self.capturedWithoutArgNum)
        let file = XLIFFFile(original: "L.xcstrings", sourceLanguage: "en", targetLanguage: "de",
                             units: CatalogUnits(catalog: catalog, language: "de").units())
        let view = XLIFFCatalogView.catalog(file)
        for (language, other) in [("en", "%2$@ are captured"), ("de", "%2$@ werden abgefangen")] {
            let localization = view.strings.first?.localization(for: language)
            #expect(localization?.substitutions?["n"]?.variations?.plural?["other"]?.stringUnit?.value == other)
            #expect(localization?.stringUnit?.value == "%#@n@")
        }
    }
}
