import CatalogEditor
@testable import EditorRuntime
import EditorUI
import Foundation
import Testing
import TerminalUI

/// `i` in a terminal that draws images: the screenshot goes on the screen after the frame
/// that makes room for it, any key takes it away, and a terminal without graphics keeps the
/// viewer. Sequences as the terminal gets them; no real kitty or iTerm2 here.
@Suite("Screenshots drawn in the terminal, through the run loop", .serialized)
@MainActor
struct InlineImageLoopTests {
    /// A phone-shaped screenshot, 320×640 pixels.
    static let png = TinyPNG.bytes(width: 320, height: 640)

    static func goToString(_ keys: Key...) -> [MemoryTerminal.Step] {
        [.key(.character(":"))] + MemoryTerminal.Step.type("feederStatus.l") + .keys(.enter) + keys.map { .key($0) }
    }

    /// The bundle with `image` for its screenshots, the editor on it drawing images as
    /// `kind`, and a terminal whose cells are 10×20 pixels.
    static func start(_ kind: InlineImageKind?, image: [UInt8] = png) throws -> (BundleWithScreenshots, EditorState, MemoryTerminal) {
        let bundle = try BundleWithScreenshots(image: image)
        var state = try bundle.exported.state()
        state.inlineImages = kind
        let terminal = MemoryTerminal(width: state.layout.width, height: state.layout.height)
        terminal.cellPixelSize = (10, 20)
        return (bundle, state, terminal)
    }

    @Test("kitty: the frame with the pane and the outline, then the image under it; a key deletes it and the screen is repainted")
    func kitty() throws {
        let (bundle, opened, terminal) = try Self.start(.kitty)
        var state = opened
        let run = runEditor(&state, Self.goToString(.character("i"), .character("x"), .character("q")), environment: ["PATH": bundle.exported.root], terminal: terminal)
        #expect(run.ending == .quit)
        #expect(terminal.graphics.count == 2)
        let (drawn, afterFrames) = try #require(terminal.graphics.first)
        // Where the image goes: the frame drawn just before it left those cells blank.
        let before = terminal.frames[afterFrames - 1].text()
        #expect(before.contains("Screenshot 1 of 3 · Screenshots/uk/Feeder/1.png"))
        #expect(before.contains("Screenshot 1 of 3: “feederStatus.lowOnSeed” outlined"))
        #expect(before.contains("i next  Esc close"))
        // A 1:2 picture on cells of 10×20 pixels: as many columns as rows, centred in the pane.
        let placed = Region(x: 57, y: 1, width: 37, height: 37)
        let expectedStart = "\u{1B}7\u{1B}[2;58H\u{1B}_Ga=T,f=100,t=d,i=1,q=2,C=1,c=37,r=37,z=-1,m=1;iVBORw0KGgo"
        #expect(String(drawn.prefix(expectedStart.count)) == expectedStart)
        let whole = drawn == InlineImageSequence.kitty(png: Self.png, id: 1, x: placed.x, y: placed.y, columns: placed.width, rows: placed.height)
        #expect(whole, "the whole PNG, in pieces")
        #expect(terminal.graphics[1].sequence == InlineImageSequence.kittyDelete(id: 1))
        #expect(terminal.invalidations == 1)
        // x closed the image and did nothing else: the next frame is the editor again.
        let after = terminal.frames[terminal.graphics[1].afterFrames].text()
        #expect(!after.contains("Screenshot 1 of 3"))
        #expect(after.contains("feederStatus.lowOnSeed"))
        #expect(!run.terminal.frames.contains { $0.text().contains("No viewer") })
    }

    @Test("i over the image: the next screenshot replaces it, then the note (not a PNG) goes to the viewer")
    func nextNote() throws {
        let (bundle, opened, terminal) = try Self.start(.kitty)
        var state = opened
        _ = runEditor(&state, Self.goToString(.character("i"), .character("i"), .character("i"), .character("q")), environment: ["PATH": bundle.exported.root], terminal: terminal)
        let sequences = terminal.graphics.map(\.sequence)
        #expect(sequences.count == 4)
        #expect(sequences[1] == InlineImageSequence.kittyDelete(id: 1) && sequences[3] == InlineImageSequence.kittyDelete(id: 1))
        #expect(terminal.frames[terminal.graphics[2].afterFrames - 1].text().contains("Screenshot 2 of 3 · Screenshots/uk/Feeder/2.png"))
        #expect(terminal.frames.contains { $0.text().contains("No viewer to open") && $0.text().contains("Guide.txt") })
    }

