/// A small `project.pbxproj` for tests: one app target whose Resources phase lists the given
/// files (paths from the project's folder). Files of `LANG.lproj` folders with one name in one
/// folder are one variant group, as Xcode lists localized files.
enum SyntheticProjectFile {
    static func text(developmentRegion: String = "en", knownRegions: [String] = ["en", "Base"], resources: [String]) -> String {
        var objects: [String] = []
        var groupChildren: [String] = []
        var buildFiles: [String] = []
        var variantGroups: [String: [String]] = [:]
        var order: [String] = []
        for (index, path) in resources.enumerated() {
            let id = "F\(index)"
            objects.append("\t\t\(id) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = SOURCE_ROOT; };")
            let parts = path.split(separator: "/")
            if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") {
                let key = parts.dropLast(2).joined(separator: "/") + "/" + parts[parts.count - 1]
                if variantGroups[key] == nil { order.append(key) }
                variantGroups[key, default: []].append(id)
            } else {
                order.append(id)
                variantGroups[id] = []
            }
        }
        for (index, key) in order.enumerated() {
            var member = key
            if let children = variantGroups[key], !children.isEmpty {
                member = "V\(index)"
                let name = key.split(separator: "/").last.map(String.init) ?? key
                objects.append("\t\t\(member) = {isa = PBXVariantGroup; children = (\(children.joined(separator: ", ")), ); name = \"\(name)\"; sourceTree = \"<group>\"; };")
            }
            groupChildren.append(member)
            objects.append("\t\tB\(index) = {isa = PBXBuildFile; fileRef = \(member); };")
            buildFiles.append("B\(index)")
        }
        let regions = knownRegions.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \(objects.joined(separator: "\n"))
        \t\tMAIN = {isa = PBXGroup; children = (\(groupChildren.joined(separator: ", ")), ); sourceTree = "<group>"; };
        \t\tRESOURCES = {isa = PBXResourcesBuildPhase; files = (\(buildFiles.joined(separator: ", ")), ); };
        \t\tAPP = {isa = PBXNativeTarget; buildPhases = (RESOURCES, ); name = App; productType = "com.apple.product-type.application"; };
        \t\tROOT = {isa = PBXProject; developmentRegion = "\(developmentRegion)"; knownRegions = (\(regions), ); mainGroup = MAIN; targets = (APP, ); };
        \t};
        \trootObject = ROOT;
        }

        """
    }
}
