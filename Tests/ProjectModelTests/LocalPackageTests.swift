import Foundation
import Testing
@testable import ProjectModel

/// A project's local Swift packages, added either way Xcode adds them, and which files the
/// project references (what export, import and migrate take): its groups, synchronized
/// folders and local packages, not only its targets' build phases.
@Suite("Local packages and the files a project references")
struct LocalPackageTests {
    /// A project file: an app target whose Resources phase lists `App/Localizable.xcstrings`,
    /// a group that also lists `App/AppStore.xcstrings` (in no build phase), and `extra`
    /// objects and `packageReferences`.
    static func projectFile(groupChildren: [String] = [], extra: [String] = [], packageReferences: [String] = []) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tMAIN = {isa = PBXGroup; children = (APPGROUP, PACKAGES, ); sourceTree = "<group>"; };
        \t\tAPPGROUP = {isa = PBXGroup; children = (CATALOG, STORE, ); path = App; sourceTree = "<group>"; };
        \t\tPACKAGES = {isa = PBXGroup; children = (\(groupChildren.map { $0 + ", " }.joined())); name = Packages; sourceTree = "<group>"; };
        \t\tCATALOG = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = Localizable.xcstrings; sourceTree = "<group>"; };
        \t\tSTORE = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = AppStore.xcstrings; sourceTree = "<group>"; };
        \t\tB1 = {isa = PBXBuildFile; fileRef = CATALOG; };
        \t\tB2 = {isa = PBXBuildFile; productRef = FEATUREPRODUCT; };
        \t\tFEATUREPRODUCT = {isa = XCSwiftPackageProductDependency; productName = Feature; };
        \t\tRESOURCES = {isa = PBXResourcesBuildPhase; files = (B1, ); };
        \t\tFRAMEWORKS = {isa = PBXFrameworksBuildPhase; files = (B2, ); };
        \(extra.map { "\t\t" + $0 }.joined(separator: "\n"))
        \t\tAPP = {isa = PBXNativeTarget; buildPhases = (RESOURCES, FRAMEWORKS, ); name = App; packageProductDependencies = (FEATUREPRODUCT, ); productType = "com.apple.product-type.application"; };
        \t\tROOT = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, ); mainGroup = MAIN; packageReferences = (\(packageReferences.map { $0 + ", " }.joined())); targets = (APP, ); };
        \t};
        \trootObject = ROOT;
        }

        """
    }

    static let manifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
        name: "AppPackage",
        defaultLocalization: "en",
        products: [.library(name: "Feature", targets: ["Feature"])],
        targets: [
            .target(name: "Feature", resources: [.process("Resources")]),
            .target(name: "Settings"),
            .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
        ]
    )
    """

    /// The package's files under `folder` (relative to the project's root).
    static func packageFiles(in folder: String) -> [String: String] {
        [
            folder + "/Package.swift": manifest,
            folder + "/Sources/Feature/Feature.swift": "",
            folder + "/Sources/Feature/Resources/Localizable.xcstrings": "{}",
            folder + "/Sources/Feature/Resources/en.lproj/Localizable.strings": "",
            folder + "/Sources/Settings/Settings.swift": "",
            folder + "/Sources/Settings/Settings.xcstrings": "{}",
            folder + "/Tests/FeatureTests/FeatureTests.swift": "",
            folder + "/Tests/FeatureTests/Fixture.xcstrings": "{}",
        ]
    }

    static let appFiles = [
        "App/Localizable.xcstrings": "{}", "App/AppStore.xcstrings": "{}",
        // In the repository, named by no object of the project file.
        "App/en.lproj/Unreferenced.strings": "", "Loose.xcstrings": "{}",
    ]

    /// Writes the project and reads it.
    static func project(_ text: String, files: [String: String], in scratch: URL) throws -> Project {
        try ProjectTestSupport.write(files.merging(["App.xcodeproj/project.pbxproj": text]) { $1 }, under: scratch)
        return try Project.load(ProjectLocation(kind: .xcode, root: scratch.path, file: scratch.path + "/App.xcodeproj/project.pbxproj"))
    }

    static func expectPackageIsTheProjects(_ project: Project, folder: String) {
        let root = project.root
        #expect(project.targets.map(\.name) == ["App", "Feature", "Settings", "FeatureTests"])
        #expect(project.targets.dropFirst().allSatisfy { if case .package = $0.kind { true } else { false } })
        #expect(project.target(named: "Feature")?.catalogs == [root + "/" + folder + "/Sources/Feature/Resources/Localizable.xcstrings"])
        #expect(project.target(named: "Feature")?.legacyTables == [root + "/" + folder + "/Sources/Feature/Resources/en.lproj/Localizable.strings"])
        let localizable = project.referencedFiles.filter { $0.hasSuffix(".xcstrings") || $0.hasSuffix(".strings") }
        #expect(localizable == [
            root + "/App/AppStore.xcstrings", root + "/App/Localizable.xcstrings",
            root + "/" + folder + "/Sources/Feature/Resources/Localizable.xcstrings",
            root + "/" + folder + "/Sources/Feature/Resources/en.lproj/Localizable.strings",
            root + "/" + folder + "/Sources/Settings/Settings.xcstrings",
        ].sorted())
        // A catalog in the groups that no target builds is referenced; files the project file
        // names nowhere, and a package's test fixtures, are not.
        let membership = project.membership
        #expect(membership.contains(root + "/App/AppStore.xcstrings"))
        #expect(!membership.contains(root + "/App/en.lproj/Unreferenced.strings"))
        #expect(!membership.contains(root + "/Loose.xcstrings"))
        #expect(!membership.contains(root + "/" + folder + "/Tests/FeatureTests/Fixture.xcstrings"))
        #expect(!project.referencedFiles.contains(root + "/" + folder))
    }

    /// The ways a project names its local package, and where the package's folder is.
    enum Way: String, CaseIterable, CustomTestStringConvertible {
        /// The older way: a wrapper file reference, products named by productName only.
        case wrapperReference = "App/AppPackage"
        /// `XCLocalSwiftPackageReference` with `relativePath`, and a file reference to the
        /// same folder (read once).
        case localPackageReference = "Modules/AppPackage"
        /// A folder of a synchronized folder holding a `Package.swift`.
        case synchronizedFolder = "Packages/AppPackage"

        var testDescription: String { "\(self)" }

        var projectFile: String {
            switch self {
            case .wrapperReference:
                LocalPackageTests.projectFile(groupChildren: ["PACKAGE"], extra: [
                    "PACKAGE = {isa = PBXFileReference; lastKnownFileType = wrapper; path = App/AppPackage; sourceTree = \"<group>\"; };",
                ])
            case .localPackageReference:
                LocalPackageTests.projectFile(groupChildren: ["PACKAGE"], extra: [
                    "LOCAL = {isa = XCLocalSwiftPackageReference; relativePath = Modules/AppPackage; };",
                    "PACKAGE = {isa = PBXFileReference; lastKnownFileType = wrapper; path = Modules/AppPackage; sourceTree = SOURCE_ROOT; };",
                ], packageReferences: ["LOCAL"])
            case .synchronizedFolder:
                LocalPackageTests.projectFile(groupChildren: ["SYNC"], extra: [
                    "SYNC = {isa = PBXFileSystemSynchronizedRootGroup; path = Packages; sourceTree = \"<group>\"; };",
                ])
            }
        }
    }

    @Test("A local package's targets and their catalogs and tables are the project's", arguments: Way.allCases)
    func localPackage(_ way: Way) throws {
        let scratch = try ProjectTestSupport.temporaryFolder("local-package")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let project = try Self.project(way.projectFile, files: Self.appFiles.merging(Self.packageFiles(in: way.rawValue)) { $1 }, in: scratch)
        #expect(project.warnings.isEmpty, "\(project.warnings)")
        Self.expectPackageIsTheProjects(project, folder: way.rawValue)
        // The editor records a language added to the package's catalog in the app's project,
        // which references it; not for the package's test fixture, which it does not.
        let catalog = scratch.path + "/" + way.rawValue + "/Sources/Feature/Resources/Localizable.xcstrings"
        #expect(try ProjectLanguages.enclosing(catalog)?.projectFile == scratch.path + "/App.xcodeproj/project.pbxproj")
        #expect(try ProjectLanguages.enclosing(scratch.path + "/" + way.rawValue + "/Tests/FeatureTests/Fixture.xcstrings") == nil)
    }

    @Test("Remote packages are said once; a folder reference without Package.swift is no package; a local package that is not there is said")
    func remotePackages() throws {
        let scratch = try ProjectTestSupport.temporaryFolder("remote-packages")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let text = Self.projectFile(groupChildren: ["FOLDER"], extra: [
            "REMOTE1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = \"https://example.com/one.git\"; };",
            "REMOTE2 = {isa = XCRemoteSwiftPackageReference; repositoryURL = \"https://example.com/two.git\"; };",
            "FOLDER = {isa = PBXFileReference; lastKnownFileType = folder; path = Assets; sourceTree = \"<group>\"; };",
            "GONE = {isa = XCLocalSwiftPackageReference; relativePath = Gone; };",
        ], packageReferences: ["REMOTE1", "REMOTE2", "GONE"])
        let project = try Self.project(text, files: Self.appFiles.merging(["Assets/Data.xcstrings": "{}"]) { $1 }, in: scratch)
        #expect(project.warnings.map(\.kind) == [.remotePackages, .missingFolder(scratch.path + "/Gone")])
        #expect(project.warnings.first?.message == "2 packages from elsewhere (https://example.com/one.git, https://example.com/two.git) are not the project's: their strings are neither exported nor imported")
        #expect(project.targets.map(\.name) == ["App"])
        #expect(!project.membership.contains(scratch.path + "/Assets/Data.xcstrings"))
    }

    @Test("A package folder or a package target leading outside the project is neither read nor referenced")
    func confinement() throws {
        let scratch = try ProjectTestSupport.temporaryFolder("package-confinement")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let root = scratch.appendingPathComponent("Project")
        try ProjectTestSupport.write(Self.packageFiles(in: "Elsewhere"), under: scratch)
        try ProjectTestSupport.write(["Escape/Escape.xcstrings": "{}"], under: scratch)
        let escaping = Self.manifest.replacingOccurrences(of: ".target(name: \"Settings\")", with: ".target(name: \"Settings\", path: \"../../Escape\")")
        var files = Self.appFiles.merging(Self.packageFiles(in: "Inside")) { $1 }
        files["Inside/Package.swift"] = escaping
        let text = Self.projectFile(extra: [
            "OUT = {isa = XCLocalSwiftPackageReference; relativePath = ../Elsewhere; };",
            "IN = {isa = XCLocalSwiftPackageReference; relativePath = Inside; };",
        ], packageReferences: ["OUT", "IN"])
        let project = try Self.project(text, files: files, in: root)
        let outside = project.warnings.compactMap { warning -> String? in
            if case .outsideProject(let path, _) = warning.kind { return path }
            return nil
        }
        #expect(outside == [scratch.path + "/Elsewhere", scratch.path + "/Escape"])
        #expect(project.targets.map(\.name) == ["App", "Feature", "Settings", "FeatureTests"])
        #expect(project.target(named: "Settings")?.resourceFiles == [])
        #expect(!project.referencedFiles.contains { $0.hasPrefix(scratch.path + "/Elsewhere/") || $0.hasPrefix(scratch.path + "/Escape/") })
        #expect(project.referencedFiles.contains(root.path + "/Inside/Sources/Feature/Resources/Localizable.xcstrings"))
    }
}
