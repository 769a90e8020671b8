#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The keys of a catalog's rows, their UTF-8 bytes side by side with a hash table over
/// them, for finding the rows of the other files' keys on all cores (`CatalogBuilder`).
///
/// Comparing with the rows' `String`s counted a reference to each on every comparison: two
/// cores writing to the same keys' memory, and a miss of the cache for each. These bytes are
/// only read. Keys are told apart by their scalars, as the builder's rows are.
struct RowKeyTable: Sendable {
    private let bytes: [UInt8]
    /// Where each row's key begins in `bytes`, and where the last one ends.
    private let starts: [Int]
    /// Row numbers by hash, -1 for none; a power of two, at least twice the rows.
    private let slots: [Int32]

    /// The table of `keys`, which have distinct scalars (row `i` is `keys[i]`).
    init(_ keys: [String]) {
        var bytes: [UInt8] = []
        var starts: [Int] = [0]
        starts.reserveCapacity(keys.count + 1)
        for key in keys {
            bytes.append(contentsOf: key.utf8)
            starts.append(bytes.count)
        }
        var size = 16
        while size < 2 * keys.count { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        bytes.withUnsafeBufferPointer { all in
            for row in keys.indices {
                var slot = Self.hash(UnsafeBufferPointer(rebasing: all[starts[row]..<starts[row + 1]])) & (size - 1)
                while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
                slots[slot] = Int32(row)
            }
        }
        self.bytes = bytes
        self.starts = starts
        self.slots = slots
    }

    var count: Int { starts.count - 1 }

    /// The row of the key whose UTF-8 is `key`, trying `guess` first (the row after the last
    /// one found: files list their keys in much the same order); nil when no row has it.
    func row(of key: UnsafeBufferPointer<UInt8>, guess: Int) -> Int? {
        bytes.withUnsafeBufferPointer { all in
            if guess < count, Self.equal(UnsafeBufferPointer(rebasing: all[starts[guess]..<starts[guess + 1]]), key) { return guess }
            var slot = Self.hash(key) & (slots.count - 1)
            while slots[slot] >= 0 {
                let row = Int(slots[slot])
                if Self.equal(UnsafeBufferPointer(rebasing: all[starts[row]..<starts[row + 1]]), key) { return row }
                slot = (slot + 1) & (slots.count - 1)
            }
            return nil
        }
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return hasher.finalize()
    }

    private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }
}
