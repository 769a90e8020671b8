import Testing
@testable import StringCatalogKit

@Suite("Substitutions")
struct SubstitutionEditsTests {
    typealias F = VariationFixture
    static let key = "%@ saw %lld birds at %lld feeders"

    func varied(_ edit: (inout CatalogString) throws -> Void) throws -> (StringCatalog, CatalogString) {
        let catalog = try F.edited(Self.key, edit)
        return (catalog, try #require(catalog.strings.first { $0.key == Self.key }))
    }

    @Test("Varying an argument replaces its specifier in every language and adds the forms")
    func varyArgument() throws {
        var name = ""
        let (catalog, s) = try varied { name = try $0.varyArgumentByPlural(argument: 2, sourceLanguage: "en", languages: F.languages) }
        #expect(name == "arg2")
        #expect(s.unit("en") == F.unit(.translated, "%@ saw %#@arg2@ birds at %lld feeders"))
        // States are kept: the text a user reads is the same.
        #expect(s.unit("fr") == F.unit(.needsReview, "%@ a vu %#@arg2@ oiseaux à %lld mangeoires"))
        // A positional specifier stays positional.
        #expect(s.unit("ja") == F.unit(.translated, "%1$@は%3$lld個の餌台で%2$#@arg2@羽の鳥を見ました"))
        let en = try #require(s.localization(for: "en")?.substitutions?["arg2"])
        #expect(en.argNum == 2 && en.formatSpecifier == "lld")
        #expect(en.variations?.plural?.keys == ["one", "other"])
        #expect(en.variations?.plural?["one"]?.stringUnit == F.unit(.translated, "%arg"))
        #expect(s.localization(for: "uk")?.substitutions?["arg2"]?.variations?.plural?.keys == ["few", "many", "one", "other"])
        #expect(s.localization(for: "ar")?.substitutions?["arg2"]?.variations?.plural?.count == 6)
        #expect(s.localization(for: "ja")?.substitutions?["arg2"]?.variations?.plural?.keys == ["other"])
        #expect(s.localization(for: "fr")?.substitutions?["arg2"]?.variations?.plural?.keys == ["many", "one", "other"])
        try expectSound(catalog)
    }

    @Test("Two plural arguments")
    func twoArguments() throws {
        let (catalog, s) = try varied {
            try $0.varyArgumentByPlural(argument: 2, sourceLanguage: "en", languages: F.languages)
            try $0.varyArgumentByPlural(argument: 3, sourceLanguage: "en", languages: F.languages)
            $0.setValue("%@ saw %#@arg2@ at %#@arg3@", language: "en", sourceLanguage: "en")
            $0.setValue("%arg bird", language: "en", form: FormPath(substitution: "arg2", plural: "one"), sourceLanguage: "en")
            $0.setValue("%arg birds", language: "en", form: FormPath(substitution: "arg2", plural: "other"), sourceLanguage: "en")
            $0.setValue("%arg feeder", language: "en", form: FormPath(substitution: "arg3", plural: "one"), sourceLanguage: "en")
            $0.setValue("%arg feeders", language: "en", form: FormPath(substitution: "arg3", plural: "other"), sourceLanguage: "en")
        }
        #expect(s.unit("ja")?.value == "%1$@は%3$#@arg3@個の餌台で%2$#@arg2@羽の鳥を見ました")
        #expect(s.unit("uk")?.value == "%@ бачить %#@arg2@ птахів біля %#@arg3@ годівниць")
        for language in F.languages {
            #expect(s.localization(for: language)?.substitutions?.keys == ["arg2", "arg3"])
            #expect(s.localization(for: language)?.substitutions?["arg3"]?.argNum == 3)
        }
        try expectSound(catalog)
    }

    @Test("A string without a source value starts from its key")
    func keyAsSource() throws {
        let catalog = try F.edited("%lld visits") { try $0.varyArgumentByPlural(argument: 1, sourceLanguage: "en", languages: F.languages) }
        let s = try #require(catalog.strings.first { $0.key == "%lld visits" })
        #expect(s.unit("en") == F.unit(.translated, "%#@arg1@ visits"))
        #expect(s.unit("fr") == F.unit(.translated, "%#@arg1@ visites"))
        #expect(s.localization(for: "uk") == nil)
        try expectSound(catalog)
    }

    @Test("A value varied by device or plural has the specifier replaced in every form")
    func variedValue() throws {
        let (catalog, s) = try varied {
            try $0.varyByDevice(["iphone"], in: "en", sourceLanguage: "en", languages: F.languages)
            try $0.varyArgumentByPlural(argument: 3, sourceLanguage: "en", languages: F.languages)
        }
        #expect(s.unit("en", FormPath(device: "iphone")) == F.unit(.translated, "%@ saw %lld birds at %#@arg3@ feeders"))
        #expect(s.unit("en", FormPath(device: "other")) == F.unit(.translated, "%@ saw %lld birds at %#@arg3@ feeders"))
        // An empty translation form has nothing to replace and is left as it is.
        #expect(s.unit("uk", FormPath(device: "iphone")) == F.unit(.new, ""))
        #expect(s.localization(for: "uk")?.substitutions?["arg3"] != nil)
        try expectSound(catalog)
        // Substitutions stay at the language's level when the string varies by device later.
        let (later, t) = try varied {
            try $0.varyArgumentByPlural(argument: 2, sourceLanguage: "en", languages: F.languages)
            try $0.varyByDevice(["iphone"], in: "en", sourceLanguage: "en", languages: F.languages)
        }
        #expect(t.localization(for: "uk")?.substitutions?.keys == ["arg2"])
        #expect(t.unit("en", FormPath(device: "iphone")) == F.unit(.translated, "%@ saw %#@arg2@ birds at %lld feeders"))
        try expectSound(later)
    }

    @Test("Names: given, default and unique, and validated")
    func names() throws {
        var catalog = try F.catalog()
        let i = try #require(catalog.index(ofKey: Self.key))
        let original = catalog.strings[i]
        typealias E = CatalogString.SubstitutionError
        #expect(throws: E.emptyName) { try catalog.strings[i].varyArgumentByPlural(argument: 2, name: "", sourceLanguage: "en", languages: F.languages) }
        #expect(throws: E.invalidName("2birds")) { try catalog.strings[i].varyArgumentByPlural(argument: 2, name: "2birds", sourceLanguage: "en", languages: F.languages) }
        #expect(throws: E.invalidName("bird count")) { try catalog.strings[i].varyArgumentByPlural(argument: 2, name: "bird count", sourceLanguage: "en", languages: F.languages) }
        #expect(throws: E.invalidName("oiseaux_é")) { try catalog.strings[i].varyArgumentByPlural(argument: 2, name: "oiseaux_é", sourceLanguage: "en", languages: F.languages) }
        #expect(catalog.strings[i] == original)
        #expect(try catalog.strings[i].varyArgumentByPlural(argument: 3, name: "arg2", sourceLanguage: "en", languages: F.languages) == "arg2")
        #expect(throws: E.nameTaken("arg2")) { try catalog.strings[i].varyArgumentByPlural(argument: 2, name: "arg2", sourceLanguage: "en", languages: F.languages) }
        // The default name is taken by argument 3: argument 2 gets another.
        #expect(try catalog.strings[i].varyArgumentByPlural(argument: 2, sourceLanguage: "en", languages: F.languages) == "arg2_2")
        #expect(catalog.strings[i].unit("en")?.value == "%@ saw %#@arg2_2@ birds at %#@arg2@ feeders")
        try expectSound(catalog)
        #expect(CatalogString.isValidNewSubstitutionName("_count1"))
        #expect(!CatalogString.isValidNewSubstitutionName("total.strings"))
    }

    @Test("Only an argument the source has, that is a number and not varied yet")
    func argumentErrors() throws {
        var catalog = try F.catalog()
        let i = try #require(catalog.index(ofKey: Self.key))
        typealias E = CatalogString.SubstitutionError
        #expect(throws: E.noSuchArgument(4, count: 3)) { try catalog.strings[i].varyArgumentByPlural(argument: 4, sourceLanguage: "en", languages: F.languages) }
        #expect(throws: E.notANumber(1, specifier: "%@")) { try catalog.strings[i].varyArgumentByPlural(argument: 1, sourceLanguage: "en", languages: F.languages) }
        try catalog.strings[i].varyArgumentByPlural(argument: 2, sourceLanguage: "en", languages: F.languages)
        #expect(throws: E.alreadySubstituted(2, name: "arg2")) { try catalog.strings[i].varyArgumentByPlural(argument: 2, sourceLanguage: "en", languages: F.languages) }
        let j = try #require(catalog.index(ofKey: "Feeder"))
        #expect(throws: E.noSuchArgument(1, count: 0)) { try catalog.strings[j].varyArgumentByPlural(argument: 1, sourceLanguage: "en", languages: F.languages) }
        #expect(E.noSuchArgument(4, count: 3).description == "the source value has no argument 4 (it has 3 arguments)")
        #expect(E.invalidName("2birds").description.contains("letters, digits and _"))
    }

    @Test("Renaming changes the name and every reference, in every language and form")
    func rename() throws {
        var (catalog, _) = try varied {
            try $0.varyArgumentByPlural(argument: 2, sourceLanguage: "en", languages: F.languages)
            try $0.varyArgumentByPlural(argument: 3, sourceLanguage: "en", languages: F.languages)
            try $0.varyByDevice(["mac"], in: "fr", sourceLanguage: "en", languages: F.languages)
        }
        let i = try #require(catalog.index(ofKey: Self.key))
        try catalog.strings[i].renameSubstitution(from: "arg2", to: "visitors")
        let s = catalog.strings[i]
        #expect(s.unit("ja")?.value == "%1$@は%3$#@arg3@個の餌台で%2$#@visitors@羽の鳥を見ました")
        #expect(s.unit("fr", FormPath(device: "other"))?.value == "%@ a vu %#@visitors@ oiseaux à %#@arg3@ mangeoires")
        for language in F.languages {
            // Xcode's key order again.
            #expect(s.localization(for: language)?.substitutions?.keys == ["arg3", "visitors"])
            #expect(s.localization(for: language)?.substitutions?["visitors"]?.argNum == 2)
        }
        #expect(!s.substitutionNames.contains("arg2"))
        try expectSound(catalog)
        typealias E = CatalogString.SubstitutionError
        #expect(throws: E.noSuchSubstitution("arg2")) { try catalog.strings[i].renameSubstitution(from: "arg2", to: "x") }
        #expect(throws: E.nameTaken("arg3")) { try catalog.strings[i].renameSubstitution(from: "visitors", to: "arg3") }
        #expect(throws: E.invalidName("a-b")) { try catalog.strings[i].renameSubstitution(from: "visitors", to: "a-b") }
        let before = catalog
        try catalog.strings[i].renameSubstitution(from: "visitors", to: "visitors")
        #expect(catalog == before)
    }

    @Test("Renaming a name from another tool", .needsCorpus)
    func renameForeignName() throws {
        let url = TestSupport.corpusFolder.appendingPathComponent("liamnichols__xcstrings-tool__Tests__XCStringsToolTests____Fixtures____Substitution.xcstrings")
        let bytes = try TestSupport.bytes(url)
        var catalog = try CatalogReader.read(bytes)
        let i = try #require(catalog.strings.firstIndex { $0.localization(for: "en")?.substitutions != nil })
        let old = try #require(catalog.strings[i].localization(for: "en")?.substitutions?.keys.first)
        #expect(old.contains("."))
        let before = CatalogChecker().problems(in: catalog).map(\.description)
        try catalog.strings[i].renameSubstitution(from: old, to: "renamed")
        #expect(catalog.strings[i].localization(for: "en")?.substitutions?["renamed"] != nil)
        #expect(catalog.strings[i].unit("en")?.value?.contains("%#@renamed@") == true)
        // The problems the file had are the same, under the new name.
        let after = CatalogChecker().problems(in: try CatalogReader.read(CatalogWriter.bytes(catalog))).map(\.description)
        #expect(after == before.map { $0.replacingOccurrences(of: old, with: "renamed") })
    }

    @Test("Changing the argument number, positional references included")
    func setArgument() throws {
        var string = CatalogString(key: "%lld of %lld done", localizations: KeyedList([
            ("en", Localization("%lld of %lld done", state: .translated)),
            ("fr", Localization("%2$lld sur %1$lld faits", state: .translated)),
        ]))
        try string.varyArgumentByPlural(argument: 1, sourceLanguage: "en", languages: ["en", "fr"])
        #expect(string.unit("fr")?.value == "%2$lld sur %1$#@arg1@ faits")
        try string.setSubstitutionArgument(name: "arg1", argNum: 2, sourceLanguage: "en")
        #expect(string.localization(for: "en")?.substitutions?["arg1"]?.argNum == 2)
        #expect(string.localization(for: "fr")?.substitutions?["arg1"]?.argNum == 2)
        #expect(string.unit("fr")?.value == "%2$lld sur %2$#@arg1@ faits")
        #expect(string.unit("en")?.value == "%#@arg1@ of %lld done")
        try expectSound(StringCatalog(sourceLanguage: "en", strings: [string]))
        typealias E = CatalogString.SubstitutionError
        #expect(throws: E.argumentOutOfRange(3, count: 2)) { try string.setSubstitutionArgument(name: "arg1", argNum: 3, sourceLanguage: "en") }
        #expect(throws: E.argumentOutOfRange(0, count: 2)) { try string.setSubstitutionArgument(name: "arg1", argNum: 0, sourceLanguage: "en") }
        #expect(throws: E.noSuchSubstitution("x")) { try string.setSubstitutionArgument(name: "x", argNum: 1, sourceLanguage: "en") }
    }

    @Test("Changing the format specifier")
    func setFormatSpecifier() throws {
        var (catalog, _) = try varied { try $0.varyArgumentByPlural(argument: 2, sourceLanguage: "en", languages: F.languages) }
        let i = try #require(catalog.index(ofKey: Self.key))
        try catalog.strings[i].setSubstitutionFormatSpecifier(name: "arg2", specifier: "ld")
        for language in F.languages {
            #expect(catalog.strings[i].localization(for: language)?.substitutions?["arg2"]?.formatSpecifier == "ld")
        }
        try expectSound(catalog)
        typealias E = CatalogString.SubstitutionError
        for bad in ["@", "%lld", "1$d", "", "s"] {
            #expect(throws: E.invalidFormatSpecifier(bad)) { try catalog.strings[i].setSubstitutionFormatSpecifier(name: "arg2", specifier: bad) }
        }
        #expect(throws: E.noSuchSubstitution("arg3")) { try catalog.strings[i].setSubstitutionFormatSpecifier(name: "arg3", specifier: "d") }
    }

    @Test("Removing puts the kept form back in every language")
    func remove() throws {
        var (catalog, _) = try varied {
            try $0.varyArgumentByPlural(argument: 2, sourceLanguage: "en", languages: F.languages)
            try $0.varyArgumentByPlural(argument: 3, sourceLanguage: "en", languages: F.languages)
            $0.setValue("%@ saw %#@arg2@ at %#@arg3@ feeders", language: "en", sourceLanguage: "en")
            $0.setValue("%arg bird", language: "en", form: FormPath(substitution: "arg2", plural: "one"), sourceLanguage: "en")
            $0.setValue("%arg birds", language: "en", form: FormPath(substitution: "arg2", plural: "other"), sourceLanguage: "en")
            $0.setValue("%@ бачить %#@arg2@ біля %#@arg3@ годівниць", language: "uk", sourceLanguage: "en")
            $0.setValue("%arg птаха", language: "uk", form: FormPath(substitution: "arg2", plural: "one"), sourceLanguage: "en")
        }
        let i = try #require(catalog.index(ofKey: Self.key))
        // French's forms are made up and empty: the bare number comes back.
        try catalog.strings[i].removeSubstitution(name: "arg2", keeping: .one)
        let s = catalog.strings[i]
        #expect(s.unit("en") == F.unit(.translated, "%@ saw %lld bird at %#@arg3@ feeders"))
        #expect(s.unit("uk") == F.unit(.translated, "%@ бачить %lld птаха біля %#@arg3@ годівниць"))
        // Japanese has no one form: other, "%arg", gives back its positional specifier.
        #expect(s.unit("ja")?.value == "%1$@は%3$#@arg3@個の餌台で%2$lld羽の鳥を見ました")
        for language in F.languages {
            #expect(s.localization(for: language)?.substitutions?.keys == ["arg3"])
        }
        try expectSound(catalog)
        #expect(throws: CatalogString.SubstitutionError.noSuchSubstitution("arg2")) {
            try catalog.strings[i].removeSubstitution(name: "arg2", keeping: .other)
        }
        try catalog.strings[i].removeSubstitution(name: "arg3", keeping: .other)
        #expect(catalog.strings[i].unit("fr")?.value == "%@ a vu %lld oiseaux à %lld mangeoires")
        #expect(catalog.strings[i].localization(for: "fr")?.substitutions == nil)
        #expect(catalog.strings[i].localization(for: "fr")?.isPlain == true)
        try expectSound(catalog)
    }

