import Foundation

/// Projects that place files outside themselves in every way a cloned repository can: the
/// project sits three folders deep in a scratch folder, beside a victim folder whose files
/// must never be read or written.
///
///     SCRATCH/Victim/Localizable.xcstrings, Victim.swift   (never touched)
///     SCRATCH/Home/User/Project/                           (the project's root)
enum HostileProjectLayout: String, CaseIterable, CustomStringConvertible {
    /// A file reference with `sourceTree = "<absolute>"` and an absolute path.
    case absolutePath
    /// A `<group>` whose path climbs out with `../../..`.
    case groupClimbingOut
    /// `SOURCE_ROOT` with `../`.
    case sourceRootClimbingOut
    /// `projectDirPath` naming the victim folder.
    case projectDirPathElsewhere
    /// A synchronized root group whose path climbs out.
    case synchronizedFolderOutside
    /// A catalog (and a source) in the project that are links to the victim's files.
    case linkedCatalog
    /// A link to the victim folder inside a synchronized folder.
    case linkedFolderInSynchronizedFolder
    /// A package target whose `path:` is a link out of the package.
    case packageTargetLinkedOut

    var description: String { rawValue }

    static let victimCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Victim's own" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Eigenes"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }

    """
    static let victimSource = "import SwiftUI\n\nlet outside = Text(\"Outside secret\")\n"
    static let projectSource = "import SwiftUI\n\nlet inside = Text(\"Inside\")\n"
    static let emptyCatalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n"

    /// The scratch folder's victim folder.
    static func victim(in scratch: String) -> String { scratch + "/Victim" }
    /// The project's root in the scratch folder.
    static func root(in scratch: String) -> String { scratch + "/Home/User/Project" }

    /// Writes the victim and this project into `scratch`.
    func write(in scratch: String) throws {
        let victim = Self.victim(in: scratch), root = Self.root(in: scratch)
        try Scratch.write(Self.victimCatalog, to: victim + "/Localizable.xcstrings")
        try Scratch.write(Self.victimSource, to: victim + "/Victim.swift")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        switch self {
        case .packageTargetLinkedOut:
            try Scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Project",
                defaultLocalization: "en",
                targets: [
                    .target(name: "Own", path: "Sources/Own"),
                    .target(name: "Taken", path: "Sources/Taken"),
                ]
            )

            """, to: root + "/Package.swift")
            try Scratch.write(Self.projectSource, to: root + "/Sources/Own/Own.swift")
            try Scratch.write(Self.emptyCatalog, to: root + "/Sources/Own/Localizable.xcstrings")
            try link(root + "/Sources/Taken", to: "../../../../Victim")
            return
        case .linkedCatalog:
            try link(root + "/Linked/Localizable.xcstrings", to: victim + "/Localizable.xcstrings")
            try link(root + "/Linked/Victim.swift", to: "../../../../Victim/Victim.swift")
        case .linkedFolderInSynchronizedFolder:
            try Scratch.write(Self.projectSource, to: root + "/Synced/Own.swift")
            try link(root + "/Synced/Out", to: victim)
        default:
            break
        }
        try Scratch.write(Self.projectSource, to: root + "/App.swift")
        if self != .linkedCatalog { try Scratch.write(Self.emptyCatalog, to: root + "/Localizable.xcstrings") }
        try Scratch.write(projectFile(victim: victim), to: root + "/App.xcodeproj/project.pbxproj")
    }

    private func link(_ path: String, to target: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    /// The project file: App.swift and Localizable.xcstrings of its own (but for the linked
    /// catalog, which takes their place), and the victim's files reached this layout's way.
    func projectFile(victim: String) -> String {
        var children = ["APPSWIFT", "OWNCATALOG"], objects: [String] = [], sources = ["BAPPSWIFT"], resources = ["BOWNCATALOG"]
        var synchronized = "", projectDir = ""
        func outsideFiles(_ catalogPath: String, _ sourcePath: String, tree: String) {
            objects += ["OUTCATALOG = {isa = PBXFileReference; path = \"\(catalogPath)\"; sourceTree = \(tree); };",
                        "OUTSWIFT = {isa = PBXFileReference; path = \"\(sourcePath)\"; sourceTree = \(tree); };",
                        "BOUTCATALOG = {isa = PBXBuildFile; fileRef = OUTCATALOG; };", "BOUTSWIFT = {isa = PBXBuildFile; fileRef = OUTSWIFT; };"]
            sources.append("BOUTSWIFT")
            resources.append("BOUTCATALOG")
        }
        switch self {
        case .absolutePath:
            children += ["OUTCATALOG", "OUTSWIFT"]
            outsideFiles(victim + "/Localizable.xcstrings", victim + "/Victim.swift", tree: "\"<absolute>\"")
        case .groupClimbingOut:
            children.append("OUTGROUP")
            objects.append("OUTGROUP = {isa = PBXGroup; children = (OUTCATALOG, OUTSWIFT, ); path = ../../../Victim; sourceTree = \"<group>\"; };")
            outsideFiles("Localizable.xcstrings", "Victim.swift", tree: "\"<group>\"")
        case .sourceRootClimbingOut:
            children += ["OUTCATALOG", "OUTSWIFT"]
            outsideFiles("../../../Victim/Localizable.xcstrings", "../../../Victim/Victim.swift", tree: "SOURCE_ROOT")
        case .projectDirPathElsewhere:
            projectDir = "projectDirPath = \"\(victim)\"; "
            children += ["OUTCATALOG", "OUTSWIFT"]
            outsideFiles("Localizable.xcstrings", "Victim.swift", tree: "\"<group>\"")
        case .synchronizedFolderOutside, .linkedFolderInSynchronizedFolder:
            // The folder itself climbs out, or a link inside it leads to the victim.
            let folder = self == .synchronizedFolderOutside ? "../../../Victim" : "Synced"
            children.append("SYNCED")
            objects.append("SYNCED = {isa = PBXFileSystemSynchronizedRootGroup; path = \(folder); sourceTree = \"<group>\"; };")
            synchronized = "fileSystemSynchronizedGroups = (SYNCED, ); "
        case .linkedCatalog:
            children = ["APPSWIFT", "LINKED"]
            resources = []
            objects.append("LINKED = {isa = PBXGroup; children = (OUTCATALOG, OUTSWIFT, ); path = Linked; sourceTree = \"<group>\"; };")
            outsideFiles("Localizable.xcstrings", "Victim.swift", tree: "\"<group>\"")
        case .packageTargetLinkedOut:
            break
        }
        let list = { (ids: [String]) in ids.map { $0 + ", " }.joined() }
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tMAIN = {isa = PBXGroup; children = (\(list(children))); sourceTree = "<group>"; };
        \t\tAPPSWIFT = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
        \t\tOWNCATALOG = {isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
        \t\tBAPPSWIFT = {isa = PBXBuildFile; fileRef = APPSWIFT; };
        \t\tBOWNCATALOG = {isa = PBXBuildFile; fileRef = OWNCATALOG; };
        \(objects.map { "\t\t" + $0 + "\n" }.joined())\t\tSOURCES = {isa = PBXSourcesBuildPhase; files = (\(list(sources))); };
        \t\tRESOURCES = {isa = PBXResourcesBuildPhase; files = (\(list(resources))); };
        \t\tAPP = {isa = PBXNativeTarget; buildPhases = (SOURCES, RESOURCES, ); \(synchronized)name = App; productType = "com.apple.product-type.application"; };
        \t\tPROJECT = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, Base, ); mainGroup = MAIN; \(projectDir)targets = (APP, ); };
        \t};
        \trootObject = PROJECT;
        }

        """
    }
}
