import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Timing and process measurement for the benchmark.
enum Measure {
    struct ProcessRun {
        var seconds: Double
        var maxResidentBytes: Int
    }

    /// A budget's verdict. A debug build is many times slower than a release build, so there
    /// the benchmark checks byte-exactness only and judges no time.
    static func verdict(_ met: Bool) -> String {
        #if DEBUG
        return "not judged: debug build"
        #else
        return met ? "met" : "MISSED"
        #endif
    }

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// CPU time this thread has used: what a keystroke costs, without the time a loaded
    /// machine (other builds on the same cores) keeps the thread waiting.
    static func threadCPUTime() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    static func cpuTime(_ body: () -> Void) -> Double {
        let start = threadCPUTime()
        body()
        return threadCPUTime() - start
    }

    /// CPU time of the whole process (every thread) spent in `body`.
    static func processCPUTime(_ body: () -> Void) -> Double {
        func now() -> Double {
            var ts = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
            return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
        }
        let start = now()
        body()
        return now() - start
    }

    static func time(_ body: () -> Void) -> Double {
        let start = now()
        body()
        return now() - start
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    static func summary(_ seconds: [Double]) -> String {
        guard let low = seconds.min(), let high = seconds.max() else { return "n/a" }
        return String(format: "%8.3f s  [%.3f–%.3f]", median(seconds), low, high)
    }

    /// Runs `path` with `arguments` `runs` times, output discarded, after `prepare` each time
    /// (not timed); returns wall time and peak memory of each run, from `wait4`.
    /// `accepting` lists the exit statuses that are not worth a warning (lint exits 1 when it
    /// finds errors, which the generated catalog has).
    static func process(_ path: String, _ arguments: [String], runs: Int, accepting: Set<Int32> = [0], prepare: () -> Void = {}) -> [ProcessRun] {
        (0..<runs).map { _ in
            prepare()
            let start = now()
            let (status, usage) = spawnAndWait(path, arguments, captureTo: nil)
            let elapsed = now() - start
            if !accepting.contains(status) { FileHandle.standardError.write(Data("warning: \(path) \(arguments.first ?? "") exited with \(status)\n".utf8)) }
            // ru_maxrss is in kilobytes on Linux.
            return ProcessRun(seconds: elapsed, maxResidentBytes: Int(usage.ru_maxrss) * 1024)
        }
    }

    /// Runs two commands in turn `runs` times (the first, the second, the first, …), so that
    /// a slow minute of a shared machine falls on both sides of their ratio, not on one.
    static func alternating(_ first: (path: String, arguments: [String]), _ second: (path: String, arguments: [String]), runs: Int) -> (first: [ProcessRun], second: [ProcessRun]) {
        var a: [ProcessRun] = [], b: [ProcessRun] = []
        for _ in 0..<runs {
            a += process(first.path, first.arguments, runs: 1)
            b += process(second.path, second.arguments, runs: 1)
        }
        return (a, b)
    }

    /// Runs a command and returns its standard output.
    static func capture(_ path: String, _ arguments: [String]) -> String {
        let file = NSTemporaryDirectory() + "xcedit-bench-out-\(getpid())"
        defer { unlink(file) }
        _ = spawnAndWait(path, arguments, captureTo: file)
        return (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    }

    private static func spawnAndWait(_ path: String, _ arguments: [String], captureTo output: String?) -> (Int32, rusage) {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        let environment = _NSGetEnviron().pointee
        #else
        var actions = posix_spawn_file_actions_t()
        let environment = environ
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // Captured commands (tmux polls) keep their complaints to themselves.
        if output != nil { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, environment) == 0 else { fail("cannot run \(path)") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        return ((status >> 8) & 0xFF, usage)
    }

    /// A program built next to this one (the release `xcedit` beside `xcedit-bench`).
    static func siblingExecutable(_ name: String) -> String {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// The system's load averages over 1, 5 and 15 minutes (`/proc/loadavg`), or "unknown".
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    static func which(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