    @Test("Varying and removing again gives back the catalog")
    func roundTrip() throws {
        var (catalog, _) = try varied {
            try $0.varyArgumentByPlural(argument: 3, sourceLanguage: "en", languages: F.languages)
            try $0.varyArgumentByPlural(argument: 2, name: "birds", sourceLanguage: "en", languages: F.languages)
        }
        let i = try #require(catalog.index(ofKey: Self.key))
        try catalog.strings[i].removeSubstitution(name: "birds", keeping: .few)
        try catalog.strings[i].removeSubstitution(name: "arg3", keeping: .zero)
        #expect(catalog == (try F.catalog()))
    }

    @Test("Positions are written out when an implicit reference would read another argument")
    func positionsWhenNeeded() throws {
        // The precision `*` reads argument 1, the value argument 2; a substitution reads no
        // precision, so `%#@arg2@` alone would leave `%lld` reading 2 instead of 3.
        var string = CatalogString(key: "%.*f km, %lld birds", localizations: KeyedList([
            ("en", Localization("%.*f km, %lld birds", state: .translated)),
        ]))
        try string.varyArgumentByPlural(argument: 2, sourceLanguage: "en", languages: ["en"])
        #expect(string.unit("en")?.value == "%2$#@arg2@ km, %3$lld birds")
        #expect(string.localization(for: "en")?.substitutions?["arg2"]?.formatSpecifier == "f")
        // Without positions it is left as written.
        try string.varyArgumentByPlural(argument: 3, sourceLanguage: "en", languages: ["en"])
        #expect(string.unit("en")?.value == "%2$#@arg2@ km, %3$#@arg3@ birds")
        try string.removeSubstitution(name: "arg2", keeping: .other)
        #expect(string.unit("en")?.value == "%2$f km, %3$#@arg3@ birds")
        try expectSound(StringCatalog(sourceLanguage: "en", strings: [string]))
    }

