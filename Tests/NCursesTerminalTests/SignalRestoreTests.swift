#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import NCursesTerminal

/// The handlers without a terminal: armed with an empty restore sequence, they still
/// decide what a signal becomes. Only a first termination signal can be tried here; a
/// second one would end the test process, as it should end the editor.
@Suite("Signals while the screen runs", .serialized)
struct SignalRestoreTests {
    func readable(_ fd: Int32, waitingMilliseconds: Int32 = 0) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, waitingMilliseconds) == 1
    }

    @Test("SIGHUP, SIGTERM, SIGINT and SIGQUIT are noted and wake the self-pipe instead of ending the process",
          arguments: [SIGHUP, SIGTERM, SIGINT, SIGQUIT])
    func deferred(signo: Int32) {
        SignalRestore.install(restoreSequence: [], modes: nil)
        defer { SignalRestore.disarm() }
        let wake = SignalRestore.wakeDescriptor
        #expect(wake >= 0)
        #expect(SignalRestore.pendingTermination == nil)
        #expect(!readable(wake))

        // To the process, as kill(1) sends it: test threads may block signals, and some
        // thread that does not takes it.
        kill(getpid(), signo)
        #expect(readable(wake, waitingMilliseconds: 5000))
        #expect(SignalRestore.pendingTermination == signo)
        SignalRestore.drainWakeups()
        #expect(!readable(wake))
        // Reported until the program ends; a new screen starts afresh.
        #expect(SignalRestore.pendingTermination == signo)
        SignalRestore.install(restoreSequence: [], modes: nil)
        #expect(SignalRestore.pendingTermination == nil)
        #expect(SignalRestore.wakeDescriptor == wake)
    }

    @Test("The self-pipe is non-blocking and not inherited by an external editor")
    func pipeFlags() {
        SignalRestore.install(restoreSequence: [], modes: nil)
        defer { SignalRestore.disarm() }
        let wake = SignalRestore.wakeDescriptor
        #expect(fcntl(wake, F_GETFD) & FD_CLOEXEC != 0)
        #expect(fcntl(wake, F_GETFL) & O_NONBLOCK != 0)
    }

    /// A stack overflow in a child process with the handlers armed: before the alternate
    /// stack the handler had no stack to run on, the kernel killed the child, and the
    /// restore sequence never came (the editor left the terminal in the alternate screen).
    @Test("A stack overflow still writes the restore sequence, then ends by SIGSEGV")
    func stackOverflowRestores() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let sequence = Array("restored\u{1B}[?1049l".utf8)
        let child = fork()
        if child == 0 {
            // The child: only what it needs, then down the stack until it overflows. The
            // previous handler is the default one (not the test runner's backtracer).
            _ = dup2(ends[1], 1)
            _ = signal(SIGSEGV, SIG_DFL)
            SignalRestore.install(restoreSequence: sequence, modes: nil)
            _exit(Int32(truncatingIfNeeded: overflowTheStack(1)))
        }
        close(ends[1])
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        while true {
            let n = read(ends[0], &chunk, chunk.count)
            if n <= 0 { break }
            output += chunk[..<n]
        }
        close(ends[0])
        var status: Int32 = 0
        _ = waitpid(child, &status, 0)
        // Killed by a signal (the low seven bits), and that signal SIGSEGV.
        #expect(status & 0x7f == SIGSEGV, "status \(status)")
        #expect(output == sequence, "\(String(decoding: output, as: UTF8.self))")
    }
}

/// Recursion the optimizer cannot turn into a loop: each frame keeps 128 bytes and adds
/// to what the next call returns.
@inline(never)
func overflowTheStack(_ depth: Int) -> Int {
    var frame = (depth, depth, depth, depth, depth, depth, depth, depth, depth, depth, depth, depth, depth, depth, depth, depth)
    return withUnsafeMutableBytes(of: &frame) { raw in
        raw[0] = UInt8(truncatingIfNeeded: depth)
        return overflowTheStack(depth + 1) + Int(raw[1])
    }
}
