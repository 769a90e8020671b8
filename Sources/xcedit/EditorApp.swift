import CatalogEditor
import EditorRuntime
import Foundation
import NCursesTerminal
import StringCatalogKit
import TerminalUI
import XceditCLI

/// The interactive editor on the real terminal: loads the catalogs, starts ncurses, runs the
/// loop (EditorRuntime) and puts the terminal back.
@MainActor
enum EditorApp {
    static func run(_ launch: EditorLaunch, console: Console) -> Int32 {
        // Everything that can fail on bad input fails here, before the screen starts, with
        // the same messages as the other commands.
        let documents: [Document]
        do {
            documents = try DocumentLoading.load(launch.catalogPaths)
        } catch {
            console.error("\(error)\n")
            return ExitStatus.failure
        }
        let recoveries = RecoveryCopies.existing(for: documents) { console.error($0 + "\n") }
        let terminal: NCursesTerminal
        do {
            terminal = try NCursesTerminal(options: .init(useColor: launch.useColor))
        } catch {
            console.error("xcedit: \(error)\n")
            return ExitStatus.failure
        }
        defer { terminal.shutdown() }
        let size = terminal.size
        var state = EditorState(documents: documents, width: size.width, height: size.height, checker: CatalogChecker(),
                                measure: { TextWidth.of($0) }, recoveries: recoveries)
        switch EditorLoop.run(&state, on: terminal, effects: EffectInterpreter()) {
        case .quit:
            return ExitStatus.success
        case .terminated(let signal, let report):
            // After a hang-up the terminal may be gone: write(2), and exit without the
            // run-time's clean-up, which could block on it.
            terminal.shutdown()
            printToStandardError(report)
            exit(128 + signal)
        }
    }
}
