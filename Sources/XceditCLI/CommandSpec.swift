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

public struct ParsedArguments: Sendable {
    public var positional: [String] = []
    public var flags: Set<String> = []
    /// The values given to options that take one, in command-line order.
    public var values: [String: [String]] = [:]

    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// Every value given to `option` (empty when it was not given).
    public func values(of option: String) -> [String] { values[option] ?? [] }
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
}

extension FlagSpec {
    /// `--output-directory DIR` and its short form `-o DIR`, for commands that write a folder
    /// of files (compile, generate-symbols).
    static func outputDirectory(_ help: String) -> [FlagSpec] {
        [FlagSpec(name: "--output-directory", help: help, valueName: "DIR"),
         FlagSpec(name: "-o", help: "the same as --output-directory", valueName: "DIR")]
    }
}

extension ParsedArguments {
    /// The folder given by `--output-directory` or `-o`, the last one when repeated.
    var outputDirectory: String? {
        (values(of: "--output-directory") + values(of: "-o")).last
    }
}
