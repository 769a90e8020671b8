import GrowthMeasure
import Testing
@testable import SourceExtraction

/// Typing interpolations stays linear: a name bound in thousands of scopes, and operands in
/// parentheses nested deeper than anyone writes them.
@Suite struct InterpolationTypeGrowthTests {
    /// `count` a parameter of every function, `total` and a loop variable in each body.
    static func functions(_ n: Int) -> String {
        (0..<n).map { "func f\($0)(count: Int) {\n    let total = count * 2\n    for i in 0..<total { Text(\"Row \\(i) of \\(total)\") }\n}\n" }.joined()
    }

    @Test func namesBoundInManyScopesAreTypedInLinearTime() {
        var keys: Set<String> = []
        let times = GrowthMeasure.oneAndTenTimes(1_000) { n in keys = Set(ExtractionTestSupport.keys(Self.functions(n))) }
        #expect(keys == ["Row %lld of %lld"])
        #expect(times.large < 25 * max(times.small, 0.002), "1×: \(times.small) s, 10×: \(times.large) s")
    }

    @Test func deeplyParenthesizedOperandsAreNotFollowedForever() {
        let deep = String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000)
        let result = ExtractionTestSupport.extract("let n = 2\nText(\"\\(n * \(deep)) and \\(\(deep) + 0.5)\")")
        // Past the nesting followed, the operand is unknown: a guess, not a crash.
        #expect(result.strings.map(\.key) == ["%lld and %@"])
    }
}
