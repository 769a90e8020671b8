import Foundation
import Testing
@testable import Interchange
import StringCatalogKit

/// What Xcode's migration does on projects laid out as real apps are (issue 21, points 3 and
/// 4), each built in a scratch folder from what the point describes.
@Suite("Migrating as Xcode does: tables across folders, stringsdict shapes, comments, broken files")
struct MigrationAsXcodeTests {
    static let plurals = "Localization/Plurals"

    /// `Localization/xx.lproj/Localizable.strings` and the plurals in
    /// `Localization/Plurals/xx.lproj/Localizable.stringsdict`, all in one target.
    static func splitTable(project: Bool) throws -> URL {
        let files = [
            "Localization/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
            "Localization/fr.lproj/Localizable.strings": "\"hello\" = \"Bonjour\";\n",
            "\(plurals)/en.lproj/Localizable.stringsdict": MigrationTests.stringsdict(MigrationTests.plural(
                "%lld posts", formatKey: "%#@posts@", variables: [("posts", "lld", [("one", "%lld post"), ("other", "%lld posts")])])),
            "\(plurals)/fr.lproj/Localizable.stringsdict": MigrationTests.stringsdict(MigrationTests.plural(
                "%lld posts", formatKey: "%#@posts@", variables: [("posts", "lld", [("one", "%lld publication"), ("other", "%lld publications")])])),
        ]
        var all = files
        if project {
            all["App.xcodeproj/project.pbxproj"] = SyntheticProjectFile.text(resources: files.keys.sorted())
        }
        return try MigrationTests.folder(all)
    }

