// Transitional: the commands not yet converted to typed options (`CommandOption`) still
// declare flags as a list and read them by name. Goes once every command is converted.

extension CommandSpec {
    init(name: String, arguments: String, summary: String, flags: [FlagSpec], positional: ClosedRange<Int>,
         run: @escaping @Sendable (ParsedArguments, Console) -> Int32) {
        self.name = name
        self.arguments = arguments
        self.summary = summary
        self.flags = flags
        self.positional = positional
        self.run = run
    }
}

extension ParsedArguments {
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    func values(of option: String) -> [String] { values[option] ?? [] }
}
