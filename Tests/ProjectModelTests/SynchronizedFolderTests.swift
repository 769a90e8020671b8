@testable import CatalogFiles
import Foundation
import Testing
@testable import ProjectModel
import StringCatalogKit

/// Xcode 16's synchronized folders, in a project file written here: every file under the
/// folder is a member, less the exceptions; links are followed once, loops skipped.
@Suite("Synchronized folders and their exception sets")
struct SynchronizedFolderTests {
    static let projectFile = """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\tMAIN = {isa = PBXGroup; children = (SYNC, GONE, ); sourceTree = "<group>"; };
    \t\tSYNC = {
    \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
    \t\t\texceptions = (APPSET, EXTSET, PHASESET, );
    \t\t\texplicitFolders = (Templates, );
    \t\t\tpath = Sources;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tGONE = {isa = PBXFileSystemSynchronizedRootGroup; path = Gone; sourceTree = "<group>"; };
    \t\tAPPSET = {
    \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    \t\t\tmembershipExceptions = (Info.plist, Excluded, "/Localized: Res/Only.strings", tool, );
    \t\t\ttarget = APP;
    \t\t};
    \t\tEXTSET = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared.swift, Res/Shared.xcstrings, ); target = EXT; };
    \t\tPHASESET = {isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = COPY; membershipExceptions = (tool, ); };
    \t\tCOPY = {isa = PBXCopyFilesBuildPhase; files = ( ); };
    \t\tEXTRESOURCES = {isa = PBXResourcesBuildPhase; files = ( ); };
    \t\tAPP = {isa = PBXNativeTarget; buildPhases = (COPY, ); fileSystemSynchronizedGroups = (SYNC, GONE, ); name = App; };
    \t\tEXT = {isa = PBXNativeTarget; buildPhases = (EXTRESOURCES, ); name = Extension; };
    \t\tPROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, EXT, ); };
    \t};
    \trootObject = PROJECT;
    }
    """

    @Test("Members by extension, less the target's exceptions; another target's exceptions are its members", .timeLimit(.minutes(1)))
    func exceptions() throws {
        let root = try ProjectTestSupport.temporaryFolder("synchronized")
        defer { try? FileManager.default.removeItem(at: root) }
        try ProjectTestSupport.write([
            "App.xcodeproj/project.pbxproj": Self.projectFile,
            "Sources/A.swift": "", "Sources/Build/Version.swift": "", "Sources/Shared.swift": "", "Sources/Nested.xcodeproj/project.pbxproj": "", "Sources/Info.plist": "", "Sources/Header.h": "", "Sources/tool": "",
            "Sources/Excluded/B.swift": "", "Sources/Excluded/Deeper/C.m": "",
            "Sources/Res/en.lproj/Only.strings": "", "Sources/Res/fr.lproj/Only.strings": "", "Sources/Res/en.lproj/Kept.strings": "",
            "Sources/Res/Shared.xcstrings": "{}", "Sources/Catalog.xcstrings": "{}", "Sources/Assets.xcassets/Contents.json": "",
            "Sources/Assets.xcassets/Icon.appiconset/Contents.json": "", "Sources/Templates/t.txt": "", "Sources/.hidden.swift": "",
        ], under: root)
        // Links: a loop to the folder itself, one to the folder above, and a second way to a file.
        #expect(symlink(".", root.path + "/Sources/loop") == 0)
        #expect(symlink("..", root.path + "/Sources/Res/up") == 0)
        #expect(symlink("A.swift", root.path + "/Sources/Again.swift") == 0)
        let project = try #require(try Project.load(enclosing: root.path))
        let sources = root.path + "/Sources/"
        let app = try #require(project.target(named: "App"))
        #expect(app.sourceFiles == [sources + "A.swift", sources + "Build/Version.swift", sources + "Shared.swift"])
        #expect(app.resourceFiles == [sources + "Assets.xcassets", sources + "Catalog.xcstrings", sources + "Res/Shared.xcstrings",
                                      sources + "Res/en.lproj/Kept.strings", sources + "Templates"])
        #expect(app.catalogs == [sources + "Catalog.xcstrings", sources + "Res/Shared.xcstrings"])
        let extensionTarget = try #require(project.target(named: "Extension"))
        #expect(extensionTarget.sourceFiles == [sources + "Shared.swift"])
        #expect(extensionTarget.resourceFiles == [sources + "Res/Shared.xcstrings"])
        #expect(project.targets(containing: sources + "Res/Shared.xcstrings").map(\.name) == ["App", "Extension"])
        // Each link not followed is said; the loop did not make the walk endless.
        #expect(project.skippedLinks.contains(SkippedPathForTest.loop(sources + "loop")))
        #expect(project.skippedLinks.contains(SkippedPathForTest.loop(sources + "Res/up")))
        #expect(project.skippedLinks.contains(SkippedPathForTest.listedFile(sources + "Again.swift")))
        #expect(project.warnings.map(\.kind) == [.missingFolder(root.path + "/Gone")])
        #expect(project.warnings.first?.line == 12)
    }

    @Test("Exception paths: a file, a folder and everything in it, a localized file in every language")
    func exceptionPaths() {
        let matches = XcodeProjectReading.exception
        #expect(matches("Info.plist", "Info.plist"))
        #expect(!matches("Info.plist", "Sub/Info.plist"))
        #expect(matches("Excluded", "Excluded/Deeper/C.m"))
        #expect(matches("Excluded/", "Excluded/B.swift"))
        #expect(!matches("Excluded", "ExcludedNot.swift"))
        #expect(matches("/Localized: Res/Only.strings", "Res/fr.lproj/Only.strings"))
        #expect(matches("/Localized: Only.strings", "en.lproj/Only.strings"))
        #expect(!matches("/Localized: Res/Only.strings", "Res/Only.strings"))
        #expect(!matches("/Localized: Res/Only.strings", "Other/fr.lproj/Only.strings"))
    }
}

/// The reasons a walk gives for links it does not follow.
enum SkippedPathForTest {
    static func loop(_ path: String) -> SkippedPath { SkippedPath(path, .linkToSearchedFolder) }
    static func listedFile(_ path: String) -> SkippedPath { SkippedPath(path, .linkToListedFile) }
}
