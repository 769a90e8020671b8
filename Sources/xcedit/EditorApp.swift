import CatalogEditor
import EditorUI
import NCursesTerminal
import StringCatalog
import TerminalUI
import XceditCLI

/// The interactive editor: loads the catalogs, starts the terminal, and runs the loop that
/// turns input into commands, reduces them and draws the result.
@MainActor
enum EditorApp {
    static func run(_ launch: EditorLaunch, console: Console) -> Int32 {
        // Everything that can fail on bad input fails here, before the screen starts, with
        // the same messages as the other commands.
        var documents: [Document] = []
        for path in launch.catalogPaths {
            do {
                let file = try CatalogFile.open(path)
                documents.append(Document(path: path, catalog: file.catalog, projectLanguages: XcodeProject.enclosing(path)?.knownRegions ?? []))
            } catch {
                console.error("\(error)\n")
                return ExitStatus.failure
            }
        }
        let terminal: NCursesTerminal
        do {
            terminal = try NCursesTerminal(options: .init(useColor: launch.useColor))
        } catch {
            console.error("xcedit: \(error)\n")
            return ExitStatus.failure
        }
        defer { terminal.shutdown() }
        let size = terminal.size
        var state = EditorState(documents: documents, width: size.width, height: size.height, checker: CatalogChecker())
        while true {
            terminal.draw(EditorRenderer.render(state))
            guard let event = terminal.nextEvent(timeoutMilliseconds: -1) else { continue }
            for command in commands(for: event, in: state) {
                for effect in state.reduce(command) {
                    switch effect {
                    case .quit: return ExitStatus.success
                    case .bell: terminal.bell()
                    }
                }
            }
        }
    }

    static func commands(for event: InputEvent, in state: EditorState) -> [Command] {
        switch event {
        case .key(let key): Keymap.commands(for: key, in: state)
        case .paste(let text): Keymap.command(forPaste: text, in: state).map { [$0] } ?? []
        case .mouse(let mouse): MouseRouting.command(for: mouse, in: state).map { [$0] } ?? []
        case .resize(let width, let height): [.resize(width: width, height: height)]
        }
    }
}
