import Dispatch

/// A value computed on another thread, waited for when it is needed.
final class Background<Value: Sendable>: @unchecked Sendable {
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global(qos: .userInitiated).async {
            // Written once, before the signal; read only after waiting for it.
            self.result = work()
            self.done.signal()
        }
    }

    /// Waits for the work to finish (once) and returns its value.
    var value: Value {
        if let result { return result }
        done.wait()
        return result!
    }
}
