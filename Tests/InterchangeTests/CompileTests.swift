import Foundation
import Testing
@testable import Interchange
import StringCatalogKit

@Suite("Compiling catalogs to .strings and .stringsdict")
struct CompileTests {
    static let sampleCatalogs = ["Localizable", "InfoPlist", "Broken"]

    static func sampleCatalog(_ name: String) throws -> StringCatalog {
        let url = InterchangeTestSupport.packageRoot.appendingPathComponent("SampleProject/BackyardBirds/\(name).xcstrings")
        return try CatalogReader.read(InterchangeTestSupport.fileBytes(url))
    }

    /// Compiles the sample project's catalogs into a fresh folder.
    static func compileSample(format: StringsFileFormat = .xmlPropertyList) throws -> URL {
        let output = try InterchangeTestSupport.temporaryFolder()
        for name in sampleCatalogs {
            for file in CatalogCompiler.files(CatalogCompiler.compile(try sampleCatalog(name), table: name), stringsFormat: format) {
                let url = output.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: url)
            }
        }
        return output
    }

    /// `%2$#@name@` → `%#@name@`.
    static func withoutPositions(_ text: String) -> String {
        text.replacingOccurrences(of: #"%[0-9]+\$#@"#, with: "%#@", options: .regularExpression)
    }

    static func unit(_ value: String, _ state: TranslationState = .translated) -> Localization {
        Localization(value, state: state)
    }

    static let catalog: StringCatalog = {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.insert(CatalogString(key: "plain", localizations: KeyedList([("en", unit("Plain")), ("fr", unit("Simple", .needsReview)), ("de", unit("Neu", .new))])))
        catalog.insert(CatalogString(key: "stale", extractionState: .stale, localizations: KeyedList([("fr", unit("Périmé"))])))
        catalog.insert(CatalogString(key: "brand", shouldTranslate: false, localizations: KeyedList([("en", unit("Brand"))])))
        catalog.insert(CatalogString(key: "no value anywhere"))
        catalog.insert(CatalogString(key: "%lld birds", localizations: KeyedList([
            ("fr", Localization(variations: Variations(plural: KeyedList([("one", unit("%lld oiseau")), ("other", unit("%lld oiseaux"))])))),
        ])))
        catalog.insert(CatalogString(key: "%@ saw %lld birds", localizations: KeyedList([
            ("fr", Localization(variations: Variations(plural: KeyedList([("one", unit("%1$@ a vu %2$lld oiseau")), ("other", unit("%1$@ a vu %2$lld oiseaux"))])))),
        ])))
        catalog.insert(CatalogString(key: "%lld birds at %lld feeders", localizations: KeyedList([
            ("fr", Localization(stringUnit: StringUnit(state: .translated, value: "%#@birds@ à %#@feeders@"), substitutions: KeyedList([
                ("birds", Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: KeyedList([("one", unit("%arg oiseau")), ("other", unit("%arg oiseaux"))])))),
                ("feeders", Substitution(formatSpecifier: "lld", variations: Variations(plural: KeyedList([("one", unit("%arg mangeoire")), ("other", unit("%arg mangeoires"))])))),
            ]))),
        ])))
        catalog.insert(CatalogString(key: "Tap", localizations: KeyedList([
            ("en", Localization(variations: Variations(device: KeyedList([
                ("mac", unit("Click")),
                ("iphone", Localization(variations: Variations(plural: KeyedList([("one", unit("Tap once")), ("other", unit("Tap %lld times"))])))),
                ("other", unit("Tap")),
            ])))),
        ])))
        catalog.insert(CatalogString(key: "Shortcut", localizations: KeyedList([("en", Localization(stringSet: StringSet(state: .translated, values: ["a", "b"])))])))
        return catalog
    }()

    @Test("A source value still new of a string extracted with its value is the code's: left out, as Xcode does")
    func codesDefaultValueLeftOut() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.insert(CatalogString(key: "greeting", extractionState: .extractedWithValue, localizations: KeyedList([
            ("en", Self.unit("Hello", .new)), ("fr", Self.unit("Bonjour", .new)),
        ])))
        catalog.insert(CatalogString(key: "edited", extractionState: .extractedWithValue, localizations: KeyedList([("en", Self.unit("Edited"))])))
        catalog.insert(CatalogString(key: "manual", extractionState: .manual, localizations: KeyedList([("en", Self.unit("Manual", .new))])))
        catalog.insert(CatalogString(key: "automatic", localizations: KeyedList([("en", Self.unit("Automatic", .new))])))
        let tables = CatalogCompiler.compile(catalog, table: "T")
        let english = try #require(tables.first { $0.language == "en" })
        #expect(english.strings.map(\.key) == ["automatic", "edited", "manual"])
        // Only the source language's copy is the code's: a translation still new is compiled.
        #expect(tables.first { $0.language == "fr" }?.strings.map(\.key) == ["greeting"])
    }

    @Test func everyValueCompilesWhateverItsState() throws {
        let tables = CatalogCompiler.compile(Self.catalog, table: "Localizable")
        #expect(tables.map(\.language) == ["de", "en", "fr"])
        let de = tables[0], en = tables[1], fr = tables[2]
        #expect(de.strings == [StringsEntry(key: "plain", value: "Neu")])
        #expect(en.strings.map(\.key) == ["brand", "plain"])
        #expect(fr.strings.map(\.key) == ["plain", "stale"])
        #expect(en.stringsdict.map(\.key) == ["Tap"])
        #expect(fr.stringsdict.map(\.key) == ["%@ saw %lld birds", "%lld birds", "%lld birds at %lld feeders"])
    }

    @Test func pluralsSubstitutionsAndDevicesHaveTheLegacyLayout() throws {
        let tables = CatalogCompiler.compile(Self.catalog, table: "Localizable")
        let fr = try #require(tables.first { $0.language == "fr" })
        func rule(_ key: String) -> StringsdictRule? { fr.stringsdict.first { $0.key == key }?.rule }

        #expect(rule("%lld birds") == .format(StringsdictFormat(formatKey: "%#@value@", variables: [
            StringsdictVariable(name: "value", valueType: "lld", forms: [StringsdictForm(category: .one, text: "%lld oiseau"), StringsdictForm(category: .other, text: "%lld oiseaux")]),
        ])))
        // The counted number is the second argument here.
        guard case .format(let saw) = rule("%@ saw %lld birds") else { Issue.record("not a format"); return }
        #expect(saw.formatKey == "%2$#@value@")
        #expect(saw.variables.first?.valueType == "lld")

        #expect(rule("%lld birds at %lld feeders") == .format(StringsdictFormat(formatKey: "%#@birds@ à %#@feeders@", variables: [
            StringsdictVariable(name: "birds", valueType: "lld", forms: [StringsdictForm(category: .one, text: "%1$lld oiseau"), StringsdictForm(category: .other, text: "%1$lld oiseaux")]),
            StringsdictVariable(name: "feeders", valueType: "lld", forms: [StringsdictForm(category: .one, text: "%2$lld mangeoire"), StringsdictForm(category: .other, text: "%2$lld mangeoires")]),
        ])))

        let en = try #require(tables.first { $0.language == "en" })
        guard case .device(let branches) = en.stringsdict.first?.rule else { Issue.record("not a device rule"); return }
        #expect(branches.map(\.name) == ["iphone", "mac", "other"])
        #expect(branches[1].rule == .text("Click"))
        guard case .format(let iphone) = branches[0].rule else { Issue.record("iphone is not a plural"); return }
        #expect(iphone.variables.first?.text(for: .other) == "Tap %lld times")
    }

    /// Foundation on Linux loads the compiled `.strings` of every language and finds every
    /// plain value of the sample project's catalogs. (Its `.stringsdict` support crashes:
    /// swift-corelibs-foundation's `Bundle.localizedString` dies with SIGSEGV whenever the
    /// table has a `.stringsdict`, ours or a real one, so the bundles here hold `.strings` only.)
    @Test(arguments: [StringsFileFormat.xmlPropertyList, .text, .binaryPropertyList])
    func foundationBundleLoadsTheCompiledStrings(format: StringsFileFormat) throws {
        let output = try Self.compileSample(format: format)
        defer { try? FileManager.default.removeItem(at: output) }
        var checked = 0
        for name in Self.sampleCatalogs {
            let catalog = try Self.sampleCatalog(name)
            for table in CatalogCompiler.compile(catalog, table: name) where !table.strings.isEmpty {
                let bundleFolder = try InterchangeTestSupport.temporaryFolder()
                defer { try? FileManager.default.removeItem(at: bundleFolder) }
                try FileManager.default.copyItem(
                    at: output.appendingPathComponent("\(table.language).lproj/\(name).strings"),
                    to: bundleFolder.appendingPathComponent("\(name).strings"))
                let bundle = try #require(Bundle(path: bundleFolder.path))
                for string in catalog.strings {
                    guard let localization = string.localization(for: table.language), localization.isPlain,
                          let value = localization.stringUnit?.value else { continue }
                    #expect(bundle.localizedString(forKey: string.key, value: "\u{1}missing", table: name) == value, "\(table.language) \(string.key)")
                    checked += 1
                }
            }
        }
        #expect(checked > 50)
    }

    /// Every compiled `.stringsdict` is a property list Foundation reads, with a rule for
    /// every varied value.
    @Test func compiledStringsdictFilesAreValidPropertyLists() throws {
        let output = try Self.compileSample()
        defer { try? FileManager.default.removeItem(at: output) }
        let files = try FileManager.default.subpathsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".stringsdict") }
        #expect(!files.isEmpty)
        for file in files {
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            let decoded = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            let entries = try #require(decoded as? [String: [String: Any]], "\(file)")
            for (key, entry) in entries {
                #expect(entry["NSStringLocalizedFormatKey"] != nil || entry["NSStringDeviceSpecificRuleType"] != nil, "\(file) \(key)")
            }
        }
    }

    /// Compile, then migrate the result: the values and forms come back (states, comments
    /// and extraction states are not compiled, so they do not).
    @Test func compileThenMigrateGivesBackEveryValueOfTheSampleProject() throws {
        let output = try Self.compileSample()
        defer { try? FileManager.default.removeItem(at: output) }
        let plan = StringsMigration.plan(try LegacyTableDiscovery.tables(at: [output.path]).tables, sourceLanguage: "en")
        #expect(plan.errors.isEmpty)
        #expect(plan.warnings.isEmpty, "\(plan.warnings)")
        for name in Self.sampleCatalogs {
            let original = FormValues.of(try Self.sampleCatalog(name))
            let migrated = try #require(plan.catalogs.first { $0.path.hasSuffix("/\(name).xcstrings") })
            let back = FormValues.of(migrated.catalog)
            for location in Set(original.keys).union(back.keys) where back[location] != original[location] {
                // Broken.xcstrings plants substitution problems on purpose: a value whose
                // argNums disagree with the order of its tokens is compiled with explicit
                // positions, which the migration turns into argNums, keeping the forms'
                // numbered specifiers as Xcode does (`%2$lld` for `%arg`); a token naming no
                // substitution is repaired to the one substitution no token names, as Xcode
                // does; and a substitution its value never uses has no argument a
                // .stringsdict could tie its forms to.
                if name == "Broken", let value = back[location], let was = original[location] {
                    let root = original[FormValues.Location(key: location.key, language: location.language, form: .root)] ?? ""
                    if location.form.isRoot, Self.withoutPositions(value) == Self.withoutPositions(was) { continue }
                    if location.form.isRoot, Set(FormatString(value).substitutionNames) != Set(FormatString(was).substitutionNames),
                       FormatString(value).substitutionNames.count == FormatString(was).substitutionNames.count { continue }
                    if location.form.substitution != nil,
                       value.replacingOccurrences(of: #"%[0-9]+\$lld"#, with: "%arg", options: .regularExpression) == was { continue }
                    if let substitution = location.form.substitution, !FormatString(root).substitutionNames.contains(substitution) { continue }
                }
                Issue.record("\(name) \(location): \(original[location] ?? "nil") came back as \(back[location] ?? "nil")")
            }
        }
    }

    @Test func compileThenMigrateKeepsTheShapesOfVariations() throws {
        let output = try InterchangeTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        for file in CatalogCompiler.files(CatalogCompiler.compile(Self.catalog, table: "T")) {
            let url = output.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        let back = try #require(StringsMigration.plan(try LegacyTableDiscovery.tables(at: [output.path]).tables).catalogs.first).catalog
        var expected = FormValues.of(Self.catalog)
        // A plural over the second argument comes back as a substitution (Xcode's migration
        // makes plain plurals only of formats that are nothing but the plural).
        let saw = expected.filter { $0.key.key == "%@ saw %lld birds" }
        for location in saw.keys { expected[location] = nil }
        var migrated = FormValues.of(back)
        for location in migrated.keys where location.key == "%@ saw %lld birds" { migrated[location] = nil }
        #expect(migrated == expected)
        // Its position becomes argNum and its forms keep their numbered specifiers, as Xcode
        // migrates a positional token.
        let sawBack = try #require(back.strings.first { $0.key == "%@ saw %lld birds" }?.localization(for: "fr"))
        #expect(sawBack.stringUnit?.value == "%#@value@")
        #expect(sawBack.substitutions?["value"]?.argNum == 2)
        #expect(sawBack.substitutions?["value"]?.variations?.plural?["other"]?.stringUnit?.value == "%1$@ a vu %2$lld oiseaux")
    }
}
