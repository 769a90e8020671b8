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

/// Sync warns of manual strings whose generated symbols would collide.
@Suite struct SyncSymbolCollisionTests {
    @Test func collidingManualStringsAreReported() throws {
        let root = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Scratch.write(SharedCatalogSyncTests.projectFile, to: root + "/Shared.xcodeproj/project.pbxproj")
        try Scratch.write("import SwiftUI\nlet a = Text(\"From A\")\n", to: root + "/A.swift")
        try Scratch.write("import SwiftUI\nlet b = Text(\"From B\")\n", to: root + "/B.swift")
        try Scratch.write("""
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
        """, to: root + "/Localizable.xcstrings")
        let run = CapturedRun(["sync", root, "--dry-run"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("Localizable.xcstrings: warning: generated symbols: “Title”: its symbol `title` is also made by the key “TITLE”"), "\(run.error)")
        // Extracted strings get no symbols: “From A” collides with nothing.
        #expect(!run.error.contains("From_A"))
    }
}
