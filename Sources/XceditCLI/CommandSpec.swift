/// One subcommand of `xcedit`: its name, what it takes, and what it does.
///
/// Commands are data, so that `--help` is generated from the same table the parser uses and
/// new commands (export, import, merge driver …) plug in without touching the parser.
public struct CommandSpec: Sendable {
    public var name: String
    public var arguments: String
    public var summary: String
    public var flags: [FlagSpec]
    /// How many positional arguments it accepts.
    public var positional: ClosedRange<Int>
    public var run: @Sendable (ParsedArguments, Console) -> Int32
}

public struct FlagSpec: Sendable {
    public var name: String
    public var help: String
}

public struct ParsedArguments: Sendable {
    public var positional: [String] = []
    public var flags: Set<String> = []

    public func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// Exit statuses shared by every command.
public enum ExitStatus {
    public static let success: Int32 = 0
    /// The command ran and found problems (unreadable files, lint errors, `fmt --check` changes).
    public static let failure: Int32 = 1
    /// The command line itself was wrong.
    public static let usage: Int32 = 2
}
