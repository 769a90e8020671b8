import GrowthMeasure
import Testing
@testable import SourceExtraction

/// Sources that were read in quadratic time (or overflowed the stack): ten times the input
/// must take about ten times the CPU time, not a hundred. The bound is generous (the
/// machine is noisy and small inputs carry fixed costs); a quadratic reading exceeds it by far.
@Suite struct LinearGrowthTests {
    /// `a ? a ? … Text("t") … : b : b`: 4,000 took 14 s, each operator rescanning the rest.
    @Test func nestedConditionalsAreReadInLinearTime() {
        let source = { (n: Int) in
            "import SwiftUI\nlet e = " + String(repeating: "a ? ", count: n) + "Text(\"t\\(x)\")" + String(repeating: " : b", count: n) + "\n"
        }
        var keys: [String] = []
        let times = GrowthMeasure.oneAndTenTimes(2_000) { n in keys = ExtractionTestSupport.keys(source(n)) }
        #expect(keys == ["t%@"])
        #expect(times.large < 25 * max(times.small, 0.002), "1×: \(times.small) s, 10×: \(times.large) s")
    }
}
