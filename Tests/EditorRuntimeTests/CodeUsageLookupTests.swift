import Foundation
import Testing
@testable import EditorRuntime
import CatalogEditor

/// Where the code uses a catalog's keys, worked out as `xcedit sync` does, on a copy of the
/// sample project: the project file read, the target's sources extracted.
@Suite("The editor's lookup of where the code uses each key")
struct CodeUsageLookupTests {
    @Test("The sample's Localizable.xcstrings: each automatic key at its file and line, paths from the project's folder")
    func sample() throws {
        let copy = try SampleProjectCopy()
        let usages = try #require(CodeUsageLookup.find(copy.localizable))
        #expect(usages.locations["Add to Cart"] == [CodeLocation(file: "BackyardBirds/ShopView.swift", line: 38)])
        // A stale key is not in the code; a key of another table is not this catalog's.
        #expect(usages.locations["Add To Cart"] == nil)
        #expect(usages.locations["Feeder cleaning reminder"] == nil)
        // The same lookup for the other table the code fills.
        let tips = try #require(CodeUsageLookup.find(copy.birds + "/Broken.xcstrings"))
        #expect(tips.locations["Feeder cleaning reminder"]?.map(\.file) == ["BackyardBirds/TipsView.swift"])
    }

    @Test("A catalog the code does not fill (InfoPlist), or one in no project: nothing to say")
    func nothing() throws {
        let copy = try SampleProjectCopy()
        #expect(CodeUsageLookup.find(copy.infoPlist) == nil)
        let alone = try Scratch.folder() + "/Alone.xcstrings"
        try FileManager.default.copyItem(atPath: copy.localizable, toPath: alone)
        defer { try? FileManager.default.removeItem(atPath: (alone as NSString).deletingLastPathComponent) }
        #expect(CodeUsageLookup.find(alone) == nil)
    }
}
