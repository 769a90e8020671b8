import Foundation
import Testing
@testable import Interchange
import StringCatalogKit

/// Every catalog of `../shared/corpus` (real projects' catalogs) through the two round trips
/// of the interchange commands, every non-source language of each (about 3 s each in a
/// debug build, so none is left out). Each test counts what it compared and fails when that
/// is nothing; without the corpus (a fresh clone) they are skipped.
@Suite(.needsCorpus) struct CorpusRoundTripTests {
    /// The corpus's catalogs by file name.
    static func corpus() throws -> [(name: String, catalog: StringCatalog)] {
        let urls = try InterchangeTestSupport.corpusCatalogs()
        return try urls.map { ($0.lastPathComponent, try CatalogReader.read(InterchangeTestSupport.fileBytes($0))) }
    }

    /// The values of one localization by form (`plural.one`, `substitutions.n.plural.few`),
    /// each with its state.
    static func forms(_ localization: Localization?) -> [FormPath: StringUnit] {
        var forms: [FormPath: StringUnit] = [:]
        localization?.forEachStringUnit { unit, path in forms[path] = unit }
        return forms
    }

    /// What a round trip compared, printed and required to be more than nothing.
    struct Tally: CustomStringConvertible {
        var catalogs = 0
        var languages = 0
        var values = 0
        var pluralForms = 0
        var deviceForms = 0
        var substitutionForms = 0

        mutating func count(_ forms: [FormPath: StringUnit]) {
            values += forms.count
            for path in forms.keys {
                if path.substitution != nil { substitutionForms += 1 } else if path.device != nil { deviceForms += 1 } else if path.plural != nil { pluralForms += 1 }
            }
        }

        var description: String {
            "\(catalogs) catalogs, \(languages) languages, \(values) values (\(pluralForms) plural, \(deviceForms) device, \(substitutionForms) substitution forms)"
        }

        func expectSomething(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(catalogs > 0 && languages > 0 && values > 0 && pluralForms > 0 && substitutionForms > 0,
                    "compared too little: \(self)", sourceLocation: sourceLocation)
        }
    }

