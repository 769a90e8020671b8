/// Strings made from bytes the reader has already found to be valid UTF-8.
///
/// `String(decoding:as:)` checks its bytes again (and repairs what it finds), which on a large
/// catalog costs as much as the reader's own check, and more for text that is not ASCII. The
/// reader must check first anyway, to say where invalid text is; from Swift 6.2 on, a
/// `UTF8Span` made without a check hands the checked bytes to `String(copying:)` as they are.
package enum ValidatedUTF8 {
    /// The string of `bytes`, which must be valid UTF-8 (and all ASCII when `isASCII`).
    @inline(__always)
    package static func string(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        #if compiler(>=6.2)
        if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
            // Unsafe only in trusting the check: every caller has validated `bytes`.
            return unsafe String(copying: UTF8Span(unchecked: Span(_unsafeElements: bytes), isKnownASCII: isASCII))
        }
        #endif
        return String(decoding: bytes, as: UTF8.self)
    }
}
