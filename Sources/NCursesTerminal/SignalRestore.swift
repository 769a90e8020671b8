#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNCurses

/// Puts the terminal back when the process dies by a signal, and turns a request to end
/// (SIGTERM, SIGHUP, SIGINT, SIGQUIT) into an input event, so that the editor can first
/// write what it must not lose.
///
/// What runs in the handler is async-signal-safe: it writes bytes prepared in advance
/// (leave the alternate screen, show the cursor, plain attributes, bracketed paste and
/// mouse reporting off) with write(2), and restores the saved tty modes with tcsetattr,
/// which is what `endwin` would do, without entering ncurses in the middle of whatever it
/// was doing when the signal came.
///
/// These four, while the screen runs, only note the signal in a `volatile sig_atomic_t`
/// and write a byte to a pipe (the self-pipe trick): `nextEvent` waits on that pipe besides
/// the terminal and reports `.terminate`. Writing a catalog is not something a signal
/// handler may do. A second signal while the first is being handled ends the process at
/// once (terminal restored, `_exit(128 + signo)`).
///
/// SIGQUIT is one of them although it usually asks for a core dump or, in a Swift program,
/// brings up the runtime's backtracer: a user who sends it to an editor wants the editor
/// gone, not a debugger drawn over the screen and unsaved work lost. Keyboard Ctrl-C and
/// Ctrl-\ never send these (the terminal is in raw mode); they come from `kill`.
enum SignalRestore {
    /// Signals that end the process, after the run loop's recovery copies when the screen
    /// runs; otherwise at once: restore, `_exit(128 + signo)`.
    static let terminationSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
    /// Crashes in our own code: restore, then let the previous handler (the default one, or
    /// Swift's backtracer) show the crash.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// The read end of the self-pipe, which becomes readable when a deferred signal came;
    /// -1 when no pipe could be made (the signals then end the process at once).
    static var wakeDescriptor: Int32 { state.pointee.wakeRead }

    /// The deferred signal that came since `install`, if any. It stays set: the run loop
    /// is expected to end the program, and a second signal meanwhile ends it at once.
    static var pendingTermination: Int32? {
        let signo = cn_load_signal(state.pointee.deferred)
        return signo == 0 ? nil : signo
    }

