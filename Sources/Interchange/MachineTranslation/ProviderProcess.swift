#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import MachineTranslation
import Processes

/// Runs a provider command (`/bin/sh -c COMMAND`) with its input on standard input and
/// collects its standard output, never waiting on it for ever.
///
/// One thread, one `poll(2)` loop over the three pipes: the input is written as the provider
/// reads it, while its output and error output are drained (a provider that answers before
/// reading everything cannot stall against a full pipe). The provider runs in a process
/// group of its own, so that when it gives no output for `timeout` seconds, it and
/// everything it started (a `curl`, a `sleep`) are killed together.
enum ProviderProcess {
    /// How much of the error output is kept: its end, where the reason is.
    static let errorTail = 16 * 1024
    /// A batch may take this many times the idle limit in all.
    static let totalTimeoutFactor = 10.0
    /// How long a provider that answered everything has to exit before it is ended.
    static let endingGrace = 2.0

    /// The provider's standard output; a failure when it cannot start, stops answering,
    /// writes more than `outputLimit` bytes, or ends other than with status 0.
    static func run(_ command: String, input: [UInt8], environment: [String: String], timeout: Double,
                    outputLimit: Int, stopper: ProviderStopper? = nil) throws(ProviderFailure) -> [UInt8] {
        // A provider that exits without reading its input makes writing to the pipe fail with
        // EPIPE, and raise SIGPIPE, which would end xcedit. Not ignored process-wide: xcedit
        // writing to a closed standard output (`| head`) must still end quietly by it.
        let restoreSignals = ignoringBrokenPipes()
        defer { restoreSignals() }
        var pipes: [[Int32]] = []
        for _ in 0..<3 {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else {
                for opened in pipes { close(opened[0]); close(opened[1]) }
                throw .couldNotStart("cannot make a pipe: " + String(cString: strerror(errno)))
            }
            for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            pipes.append(ends)
        }
        let (childInput, inputEnd) = (pipes[0][0], pipes[0][1])
        let (outputEnd, childOutput) = (pipes[1][0], pipes[1][1])
        let (errorEnd, childError) = (pipes[2][0], pipes[2][1])
        for fd in [inputEnd, outputEnd, errorEnd] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        #if canImport(Darwin)
        _ = fcntl(inputEnd, F_SETNOSIGPIPE, 1)
        #endif

        let spawned = spawn(command, environment: environment, input: childInput, output: childOutput, error: childError)
        for fd in [childInput, childOutput, childError] { close(fd) }
        let pid: pid_t
        switch spawned {
        case .success(let started): pid = started
        case .failure(let failure):
            for fd in [inputEnd, outputEnd, errorEnd] { close(fd) }
            throw failure
        }
        stopper?.started(pid)
        defer { stopper?.ended(pid) }
        // Without a stopper (the command line), a signal that ends xcedit ends the provider too.
        let watched = stopper == nil ? ProviderGroupsOnSignal.watch(pid) : nil
        defer { ProviderGroupsOnSignal.unwatch(watched) }

        var loop = PipeLoop(input: input, inputEnd: inputEnd, outputEnd: outputEnd, errorEnd: errorEnd, timeout: timeout, outputLimit: outputLimit)
        let outcome = loop.run()
        loop.closeAll()
        switch outcome {
        case .finished:
            break
        case .stopped(let failure):
            kill(-pid, SIGKILL)
            _ = reap(pid, until: nil)
            throw failure
        }
        // Output closed, or every request answered: the provider is ending; it has until the
        // deadline to do so (a complete answer, a few seconds at most).
        let complete = loop.answeredEverything
        let ending = complete ? min(loop.deadline, PipeLoop.deadline(after: ProviderProcess.endingGrace)) : loop.deadline
        let reaped = reap(pid, until: ending)
        // What it started and left running (a child holding its output open) goes with it.
        kill(-pid, SIGKILL)
        guard let status = reaped ?? (complete ? reap(pid, until: nil) : nil) else {
            _ = reap(pid, until: nil)
            throw .timedOut(seconds: timeout, answered: loop.answeredLines, asked: loop.requestLines)
        }
        let message = lastLine(of: loop.errorOutput)
        switch ChildProcess.Ending(waitStatus: status) {
        case .killed(let signal): throw .killed(signal: signal, message: message)
        case .exited(let exitStatus) where exitStatus != 0: throw .exited(status: exitStatus, message: message)
        case .exited: return loop.output
        }
    }

