/// The options of one command, one case each: the command's spec lists the cases' flags
/// (`CommandSpec.init(…options:…)`) and its `run` reads the command line by case
/// (`CommandArguments`), so that a flag the command never declared cannot be read: a typo
/// or a forgotten declaration does not compile.
protocol CommandOption: CaseIterable, Sendable where AllCases == [Self] {
    /// How the option is written and described: its name, help and value.
    var flag: FlagSpec { get }
}

/// What the parser made of a command line, by option name; read it through
/// `CommandArguments`, which asks by the command's own options.
public struct ParsedArguments: Sendable {
    var positional: [String] = []
    /// The names of the flags given (options without a value).
    var flags: Set<String> = []
    /// The values given to options that take one, in command-line order.
    var values: [String: [String]] = [:]
    /// `--help` or `-h` was given: the command's help is shown and nothing is run.
    var asksForHelp = false
}

/// A command line as one command reads it: its paths, and each of its options asked for by
/// case.
struct CommandArguments<Option: CommandOption>: Sendable {
    private let parsed: ParsedArguments

    init(_ parsed: ParsedArguments) {
        self.parsed = parsed
    }

    /// The paths and other arguments that are not options, in command-line order.
    var positional: [String] { parsed.positional }

    /// Whether `option` was given: a flag, or an option with a value.
    func has(_ option: Option) -> Bool {
        parsed.flags.contains(option.flag.name) || parsed.values[option.flag.name] != nil
    }

    /// Every value given to `option`, in command-line order (empty when it was not given).
    func values(_ option: Option) -> [String] {
        parsed.values[option.flag.name] ?? []
    }

    /// The value given last to `option`, which wins over earlier ones; nil when not given.
    func last(_ option: Option) -> String? {
        values(option).last
    }
}

/// The options of a command that writes a folder of files: `--output-directory DIR` and
/// its short form `-o DIR` (`FlagSpec.outputDirectory`, `FlagSpec.outputDirectoryShort`).
protocol OutputDirectoryOption: CommandOption {
    static var outputDirectory: Self { get }
    static var outputDirectoryShort: Self { get }
}

extension CommandArguments where Option: OutputDirectoryOption {
    /// The folder given by `--output-directory` or `-o`: the last `-o` when there is one,
    /// else the last `--output-directory`.
    var outputDirectory: String? {
        (values(.outputDirectory) + values(.outputDirectoryShort)).last
    }
}
