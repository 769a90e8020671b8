#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the time of a piece of work grows with its input, for the tests that keep readers
/// linear: ten times the input must take about ten times the time, not a hundred.
///
/// Time is this thread's CPU time (the work runs on the calling thread): what the tests
/// running beside it and other programs change least. Each size is timed three times and
/// the least taken, since a run can only be slowed down by what else runs.
public enum GrowthMeasure {
    public static func threadSeconds(_ body: () -> Void) -> Double {
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        body()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
    }

    /// The least of three timings of `work(n)` and of `work(10 * n)`.
    public static func oneAndTenTimes(_ n: Int, _ work: (Int) -> Void) -> (small: Double, large: Double) {
        let small = (0..<3).map { _ in threadSeconds { work(n) } }.min()!
        let large = (0..<3).map { _ in threadSeconds { work(10 * n) } }.min()!
        return (small, large)
    }
}
