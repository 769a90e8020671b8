import ByteSearch
import Foundation

/// A key compared by its Unicode scalars rather than by canonical equivalence.
///
/// Swift's `==` on `String` says "Café" (é as one scalar) equals "Café" (e plus a combining
/// accent), but JSON, Xcode and the apps reading a catalog treat them as two keys: a
/// catalog may hold both, and both must survive a round trip. Keys are compared through
/// this type, or `String.hasSameScalars(as:)`, wherever two of them must be told apart.
public struct ScalarKey: Hashable, Sendable {
    public let text: String

    public init(_ text: String) { self.text = text }

    public static func == (lhs: ScalarKey, rhs: ScalarKey) -> Bool {
        lhs.text.hasSameScalars(as: rhs.text)
    }

    public func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension String {
    /// True when both strings are the same sequence of Unicode scalars (the same UTF-8),
    /// unlike `==`, which also calls canonically equivalent spellings equal.
    @inlinable
    public func hasSameScalars(as other: String) -> Bool {
        // The byte counts are known without a scan, and differ for most unequal keys.
        guard utf8.count == other.utf8.count else { return false }
        // Native strings compare their bytes in place (through the views' iterators, a
        // byte at a time, the comparison of a save's 20,000 keys cost ten times more);
        // others go that way.
        let compared = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                mine.isEmpty || ByteSearch.equal(mine.baseAddress!, theirs.baseAddress!, count: mine.count)
            }
        }
        return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}

/// The member names of one JSON object seen so far, to reject a repeated one in time
/// linear in the number of members: a short list is scanned (most objects have a handful
/// of members), a long one is hashed once it grows past `scanLimit`.
struct DistinctNames {
    static let scanLimit = 16
    private var hashed: Set<ScalarKey>?

    /// True when `name` is not among `earlier`, the names of the members before it (which
    /// the caller keeps, in the same object, appending `name` after a true answer).
    mutating func isNew<Names: Collection<String>>(_ name: String, among earlier: Names) -> Bool {
        if hashed == nil {
            if earlier.count < Self.scanLimit { return !earlier.contains { $0.hasSameScalars(as: name) } }
            hashed = Set(earlier.lazy.map(ScalarKey.init))
        }
        return hashed!.insert(ScalarKey(name)).inserted
    }
}
