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
        name: "", arguments: "[PATH] [--lang CODE] [--no-color]",
        summary: "open the editor on a catalog, every catalog under a folder (default: .), or a translator's .xcloc or .xliff",
        flags: [FlagSpec(name: "--lang", help: "open on this language (default: the one last used in the catalog)", valueName: "CODE"),
                FlagSpec(name: "--no-color", help: "attributes only, no colours (also when NO_COLOR is set)")],
        positional: 0...1, run: { _, _ in ExitStatus.usage }
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
        case "--help", "-h", "help":
            console.out(helpText())
            return ExitStatus.success
        case "--version":
            console.out("xcedit \(version)\n")
            return ExitStatus.success
        default:
            break
        }
        guard let first, let command = commands.first(where: { $0.name == first }) else {
            // No command name: the editor, on the path given or the current folder.
            switch parse(arguments, for: editorSpec) {
            case .success(let parsed) where parsed.has("--help"):
                console.out(helpText())
                return ExitStatus.success
            case .success(let parsed):
                switch EditorLaunch.resolve(parsed, environment: environment) {
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
            if parsed.has("--help") {
                console.out(helpText(for: command))
                return ExitStatus.success
            }
            return command.run(parsed, console)
        case .failure(let problem):
            console.error("xcedit \(command.name): \(problem.message) (usage: xcedit \(command.name) \(command.arguments))\n")
            return ExitStatus.usage
        }
    }

    static func usage(of command: CommandSpec) -> String {
        command.name.isEmpty ? "xcedit \(command.arguments)" : "xcedit \(command.name) \(command.arguments)"
    }

    /// `xcedit CMD --help`: the command's line of the general help, with its options.
    static func helpText(for command: CommandSpec) -> String {
        var lines = ["Usage: " + usage(of: command), "", command.summary]
        if !command.flags.isEmpty {
            lines.append("")
            let width = command.flags.map(\.usage.count).max() ?? 0
            for flag in command.flags {
                lines.append("  " + flag.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + flag.help)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func helpText() -> String {
        var lines = [
            "xcedit \(version) — String Catalog (.xcstrings) tools",
            "",
            "Usage:",
        ]
        let all = [editorSpec] + commands
        let width = all.map { usage(of: $0).count }.max() ?? 0
        for command in all {
            let usage = usage(of: command)
            lines.append("  " + usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.summary)
            for flag in command.flags {
                lines.append("      " + flag.usage.padding(toLength: width - 2, withPad: " ", startingAt: 0) + flag.help)
            }
        }
        lines.append("  " + "xcedit --help | --version".padding(toLength: width + 2, withPad: " ", startingAt: 0) + "this help, the version")
        lines += [
            "",
            "PATH is a .xcstrings file or a folder: every catalog under it (build folders skipped).",
            "A .xcloc bundle or .xliff file opens each of its files as a catalog in one target language;",
            "Ctrl-S writes the translations back into the XLIFF, changing only the units edited; strings,",
            "keys, comments and languages are the developer's there (? lists the keys refused).",
            "There i shows the string's screenshots and the bundle's notes: drawn in the terminal where",
            "it can (kitty, iTerm2; XCEDIT_GRAPHICS=kitty|iterm2|none instead of asking), else opened in",
            "$XCEDIT_VIEWER (else xdg-open, else open).",
            "In the editor, press ? for every key; Ctrl-S saves, e edits a value in $VISUAL or $EDITOR.",
            "The editor reopens the language last used in each catalog, kept in $XDG_STATE_HOME/xcedit",
            "(default ~/.local/state/xcedit); --lang CODE opens on another.",
            "Machine translation (translate, and T in the editor) runs the provider command named by",
            "translate.provider in $XDG_CONFIG_HOME/xcedit/config (default ~/.config/xcedit/config);",
            "its drafts need review. Scripts/providers/ has providers for DeepL and LibreTranslate.",
            "Exit status: 0 success, 1 problems found or a file could not be processed, 2 bad usage.",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}
