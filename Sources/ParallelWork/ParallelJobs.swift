import Dispatch
import Foundation

/// Independent jobs run on several threads, their results in job order whatever the number
/// of threads or the order in which they finish: output made this way is the same byte for
/// byte on one core or on many. Shared by the checker, compile and migrate (package access:
/// a tool of this package, not part of the library's API).
package enum ParallelJobs {
    /// The cores this process may use.
    package static var defaultThreads: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// `body(0) … body(count - 1)` on up to `threads` threads (the caller's and new ones).
    /// Each thread takes the next job not yet taken, so one long job (a language with more
    /// plural forms) does not hold the others back. With one thread (or one job) everything
    /// runs on the caller's thread. Jobs that wait for the disk may use more threads than
    /// there are cores.
    package static func map<Result>(_ count: Int, threads: Int = defaultThreads, _ body: (Int) -> Result) -> [Result] {
        let workers = min(max(threads, 1), count)
        guard workers > 1 else { return (0..<count).map(body) }
        let board = JobBoard<Result>(count: count)
        // Every thread is done with `body` before this returns, and the board lets go of it
        // (the threads themselves may still be winding down, holding the board).
        withoutActuallyEscaping(body) { body in
            board.setBody(body)
            let finished = DispatchGroup()
            for _ in 1..<workers {
                finished.enter()
                Thread.detachNewThread {
                    board.work()
                    finished.leave()
                }
            }
            board.work()
            finished.wait()
            board.setBody(nil)
        }
        return board.results()
    }

    /// The next job to take and the results so far, behind one lock.
    private final class JobBoard<Result>: @unchecked Sendable {
        // Unchecked: fields only under `lock`; `body` runs on several threads, as `map`'s independent jobs allow.
        private let lock = NSLock()
        private var next = 0
        private var slots: [Result?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        private var body: ((Int) -> Result)?

        func setBody(_ body: ((Int) -> Result)?) {
            lock.lock()
            self.body = body
            lock.unlock()
        }

        /// Runs jobs until none is left.
        func work() {
            lock.lock()
            let body = self.body!
            lock.unlock()
            while let job = take() {
                store(body(job), at: job)
            }
        }

        func take() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < slots.count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ result: Result, at index: Int) {
            lock.lock()
            slots[index] = result
            lock.unlock()
        }

        func results() -> [Result] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map { $0! }
        }
    }
}
