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
}
