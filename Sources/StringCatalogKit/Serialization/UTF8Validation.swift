/// Strict UTF-8 validation (RFC 3629: no overlong forms, no surrogates, nothing above
/// U+10FFFF). The reader must reject invalid text rather than repair it, and
/// `String(validating:)` is slow here because it is not specialized for our buffers.
enum UTF8Validation {
    /// The offset of the first byte of the first invalid sequence, or nil when valid.
    static func firstInvalidByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let n = bytes.count
        var i = 0
        @inline(__always) func isContinuation(_ k: Int) -> Bool { base[i + k] & 0xC0 == 0x80 }
        while i < n {
            // ASCII 32 and then 8 bytes at a time: catalogs are mostly ASCII around their values.
            let raw = UnsafeRawPointer(base)
            while i + 32 <= n {
                let words = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
                if words & 0x8080_8080_8080_8080 != 0 { break }
                i += 32
            }
            while i + 8 <= n, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
            guard i < n else { break }
            let b0 = base[i]
            switch b0 {
            case 0x00...0x7F:
                i += 1
            case 0xC2...0xDF:
                guard i + 1 < n, isContinuation(1) else { return i }
                i += 2
            case 0xE0...0xEF:
                guard i + 2 < n, isContinuation(2) else { return i }
                let b1 = base[i + 1]
                // No overlong forms (E0 needs A0…BF), no surrogates (ED needs 80…9F).
                let low: UInt8 = b0 == 0xE0 ? 0xA0 : 0x80, high: UInt8 = b0 == 0xED ? 0x9F : 0xBF
                guard b1 >= low && b1 <= high else { return i }
                i += 3
            case 0xF0...0xF4:
                guard i + 3 < n, isContinuation(2), isContinuation(3) else { return i }
                let b1 = base[i + 1]
                // No overlong forms (F0 needs 90…BF), nothing above U+10FFFF (F4 needs 80…8F).
                let low: UInt8 = b0 == 0xF0 ? 0x90 : 0x80, high: UInt8 = b0 == 0xF4 ? 0x8F : 0xBF
                guard b1 >= low && b1 <= high else { return i }
                i += 4
            default:
                return i
            }
        }
        return nil
    }
}
