/// What a build does with a file of a folder it takes whole (a synchronized folder, a package
/// target's folder): compile it, copy or compile it into the product's resources, or
/// neither. Told by the extension, as Xcode and SwiftPM tell it.
enum FileRole: Equatable {
    case source
    case resource
    /// Headers, module maps, build configuration files: read by the build, not members.
    case none

    static let sourceExtensions: Set<String> = [
        "swift", "m", "mm", "c", "cc", "cp", "cpp", "cxx", "c++", "s", "metal", "mig", "iig",
        "intentdefinition", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "mlmodel", "mlpackage", "docc",
    ]

    static let notMemberExtensions: Set<String> = [
        "h", "hh", "hpp", "hxx", "pch", "modulemap", "xcconfig", "entitlements", "xctestplan", "xcfilelist",
        "xcodeproj", "xcworkspace",
    ]

    /// Folders a build takes as one item (asset catalogs, bundles, data models, documentation
    /// catalogs): listed, never searched.
    static let bundleExtensions: Set<String> = [
        "xcassets", "bundle", "framework", "xcframework", "app", "appex", "xcdatamodeld", "xcdatamodel", "xcmappingmodel",
        "mlpackage", "scnassets", "docc", "playground", "rcproject", "xcstickers", "icon", "atlas", "spriteatlas", "xcodeproj",
        "xcworkspace", "storekit",
    ]

    init(path: String) {
        let ext = Self.pathExtension(path)
        if Self.sourceExtensions.contains(ext) {
            self = .source
        } else if Self.notMemberExtensions.contains(ext) {
            self = .none
        } else {
            self = .resource
        }
    }

    static func isBundle(_ path: String) -> Bool {
        bundleExtensions.contains(pathExtension(path))
    }

    /// The extension of the last component, lowercased ("" when none).
    static func pathExtension(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
