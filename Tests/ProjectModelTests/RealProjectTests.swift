import Foundation
import Testing
@testable import ProjectModel

/// The model on the real projects of `../shared/sync` (project files as Xcode wrote them, with
/// the sources and catalogs of the targets that own catalogs): classic build phases (Easydict,
/// Whisky) and Xcode 16 synchronized folders with exception sets (CotEditor, FlowDown).
@Suite("The project model on real projects", .needsSyncProjects)
struct RealProjectTests {
    static func project(_ name: String) throws -> Project {
        try #require(try Project.load(enclosing: ProjectTestSupport.syncFolder.appendingPathComponent(name).path))
    }

    static func relative(_ paths: [String], in project: Project) -> [String] {
        paths.map { String($0.dropFirst(project.root.count + 1)) }
    }

    /// The `catalogs` and `other catalogs` columns of `SOURCES.tsv` for `name`.
    static func listedCatalogs(_ name: String) throws -> Set<String> {
        let text = try String(contentsOf: ProjectTestSupport.syncFolder.appendingPathComponent("SOURCES.tsv"), encoding: .utf8)
        let rows = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let header = try #require(rows.first)
        let project = try #require(header.firstIndex(of: "project")), catalogs = try #require(header.firstIndex(of: "catalogs"))
        let others = try #require(header.firstIndex(of: "other catalogs"))
        let row = try #require(rows.first { $0[project] == name })
        return Set((row[catalogs] + ";" + row[others]).split(separator: ";").map(String.init))
    }

    @Test("Easydict: classic build phases, files through groups and SOURCE_ROOT, settings inherited from the project")
    func easydict() throws {
        let project = try Self.project("Easydict")
        #expect(project.location.kind == .xcode)
        #expect(project.location.bundleName == "Easydict.xcodeproj")
        #expect(project.developmentRegion == "en")
        #expect(project.knownRegions == ["en", "zh-Hans", "zh-Hant"])
        #expect(project.configurationNames == ["Debug", "Release"])
        #expect(project.defaultConfigurationName == "Release")
        #expect(project.targets.map(\.name) == ["Easydict", "EasydictTests"])
        let app = try #require(project.target(named: "Easydict"))
        #expect(Set(Self.relative(app.catalogs, in: project)) == (try Self.listedCatalogs("Easydict")))
        // Every Swift and Objective-C file of the folder is the app's (the tests' are not here).
        let sources = Set(Self.relative(app.sourceFiles, in: project))
        #expect(sources.filter { $0.hasSuffix(".swift") }.count == 325)
        #expect(sources.filter { $0.hasSuffix(".m") }.count == 98)
        #expect(sources.contains("Easydict/Swift/View/SettingView/Tabs/ServiceConfigurationView/ServiceAPIType.swift"))
        #expect(try #require(project.target(named: "EasydictTests")).isTest)
        // DEBUG AGENT_CLI_DEBUG $(inherited): the project's DEBUG is inherited (and once).
        #expect(app.settings("Debug").activeCompilationConditions == ["DEBUG", "AGENT_CLI_DEBUG"])
        #expect(app.settings().activeCompilationConditions.isEmpty)
        #expect(app.settings("Debug").emitsLocalizedStrings == true)
        #expect(app.settings("Debug").infoPlistFile == "$(TARGET_NAME)/App/Info-debug.plist")
        #expect(app.settings("Debug").infoPlistKeys["LSApplicationCategoryType"] == "public.app-category.utilities")
        #expect(app.settings("Debug").baseConfigurationFile?.hasSuffix("Pods-Easydict/Pods-Easydict.debug.xcconfig") == true)
        // The folder is cut down to what a sync reads: the rest of the app's files (images,
        // the tests' sources) are missing, each said once, at its file reference; no source of
        // the app and no catalog is.
        let missing = Set(project.missingFiles)
        #expect(missing.count == project.missingFiles.count)
        #expect(missing.contains(project.root + "/EasydictTests/Utility/UtilityFunctionsTests.swift"))
        #expect(missing.isDisjoint(with: app.sourceFiles))
        #expect(!missing.contains { $0.hasSuffix(".xcstrings") })
        #expect(project.warnings.allSatisfy { $0.file?.hasSuffix("Easydict.xcodeproj/project.pbxproj") == true && $0.line > 1 })
    }

    @Test("Whisky: classic build phases, three targets")
    func whisky() throws {
        let project = try Self.project("Whisky")
        #expect(project.targets.map(\.name) == ["Whisky", "WhiskyCmd", "WhiskyThumbnail"])
        let app = try #require(project.target(named: "Whisky"))
        #expect(Self.relative(app.catalogs, in: project) == ["Whisky/Localizable.xcstrings"])
        #expect(app.sourceFiles.count == 34)
        #expect(app.settings("Debug").activeCompilationConditions == ["DEBUG"])
        #expect(project.knownRegions.contains("pt-BR"))
        #expect(!project.knownRegions.contains("Base"))
    }

