/// One subcommand of `xcedit`: its name, what it takes, and what it does.
///
/// Commands are data, so that `--help` is generated from the same table the parser uses and
/// new commands (export, import, merge driver …) plug in without touching the parser. A spec
/// is made from the command's option type (see `CommandOption`): its flags are that type's
/// cases, and its `run` reads the command line through them.
public struct CommandSpec: Sendable {
    public var name: String
    public var arguments: String
    public var summary: String
    /// The options, in the order the help lists them: the option type's cases.
    public let flags: [FlagSpec]
    /// How many positional arguments it accepts.
    public var positional: ClosedRange<Int>
    public let run: @Sendable (ParsedArguments, Console) -> Int32

    init<Option: CommandOption>(name: String, arguments: String, summary: String, options: Option.Type, positional: ClosedRange<Int>,
                                run: @escaping @Sendable (CommandArguments<Option>, Console) -> Int32) {
        self.name = name
        self.arguments = arguments
        self.summary = summary
        self.flags = Option.allCases.map(\.flag)
        self.positional = positional
        self.run = { parsed, console in run(CommandArguments(parsed), console) }
    }
}

/// An option of a command: a flag (`--json`), or, when it has a `valueName`, an option
/// that takes a value (`--lang CODE`, also written `--lang=CODE`) and may be repeated.
public struct FlagSpec: Sendable {
    public var name: String
    public var help: String
    /// What the value is called in the help (`CODE`); nil for a flag without a value.
    public var valueName: String?

    public init(name: String, help: String, valueName: String? = nil) {
        self.name = name
        self.help = help
        self.valueName = valueName
    }

    public var takesValue: Bool { valueName != nil }

    /// `--json`, `--lang CODE`: how the help shows it.
    public var usage: String {
        valueName.map { "\(name) \($0)" } ?? name
    }
}

/// Exit statuses shared by every command.
public enum ExitStatus {
    public static let success: Int32 = 0
    /// The command ran and found problems (unreadable files, lint errors, `fmt --check` changes).
    public static let failure: Int32 = 1
    /// The command line itself was wrong.
    public static let usage: Int32 = 2
}

extension FlagSpec {
    /// What sync, export, import and migrate read and write is inside the project; this
    /// lets a folder outside it in, for the rare project that really uses one.
    static let allowOutside = FlagSpec(
        name: "--allow-outside",
        help: "also read and write files the project places in this folder outside it (repeatable; default: none: such files are reported and left out)",
        valueName: "PATH")

    /// `--output-directory DIR`, for commands that write a folder of files (compile,
    /// generate-symbols); `help` says what goes there. It comes with `outputDirectoryShort`.
    static func outputDirectory(_ help: String) -> FlagSpec {
        FlagSpec(name: "--output-directory", help: help, valueName: "DIR")
    }

    /// `-o DIR`, the short form of `--output-directory DIR`.
    static let outputDirectoryShort = FlagSpec(name: "-o", help: "the same as --output-directory", valueName: "DIR")
}
