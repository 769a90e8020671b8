import Dispatch
import Foundation

/// Independent jobs run on several threads, their results in job order whatever the number
/// of threads or the order in which they finish: output made this way is the same byte for
/// byte on one core or on many.
enum ParallelJobs {
    /// The cores this process may use.
    static var defaultThreads: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// `body(0) … body(count - 1)` on up to `threads` threads. Each thread takes the next job
    /// not yet taken, so one long job (a language with more plural forms) does not hold the
    /// others back. With one thread (or one job) everything runs on the caller's thread.
    static func map<Result>(_ count: Int, threads: Int = defaultThreads, _ body: (Int) -> Result) -> [Result] {
        let workers = min(max(threads, 1), count)
        guard workers > 1 else { return (0..<count).map(body) }
        let board = JobBoard<Result>(count: count)
        // `concurrentPerform` returns only when every worker is done, so `body` does not
        // outlive this call.
        withoutActuallyEscaping(body) { body in
            let shared = UncheckedBox(body)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let job = board.take() {
                    board.store(shared.value(job), at: job)
                }
            }
        }
        return board.results()
    }

    /// The next job to take and the results so far, behind one lock.
    private final class JobBoard<Result>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var slots: [Result?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

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

    /// Hands a closure to the worker threads; the jobs it runs read shared values only.
    private struct UncheckedBox<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
