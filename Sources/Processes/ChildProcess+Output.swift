#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ChildProcess {
    /// What a child wrote on its standard output and error output, and how it ended.
    public struct Collected: Equatable, Sendable {
        public var ending: Ending
        public var output: [UInt8]
        public var errorOutput: [UInt8]
    }

    /// Runs the program at `path` with `arguments` (its `argv`), its standard input
    /// `/dev/null` (never a question on the editor's terminal), and collects its output and
    /// error output until it ends. Both pipes are drained in one `poll(2)` loop, so that a
    /// child filling one of them while we read the other never stalls. `environment` nil
    /// passes this process's on. On failure, the C library's reason.
    public static func collectingOutput(of path: String, arguments: [String],
                                        environment: [String: String]? = nil) -> Result<Collected, CollectFailure> {
        var ends: [[Int32]] = []
        for _ in 0..<2 {
            var pair: [Int32] = [-1, -1]
            guard pipe(&pair) == 0 else {
                let reason = "cannot make a pipe: " + errorText(errno)
                for opened in ends { close(opened[0]); close(opened[1]) }
                return .failure(CollectFailure(reason: reason))
            }
            // Not inherited by other children started meanwhile (the child gets its copies by dup2).
            for fd in pair { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            ends.append(pair)
        }
        let spawned = spawn(path, arguments: arguments, environment: environment, input: .nullDevice,
                            output: .duplicate(ends[0][1]), error: .duplicate(ends[1][1]))
        close(ends[0][1])
        close(ends[1][1])
        let pid: pid_t
        switch spawned {
        case .success(let started): pid = started
        case .failure(let failure):
            close(ends[0][0])
            close(ends[1][0])
            return .failure(CollectFailure(reason: errorText(failure.code)))
        }

        var open: [Int32?] = [ends[0][0], ends[1][0]]
        var collected: [[UInt8]] = [[], []]
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while open.contains(where: { $0 != nil }) {
            var watched = open.map { pollfd(fd: $0 ?? -1, events: Int16(POLLIN), revents: 0) }
            if poll(&watched, nfds_t(watched.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for (index, entry) in watched.enumerated() where entry.fd >= 0 && entry.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress!, $0.count) }
                if count > 0 {
                    collected[index] += buffer[..<count]
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(entry.fd)
                    open[index] = nil
                }
            }
        }
        for case let fd? in open { close(fd) }

        switch wait(for: pid) {
        case .success(let ending): return .success(Collected(ending: ending, output: collected[0], errorOutput: collected[1]))
        case .failure(let failure): return .failure(CollectFailure(reason: failure.reason))
        }
    }

    /// A child whose output could not be collected: no pipe, not started, or lost.
    public struct CollectFailure: Error, Equatable, Sendable {
        public var reason: String
    }
}
