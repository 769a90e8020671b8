@testable import CatalogFiles
import Foundation
import Testing
@testable import StringCatalogKit

/// Folder searches through symbolic links: each folder searched once, each file listed once,
/// real paths before paths through links, and a word for every link not followed.
@Suite("Folder search through symbolic links")
struct FolderSearchTests {
    /// A folder holding `tree` (the folder searched) and `outside` (a folder beside it).
    let container: String
    var tree: String { container + "/tree" }
    var outside: String { container + "/outside" }

    init() throws {
        container = try TestSupport.temporaryFolder("links")
        try FileManager.default.createDirectory(atPath: tree + "/App", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: tree + "/App/Localizable.xcstrings"))
        try Data().write(to: URL(fileURLWithPath: outside + "/Shared.xcstrings"))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: container)
    }

    func link(_ path: String, to target: String) {
        #expect(symlink(target, path) == 0, "\(path)")
    }

    func catalogs() throws -> FolderSearch {
        try CatalogDiscovery.catalogs(at: tree)
    }

    /// Makes `links` (a path in the tree, the link's target), then expects the search of the
    /// tree to list `files` and skip `skipped` (paths in the tree).
    func expectSearch(links: KeyValuePairs<String, String>, files: [String], skipped: [(String, SkippedPath.Reason)],
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        for (path, target) in links {
            try FileManager.default.createDirectory(atPath: (tree + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            link(tree + "/" + path, to: target)
        }
        let expected = FolderSearch(files: files.map { tree + "/" + $0 }, skipped: skipped.map { SkippedPath(tree + "/" + $0, $1) })
        #expect(try catalogs() == expected, sourceLocation: sourceLocation)
    }

    @Test("Two links to their own folder: the catalog once, both links skipped", .timeLimit(.minutes(1)))
    func twoLinksToItsOwnFolder() throws {
        defer { remove() }
        try expectSearch(links: ["loop1": ".", "loop2": "."], files: ["App/Localizable.xcstrings"],
                         skipped: [("loop1", .linkToSearchedFolder), ("loop2", .linkToSearchedFolder)])
        #expect(SkippedPath(tree + "/loop1", .linkToSearchedFolder).description
            == tree + "/loop1: warning: a link to a folder already searched; skipped")
    }

    @Test("A link to a sibling folder: its catalogs under their real path, even when the link's name comes first")
    func linkToSibling() throws {
        defer { remove() }
        try expectSearch(links: ["Alias": "App", "Other/Shared": "../App"], files: ["App/Localizable.xcstrings"],
                         skipped: [("Alias", .linkToSearchedFolder), ("Other/Shared", .linkToSearchedFolder)])
    }

    @Test("A link to a parent: to the folder searched, or above it (which holds it)", .timeLimit(.minutes(1)))
    func linkToParent() throws {
        defer { remove() }
        try expectSearch(links: ["App/up": "..", "App/top": "../..", "root": "/"], files: ["App/Localizable.xcstrings"],
                         skipped: [("root", .linkToEnclosingFolder), ("App/top", .linkToEnclosingFolder), ("App/up", .linkToSearchedFolder)])
    }

    @Test("A folder outside the tree is followed once, through the link nearest the top")
    func linkToOutside() throws {
        defer { remove() }
        try expectSearch(links: ["App/Ext": outside, "Ext": "../outside"], files: ["App/Localizable.xcstrings", "Ext/Shared.xcstrings"],
                         skipped: [("App/Ext", .linkToSearchedFolder)])
    }

    @Test("A link to a catalog already listed, or a hard link to it, is skipped; one to a catalog outside is listed")
    func linksToFiles() throws {
        defer { remove() }
        #expect(Foundation.link(tree + "/App/Localizable.xcstrings", tree + "/App/Other.xcstrings") == 0)
        try expectSearch(links: ["A.xcstrings": "App/Localizable.xcstrings", "Shared.xcstrings": "../outside/Shared.xcstrings",
                                 "Twice.xcstrings": "Shared.xcstrings"],
                         files: ["App/Localizable.xcstrings", "Shared.xcstrings"],
                         skipped: [("App/Other.xcstrings", .listedFile), ("A.xcstrings", .linkToListedFile), ("Twice.xcstrings", .linkToListedFile)])
    }

    @Test("A deep chain of folders, each with two links to itself and one to the top, ends at once", .timeLimit(.minutes(1)))
    func deepChain() throws {
        defer { remove() }
        var folder = tree
        var expected: [SkippedPath] = []
        for depth in 0..<30 {
            folder += "/d\(depth)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            link(folder + "/again", to: ".")
            link(folder + "/back", to: tree)
            link(folder + "/same", to: ".")
            expected += [SkippedPath(folder + "/again", .linkToSearchedFolder), SkippedPath(folder + "/back", .linkToSearchedFolder),
                         SkippedPath(folder + "/same", .linkToSearchedFolder)]
        }
        try Data().write(to: URL(fileURLWithPath: folder + "/Deep.xcstrings"))
        // A chain of links to links to the folder beside the tree: followed once.
        for step in 0..<20 { link(tree + "/c\(step)", to: step == 19 ? outside : "c\(step + 1)") }
        let started = ContinuousClock.now
        let found = try catalogs()
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(found.files == [tree + "/App/Localizable.xcstrings", tree + "/c0/Shared.xcstrings", folder + "/Deep.xcstrings"])
        // The links in the tree's top first, in name order (c0, c1, c10, …), then the deeper ones.
        let chain = (1..<20).map { "c\($0)" }.sorted().map { SkippedPath(tree + "/" + $0, .linkToSearchedFolder) }
        #expect(found.skipped == chain + expected)
    }

    @Test("As a build sees a folder: bundles listed like files, not searched, directly or through a link; only hidden folders skipped")
    func bundles() throws {
        defer { remove() }
        try FileManager.default.createDirectory(atPath: tree + "/App/Assets.xcassets/Icon.appiconset", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: tree + "/App/Build", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: tree + "/App/Assets.xcassets/Icon.appiconset/Contents.json"))
        try Data().write(to: URL(fileURLWithPath: tree + "/App/Build/Version.xcstrings"))
        link(tree + "/App/Again.xcassets", to: "Assets.xcassets")
        let search = CatalogDiscovery.searchAsBuilt(under: tree, where: { _ in true }, treatingAsFiles: { $0.hasSuffix(".xcassets") })
        #expect(search.files == [tree + "/App/Assets.xcassets", tree + "/App/Build/Version.xcstrings", tree + "/App/Localizable.xcstrings"])
        // A search for catalogs passes over build folders.
        #expect(try catalogs().files == [tree + "/App/Localizable.xcstrings"])
        #expect(search.skipped == [SkippedPath(tree + "/App/Again.xcassets", .linkToListedFile)])
    }
}
