/// Completion scripts for bash, zsh and fish, made from the command table: command names with
/// their summaries, each command's options, files for paths. `completions/` holds them as
/// made here; a test keeps the two the same, and `Scripts/install.sh` installs them.
public enum ShellCompletions {
    public enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish

        /// The file name each shell looks for.
        public var fileName: String {
            switch self {
            case .bash: "xcedit.bash"
            case .zsh: "_xcedit"
            case .fish: "xcedit.fish"
            }
        }
    }

    public static func script(for shell: Shell, editor: CommandSpec, commands: [CommandSpec]) -> String {
        switch shell {
        case .bash: bash(editor: editor, commands: commands)
        case .zsh: zsh(editor: editor, commands: commands)
        case .fish: fish(editor: editor, commands: commands)
        }
    }

    /// Options whose value is a file or folder (completed as paths); other values
    /// (`--lang CODE`, `--timeout SECONDS`) get no completion.
    static func takesPath(_ flag: FlagSpec) -> Bool {
        ["PATH", "DIR", "FILE", "PROJECT", "COMMAND"].contains(flag.valueName ?? "")
    }

    static let header = "# xcedit's completions, made from its command table; do not edit (see ShellCompletions.swift)."

    static func bash(editor: CommandSpec, commands: [CommandSpec]) -> String {
        var lines = [
            header,
            "_xcedit() {",
            "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "  local command=\"\" options=\"\" values=\"\" paths=\"\"",
            "  if [ \"$COMP_CWORD\" -gt 1 ]; then command=\"${COMP_WORDS[1]}\"; fi",
            "  case \"$command\" in",
        ]
        for command in commands {
            lines.append("    \(command.name)) " + bashOptions(command.flags) + ";;")
        }
        lines += [
            "    help) COMPREPLY=($(compgen -W \"\(commands.map(\.name).joined(separator: " "))\" -- \"$cur\")); return;;",
            "    *) command=\"\"; " + bashOptions(editor.flags) + ";;",
            "  esac",
            "  case \" $paths \" in *\" $prev \"*) COMPREPLY=($(compgen -f -- \"$cur\")); return;; esac",
            "  case \" $values \" in *\" $prev \"*) COMPREPLY=(); return;; esac",
            "  if [[ \"$cur\" == -* ]]; then",
            "    [ \"$COMP_CWORD\" -eq 1 ] && options=\"$options --help --version\"",
            "    COMPREPLY=($(compgen -W \"$options --help\" -- \"$cur\"))",
            "  elif [ \"$COMP_CWORD\" -eq 1 ]; then",
            "    COMPREPLY=($(compgen -W \"help \(commands.map(\.name).joined(separator: " "))\" -- \"$cur\") $(compgen -f -- \"$cur\"))",
            "  else",
            "    COMPREPLY=($(compgen -f -- \"$cur\"))",
            "  fi",
            "}",
            "complete -o filenames -o bashdefault -F _xcedit xcedit",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `options="…" values="…" paths="…"` for one command's case.
    static func bashOptions(_ flags: [FlagSpec]) -> String {
        let all = flags.map(\.name).joined(separator: " ")
        let values = flags.filter { $0.takesValue && !takesPath($0) }.map(\.name).joined(separator: " ")
        let paths = flags.filter(takesPath).map(\.name).joined(separator: " ")
        return "options=\"\(all)\" values=\"\(values)\" paths=\"\(paths)\" "
    }

    static func zsh(editor: CommandSpec, commands: [CommandSpec]) -> String {
        var lines = [
            "#compdef xcedit",
            header,
            "_xcedit() {",
            "  local -a commands",
            "  commands=(",
        ]
        lines += commands.map { "    " + zshQuoted(zshEscaped($0.name, colons: true) + ":" + zshEscaped($0.summary, colons: false)) }
        lines += [
            "  )",
            "  if (( CURRENT == 2 )); then",
            "    _describe -t commands 'xcedit command' commands",
            "    _files",
            "    return",
            "  fi",
            "  case $words[2] in",
        ]
        for command in commands {
            lines.append("    \(command.name)) _arguments " + zshArguments(command.flags) + " ;;")
        }
        lines += [
            "    help) _describe -t commands 'xcedit command' commands ;;",
            "    *) _arguments " + zshArguments(editor.flags) + " ;;",
            "  esac",
            "}",
            "_xcedit \"$@\"",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    static func zshArguments(_ flags: [FlagSpec]) -> String {
        var specs = flags.map { flag -> String in
            // `*` lets an option be given more than once (`--lang fr --lang de`).
            var spec = "*" + flag.name + "[" + zshEscaped(flag.help, colons: false) + "]"
            if let value = flag.valueName {
                spec += ":" + zshEscaped(value.lowercased(), colons: true) + ":" + (takesPath(flag) ? "_files" : " ")
            }
            return zshQuoted(spec)
        }
        specs.append("'*:path:_files'")
        return specs.joined(separator: " ")
    }

    /// Brackets and (where they separate fields) colons escaped for `_arguments`/`_describe`.
    static func zshEscaped(_ text: String, colons: Bool) -> String {
        var escaped = ""
        for character in text {
            if character == "[" || character == "]" || character == "\\" || (colons && character == ":") { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    static func zshQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func fish(editor: CommandSpec, commands: [CommandSpec]) -> String {
        let names = commands.map(\.name).joined(separator: " ")
        var lines = [
            header,
            "complete -c xcedit -n '__fish_use_subcommand' -a help -d 'a command\\'s arguments and options'",
        ]
        for command in commands {
            lines.append("complete -c xcedit -n '__fish_use_subcommand' -a \(command.name) -d \(fishQuoted(command.summary))")
        }
        lines.append("complete -c xcedit -n '__fish_seen_subcommand_from help' -f -a '\(names)'")
        for flag in editor.flags {
            lines.append(fishOption(flag, condition: "not __fish_seen_subcommand_from \(names)"))
        }
        for command in commands {
            for flag in command.flags {
                lines.append(fishOption(flag, condition: "__fish_seen_subcommand_from \(command.name)"))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func fishOption(_ flag: FlagSpec, condition: String) -> String {
        // `-o` is a short option; the others are long ones.
        let name = flag.name.hasPrefix("--") ? "-l " + flag.name.dropFirst(2) : "-s " + flag.name.dropFirst()
        let value = flag.takesValue ? (takesPath(flag) ? " -r -F" : " -r -f") : ""
        return "complete -c xcedit -n '\(condition)' \(name)\(value) -d \(fishQuoted(flag.help))"
    }

    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
