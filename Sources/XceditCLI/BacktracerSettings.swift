import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps the Swift runtime's backtracer off the editor's terminal.
///
/// On a crash (and on SIGQUIT, unless the program handles it), the backtracer of a program
/// whose standard input and error are a terminal prints "Press space to interact, D to
/// debug…" and waits for a key: over the editor's screen, with the process still holding the
/// terminal in raw mode. With `interactive=no` in `SWIFT_BACKTRACE` it writes its report to
/// standard error and lets the process end; `SignalRestore` has put the terminal back by
/// then. The runtime reads the variable once, before `main` runs, so setting it afterwards
/// does nothing: when it does not say so already, the editor runs itself again with it (the
/// same process: `execv` keeps the pid, the terminal and the arguments). Other settings the
/// user gave are kept; the last setting of a name wins.
public enum BacktracerSettings {
    static let variable = "SWIFT_BACKTRACE"
    static let nonInteractive = "interactive=no"

    /// The value of `SWIFT_BACKTRACE` that keeps `current` and makes the backtracer
    /// non-interactive; nil when `current` already does.
    public static func nonInteractiveValue(from current: String?) -> String? {
        let settings = (current ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if settings.last(where: { $0.hasPrefix("interactive=") }) == nonInteractive { return nil }
        return (settings.filter { !$0.isEmpty } + [nonInteractive]).joined(separator: ",")
    }

    /// Returns when the backtracer is already non-interactive; otherwise replaces the
    /// process with a new run of the same program that has it so. Returns too when that
    /// cannot be done (the editor then runs as before).
    public static func ensureNonInteractive(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let value = nonInteractiveValue(from: environment[variable]) else { return }
        guard let executable = Bundle.main.executablePath else { return }
        setenv(variable, value, 1)
        let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
        execv(executable, arguments)
        // Only reached when exec failed; what was allocated for it is left to the exit.
    }
}
