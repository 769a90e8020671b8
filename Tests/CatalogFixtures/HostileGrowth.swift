/// Inputs under 10 MB that were read in quadratic time, generated: the tests and the
/// benchmark's timing of each at 1× and 10× (`xcedit-bench`) use the same generators.
package enum HostileGrowth {
    /// A project file whose main group holds `depth` groups inside each other (`path = g`
    /// each), a catalog in the innermost, and a target copying it.
    package static func nestedGroupsProject(depth: Int) -> String {
        var objects: [String] = []
        for level in 0..<depth {
            let child = level + 1 < depth ? "G\(level + 1)" : "CATALOG"
            objects.append("G\(level) = {isa = PBXGroup; children = (\(child), ); path = g; sourceTree = \"<group>\"; };")
        }
        objects += [
            "CATALOG = {isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = \"<group>\"; };",
            "BUILDCATALOG = {isa = PBXBuildFile; fileRef = CATALOG; };",
            "RESOURCES = {isa = PBXResourcesBuildPhase; files = (BUILDCATALOG, ); };",
            "APP = {isa = PBXNativeTarget; buildPhases = (RESOURCES, ); name = App; productType = \"com.apple.product-type.application\"; };",
            "PROJECT = {isa = PBXProject; developmentRegion = en; knownRegions = (en, ); mainGroup = G0; targets = (APP, ); };",
        ]
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n"
            + objects.map { "\t\t" + $0 + "\n" }.joined() + "\t};\n\trootObject = PROJECT;\n}\n"
    }

    /// `count` functions declared inside each other, each returning `LocalizedStringKey`.
    package static func nestedLocalizedFunctions(_ count: Int) -> String {
        "import SwiftUI\n" + (0..<count).map { "func f\($0)() -> LocalizedStringKey {\n" }.joined()
            + "return \"deep\"\n" + String(repeating: "}\n", count: count)
    }

    /// `a ? a ? … Text("t\(x)") … : b : b`, `count` conditionals deep.
    package static func nestedConditionals(_ count: Int) -> String {
        "import SwiftUI\nlet e = " + String(repeating: "a ? ", count: count) + "Text(\"t\\(x)\")" + String(repeating: " : b", count: count) + "\n"
    }
}
