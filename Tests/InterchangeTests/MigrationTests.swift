import Foundation
import Testing
@testable import Interchange
import StringCatalogKit

@Suite("Migrating .strings and .stringsdict to catalogs")
struct MigrationTests {
    /// Writes `files` (relative path → text) under a fresh folder.
    static func folder(_ files: [String: String]) throws -> URL {
        let root = try InterchangeTestSupport.temporaryFolder()
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    /// The migration plan for every table under `root`.
    static func plan(_ root: URL, sourceLanguage: String? = nil) throws -> MigrationPlan {
        StringsMigration.plan(try LegacyTableDiscovery.tables(at: [root.path]).tables, sourceLanguage: sourceLanguage)
    }

    static func plural(_ key: String, formatKey: String, variables: [(String, String, [(String, String)])]) -> String {
        var xml = "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(formatKey)</string>"
        for (name, type, forms) in variables {
            xml += "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>\(type)</string>"
            for (category, text) in forms { xml += "<key>\(category)</key><string>\(text)</string>" }
            xml += "</dict>"
        }
        return xml + "</dict>"
    }

    static func stringsdict(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(body)</dict></plist>\n"
    }

    @Test func tableBecomesCatalogWithXcodesSemantics() throws {
        let root = try Self.folder([
            "App/en.lproj/Localizable.strings": "/* Greeting */\n\"hello\" = \"Hello\";\n/* No comment provided by engineer. */\n\"bye\" = \"Bye\";\n",
            "App/fr.lproj/Localizable.strings": "/* Salutation */\n\"hello\" = \"Bonjour\";\n/* Only in French */\n\"extra\" = \"En plus\";\n",
            "App/en.lproj/Localizable.stringsdict": Self.stringsdict(
                Self.plural("%d files", formatKey: "%#@files@", variables: [("files", "d", [("one", "%d file"), ("other", "%d files")])])
                + Self.plural("%d in %d", formatKey: "%1$#@files@ in %2$#@folders@", variables: [
                    ("files", "d", [("one", "%1$d file"), ("other", "%1$d files")]),
                    ("folders", "d", [("one", "%2$d folder"), ("other", "%2$d folders")]),
                ])
                + Self.plural("%@ has %d", formatKey: "%#@items@", variables: [("items", "d", [("one", "%@ has one"), ("other", "%@ has %d")])])),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let tables = try LegacyTableDiscovery.tables(at: [root.path]).tables
        #expect(tables.count == 1)
        let plan = StringsMigration.plan(tables)
        #expect(plan.errors.isEmpty)
        let migrated = try #require(plan.catalogs.first)
        #expect(migrated.path == root.appendingPathComponent("App/Localizable.xcstrings").path)
        let catalog = migrated.catalog
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.strings.map(\.key) == KeyCollation.sorted(["hello", "bye", "extra", "%d files", "%d in %d", "%@ has %d"]))
        #expect(catalog.strings.allSatisfy { $0.extractionState == .migrated })

        let hello = try #require(catalog.strings.first { $0.key == "hello" })
        #expect(hello.comment == "Greeting")
        #expect(hello.localization(for: "en") == Localization("Hello", state: .translated))
        #expect(hello.localization(for: "fr") == Localization("Bonjour", state: .translated))
        #expect(catalog.strings.first { $0.key == "bye" }?.comment == nil)
        // Translations' comments are not taken (Xcode takes the development language's only).
        #expect(catalog.strings.first { $0.key == "extra" }?.comment == nil)

        // One variable that is the whole format: a plain plural, forms as written.
        let files = try #require(catalog.strings.first { $0.key == "%d files" }?.localization(for: "en"))
        #expect(files.variations?.plural?["one"] == Localization("%d file", state: .translated))
        #expect(files.substitutions == nil)

        // Two positional variables: substitutions whose argNum is the position, written
        // without it in the value, forms kept as written (as Xcode migrates them).
        let two = try #require(catalog.strings.first { $0.key == "%d in %d" }?.localization(for: "en"))
        #expect(two.stringUnit == StringUnit(state: .translated, value: "%#@files@ in %#@folders@"))
        #expect(two.substitutions?["folders"]?.argNum == 2)
        #expect(two.substitutions?["folders"]?.formatSpecifier == "d")
        #expect(two.substitutions?["folders"]?.variations?.plural?["other"] == Localization("%2$d folders", state: .translated))

        // Forms that use another argument too: substitutions.
        let mixed = try #require(catalog.strings.first { $0.key == "%@ has %d" }?.localization(for: "en"))
        #expect(mixed.stringUnit?.value == "%#@items@")
        #expect(mixed.substitutions?["items"]?.variations?.plural?["other"] == Localization("%@ has %arg", state: .translated))

        // Written in Xcode's layout.
        _ = try StringsMigration.write(plan, deleteOriginals: false)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: migrated.path)))
        #expect(CatalogWriter.bytes(try CatalogReader.read(bytes)) == bytes)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("App/en.lproj/Localizable.strings").path))
    }

    @Test func baseCounterpartGoesToMulLprojAndBaseIsTheSourceLanguage() throws {
        let root = try Self.folder([
            "UI/Base.lproj/Main.storyboard": "<document/>",
            "UI/Base.lproj/Main.strings": "\"a.title\" = \"From Base\";\n\"b.title\" = \"Base only\";\n",
            "UI/de.lproj/Main.strings": "\"a.title\" = \"Aus Base\";\n",
            "UI/de.lproj/Main.strings.orig": "ignored",
            "Project.xcodeproj/project.pbxproj": SyntheticProjectFile.text(
                developmentRegion: "de", knownRegions: ["de", "Base"],
                resources: ["UI/Base.lproj/Main.storyboard", "UI/Base.lproj/Main.strings", "UI/de.lproj/Main.strings"]),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try Self.plan(root)
        let migrated = try #require(plan.catalogs.first)
        #expect(migrated.path == root.appendingPathComponent("UI/mul.lproj/Main.xcstrings").path)
        // The project's development language is the source; Base yields to its own folder.
        #expect(migrated.catalog.sourceLanguage == "de")
        #expect(migrated.catalog.strings.first { $0.key == "a.title" }?.localization(for: "de")?.stringUnit?.value == "Aus Base")
        #expect(migrated.catalog.strings.first { $0.key == "b.title" }?.localization(for: "de")?.stringUnit?.value == "Base only")

        let overridden = try Self.plan(root, sourceLanguage: "en")
        #expect(overridden.catalogs.first?.catalog.sourceLanguage == "en")
    }

    @Test func devicesAreVariationsAndWidthsAreReportedAndKept() throws {
        let device = "<key>Tap</key><dict><key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key><string>Click</string><key>iphone</key>"
            + "<dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            + "<key>NSStringFormatValueTypeKey</key><string>lld</string><key>one</key><string>Tap once</string><key>other</key><string>Tap %lld times</string></dict></dict>"
            + "<key>other</key><string>Tap</string></dict></dict>"
        let width = "<key>Welcome</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>1</key><string>Hi</string><key>20</key><string>Welcome</string></dict></dict>"
        let root = try Self.folder([
            "en.lproj/Localizable.stringsdict": Self.stringsdict(device + width),
            "en.lproj/Localizable.strings": "\"Plain\" = \"Plain\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try Self.plan(root)
        let catalog = try #require(plan.catalogs.first).catalog
        let tap = try #require(catalog.strings.first { $0.key == "Tap" }?.localization(for: "en")?.variations?.device)
        #expect(tap.keys == ["iphone", "mac", "other"])
        #expect(tap["mac"] == Localization("Click", state: .translated))
        #expect(tap["iphone"]?.variations?.plural?["other"] == Localization("Tap %lld times", state: .translated))
        #expect(catalog.strings.first { $0.key == "Welcome" } == nil)
        #expect(plan.warnings.count == 1)
        #expect(plan.warnings.first?.contains("Localizable.stringsdict:2: warning: \"Welcome\" not migrated") == true)
        #expect(plan.warnings.first?.contains("NSStringVariableWidthRuleType") == true)

        // With --delete-originals the file holding the width rule stays.
        let deleted = try StringsMigration.write(plan, deleteOriginals: true)
        #expect(deleted.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Localizable.strings"])
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("en.lproj/Localizable.stringsdict").path))
    }

    @Test func deleteOriginalsRemovesEmptiedLprojFolders() throws {
        let root = try Self.folder(["en.lproj/T.strings": "\"a\" = \"b\";\n", "fr.lproj/T.strings": "\"a\" = \"c\";\n", "fr.lproj/Other.txt": "x"])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try Self.plan(root)
        let deleted = try StringsMigration.write(plan, deleteOriginals: true)
        #expect(deleted.count == 2)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("en.lproj").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("fr.lproj/Other.txt").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("T.xcstrings").path))
    }

    /// A quote left unescaped in the middle of a file: every broken file is reported with its
    /// position and left out; the others are migrated.
    @Test func malformedFilesAreAllReportedWithPositions() throws {
        let root = try Self.folder([
            "en.lproj/Localizable.strings": "\"a\" = \"1\";\n\"b\" = \"say \"hi\" now\";\n\"c\" = \"3\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"1\"\n\"b\" = \"2\";\n",
            "de.lproj/Localizable.stringsdict": "<plist><dict><key>k</key><dict>",
            "it.lproj/Localizable.strings": "\"a\" = \"uno\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try Self.plan(root)
        #expect(plan.errors.isEmpty)
        #expect(plan.unreadableFiles.count == 3)
        let en = root.appendingPathComponent("en.lproj/Localizable.strings").path
        let fr = root.appendingPathComponent("fr.lproj/Localizable.strings").path
        #expect(plan.unreadableFiles.contains { $0.hasPrefix("\(en):2:13: error: expected ';' after the value") })
        #expect(plan.unreadableFiles.contains { $0.hasPrefix("\(fr):2:1: error: expected ';' after the value") })
        #expect(plan.unreadableFiles.contains { $0.contains("de.lproj/Localizable.stringsdict:1:") })
        #expect(plan.catalogs.first?.catalog.strings.map { $0.localizations?.keys ?? [] } == [["it"]])
    }

    @Test func existingCatalogIsNotOverwritten() throws {
        let root = try Self.folder(["en.lproj/Localizable.strings": "\"a\" = \"b\";\n", "Localizable.xcstrings": "{}"])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try Self.plan(root)
        #expect(plan.errors.count == 1)
        #expect(plan.errors.first?.contains("already exists") == true)
    }

    /// In a project, a folder's tables are the files its targets use: a table no target
    /// lists is left out (and said so), a language file the variant group does not list too.
    @Test func onlyTheTablesOfTheProjectsTargetsAreMigrated() throws {
        let root = try Self.folder([
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/fr.lproj/Localizable.strings": "\"a\" = \"Ah\";\n",
            "App/it.lproj/Localizable.strings": "\"a\" = \"Aa\";\n",
            "Old/en.lproj/Unused.strings": "\"b\" = \"B\";\n",
            "App.xcodeproj/project.pbxproj": SyntheticProjectFile.text(
                developmentRegion: "zh-Hans", resources: ["App/en.lproj/Localizable.strings", "App/fr.lproj/Localizable.strings"]),
        ])
        let search = try LegacyTableDiscovery.tables(at: [root.path])
        #expect(search.tables.map(\.name) == ["Localizable"])
        #expect(search.tables.first?.files.map(\.folderLanguage) == ["en", "fr"])
        #expect(search.unused.map(\.name).sorted() == ["Localizable", "Unused"])
        // The project's development language, with quotes in the file, is the source language.
        let plan = StringsMigration.plan(search.tables)
        #expect(plan.catalogs.first?.catalog.sourceLanguage == "zh-Hans")
        // A file named on the command line is taken as asked.
        let named = try LegacyTableDiscovery.tables(at: [root.appendingPathComponent("Old/en.lproj/Unused.strings").path])
        #expect(named.tables.map(\.name) == ["Unused"])
    }

    @Test func aProjectThatCannotBeReadIsAnError() throws {
        let root = try Self.folder([
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n",
        ])
        #expect(throws: LegacyTableDiscovery.Failure.self) { try LegacyTableDiscovery.tables(at: [root.path]) }
        do {
            _ = try LegacyTableDiscovery.tables(at: [root.path])
        } catch {
            #expect(error.description.hasSuffix("App.xcodeproj/project.pbxproj:4:1: error: expected a key or '}', found the end of the file"))
        }
        // The plan of a table named alone still needs the project's development language.
        let tables = try LegacyTableDiscovery.tables(at: [root.appendingPathComponent("App/en.lproj/Localizable.strings").path]).tables
        #expect(StringsMigration.plan(tables).errors.contains { $0.hasSuffix("expected a key or '}', found the end of the file") })
    }
}
