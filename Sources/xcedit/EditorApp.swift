import CatalogEditor
import EditorUI
import Foundation
import NCursesTerminal
import StringCatalog
import TerminalUI
import XceditCLI

/// The interactive editor: loads the catalogs, starts the terminal, and runs the loop that
/// turns input into commands, reduces them, carries out their effects (saving, reloading,
/// an external editor) and draws the result.
@MainActor
enum EditorApp {
    static func run(_ launch: EditorLaunch, console: Console) -> Int32 {
        // Everything that can fail on bad input fails here, before the screen starts, with
        // the same messages as the other commands.
        var documents: [Document] = []
        for path in launch.catalogPaths {
            do {
                let file = try CatalogFile.open(path)
                let project = XcodeProject.enclosing(path)
                documents.append(Document(path: path, catalog: file.catalog, projectLanguages: project?.knownRegions ?? [],
                                          projectFile: project?.projectFile, fingerprint: file.fingerprint))
            } catch {
                console.error("\(error)\n")
                return ExitStatus.failure
            }
        }
        // --lang, else the language last used in the catalog shown first.
        let memory = EditorMemory.load(folder: launch.stateFolder)
        let language: String?
        switch EditorState.startingLanguage(requested: launch.language, remembered: memory.language(for:), in: documents) {
        case .success(let code): language = code
        case .failure(let unknown):
            console.error("xcedit: --lang \(unknown.code): no catalog under \(launch.path) has this language (they have \(unknown.known.joined(separator: ", "))); L in the editor adds one\n")
            return ExitStatus.failure
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
        var state = EditorState(documents: documents, language: language, movesOnAfterCommit: memory.enterMovesOn ?? true, width: size.width, height: size.height, checker: CatalogChecker(),
                                measure: { TextWidth.of($0) }, recoveries: recoveries(of: documents))
        while true {
            terminal.draw(EditorRenderer.render(state))
            guard let event = terminal.nextEvent(timeoutMilliseconds: -1) else { continue }
            if case .terminate(let signal) = event {
                // SIGTERM or SIGHUP: keep the unsaved work beside each catalog, then go.
                let report = writeRecoveryCopies(state)
                terminal.shutdown()
                printToStandardError(report)
                exit(128 + signal)
            }
            var pending = commands(for: event, in: state)
            while !pending.isEmpty {
                let command = pending.removeFirst()
                for effect in state.reduce(command) {
                    switch effect {
                    case .quit:
                        let note = EditorMemory.record(state.language, for: state.catalogsWithSelectedLanguage,
                                                       enterMovesOn: state.movesOnAfterCommit, folder: launch.stateFolder)
                        terminal.shutdown()
                        if let note { console.error("xcedit: \(note)\n") }
                        return ExitStatus.success
                    case .bell: terminal.bell()
                    default: pending += perform(effect, state: state, terminal: terminal)
                    }
                }
            }
        }
    }

    /// Carries out an effect that touches the world, and returns the command reporting how
    /// it went.
    static func perform(_ effect: Effect, state: EditorState, terminal: NCursesTerminal) -> [Command] {
        switch effect {
        case .quit, .bell:
            return []
        case .copyToClipboard(let text):
            terminal.copyToClipboard(text)
            return []
        case .deleteFile(let path):
            try? FileManager.default.removeItem(atPath: path)
            return []
        case .save(let indices, let force):
            var results: [Command] = []
            for index in indices {
                let document = state.documents[index]
                let outcome: SaveOutcome
                do {
                    let fingerprint = try CatalogFile.save(document.catalog, to: document.path, replacing: document.fingerprint, force: force)
                    if let failure = saveProjectLanguages(of: document) {
                        outcome = .savedCatalogOnly(fingerprint, reason: failure)
                    } else {
                        outcome = .saved(fingerprint)
                    }
                } catch .changedOnDisk {
                    outcome = .changedOnDisk
                } catch {
                    outcome = .failed(error.description)
                }
                results.append(.saveFinished(document: index, outcome: outcome))
                // A conflict asks a question; the other saves wait for another Ctrl-S.
                if outcome == .changedOnDisk { break }
            }
            return results
        case .reload(let index):
            let path = state.documents[index].path
            do {
                let file = try CatalogFile.open(path)
                return [.reloadFinished(document: index, outcome: .loaded(file.catalog, file.fingerprint))]
            } catch {
                return [.reloadFinished(document: index, outcome: .failed(error.description))]
            }
        case .editExternally(let value, let context):
            switch ExternalEditor.edit(ExternalEditText.compose(value: value, context: context), terminal: terminal) {
            case .edited(let text): return [.externalEditFinished(.edited(ExternalEditText.value(from: text)))]
            case .failed(let reason): return [.externalEditFinished(.failed(reason))]
            }
        }
    }

    /// Records added and removed languages in the project's `knownRegions`, as Xcode does;
    /// returns why it could not.
    static func saveProjectLanguages(of document: Document) -> String? {
        let changes = document.projectLanguageChanges
        guard let projectFile = document.projectFile, !changes.added.isEmpty || !changes.removed.isEmpty else { return nil }
        guard var project = XcodeProject.enclosing(document.path), project.projectFile == projectFile else {
            return "cannot read \(projectFile)"
        }
        do {
            for code in changes.added { try project.addKnownRegion(code) }
            for code in changes.removed { try project.removeKnownRegion(code) }
        } catch {
            return error.description
        }
        return nil
    }

    /// Recovery copies an earlier session left beside the catalogs, read before the screen
    /// starts. One that cannot be read is left alone, with a word on standard error.
    static func recoveries(of documents: [Document]) -> [RecoveredChanges] {
        documents.indices.compactMap { index in
            guard let found = RecoveryCopy.existing(for: documents[index].path) else { return nil }
            do {
                return RecoveredChanges(document: index, path: found.path, modified: found.modified, catalog: try CatalogFile.open(found.path).catalog)
            } catch {
                FileHandle.standardError.write(Data("xcedit: ignoring the recovery copy \(found.path): \(error)\n".utf8))
                return nil
            }
        }
    }

    static func commands(for event: InputEvent, in state: EditorState) -> [Command] {
        switch event {
        case .key(let key): Keymap.commands(for: key, in: state)
        case .paste(let text): Keymap.command(forPaste: text, in: state).map { [$0] } ?? []
        case .mouse(let mouse): MouseRouting.command(for: mouse, in: state).map { [$0] } ?? []
        case .resize(let width, let height): [.resize(width: width, height: height)]
        case .terminate: []  // handled by the run loop before any command
        }
    }
}
