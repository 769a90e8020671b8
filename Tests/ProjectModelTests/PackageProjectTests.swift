import Foundation
import Testing
@testable import ProjectModel

/// `Package.swift` read as text, never run: targets by SwiftPM's conventions.
@Suite("Swift packages read as text")
struct PackageProjectTests {
    static let manifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let sharedDependencies: [Target.Dependency] = []
    let computedName = "Computed"

    let package = Package(
        name: "Birds",
        defaultLocalization: "en",
        products: [.library(name: "BirdKit", targets: ["BirdKit"])],
        targets: [
            .target(
                name: "BirdKit",
                dependencies: [.target(name: "Core"), .product(name: "Other", package: "other")],
                exclude: ["Notes", "README.md"],
                resources: [.process("Resources"), .copy("Data")]
            ),
            .target(name: "Core", path: "Modules/Core"),
            .executableTarget(name: "birds", dependencies: ["BirdKit"], sources: ["main.swift"]),
            .testTarget(name: "BirdKitTests", dependencies: ["BirdKit"]),
            .target(name: computedName),
            .target(name: "Gone"),
            .target(name: "Escape", path: "../Elsewhere"),
            .binaryTarget(name: "Blob", path: "Blob.xcframework"),
        ]
    )
    """

    @Test("Targets, their folders by convention or path:, sources, resources and catalogs")
    func targets() throws {
        let scratch = try ProjectTestSupport.temporaryFolder("package")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let root = scratch.appendingPathComponent("Birds")
        try ProjectTestSupport.write(["Elsewhere/Escape.swift": ""], under: scratch)
        try ProjectTestSupport.write([
            "Package.swift": Self.manifest,
            "Sources/BirdKit/Bird.swift": "", "Sources/BirdKit/Localizable.xcstrings": "{}", "Sources/BirdKit/Header.h": "",
            "Sources/BirdKit/Resources/en.lproj/Legacy.strings": "", "Sources/BirdKit/Resources/image.png": "",
            "Sources/BirdKit/Data/Copied.xcstrings": "{}", "Sources/BirdKit/Notes/Note.swift": "", "Sources/BirdKit/README.md": "",
            "Sources/BirdKit/Loose.txt": "", "Sources/BirdKit/fr.lproj/Legacy.strings": "",
            "Modules/Core/Core.swift": "", "Modules/Core/Core.xcstrings": "{}",
            "Sources/birds/main.swift": "", "Sources/birds/Unlisted.swift": "",
            "Tests/BirdKitTests/BirdTests.swift": "", "Tests/BirdKitTests/TestStrings.xcstrings": "{}",
        ], under: root)
        let project = try #require(try Project.load(enclosing: root.path + "/Sources/BirdKit/Localizable.xcstrings"))
        #expect(project.location.kind == .package)
        #expect(project.location.bundleName == nil)
        #expect(project.developmentRegion == "en")
        #expect(project.knownRegions.isEmpty)
        #expect(project.targets.map(\.name) == ["BirdKit", "Core", "birds", "BirdKitTests", "Gone", "Escape", "Blob"])
        #expect(project.targets.map(\.kind) == [.package(.regular), .package(.regular), .package(.executable), .package(.test),
                                                .package(.regular), .package(.regular), .package(.binary)])
        let kit = try #require(project.target(named: "BirdKit"))
        let folder = root.path + "/Sources/BirdKit/"
        #expect(kit.sourceFiles == [folder + "Bird.swift"])
        // .copy takes a folder whole (its catalog is copied, not compiled); unhandled files
        // (Loose.txt) are no resources; Notes and README.md are excluded.
        #expect(kit.resourceFiles == [folder + "Data", folder + "Localizable.xcstrings", folder + "Resources/en.lproj/Legacy.strings",
                                      folder + "Resources/image.png", folder + "fr.lproj/Legacy.strings"])
        #expect(kit.catalogs == [folder + "Localizable.xcstrings"])
        #expect(kit.legacyTables.count == 2)
        #expect(!kit.isTest)
        let core = try #require(project.target(named: "Core"))
        #expect(core.catalogs == [root.path + "/Modules/Core/Core.xcstrings"])
        #expect(core.sourceFiles == [root.path + "/Modules/Core/Core.swift"])
        #expect(project.target(named: "birds")?.sourceFiles == [root.path + "/Sources/birds/main.swift"])
        let tests = try #require(project.target(named: "BirdKitTests"))
        #expect(tests.isTest)
        #expect(tests.catalogs == [root.path + "/Tests/BirdKitTests/TestStrings.xcstrings"])
        #expect(project.targets(containing: folder + "Localizable.xcstrings").map(\.name) == ["BirdKit"])

        // What was not understood or not found, at its line in Package.swift.
        let said = project.warnings.map { "\($0.line):\($0.column): \($0.message)" }
        #expect(said == [
            "21:10: a .target declaration without a literal name; left out",
            "21:23: name is not a string literal; not understood",
            "22:10: the folder of target Gone does not exist",
            "23:10: the folder of target Escape leads outside the package, to \(scratch.path)/Elsewhere: left out, neither read nor written (--allow-outside PATH allows it)",
        ])
        #expect(project.warnings.allSatisfy { $0.file == root.path + "/Package.swift" })
        #expect(project.warnings.contains { $0.kind == .missingFolder(root.path + "/Sources/Gone") })
    }

    @Test("A manifest that is not UTF-8 is an error at its byte; one with nothing understood gives no targets")
    func hostileManifests() throws {
        let root = try ProjectTestSupport.temporaryFolder("package")
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(Array("let package = Package(name: \"".utf8) + [0xC3, 0x28] + Array("\")\n".utf8)).write(to: root.appendingPathComponent("Package.swift"))
        #expect(throws: ProjectError.self) { try Project.load(enclosing: root.path) }
        do {
            _ = try Project.load(enclosing: root.path)
        } catch {
            #expect(error.description.hasPrefix(root.path + "/Package.swift:1:30: error: "))
        }
        // An unterminated string and unbalanced brackets: read as far as they go, never a hang.
        try Data("let package = Package(name: \"Birds, targets: [.target(name: \"A\"".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let project = try #require(try Project.load(enclosing: root.path))
        #expect(project.targets.isEmpty)
    }
}
