/// Reading a command's arguments against its spec: flags, options with values
/// (`--lang fr`, `--lang=fr`), `--` and the positional paths.
extension CommandLineTool {
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
                    parsed.asksForHelp = true
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
        if parsed.asksForHelp { return .success(parsed) }
        if !command.positional.contains(parsed.positional.count) {
            let range = command.positional
            let expected = range.lowerBound == range.upperBound ? "\(range.lowerBound) path argument\(range.lowerBound == 1 ? "" : "s")"
                : range.upperBound == Int.max ? "at least \(range.lowerBound) path argument\(range.lowerBound == 1 ? "" : "s")"
                : "at most \(range.upperBound) path argument\(range.upperBound == 1 ? "" : "s")"
            return .failure(UsageProblem(message: "expected \(expected), got \(parsed.positional.count)"))
        }
        return .success(parsed)
    }
}
