import CatalogEditor
import EditorUI
import TerminalUI

/// The editor's run loop: input becomes commands through the key table, the reducer
/// changes the state and asks for effects, the interpreter performs them and reports back,
/// and every round ends with a frame on the terminal.
@MainActor
public enum EditorLoop {
    /// How a run ended.
    public enum Ending: Equatable, Sendable {
        /// The user quit.
        case quit
        /// A signal asked the editor to end; unsaved work was written to recovery copies,
        /// and `report` has a line per catalog for standard error.
        case terminated(signal: Int32, report: [String])
        /// The catalog shown while it was read cannot be opened: `report` says why, with
        /// the place (`file:line:column: error: …`), for standard error.
        case unreadable(report: String)
    }

    /// Runs until the user quits or a signal ends the editor.
    public static func run(_ state: inout EditorState, on terminal: TerminalDevice, effects: EffectInterpreter) -> Ending {
        while true {
            terminal.draw(EditorRenderer.render(state))
            // While no key waits: slices of work that make later keys fast (see
            // `EditorState.hasWorkWhileIdle`), which change nothing on screen, then the
            // findings of lookups running on another thread, which do. Waiting
            // for those holds a key up by 10 ms at most.
            func isBusy() -> Bool { state.hasWorkWhileIdle || effects.lookups.isBusy }
            var pending: [Command] = []
            var waiting = terminal.nextEvent(timeoutMilliseconds: isBusy() ? 0 : -1)
            while waiting == nil && pending.isEmpty && isBusy() {
                if state.hasWorkWhileIdle {
                    for effect in state.reduce(.workWhileIdle) { pending += effects.perform(effect, terminal: terminal, screen: { .of(state) }) }
                } else {
                    pending = effects.lookups.takeFinished(waitingUpTo: 10)
                }
                if pending.isEmpty { waiting = terminal.nextEvent(timeoutMilliseconds: isBusy() ? 0 : -1) }
            }
            if let event = waiting {
                if case .terminate(let signal) = event {
                    effects.lookups.stopMachineTranslations()
                    return .terminated(signal: signal, report: RecoveryCopies.write(state, effects: effects))
                }
                pending += commands(for: event, in: state)
            }
            while !pending.isEmpty {
                let command = pending.removeFirst()
                for effect in state.reduce(command) {
                    switch effect {
                    case .quit:
                        // A machine translation still running has no editor to come back to.
                        effects.lookups.stopMachineTranslations()
                        return .quit
                    case .quitUnreadable(let report):
                        effects.lookups.stopMachineTranslations()
                        return .unreadable(report: report)
                    case .bell: terminal.bell()
                    default: pending += effects.perform(effect, terminal: terminal, screen: { .of(state) })
                    }
                }
            }
        }
    }

    /// The commands an input event stands for in `state`.
    public static func commands(for event: InputEvent, in state: EditorState) -> [Command] {
        switch event {
        case .key(let key): Keymap.commands(for: key, in: state)
        case .paste(let text): Keymap.command(forPaste: text, in: state).map { [$0] } ?? []
        case .mouse(let mouse): MouseRouting.command(for: mouse, in: state).map { [$0] } ?? []
        case .resize(let width, let height): [.resize(width: width, height: height)]
        case .terminate: []  // ends the loop before any command
        }
    }
}
