import Foundation
@testable import Interchange
@testable import PropertyLists
import Testing

@Suite("A bundle's Notes: localizedStringData.plist read tolerantly, other notes listed")
struct XclocNotesTests {
    static func entry(_ key: String, table: String? = nil, shots: [(String, String?)]) -> PropertyList {
        var members = [PropertyListEntry(key: "stringKey", value: .string(key))]
        if let table { members.append(PropertyListEntry(key: "tableName", value: .string(table))) }
        members.append(PropertyListEntry(key: "screenshots", value: .array(shots.map { name, frame in
            .dictionary([PropertyListEntry(key: "name", value: .string(name))] + (frame.map { [PropertyListEntry(key: "frame", value: .string($0))] } ?? []))
        })))
        return .dictionary(members)
    }

    @Test("NSStringFromRect's text, with or without spaces; anything else is no frame")
    func rects() {
        #expect(XclocNotes.rect("{{10, 20}, {120, 30}}") == XclocNotes.Rect(x: 10, y: 20, width: 120, height: 30))
        #expect(XclocNotes.rect("{{-1.5,2},{3,4.25}}") == XclocNotes.Rect(x: -1.5, y: 2, width: 3, height: 4.25))
        for bad in ["", "{{1, 2}, {3}}", "{{1, 2}, {3, 4, 5}}", "{{a, 2}, {3, 4}}", "{{1, 2}, {-3, 4}}", "{{nan, 2}, {3, 4}}", "{{inf, 2}, {3, 4}}"] {
            #expect(XclocNotes.rect(bad) == nil, "\(bad)")
        }
    }

    @Test("Entries become screenshots by table and key; the default table is Localizable; unusable entries are warnings")
    func stringData() {
        let plist = PropertyList.array([
            Self.entry("Save", table: "Main", shots: [("1.png", "{{1, 2}, {3, 4}}"), ("2.png", nil)]),
            Self.entry("Cancel", shots: [("3.png", "nonsense")]),
            Self.entry("Escape", shots: [("../../contents.json", nil), ("sub/1.png", nil), ("..", nil)]),
            Self.entry("Missing", shots: [("9.png", nil)]),
            .string("not a dictionary"),
        ])
        let existing: Set = ["Screenshots/de/1.png", "Screenshots/de/2.png", "Screenshots/de/3.png", "Screenshots/de/sub/1.png"]
        let read = XclocNotes.stringData(plist, folder: "Screenshots/de", existing: existing, place: "x.plist")
        #expect(read.screenshots.map { "\($0.table)/\($0.key) \($0.file)" } == [
            "Main/Save Screenshots/de/1.png", "Main/Save Screenshots/de/2.png", "Localizable/Cancel Screenshots/de/3.png",
        ])
        #expect(read.screenshots[0].frame == XclocNotes.Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(read.screenshots[1].frame == nil && read.screenshots[2].frame == nil)
        #expect(read.warnings.count == 5, "\(read.warnings)")
        #expect(read.warnings.allSatisfy { $0.hasPrefix("x.plist: ") })
        #expect(XclocNotes.stringData(.dictionary([]), folder: "", existing: [], place: "y.plist").warnings
                == ["y.plist: expected an array of strings with their screenshots, found a dictionary"])
    }

    @Test("Read from disk: a binary plist, its images, other notes; a broken plist is a warning with its place; symbolic links are not followed")
    func fromDisk() throws {
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).xcloc").path
        defer { try? FileManager.default.removeItem(atPath: bundle) }
        let shots = bundle + "/Notes/Screenshots/fr/Home"
        try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: bundle + "/Notes/Broken", withIntermediateDirectories: true)
        let plist = PropertyList.array([Self.entry("Hello", table: "Localizable", shots: [("a.png", "{{0, 0}, {10, 10}}")])])
        try Data(PropertyListWriter.bytes(plist, format: .binary)).write(to: URL(fileURLWithPath: shots + "/localizedStringData.plist"))
        try Data([0x89, 0x50]).write(to: URL(fileURLWithPath: shots + "/a.png"))
        try Data("<plist><array><dict>".utf8).write(to: URL(fileURLWithPath: bundle + "/Notes/Broken/localizedStringData.plist"))
        try Data("read me".utf8).write(to: URL(fileURLWithPath: bundle + "/Notes/README.md"))
        try FileManager.default.createSymbolicLink(atPath: bundle + "/Notes/outside", withDestinationPath: "/etc")
        try FileManager.default.createSymbolicLink(atPath: bundle + "/Notes/passwd", withDestinationPath: "/etc/passwd")

        let notes = XclocNotes.read(bundle: bundle)
        #expect(notes.screenshots.map(\.file) == ["Screenshots/fr/Home/a.png"])
        #expect(notes.screenshots.first?.key == "Hello")
        #expect(notes.otherFiles == ["Broken/localizedStringData.plist", "README.md"])
        #expect(notes.warnings.count == 1)
        #expect(notes.warnings.first?.hasPrefix("Notes/Broken/localizedStringData.plist:") == true, "\(notes.warnings)")
        #expect(XclocNotes.read(bundle: bundle + "/nothing-here") == XclocNotes())
    }
}
