import Foundation
import Testing
import XceditCLI

/// `sync --target A` on a catalog that target B builds too: the catalog is updated from both,
/// as a build of either would leave it, not from A alone with B's strings marked stale.
@Suite struct SharedCatalogSyncTests {
    static let projectFile = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 77;
    \tobjects = {
    \t\tMAIN = {isa = PBXGroup; children = (ASWIFT, BSWIFT, CATALOG, ); sourceTree = "<group>"; };
    \t\tASWIFT = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
    \t\tBSWIFT = {isa = PBXFileReference; path = B.swift; sourceTree = "<group>"; };
    \t\tCATALOG = {isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
    \t\tBUILDA = {isa = PBXBuildFile; fileRef = ASWIFT; };
    \t\tBUILDB = {isa = PBXBuildFile; fileRef = BSWIFT; };
    \t\tCATALOGA = {isa = PBXBuildFile; fileRef = CATALOG; };
    \t\tCATALOGB = {isa = PBXBuildFile; fileRef = CATALOG; };
    \t\tSOURCESA = {isa = PBXSourcesBuildPhase; files = (BUILDA, ); };
    \t\tSOURCESB = {isa = PBXSourcesBuildPhase; files = (BUILDB, ); };
    \t\tRESOURCESA = {isa = PBXResourcesBuildPhase; files = (CATALOGA, ); };
    \t\tRESOURCESB = {isa = PBXResourcesBuildPhase; files = (CATALOGB, ); };
    \t\tTARGETA = {isa = PBXNativeTarget; buildPhases = (SOURCESA, RESOURCESA, ); name = AppA; productType = "com.apple.product-type.application"; };
    \t\tTARGETB = {isa = PBXNativeTarget; buildPhases = (SOURCESB, RESOURCESB, ); name = AppB; productType = "com.apple.product-type.application"; };
    \t\tPROJECT = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, ); mainGroup = MAIN; targets = (TARGETA, TARGETB, ); };
    \t};
    \trootObject = PROJECT;
    }

    """

    @Test func aCatalogSharedWithAnotherTargetIsSyncedFromBoth() throws {
        let root = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Scratch.write(Self.projectFile, to: root + "/Shared.xcodeproj/project.pbxproj")
        try Scratch.write("import SwiftUI\nlet a = Text(\"From A\")\n", to: root + "/A.swift")
        try Scratch.write("import SwiftUI\nlet b = Text(\"From B\")\n", to: root + "/B.swift")
        try Scratch.write("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"From A\" : {\n\n    },\n    \"From B\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}\n",
                          to: root + "/Localizable.xcstrings")

        let run = CapturedRun(["sync", root, "--target", "AppA"])
        #expect(run.status == 0, "\(run.error)")
        #expect((run.out + run.error).contains("target AppB shares Localizable.xcstrings with target AppA: synced too"), "\(run.out)\(run.error)")
        let catalog = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/Localizable.xcstrings"))) as? [String: Any])
        let strings = try #require(catalog["strings"] as? [String: [String: Any]])
        // AppB's string was marked stale when AppA was synced alone.
        #expect(strings["From B"]?["extractionState"] == nil, "\(strings)")
        #expect(strings["From A"]?["extractionState"] == nil, "\(strings)")
    }
}

/// Sync warns of manual strings whose generated symbols would collide, where the build
/// generates symbols: `STRING_CATALOG_GENERATE_SYMBOLS` (NO unless set), or a package that
/// names a `defaultLocalization`.
@Suite struct SyncSymbolCollisionTests {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "From A" : { },
        "From B" : { },
        "From_A" : { "extractionState" : "manual" },
        "Title" : { "extractionState" : "manual" },
        "TITLE" : { "extractionState" : "manual" }
      },
      "version" : "1.0"
    }
    """
    static let collision = "Localizable.xcstrings: warning: generated symbols: “Title”: its symbol `title` is also made by the key “TITLE”"

    /// The shared project with a Debug and a Release configuration: `projectSettings` in the
    /// project's Debug, `targetSettings` in AppB's Release, `xcconfig` as the project's base.
    static func project(projectSettings: String = "", targetSettings: String = "", xcconfig: Bool = false) -> String {
        let base = xcconfig ? " baseConfigurationReference = XCCONFIG;" : ""
        return SharedCatalogSyncTests.projectFile
            .replacingOccurrences(of: "children = (ASWIFT, BSWIFT, CATALOG, );", with: "children = (ASWIFT, BSWIFT, CATALOG, XCCONFIG, );")
            .replacingOccurrences(of: "\t\tBUILDA =", with: """
            \t\tXCCONFIG = {isa = PBXFileReference; path = Shared.xcconfig; sourceTree = "<group>"; };
            \t\tPDEBUG = {isa = XCBuildConfiguration;\(base) buildSettings = {\(projectSettings)}; name = Debug; };
            \t\tPRELEASE = {isa = XCBuildConfiguration;\(base) buildSettings = {}; name = Release; };
            \t\tPLIST = {isa = XCConfigurationList; buildConfigurations = (PDEBUG, PRELEASE, ); defaultConfigurationName = Release; };
            \t\tADEBUG = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };
            \t\tARELEASE = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
            \t\tALIST = {isa = XCConfigurationList; buildConfigurations = (ADEBUG, ARELEASE, ); defaultConfigurationName = Release; };
            \t\tBDEBUG = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };
            \t\tBRELEASE = {isa = XCBuildConfiguration; buildSettings = {\(targetSettings)}; name = Release; };
            \t\tBLIST = {isa = XCConfigurationList; buildConfigurations = (BDEBUG, BRELEASE, ); defaultConfigurationName = Release; };
            \t\tBUILDA =
            """)
            .replacingOccurrences(of: "name = AppA;", with: "buildConfigurationList = ALIST; name = AppA;")
            .replacingOccurrences(of: "name = AppB;", with: "buildConfigurationList = BLIST; name = AppB;")
            .replacingOccurrences(of: "developmentRegion = en;", with: "buildConfigurationList = PLIST; developmentRegion = en;")
    }

    static func syncError(project: String) throws -> (status: Int32, error: String) {
        let root = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Scratch.write(project, to: root + "/Shared.xcodeproj/project.pbxproj")
        try Scratch.write("// settings not read\n", to: root + "/Shared.xcconfig")
        try Scratch.write("import SwiftUI\nlet a = Text(\"From A\")\n", to: root + "/A.swift")
        try Scratch.write("import SwiftUI\nlet b = Text(\"From B\")\n", to: root + "/B.swift")
        try Scratch.write(catalog, to: root + "/Localizable.xcstrings")
        let run = CapturedRun(["sync", root, "--dry-run"])
        return (run.status, run.error)
    }

    @Test("Reported where a configuration of a target that builds the catalog generates symbols",
          arguments: [("STRING_CATALOG_GENERATE_SYMBOLS = YES;", ""), ("", "STRING_CATALOG_GENERATE_SYMBOLS = YES;")])
    func reportedWhereGenerated(settings: (project: String, target: String)) throws {
        let run = try Self.syncError(project: Self.project(projectSettings: settings.project, targetSettings: settings.target))
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains(Self.collision + "; generated as `title2`\n"), "\(run.error)")
        // Extracted strings get no symbols: “From A” collides with nothing.
        #expect(!run.error.contains("From_A"))
    }

    @Test("Not reported where no build generates symbols (NO, or unset: Xcode's default)",
          arguments: ["", "STRING_CATALOG_GENERATE_SYMBOLS = NO;"])
    func silentWhereNotGenerated(settings: String) throws {
        let run = try Self.syncError(project: Self.project(projectSettings: settings))
        #expect(run.status == 0, "\(run.error)")
        #expect(!run.error.contains("generated symbols"), "\(run.error)")
    }

    @Test("Reported with a word of doubt where an unread .xcconfig may set it")
    func doubtfulWhereAnXcconfigMaySetIt() throws {
        let run = try Self.syncError(project: Self.project(xcconfig: true))
        #expect(run.error.contains(Self.collision + "; generated as `title2` (if the build generates symbols: "), "\(run.error)")
    }

    @Test("A package's targets generate symbols when the package names a defaultLocalization", arguments: [true, false])
    func package(localized: Bool) throws {
        let root = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let localization = localized ? "defaultLocalization: \"en\", " : ""
        try Scratch.write("""
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Kit", \(localization)targets: [.target(name: "Kit", resources: [.process("Localizable.xcstrings")])])
        """, to: root + "/Package.swift")
        try Scratch.write("import SwiftUI\nlet a = Text(\"From A\")\nlet b = Text(\"From B\")\n", to: root + "/Sources/Kit/A.swift")
        try Scratch.write(Self.catalog, to: root + "/Sources/Kit/Localizable.xcstrings")
        let run = CapturedRun(["sync", root, "--dry-run"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("warning: generated symbols: “Title”") == localized, "\(run.error)")
    }
}
