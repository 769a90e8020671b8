import CatalogEditor
import EditorRuntime
import Foundation
import StringCatalogKit
import Testing
import TerminalUI

/// Keys that must not do what a user did not mean, through the whole loop: Ctrl-C as the
/// raw-mode terminal delivers it, and keys typed while the terminal is too small.
@Suite("The editor's run loop: Ctrl-C and a too-small terminal", .serialized)
@MainActor
struct KeySafetyLoopTests {
    @Test("Ctrl-C is a key: it says how to quit, the loop goes on, nothing is lost; q then quits")
    func controlC() throws {
        let copy = try SampleProjectCopy()
        var state = try copy.state([copy.localizable])
        let before = try copy.bytes(copy.localizable)
        let run = runEditor(&state, .keys(.ctrl("c"), .character("q")))
        #expect(run.ending == .quit)
        #expect(run.terminal.frames.contains { $0.text().contains("Ctrl-C does not quit: q quits xcedit") })
        #expect(try copy.bytes(copy.localizable) == before)
    }

    @Test("Too small: typed text reaches neither the hidden field nor the main screen; q asks once the window is large enough")
    func tooSmall() throws {
        let copy = try SampleProjectCopy()
        var state = try copy.state([copy.localizable])
        let before = try copy.bytes(copy.localizable)
        // Enter opens the field; the window shrinks; "a" and "x" and Enter go nowhere; q asks
        // (shown once the window is back); d discards.
        let script: [MemoryTerminal.Step] = .keys(.enter, .ctrl("u")) + MemoryTerminal.Step.type("Neu") + .keys(.enter, .enter)
            + [.event(.resize(width: 40, height: 12))] + .keys(.character("a"), .character("x"), .enter, .ctrl("s"), .character("q"))
            + [.event(.resize(width: 120, height: 40))] + .keys(.character("d"))
        let run = runEditor(&state, script)
        #expect(run.ending == .quit)
        let small = run.terminal.frames.filter { $0.width == 40 }
        #expect(!small.isEmpty && small.allSatisfy { $0.text().contains("Terminal too small") })
        #expect(small.last?.text().contains("A question waits") == true)
        #expect(run.terminal.frames.last?.text().contains("Save them before quitting?") == true)
        #expect(!run.terminal.frames.contains { $0.text().contains("New string") })
        // Ctrl-S while too small saved nothing; d discarded the edit.
        #expect(try copy.bytes(copy.localizable) == before)
    }
}
