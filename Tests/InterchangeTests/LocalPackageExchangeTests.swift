@testable import CatalogFiles
import Foundation
import ProjectModel
import StringCatalogKit
import Testing
@testable import Interchange

/// Export and import of a project whose strings are mostly in a local Swift package, added
/// either way Xcode adds one, and of files the project references in no build phase.
@Suite("Export and import take the project's local packages and referenced files")
struct LocalPackageExchangeTests {
    static let featureCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld birds" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld bird" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld birds" } }
                }
              }
            }
          }
        },
        "Hello" : {

        }
      },
      "version" : "1.0"
    }
    """

    static let manifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
        name: "AppPackage",
        defaultLocalization: "en",
        targets: [
            .target(name: "Feature", resources: [.process("Resources")]),
            .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
        ]
    )
    """

    /// How the project file names the package at `App/AppPackage`.
    enum Way: CaseIterable {
        case wrapperReference
        case localPackageReference
    }

    /// A project with an app catalog in a build phase, one in the groups only, a `.strings`
    /// file on disk it names nowhere, and the package.
    static func project(_ way: Way) throws -> URL {
        let packageObjects: String
        switch way {
        case .wrapperReference:
            packageObjects = "\t\tPACKAGE = {isa = PBXFileReference; lastKnownFileType = wrapper; path = App/AppPackage; sourceTree = \"<group>\"; };\n"
        case .localPackageReference:
            packageObjects = "\t\tLOCAL = {isa = XCLocalSwiftPackageReference; relativePath = App/AppPackage; };\n"
        }
        let text = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tMAIN = {isa = PBXGroup; children = (APPGROUP, PACKAGES, ); sourceTree = "<group>"; };
        \t\tAPPGROUP = {isa = PBXGroup; children = (CATALOG, STORE, ); path = App; sourceTree = "<group>"; };
        \t\tPACKAGES = {isa = PBXGroup; children = (\(way == .wrapperReference ? "PACKAGE, " : "")); name = Packages; sourceTree = "<group>"; };
        \t\tCATALOG = {isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
        \t\tSTORE = {isa = PBXFileReference; path = AppStore.xcstrings; sourceTree = "<group>"; };
        \(packageObjects)\t\tB1 = {isa = PBXBuildFile; fileRef = CATALOG; };
        \t\tB2 = {isa = PBXBuildFile; productRef = FEATURE; };
        \t\tFEATURE = {isa = XCSwiftPackageProductDependency; productName = Feature; };
        \t\tRESOURCES = {isa = PBXResourcesBuildPhase; files = (B1, ); };
        \t\tFRAMEWORKS = {isa = PBXFrameworksBuildPhase; files = (B2, ); };
        \t\tAPP = {isa = PBXNativeTarget; buildPhases = (RESOURCES, FRAMEWORKS, ); name = App; productType = "com.apple.product-type.application"; };
        \t\tROOT = {isa = PBXProject; developmentRegion = en; knownRegions = (
        \t\t\t\ten,
        \t\t\t\tBase,
        \t\t\t); mainGroup = MAIN; packageReferences = (\(way == .localPackageReference ? "LOCAL, " : "")); targets = (APP, ); };
        \t};
        \trootObject = ROOT;
        }

        """
        let simple = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Done\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}"
        return try MigrationTests.folder([
            "App.xcodeproj/project.pbxproj": text,
            "App/Localizable.xcstrings": simple,
            "App/AppStore.xcstrings": simple.replacingOccurrences(of: "Done", with: "Best app"),
            "App/en.lproj/Unreferenced.strings": "\"stray\" = \"Stray\";\n",
            "App/AppPackage/Package.swift": manifest,
            "App/AppPackage/Sources/Feature/Feature.swift": "",
            "App/AppPackage/Sources/Feature/Resources/Localizable.xcstrings": featureCatalog,
            "App/AppPackage/Sources/Feature/Resources/en.lproj/Localizable.strings": "\"title\" = \"Birds\";\n",
            "App/AppPackage/Tests/FeatureTests/Fixture.xcstrings": simple,
        ])
    }

    static let exported = [
        "App/AppPackage/Sources/Feature/Resources/en.lproj/Localizable.strings",
        "App/AppPackage/Sources/Feature/Resources/Localizable.xcstrings",
        "App/AppStore.xcstrings",
        "App/Localizable.xcstrings",
    ]

    /// The French value of `key` (a plural's `form`) in the catalog at `path`.
    static func french(_ key: String, form: String? = nil, in path: String) throws -> String? {
        let catalog = try CatalogFile.open(path).catalog
        guard let index = catalog.index(ofKey: key), let localization = catalog.strings[index].localization(for: "fr") else { return nil }
        guard let form else { return localization.stringUnit?.value }
        return localization.variations?.plural?[form]?.stringUnit?.value
    }

    /// `document` with every unit translated (`fr:` before its source).
    static func translated(_ document: XLIFFDocument) -> XLIFFDocument {
        var document = document
        for f in document.files.indices {
            for u in document.files[f].units.indices {
                let source = document.files[f].units[u].source.text
                document.files[f].units[u].target = XLIFFTarget(state: "translated", content: XLIFFContent("fr: " + source))
            }
        }
        return document
    }

    @Test("Exported, translated and imported back: every unit lands, in the package too", arguments: Way.allCases)
    func roundTrip(_ way: Way) throws {
        let root = try Self.project(way)
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try LocalizationProject.open(root.path)
        #expect(project.projectWarnings.isEmpty, "\(project.projectWarnings)")
        let export = try ProjectExport(project: project, tool: InterchangeFixtures.tool)
        let document = try export.document(language: "fr")
        #expect(document.files.map(\.original) == Self.exported)
        let bundle = try export.writeBundle(language: "fr", into: root.appendingPathComponent("out").path, document: Self.translated(document))
        let result = try ProjectImport(project: try LocalizationProject.open(root.path), policy: .xcode)
            .run([try ProjectImport.readInput(bundle)], dryRun: false)
        #expect(result.reports.map(\.outcome) == Array(repeating: .imported, count: 4))
        #expect(result.notImportedUnits == 0)
        // Strings, not forms: the plural is one string.
        // The plural is one string of three French forms (one, many, other).
        #expect(result.reports.map(\.summary.strings.added) == [1, 2, 1, 1])
        #expect(result.reports.map(\.summary.added) == [1, 4, 1, 1])
        #expect(result.addedRegions == ["fr"])
        let feature = root.path + "/App/AppPackage/Sources/Feature/Resources/Localizable.xcstrings"
        #expect(try Self.french("Hello", in: feature) == "fr: Hello")
        #expect(try Self.french("%lld birds", form: "one", in: feature) == "fr: %lld bird")
        #expect(try Self.french("%lld birds", form: "other", in: feature) == "fr: %lld birds")
        #expect(try Self.french("Best app", in: root.path + "/App/AppStore.xcstrings") == "fr: Best app")
        let table = try String(contentsOfFile: root.path + "/App/AppPackage/Sources/Feature/Resources/fr.lproj/Localizable.strings", encoding: .utf8)
        #expect(table.contains("\"title\" = \"fr: Birds\";"))
        #expect(try Project.load(enclosing: root.path)?.knownRegions == ["en", "fr"])
    }

    @Test("A unit for a catalog that is not there is counted; everything else is written")
    func missingCatalog() throws {
        let root = try Self.project(.wrapperReference)
        defer { try? FileManager.default.removeItem(at: root) }
        let export = try ProjectExport(project: try LocalizationProject.open(root.path), tool: InterchangeFixtures.tool)
        var document = Self.translated(try export.document(language: "fr"))
        var gone = document.files[2]
        gone.original = "App/Gone.xcstrings"
        document.files.append(gone)
        let bundle = try export.writeBundle(language: "fr", into: root.appendingPathComponent("out").path, document: document)
        let projectFile = root.path + "/App.xcodeproj/project.pbxproj"
        let before = try Data(contentsOf: URL(fileURLWithPath: projectFile))
        let importer = ProjectImport(project: try LocalizationProject.open(root.path), policy: .xcode)
        let dryRun = try importer.run([try ProjectImport.readInput(bundle)], dryRun: true)
        #expect(dryRun.notImportedUnits == 1)
        #expect(dryRun.addedRegions == ["fr"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: projectFile)) == before)
        let result = try importer.run([try ProjectImport.readInput(bundle)], dryRun: false)
        #expect(result.reports.map(\.outcome) == [.imported, .imported, .imported, .imported, .notInProject])
        #expect(result.notImportedUnits == 1)
        #expect(try Self.french("Best app", in: root.path + "/App/AppStore.xcstrings") == "fr: Best app")
        #expect(!FileManager.default.fileExists(atPath: root.path + "/App/Gone.xcstrings"))
    }

    @Test("Importing the source language's bundle as exported drops nothing; an edit of it is counted")
    func sourceLanguageEdits() throws {
        let root = try Self.project(.localPackageReference)
        defer { try? FileManager.default.removeItem(at: root) }
        let export = try ProjectExport(project: try LocalizationProject.open(root.path), tool: InterchangeFixtures.tool)
        let document = try export.document(language: "en")
        let importer = ProjectImport(project: try LocalizationProject.open(root.path), policy: .xcode)
        let plain = try export.writeBundle(language: "en", into: root.appendingPathComponent("plain").path, document: document)
        #expect(try importer.run([try ProjectImport.readInput(plain)], dryRun: true).notImportedUnits == 0)
        let edited = try export.writeBundle(language: "en", into: root.appendingPathComponent("edited").path, document: Self.translated(document))
        // Every unit edited: the app's two catalogs, the package's (a plural's two forms and
        // one string) and its table.
        #expect(document.files.reduce(0) { $0 + $1.units.count } == 6)
        #expect(try importer.run([try ProjectImport.readInput(edited)], dryRun: true).notImportedUnits == 6)
    }

    @Test("Migrate takes the package's table and leaves the one the project does not reference", arguments: Way.allCases)
    func migrate(_ way: Way) throws {
        let root = try Self.project(way)
        defer { try? FileManager.default.removeItem(at: root) }
        let search = try LegacyTableDiscovery.tables(at: [root.path])
        let path = root.standardizedFileURL.path
        #expect(search.tables.map(\.catalogPath) == [path + "/App/AppPackage/Sources/Feature/Resources/Localizable.xcstrings"])
        #expect(search.unused.flatMap(\.files).map(\.path) == [path + "/App/en.lproj/Unreferenced.strings"])
    }
}
