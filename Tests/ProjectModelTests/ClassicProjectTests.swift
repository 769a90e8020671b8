import Foundation
import Testing
@testable import ProjectModel

/// Project files written here, for what the real ones do not show: every source tree, variant
/// groups, references to nothing, build settings inherited or not.
@Suite("Classic project files: groups, source trees, variant groups, build settings")
struct ClassicProjectTests {
    static let groupsAndTrees = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjects = {
    \t\tMAIN = {isa = PBXGroup; children = (APPGROUP, SHARED, ABSOLUTE, SDK, PRODUCT, CUSTOM, OUTSIDE, GHOST, ); sourceTree = "<group>"; };
    \t\tAPPGROUP = {isa = PBXGroup; children = (SUB, STRINGS, STORYBOARD, ); path = App; sourceTree = "<group>"; };
    \t\tSUB = {isa = PBXGroup; children = (VIEW, ); name = "Views, without a folder"; sourceTree = "<group>"; };
    \t\tVIEW = {isa = PBXFileReference; path = View.swift; sourceTree = "<group>"; };
    \t\tSTRINGS = {isa = PBXVariantGroup; children = (EN, FR, ); name = Localizable.strings; sourceTree = "<group>"; };
    \t\tEN = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
    \t\tFR = {isa = PBXFileReference; name = fr; path = fr.lproj/Localizable.strings; sourceTree = "<group>"; };
    \t\tSTORYBOARD = {isa = PBXVariantGroup; children = (BASE, DE, ); name = Main.storyboard; sourceTree = "<group>"; };
    \t\tBASE = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
    \t\tDE = {isa = PBXFileReference; name = de; path = de.lproj/Main.strings; sourceTree = "<group>"; };
    \t\tSHARED = {isa = PBXFileReference; path = Shared/Shared.xcstrings; sourceTree = SOURCE_ROOT; };
    \t\tABSOLUTE = {isa = PBXFileReference; path = "ABSOLUTE_PATH"; sourceTree = "<absolute>"; };
    \t\tSDK = {isa = PBXFileReference; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
    \t\tPRODUCT = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tCUSTOM = {isa = PBXFileReference; path = Custom.xcstrings; sourceTree = MY_TREE; };
    \t\tOUTSIDE = {isa = PBXGroup; children = (OUTFILE, ); path = ../Elsewhere; sourceTree = "<group>"; };
    \t\tOUTFILE = {isa = PBXFileReference; path = Out.swift; sourceTree = "<group>"; };
    \t\tB1 = {isa = PBXBuildFile; fileRef = VIEW; };
    \t\tB2 = {isa = PBXBuildFile; fileRef = OUTFILE; };
    \t\tB3 = {isa = PBXBuildFile; fileRef = STRINGS; };
    \t\tB4 = {isa = PBXBuildFile; fileRef = STORYBOARD; };
    \t\tB5 = {isa = PBXBuildFile; fileRef = SHARED; };
    \t\tB6 = {isa = PBXBuildFile; fileRef = ABSOLUTE; };
    \t\tB7 = {isa = PBXBuildFile; fileRef = SDK; };
    \t\tB8 = {isa = PBXBuildFile; fileRef = PRODUCT; };
    \t\tB9 = {isa = PBXBuildFile; fileRef = CUSTOM; };
    \t\tB10 = {isa = PBXBuildFile; fileRef = NOTHING; };
    \t\tB11 = {isa = PBXBuildFile; productRef = PACKAGEPRODUCT; };
    \t\tSOURCES = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
    \t\tRESOURCES = {isa = PBXResourcesBuildPhase; files = (B3, B4, B5, B6, B7, B8, B9, B10, B11, NOBUILDFILE, ); };
    \t\tAPP = {isa = PBXNativeTarget; buildPhases = (SOURCES, RESOURCES, ); name = App; productType = "com.apple.product-type.application"; };
    \t\tSCRIPTS = {isa = PBXAggregateTarget; buildPhases = ( ); name = Scripts; };
    \t\tPROJECT = {isa = PBXProject; developmentRegion = fr; knownRegions = (en, fr, Base, de, ); mainGroup = MAIN; targets = (APP, SCRIPTS, MISSINGTARGET, ); };
    \t};
    \trootObject = PROJECT;
    }