    @Test("CotEditor: a synchronized folder gives its target every catalog; folders of other targets that are not here are said to be missing")
    func cotEditor() throws {
        let project = try Self.project("CotEditor")
        let app = try #require(project.target(named: "CotEditor"))
        #expect(app.kind == .native)
        #expect(Set(Self.relative(app.catalogs, in: project)) == (try Self.listedCatalogs("CotEditor")))
        #expect(app.sourceFiles.count == 282)
        #expect(app.sourceFiles.allSatisfy { $0.hasSuffix(".swift") })
        // Left out of this copy on purpose: a model lists only what is on disk in a synchronized
        // folder, so these tables have no catalog (a sync reports them, never creates them).
        for absent in ["AppShortcuts", "Document Window/Document", "Document Window/Accessory Views/FileScopeEditor"] {
            #expect(!app.catalogs.contains { $0.hasSuffix("Localizables/\(absent).xcstrings") })
        }
        #expect(app.catalog(forTable: "AppShortcuts") == nil)
        #expect(app.catalog(forTable: "FileScopeEditor") == nil)
        #expect(app.catalog(forTable: "Localizable") == project.root + "/CotEditor/Localizables/Application/Localizable.xcstrings")
        #expect(app.catalog(forTable: "GoToLine") == project.root + "/CotEditor/Localizables/Document Window/Accessory Views/GoToLine.xcstrings")
        #expect(try #require(project.target(named: "Update Help Index")).kind == .aggregate)
        // Its packages from GitHub are said once; its local ones are in a synchronized
        // `Packages` folder this copy leaves out.
        #expect(project.warnings.map(\.kind) == [.missingFolder(project.root + "/Tests"), .missingFolder(project.root + "/UI Tests"), .remotePackages])
        let debug = app.settings("Debug")
        #expect(debug.activeCompilationConditions == ["DEBUG"])
        #expect(debug.emitsLocalizedStrings == true)
        #expect(debug.generatesStringCatalogSymbols == true)
        #expect(debug.prefersStringCatalogs == true)
        #expect(debug.baseConfigurationFile == project.root + "/Configurations/CotEditor.xcconfig")
        #expect(project.configurationNames == ["Debug", "Debug-Sparkle", "Release", "Release-Sparkle"])
    }

    @Test("FlowDown: two targets share one synchronized catalog")
    func flowDown() throws {
        let project = try Self.project("FlowDown")
        #expect(project.targets.map(\.name) == ["FlowDown", "FlowDown-Catalyst"])
        let catalog = project.root + "/FlowDown/Resources/Localizable.xcstrings"
        #expect(project.targets(containing: catalog).map(\.name) == ["FlowDown", "FlowDown-Catalyst"])
        for target in project.targets {
            #expect(Set(Self.relative(target.catalogs, in: project)) == (try Self.listedCatalogs("FlowDown")))
            // main.swift through a classic build phase, the rest through synchronized folders.
            #expect(target.sourceFiles.contains(project.root + "/FlowDown/main.swift"))
            #expect(target.sourceFiles.count == 127)
        }
        #expect(project.target(named: "FlowDown")?.settings("Debug").infoPlistFile == "FlowDown/Resources/InfoPlist/Info-iOS.plist")
    }

    /// The real project files over a folder with the files their exception sets name: the
    /// data leaves them out, so the test puts empty ones where the project expects them.
    @Test("Exception sets of the real project files take their files out of the targets")
    func exceptionSets() throws {
        let scratch = try ProjectTestSupport.temporaryFolder("exceptions")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for name in ["CotEditor", "FlowDown"] {
            let source = ProjectTestSupport.syncFolder.appendingPathComponent("\(name)/\(name).xcodeproj/project.pbxproj")
            let copy = scratch.appendingPathComponent("\(name)/\(name).xcodeproj/project.pbxproj")
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: copy)
        }
        try ProjectTestSupport.write([
            "CotEditor/CotEditor/Info.plist": "", "CotEditor/CotEditor/CotEditor.storekit": "", "CotEditor/CotEditor/Resources/cot": "",
            "CotEditor/CotEditor/Sources/App.swift": "", "CotEditor/CotEditor/Resources/Syntaxes/Swift.yml": "",
            "CotEditor/CotEditor/Resources/Syntaxes/Nested/More.yml": "", "CotEditor/CotEditor/Assets.xcassets/Contents.json": "",
            "CotEditor/CotEditor/Resources/en.lproj/Help.strings": "",
            "FlowDown/FlowDown/Resources/InfoPlist/Info-iOS.plist": "", "FlowDown/FlowDown/Resources/InfoPlist/Info-Catalyst.plist": "",
            "FlowDown/FlowDown/Resources/Localizable.xcstrings": "{}", "FlowDown/FlowDown/Application/App.swift": "",
        ], under: scratch)
        let cot = try #require(try Project.load(enclosing: scratch.appendingPathComponent("CotEditor").path))
        let app = try #require(cot.target(named: "CotEditor"))
        let folder = cot.root + "/CotEditor/"
        #expect(app.sourceFiles == [folder + "Sources/App.swift"])
        // Info.plist, the StoreKit file and the command-line tool `cot` are exceptions; the
        // explicit folder Syntaxes is one resource; the asset catalog one too.
        #expect(app.resourceFiles == [folder + "Assets.xcassets", folder + "Resources/Syntaxes", folder + "Resources/en.lproj/Help.strings"])
        #expect(app.legacyTables == [folder + "Resources/en.lproj/Help.strings"])

        let flow = try #require(try Project.load(enclosing: scratch.appendingPathComponent("FlowDown").path))
        for target in flow.targets {
            #expect(target.resourceFiles.filter { $0.contains("/Resources/") } == [flow.root + "/FlowDown/Resources/Localizable.xcstrings"])
            #expect(target.sourceFiles.contains(flow.root + "/FlowDown/Application/App.swift"))
        }
    }
}
