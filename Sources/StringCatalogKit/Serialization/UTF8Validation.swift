/// Strict UTF-8 validation (RFC 3629: no overlong forms, no surrogates, nothing above
/// U+10FFFF). The reader must reject invalid text rather than repair it, and
/// `String(validating:)` is slow here because it is not specialized for our buffers.
/// Public for the interchange readers, which must refuse invalid text the same way.
public enum UTF8Validation {
    /// The offset of the first byte of the first invalid sequence, or nil when valid.
    public static func firstInvalidByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count >= vectorMinimum else { return firstInvalidByteScalar(bytes) }
        // Valid text (the rule) is confirmed eight bytes at a time; only a buffer with an
        // error is walked a sequence at a time, to say where the error is.
        if isValidByBlocks(bytes) { return nil }
        return firstInvalidByteScalar(bytes)
    }

    /// Shorter texts are walked: the word check needs room for its look-behind.
    static let vectorMinimum = 64

    /// Whether `bytes` are valid, decided eight bytes at a time with word arithmetic, without
    /// tracking where characters start: every byte is checked against the three before it.
    ///
    /// A byte must be a continuation byte (10xxxxxx) exactly when the byte before it leads a
    /// sequence of two or more, or the one two before leads three or more, or the one three
    /// before leads four: that alone rules out missing, extra and stray continuation bytes.
    /// Besides, some bytes never occur (C0, C1, F5…FF), and four leads restrict the byte after
    /// them (E0 needs A0…BF against overlong forms, ED 80…9F against surrogates, F0 90…BF
    /// against overlong forms, F4 80…8F for nothing above U+10FFFF). Stretches of ASCII, most
    /// of a catalog, pass 32 bytes at a time.
    static func isValidByBlocks(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = bytes.count
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        @inline(__always) func load(_ offset: Int) -> UInt64 { raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
        // The first bytes: a walk up to a character boundary at offset ≥ 3, where the
        // look-behind of the words can start.
        var i = 0
        while i < 3 {
            guard let width = sequenceWidth(bytes, at: i) else { return false }
            i += width
        }
        let high: UInt64 = 0x8080_8080_8080_8080
        while true {
            // 32 bytes and the three before them all ASCII: nothing to check.
            while i + 32 <= n, (load(i - 3) | load(i + 5) | load(i + 13) | load(i + 21) | load(i + 24)) & high == 0 { i += 32 }
            // The last word is the text's last eight bytes, overlapping the one before: a
            // byte checked twice is checked against the same bytes both times.
            if i + 8 > n { i = n - 8 }
            if !isValidWord(load(i), after: load(i - 1), load(i - 2), load(i - 3)) { return false }
            if i + 8 >= n { break }
            i += 8
        }
        // The text must not end inside a sequence.
        return bytes[n - 1] < 0xC0 && bytes[n - 2] < 0xE0 && bytes[n - 3] < 0xF0
    }

    /// Whether the text at `range` is valid UTF-8, when nothing before the range leaves a
    /// sequence open into it (as after a JSON string's opening quote) and the range ends with
    /// a byte that cannot continue one (the string's closing quote). Checked a word at a time
    /// like `isValidByBlocks`; a word may reach back before the range, where invalid bytes
    /// could only turn the answer to "no".
    static func isValidText(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard range.lowerBound >= 3, range.upperBound >= 11 else {
            return firstInvalidByteScalar(UnsafeBufferPointer(rebasing: bytes[range])) == nil
        }
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        @inline(__always) func load(_ offset: Int) -> UInt64 { raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
        var i = range.lowerBound
        while i < range.upperBound {
            let word = max(min(i, range.upperBound - 8), 3)
            if !isValidWord(load(word), after: load(word - 1), load(word - 2), load(word - 3)) { return false }
            i += 8
        }
        return true
    }

    /// The rules of `isValidByBlocks` for the eight bytes of `word`, given the words that
    /// start one, two and three bytes earlier. Each test leaves its answer in the top bit of
    /// each byte: `x << k` brings bit 7 - k of every byte to its top bit.
    @inline(__always)
    static func isValidWord(_ word: UInt64, after back1: UInt64, _ back2: UInt64, _ back3: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        if (word | back3) & high == 0 { return true }
        @inline(__always) func bit(_ x: UInt64, _ k: Int) -> UInt64 { x << UInt64(7 - k) }
        // Top bit set where a byte equals `value` in every byte (exact, no carries between bytes).
        @inline(__always) func equals(_ x: UInt64, _ value: UInt8) -> UInt64 {
            let difference = x ^ (0x0101_0101_0101_0101 &* UInt64(value))
            return ~(((difference & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | difference) & high
        }
        let continuation = word & ~bit(word, 6)
        let leadsTwo = back1 & bit(back1, 6)
        let leadsThree = back2 & bit(back2, 6) & bit(back2, 5)
        let leadsFour = back3 & bit(back3, 6) & bit(back3, 5) & bit(back3, 4)
        var bad = continuation ^ (leadsTwo | leadsThree | leadsFour)
        // C0 and C1; F5…F7 and F8…FF.
        bad |= equals(word & 0xFEFE_FEFE_FEFE_FEFE, 0xC0)
        let fourOrMore = word & bit(word, 6) & bit(word, 5) & bit(word, 4)
        bad |= fourOrMore & (bit(word, 3) | (bit(word, 2) & (bit(word, 1) | bit(word, 0))))
        // After E0 and F0 the next byte (a continuation byte, or already bad) must not be too
        // small, after ED and F4 not too large: bits 5 and 4 of that byte decide.
        let above9F = bit(word, 5), above8F = bit(word, 5) | bit(word, 4)
        bad |= equals(back1, 0xE0) & ~above9F
        bad |= equals(back1, 0xED) & above9F
        bad |= equals(back1, 0xF0) & ~above8F
        bad |= equals(back1, 0xF4) & above8F
        return bad & high == 0
    }

    /// The length of the valid sequence at `i`, or nil when it is invalid.
    @inline(__always)
    private static func sequenceWidth(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        let n = bytes.count
        @inline(__always) func isContinuation(_ k: Int) -> Bool { bytes[i + k] & 0xC0 == 0x80 }
        let b0 = bytes[i]
        switch b0 {
        case 0x00...0x7F:
            return 1
        case 0xC2...0xDF:
            guard i + 1 < n, isContinuation(1) else { return nil }
            return 2
        case 0xE0...0xEF:
            guard i + 2 < n, isContinuation(2) else { return nil }
            let b1 = bytes[i + 1]
            // No overlong forms (E0 needs A0…BF), no surrogates (ED needs 80…9F).
            let low: UInt8 = b0 == 0xE0 ? 0xA0 : 0x80, high: UInt8 = b0 == 0xED ? 0x9F : 0xBF
            guard b1 >= low && b1 <= high else { return nil }
            return 3
        case 0xF0...0xF4:
            guard i + 3 < n, isContinuation(2), isContinuation(3) else { return nil }
            let b1 = bytes[i + 1]
            // No overlong forms (F0 needs 90…BF), nothing above U+10FFFF (F4 needs 80…8F).
            let low: UInt8 = b0 == 0xF0 ? 0x90 : 0x80, high: UInt8 = b0 == 0xF4 ? 0x8F : 0xBF
            guard b1 >= low && b1 <= high else { return nil }
            return 4
        default:
            return nil
        }
    }

    /// The first invalid sequence found by walking sequence by sequence (ASCII a word at a time).
    static func firstInvalidByteScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let n = bytes.count
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i < n {
            while i + 8 <= n, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
            guard i < n else { break }
            guard let width = sequenceWidth(bytes, at: i) else { return i }
            i += width
        }
        return nil
    }
}
