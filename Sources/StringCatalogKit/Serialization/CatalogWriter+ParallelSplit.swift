import Foundation
import ParallelWork

/// Large catalogs are written on two threads, as they are read: the entries of `strings`
/// are independent, so the second half is written into a buffer of its own meanwhile and
/// appended. The bytes are the same as one thread writes.
extension XcodeJSONWriter {
    /// Catalogs with at least this many strings are split (the generated 20,000-string
    /// catalog writes in about 0.4 s on one thread).
    static let parallelThreshold = 2_000

    mutating func writeEntriesSplittingLarge(_ strings: [CatalogString], order: [Int], into object: inout ObjectState) {
        guard splitsLargeCatalogs, order.count >= Self.parallelThreshold, ProcessInfo.processInfo.activeProcessorCount > 1 else {
            return writeEntries(strings, order: order[...], into: &object)
        }
        let middle = order.count / 2
        // The second half begins as a member that follows others: with its comma.
        let second = SecondHalf(level: object.level, capacity: out.capacity / 2)
        let secondRun = Background {
            second.write(strings, order: order[middle...])
        }
        writeEntries(strings, order: order[..<middle], into: &object)
        _ = secondRun.value
        out.append(contentsOf: second.writer.out)
        object.count += order.count - middle
    }

    /// The second half's writer, touched by its thread until the group is waited for.
    final class SecondHalf: @unchecked Sendable {
        // Unchecked: only the second thread touches it until the group is waited for.
        var writer = XcodeJSONWriter()
        var object: ObjectState

        init(level: Int, capacity: Int) {
            writer.out.reserveCapacity(capacity)
            object = ObjectState(level: level, count: 1, extras: [])
        }

        func write(_ strings: [CatalogString], order: ArraySlice<Int>) {
            writer.writeEntries(strings, order: order, into: &object)
        }
    }
}
