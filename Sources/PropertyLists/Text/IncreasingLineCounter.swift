#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The 1-based lines of increasing byte offsets in a text, for a reader that meets its
/// entries in file order: each newline is counted once, so that giving every entry its line
/// costs a look at the bytes since the previous one (rather than a search of every line's
/// start, as for offsets in any order).
struct IncreasingLineCounter {
    private var line = 1
    private var countedTo = 0

    /// The line of `offset`, which must not be below the previous offset asked for.
    mutating func line(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress, offset > countedTo else { return line }
        let end = min(offset, bytes.count)
        var at = countedTo
        while at < end, let newline = memchr(base + at, 0x0A, end - at) {
            line += 1
            at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(newline)) + 1
        }
        countedTo = offset
        return line
    }
}
