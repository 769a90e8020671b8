/// The order of property list keys (CoreFoundation's literal comparison, by UTF-16 code
/// unit), computed on UTF-8 bytes: walking `String.utf16` transcodes every character and
/// cost a tenth of `compile`.
///
/// UTF-8 byte order is code-point order. UTF-16 order differs from it only between a
/// character from U+E000 to U+FFFF and one above U+FFFF, whose surrogates (D800–DFFF) sort
/// first; in UTF-8 the two differ at their lead bytes (EE–EF against F0–F4).
package enum UTF16Order {
    package static func precedes(_ a: String, _ b: String) -> Bool {
        // Native strings are compared in place; copying them for `withUTF8` counted a
        // reference to each, for every pair of neighbouring keys of a file.
        let inPlace = a.utf8.withContiguousStorageIfAvailable { x in b.utf8.withContiguousStorageIfAvailable { y in precedes(x, y) } }
        if let inPlace, let answer = inPlace { return answer }
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in precedes(x, y) } }
    }

    static func precedes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        let shared = min(x.count, y.count)
        var i = 0
        #if _endian(little)
        // Eight bytes at a time up to the first that differs: neighbouring keys of a file
        // share long beginnings ("Account account export …", "Account account sync …").
        while i + 8 <= shared {
            let a = UnsafeRawPointer(x.baseAddress! + i).loadUnaligned(as: UInt64.self)
            let b = UnsafeRawPointer(y.baseAddress! + i).loadUnaligned(as: UInt64.self)
            if a != b {
                i += (a ^ b).trailingZeroBitCount / 8
                break
            }
            i += 8
        }
        #endif
        while i < shared && x[i] == y[i] { i += 1 }
        guard i < shared else { return x.count < y.count }
        // Bytes that differ after an equal lead byte belong to characters of the same range,
        // ordered alike in both encodings. Differing lead bytes (or ASCII) start characters.
        let isLeadOrASCII = x[i] & 0xC0 != 0x80
        guard isLeadOrASCII else { return x[i] < y[i] }
        return rank(x[i]) < rank(y[i])
    }

    /// A lead byte's place in UTF-16 order: characters above U+FFFF (F0–F4) come before
    /// U+E000–U+FFFF (EE–EF), after everything below U+E000.
    @inline(__always)
    static func rank(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: Int(lead) - 0xF0 + 0xEE
        case 0xEE, 0xEF: Int(lead) + 5
        default: Int(lead)
        }
    }
}