    /// Keeps the SIGPIPE of a write to a provider that stopped reading from ending xcedit;
    /// returns what puts things back. On Linux the signal is blocked on this thread (a
    /// broken pipe's SIGPIPE goes to the thread that wrote) and, when one came, taken away
    /// before it is unblocked; on macOS the pipe itself raises none (`F_SETNOSIGPIPE`).
    private static func ignoringBrokenPipes() -> () -> Void {
        #if canImport(Darwin)
        return {}
        #else
        var brokenPipe = sigset_t(), previous = sigset_t()
        sigemptyset(&brokenPipe)
        sigaddset(&brokenPipe, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &brokenPipe, &previous)
        return {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 && sigismember(&previous, SIGPIPE) == 0 {
                var now = timespec(tv_sec: 0, tv_nsec: 0)
                _ = sigtimedwait(&brokenPipe, nil, &now)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        #endif
    }

    /// Starts `/bin/sh -c command` on the given descriptors, in a process group of its own,
    /// with default signal dispositions and an empty signal mask.
    private static func spawn(_ command: String, environment: [String: String], input: Int32, output: Int32,
                              error: Int32) -> Result<pid_t, ProviderFailure> {
        ChildProcess.spawn("/bin/sh", arguments: ["/bin/sh", "-c", command], environment: environment,
                           input: .duplicate(input), output: .duplicate(output), error: .duplicate(error),
                           ownProcessGroup: true)
            .mapError { ProviderFailure.couldNotStart($0.message) }
    }

    /// Waits for `pid` to end, up to `deadline` (nil: as long as it takes); its wait status,
    /// or nil when it is still running at the deadline.
    private static func reap(_ pid: pid_t, until deadline: UInt64?) -> Int32? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, deadline == nil ? 0 : WNOHANG)
            if result == pid { return status }
            if result < 0 && errno != EINTR { return status }
            if let deadline, DispatchTime.now().uptimeNanoseconds >= deadline { return nil }
            if deadline != nil { usleep(10_000) }
        }
    }

    /// The last line with text of the error output, for the message.
    static func lastLine(of bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let line = text.split(whereSeparator: \.isNewline).last(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.count > 200 ? String(trimmed.prefix(200)) + "…" : trimmed
    }
}

/// Stops the providers run with it, and everything they started: the editor quits while a
/// machine translation works, and a provider must not outlive it (one that hangs would never
/// end). Each provider runs in a process group of its own, whose id is its pid.
public final class ProviderStopper: @unchecked Sendable {
    // Unchecked: `groups` and `stopped` are used only under `lock`.
    private let lock = NSLock()
    private var groups: Set<pid_t> = []
    private var stopped = false

    public init() {}

    /// Kills the providers running now, and any started from now on.
    public func stop() {
        lock.withLock {
            stopped = true
            for group in groups { kill(-group, SIGKILL) }
        }
    }

    func started(_ group: pid_t) {
        lock.withLock {
            groups.insert(group)
            if stopped { kill(-group, SIGKILL) }
        }
    }

    func ended(_ group: pid_t) {
        lock.withLock { _ = groups.remove(group) }
    }
}

/// The poll loop of one run: input written, output and error output read, until the
/// provider closes its output or must be stopped.
private struct PipeLoop {
    enum Outcome {
        case finished
        case stopped(ProviderFailure)
    }

    let input: [UInt8]
    var inputEnd: Int32?
    var outputEnd: Int32?
    var errorEnd: Int32?
    let timeout: Double
    let outputLimit: Int
    var written = 0
    var output: [UInt8] = []
    var errorOutput: [UInt8] = []
    /// When the provider must have written again; moved on by every output.
    var deadline: UInt64
    /// When the whole batch must be answered, however steadily the provider trickles
    /// bytes (a space a second kept an idle limit from ever coming).
    let totalDeadline: UInt64
    /// Lines of output so far, counted as they come.
    private(set) var answeredLines = 0
    let requestLines: Int

