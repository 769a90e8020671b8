/// Where commands write: standard output and standard error in the program, strings in tests.
public final class Console: @unchecked Sendable {
    // Unchecked: commands write only from the thread that runs them: the closures never run at once.
    private let writeOut: (String) -> Void
    private let writeError: (String) -> Void

    public init(out: @escaping (String) -> Void, error: @escaping (String) -> Void) {
        writeOut = out
        writeError = error
    }

    public func out(_ text: String) { writeOut(text) }
    public func error(_ text: String) { writeError(text) }
}
