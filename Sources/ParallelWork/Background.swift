import Dispatch

/// A value computed on another thread, waited for when it is needed, by any number of
/// readers on any threads.
package final class Background<Value: Sendable>: @unchecked Sendable {
    // Unchecked: `result` is written once inside the group and read only after `group.wait()`.
    private var result: Value?
    private let group = DispatchGroup()

    package init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global(qos: .userInitiated).async(group: group) { [self] in
            result = work()
        }
    }

    /// Waits for the work to finish and returns its value.
    package var value: Value {
        group.wait()
        return result!
    }
}
