@testable import CatalogFiles
import Foundation
import ProjectModel
import StringCatalogKit
import Testing
import XceditCLI

/// Issue 33: what a project file, a `Package.swift` or a link decides must stay inside the
/// project. Each layout places the victim's catalog and source in the project its own way;
/// sync, export, import and migrate leave the victim unread and unwritten, say where the
/// path leads, and `--allow-outside` lets it in.
@Suite struct ConfinementTests {
    /// A scratch folder with the victim and the layout's project.
    static func scratch(_ layout: HostileProjectLayout) throws -> String {
        let scratch = URL(fileURLWithPath: try Scratch.folder()).resolvingSymlinksInPath().path
        try layout.write(in: scratch)
        return scratch
    }

    @Test(arguments: HostileProjectLayout.allCases)
    func theModelLeavesOutWhatLeadsOutsideAndSaysWhere(_ layout: HostileProjectLayout) throws {
        let scratch = try Self.scratch(layout)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let root = HostileProjectLayout.root(in: scratch), victim = HostileProjectLayout.victim(in: scratch)
        let project = try #require(try Project.load(enclosing: root))
        let members = project.memberFiles.map(PathConfinement.resolvedPath)
        #expect(!members.isEmpty || layout == .linkedCatalog || layout == .projectDirPathElsewhere, "the project's own files are kept")
        #expect(members.allSatisfy { $0.hasPrefix(root + "/") }, "\(members)")
        let said = project.warnings.map(\.description) + project.skippedLinks.map(\.description)
        #expect(said.contains { $0.contains("outside the") && $0.contains(victim) }, "\(said)")

        // The folder is let in when the user says so: the same files are then the project's.
        let allowed = try #require(try Project.load(enclosing: root, allowingOutside: [victim]))
        let allowedMembers = allowed.memberFiles.map(PathConfinement.resolvedPath)
        #expect(allowedMembers.contains(victim + "/Victim.swift"), "\(allowedMembers)")
        #expect(allowedMembers.contains(victim + "/Localizable.xcstrings"), "\(allowedMembers)")
    }