    /// Empties the self-pipe after it woke a wait.
    static func drainWakeups() {
        guard state.pointee.wakeRead >= 0 else { return }
        var bytes = (UInt64(0), UInt64(0))
        while withUnsafeMutableBytes(of: &bytes, { read(state.pointee.wakeRead, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Arms the handlers. `restoreSequence` is written to fd 1; `modes` are the tty modes
    /// from before ncurses started.
    static func install(restoreSequence: [UInt8], modes: termios?) {
        disarm()
        makeWakePipe()
        drainWakeups()
        cn_store_signal(state.pointee.deferred, 0)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, restoreSequence.count))
        buffer.initialize(from: restoreSequence, count: restoreSequence.count)
        state.pointee.sequence = buffer
        state.pointee.sequenceLength = restoreSequence.count
        if let modes {
            state.pointee.modes.pointee = modes
            state.pointee.haveModes = true
        }
        // One termination handler at a time: a second signal waits for the first handler to
        // return, then finds the first one noted and ends the process.
        for signo in terminationSignals { replaceHandler(signo, with: handleTermination, blocking: terminationSignals) }
        // A crash may be the stack overflowing: the handler then runs on a stack of its own.
        provideAlternateStack()
        for signo in crashSignals { replaceHandler(signo, with: handleCrash, onAlternateStack: true) }
        state.pointee.armed = 1
    }

    /// Puts the previous handlers back; the terminal is ours to restore normally again.
    static func disarm() {
        state.pointee.armed = 0
        for signo in terminationSignals + crashSignals where state.pointee.installed[Int(signo)] {
            _ = sigaction(signo, state.pointee.previous + Int(signo), nil)
            state.pointee.installed[Int(signo)] = false
        }
        if let sequence = state.pointee.sequence {
            state.pointee.sequence = nil
            state.pointee.sequenceLength = 0
            sequence.deallocate()
        }
        state.pointee.haveModes = false
    }

    /// The self-pipe, made once and kept for the life of the process: a handler can never
    /// write to a descriptor that was closed and reused. Both ends are non-blocking (a full
    /// pipe must not block the handler) and close on exec (an external editor gets neither).
    private static func makeWakePipe() {
        guard state.pointee.wakeRead < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for fd in ends {
            _ = fcntl(fd, F_SETFD, fcntl(fd, F_GETFD) | FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        state.pointee.wakeRead = ends[0]
        state.pointee.wakeWrite = ends[1]
    }

    /// In the handler: notes a termination signal and wakes the run loop. False when the
    /// signal must end the process now: the screen is not running, there is no pipe, or a
    /// signal is already being handled.
    fileprivate static func deferTermination(_ signo: Int32) -> Bool {
        guard state.pointee.armed == 1,
              state.pointee.wakeWrite >= 0, cn_load_signal(state.pointee.deferred) == 0
        else { return false }
        cn_store_signal(state.pointee.deferred, signo)
        var byte: UInt8 = 1
        _ = write(state.pointee.wakeWrite, &byte, 1)
        return true
    }

    private typealias Handler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// Bytes of the alternate signal stack: the crash handler writes a few hundred bytes and
    /// calls sigaction and raise; Swift's backtracer, handed the signal, brings its own.
    static let alternateStackSize = 64 * 1024

    /// Gives this thread (the one that runs the screen) an alternate signal stack, unless it
    /// has one already (Swift's runtime may have set one). Without it, a stack overflow
    /// leaves no stack for the handler: the kernel kills the process, the terminal stays in
    /// the alternate screen with the cursor hidden and the mouse reported. Made once, never
    /// freed: a handler may be running on it.
    private static func provideAlternateStack() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        guard let memory = malloc(alternateStackSize) else { return }
        var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: alternateStackSize)
        if sigaltstack(&stack, nil) != 0 { free(memory) }
    }

    private static func replaceHandler(_ signo: Int32, with handler: Handler, blocking blocked: [Int32] = [], onAlternateStack: Bool = false) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = handler
        #else
        action.__sigaction_u.__sa_sigaction = handler
        #endif
        action.sa_flags = SA_SIGINFO | (onAlternateStack ? Int32(SA_ONSTACK) : 0)
        sigemptyset(&action.sa_mask)
        for other in blocked { sigaddset(&action.sa_mask, other) }
        if sigaction(signo, &action, state.pointee.previous + Int(signo)) == 0 {
            state.pointee.installed[Int(signo)] = true
        }
    }

    /// The async-signal-safe part: bytes out, tty modes back. Runs at most once.
    fileprivate static func restoreTerminal() {
        guard state.pointee.armed == 1 else { return }
        state.pointee.armed = 0
        if let sequence = state.pointee.sequence {
            var offset = 0
            while offset < state.pointee.sequenceLength {
                let n = write(1, sequence + offset, state.pointee.sequenceLength - offset)
                if n <= 0 { break }
                offset += n
            }
        }
        if state.pointee.haveModes { _ = tcsetattr(0, TCSADRAIN, state.pointee.modes) }
    }

    /// Everything the handlers read, kept in memory allocated up front so the handlers
    /// never allocate, lock or trigger lazy initialisation.
    fileprivate struct State {
        var armed: sig_atomic_t = 0
        var sequence: UnsafeMutablePointer<UInt8>?
        var sequenceLength = 0
        let modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        var haveModes = false
        /// The deferred signal (0: none), read and written only through the volatile
        /// accessors of the shim.
        let deferred: UnsafeMutablePointer<sig_atomic_t> = {
            let slot = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
            slot.initialize(to: 0)
            return slot
        }()
        var wakeRead: Int32 = -1
        var wakeWrite: Int32 = -1
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        let installed = UnsafeMutablePointer<Bool>.allocate(capacity: 65)
    }

    /// A pointer set once (a `let`), so handlers read through it without Swift's
    /// exclusivity bookkeeping for global variables.
    nonisolated(unsafe) fileprivate static let state: UnsafeMutablePointer<State> = {
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State())
        state.pointee.installed.initialize(repeating: false, count: 65)
        state.pointee.previous.initialize(repeating: sigaction(), count: 65)
        return state
    }()
}

private func handleTermination(_ signo: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    let savedErrno = errno
    if SignalRestore.deferTermination(signo) {
        // Whatever the interrupted code was doing goes on; only its errno must survive.
        errno = savedErrno
        return
    }
    SignalRestore.restoreTerminal()
    _exit(128 + signo)
}

private func handleCrash(_ signo: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    SignalRestore.restoreTerminal()
    // Hand the signal to whoever had it before us (the default action, or Swift's
    // backtracer), so the crash is still reported.
    let state = SignalRestore.state.pointee
    let index = Int(signo)
    if state.installed[index] {
        _ = sigaction(signo, state.previous + index, nil)
        state.installed[index] = false
    } else {
        _ = signal(signo, SIG_DFL)
    }
    // A fault raised by the CPU happens again when the handler returns, now with the
    // previous handler in place and the true context; anything else is raised again.
    let isFault = signo == SIGSEGV || signo == SIGBUS || signo == SIGILL || signo == SIGFPE
    if isFault, let info, info.pointee.si_code > 0 { return }
    // Sent (kill, abort): hand it over now, with the signal unblocked so that the previous
    // handler runs inside this call. A handler that reports and returns (Swift's backtracer
    // does, expecting a fault to come again) must not leave the process running without
    // its screen: the default action then ends it by the same signal.
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signo)
    _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    _ = raise(signo)
    _ = signal(signo, SIG_DFL)
    _ = raise(signo)
}
