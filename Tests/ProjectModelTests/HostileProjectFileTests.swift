import Foundation
import Testing
@testable import ProjectModel

/// Project files that are broken, truncated, of the wrong shape or endlessly nested: an error
/// at its place, never a crash or a hang.
@Suite("Hostile project files")
struct HostileProjectFileTests {
    static func error(_ text: String) -> ProjectError? {
        error(Array(text.utf8))
    }

    static func error(_ bytes: [UInt8]) -> ProjectError? {
        do {
            _ = try XcodeProjectFile(bytes: bytes, path: "App.xcodeproj/project.pbxproj")
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("{\n\tobjects = {\n\t};\n}\n", "App.xcodeproj/project.pbxproj:1:1: error: expected a 'rootObject' entry in the project file, found none"),
        ("{\n\trootObject = P;\n}\n", "App.xcodeproj/project.pbxproj:1:1: error: expected an 'objects' entry in the project file, found none"),
        ("{\n\tobjects = (P);\n\trootObject = P;\n}\n", "App.xcodeproj/project.pbxproj:2:12: error: expected a dictionary of objects, found an array"),
        ("{\n\tobjects = {\n\t\tP = {isa = PBXGroup; };\n\t};\n\trootObject = P;\n}\n",
         "App.xcodeproj/project.pbxproj:5:15: error: expected the identifier of the PBXProject object, found \"P\", which is not one"),
        ("{\n\tobjects = {\n\t};\n\trootObject = (P);\n}\n", "App.xcodeproj/project.pbxproj:4:15: error: expected an object identifier, found an array"),
        ("(a, b)", "App.xcodeproj/project.pbxproj:1:1: error: expected a dictionary, found an array"),
        ("{\n\tobjects = {\n\t\tP = {isa = PBXProject; }\n\t};\n}\n", "App.xcodeproj/project.pbxproj:4:2: error: expected ';' after the value of \"P\", found '}'"),
        ("{\n\tobjects = {\n\t\tP = {isa = PBXProject; knownRegions = (en, Base; };\n", "App.xcodeproj/project.pbxproj:3:50: error: expected ',' or ')' after an element of the array, found ';'"),
    ])
    func wrongShapeOrSyntax(text: String, message: String) throws {
        let error = try #require(Self.error(text))
        #expect(error.description == message)
    }

    @Test("Every truncation of a real-looking project file is an error at its place, or reads")
    func everyTruncation() throws {
        let text = Array(try String(contentsOf: ProjectTestSupport.sampleProject, encoding: .utf8).utf8)
        #expect(Self.error(text) == nil)
        var failures = 0
        // Every byte of the first and last 2,000, and one in 13 between: every kind of cut.
        for count in 0..<text.count where count < 2_000 || count > text.count - 2_000 || count % 13 == 0 {
            guard let error = Self.error(Array(text.prefix(count))) else { continue }
            failures += 1
            guard case .malformed(let place) = error else {
                Issue.record("not a positioned error: \(error)")
                continue
            }
            #expect(place.line >= 1 && place.column >= 1)
        }
        #expect(failures > 2_000)
    }

    @Test("Invalid UTF-8 is an error at its byte")
    func invalidUTF8() throws {
        let bytes = Array("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tP = {isa = \"".utf8) + [0xFF] + Array("\"; };\n\t};\n\trootObject = P;\n}\n".utf8)
        let error = try #require(Self.error(bytes))
        #expect(error.description == "App.xcodeproj/project.pbxproj:4:15: error: invalid UTF-8 at byte 43")
    }

    @Test("100,000 nested parentheses: an error at the nesting limit, at once", .timeLimit(.minutes(1)))
    func deepNesting() throws {
        let text = "// !$*UTF8*$!\n{\n\tobjects = " + String(repeating: "(", count: 100_000)
        let error = try #require(Self.error(text))
        #expect(error.description == "App.xcodeproj/project.pbxproj:3:267: error: expected at most 256 arrays and dictionaries inside each other, found more")
    }

    @Test("A project file that is a folder, or unreadable, is an error naming it")
    func unreadable() throws {
        let root = try ProjectTestSupport.temporaryFolder("hostile")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(atPath: root.path + "/App.xcodeproj/project.pbxproj", withIntermediateDirectories: true)
        #expect(throws: ProjectError.self) { try Project.load(enclosing: root.path) }
        do {
            _ = try Project.load(enclosing: root.path)
        } catch {
            #expect(error.description.hasPrefix(root.path + "/App.xcodeproj/project.pbxproj: error: cannot read the project: "))
        }
    }
}

/// A second definition of an object identifier would silently win and redirect whatever
/// refers to it (a catalog's path, a target's files): an error at the second definition.
@Suite("Duplicate object identifiers")
struct DuplicateObjectTests {
    @Test func theSecondDefinitionIsAnErrorAtItsPlace() throws {
        let text = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tCATALOG = {isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
        \t\tMAIN = {isa = PBXGroup; children = (CATALOG, ); sourceTree = "<group>"; };
        \t\tPROJECT = {isa = PBXProject; mainGroup = MAIN; targets = ( ); };
        \t\tCATALOG = {isa = PBXFileReference; path = /etc/Localizable.xcstrings; sourceTree = "<absolute>"; };
        \t};
        \trootObject = PROJECT;
        }
        """
        let error = try #require(HostileProjectFileTests.error(text))
        #expect(error.description == "App.xcodeproj/project.pbxproj:7:3: error: object CATALOG is defined a second time (first at line 4); each object is defined once")
    }
}
