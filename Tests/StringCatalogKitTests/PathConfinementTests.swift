@testable import CatalogFiles
import Foundation
import Testing
@testable import StringCatalogKit

/// Paths resolved as the kernel resolves them, and the folders a command may read and write.
@Suite("Path confinement")
struct PathConfinementTests {
    @Test func linksAreFollowedAndDotDotIsTakenAfterThem() throws {
        let folder = URL(fileURLWithPath: try TestSupport.temporaryFolder("confinement")).resolvingSymlinksInPath().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Project/Deep/Deeper", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Outside", withIntermediateDirectories: true)
        #expect(symlink("../Outside", folder + "/Project/out") == 0)
        #expect(symlink(folder + "/Outside/new.xcstrings", folder + "/Project/dangling.xcstrings") == 0)
        #expect(symlink("Deep/Deeper", folder + "/Project/down") == 0)
        #expect(symlink("loop", folder + "/Project/loop") == 0)
        let confinement = PathConfinement([folder + "/Project"])

        // Lexically inside; really outside, through a link, a dangling link or `..` after a link.
        #expect(confinement.outsidePath(folder + "/Project/out/Localizable.xcstrings") == folder + "/Outside/Localizable.xcstrings")
        #expect(confinement.outsidePath(folder + "/Project/dangling.xcstrings") == folder + "/Outside/new.xcstrings")
        #expect(confinement.outsidePath(folder + "/Project/down/../../../Outside/x") == folder + "/Outside/x")
        // `down/..` is `Deep`, not the project's root: inside.
        #expect(confinement.contains(folder + "/Project/down/../x.swift"))
        #expect(PathConfinement.resolvedPath(folder + "/Project/down/../x.swift") == folder + "/Project/Deep/x.swift")
        // Lexically outside, `..` of the root, and missing files in missing folders.
        #expect(confinement.outsidePath(folder + "/Project/../Outside") == folder + "/Outside")
        #expect(confinement.contains(folder + "/Project/Missing/Folder/x.xcstrings"))
        #expect(confinement.contains(folder + "/Project"))
        #expect(!confinement.contains(folder + "/Project2/x"))
        // A loop of links resolves to itself (opening it fails): inside, harmless.
        #expect(confinement.contains(folder + "/Project/loop"))
        #expect(PathConfinement([folder + "/Project", folder + "/Outside"]).contains(folder + "/Project/out/x"))
        #expect(PathConfinement(["/"]).contains(folder + "/anything"))
    }

    @Test func aConfinedSearchFollowsNoLinkOutAndSaysWhereItLeads() throws {
        let folder = URL(fileURLWithPath: try TestSupport.temporaryFolder("confinement")).resolvingSymlinksInPath().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Project/Own", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Outside", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: folder + "/Project/Own/Own.xcstrings"))
        try Data().write(to: URL(fileURLWithPath: folder + "/Outside/Theirs.xcstrings"))
        #expect(symlink("../../Outside", folder + "/Project/Own/Folder") == 0)
        #expect(symlink("../../Outside/Theirs.xcstrings", folder + "/Project/Own/Linked.xcstrings") == 0)
        #expect(symlink("Own.xcstrings", folder + "/Project/Own/Again.xcstrings") == 0)

        let confined = CatalogDiscovery.search(under: folder + "/Project", confinedTo: PathConfinement([folder + "/Project"])) { $0.hasSuffix(".xcstrings") }
        #expect(confined.files == [folder + "/Project/Own/Own.xcstrings"])
        #expect(confined.skipped.contains(SkippedPath(folder + "/Project/Own/Folder", .linkOutside(to: folder + "/Outside"))))
        #expect(confined.skipped.contains(SkippedPath(folder + "/Project/Own/Linked.xcstrings", .linkOutside(to: folder + "/Outside/Theirs.xcstrings"))))
        #expect(confined.skipped.contains(SkippedPath(folder + "/Project/Own/Again.xcstrings", .linkToListedFile)))
        // Without a confinement (fmt, lint: the user named the folder) links are followed.
        let free = CatalogDiscovery.search(under: folder + "/Project") { $0.hasSuffix(".xcstrings") }
        // (Linked.xcstrings is a second way to the file the folder link leads to: once.)
        #expect(free.files == [folder + "/Project/Own/Folder/Theirs.xcstrings", folder + "/Project/Own/Own.xcstrings"])
    }
}