    @Test("iTerm2: the image fitted in the same cells, no outline, and the status line says so")
    func iTerm2() throws {
        let (bundle, opened, terminal) = try Self.start(.iTerm2)
        var state = opened
        _ = runEditor(&state, Self.goToString(.character("i"), .escape, .character("q")), environment: ["PATH": bundle.exported.root], terminal: terminal)
        #expect(terminal.graphics.count == 1)
        let (drawn, afterFrames) = try #require(terminal.graphics.first)
        let expectedStart = "\u{1B}7\u{1B}[2;58H\u{1B}]1337;File=inline=1;size=\(Self.png.count);width=37;height=37;preserveAspectRatio=1:iVBORw0KGgo"
        #expect(String(drawn.prefix(expectedStart.count)) == expectedStart)
        #expect(drawn.suffix(3) == "\u{07}\u{1B}8")
        let before = terminal.frames[afterFrames - 1]
        #expect(before.text().contains("Screenshot 1 of 3: no outline of the string (with iTerm2's inline images the terminal places the image)"))
        // Inside the pane only the blank cells the terminal draws on.
        let rows = before.text().components(separatedBy: "\n")
        #expect(rows[1...37].allSatisfy { !$0.contains("┌") && !$0.contains("┐") })
        #expect(terminal.invalidations == 1)
    }

    @Test("A resize draws the image again at the new size")
    func resize() throws {
        let (bundle, opened, terminal) = try Self.start(.kitty)
        var state = opened
        _ = runEditor(&state, Self.goToString(.character("i")) + [.event(.resize(width: 80, height: 24)), .key(.character("q")), .key(.character("q"))],
                      environment: ["PATH": bundle.exported.root], terminal: terminal)
        #expect(terminal.graphics.count == 4)
        let redrawn = terminal.graphics[2]
        #expect(redrawn.sequence.prefix(6) == "\u{1B}7\u{1B}[2;")
        #expect(terminal.frames[redrawn.afterFrames - 1].width == 80)
        #expect(terminal.frames[redrawn.afterFrames - 1].text().contains("Screenshot 1 of 3"))
    }

    @Test("A screenshot that is no PNG after all goes to the viewer, with the reason")
    func notPNG() throws {
        let (bundle, opened, terminal) = try Self.start(.kitty, image: Array("not an image".utf8))
        var state = opened
        _ = runEditor(&state, Self.goToString(.character("i"), .character("q")), environment: ["PATH": bundle.exported.root], terminal: terminal)
        #expect(terminal.graphics.isEmpty)
        #expect(terminal.frames.contains { $0.text().contains("No viewer to open") })
        var reduced = try bundle.exported.state()
        reduced.inlineImages = .kitty
        reduced.reduce(.top)
        while reduced.selectedString?.key != "feederStatus.lowOnSeed" { reduced.reduce(.moveDown) }
        let path = bundle.shots + "/1.png"
        #expect(reduced.reduce(.openNextNote).contains(.measureImage(path: URL(fileURLWithPath: path).standardizedFileURL.path)))
        let fallback = reduced.reduce(.imageUnreadable(path: URL(fileURLWithPath: path).standardizedFileURL.path, reason: "not a PNG image"))
        #expect(fallback == [.openInViewer(path: URL(fileURLWithPath: path).standardizedFileURL.path, frame: NoteFrame(x: 10, y: 20, width: 120, height: 30))])
        #expect(reduced.message?.text == "Cannot draw Screenshots/uk/Feeder/1.png here (not a PNG image); opening it in the viewer")
    }

    @Test("Without graphics, i opens the viewer as before")
    func noGraphics() throws {
        let bundle = try BundleWithScreenshots(image: Self.png)
        var state = try bundle.exported.state()
        #expect(state.inlineImages == nil)
        state.reduce(.top)
        while state.selectedString?.key != "feederStatus.lowOnSeed" { state.reduce(.moveDown) }
        let effects = state.reduce(.openNextNote)
        guard case .openInViewer? = effects.first else {
            Issue.record("expected the viewer, got \(effects)")
            return
        }
    }

