import Foundation
import ParallelWork

/// A catalog written in pieces as they are made, for a file being written: the bytes of
/// `CatalogWriter.bytes`, never all in memory at once.
///
/// A large catalog was made whole (on two threads) and only then written out: the file's
/// 170 MB were touched twice, as fresh memory and again by the write, and the disk waited for
/// the last byte to be made. Here the strings are written in parts, on two threads into
/// buffers that are used again, and the caller's thread hands each part to the sink, in
/// order, while the next ones are made.
extension CatalogWriter {
    /// Strings per part: a few megabytes of a catalog like the benchmark's.
    static let stringsPerPart = 256
    /// Parts made ahead of the one the sink takes next: enough for both threads to keep
    /// working, few enough that memory stays a few parts' worth.
    static let partsAhead = 4

    /// The bytes of `bytes(catalog)` handed to `sink` in order, on the caller's thread.
    public static func write(_ catalog: StringCatalog, to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        write(catalog, stringsPerPart: stringsPerPart, threads: ProcessInfo.processInfo.activeProcessorCount > 1 ? 2 : 1, to: sink)
    }

    static func write(_ catalog: StringCatalog, stringsPerPart: Int, threads: Int, to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        var writer = XcodeJSONWriter()
        writer.out.reserveCapacity(1 << 16)
        writer.writeCatalog(catalog) { writer, strings, order, object in
            // What comes before the first string goes first.
            writer.out.withUnsafeBufferPointer(sink)
            writer.out.removeAll(keepingCapacity: true)
            let parts = StreamedParts(strings: strings, order: order, level: object.level, firstFollowsOthers: object.count > 0,
                                      stringsPerPart: max(stringsPerPart, 1))
            parts.write(threads: threads, to: sink)
            object.count += order.count
        }
        writer.out.withUnsafeBufferPointer(sink)
    }
}

/// The parts of a catalog's strings, taken in turn by the threads and handed to the sink in
/// order; all the state behind one lock.
private final class StreamedParts: @unchecked Sendable {
    // Unchecked: the fields below `lock` only under it; a part taken from `spare` or made
    // belongs to one thread until it is put in `made`.
    let strings: [CatalogString]
    let order: [Int]
    let level: Int
    let firstFollowsOthers: Bool
    let stringsPerPart: Int
    let count: Int

    private let lock = NSCondition()
    /// The next part no thread has taken.
    private var next = 0
    /// How many parts the sink has had.
    private var handed = 0
    /// Parts made and not yet handed, by number.
    private var made: [Int: Part] = [:]
    /// Parts handed, kept for their buffers.
    private var spare: [Part] = []

    /// A part's writer, in a box of its own: a writer passed around by value would share its
    /// buffer with the copy it came from, and its first byte would copy it away (losing the
    /// room kept for the next part).
    final class Part {
        var writer = XcodeJSONWriter()

        /// Room for a part of the benchmark's catalog, where every string has forty
        /// languages, from the start: a buffer grown by doubling copies itself each time.
        init() {
            writer.out.reserveCapacity(1 << 20)
        }
    }

    init(strings: [CatalogString], order: [Int], level: Int, firstFollowsOthers: Bool, stringsPerPart: Int) {
        self.strings = strings
        self.order = order
        self.level = level
        self.firstFollowsOthers = firstFollowsOthers
        self.stringsPerPart = stringsPerPart
        count = (order.count + stringsPerPart - 1) / stringsPerPart
    }

    func write(threads: Int, to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        let helper = threads > 1 && count > 1 ? Background { self.makeParts() } : nil
        lock.lock()
        while handed < count {
            if let part = made.removeValue(forKey: handed) {
                lock.unlock()
                part.writer.out.withUnsafeBufferPointer(sink)
                lock.lock()
                spare.append(part)
                handed += 1
                lock.broadcast()
            } else if let taken = take() {
                // Nothing to hand yet: this thread makes a part too.
                make(taken)
            } else {
                lock.wait()
            }
        }
        lock.unlock()
        _ = helper?.value
    }

    /// The helper thread's work: parts until none is left.
    private func makeParts() {
        lock.lock()
        while next < count {
            if let taken = take() {
                make(taken)
            } else {
                lock.wait()
            }
        }
        lock.unlock()
    }

    /// The next part's number and its box, when one may be made now (under the lock).
    private func take() -> (number: Int, part: Part)? {
        guard next < count, next - handed < CatalogWriter.partsAhead else { return nil }
        next += 1
        let part = spare.popLast() ?? Part()
        part.writer.out.removeAll(keepingCapacity: true)
        return (next - 1, part)
    }

    /// Writes a part's strings, outside the lock, and puts it in `made` (entered and left
    /// under the lock).
    private func make(_ taken: (number: Int, part: Part)) {
        lock.unlock()
        let number = taken.number
        let range = (number * stringsPerPart)..<min((number + 1) * stringsPerPart, order.count)
        // A part after the first begins as a member that follows others: with its comma.
        var object = XcodeJSONWriter.ObjectState(level: level, count: number > 0 || firstFollowsOthers ? 1 : 0, extras: [])
        taken.part.writer.writeEntries(strings, order: order[range], into: &object)
        lock.lock()
        made[number] = taken.part
        lock.broadcast()
    }
}
