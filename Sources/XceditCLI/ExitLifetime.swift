/// Keeps large models alive until the process exits.
///
/// Freeing a catalog of hundreds of thousands of small values takes a noticeable share of a
/// command's run time, and the operating system reclaims it all at exit anyway (compilers
/// skip freeing for the same reason). Commands hand over what they are done with here.
enum ExitLifetime {
    nonisolated(unsafe) private static var retained: [Any] = []

    static func keepUntilExit(_ value: Any) {
        retained.append(value)
    }
}