    @Test("What Notes/ could not use is said: at opening in the status line, and in the inspector")
    func warnings() throws {
        let bundle = try BundleWithScreenshots(image: Self.png)
        try Scratch.write("<plist><array><dict>", to: bundle.notes + "/Screenshots/uk/Other/localizedStringData.plist")
        var state = try bundle.exported.state()
        let run = runEditor(&state, Self.goToString(.character("q")), environment: [:])
        let first = try #require(run.terminal.frames.first).text()
        // A long message: wrapped onto a second status row.
        #expect(first.contains("Notes: Notes/Screenshots/uk/Feeder/localizedStringData.plist: a screenshot of '../escape' has no usable name; skipped"))
        #expect(first.contains("(+1 more in the inspector)"))
        let screens = run.terminal.frames.map { $0.text() }
        #expect(screens.contains { $0.contains("Notes ⚠") && $0.contains("Notes/Screenshots/uk/Other/localizedStringData.plist:") })
    }
}

/// `XCEDIT_GRAPHICS` and the terminal's answers, to the way images are drawn.
@Suite("Inline images: which protocol, from the answers or XCEDIT_GRAPHICS")
struct InlineImageChoiceTests {
    static let kitty = GraphicsDetection.Support(kitty: true, complete: true)
    static let both = GraphicsDetection.Support(kitty: true, iTerm2: true, complete: true)
    static let iTerm2 = GraphicsDetection.Support(iTerm2: true, complete: true)

    @Test("Detected: kitty where the terminal has it (WezTerm has both), else iTerm2; none from tmux's or a silent terminal's answers")
    func detected() {
        #expect(InlineImageChoice.kind(.detect, detected: Self.kitty) == .kitty)
        #expect(InlineImageChoice.kind(.detect, detected: Self.both) == .kitty)
        #expect(InlineImageChoice.kind(.detect, detected: Self.iTerm2) == .iTerm2)
        #expect(InlineImageChoice.kind(.detect, detected: GraphicsDetection.Support(complete: true)) == nil)
        #expect(InlineImageChoice.kind(.detect, detected: GraphicsDetection.Support(kitty: true)) == nil)
    }

    @Test("XCEDIT_GRAPHICS forces a protocol or none, in any case; auto or unset asks; another value is an error")
    func setting() {
        #expect(InlineImageChoice.setting(in: [:]) == .success(.detect))
        #expect(InlineImageChoice.setting(in: ["XCEDIT_GRAPHICS": "auto"]) == .success(.detect))
        #expect(InlineImageChoice.setting(in: ["XCEDIT_GRAPHICS": "Kitty"]) == .success(.forced(.kitty)))
        #expect(InlineImageChoice.setting(in: ["XCEDIT_GRAPHICS": "iterm2"]) == .success(.forced(.iTerm2)))
        #expect(InlineImageChoice.setting(in: ["XCEDIT_GRAPHICS": "none"]) == .success(.forced(nil)))
        #expect(InlineImageChoice.setting(in: ["XCEDIT_GRAPHICS": "sixel"])
            == .failure(InlineImageChoice.SettingError(value: "sixel")))
        #expect(InlineImageChoice.SettingError(value: "sixel").description == "XCEDIT_GRAPHICS=sixel: expected kitty, iterm2, none or auto; asking the terminal instead")
        #expect(InlineImageChoice.kind(.forced(nil), detected: Self.kitty) == nil)
        #expect(InlineImageChoice.kind(.forced(.iTerm2), detected: GraphicsDetection.Support()) == .iTerm2)
    }

    @Test("The terminal is asked only when detecting, and not inside tmux")
    func asks() {
        #expect(InlineImageChoice.asksTerminal(.detect, environment: ["TERM": "xterm-kitty"]))
        #expect(!InlineImageChoice.asksTerminal(.forced(.kitty), environment: ["TERM": "xterm-kitty"]))
        #expect(!InlineImageChoice.asksTerminal(.detect, environment: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]))
    }
}
