/// `xcedit.1`, the manual page, made from the command table and the help's notes so that it
/// says what `--help` says. `docs/xcedit.1` is this text; a test keeps the two the same.
public enum ManPage {
    public static func text(version: String, editor: CommandSpec, commands: [CommandSpec]) -> String {
        var lines = [
            // No date: the page is the same text for the same commands, whenever it is made.
            ".TH XCEDIT 1 \"\" \"xcedit \(version)\" \"User Commands\"",
            ".SH NAME",
            "xcedit \\- String Catalog (.xcstrings) editor and tools",
            ".SH SYNOPSIS",
            ".B xcedit",
            escaped(editor.arguments),
            ".br",
            ".B xcedit",
            "\\fICOMMAND\\fR \\fIARGUMENTS\\fR...",
            ".br",
            ".B xcedit help",
            "\\fICOMMAND\\fR",
            ".SH DESCRIPTION",
            escaped(HelpText.sentence(editor.summary)),
            "Without a command, xcedit is a terminal editor; the commands below do the rest of the",
            "String Catalog workflow (export, import, migrate, compile, sync, merge) without it.",
        ]
        lines += options(editor.flags)
        lines.append(".SH COMMANDS")
        for command in commands {
            lines += [".TP", ".B xcedit \(escaped(command.name)) \(escaped(command.arguments))", escaped(HelpText.sentence(command.summary))]
            if !command.flags.isEmpty {
                lines.append(".RS")
                lines += options(command.flags)
                lines.append(".RE")
            }
        }
        lines.append(".SH NOTES")
        // The last note, the exit statuses, has a section of its own.
        for note in HelpText.notes.dropLast() {
            lines += [".PP", escaped(note)]
        }
        lines += [
            ".SH EXIT STATUS",
            escaped(HelpText.exitStatus),
            ".SH FILES",
            ".TP",
            ".I $XDG_CONFIG_HOME/xcedit/config",
            "Settings (default ~/.config/xcedit/config), such as translate.provider and translate.timeout.",
            ".TP",
            ".I $XDG_STATE_HOME/xcedit",
            "The language last used in each catalog (default ~/.local/state/xcedit).",
            ".SH SEE ALSO",
            ".BR git (1),",
            "the README and the docs folder of xcedit's source.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// An option list: each option in bold, its help under it.
    static func options(_ flags: [FlagSpec]) -> [String] {
        flags.flatMap { flag -> [String] in
            let name = "\\fB" + escaped(flag.name) + "\\fR"
            let usage = flag.valueName.map { name + " \\fI" + escaped($0) + "\\fR" } ?? name
            return [".TP", usage, escaped(flag.help)]
        }
    }

    /// Text made safe for roff: backslashes written `\e`, hyphens `\-` (so that options copy
    /// as typed), and a line that would start with a control character guarded by `\&`.
    static func escaped(_ text: String) -> String {
        let body = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
    }
}