    @Test(arguments: HostileProjectLayout.allCases)
    func syncNeitherReadsNorWritesTheVictim(_ layout: HostileProjectLayout) throws {
        let scratch = try Self.scratch(layout)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let root = HostileProjectLayout.root(in: scratch), victim = HostileProjectLayout.victim(in: scratch)
        let before = try HostileExchangeCommandTests.snapshot(victim)
        let watch = try VictimFolderWatch(victim)

        let run = CapturedRun(["sync", root])
        #expect(run.error.contains("outside the"), "\(run.error)")
        #expect(!run.out.contains("Victim"), "\(run.out)")
        if watch.isWorking { #expect(watch.readPaths() == [], "read outside the project") }
        #expect(try HostileExchangeCommandTests.snapshot(victim) == before)
        // The project's own catalog has its own string, and not the victim's (with
        // `projectDirPath` elsewhere, no file is the project's own).
        for catalog in layout == .projectDirPathElsewhere ? [] : [root + "/Localizable.xcstrings", root + "/Sources/Own/Localizable.xcstrings"] {
            guard let text = try? String(contentsOfFile: catalog, encoding: .utf8) else { continue }
            #expect(text.contains("\"Inside\""), "\(catalog): \(text)")
            #expect(!text.contains("Outside secret"))
        }
    }

    @Test(arguments: HostileProjectLayout.allCases)
    func exportTakesNothingFromOutside(_ layout: HostileProjectLayout) throws {
        let scratch = try Self.scratch(layout)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let root = HostileProjectLayout.root(in: scratch), victim = HostileProjectLayout.victim(in: scratch)
        let watch = try VictimFolderWatch(victim)
        let run = CapturedRun(["export", root, "--lang", "de", "--out", scratch + "/Out"])
        if watch.isWorking { #expect(watch.readPaths() == [], "read outside the project: \(run.error)") }
        let exported = (try? String(contentsOfFile: scratch + "/Out/de.xcloc/Localized Contents/de.xliff", encoding: .utf8)) ?? ""
        #expect(!exported.contains("Victim's own"))
        #expect(!exported.contains("Eigenes"))
    }

    @Test func importWritesNoCatalogOutsideEvenWhenTheBundleNamesIt() throws {
        let scratch = try Self.scratch(.absolutePath)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let root = HostileProjectLayout.root(in: scratch), victim = HostileProjectLayout.victim(in: scratch)
        // Allowed, the export names the victim's catalog; a bundle like it is what a
        // hostile repository would ship beside its project.
        let export = CapturedRun(["export", root, "--lang", "de", "--out", scratch + "/Out", "--allow-outside", victim])
        #expect(export.status == 0, "\(export.error)")
        let xliff = scratch + "/Out/de.xcloc/Localized Contents/de.xliff"
        let text = try String(contentsOfFile: xliff, encoding: .utf8)
        #expect(text.contains("Eigenes"), "the allowed export takes the victim's catalog")
        try Scratch.write(text.replacingOccurrences(of: "Eigenes", with: "PWNED"), to: xliff)
        let before = try HostileExchangeCommandTests.snapshot(victim)

        let run = CapturedRun(["import", scratch + "/Out/de.xcloc", "--project", root])
        #expect(run.error.contains("outside the"), "\(run.error)")
        #expect(try HostileExchangeCommandTests.snapshot(victim) == before)
        // Allowed, it is imported: the refusal above was the confinement's.
        let allowed = CapturedRun(["import", scratch + "/Out/de.xcloc", "--project", root, "--allow-outside", victim])
        #expect(allowed.status == 0, "\(allowed.error)")
        #expect(try String(contentsOfFile: victim + "/Localizable.xcstrings", encoding: .utf8).contains("PWNED"))
    }

    @Test func migrateFollowsNoLinkOutOfTheFolderGiven() throws {
        let scratch = URL(fileURLWithPath: try Scratch.folder()).resolvingSymlinksInPath().path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try Scratch.write("\"Hello\" = \"Hello\";\n", to: scratch + "/Victim/en.lproj/Localizable.strings")
        try Scratch.write("\"Own\" = \"Own\";\n", to: scratch + "/Folder/en.lproj/Own.strings")
        try FileManager.default.createSymbolicLink(atPath: scratch + "/Folder/Out", withDestinationPath: "../Victim")
        let before = try HostileExchangeCommandTests.snapshot(scratch + "/Victim")
        let watch = try VictimFolderWatch(scratch + "/Victim")

        let run = CapturedRun(["migrate", scratch + "/Folder"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("Folder/Out: warning: a symbolic link that leads outside the project, to \(scratch)/Victim"), "\(run.error)")
        #expect(FileManager.default.fileExists(atPath: scratch + "/Folder/Own.xcstrings"))
        if watch.isWorking { #expect(watch.readPaths() == []) }
        #expect(try HostileExchangeCommandTests.snapshot(scratch + "/Victim") == before)
        // Allowed, the linked folder is migrated (beside its tables: in the victim folder).
        try FileManager.default.removeItem(atPath: scratch + "/Folder/Own.xcstrings")
        let allowed = CapturedRun(["migrate", scratch + "/Folder", "--allow-outside", scratch + "/Victim"])
        #expect(allowed.status == 0, "\(allowed.error)")
        #expect(FileManager.default.fileExists(atPath: scratch + "/Folder/Out/Localizable.xcstrings"))
    }

    /// `Victim/en.lproj/Localizable.strings`, and `Project/Package.swift` with one target, `App`.
    static func packageBesideAVictim(in scratch: String) throws {
        try Scratch.write("\"Hello\" = \"Hello\";\n", to: scratch + "/Victim/en.lproj/Localizable.strings")
        try Scratch.write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"App\")])\n",
                          to: scratch + "/Project/Package.swift")
    }

    /// A folder of the project named on the command line that is itself a link out: the
    /// project holds the name, the victim the folder.
    @Test func migrateOfAProjectFolderThatIsALinkOutTouchesNothing() throws {
        let scratch = URL(fileURLWithPath: try Scratch.folder()).resolvingSymlinksInPath().path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try Self.packageBesideAVictim(in: scratch)
        try FileManager.default.createDirectory(atPath: scratch + "/Project/Sources", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch + "/Project/Sources/App", withDestinationPath: "../../Victim")
        let before = try HostileExchangeCommandTests.snapshot(scratch + "/Victim")
        let watch = try VictimFolderWatch(scratch + "/Victim")

        let run = CapturedRun(["migrate", scratch + "/Project/Sources/App"])
        #expect(run.status == 1, "\(run.error)")
        #expect(run.error.contains("Sources/App: warning: a symbolic link that leads outside the project, to \(scratch)/Victim"), "\(run.error)")
        if watch.isWorking { #expect(watch.readPaths() == []) }
        #expect(try HostileExchangeCommandTests.snapshot(scratch + "/Victim") == before)
    }

    /// A table named on the command line through the project's link out: a shell glob
    /// (`en.lproj/*.strings`) follows the link; migrate, and above all --delete-originals, must not.
    @Test func migrateOfATableNamedThroughALinkOutIsRefused() throws {
        let scratch = URL(fileURLWithPath: try Scratch.folder()).resolvingSymlinksInPath().path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try Self.packageBesideAVictim(in: scratch)
        try Scratch.write("let app = 1\n", to: scratch + "/Project/Sources/App/App.swift")
        try FileManager.default.createSymbolicLink(atPath: scratch + "/Project/Sources/App/en.lproj", withDestinationPath: "../../../Victim/en.lproj")
        let before = try HostileExchangeCommandTests.snapshot(scratch + "/Victim")

        let named = scratch + "/Project/Sources/App/en.lproj/Localizable.strings"
        let run = CapturedRun(["migrate", named, "--delete-originals"])
        #expect(run.status == 1, "\(run.error)")
        #expect(run.error.contains("\(named): error: leads outside the project, to \(scratch)/Victim/en.lproj/Localizable.strings"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: scratch + "/Project/Sources/App/Localizable.xcstrings"))
        #expect(try HostileExchangeCommandTests.snapshot(scratch + "/Victim") == before)
    }

    @Test func aProjectFileThatIsALinkOutIsRefused() throws {
        let scratch = URL(fileURLWithPath: try Scratch.folder()).resolvingSymlinksInPath().path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try HostileProjectLayout.absolutePath.write(in: scratch)
        let root = HostileProjectLayout.root(in: scratch)
        try FileManager.default.moveItem(atPath: root + "/App.xcodeproj", toPath: scratch + "/Victim/App.xcodeproj")
        try FileManager.default.createSymbolicLink(atPath: root + "/App.xcodeproj", withDestinationPath: scratch + "/Victim/App.xcodeproj")
        let run = CapturedRun(["sync", root])
        #expect(run.status == 1)
        #expect(run.error.contains("App.xcodeproj/project.pbxproj: error: cannot read the project: it leads outside the project, to \(scratch)/Victim/App.xcodeproj/project.pbxproj"), "\(run.error)")
    }
}
