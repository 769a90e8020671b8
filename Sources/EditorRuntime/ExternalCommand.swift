#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Processes
import StringCatalogKit

/// Editing text in the user's own editor ($VISUAL, $EDITOR, else vi): a private temporary
/// file, the editor run on it through the shell, the file read back.
///
/// Nothing here touches the terminal; the editor hands it over around `edit` (suspend and
/// resume the screen), so this part runs in tests with fake editors.
public enum ExternalCommand {
    /// How a command ended.
    public enum Outcome: Equatable, Sendable {
        case exited(status: Int32)
        case killed(signal: Int32)
        case couldNotStart(reason: String)
    }

    /// The text of the file after the editor, or why there is none.
    public enum EditResult: Equatable, Sendable {
        case edited(String)
        /// A sentence for the status line, e.g. "vi exited with status 1; value unchanged".
        case failed(String)
    }

    /// The editor's command line: $VISUAL, then $EDITOR, then `vi`. Variables that are
    /// empty (or only blanks) are skipped. The value may carry arguments, e.g. `code --wait`.
    public static func editorCommand(in environment: [String: String]) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], value.contains(where: { !$0.isWhitespace }) {
                return value
            }
        }
        return "vi"
    }

    /// The program a command line runs, for messages: its first word as the shell reads it
    /// (quotes and backslashes taken out), without a folder.
    static func programName(_ command: String) -> String {
        var word = ""
        var quote: Character?
        var escaped = false
        for character in command.drop(while: \.isWhitespace) {
            if escaped {
                word.append(character)
                escaped = false
            } else if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\" && open == "\"" {
                    escaped = true
                } else {
                    word.append(character)
                }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "\\" {
                escaped = true
            } else if character.isWhitespace {
                break
            } else {
                word.append(character)
            }
        }
        return word.split(separator: "/").last.map(String.init) ?? word
    }

    /// Runs `command` on the file at `path` as `/bin/sh -c '<command> "$1"' sh <path>`, so
    /// that commands with arguments work and the path is never split or expanded, and
    /// waits for it. The child gets `environment`, default signal dispositions and an empty
    /// signal mask. While it runs, this process ignores SIGINT and SIGQUIT as system(3)
    /// does: a Ctrl-C typed to the editor is the editor's business.
    public static func run(_ command: String, on path: String, environment: [String: String]) -> Outcome {
        runScript(command + " \"$1\"", argument: path, environment: environment)
    }

    /// Runs the shell `script` with `argument` as its `$1`, as `run` does, and waits for it.
    static func runScript(_ script: String, argument: String, environment: [String: String]) -> Outcome {
        let arguments = ["/bin/sh", "-c", script, "sh", argument]
        var previousInterrupt = sigaction(), previousQuit = sigaction()
        var ignore = SimpleSignalAction.make(SIG_IGN)
        sigaction(SIGINT, &ignore, &previousInterrupt)
        sigaction(SIGQUIT, &ignore, &previousQuit)
        defer {
            sigaction(SIGINT, &previousInterrupt, nil)
            sigaction(SIGQUIT, &previousQuit, nil)
        }

        let pid: pid_t
        switch ChildProcess.spawn("/bin/sh", arguments: arguments, environment: environment) {
        case .success(let started): pid = started
        case .failure(let failure): return .couldNotStart(reason: failure.message)
        }
        switch ChildProcess.wait(for: pid) {
        case .success(.exited(let status)): return .exited(status: status)
        case .success(.killed(let signal)): return .killed(signal: signal)
        case .failure(let failure): return .couldNotStart(reason: "lost track of /bin/sh: " + failure.reason)
        }
    }

    /// The round trip: writes `text` to a private temporary file (mode 0600, in $TMPDIR or
    /// /tmp, ending in `.txt` so editors pick plain text), calls `beforeRun`, runs the
    /// editor from `environment` on it, calls `afterRun`, and reads the file back as UTF-8.
    /// The file is deleted in every case. A nonzero exit, a signal or text that is not
    /// UTF-8 is a failure: the caller keeps the value it had.
    public static func edit(
        _ text: String, environment: [String: String],
        beforeRun: () -> Void = {}, afterRun: () -> Void = {}
    ) -> EditResult {
        let command = editorCommand(in: environment)
        let path: String
        switch temporaryFile(containing: text, environment: environment) {
        case .success(let created): path = created
        case .failure(let reason): return .failed(reason.text + "; value unchanged")
        }
        defer { unlink(path) }

        beforeRun()
        let outcome = run(command, on: path, environment: environment)
        afterRun()

        let name = programName(command)
        switch outcome {
        case .exited(status: 0):
            break
        case .exited(status: 127):
            // The shell's own statuses: not found, and found but not runnable.
            return .failed("\(name) not found (the shell's status 127); value unchanged")
        case .exited(status: 126):
            return .failed("\(name) could not be run (the shell's status 126); value unchanged")
        case .exited(status: let status):
            return .failed("\(name) exited with status \(status); value unchanged")
        case .killed(signal: let signal):
            return .failed("\(name) was ended by signal \(signal); value unchanged")
        case .couldNotStart(reason: let reason):
            return .failed(reason + "; value unchanged")
        }
        let bytes: [UInt8]
        switch readFile(path) {
        case .success(let read): bytes = read
        case .failure(let reason): return .failed(reason.text + "; value unchanged")
        }
        let edited = String(decoding: bytes, as: UTF8.self)
        // Decoding repairs invalid sequences; a repaired text is not what the user wrote.
        guard edited.utf8.elementsEqual(bytes) else {
            return .failed("the edited text is not valid UTF-8; value unchanged")
        }
        return .edited(edited)
    }

    struct Reason: Error {
        var text: String
        init(text: String) { self.text = text }
        init(errno code: Int32, _ what: String) { text = what + ": " + String(cString: strerror(code)) }
    }

    /// A new file only we can read, holding `text`.
    static func temporaryFile(containing text: String, environment: [String: String]) -> Result<String, Reason> {
        var folder = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        var template = Array((folder + "/xcedit-XXXXXX.txt").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard fd >= 0 else {
            return .failure(Reason(errno: errno, "cannot create a temporary file in \(folder)"))
        }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let bytes = Array(text.utf8)
        var written = 0
        var failure: Int32 = fchmod(fd, 0o600) == 0 ? 0 : errno
        while failure == 0 && written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                failure = errno
            } else {
                written += n
            }
        }
        if close(fd) != 0 && failure == 0 { failure = errno }
        guard failure == 0 else {
            unlink(path)
            return .failure(Reason(errno: failure, "cannot write a temporary file in \(folder)"))
        }
        return .success(path)
    }

    /// The whole file.
    static func readFile(_ path: String) -> Result<[UInt8], Reason> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(Reason(errno: errno, "cannot read the edited text back")) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(Reason(errno: errno, "cannot read the edited text back"))
            }
            if n == 0 { return .success(bytes) }
            bytes += chunk[..<n]
        }
    }
}
