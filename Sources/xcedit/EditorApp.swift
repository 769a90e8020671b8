import CatalogEditor
import EditorRuntime
import EditorUI
import Foundation
import NCursesTerminal
import StringCatalogKit
import TerminalUI
import TranslationMemory
import XceditCLI

/// The interactive editor on the real terminal: loads the catalogs, starts ncurses, runs the
/// loop (EditorRuntime) and puts the terminal back.
@MainActor
enum EditorApp {
    /// The editor's first state, made once the terminal's size is known.
    private typealias Opening = (_ width: Int, _ height: Int) -> EditorState

    static func run(_ launch: EditorLaunch, console: Console) -> Int32 {
        let memory = EditorMemory.load(folder: launch.stateFolder)
        let effects = EffectInterpreter()
        // The glossary named in the config, read before the screen starts: a file that does
        // not read is an error with its line and column, as in lint.
        let glossary: Glossary?
        do {
            glossary = try CrossCatalogChecks.glossary(flag: nil, environment: ProcessInfo.processInfo.environment)
        } catch {
            console.error("xcedit: \(error)\n")
            return ExitStatus.failure
        }
        let opening: Opening
        if let reading = openingWhileReading(launch, memory: memory, effects: effects, glossary: glossary) {
            opening = reading
        } else {
            switch openingReadWhole(launch, memory: memory, effects: effects, glossary: glossary, console: console) {
            case .success(let whole): opening = whole
            case .failure(let status): return status.code
            }
        }
        // How screenshots are drawn: as the terminal answers, unless XCEDIT_GRAPHICS says.
        let environment = ProcessInfo.processInfo.environment
        let graphics: InlineImageChoice.Setting
        switch InlineImageChoice.setting(in: environment) {
        case .success(let setting): graphics = setting
        case .failure(let error):
            console.error("xcedit: warning: \(error)\n")
            graphics = .detect
        }
        let terminal: NCursesTerminal
        do {
            terminal = try NCursesTerminal(options: .init(useColor: launch.useColor,
                                                          asksGraphics: InlineImageChoice.asksTerminal(graphics, environment: environment)))
        } catch {
            console.error("xcedit: \(error)\n")
            return ExitStatus.failure
        }
        defer { terminal.shutdown() }
        let size = terminal.size
        // Every width, in the editor's state and on its grids, is the one this terminal
        // draws (emoji sequences differ between terminals).
        let outcome = EmojiSequenceWidths.$current.withValue(terminal.emojiWidths) {
            var state = opening(size.width, size.height)
            state.inlineImages = InlineImageChoice.kind(graphics, detected: terminal.graphics)
            // Suggestions from what was translated already: built while the first frames show.
            state.enableTranslationMemory()
            return (EditorLoop.run(&state, on: terminal, effects: effects), state)
        }
        let state = outcome.1
        switch outcome.0 {
        case .quit:
            // Quit before the catalog was read whole, the language shown may be one its first
            // strings had in place of the one remembered: that memory stays.
            let note = EditorMemory.record(state.language, for: state.reading == nil ? state.catalogsWithSelectedLanguage : [],
                                           enterMovesOn: state.movesOnAfterCommit, folder: launch.stateFolder)
            terminal.shutdown()
            if let note { console.error("xcedit: \(note)\n") }
            return ExitStatus.success
        case .unreadable(let report):
            // As when the file is read before the screen starts: its error, and nothing opened.
            terminal.shutdown()
            console.error("\(report)\n")
            return ExitStatus.failure
        case .terminated(let signal, let report):
            // After a hang-up the terminal may be gone: write(2), and exit without the
            // run-time's clean-up, which could block on it.
            terminal.shutdown()
            printToStandardError(report)
            exit(128 + signal)
        }
    }

    /// A large catalog opens on its first strings while it is read whole in the background
    /// (see `CatalogReadingInBackground`); nil when it opens read whole (also when `--lang`
    /// names a language its first strings do not have, which the whole read checks).
    /// Consistency is not checked there: its index would hold only the first strings.
    private static func openingWhileReading(_ launch: EditorLaunch, memory: EditorMemory, effects: EffectInterpreter, glossary: Glossary?) -> Opening? {
        guard let prefix = CatalogReadingInBackground.firstLook(launch.catalogPaths),
              case .success(let language) = EditorState.startingLanguage(requested: launch.language, remembered: memory.language(for:), in: [prefix])
        else { return nil }
        effects.readInBackground(prefix.path)
        return { width, height in
            EditorState.reading(prefix, language: language, movesOnAfterCommit: memory.enterMovesOn ?? true, width: width, height: height,
                                checker: CatalogChecker(checks: CatalogChecker.standardChecks + (glossary.map { [GlossaryCheck(glossary: $0)] } ?? [])), measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics)
        }
    }

    /// Why the editor did not start, as its exit status.
    private struct NotStarted: Error {
        var code: Int32
    }

    /// Everything that can fail on bad input fails here, before the screen starts, with the
    /// same messages as the other commands; a folder opens with the catalogs that can be
    /// read, listing the others in the catalog picker.
    private static func openingReadWhole(_ launch: EditorLaunch, memory: EditorMemory, effects: EffectInterpreter,
                                         glossary: Glossary?, console: Console) -> Result<Opening, NotStarted> {
        let (documents, unreadable) = DocumentLoading.loadReadable(launch.catalogPaths, keepingReadingsFor: effects)
        if documents.isEmpty {
            for broken in unreadable { console.error("\(broken.error)\n") }
            return .failure(NotStarted(code: ExitStatus.failure))
        }
        let recoveries = RecoveryCopies.existing(for: documents) { console.error($0 + "\n") }
        // --lang, else the language last used in the catalog shown first.
        let language: String?
        switch EditorState.startingLanguage(requested: launch.language, remembered: memory.language(for:), in: documents) {
        case .success(let code): language = code
        case .failure(let unknown):
            console.error("xcedit: --lang \(unknown.code): no catalog under \(launch.path) has this language (they have \(unknown.known.joined(separator: ", "))); L in the editor adds one\n")
            return .failure(NotStarted(code: ExitStatus.failure))
        }
        return .success { width, height in
            EditorState(documents: documents, language: language, movesOnAfterCommit: memory.enterMovesOn ?? true,
                        width: width, height: height,
                        // Consistency as the catalogs were opened; the string being edited
                        // is compared as it is now.
                        checker: CatalogChecker(checks: CrossCatalogChecks.checks(catalogs: documents.map { ($0.path, $0.catalog) }, glossary: glossary)),
                        measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics, recoveries: recoveries,
                        unreadable: unreadable)
        }
    }
}
