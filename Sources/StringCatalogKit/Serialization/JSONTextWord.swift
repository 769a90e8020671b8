/// The bytes of a JSON string's text that cannot stand as they are, eight at a time: the
/// quote that ends it, the backslash that starts an escape, a control character (below
/// 0x20). Shared by the reader, which looks for the end of a text, and the writer, which
/// looks for what to escape.
enum JSONTextWord {
    /// The top bit of each of the eight bytes of `word` that may be one of those: zero when
    /// none is, and the lowest bit set is always a real one (a flag may be wrong only above a
    /// real one, where a borrow reaches). Bytes from 0x80 up, as in UTF-8 sequences, are
    /// never flagged by themselves.
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & high }
        let control = (word &- ones &* 0x20) & ~word & high
        return control | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
    }
}
