import CatalogEditor
import EditorRuntime
import Foundation
import Interchange
import PropertyLists
import Testing
import TerminalUI

/// The sample project's Ukrainian bundle with screenshots as Xcode lays them out: a folder
/// under `Notes/Screenshots/` with the images and their `localizedStringData.plist`, and a
/// note of the developer's beside them.
final class BundleWithScreenshots {
    let exported: ExportedBundle
    var notes: String { exported.bundle + "/Notes" }
    var shots: String { notes + "/Screenshots/uk/Feeder" }

    /// `image`: the PNG both screenshots hold.
    init(image: [UInt8] = TinyPNG.bytes()) throws {
        exported = try ExportedBundle()
        try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
        for name in ["1.png", "2.png"] {
            #expect(FileManager.default.createFile(atPath: shots + "/" + name, contents: Data(image)))
        }
        try Scratch.write("Feeder screen: the seed level is the bar at the top.\n", to: notes + "/Guide.txt")
        try Scratch.write("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <array>
          <dict>
            <key>stringKey</key><string>feederStatus.lowOnSeed</string>
            <key>tableName</key><string>Localizable</string>
            <key>bundleID</key><string>com.example.BackyardBirds</string>
            <key>screenshots</key>
            <array>
              <dict><key>name</key><string>1.png</string><key>frame</key><string>{{10, 20}, {120, 30}}</string></dict>
              <dict><key>name</key><string>2.png</string><key>frame</key><string>{{0, 400.5}, {320, 44}}</string></dict>
            </array>
          </dict>
          <dict>
            <key>stringKey</key><string>../escape</string>
            <key>screenshots</key>
            <array><dict><key>name</key><string>../../../contents.json</string></dict></array>
          </dict>
        </array>
        </plist>
        """, to: shots + "/localizedStringData.plist")
    }

    /// A viewer that waits until `release` exists (10 s at most), then writes the path it
    /// got to `log`, one line each: an editor that waited for it would find the log
    /// written when it is done.
    func fakeViewer(log: String, release: String) throws -> String {
        let script = exported.root + "/fake viewer.sh"
        try Scratch.writeScript("""
        #!/bin/sh
        i=0
        while [ ! -e "\(release)" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i+1)); done
        printf '%s %s\\n' "$1" "${XCEDIT_FRAME:--}" >> "\(log)"

        """, to: script)
        return "'\(script)'"
    }
}

@Suite("A translator's bundle with screenshots: listed for the selected string, opened in the viewer", .serialized)
@MainActor
struct BundleNotesLoopTests {
    @Test("i opens the string's screenshots, then the bundle's other note, in turn, in $XCEDIT_VIEWER without waiting for it")
    func openInTurn() throws {
        let bundle = try BundleWithScreenshots()
        let log = bundle.exported.root + "/viewer.log"
        var state = try bundle.exported.state()
        let script: [MemoryTerminal.Step] = [.key(.character(":"))] + MemoryTerminal.Step.type("feederStatus.l")
            + .keys(.enter, .character("i"), .character("i"), .character("i"), .character("i"), .character("q"))
        let release = bundle.exported.root + "/release"
        let viewer = try bundle.fakeViewer(log: log, release: release)
        let run = runEditor(&state, script, environment: ["XCEDIT_VIEWER": viewer, "PATH": "/usr/bin:/bin"])
        #expect(run.ending == .quit)
        #expect(!FileManager.default.fileExists(atPath: log), "the editor is done while every viewer still waits")
        try Scratch.write("", to: release)
        let screens = run.terminal.frames.map { $0.text() }
        #expect(screens.contains { $0.contains("Screenshot Screenshots/uk/Feeder/1.png  at 10,20 120×30") })
        #expect(screens.contains { $0.contains("▸ Screenshots/uk/Feeder/2.png  at 0,400.5 320×44") })
        #expect(screens.contains { $0.contains("Notes") && $0.contains("▸ Guide.txt") })
        #expect(screens.contains { $0.contains("Opening Screenshots/uk/Feeder/1.png (1 of 3) in the viewer") })
        // The plist's entry whose image would be outside its folder is not offered.
        #expect(!screens.contains { $0.contains("contents.json") })

        let expected = ["Screenshots/uk/Feeder/1.png 10,20,120,30", "Screenshots/uk/Feeder/2.png 0,400.5,320,44", "Guide.txt -", "Screenshots/uk/Feeder/1.png 10,20,120,30"]
            .map { bundle.notes + "/" + $0 }
        var opened: [String] = []
        for _ in 0..<100 {
            opened = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
            if opened.count >= expected.count { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(opened.sorted() == expected.sorted(), "each file once per i (the viewers run side by side, in any order)")
    }

    @Test("A string no screenshot shows offers the other notes; without any viewer, the status line says how to set one")
    func noViewer() throws {
        let bundle = try BundleWithScreenshots()
        var state = try bundle.exported.state()
        let script: [MemoryTerminal.Step] = [.key(.character(":"))] + MemoryTerminal.Step.type("Add To Cart") + .keys(.enter, .character("i"), .character("q"))
        let run = runEditor(&state, script, environment: ["PATH": bundle.exported.root])
        let screens = run.terminal.frames.map { $0.text() }
        #expect(screens.contains { $0.contains("Notes") && $0.contains("Guide.txt") })
        #expect(!screens.contains { $0.contains("Screenshot ") })
        #expect(screens.contains { $0.contains("No viewer to open") && $0.contains("XCEDIT_VIEWER") })
    }

    @Test("Exporting again over the bundle keeps its Notes: the screenshots are still there and still found")
    func exportKeepsNotes() throws {
        let bundle = try BundleWithScreenshots()
        let notesBefore = try bundle.exported.otherFiles().filter { $0.key.hasPrefix("Notes/") }
        #expect(notesBefore.count == 4)
        let project = try LocalizationProject.open(SampleProjectCopy.original)
        let export = try ProjectExport(project: project, tool: XclocToolInfo(id: "xcedit", name: "xcedit", version: "1", buildNumber: "1"))
        #expect(try export.writeBundle(language: "uk", into: bundle.exported.root) == bundle.exported.bundle)
        #expect(try bundle.exported.otherFiles().filter { $0.key.hasPrefix("Notes/") } == notesBefore)
        var state = try bundle.exported.state()
        state.reduce(.top)
        while state.selectedString?.key != "feederStatus.lowOnSeed", state.selectedRow + 1 < state.visibleRows.count { state.reduce(.moveDown) }
        #expect(state.selectedNotes.map(\.name) == ["Screenshots/uk/Feeder/1.png", "Screenshots/uk/Feeder/2.png", "Guide.txt"])
    }

    @Test("A bundle without notes: i says so and rings")
    func noNotes() throws {
        let exported = try ExportedBundle()
        var state = try exported.state()
        let run = runEditor(&state, .keys(.character("i"), .character("q")))
        #expect(run.terminal.frames.contains { $0.text().contains("This bundle has no screenshots or notes") })
    }
}
