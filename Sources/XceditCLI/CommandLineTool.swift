import Foundation
import StringCatalogKit

/// Parses `xcedit`'s arguments and runs the matching command.
public enum CommandLineTool {
    public static let version = "0.1.0"

    public static let commands: [CommandSpec] = [
        StatsCommand.spec, LintCommand.spec, FormatCommand.spec, ExportCommand.spec, ImportCommand.spec, MigrateCommand.spec, CompileCommand.spec, SyncCommand.spec,
        MergeCommand.spec, DiffCommand.spec, GitSetupCommand.spec, TranslateCommand.spec, GenerateSymbolsCommand.spec,
    ]

    /// How `xcedit [PATH]` is described and parsed: a command like the others, except that
    /// it has no name and runs the terminal editor, which the executable provides.
    public static let editorSpec = CommandSpec(
        name: "", arguments: "[PATH...] [--lang CODE] [--no-color]",
        summary: "open the editor on catalogs, every catalog under folders (default: .), or a translator's .xcloc or .xliff",
        options: EditorLaunch.Option.self, positional: 0...Int.max, run: { _, _ in ExitStatus.usage }
    )

    /// Runs `arguments` (without the program name) and returns the exit status.
    /// `openEditor` runs the terminal editor; it is passed in so that this layer stays free
    /// of the terminal.
    public static func run(
        _ arguments: [String], console: Console,
        environment: [String: String] = [:],
        openEditor: (EditorLaunch) -> Int32 = { _ in ExitStatus.failure }
    ) -> Int32 {
        let first = arguments.first
        switch first {
        case "--help", "-h":
            console.out(helpText())
            return ExitStatus.success
        case "help":
            return help(Array(arguments.dropFirst()), console: console)
        case "--version":
            console.out("xcedit \(version)\n")
            return ExitStatus.success
        default:
            break
        }
        if let first, let problem = CommandNames.notACommand(first, commands: commands.map(\.name)) {
            console.error("xcedit: \(problem) (see 'xcedit --help')\n")
            return ExitStatus.usage
        }
        guard let first, let command = commands.first(where: { $0.name == first }) else {
            // No command name: the editor, on the path given or the current folder.
            switch parse(arguments, for: editorSpec) {
            case .success(let parsed) where parsed.asksForHelp:
                console.out(helpText())
                return ExitStatus.success
            case .success(let parsed):
                switch EditorLaunch.resolve(CommandArguments(parsed), environment: environment) {
                case .success(let launch):
                    // On the terminal's main screen, where they are seen again after the editor.
                    for skipped in launch.skippedLinks { console.error("\(skipped)\n") }
                    if launch.catalogPaths.isEmpty {
                        console.error("xcedit: no .xcstrings files under \(launch.path)\n")
                        return ExitStatus.failure
                    }
                    return openEditor(launch)
                case .failure(let error):
                    console.error("\(error)\n")
                    return ExitStatus.failure
                }
            case .failure(let problem):
                console.error("xcedit: \(problem.message) (see 'xcedit --help')\n")
                return ExitStatus.usage
            }
        }
        switch parse(Array(arguments.dropFirst()), for: command) {
        case .success(let parsed):
            if parsed.asksForHelp {
                console.out(helpText(for: command))
                return ExitStatus.success
            }
            return command.run(parsed, console)
        case .failure(let problem):
            console.error("xcedit \(command.name): \(problem.message) (usage: xcedit \(command.name) \(command.arguments))\n")
            return ExitStatus.usage
        }
    }

    /// `xcedit help` (the general help) and `xcedit help COMMAND`.
    static func help(_ names: [String], console: Console) -> Int32 {
        guard let name = names.first else {
            console.out(helpText())
            return ExitStatus.success
        }
        guard names.count == 1 else {
            console.error("xcedit help: expected one command, got \(names.count) (usage: xcedit help [COMMAND])\n")
            return ExitStatus.usage
        }
        if let command = commands.first(where: { $0.name == name }) {
            console.out(helpText(for: command))
            return ExitStatus.success
        }
        let suggestion = CommandNames.nearest(to: name, in: commands.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
        console.error("xcedit help: no command '\(name)'\(suggestion) (see 'xcedit --help')\n")
        return ExitStatus.usage
    }

    /// The general help: every command on a line; `xcedit help COMMAND` for its options.
    public static func helpText() -> String {
        HelpText.general(version: version, editor: editorSpec, commands: commands)
    }

    /// `xcedit CMD --help` and `xcedit help CMD`.
    static func helpText(for command: CommandSpec) -> String {
        HelpText.command(command)
    }
}
