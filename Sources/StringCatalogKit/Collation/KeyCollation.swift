import Foundation

/// The order Xcode gives every object's keys in a String Catalog: ICU root collation with
/// numeric ordering, case-insensitive first, lower case first on ties.
///
/// Foundation's `compare(_:options:range:locale:)` with a locale goes through ICU and is the
/// reference ("the oracle"), but it opens a collator for every call (microseconds each), which
/// is far too slow to sort tens of thousands of keys. So the comparator below answers by
/// itself only where the answer is certain — both strings ASCII without control characters
/// and the order decided by a primary difference (punctuation, digits by value, letters
/// ignoring case) or, failing that, by the first difference in case — and asks the oracle for
/// everything else (non-ASCII text, ties between numbers written with different leading
/// zeros, ignorable control characters). The fast path is tested against the oracle on the
/// corpus and on generated keys.
public enum KeyCollation {
    /// True when `a` sorts before `b`.
    @inlinable
    public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        compare(a, b) == .orderedAscending
    }

    /// Three-way comparison in Xcode's key order.
    public static func compare(_ a: String, _ b: String) -> ComparisonResult {
        if a == b { return .orderedSame }
        var a = a, b = b
        let fast: ComparisonResult? = a.withUTF8 { ua in
            b.withUTF8 { ub in fastCompare(ua, ub) }
        }
        return fast ?? oracleCompare(a, b)
    }

    /// The reference comparison: Foundation's ICU-backed string comparison in the root locale.
    public static func oracleCompare(_ a: String, _ b: String) -> ComparisonResult {
        a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: rootLocale)
    }

    /// Sorts keys in Xcode's order. Already-sorted input (the normal case for files Xcode
    /// wrote) costs one comparison per key.
    public static func sorted(_ keys: [String]) -> [String] {
        if isSorted(keys) { return keys }
        return keys.sorted(by: areInIncreasingOrder)
    }

    /// True when `keys` is in Xcode's order.
    public static func isSorted(_ keys: [String]) -> Bool {
        guard keys.count > 1 else { return true }
        for i in 1..<keys.count where compare(keys[i - 1], keys[i]) != .orderedAscending {
            return false
        }
        return true
    }

    /// Binary search over any collation-sorted sequence addressed by index.
    public static func insertionIndex(of key: String, count: Int, keyAt: (Int) -> String) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if compare(keyAt(mid), key) == .orderedAscending { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private static let rootLocale = Locale(identifier: "")

    // MARK: - Fast path

    /// Primary weight of each ASCII byte, or `ignorable` for the control characters that
    /// ICU's root collation ignores entirely (they make the fast path give up), or `digit`.
    /// Order taken from the root collation: whitespace, then punctuation and symbols in
    /// UCA order, `$`, digits, then letters with upper and lower case sharing a weight.
    private static let primaryWeights: [UInt8] = {
        let order: [UInt8] = Array("\t\n\u{0B}\u{0C}\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8)
        var table = [UInt8](repeating: ignorable, count: 128)
        for (rank, byte) in order.enumerated() { table[Int(byte)] = UInt8(rank + 1) }
        for d in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(d)] = digit }
        var next = UInt8(order.count + 2)
        for letter in UInt8(ascii: "a")...UInt8(ascii: "z") {
            table[Int(letter)] = next
            table[Int(letter - 32)] = next
            next += 1
        }
        return table
    }()
    private static let ignorable: UInt8 = 0
    private static let digit: UInt8 = 255

    /// Compares two UTF-8 strings when the answer is certain without ICU; nil otherwise.
    package static func fastCompare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> ComparisonResult? {
        let weights = primaryWeights
        var i = 0, j = 0
        // Whether a pair of equal-valued numbers differed in leading zeros: ICU treats them
        // as equal and the final tie-break is Foundation's, which the oracle must decide.
        var leadingZerosDiffer = false
        while i < a.count && j < b.count {
            let ca = a[i], cb = b[j]
            if ca >= 0x80 || cb >= 0x80 { return nil }
            let wa = weights[Int(ca)], wb = weights[Int(cb)]
            if wa == ignorable || wb == ignorable { return nil }
            if wa == digit && wb == digit {
                // Compare the digit runs by numeric value: skip leading zeros, then the
                // longer run of significant digits is larger, else the first differing digit.
                var ea = i; while ea < a.count && a[ea] &- 0x30 < 10 { ea += 1 }
                var eb = j; while eb < b.count && b[eb] &- 0x30 < 10 { eb += 1 }
                var sa = i; while sa < ea - 1 && a[sa] == 0x30 { sa += 1 }
                var sb = j; while sb < eb - 1 && b[sb] == 0x30 { sb += 1 }
                let la = ea - sa, lb = eb - sb
                if la != lb { return la < lb ? .orderedAscending : .orderedDescending }
                for k in 0..<la where a[sa + k] != b[sb + k] {
                    return a[sa + k] < b[sb + k] ? .orderedAscending : .orderedDescending
                }
                if sa - i != sb - j { leadingZerosDiffer = true }
                i = ea; j = eb
                continue
            }
            if wa != wb {
                // A digit run sorts after every symbol and before every letter.
                let pa = wa == digit ? digitRank : wa, pb = wb == digit ? digitRank : wb
                return pa < pb ? .orderedAscending : .orderedDescending
            }
            i += 1; j += 1
        }
        // One string is a primary prefix of the other. If the longer one goes on with only
        // ignorable characters, ICU would call them equal: let the oracle decide.
        if i < a.count || j < b.count {
            let rest = i < a.count ? a[i...] : b[j...]
            for c in rest where c >= 0x80 || weights[Int(c)] == ignorable { return nil }
            return i < a.count ? .orderedDescending : .orderedAscending
        }
        if leadingZerosDiffer { return nil }
        // Primary-equal: the first difference in case decides, lower case first. Both
        // strings have the same shape here (same digit runs, same letters ignoring case).
        for k in 0..<min(a.count, b.count) where a[k] != b[k] {
            return a[k] > b[k] ? .orderedAscending : .orderedDescending
        }
        return a.count == b.count ? .orderedSame : nil
    }

    /// Where digits sit among the primary weights: after `$`, before `a`.
    private static let digitRank: UInt8 = {
        UInt8(Array("\t\n\u{0B}\u{0C}\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8).count) + 1
    }()
}
