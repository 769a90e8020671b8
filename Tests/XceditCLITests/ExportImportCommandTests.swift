import Foundation
import Testing
import XceditCLI

/// `xcedit export` and `xcedit import` on a small project, as a translator's round trip.
@Suite struct ExportImportCommandTests {
    /// One app target whose resources are the catalog, the storyboard and the InfoPlist table.
    static let projectFile = """
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	objects = {
    		TOP = {isa = PBXGroup; children = (BIRDS, EXT, ); sourceTree = "<group>"; };
    		BIRDS = {isa = PBXGroup; children = (CATALOG, MAIN, ); path = Birds; sourceTree = "<group>"; };
    		EXT = {isa = PBXGroup; children = (INFOPLIST, ); path = Ext; sourceTree = "<group>"; };
    		CATALOG = {isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
    		MAIN = {isa = PBXVariantGroup; children = (MAINBASE, ); name = Main.storyboard; sourceTree = "<group>"; };
    		MAINBASE = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
    		INFOPLIST = {isa = PBXVariantGroup; children = (INFOEN, INFODE, ); name = InfoPlist.strings; sourceTree = "<group>"; };
    		INFOEN = {isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    		INFODE = {isa = PBXFileReference; name = de; path = de.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    		B1 = {isa = PBXBuildFile; fileRef = CATALOG; };
    		B2 = {isa = PBXBuildFile; fileRef = MAIN; };
    		B3 = {isa = PBXBuildFile; fileRef = INFOPLIST; };
    		RESOURCES = {isa = PBXResourcesBuildPhase; files = (B1, B2, B3, ); };
    		APP = {isa = PBXNativeTarget; buildPhases = (RESOURCES, ); name = Birds; productType = "com.apple.product-type.application"; };
    		PROJECT = {
    			isa = PBXProject;
    			developmentRegion = en;
    			knownRegions = (
    				en,
    				Base,
    				de,
    				fr,
    				uk,
    			);
    			mainGroup = TOP;
    			targets = (APP, );
    		};
    	};
    	rootObject = PROJECT;
    }
    """

    /// A project folder with an Xcode project, a catalog and a legacy `.strings` table.
    static func project() throws -> String {
        let folder = try Scratch.folder()
        try Scratch.write(projectFile, to: folder + "/Birds.xcodeproj/project.pbxproj")
        try Scratch.write(Scratch.catalog, to: folder + "/Birds/Localizable.xcstrings")
        try Scratch.write("/* The app's name */\n\"CFBundleName\" = \"Birds\";\n\"Tagline\" = \"Watch birds\";\n", to: folder + "/Ext/en.lproj/InfoPlist.strings")
        try Scratch.write("\"CFBundleName\" = \"Vögel\";\n", to: folder + "/Ext/de.lproj/InfoPlist.strings")
        try Scratch.write("<document/>", to: folder + "/Birds/Base.lproj/Main.storyboard")
        return folder
    }

