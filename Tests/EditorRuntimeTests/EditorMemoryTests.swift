import EditorRuntime
import Foundation
import Testing

@Suite("The editor's memory of the language last used per catalog")
struct EditorMemoryTests {
    /// Files for the memory to name: it never reads them, their paths must only resolve.
    static let catalog = "{}\n"

    @Test("Recorded languages come back per catalog, the latest first, and never land beside the catalog")
    func roundTrip() throws {
        let root = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = root + "/App"
        try Scratch.write(Self.catalog, to: project + "/Localizable.xcstrings")
        try Scratch.write(Self.catalog, to: project + "/InfoPlist.xcstrings")
        let state = root + "/state/xcedit"
        #expect(EditorMemory.load(folder: state).entries.isEmpty)
        #expect(EditorMemory.record("fr", for: [project + "/Localizable.xcstrings", project + "/InfoPlist.xcstrings"], folder: state) == nil)
        // A relative or roundabout path names the same catalog.
        #expect(EditorMemory.record("de", for: [project + "/../App/InfoPlist.xcstrings"], folder: state) == nil)
        let memory = EditorMemory.load(folder: state)
        #expect(memory.language(for: project + "/Localizable.xcstrings") == "fr")
        #expect(memory.language(for: project + "/./InfoPlist.xcstrings") == "de")
        #expect(memory.entries.first?.language == "de")
        #expect(memory.entries.count == 2)
        // Whether Enter moves on is the user's habit: unknown until recorded, then kept.
        #expect(memory.enterMovesOn == nil)
        #expect(EditorMemory.record("de", for: [project + "/InfoPlist.xcstrings"], enterMovesOn: false, folder: state) == nil)
        #expect(EditorMemory.load(folder: state).enterMovesOn == false)
        #expect(EditorMemory.record("de", for: [project + "/InfoPlist.xcstrings"], folder: state) == nil)
        #expect(EditorMemory.load(folder: state).enterMovesOn == false)
        #expect(try FileManager.default.contentsOfDirectory(atPath: project).sorted() == ["InfoPlist.xcstrings", "Localizable.xcstrings"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: state) == ["languages.json"])
    }

    @Test("The memory keeps the most recent catalogs only")
    func limit() {
        var memory = EditorMemory()
        for i in 0..<(EditorMemory.limit + 10) { memory.remember("fr", for: ["/p/\(i).xcstrings"]) }
        #expect(memory.entries.count == EditorMemory.limit)
        #expect(memory.language(for: "/p/\(EditorMemory.limit + 9).xcstrings") == "fr")
        #expect(memory.language(for: "/p/0.xcstrings") == nil)
    }

    @Test("A malformed state file is an empty memory and is replaced; an unwritable folder is a note, not a failure")
    func badFiles() throws {
        let root = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let state = root + "/state"
        for garbage in ["{not json", "[1, 2]", "{\"catalogs\": [{\"path\": 3}]}", ""] {
            try Scratch.write(garbage, to: EditorMemory.file(inFolder: state))
            #expect(EditorMemory.load(folder: state).entries.isEmpty, "\(garbage)")
        }
        #expect(EditorMemory.record("uk", for: ["/p/A.xcstrings"], folder: state) == nil)
        #expect(EditorMemory.load(folder: state).language(for: "/p/A.xcstrings") == "uk")
        // A file where the folder should be: nothing can be written there.
        try Scratch.write("a file", to: root + "/blocked")
        let note = EditorMemory.record("uk", for: ["/p/A.xcstrings"], folder: root + "/blocked/xcedit")
        #expect(note?.hasPrefix("could not remember the language in \(root)/blocked/xcedit/languages.json") == true)
        #expect(EditorMemory.load(folder: root + "/blocked/xcedit").entries.isEmpty)
        #expect(EditorMemory.record("uk", for: ["/p/A.xcstrings"], folder: nil) == nil)
    }
}
