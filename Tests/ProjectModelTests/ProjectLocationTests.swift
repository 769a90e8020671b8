import Foundation
import Testing
@testable import ProjectModel

/// One way to find the project a path belongs to, for every command.
@Suite("Finding the project around a path")
struct ProjectLocationTests {
    /// A project file with one app target whose resources are `resources` (paths from the
    /// project's folder).
    static func projectFile(resources: [String] = []) -> String {
        let references = resources.enumerated().map { "\t\tF\($0.offset) = {isa = PBXFileReference; path = \"\($0.element)\"; sourceTree = SOURCE_ROOT; };\n" }.joined()
        let buildFiles = resources.indices.map { "\t\tB\($0) = {isa = PBXBuildFile; fileRef = F\($0); };\n" }.joined()
        let list = resources.indices.map { "B\($0), " }.joined()
        return "// !$*UTF8*$!\n{\n\tobjects = {\n\(references)\(buildFiles)"
            + "\t\tR = {isa = PBXResourcesBuildPhase; files = (\(list)); };\n"
            + "\t\tAPP = {isa = PBXNativeTarget; buildPhases = (R, ); name = App; };\n"
            + "\t\tMAIN = {isa = PBXGroup; children = ( ); sourceTree = \"<group>\"; };\n"
            + "\t\tP = {isa = PBXProject; knownRegions = (en, ); mainGroup = MAIN; targets = (APP, ); };\n\t};\n\trootObject = P;\n}\n"
    }

    @Test("The nearest folder with a project wins; a path may name the .xcodeproj, its file or Package.swift")
    func nearest() throws {
        let root = try ProjectTestSupport.temporaryFolder("finding")
        defer { try? FileManager.default.removeItem(at: root) }
        try ProjectTestSupport.write([
            "Outer.xcodeproj/project.pbxproj": Self.projectFile(), "Inner/Inner.xcodeproj/project.pbxproj": Self.projectFile(),
            "Inner/App/Localizable.xcstrings": "{}", "Other/Localizable.xcstrings": "{}",
            "Package/Package.swift": "", "Package/Sources/Kit/Kit.xcstrings": "{}",
            "Both/Package.swift": "", "Both/Both.xcodeproj/project.pbxproj": Self.projectFile(),
        ], under: root)
        func found(_ path: String) throws -> String? { try ProjectLocation.enclosing(root.path + "/" + path)?.file }
        #expect(try found("Inner/App/Localizable.xcstrings") == root.path + "/Inner/Inner.xcodeproj/project.pbxproj")
        #expect(try found("Inner") == root.path + "/Inner/Inner.xcodeproj/project.pbxproj")
        #expect(try found("Other/Localizable.xcstrings") == root.path + "/Outer.xcodeproj/project.pbxproj")
        #expect(try found("Inner/Inner.xcodeproj") == root.path + "/Inner/Inner.xcodeproj/project.pbxproj")
        #expect(try found("Inner/Inner.xcodeproj/project.pbxproj") == root.path + "/Inner/Inner.xcodeproj/project.pbxproj")
        #expect(try found("Package/Sources/Kit/Kit.xcstrings") == root.path + "/Package/Package.swift")
        #expect(try ProjectLocation.enclosing(root.path + "/Package/Sources")?.kind == .package)
        #expect(try found("Package/Package.swift") == root.path + "/Package/Package.swift")
        // A folder with both is an Xcode project.
        #expect(try found("Both") == root.path + "/Both/Both.xcodeproj/project.pbxproj")
        let location = try #require(try ProjectLocation.enclosing(root.path + "/Inner/App"))
        #expect(location.root == root.path + "/Inner")
        #expect(location.name == "Inner")
        #expect(location.bundleName == "Inner.xcodeproj")
    }

    @Test("A nearest project that cannot be read is the error, never a reason to take the one further up")
    func unreadableNearestProject() throws {
        let root = try ProjectTestSupport.temporaryFolder("finding")
        defer { try? FileManager.default.removeItem(at: root) }
        try ProjectTestSupport.write([
            "Outer.xcodeproj/project.pbxproj": Self.projectFile(), "Inner/App/Localizable.xcstrings": "{}",
            "Truncated/Truncated.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tP = {isa = PBXProject;",
            "Truncated/Localizable.xcstrings": "{}",
        ], under: root)
        try FileManager.default.createDirectory(atPath: root.path + "/Inner/Empty.xcodeproj", withIntermediateDirectories: true)
        #expect(throws: ProjectError.cannotRead(path: root.path + "/Inner/Empty.xcodeproj/project.pbxproj", reason: "No such file or directory")) {
            try Project.load(enclosing: root.path + "/Inner/App/Localizable.xcstrings")
        }
        #expect(throws: ProjectError.self) { try ProjectLanguages.enclosing(root.path + "/Inner/App/Localizable.xcstrings") }
        do {
            _ = try Project.load(enclosing: root.path + "/Truncated/Localizable.xcstrings")
            Issue.record("a truncated project file was read")
        } catch {
            #expect(error.description == root.path + "/Truncated/Truncated.xcodeproj/project.pbxproj:4:25: error: expected a key or '}', found the end of the file")
        }
    }

    @Test("Several projects in one folder: the first whose targets use the file, else the first by name")
    func severalProjects() throws {
        let root = try ProjectTestSupport.temporaryFolder("finding")
        defer { try? FileManager.default.removeItem(at: root) }
        try ProjectTestSupport.write([
            "A.xcodeproj/project.pbxproj": Self.projectFile(resources: ["Shared.xcstrings"]),
            "B.xcodeproj/project.pbxproj": Self.projectFile(resources: ["Shared.xcstrings", "OnlyB.xcstrings"]),
            "OnlyB.xcstrings": "{}", "Shared.xcstrings": "{}", "Neither.xcstrings": "{}",
        ], under: root)
        func found(_ path: String) throws -> String? { try ProjectLocation.enclosing(root.path + "/" + path)?.bundleName }
        #expect(try found("OnlyB.xcstrings") == "B.xcodeproj")
        #expect(try found("Shared.xcstrings") == "A.xcodeproj")
        #expect(try found("Neither.xcstrings") == "A.xcodeproj")
        #expect(try ProjectLocation.enclosing(root.path)?.bundleName == "A.xcodeproj")
    }

    @Test("No project anywhere up the tree: nil")
    func none() throws {
        let root = try ProjectTestSupport.temporaryFolder("finding")
        defer { try? FileManager.default.removeItem(at: root) }
        try ProjectTestSupport.write(["Loose/Localizable.xcstrings": "{}"], under: root)
        try #require(try ProjectLocation.enclosing(root.deletingLastPathComponent().path) == nil, "a project above the temporary folder: the test cannot tell")
        #expect(try ProjectLocation.enclosing(root.path + "/Loose/Localizable.xcstrings") == nil)
        #expect(try Project.load(enclosing: root.path + "/Loose") == nil)
        #expect(try ProjectLanguages.enclosing(root.path + "/Loose/Localizable.xcstrings") == nil)
    }
}
