/// `xcedit --help` and `xcedit help COMMAND`, made from the command table and fitted to an
/// 80-column terminal: the general help lists each command on a line of its own (its options
/// are one `xcedit help COMMAND` away), a command's help lists its options.
enum HelpText {
    /// The width every line of help fits in: the smallest terminal users work in (SSH, 80×24).
    static let width = 80

    static func general(version: String, editor: CommandSpec, commands: [CommandSpec]) -> String {
        var lines = [
            "xcedit \(version) — String Catalog (.xcstrings) editor and tools",
            "",
        ]
        lines += wrapped("Usage: xcedit \(editor.arguments)", hangingIndent: 7)
        lines += [
            "       xcedit COMMAND ARGUMENTS...",
            "       xcedit help COMMAND        a command's arguments and options",
            "       xcedit --help | --version",
            "",
        ]
        lines += wrapped(sentence(editor.summary), hangingIndent: 0)
        lines += ["", "Commands:"]
        let nameWidth = commands.map(\.name.count).max() ?? 0
        for command in commands {
            lines += columns("  " + command.name, command.summary, at: nameWidth + 4)
        }
        lines.append("")
        lines += notes.flatMap { wrapped($0, hangingIndent: 0) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One command's usage, what it does and each option.
    static func command(_ command: CommandSpec) -> String {
        let usage = command.name.isEmpty ? "xcedit \(command.arguments)" : "xcedit \(command.name) \(command.arguments)"
        var lines = wrapped("Usage: " + usage, hangingIndent: 7)
        lines.append("")
        lines += wrapped(sentence(command.summary), hangingIndent: 0)
        if !command.flags.isEmpty {
            lines += ["", "Options:"]
            // Long option names get the help on the next line rather than a narrow column.
            let column = min((command.flags.map(\.usage.count).max() ?? 0) + 6, 28)
            for flag in command.flags {
                lines += columns("  " + flag.usage, flag.help, at: column)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A summary as the help's lines write it (`open the editor …`) made a sentence.
    static func sentence(_ summary: String) -> String {
        summary.prefix(1).uppercased() + summary.dropFirst() + "."
    }

    /// What the general help says after the commands: where files are looked for, the bundle
    /// editing rules, the editor's memory and providers, exit statuses.
    static let notes = [
        "PATH is a .xcstrings file or a folder: every catalog under it (build folders skipped).",
        "A .xcloc bundle or .xliff file opens each of its files as a catalog in one target language; Ctrl-S writes the translations back into the XLIFF, changing only the units edited; strings, keys, comments and languages are the developer's there (? lists the keys refused). There i shows the string's screenshots and the bundle's notes: drawn in the terminal where it can (kitty, iTerm2; XCEDIT_GRAPHICS=kitty|iterm2|none instead of asking), else opened in $XCEDIT_VIEWER (else xdg-open, else open).",
        "In the editor, press ? for every key; Ctrl-S saves, e edits a value in $VISUAL or $EDITOR. The editor reopens the language last used in each catalog, kept in $XDG_STATE_HOME/xcedit (default ~/.local/state/xcedit); --lang CODE opens on another.",
        "Machine translation (translate, and T in the editor) runs the provider command named by translate.provider in $XDG_CONFIG_HOME/xcedit/config (default ~/.config/xcedit/config); its drafts need review. Scripts/providers/ has providers for DeepL and LibreTranslate.",
        "Exit status: " + exitStatus,
    ]

    /// What each exit status means, for the help and the man page alike.
    static let exitStatus = "0 success, 1 problems found or a file could not be processed, 2 bad usage."

    /// `left` then `right` from column `at`, `right` wrapped under itself; when `left` reaches
    /// that column, `right` starts on the next line.
    static func columns(_ left: String, _ right: String, at column: Int) -> [String] {
        let indent = String(repeating: " ", count: column)
        var lines = wrapped(indent + right, hangingIndent: column)
        if left.count + 2 <= column {
            lines[0] = left + String(lines[0].dropFirst(left.count))
        } else {
            lines.insert(left, at: 0)
        }
        return lines
    }

    /// `text` broken at spaces into lines of at most `width` characters, the lines after the
    /// first indented by `hangingIndent`. A word longer than a line stays whole on its own.
    static func wrapped(_ text: String, hangingIndent: Int) -> [String] {
        let indent = String(repeating: " ", count: hangingIndent)
        // Leading spaces are kept: they are the first line's indentation.
        let leading = String(text.prefix { $0 == " " })
        var lines: [String] = []
        var line = leading
        for word in text.dropFirst(leading.count).split(separator: " ") {
            let start = lines.isEmpty ? leading : indent
            if line.count > start.count && line.count + 1 + word.count > width {
                lines.append(line)
                line = indent + word
            } else {
                line += (line.count > start.count ? " " : "") + word
            }
        }
        lines.append(line)
        return lines
    }
}