    @Test func exportWritesOneBundlePerLanguage() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: project) }
        let run = CapturedRun(["export", project, "--out", project + "/Out"])
        #expect(run.status == 0, "\(run.error)")
        for language in ["en", "de", "fr", "uk"] {
            let bundle = project + "/Out/\(language).xcloc"
            #expect(run.out.contains(bundle + ": 1 catalog, 1 .strings/.stringsdict table"))
            let contents = try String(contentsOfFile: bundle + "/contents.json", encoding: .utf8)
            #expect(contents.contains("\"project\" : \"Birds.xcodeproj\""))
            #expect(contents.contains("\"targetLocale\" : \"\(language)\""))
            #expect(FileManager.default.fileExists(atPath: bundle + "/Source Contents/Birds/Localizable.xcstrings"))
            #expect(FileManager.default.fileExists(atPath: bundle + "/Source Contents/Ext/en.lproj/InfoPlist.strings"))
        }
        #expect(run.error.contains("Birds/Base.lproj/Main.storyboard: warning: not exported"))
        let xliff = try String(contentsOfFile: project + "/Out/de.xcloc/Localized Contents/de.xliff", encoding: .utf8)
        // Files in Xcode's order: case-insensitive by path.
        let birds = try #require(xliff.range(of: "original=\"Birds/Localizable.xcstrings\""))
        let ext = try #require(xliff.range(of: "original=\"Ext/en.lproj/InfoPlist.strings\""))
        #expect(birds.lowerBound < ext.lowerBound)
        #expect(xliff.contains("<target state=\"translated\">Vogelfutter</target>"))
        #expect(xliff.contains("<trans-unit id=\"CFBundleName\" xml:space=\"preserve\">\n        <source>Birds</source>\n        <target>Vögel</target>\n        <note>The app's name</note>"))
        // A language with no value has no target.
        let uk = try String(contentsOfFile: project + "/Out/uk.xcloc/Localized Contents/uk.xliff", encoding: .utf8)
        #expect(!uk.contains("<target"))
    }

    @Test func importTakesTranslatedTargetsBack() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: project) }
        #expect(CapturedRun(["export", project, "--lang", "uk", "--out", project + "/Out"]).status == 0)
        let path = project + "/Out/uk.xcloc/Localized Contents/uk.xliff"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: "<source>Bird food</source>\n", with: "<source>Bird food</source>\n        <target state=\"translated\">Корм для птахів</target>\n")
        text = text.replacingOccurrences(of: "<source>Feeder</source>\n", with: "<source>Feeder</source>\n        <target state=\"new\">Годівниця</target>\n")
        text = text.replacingOccurrences(of: "<source>Watch birds</source>\n", with: "<source>Watch birds</source>\n        <target>Спостерігайте</target>\n")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let catalogBefore = try String(contentsOfFile: project + "/Birds/Localizable.xcstrings", encoding: .utf8)

        let dry = CapturedRun(["import", project + "/Out/uk.xcloc", "--project", project, "--dry-run"])
        #expect(dry.status == 0, "\(dry.error)")
        #expect(dry.out.contains("Dry run"))
        #expect(dry.out.contains("Birds/Localizable.xcstrings  uk: 1 added, 0 changed, 0 unchanged, 1 skipped"))
        #expect(try String(contentsOfFile: project + "/Birds/Localizable.xcstrings", encoding: .utf8) == catalogBefore)

        let run = CapturedRun(["import", project + "/Out/uk.xcloc", "--project", project])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.out.contains("Birds/Localizable.xcstrings  uk: 1 added, 0 changed, 0 unchanged, 1 skipped"))
        #expect(run.out.contains("Ext/en.lproj/InfoPlist.strings  uk: 1 added"))
        #expect(run.out.contains("--include-review"))
        let catalog = try String(contentsOfFile: project + "/Birds/Localizable.xcstrings", encoding: .utf8)
        #expect(catalog.contains("\"uk\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Корм для птахів\""))
        #expect(!catalog.contains("Годівниця"))
        let table = try String(contentsOfFile: project + "/Ext/uk.lproj/InfoPlist.strings", encoding: .utf8)
        #expect(table.contains("\"Tagline\" = \"Спостерігайте\";"))

        let review = CapturedRun(["import", project + "/Out/uk.xcloc", "--project", project, "--include-review"])
        #expect(review.out.contains("Birds/Localizable.xcstrings  uk: 1 added, 0 changed, 1 unchanged, 0 skipped"))
        #expect(try String(contentsOfFile: project + "/Birds/Localizable.xcstrings", encoding: .utf8).contains("\"state\" : \"needs_review\",\n            \"value\" : \"Годівниця\""))
    }

    @Test func malformedXLIFFIsAnErrorWithItsPosition() throws {
        let (folder, path) = try Scratch.folder(holding: "<xliff>\n  <file original=\"a\">\n  </xliff>\n", named: "bad.xliff")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for command in [["import", path, "--project", folder], ["stats", path], ["lint", path]] {
            let run = CapturedRun(command)
            #expect(run.status == 1)
            #expect(run.error.contains(folder + "/bad.xliff:3:3: error: expected '</file>', found '</xliff>'"), "\(run.error)")
        }
        #expect(CapturedRun(["export", folder]).status == 2)
    }

    @Test func statsAndLintReadABundle() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: project) }
        #expect(CapturedRun(["export", project, "--lang", "de", "--out", project + "/Out"]).status == 0)
        let stats = CapturedRun(["stats", project + "/Out/de.xcloc", "--json"])
        #expect(stats.status == 0, "\(stats.error)")
        #expect(stats.out.contains("\"path\" : \"\(project)/Out/de.xcloc: Birds/Localizable.xcstrings\""))
        #expect(stats.out.contains("\"code\" : \"de\""))
        #expect(stats.out.contains("\"progress\" : 100"))
        let lint = CapturedRun(["lint", project + "/Out/de.xcloc/Localized Contents/de.xliff"])
        #expect(lint.status == 0, "\(lint.out)")
    }

    /// A bundle is one piece of work: after its files, `stats` adds them up.
    @Test func statsOnABundleOfSeveralFilesPrintsItsTotal() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: project) }
        #expect(CapturedRun(["export", project, "--lang", "fr", "--out", project + "/Out"]).status == 0)
        let bundle = project + "/Out/fr.xcloc"
        let stats = CapturedRun(["stats", bundle])
        #expect(stats.status == 0, "\(stats.error)")
        let tables = stats.out.components(separatedBy: "\n\n")
        #expect(tables.count == 3)
        #expect(tables.last?.hasPrefix(bundle + ": total of 2 files\n  4 strings\n") == true, "\(stats.out)")
        // French: the catalog's one string for review and one new, the table's two new.
        let french = try #require(tables.last?.components(separatedBy: "\n").first { $0.contains("French") })
        #expect(french.split(separator: " ").map(String.init) == ["fr", "French", "0%", "0", "1", "3", "0"], "\(french)")
        let json = CapturedRun(["stats", bundle, "--json"])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let total = try #require((parsed["bundles"] as? [[String: Any]])?.first)
        #expect(total["path"] as? String == bundle && total["files"] as? Int == 2 && total["strings"] as? Int == 4)
        #expect((parsed["catalogs"] as? [Any])?.count == 2)
        // One catalog: no total.
        let single = CapturedRun(["stats", project + "/Birds/Localizable.xcstrings", "--json"])
        #expect(single.out.contains("\"bundles\" : [\n\n  ]") || single.out.contains("\"bundles\" : []"), "\(single.out)")
    }

    /// A bundle for a language the catalog has no translation in yet: `stats` lists it, at
    /// 0% with every string new, as the editor's sidebar does.
    @Test func statsOnABundleListsItsLanguageBeforeAnyTranslation() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: project) }
        #expect(CapturedRun(["export", project, "--lang", "uk", "--out", project + "/Out"]).status == 0)
        let stats = CapturedRun(["stats", project + "/Out/uk.xcloc"])
        #expect(stats.status == 0, "\(stats.error)")
        let ukrainian = stats.out.components(separatedBy: "\n").filter { $0.contains("Ukrainian") }
        #expect(ukrainian.count == 3, "one row per file of the XLIFF, and the bundle's total: \(stats.out)")
        #expect(ukrainian.allSatisfy { $0.contains(" 0%") })
    }

    @Test("A unit id repeated in an XLIFF is a warning with both places from stats, lint and import; the last unit's value is taken")
    func repeatedUnitIDIsWarnedAbout() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: project) }
        #expect(CapturedRun(["export", project, "--lang", "uk", "--out", project + "/Out"]).status == 0)
        let path = project + "/Out/uk.xcloc/Localized Contents/uk.xliff"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let unit = try #require(text.range(of: #"      <trans-unit id="Bird food""#))
        let end = try #require(text.range(of: "</trans-unit>\n", range: unit.upperBound..<text.endIndex))
        let original = String(text[unit.lowerBound..<end.upperBound])
        let first = original.replacingOccurrences(of: "<source>Bird food</source>\n", with: "<source>Bird food</source>\n        <target state=\"translated\">Перший</target>\n")
        let again = original.replacingOccurrences(of: "<source>Bird food</source>\n", with: "<source>Bird food</source>\n        <target state=\"translated\">Корм</target>\n")
        try text.replacingCharacters(in: unit.lowerBound..<end.upperBound, with: first + again).write(toFile: path, atomically: true, encoding: .utf8)
        let line = text[..<unit.lowerBound].filter { $0 == "\n" }.count + 1
        let firstLines = first.filter { $0 == "\n" }.count
        let warning = "\(path):\(line + firstLines):7: warning: duplicate unit id \"Bird food\" (first at line \(line), column 7)\n"
        for arguments in [["stats", path], ["lint", path], ["import", "--dry-run", "--project", project, path]] {
            let run = CapturedRun(arguments)
            #expect(run.error.hasPrefix(warning), "\(arguments): \(run.error)")
        }
        #expect(CapturedRun(["import", "--project", project, path]).status == 0)
        let catalog = try String(contentsOfFile: project + "/Birds/Localizable.xcstrings", encoding: .utf8)
        #expect(catalog.contains("Корм") && !catalog.contains("Перший"))
    }
}