    static let sightingKey = "%1$@ spotted %2$lld times"

    /// The sample catalog with the sighting count's second argument varied by plural.
    static func sampleWithSightingsVaried() throws -> StringCatalog {
        let url = TestSupport.packageRoot.appendingPathComponent("SampleProject/BackyardBirds/Localizable.xcstrings")
        var catalog = try CatalogReader.read(TestSupport.bytes(url))
        let i = try #require(catalog.index(ofKey: sightingKey))
        try catalog.strings[i].varyArgumentByPlural(argument: 2, sourceLanguage: "en", languages: catalog.languages)
        return catalog
    }

    @Test("The sample catalog's sighting count, varied, has the shape Xcode writes")
    func xcodeLayout() throws {
        let catalog = try Self.sampleWithSightingsVaried()
        let i = try #require(catalog.index(ofKey: Self.sightingKey))
        try expectSound(catalog)
        #expect(catalog.strings[i].unit("en")?.value == "%1$@ spotted %2$#@arg2@ times")
        #expect(catalog.strings[i].unit("uk")?.value == "%1$@: помічено %2$#@arg2@ раз(ів)")
        let text = String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self)
        let expected = """
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%1$@ spotted %2$#@arg2@ times"
                  },
                  "substitutions" : {
                    "arg2" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg"
                            }
                          }
                        }
                      }
                    }
                  }
                },
        """
        #expect(text.contains(expected))
    }

    @Test("The sample catalog's sighting count, varied, has the shape of a substitution Xcode wrote", .needsCorpus)
    func xcodeShape() throws {
        let text = String(decoding: CatalogWriter.bytes(try Self.sampleWithSightingsVaried()), as: UTF8.self)
        // A substitution's shape, line for line, as in a catalog Xcode wrote.
        try ShapeComparison.expectSameShape(
            ours: text, path: [Self.sightingKey, "en", "substitutions", "arg2"],
            corpusFile: "liamnichols__xcstrings-tool__Tests__XCStringsToolTests____Fixtures____Substitution.xcstrings",
            corpusPath: ["substitutions_example.string", "en", "substitutions", "total.strings"])
    }
}