    """

    /// The line of the first line of `text` that contains `needle`.
    static func line(of needle: String, in text: String) -> Int {
        (text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    @Test("Paths follow the group tree and each source tree; variant groups give each language's file")
    func groupsAndSourceTrees() throws {
        let scratch = try ProjectTestSupport.temporaryFolder("classic")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let root = scratch.appendingPathComponent("Project")
        let absolute = scratch.appendingPathComponent("Absolute.xcstrings").path
        let text = Self.groupsAndTrees.replacingOccurrences(of: "ABSOLUTE_PATH", with: absolute)
        try ProjectTestSupport.write([
            "Project/App.xcodeproj/project.pbxproj": text, "Project/App/View.swift": "", "Project/App/en.lproj/Localizable.strings": "",
            "Project/App/Base.lproj/Main.storyboard": "", "Project/App/de.lproj/Main.strings": "", "Project/Shared/Shared.xcstrings": "{}",
            "Absolute.xcstrings": "{}", "Elsewhere/Out.swift": "",
        ], under: scratch)
        // The absolute path and `../Elsewhere` are outside the project: allowed here (see
        // the last lines for what happens without it).
        let project = try #require(try Project.load(enclosing: root.appendingPathComponent("App/View.swift").path, allowingOutside: [scratch.path]))
        #expect(project.root == root.path)
        #expect(project.developmentRegion == "fr")
        #expect(project.knownRegions == ["en", "fr", "de"])
        let app = try #require(project.target(named: "App"))
        #expect(app.sourceFiles == [scratch.path + "/Elsewhere/Out.swift", root.path + "/App/View.swift"].sorted())
        #expect(app.resourceFiles == [
            absolute, root.path + "/App/Base.lproj/Main.storyboard", root.path + "/App/de.lproj/Main.strings",
            root.path + "/App/en.lproj/Localizable.strings", root.path + "/App/fr.lproj/Localizable.strings", root.path + "/Shared/Shared.xcstrings",
        ].sorted())
        #expect(app.catalogs == [absolute, root.path + "/Shared/Shared.xcstrings"].sorted())
        #expect(app.legacyTables.map { String($0.dropFirst(root.path.count + 1)) } == ["App/de.lproj/Main.strings", "App/en.lproj/Localizable.strings", "App/fr.lproj/Localizable.strings"])
        #expect(project.targets(containing: root.path + "/App/en.lproj/Localizable.strings").map(\.name) == ["App"])
        #expect(project.targets(containing: root.path + "/App/Sub/../en.lproj/Localizable.strings").map(\.name) == ["App"])
        let scripts = try #require(project.target(named: "Scripts"))
        #expect(scripts.kind == .aggregate && scripts.sourceFiles.isEmpty && scripts.resourceFiles.isEmpty)

        // What could not be followed, each at its place in the file; the SDK's framework and
        // the product are outside the project and need no word.
        let file = root.path + "/App.xcodeproj/project.pbxproj"
        let said = project.warnings.map { "\($0.line): \($0.message)" }
        #expect(said == [
            "\(Self.line(of: "GHOST", in: text)): no object GHOST in the project (listed in a group)",
            "\(Self.line(of: "CUSTOM = {", in: text)): source tree MY_TREE is not known; Custom.xcstrings is left out",
            "\(Self.line(of: "FR = {", in: text)): App/fr.lproj/Localizable.strings (a file of App) does not exist",
            "\(Self.line(of: "B10 = {", in: text)): no object NOTHING in the project (the file of build file B10)",
            "\(Self.line(of: "RESOURCES = {", in: text)): no object NOBUILDFILE in the project (a build file of App)",
            "\(Self.line(of: "PROJECT = {", in: text)): no object MISSINGTARGET in the project (listed in its targets)",
        ].sorted { Int($0.prefix { $0 != ":" })! < Int($1.prefix { $0 != ":" })! })
        #expect(project.warnings.allSatisfy { $0.file == file })
        #expect(project.missingFiles == [root.path + "/App/fr.lproj/Localizable.strings"])
        let ghost = try #require(project.warnings.first { $0.kind == .danglingReference })
        #expect(ghost.description == "\(file):\(Self.line(of: "GHOST", in: text)):\(ghost.column): warning: no object GHOST in the project (listed in a group)")

        // Not allowed, the two files outside are left out, each said once at its object.
        let confined = try #require(try Project.load(enclosing: root.path))
        let confinedApp = try #require(confined.target(named: "App"))
        #expect(confinedApp.sourceFiles == [root.path + "/App/View.swift"])
        #expect(confinedApp.catalogs == [root.path + "/Shared/Shared.xcstrings"])
        let outside = confined.warnings.filter { if case .outsideProject = $0.kind { true } else { false } }
        #expect(outside.map { "\($0.line): \($0.message)" } == [
            "\(Self.line(of: "ABSOLUTE = {", in: text)): \(absolute) leads outside the project: left out, neither read nor written (--allow-outside PATH allows it)",
            "\(Self.line(of: "OUTFILE = {", in: text)): \(scratch.path)/Elsewhere/Out.swift leads outside the project: left out, neither read nor written (--allow-outside PATH allows it)",
        ])
    }

    static let settings = """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\tMAIN = {isa = PBXGroup; children = ( ); sourceTree = "<group>"; };
    \t\tPDEBUG = {isa = XCBuildConfiguration; buildSettings = {
    \t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
    \t\t\tSTRING_CATALOG_GENERATE_SYMBOLS = YES;
    \t\t\tLOCALIZATION_PREFERS_STRING_CATALOGS = YES;
    \t\t\tSWIFT_EMIT_LOC_STRINGS = YES;
    \t\t}; name = Debug; };
    \t\tPRELEASE = {isa = XCBuildConfiguration; buildSettings = { SWIFT_EMIT_LOC_STRINGS = YES; }; name = Release; };
    \t\tPLIST = {isa = XCConfigurationList; buildConfigurations = (PDEBUG, PRELEASE, ); defaultConfigurationName = Release; };
    \t\tTDEBUG = {isa = XCBuildConfiguration; buildSettings = {
    \t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = ( "$(inherited)", FEATURE, "$(OTHER_CONDITIONS)", );
    \t\t\tINFOPLIST_FILE = "App/Info.plist";
    \t\t\tINFOPLIST_KEY_CFBundleDisplayName = Birds;
    \t\t\t"INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphoneos*]" = "Takes pictures";
    \t\t\tSWIFT_EMIT_LOC_STRINGS = NO;
    \t\t}; name = Debug; };
    \t\tTRELEASE = {isa = XCBuildConfiguration; buildSettings = { SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) RELEASE_ONLY"; }; name = Release; };
    \t\tTLIST = {isa = XCConfigurationList; buildConfigurations = (TDEBUG, TRELEASE, ); defaultConfigurationName = Debug; };
    \t\tAPP = {isa = PBXNativeTarget; buildConfigurationList = TLIST; buildPhases = ( ); name = App; };
    \t\tPROJECT = {isa = PBXProject; buildConfigurationList = PLIST; mainGroup = MAIN; targets = (APP, ); };
    \t};
    \trootObject = PROJECT;
    }
    """

    @Test("Build settings: a target's over the project's, $(inherited) standing for the project's value")
    func buildSettings() throws {
        let scratch = try ProjectTestSupport.temporaryFolder("settings")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try ProjectTestSupport.write(["App.xcodeproj/project.pbxproj": Self.settings], under: scratch)
        let project = try #require(try Project.load(enclosing: scratch.path))
        #expect(project.configurationNames == ["Debug", "Release"])
        #expect(project.defaultConfigurationName == "Release")
        let app = try #require(project.target(named: "App"))
        #expect(app.defaultConfigurationName == "Debug")
        let debug = app.settings()
        #expect(debug == app.settings("Debug"))
        #expect(debug.activeCompilationConditions == ["DEBUG", "FEATURE"])
        #expect(debug["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] == .list(["DEBUG", "FEATURE", "$(OTHER_CONDITIONS)"]))
        #expect(debug.emitsLocalizedStrings == false)
        #expect(debug.generatesStringCatalogSymbols == true)
        #expect(debug.prefersStringCatalogs == true)
        #expect(debug.infoPlistFile == "App/Info.plist")
        #expect(debug.infoPlistKeys == ["CFBundleDisplayName": "Birds"])
        let release = app.settings("Release")
        #expect(release.activeCompilationConditions == ["RELEASE_ONLY"])
        #expect(release.emitsLocalizedStrings == true)
        #expect(release.generatesStringCatalogSymbols == nil)
        #expect(app.settings("Profile") == BuildSettings())
        #expect(BuildSettingValue.string("A \"B C\"  D").words == ["A", "B C", "D"])
    }
}
