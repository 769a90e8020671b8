import ParallelWork

/// The UTF-8 check of a whole file, run on another thread while its caller goes on: an
/// import merges its translations and writes the new file meanwhile, on the one core that
/// is otherwise idle then, and waits for the answer before anything it did counts.
struct PendingTextCheck: Sendable {
    private let check: Background<Int?>

    init(_ bytes: [UInt8]) {
        check = Background { bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidByte($0) } }
    }

    /// The offset of the first invalid byte, or nil when the text is valid (waits for the
    /// check to finish).
    var firstInvalidByte: Int? { check.value }
}
