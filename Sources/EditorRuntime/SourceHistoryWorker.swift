import CatalogEditor
import Dispatch
import Foundation

/// Looks up translations' histories on a thread of its own, one at a time, and hands the
/// findings to the run loop as commands, so that git and parsing never hold up a key.
final class SourceHistoryWorker: @unchecked Sendable {
    // Unchecked: `versions` is used only on `queue`; `finished` and `running` only under `lock`.
    private let queue = DispatchQueue(label: "xcedit.source-history")
    private let lock = NSLock()
    private var finished: [Command] = []
    private var running = 0
    private let arrived = DispatchSemaphore(value: 0)
    private var versions = CommittedVersions()

    func start(_ question: SourceHistoryQuestion) {
        lock.withLock { running += 1 }
        queue.async { [self] in
            let finding = SourceHistoryLookup.find(question, versions: &versions)
            lock.withLock {
                finished.append(.sourceHistoryFound(question, finding))
                running -= 1
            }
            arrived.signal()
        }
    }

    /// True while a lookup runs or its finding waits to be taken.
    var isBusy: Bool {
        lock.withLock { running > 0 || !finished.isEmpty }
    }

    /// The findings that arrived, waiting up to `milliseconds` for one when none has.
    func takeFinished(waitingUpTo milliseconds: Int) -> [Command] {
        if lock.withLock({ finished.isEmpty }) {
            _ = arrived.wait(timeout: .now() + .milliseconds(milliseconds))
        }
        return lock.withLock {
            defer { finished = [] }
            return finished
        }
    }
}
