#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Processes
import Testing

/// The one spawn helper: where a child's descriptors come from, its process group, its
/// environment and signals, and how its ending is read.
@Suite("Child processes")
struct ChildProcessTests {
    static func shell(_ script: String, environment: [String: String]? = nil) -> Result<ChildProcess.Collected, ChildProcess.CollectFailure> {
        ChildProcess.collectingOutput(of: "/bin/sh", arguments: ["/bin/sh", "-c", script], environment: environment)
    }

    @Test("a wait status is read in the classic layout")
    func waitStatus() {
        #expect(ChildProcess.Ending(waitStatus: 3 << 8) == .exited(status: 3))
        #expect(ChildProcess.Ending(waitStatus: 0) == .exited(status: 0))
        #expect(ChildProcess.Ending(waitStatus: SIGKILL) == .killed(signal: SIGKILL))
    }

    @Test("output and error output are collected apart, with the exit status")
    func collectsBoth() throws {
        let run = try Self.shell("printf out; printf err >&2; exit 3").get()
        #expect(run.ending == .exited(status: 3))
        #expect(String(decoding: run.output, as: UTF8.self) == "out")
        #expect(String(decoding: run.errorOutput, as: UTF8.self) == "err")
    }

    @Test("a child that fills its error pipe before writing its output does not stall")
    func drainsBothPipes() throws {
        let run = try Self.shell("head -c 300000 /dev/zero >&2; head -c 200000 /dev/zero").get()
        #expect(run.ending == .exited(status: 0))
        #expect(run.errorOutput.count == 300_000)
        #expect(run.output.count == 200_000)
    }

    @Test("standard input is /dev/null: a reader ends at once with nothing")
    func inputIsEmpty() throws {
        let run = try Self.shell("cat; echo done").get()
        #expect(String(decoding: run.output, as: UTF8.self) == "done\n")
    }

    @Test("the environment is ours when none is given, else exactly the one given")
    func environment() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let inherited = try Self.shell("printf %s \"$PATH\"").get()
        #expect(String(decoding: inherited.output, as: UTF8.self) == path)
        let given = try Self.shell("printf %s \"$XCEDIT_TEST_VALUE|$HOME\"", environment: ["XCEDIT_TEST_VALUE": "1"]).get()
        #expect(String(decoding: given.output, as: UTF8.self) == "1|")
    }

    @Test("a signal this process ignores is back to its default in the child")
    func signalsDefaulted() throws {
        var ignore = sigaction(), previous = sigaction()
        ignore = SimpleSignalAction.make(SIG_IGN)
        sigaction(SIGHUP, &ignore, &previous)
        defer { sigaction(SIGHUP, &previous, nil) }
        let run = try Self.shell("kill -HUP $$; echo survived").get()
        #expect(run.ending == .killed(signal: SIGHUP))
        #expect(run.output.isEmpty)
    }

    @Test("a child in a process group of its own leads it; otherwise it is in ours")
    func processGroups() throws {
        for own in [true, false] {
            let pid = try ChildProcess.spawn("/bin/sh", arguments: ["/bin/sh", "-c", "sleep 30"], environment: nil,
                                             ownProcessGroup: own).get()
            #expect(getpgid(pid) == (own ? pid : getpgrp()))
            kill(pid, SIGKILL)
            #expect(try ChildProcess.wait(for: pid).get() == .killed(signal: SIGKILL))
        }
    }

    @Test("a program that is not there is a failure that names it and the reason")
    func missingProgram() {
        let result = ChildProcess.spawn("/nonexistent/xcedit-program", arguments: ["x"], environment: nil)
        guard case .failure(let failure) = result else {
            Issue.record("started a program that does not exist")
            return
        }
        #expect(failure.code == ENOENT)
        #expect(failure.message == "cannot run /nonexistent/xcedit-program: " + String(cString: strerror(ENOENT)))
    }
}