    /// Point 3: a table is its name within a target, wherever its files are; the catalog goes
    /// beside the development language's `.strings`.
    @Test func aTargetsTableInTwoFoldersBecomesOneCatalog() throws {
        let root = try Self.splitTable(project: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let tables = try LegacyTableDiscovery.tables(at: [root.path]).tables
        #expect(tables.count == 1)
        let plan = StringsMigration.plan(tables)
        #expect(plan.errors.isEmpty && plan.unreadableFiles.isEmpty)
        let migrated = try #require(plan.catalogs.first)
        #expect(plan.catalogs.count == 1)
        #expect(migrated.path == root.appendingPathComponent("Localization/Localizable.xcstrings").path)
        #expect(migrated.sourceFiles.count == 4)
        #expect(migrated.catalog.strings.map(\.key) == KeyCollation.sorted(["hello", "%lld posts"]))
        let posts = try #require(migrated.catalog.strings.first { $0.key == "%lld posts" })
        #expect(posts.localization(for: "fr")?.variations?.plural?["other"] == Localization("%lld publications", state: .translated))
        #expect(migrated.catalog.strings.first { $0.key == "hello" }?.localization(for: "fr") == Localization("Bonjour", state: .translated))

        _ = try StringsMigration.write(plan, deleteOriginals: true)
        #expect(FileManager.default.fileExists(atPath: migrated.path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("\(Self.plurals)/Localizable.xcstrings").path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("\(Self.plurals)/fr.lproj").path))
    }

    /// Issue 34 point 5: without a project, the folder given stands for a target, whose
    /// resources are flattened into one bundle: the files of one table name under it are one
    /// table, as inside a project.
    @Test func withoutAProjectTheFolderGivenIsOneBundle() throws {
        let root = try Self.splitTable(project: false)
        defer { try? FileManager.default.removeItem(at: root) }
        let tables = try LegacyTableDiscovery.tables(at: [root.path]).tables
        #expect(tables.map(\.catalogPath) == [root.appendingPathComponent("Localization/Localizable.xcstrings").path])
        #expect(tables.first?.files.count == 4)
        let plan = StringsMigration.plan(tables)
        #expect(plan.errors.isEmpty && plan.warnings.isEmpty)
        let migrated = try #require(plan.catalogs.first)
        #expect(migrated.catalog.strings.map(\.key) == KeyCollation.sorted(["hello", "%lld posts"]))


        // Two folders given are two bundles.
        let two = try MigrationTests.folder(["A/en.lproj/T.strings": "\"a\" = \"A\";\n", "B/en.lproj/T.strings": "\"b\" = \"B\";\n"])
        defer { try? FileManager.default.removeItem(at: two) }
        let apart = try LegacyTableDiscovery.tables(at: [two.appendingPathComponent("A").path, two.appendingPathComponent("B").path]).tables
        #expect(apart.map(\.catalogPath) == [two.appendingPathComponent("A/T.xcstrings").path, two.appendingPathComponent("B/T.xcstrings").path])
        #expect(try LegacyTableDiscovery.tables(at: [two.path]).tables.map(\.files.count) == [2])
    }

    /// Two files of one language in one table are one file in the bundle: a key they give
    /// different values is a warning at the value kept (the later file by path), inside a
    /// project or not; the same value twice is no warning.
    @Test(arguments: [false, true])
    func aKeyTwoFilesOfOneLanguageGiveDifferentlyIsAWarning(project: Bool) throws {
        var files = [
            "A/en.lproj/T.strings": "\"same\" = \"Same\";\n\"key\" = \"One\";\n",
            "A/fr.lproj/T.strings": "\"key\" = \"Un\";\n",
            "B/en.lproj/T.strings": "\"only\" = \"Only\";\n\"same\" = \"Same\";\n\"key\" = \"Two\";\n",
        ]
        if project { files["App.xcodeproj/project.pbxproj"] = SyntheticProjectFile.text(resources: files.keys.sorted()) }
        let (root, plan) = try Self.migrate(files)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(plan.errors.isEmpty)
        let migrated = try #require(plan.catalogs.first)
        #expect(plan.catalogs.count == 1)
        #expect(migrated.sourceFiles.count == 3)
        let b = root.appendingPathComponent("B/en.lproj/T.strings").path, a = root.appendingPathComponent("A/en.lproj/T.strings").path
        #expect(plan.warnings == ["\(b):3: warning: \"key\" for en differs from \(a):2, a file of the same table; this value is kept"])
        let key = try #require(migrated.catalog.strings.first { $0.key == "key" })
        #expect(key.localization(for: "en") == Localization("Two", state: .translated))
        #expect(key.localization(for: "fr") == Localization("Un", state: .translated))
        #expect(migrated.catalog.strings.map(\.key).sorted() == ["key", "only", "same"])
    }

    /// The catalog goes beside the development language's `.strings`, even when another
    /// folder comes first.
    @Test func theCatalogGoesBesideTheDevelopmentLanguagesStrings() {
        let files = [
            LegacyFile(path: "/p/A/de.lproj/T.strings", folderLanguage: "de", kind: .strings),
            LegacyFile(path: "/p/A/en.lproj/T.stringsdict", folderLanguage: "en", kind: .stringsdict),
            LegacyFile(path: "/p/B/en.lproj/T.strings", folderLanguage: "en", kind: .strings),
        ]
        #expect(LegacyTableDiscovery.placement(of: files, developmentLanguage: "en") == "/p/B")
        #expect(LegacyTableDiscovery.placement(of: files, developmentLanguage: "fr") == "/p/A")
        #expect(LegacyTableDiscovery.placement(of: [files[1]], developmentLanguage: "en") == "/p/A")
    }

    /// `--source-language` says whose `.strings` the catalog goes beside, as it says the
    /// catalog's source language.
    @Test func theSourceLanguageGivenChoosesThePlace() throws {
        let files = ["A/en.lproj/T.strings": "\"a\" = \"A\";\n", "B/fr.lproj/T.strings": "\"a\" = \"Ah\";\n"]
        var all = files
        all["App.xcodeproj/project.pbxproj"] = SyntheticProjectFile.text(resources: files.keys.sorted())
        let root = try MigrationTests.folder(all)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try LegacyTableDiscovery.tables(at: [root.path]).tables.map(\.catalogPath) == [root.appendingPathComponent("A/T.xcstrings").path])
        #expect(try LegacyTableDiscovery.tables(at: [root.path], sourceLanguage: "fr").tables.map(\.catalogPath) == [root.appendingPathComponent("B/T.xcstrings").path])
    }

    static func migrate(_ files: [String: String]) throws -> (root: URL, plan: MigrationPlan) {
        let root = try MigrationTests.folder(files)
        return (root, try MigrationTests.plan(root))
    }

