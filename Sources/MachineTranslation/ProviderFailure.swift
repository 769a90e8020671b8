/// Why a provider run gave nothing: whatever it answered is dropped, and nothing is written.
public enum ProviderFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither `--provider` nor the settings file names a command.
    case notConfigured(settingsFile: String?)
    case couldNotStart(String)
    /// It ended with a nonzero status; the last line it wrote to standard error, if any.
    case exited(status: Int32, message: String?)
    case killed(signal: Int32, message: String?)
    /// No answer for `seconds`: the provider and everything it started were killed.
    case timedOut(seconds: Double, answered: Int, asked: Int)
    /// Output kept coming, but the batch was not answered within `seconds` in all.
    case tookTooLong(seconds: Double, answered: Int, asked: Int)
    /// A line of its standard output that is no answer.
    case garbage(line: Int, reason: String)
    case missingAnswers(answered: Int, asked: Int)
    /// More output than any answer to the requests could take.
    case tooMuchOutput(bytes: Int)

    public var description: String {
        switch self {
        case .notConfigured(let file):
            "no translation provider: give --provider COMMAND, or set translate.provider in "
                + (file ?? "$XDG_CONFIG_HOME/xcedit/config") + " (see docs/machine-translation.md)"
        case .couldNotStart(let reason):
            "the translation provider could not be started: \(reason)"
        case .exited(let status, let message):
            "the translation provider exited with status \(status)" + (message.map { ": \($0)" } ?? "")
        case .killed(let signal, let message):
            "the translation provider was ended by signal \(signal)" + (message.map { ": \($0)" } ?? "")
        case .timedOut(let seconds, let answered, let asked):
            "the translation provider gave no answer for \(Self.seconds(seconds)) (\(answered) of \(asked) answered) and was stopped"
        case .tookTooLong(let seconds, let answered, let asked):
            "the translation provider did not answer within \(Self.seconds(seconds)) in all (\(answered) of \(asked) answered) and was stopped"
        case .garbage(let line, let reason):
            "the translation provider's output, line \(line): \(reason)"
        case .missingAnswers(let answered, let asked):
            "the translation provider answered \(answered) of \(asked) requests"
        case .tooMuchOutput(let bytes):
            "the translation provider wrote more than \(bytes) bytes and was stopped"
        }
    }

    static func seconds(_ value: Double) -> String {
        let text = value == value.rounded() ? String(Int(value)) : String(value)
        return text + (value == 1 ? " second" : " seconds")
    }
}
