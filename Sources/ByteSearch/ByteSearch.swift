#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `memchr` and `memcmp` for the catalog library's hot scans (a value's `%`
/// and `#`, a field name in place), so that the library itself imports no platform module.
/// Inlinable and public (an inlinable `ScalarKey` comparison calls it): each is one call
/// into the C library, as it was where it is used.
public enum ByteSearch {
    /// The first `byte` among the `count` bytes at `start`, or nil.
    @inlinable
    public static func first(_ byte: UInt8, in start: UnsafeRawPointer, count: Int) -> UnsafeMutableRawPointer? {
        memchr(start, Int32(byte), count)
    }

    /// Whether the `count` bytes at `a` and at `b` are the same.
    @inlinable
    public static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }
}