    init(input: [UInt8], inputEnd: Int32, outputEnd: Int32, errorEnd: Int32, timeout: Double, outputLimit: Int) {
        self.input = input
        self.inputEnd = inputEnd
        self.outputEnd = outputEnd
        self.errorEnd = errorEnd
        self.timeout = timeout
        self.outputLimit = outputLimit
        deadline = Self.deadline(after: timeout)
        totalDeadline = Self.deadline(after: timeout * ProviderProcess.totalTimeoutFactor)
        requestLines = input.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        if input.isEmpty { closeInput() }
    }

    /// Every request written and a line out for each: the answer is complete, whether or not
    /// something the provider started still holds its output open.
    var answeredEverything: Bool {
        inputEnd == nil && written == input.count && requestLines > 0 && answeredLines >= requestLines && output.last == UInt8(ascii: "\n")
    }

    static func deadline(after seconds: Double) -> UInt64 {
        // Saturating: settings are bounded to a day, but a caller's Double must never trap.
        let nanoseconds = max(0, min(seconds, ProviderSettings.maximumTimeout)) * 1_000_000_000
        return DispatchTime.now().uptimeNanoseconds + UInt64(nanoseconds)
    }


    mutating func run() -> Outcome {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while outputEnd != nil || errorEnd != nil {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < totalDeadline else {
                return .stopped(.tookTooLong(seconds: timeout * ProviderProcess.totalTimeoutFactor, answered: answeredLines, asked: requestLines))
            }
            guard now < deadline else { return .stopped(.timedOut(seconds: timeout, answered: answeredLines, asked: requestLines)) }
            let wait = Int32(min(UInt64(Int32.max), (min(deadline, totalDeadline) - now) / 1_000_000 + 1))
            var watched: [pollfd] = []
            if let fd = inputEnd { watched.append(pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)) }
            if let fd = outputEnd { watched.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
            if let fd = errorEnd { watched.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&watched, nfds_t(watched.count), wait)
            if ready < 0 {
                if errno == EINTR { continue }
                return .stopped(.couldNotStart("lost track of the provider: " + String(cString: strerror(errno))))
            }
            for entry in watched where entry.revents != 0 {
                if entry.fd == inputEnd {
                    writeInput()
                } else if entry.fd == outputEnd {
                    guard let count = read(entry.fd, into: &buffer) else { continue }
                    if count == 0 { closeOutput(); continue }
                    output += buffer[..<count]
                    answeredLines += buffer[..<count].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                    deadline = Self.deadline(after: timeout)
                    if output.count > outputLimit { return .stopped(.tooMuchOutput(bytes: outputLimit)) }
                    if answeredEverything { return .finished }
                } else if entry.fd == errorEnd {
                    guard let count = read(entry.fd, into: &buffer) else { continue }
                    if count == 0 { closeError(); continue }
                    errorOutput += buffer[..<count]
                    if errorOutput.count > 2 * ProviderProcess.errorTail { errorOutput.removeFirst(errorOutput.count - ProviderProcess.errorTail) }
                }
            }
        }
        return .finished
    }

    /// Bytes read (0 at the end), or nil when there was nothing to read after all.
    private func read(_ fd: Int32, into buffer: inout [UInt8]) -> Int? {
        let count = buffer.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress!, $0.count) }
        if count < 0 { return errno == EAGAIN || errno == EINTR ? nil : 0 }
        return count
    }

    private mutating func writeInput() {
        guard let fd = inputEnd else { return }
        let count = input.withUnsafeBytes { bytes in
            posixWrite(fd, bytes.baseAddress! + written, min(64 * 1024, bytes.count - written))
        }
        if count < 0 {
            // EPIPE: the provider stopped reading; what it answers decides.
            if errno != EAGAIN && errno != EINTR { closeInput() }
            return
        }
        written += count
        if written == input.count { closeInput() }
    }

    private mutating func closeInput() {
        if let fd = inputEnd { close(fd) }
        inputEnd = nil
    }

    private mutating func closeOutput() {
        if let fd = outputEnd { close(fd) }
        outputEnd = nil
    }

    private mutating func closeError() {
        if let fd = errorEnd { close(fd) }
        errorEnd = nil
    }

    mutating func closeAll() {
        closeInput()
        closeOutput()
        closeError()
    }
}

// `read` and `write` by names the loop's own `read` does not shadow.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}

private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
