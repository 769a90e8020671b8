/// Strict UTF-8 validation (RFC 3629: no overlong forms, no surrogates, nothing above
/// U+10FFFF). The reader must reject invalid text rather than repair it, and
/// `String(validating:)` is slow here because it is not specialized for our buffers.
enum UTF8Validation {
    /// The offset of the first byte of the first invalid sequence, or nil when valid.
    static func firstInvalidByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b0 = bytes[i]
            if b0 < 0x80 { i += 1; continue }
            func continuation(_ k: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
                i + k < n && range.contains(bytes[i + k])
            }
            switch b0 {
            case 0xC2...0xDF:
                guard continuation(1) else { return i }
                i += 2
            case 0xE0:
                guard continuation(1, 0xA0...0xBF), continuation(2) else { return i }
                i += 3
            case 0xE1...0xEC, 0xEE...0xEF:
                guard continuation(1), continuation(2) else { return i }
                i += 3
            case 0xED:
                guard continuation(1, 0x80...0x9F), continuation(2) else { return i }
                i += 3
            case 0xF0:
                guard continuation(1, 0x90...0xBF), continuation(2), continuation(3) else { return i }
                i += 4
            case 0xF1...0xF3:
                guard continuation(1), continuation(2), continuation(3) else { return i }
                i += 4
            case 0xF4:
                guard continuation(1, 0x80...0x8F), continuation(2), continuation(3) else { return i }
                i += 4
            default:
                return i
            }
        }
        return nil
    }
}
