import Foundation

/// Runs git: `xcedit git-setup` configures it, and the editor reads a merge's three
/// versions from its index and marks a resolved catalog with `git add`.
public enum Git {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// What git printed, trimmed; throws its error output when it fails.
    public static func run(_ arguments: [String], in folder: String? = nil) throws(Failure) -> String {
        let output = try output(arguments, in: folder)
        return trimmed(String(decoding: output, as: UTF8.self))
    }

    /// What git printed, byte for byte (a file's contents from `git show`). Found on $PATH by
    /// `/usr/bin/env`, with this process's environment; its standard input is `/dev/null`,
    /// never a question on the editor's terminal.
    public static func output(_ arguments: [String], in folder: String? = nil) throws(Failure) -> [UInt8] {
        let argv = ["/usr/bin/env", "git"] + (folder.map { ["-C", $0] } ?? []) + arguments
        let run: ChildProcess.Collected
        switch ChildProcess.collectingOutput(of: "/usr/bin/env", arguments: argv) {
        case .success(let collected): run = collected
        case .failure(let failure): throw Failure(description: "cannot run git: \(failure.reason)")
        }
        let status: Int32
        switch run.ending {
        case .exited(status: 0): return run.output
        case .exited(let exitStatus): status = exitStatus
        case .killed(let signal): status = signal
        }
        let message = trimmed(String(decoding: run.errorOutput, as: UTF8.self))
        throw Failure(description: message.isEmpty ? "git \(arguments.joined(separator: " ")) exited with \(status)" : message)
    }

    /// Without the white space and line ends around it, as Foundation trims them.
    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
