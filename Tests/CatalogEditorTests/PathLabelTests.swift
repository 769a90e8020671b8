import Testing
@testable import CatalogEditor

/// File names that tell a bundle's files apart: what all share goes, what differs stays.
@Suite("Path labels")
struct PathLabelTests {
    /// Six packages' catalogs, one per module, beside the app's own: the module is the part
    /// that tells them apart, and the one a cut in the middle would lose.
    static let modules = ["AuthClient", "Main", "Models", "NotificationClient", "Onboarding", "UIComponents"]
    static let packagePaths = ["gd.xcloc/geteduroam/Localizable.xcstrings", "gd.xcloc/geteduroam/InfoPlist.xcstrings"]
        + modules.map { "gd.xcloc/geteduroam/GeteduroamPackage/Sources/\($0)/Resources/Localizable.xcstrings" }

    @Test("Each package catalog keeps its module; the shared folders go, the app's catalog keeps its folder")
    func packages() {
        let labels = PathLabels.labels(for: Self.packagePaths)
        #expect(PathLabels.sharedFolder(of: Self.packagePaths) == "gd.xcloc/geteduroam/")
        #expect(labels.map(\.short) == ["Localizable.xcstrings", "InfoPlist.xcstrings"] + Self.modules.map { "\($0)/…/Localizable.xcstrings" })
        #expect(Set(labels.map(\.short)).count == labels.count)
        // Longest first; folders that tell nothing go from the top, the module stays.
        #expect(labels[2].forms == [
            "GeteduroamPackage/Sources/AuthClient/Resources/Localizable.xcstrings",
            "Sources/AuthClient/Resources/Localizable.xcstrings",
            "AuthClient/Resources/Localizable.xcstrings",
            "AuthClient/…/Localizable.xcstrings",
        ])
        #expect(labels[2].full == "GeteduroamPackage/Sources/AuthClient/Resources/Localizable.xcstrings")
        // In a narrow column: the module alone; a file whose name tells it apart, its name.
        #expect(labels[2].tag == "AuthClient/…" && labels[0].tag == "Localizable.xcstrings")
    }

    @Test("Two catalogs named alike in different folders: each keeps the folder that differs")
    func sameNameInTwoFolders() {
        let paths = ["ar.xcloc/Kitsune/Localization/dev_options.xcstrings", "ar.xcloc/Kitsune/Localization/InfoPlist.xcstrings",
                     "ar.xcloc/Kitsune/Localization/Localizable.xcstrings", "ar.xcloc/Widget/InfoPlist.xcstrings", "ar.xcloc/Widget/Localizable.xcstrings"]
        let labels = PathLabels.labels(for: paths)
        #expect(labels.map(\.short) == ["dev_options.xcstrings", "Localization/InfoPlist.xcstrings", "Localization/Localizable.xcstrings",
                                        "Widget/InfoPlist.xcstrings", "Widget/Localizable.xcstrings"])
        #expect(labels[0].forms == ["Kitsune/Localization/dev_options.xcstrings", "Localization/dev_options.xcstrings", "dev_options.xcstrings"])
    }

    @Test("Folders that differ only higher up: the differing one and the file, with … for what is left out between")
    func differenceHigherUp() {
        let paths = ["App/A/Resources/en.lproj/Localizable.strings", "App/B/Resources/en.lproj/Localizable.strings"]
        #expect(PathLabels.labels(for: paths).map(\.short) == ["A/…/Localizable.strings", "B/…/Localizable.strings"])
    }

    @Test("A file at the top and one in a folder: the folder tells them apart")
    func topAndNested() {
        let labels = PathLabels.labels(for: ["p/Localizable.xcstrings", "p/Widget/Localizable.xcstrings", "p/Widget/Deep/Localizable.xcstrings"])
        #expect(labels.map(\.short) == ["Localizable.xcstrings", "Widget/Localizable.xcstrings", "Deep/Localizable.xcstrings"])
    }

    @Test("Three of a name where two share the nearest folder: the one folder that tells each from both others")
    func partlyShared() {
        let labels = PathLabels.labels(for: ["x/One/Res/L.xcstrings", "x/Two/Res/L.xcstrings", "x/Three/L.xcstrings"])
        #expect(labels.map(\.short) == ["One/…/L.xcstrings", "Two/…/L.xcstrings", "Three/L.xcstrings"])
    }

    @Test("Two short labels that would read alike keep every folder")
    func alikeAfterShortening() {
        // The first and the third would both be A/…/L.xcstrings (A at different heights).
        let labels = PathLabels.labels(for: ["r/A/X/Y/L.xcstrings", "r/B/X/Y/L.xcstrings", "r/A/Y/L.xcstrings"])
        #expect(labels.map(\.short) == ["A/X/Y/L.xcstrings", "B/…/L.xcstrings", "A/Y/L.xcstrings"])
    }

    @Test("One file: its name, its folder shared; unique names: the name alone")
    func single() {
        #expect(PathLabels.labels(for: ["/tmp/p/Localizable.xcstrings"]).map(\.short) == ["Localizable.xcstrings"])
        #expect(PathLabels.sharedFolder(of: ["/tmp/p/Localizable.xcstrings"]) == "/tmp/p/")
        #expect(PathLabels.labels(for: ["a/X.xcstrings", "b/c/Y.xcstrings"]).map(\.short) == ["X.xcstrings", "Y.xcstrings"])
        #expect(PathLabels.labels(for: ["a/X.xcstrings", "b/c/Y.xcstrings"]).map(\.full) == ["a/X.xcstrings", "b/c/Y.xcstrings"])
        #expect(PathLabels.labels(for: []).isEmpty)
    }
}