    /// `language` of `catalog` exported as `xcedit export` writes it (through the bytes of
    /// the XLIFF), and the catalog without that language.
    static func exported(_ catalog: StringCatalog, named name: String, language: String) throws -> (file: XLIFFFile, stripped: StringCatalog) {
        let project = LocalizationProject(root: "/corpus", projectName: nil, developmentRegion: nil, knownRegions: [], catalogs: [name])
        let export = ProjectExport(project: project, catalogs: [(name, catalog)],
                                   tool: XclocToolInfo(id: "xcedit", name: "xcedit", version: "test", buildNumber: "test"))
        let read = try XLIFFReader.read(XLIFFWriter.bytes(export.document(language: language)))
        var stripped = catalog
        for i in stripped.strings.indices { stripped.modifyString(at: i) { _ = $0.localizations?.remove(language) } }
        return (try #require(read.files.first), stripped)
    }

    /// Export → import with every target taken in the state it was written in (`new` →
    /// `new`, `needs-review-l10n` → `needs_review`): each language of each catalog comes back
    /// exactly, every value and form with its state, substitutions with their argNum and
    /// format. No exceptions were needed: empty values, don't-translate strings with
    /// translations and substitutions without argNum all come back. (The source language is
    /// not part of this trip, its file repeating the source; so neither is the corpus's one
    /// device variation, an English one.)
    @Test func exportThenImportGivesBackEveryLanguage() throws {
        let corpus = try Self.corpus()
        var tally = Tally()
        for (name, catalog) in corpus {
            tally.catalogs += 1
            for language in catalog.languages where language != catalog.sourceLanguage {
                tally.languages += 1
                var (file, back) = try Self.exported(catalog, named: name, language: language)
                let summary = CatalogImport(policy: .asWritten).apply(file, language: language, to: &back)
                #expect(summary.unknownKeys.isEmpty, "\(name) \(language): \(summary.unknownKeys.prefix(3))")
                #expect(summary.sourceChanged.isEmpty, "\(name) \(language): \(summary.sourceChanged.prefix(3))")
                #expect(summary.changed == 0, "\(name) \(language)")
                #expect(back.strings.count == catalog.strings.count)
                for (original, imported) in zip(catalog.strings, back.strings) {
                    let expected = original.localization(for: language)
                    tally.count(Self.forms(expected))
                    #expect(imported.localization(for: language) == expected, "\(name) \(language) \"\(original.key)\"")
                }
            }
        }
        print("export → import (every state taken): \(tally)")
        tally.expectSomething()
    }

    /// Export → import as Xcode's *Import Localizations* does it (the default policy): what it
    /// promises comes back exactly, each `translated` form with its value. The named
    /// exceptions, counted: forms still `new` or `needs_review` (skipped, and counted so), and
    /// every form of a don't-translate string (left alone, and counted so).
    @Test func xcodeImportGivesBackWhatItPromises() throws {
        let corpus = try Self.corpus()
        var tally = Tally()
        var stillToDo = 0, dontTranslate = 0
        for (name, catalog) in corpus {
            tally.catalogs += 1
            for language in catalog.languages where language != catalog.sourceLanguage {
                tally.languages += 1
                var (file, back) = try Self.exported(catalog, named: name, language: language)
                let summary = CatalogImport().apply(file, language: language, to: &back)
                var skipped = 0, leftAlone = 0
                for (original, imported) in zip(catalog.strings, back.strings) {
                    var expected = Self.forms(original.localization(for: language))
                    if !original.isTranslatable {
                        leftAlone += expected.count
                        expected = [:]
                    }
                    for (path, unit) in expected where unit.state != .translated {
                        skipped += 1
                        expected[path] = nil
                    }
                    tally.count(expected)
                    #expect(Self.forms(imported.localization(for: language)) == expected, "\(name) \(language) \"\(original.key)\"")
                }
                #expect(summary.skipped == skipped, "\(name) \(language)")
                #expect(summary.dontTranslate == leftAlone, "\(name) \(language)")
                #expect(summary.unknownKeys.isEmpty && summary.sourceChanged.isEmpty && summary.changed == 0, "\(name) \(language)")
                stillToDo += skipped
                dontTranslate += leftAlone
            }
        }
        print("export → import (Xcode's policy): \(tally); skipped: \(stillToDo) new or needs-review forms, \(dontTranslate) forms of don't-translate strings")
        tally.expectSomething()
        #expect(stillToDo > 0 && dontTranslate > 0, "the exceptions were not exercised")
    }

    /// Compile to `.strings` files (in each of `compile`'s three formats) and `.stringsdict`
    /// files, migrate them back: every value of every language and form comes back. What the
    /// compiled files cannot carry is not compared: states (all come back `translated`),
    /// comments, extraction states (all `migrated`), don't-translate, a substitution's argNum
    /// (Xcode's migration writes none), string sets (the corpus has none). A substitution's
    /// format comes back. Named exceptions, counted:
    /// - a string with no value in any language (its key is its source text) is not compiled,
    ///   so not migrated;
    /// - a source value still `new` of a string extracted with its value is the code's default
    ///   value, which Xcode does not compile (`CatalogCompiler.isCodesDefaultValue`);
    /// - a value that is nothing but one substitution whose forms use no other argument
    ///   and print the number is compiled to a one-variable format, which Xcode's migration
    ///   makes a plain plural variation: the same forms come back as `plural.*`; one whose
    ///   forms do not print the number (`%#@pluralizable@` with `%2$@ is now captured`) comes
    ///   back as the substitution it was, as Xcode migrates it.
    @Test(arguments: [StringsFileFormat.xmlPropertyList, .text, .binaryPropertyList])
    func compileThenMigrateGivesBackEveryValue(format: StringsFileFormat) throws {
        let corpus = try Self.corpus()
        var tally = Tally()
        var keysWithoutValues = 0, substitutionsAsPlurals = 0, soleSubstitutionsKept = 0, codesDefaultValues = 0
        for (name, catalog) in corpus {
            tally.catalogs += 1
            // The source language too: its values are compiled like any other.
            tally.languages += catalog.languages.count
            let table = String(name.dropLast(".xcstrings".count))
            let output = try InterchangeTestSupport.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: output) }
            for file in CatalogCompiler.files(CatalogCompiler.compile(catalog, table: table), stringsFormat: format) {
                let url = output.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: url)
            }
            let plan = StringsMigration.plan(try LegacyTableDiscovery.tables(at: [output.path]).tables, sourceLanguage: catalog.sourceLanguage)
            #expect(plan.errors.isEmpty && plan.warnings.isEmpty, "\(name): \(plan.errors.prefix(3)) \(plan.warnings.prefix(3))")
            #expect(plan.catalogs.count <= 1)
            var migrated: [String: CatalogString] = [:]
            for string in plan.catalogs.first?.catalog.strings ?? [] { migrated[string.key] = string }
            for var string in catalog.strings {
                // What the compiler leaves out by rule does not come back.
                if let source = string.localizations?[catalog.sourceLanguage], CatalogCompiler.isCodesDefaultValue(source, of: string) {
                    string.localizations?[catalog.sourceLanguage] = nil
                    codesDefaultValues += 1
                }
                guard let back = migrated.removeValue(forKey: string.key) else {
                    let hasValues = string.localizations?.elements.contains { !Self.forms($0.value).isEmpty } ?? false
                    #expect(!hasValues, "\(name) \"\(string.key)\" did not come back")
                    keysWithoutValues += 1
                    continue
                }
                for language in Set((string.localizations?.keys ?? []) + (back.localizations?.keys ?? [])) {
                    let original = Self.forms(string.localization(for: language)).mapValues { $0.value }
                    var returned = Self.forms(back.localization(for: language)).mapValues { $0.value }
                    tally.count(Self.forms(string.localization(for: language)))
                    if Self.soleSubstitution(string.localization(for: language)) != nil, returned[.root] != nil { soleSubstitutionsKept += 1 }
                    if let alone = Self.soleSubstitution(string.localization(for: language)), returned[.root] == nil {
                        substitutionsAsPlurals += 1
                        returned = Dictionary(uniqueKeysWithValues: returned.map { path, value in
                            (FormPath(substitution: alone, plural: path.plural), value)
                        })
                        returned[.root] = "%#@\(alone)@"
                    }
                    #expect(returned == original, "\(name) \(language) \"\(string.key)\"")
                    for element in string.localization(for: language)?.substitutions?.elements ?? [] {
                        guard let migrated = back.localization(for: language)?.substitutions?[element.key] else { continue }
                        #expect(migrated.formatSpecifier == element.value.formatSpecifier ?? "lld", "\(name) \(language) \"\(string.key)\" \(element.key)")
                    }
                }
            }
            #expect(migrated.isEmpty, "\(name): keys the catalog does not have: \(migrated.keys.prefix(3))")
        }
        print("compile (\(format)) → migrate: \(tally); not compiled: \(keysWithoutValues) strings without values, \(codesDefaultValues) code's default values; \(substitutionsAsPlurals) sole substitutions back as plural variations, \(soleSubstitutionsKept) as they were")
        tally.expectSomething()
        #expect(tally.deviceForms > 0 && keysWithoutValues > 0 && soleSubstitutionsKept > 0, "the exceptions or device forms were not exercised")
    }

    /// The name of the substitution that is a localization's whole value (`%#@name@`).
    static func soleSubstitution(_ localization: Localization?) -> String? {
        guard let value = localization?.stringUnit?.value, localization?.substitutions?.count == 1,
              let name = localization?.substitutions?.keys.first, value == "%#@\(name)@" else { return nil }
        return name
    }
}
