import CatalogFixtures
import Foundation
import StringCatalogKit

/// Writes a deterministic Xcode project for the sync benchmark: one app target whose sources
/// live in an Xcode 16 synchronized folder, `files` Swift files with `callSitesPerFile`
/// localizable call sites each, of the kinds real apps use (SwiftUI views and modifiers,
/// `String(localized:)` with comments, tables and default values, `NSLocalizedString`,
/// interpolations of typed values, a custom view taking `LocalizedStringKey`), plus lines of
/// ordinary code between them so that the files read like real ones.
struct SyncProjectGenerator {
    static let tables = ["Localizable", "Settings"]

    private var random: SplitMix64
    private let words = ["open", "save", "window", "bird", "feeder", "garden", "photo", "share", "settings",
                         "account", "delete", "visitor", "recent", "backyard", "food", "shop", "learn", "more",
                         "tap", "notes", "sync", "cloud", "export", "import", "profile", "season", "nest"]

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Writes the project under `root` (which must not exist yet) and returns the number of
    /// call sites written.
    @discardableResult
    mutating func write(to root: String, files: Int, callSitesPerFile: Int) throws -> Int {
        let manager = FileManager.default
        let sources = root + "/App/Sources"
        try manager.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
        try Data(projectFile().utf8).write(to: URL(fileURLWithPath: root + "/App.xcodeproj/project.pbxproj"))
        for table in Self.tables {
            let empty = StringCatalog(sourceLanguage: "en", strings: [], version: "1.0")
            try Data(CatalogWriter.bytes(empty)).write(to: URL(fileURLWithPath: root + "/App/\(table).xcstrings"))
        }
        try Data(sharedDeclarations().utf8).write(to: URL(fileURLWithPath: sources + "/Shared.swift"))
        var callSites = 0
        for file in 0..<files {
            let name = String(format: "Screen%04d", file)
            let (text, count) = swiftFile(name: name, callSites: callSitesPerFile)
            callSites += count
            try Data(text.utf8).write(to: URL(fileURLWithPath: sources + "/\(name).swift"))
        }
        return callSites
    }

    private mutating func pick<T>(_ options: [T]) -> T {
        options[Int(random.next() % UInt64(options.count))]
    }

    private mutating func phrase(_ count: Int) -> String {
        (0..<count).map { _ in pick(words) }.joined(separator: " ").capitalizedFirst
    }

    /// A custom view that takes a `LocalizedStringKey`: the declaration pass must find it.
    private func sharedDeclarations() -> String {
        """
        import SwiftUI

        struct SectionTitle: View {
            let title: LocalizedStringKey
            init(_ title: LocalizedStringKey) { self.title = title }
            var body: some View { Text(title).font(.headline) }
        }

        """
    }

    private mutating func swiftFile(name: String, callSites: Int) -> (String, Int) {
        var lines = ["import SwiftUI", "", "struct \(name): View {", "    let count: Int", "    let ratio: Double",
                     "    let owner: String", "    @State private var isOn = false", "", "    var body: some View {",
                     "        VStack(alignment: .leading) {"]
        for site in 0..<callSites {
            let text = phrase(2 + Int(random.next() % 4))
            switch site % 10 {
            case 0: lines.append("            Text(\"\(text)\")")
            case 1: lines.append("            Button(\"\(text)\") { isOn.toggle() }")
            case 2: lines.append("            Text(\"\(text) \\(count)\")")
            case 3: lines.append("            Label(\"\(text)\", systemImage: \"star\")")
            case 4: lines.append("            Toggle(\"\(text)\", isOn: $isOn)")
            case 5: lines.append("            Text(String(localized: \"\(text)\", comment: \"Shown on \(name)\"))")
            case 6: lines.append("            SectionTitle(\"\(text)\")")
            case 7: lines.append("            Text(String(localized: \"\(name).\(site)\", defaultValue: \"\(text) \\(owner)\", table: \"Settings\"))")
            case 8: lines.append("            Text(\"\(text) \\(ratio)\").help(\"\(phrase(3))\")")
            default: lines.append("            Text(NSLocalizedString(\"\(text)\", comment: \"\"))")
            }
            // Ordinary code between call sites, as real views have.
            lines.append("                .padding(\(site % 7))")
            lines.append("            Spacer(minLength: \(site % 5)) // layout")
        }
        lines += ["        }", "        .navigationTitle(\"\(phrase(2))\")", "    }", ""]
        lines += ordinaryCode(name: name)
        lines += ["}", ""]
        let helps = (0..<callSites).filter { $0 % 10 == 8 }.count
        return (lines.joined(separator: "\n"), callSites + helps + 1)
    }

