import Foundation
import StringCatalog

/// Parses `xcedit`'s arguments and runs the matching command.
public enum CommandLineTool {
    public static let version = "0.1.0"

    public static let commands: [CommandSpec] = [StatsCommand.spec, LintCommand.spec, FormatCommand.spec]

    /// Runs `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        guard let first = arguments.first else {
            console.error("xcedit: the interactive editor is not part of this version yet; see 'xcedit --help' for the commands\n")
            return ExitStatus.usage
        }
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
        guard let command = commands.first(where: { $0.name == first }) else {
            if first.hasPrefix("-") {
                console.error("xcedit: unknown option '\(first)' (see 'xcedit --help')\n")
            } else {
                console.error("xcedit: the interactive editor is not part of this version yet; '\(first)' is not a command (see 'xcedit --help')\n")
            }
            return ExitStatus.usage
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

    struct UsageProblem: Error {
        var message: String
    }

    static func parse(_ arguments: [String], for command: CommandSpec) -> Result<ParsedArguments, UsageProblem> {
        var parsed = ParsedArguments()
        var onlyPositional = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if !onlyPositional && argument == "--" {
                onlyPositional = true
            } else if !onlyPositional && argument.hasPrefix("-") && argument != "-" {
                if argument == "--help" || argument == "-h" {
                    parsed.flags.insert("--help")
                    continue
                }
                // `--lang=fr` is `--lang fr`.
                let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(parts[0])
                guard let option = command.flags.first(where: { $0.name == name }) else {
                    return .failure(UsageProblem(message: "unknown option '\(name)'"))
                }
                if option.takesValue {
                    let value: String
                    if parts.count == 2 {
                        value = String(parts[1])
                    } else if let next = remaining.popFirst() {
                        value = next
                    } else {
                        return .failure(UsageProblem(message: "option '\(name)' needs a value (\(option.usage))"))
                    }
                    guard !value.isEmpty else {
                        return .failure(UsageProblem(message: "option '\(name)' needs a value (\(option.usage))"))
                    }
                    parsed.values[name, default: []].append(value)
                } else if parts.count == 2 {
                    return .failure(UsageProblem(message: "option '\(name)' takes no value"))
                } else {
                    parsed.flags.insert(name)
                }
            } else {
                parsed.positional.append(argument)
            }
        }
        if parsed.has("--help") { return .success(parsed) }
        if !command.positional.contains(parsed.positional.count) {
            let expected = command.positional.lowerBound == command.positional.upperBound
                ? "\(command.positional.lowerBound)" : "at least \(command.positional.lowerBound)"
            return .failure(UsageProblem(message: "expected \(expected) path argument\(command.positional.lowerBound == 1 ? "" : "s"), got \(parsed.positional.count)"))
        }
        return .success(parsed)
    }

    /// `xcedit CMD --help`: the command's line of the general help, with its options.
    static func helpText(for command: CommandSpec) -> String {
        var lines = ["Usage: xcedit \(command.name) \(command.arguments)", "", command.summary]
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
        let width = commands.map { "xcedit \($0.name) \($0.arguments)".count }.max() ?? 0
        for command in commands {
            let usage = "xcedit \(command.name) \(command.arguments)"
            lines.append("  " + usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.summary)
            for flag in command.flags {
                lines.append("      " + flag.usage.padding(toLength: width - 2, withPad: " ", startingAt: 0) + flag.help)
            }
        }
        lines.append("  " + "xcedit --help | --version".padding(toLength: width + 2, withPad: " ", startingAt: 0) + "this help, the version")
        lines += [
            "",
            "PATH is a .xcstrings file or a folder: every catalog under it (build folders skipped).",
            "Exit status: 0 success, 1 problems found or a file could not be processed, 2 bad usage.",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}