    /// Point 4: forms that do not print the number stay a `%#@name@` substitution with its
    /// `formatSpecifier` (no argNum), as Xcode wrote IceCubes' `"a boosté"` / `"ont boosté"`;
    /// forms that print it in one form at least stay a plain plural.
    @Test func formsWithoutTheNumberStayASubstitution() throws {
        let (root, plan) = try Self.migrate([
            "fr.lproj/Localizable.stringsdict": MigrationTests.stringsdict(
                MigrationTests.plural("boosted %lld", formatKey: "%#@count@", variables: [("count", "lld", [("one", "a boosté"), ("other", "ont boosté")])])
                + MigrationTests.plural("%d new", formatKey: "%#@n@", variables: [("n", "d", [("one", "%d nouveau"), ("other", "Des nouveaux")])])),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try #require(plan.catalogs.first).catalog
        let boosted = try #require(catalog.strings.first { $0.key == "boosted %lld" }?.localization(for: "fr"))
        #expect(boosted.stringUnit?.value == "%#@count@")
        #expect(boosted.variations == nil)
        let count = try #require(boosted.substitutions?["count"])
        #expect(count.formatSpecifier == "lld")
        #expect(count.argNum == nil)
        #expect(count.variations?.plural?["one"] == Localization("a boosté", state: .translated))
        #expect(count.variations?.plural?["other"] == Localization("ont boosté", state: .translated))
        let new = try #require(catalog.strings.first { $0.key == "%d new" }?.localization(for: "fr"))
        #expect(new.substitutions == nil)
        #expect(new.variations?.plural?["other"] == Localization("Des nouveaux", state: .translated))
    }

    /// Point 4: positional tokens get their position as `argNum` and are written without it,
    /// and their forms keep `%lld` (Xcode on IceCubes' Basque `%2$#@b@ %1$#@a@`); tokens
    /// without a position get no argNum and `%arg`.
    @Test func positionalTokensGetArgNumAndKeepTheirForms() throws {
        let (root, plan) = try Self.migrate([
            "eu.lproj/Localizable.stringsdict": MigrationTests.stringsdict(MigrationTests.plural(
                "%lld posts from %lld people", formatKey: "%2$#@b@ %1$#@a@", variables: [
                    ("a", "lld", [("one", "bidalketa %lld"), ("other", "%lld bidalketa")]),
                    ("b", "lld", [("one", "Partaide batek"), ("other", "%lld partaidek")]),
                ])),
            "de.lproj/Localizable.stringsdict": MigrationTests.stringsdict(MigrationTests.plural(
                "%lld posts from %lld people", formatKey: "%#@a@ von %#@b@", variables: [
                    ("a", "lld", [("one", "%lld Beitrag"), ("other", "%lld Beiträge")]),
                    ("b", "lld", [("one", "%lld Person"), ("other", "%lld Personen")]),
                ])),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let string = try #require(plan.catalogs.first?.catalog.strings.first)
        let eu = try #require(string.localization(for: "eu"))
        #expect(eu.stringUnit?.value == "%#@b@ %#@a@")
        #expect(eu.substitutions?["a"]?.argNum == 1)
        #expect(eu.substitutions?["b"]?.argNum == 2)
        #expect(eu.substitutions?["a"]?.formatSpecifier == "lld")
        #expect(eu.substitutions?["a"]?.variations?.plural?["other"] == Localization("%lld bidalketa", state: .translated))
        #expect(eu.substitutions?["b"]?.variations?.plural?["other"] == Localization("%lld partaidek", state: .translated))
        let de = try #require(string.localization(for: "de"))
        #expect(de.stringUnit?.value == "%#@a@ von %#@b@")
        #expect(de.substitutions?["b"]?.argNum == nil)
        #expect(de.substitutions?["b"]?.variations?.plural?["other"] == Localization("%arg Personen", state: .translated))
    }

    /// A token that names no variable, when one variable has no token, stands for that one
    /// (Xcode repaired IceCubes' German `%#@count_posts@ von %#@count_voters@`).
    @Test func aMisnamedTokenIsTheVariableNoTokenNames() throws {
        let (root, plan) = try Self.migrate([
            "de.lproj/Localizable.stringsdict": MigrationTests.stringsdict(MigrationTests.plural(
                "votes", formatKey: "%#@count_posts@ von %#@count_voters@", variables: [
                    ("count_votes", "lld", [("one", "%lld Stimme"), ("other", "%lld Stimmen")]),
                    ("count_voters", "lld", [("one", "%lld Person"), ("other", "%lld Personen")]),
                ])),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let de = try #require(plan.catalogs.first?.catalog.strings.first?.localization(for: "de"))
        #expect(de.stringUnit?.value == "%#@count_votes@ von %#@count_voters@")
        #expect(de.substitutions?["count_votes"]?.variations?.plural?["one"] == Localization("%arg Stimme", state: .translated))
    }

    /// Issue 21 point 4 and issue 34 point 5: the file's header (Xcode's template, its first
    /// line the file's name) is no string's comment, touching the first key or not; every
    /// other comment before a key is the key's, a blank line between them or not (a
    /// `// MARK: - Common` above the first key, Easydict's `// setting` below its header);
    /// translations' comments are ignored.
    @Test func commentsComeFromTheDevelopmentLanguageAndTheHeaderIsNoStrings() throws {
        let (root, plan) = try Self.migrate([
            "en.lproj/Localizable.strings": """
                /*
                  Localizable.strings
                  Copyright © 2024 Someone. All rights reserved.
                */

                "first" = "First";
                // MARK: Section

                "second" = "Second";
                // MARK: Touching
                "third" = "Third";
                /* Said */ "fourth" = "Fourth";

                """,
            "en.lproj/Other.strings": "// MARK: - Common\n\n\"common\" = \"Common\";\n",
            "en.lproj/Third.strings": "/* Third.strings\n  App\n\n  Copyright(c) 2024 Someone */\n\"top\" = \"Top\";\n",
            "he.lproj/Localizable.strings": "// הערת מתרגם\n\"first\" = \"ראשון\";\n// MARK: Hebrew section\n\"second\" = \"שני\";\n/* Only in Hebrew */\n\"fifth\" = \"חמישי\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalogs = Dictionary(uniqueKeysWithValues: plan.catalogs.map { (URL(fileURLWithPath: $0.path).lastPathComponent, $0.catalog) })
        let catalog = try #require(catalogs["Localizable.xcstrings"])
        func comment(_ key: String, in catalog: StringCatalog) -> String? { catalog.strings.first { $0.key == key }?.comment }
        #expect(catalog.strings.count == 5)
        #expect(comment("first", in: catalog) == nil)
        #expect(comment("second", in: catalog) == "MARK: Section")
        #expect(comment("third", in: catalog) == "MARK: Touching")
        #expect(comment("fourth", in: catalog) == "Said")
        #expect(comment("fifth", in: catalog) == nil)
        #expect(comment("common", in: try #require(catalogs["Other.xcstrings"])) == "MARK: - Common")
        #expect(comment("top", in: try #require(catalogs["Third.xcstrings"])) == nil)
    }

    /// Point 4: a malformed file does not stop the others; it is reported with its position,
    /// left out, and kept even with deleteOriginals.
    @Test func aMalformedFileIsLeftOutAndKept() throws {
        let (root, plan) = try Self.migrate([
            "en.lproj/Localizable.strings": "\"config.ringtone\" = \"RTTTL ringtone\";\n\"ok\" = \"OK\";\n",
            "fr.lproj/Localizable.strings": "\"config.ringtone\" = \"Sonnerie RTTTL\";\n\"ok\" = \"OK\";\n",
            "pt.lproj/Localizable.strings": "\"ok\" = \"OK\";\n\"config.ringtone\"=\"=\"Toque RTTTL\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let pt = root.appendingPathComponent("pt.lproj/Localizable.strings").path
        #expect(plan.errors.isEmpty)
        #expect(plan.unreadableFiles.count == 1)
        #expect(plan.unreadableFiles.first?.hasPrefix("\(pt):2:") == true)
        #expect(plan.unreadableFiles.first?.contains(": error: ") == true)
        let migrated = try #require(plan.catalogs.first)
        #expect(migrated.leftOutFiles == [pt])
        #expect(!migrated.sourceFiles.contains(pt))
        #expect(migrated.catalog.languages.sorted() == ["en", "fr"])

        let deleted = try StringsMigration.write(plan, deleteOriginals: true)
        #expect(deleted.count == 2)
        #expect(FileManager.default.fileExists(atPath: pt))
        #expect(FileManager.default.fileExists(atPath: migrated.path))
    }

    /// A table whose every file is malformed has no catalog.
    @Test func aTableWithNothingReadableHasNoCatalog() throws {
        let (root, plan) = try Self.migrate([
            "en.lproj/Broken.strings": "\"a\" = \"b\"\n",
            "en.lproj/Fine.strings": "\"a\" = \"b\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(plan.unreadableFiles.count == 1)
        #expect(plan.catalogs.map(\.path) == [root.appendingPathComponent("Fine.xcstrings").path])
    }
}