    /// Code with string literals that are not localizable (log messages, dictionary keys,
    /// identifiers), as a real view's helpers have: the extraction must read past them.
    private mutating func ordinaryCode(name: String) -> [String] {
        let key = pick(words)
        return [
            "    /// Totals for the \(name.lowercased()) screen.",
            "    private func total() -> Int {",
            "        let values = [count, \(name.count), Int(ratio * 100)]",
            "        return values.reduce(0, +)",
            "    }",
            "",
            "    private func record(_ event: String) {",
            "        let payload: [String: Any] = [\"screen\": \"\(name)\", \"event\": event, \"\(key)\": count]",
            "        print(\"[\(name)] \\(event) by \\(owner): \\(payload.count) fields\")",
            "        UserDefaults.standard.set(count, forKey: \"\(name).\(key).count\")",
            "        if owner.hasPrefix(\"test-\") || ratio > 0.5 {",
            "            let identifier = \"com.example.\(key).\\(count)\"",
            "            NotificationCenter.default.post(name: Notification.Name(identifier), object: nil)",
            "        }",
            "    }",
            "",
            "    /* The layout of this screen follows the design file's grid:",
            "       columns of \(name.count) points, \"quoted\" in a block comment. */",
            "    private var accessibilityIdentifierPrefix: String { \"\(name)-\(key)\" }",
        ]
    }

    /// A project file with one app target over the synchronized folder `App`.
    private func projectFile() -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXFileReference section */
        \t\tB0000000000000000000A001 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        \t\tB0000000000000000000A002 /* App */ = {
        \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
        \t\t\tpath = App;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        \t\tB0000000000000000000A003 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tB0000000000000000000A002 /* App */,
        \t\t\t\tB0000000000000000000A004 /* Products */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tB0000000000000000000A004 /* Products */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tB0000000000000000000A001 /* App.app */,
        \t\t\t);
        \t\t\tname = Products;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\tB0000000000000000000A005 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = B0000000000000000000A00A /* Build configuration list for PBXNativeTarget "App" */;
        \t\t\tbuildPhases = (
        \t\t\t\tB0000000000000000000A006 /* Sources */,
        \t\t\t\tB0000000000000000000A007 /* Resources */,
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\tB0000000000000000000A002 /* App */,
        \t\t\t);
        \t\t\tname = App;
        \t\t\tproductName = App;
        \t\t\tproductReference = B0000000000000000000A001 /* App.app */;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tB0000000000000000000A008 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = B0000000000000000000A009 /* Build configuration list for PBXProject "App" */;
        \t\t\tdevelopmentRegion = en;
        \t\t\thasScannedForEncodings = 0;
        \t\t\tknownRegions = (
        \t\t\t\ten,
        \t\t\t\tBase,
        \t\t\t);
        \t\t\tmainGroup = B0000000000000000000A003;
        \t\t\tproductRefGroup = B0000000000000000000A004 /* Products */;
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (
        \t\t\t\tB0000000000000000000A005 /* App */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXResourcesBuildPhase section */
        \t\tB0000000000000000000A007 /* Resources */ = {
        \t\t\tisa = PBXResourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXResourcesBuildPhase section */

        /* Begin PBXSourcesBuildPhase section */
        \t\tB0000000000000000000A006 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXSourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        \t\tB0000000000000000000A00B /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
        \t\t\t\tSWIFT_EMIT_LOC_STRINGS = YES;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tB0000000000000000000A00C /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSWIFT_EMIT_LOC_STRINGS = YES;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\tB0000000000000000000A00D /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tB0000000000000000000A00E /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\tB0000000000000000000A009 /* Build configuration list for PBXProject "App" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tB0000000000000000000A00B /* Debug */,
        \t\t\t\tB0000000000000000000A00C /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\tB0000000000000000000A00A /* Build configuration list for PBXNativeTarget "App" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tB0000000000000000000A00D /* Debug */,
        \t\t\t\tB0000000000000000000A00E /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        /* End XCConfigurationList section */
        \t};
        \trootObject = B0000000000000000000A008 /* Project object */;
        }

        """
    }
}

private extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
