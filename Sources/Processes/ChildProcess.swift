#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Starting a child process and reading how it ended: the one `posix_spawn` of xcedit, for
/// git, the translation provider, `$EDITOR` and the viewer.
///
/// Every child starts with an empty signal mask and the default action for the signals a
/// terminal program handles or ignores (xcedit's own handlers and `SIG_IGN`s must not reach
/// it); what differs between callers is where its standard descriptors come from, whether it
/// leads a process group of its own, and its environment.
public enum ChildProcess {
    /// Where one of the child's standard descriptors (0, 1, 2) comes from.
    public enum Descriptor: Sendable {
        /// The same as this process's.
        case inherited
        /// This descriptor of ours, duplicated onto the child's (the end of a pipe).
        case duplicate(Int32)
        /// `/dev/null`, opened for reading (standard input) or writing (output).
        case nullDevice
    }

    /// How a child ended.
    public enum Ending: Equatable, Sendable {
        case exited(status: Int32)
        case killed(signal: Int32)

        /// From a `waitpid` status, in the classic layout: the low seven bits the signal,
        /// the next byte the exit status.
        public init(waitStatus status: Int32) {
            let signal = status & 0x7F
            self = signal == 0 ? .exited(status: (status >> 8) & 0xFF) : .killed(signal: signal)
        }
    }

    /// The signals whose action the child gets back to the default: those xcedit catches or
    /// ignores while it runs (the editor's terminal handling, a provider's broken pipe).
    static let defaultedSignals = [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH, SIGCHLD]

    /// Starts the program at `path` with `arguments` (its `argv`, the program's own name
    /// first). `environment` nil passes this process's environment on.
    /// `ownProcessGroup` makes the child the leader of a new process group (its id the
    /// child's pid), so that it and all it starts can be signalled together. The child's pid,
    /// or the `errno` of the failure.
    public static func spawn(
        _ path: String, arguments: [String], environment: [String: String]?,
        input: Descriptor = .inherited, output: Descriptor = .inherited, error: Descriptor = .inherited,
        ownProcessGroup: Bool = false
    ) -> Result<pid_t, SpawnFailure> {
        var argv = arguments.map { strdup($0) } + [nil]
        // Ours as Foundation reads it, as Foundation's `Process` passes it on (and `environ`
        // is not spelled the same in every C library).
        let variables = environment ?? ProcessInfo.processInfo.environment
        var envp = variables.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, target) in [(input, Int32(0)), (output, 1), (error, 2)] {
            switch descriptor {
            case .inherited: break
            case .duplicate(let fd): posix_spawn_file_actions_adddup2(&actions, fd, target)
            case .nullDevice: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            }
        }

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t(), defaults = sigset_t()
        sigemptyset(&emptyMask)
        sigemptyset(&defaults)
        for signo in defaultedSignals { sigaddset(&defaults, signo) }
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, &argv, &envp)
        guard result == 0 else { return .failure(SpawnFailure(path: path, code: result)) }
        return .success(pid)
    }

    /// Waits for `pid` to end, however long it takes (an interrupted wait is resumed); its
    /// ending, or the `errno` text of a wait that failed.
    public static func wait(for pid: pid_t) -> Result<Ending, WaitFailure> {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno == EINTR { continue }
            return .failure(WaitFailure(reason: errorText(errno)))
        }
        return .success(Ending(waitStatus: status))
    }

    /// The C library's sentence for an `errno` value.
    public static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// A program that could not be started.
    public struct SpawnFailure: Error, Equatable, Sendable {
        public var path: String
        public var code: Int32
        /// "cannot run /bin/sh: No such file or directory".
        public var message: String { "cannot run \(path): " + ChildProcess.errorText(code) }
    }

    /// A child whose end could not be waited for.
    public struct WaitFailure: Error, Equatable, Sendable {
        public var reason: String
    }
}
