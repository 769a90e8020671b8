import Foundation
@testable import ParallelWork
import Testing
@testable import StringCatalogKit

@Suite("A value computed on another thread")
struct BackgroundTests {
    /// Readers that ask before the work is done all wait for it and all get its value: the
    /// value is read only after waiting (reading it first raced with the work's write, and a
    /// second early reader waited for a signal already taken, for ever).
    @Test("Readers on several threads that ask before the work ends all get its value")
    func earlyReadersOnSeveralThreads() {
        let gate = DispatchSemaphore(value: 0)
        let background = Background { () -> Int in
            gate.wait()
            return 42
        }
        let readers = DispatchGroup(), started = DispatchSemaphore(value: 0)
        let values = ValuesSeen()
        for _ in 0..<4 {
            DispatchQueue.global().async(group: readers) {
                started.signal()
                values.append(background.value)
            }
        }
        for _ in 0..<4 { started.wait() }
        gate.signal()
        // A reader that never returns is the failure: the time limit only ends the test.
        #expect(readers.wait(timeout: .now() + 20) == .success, "a reader is still waiting")
        #expect(values.all == [42, 42, 42, 42])
        #expect(background.value == 42)
    }
}

/// The values the readers got, behind a lock.
private final class ValuesSeen: @unchecked Sendable {
    // Unchecked: every access holds the lock.
    private let lock = NSLock()
    private var values: [Int] = []

    func append(_ value: Int) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }

    var all: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}
