import GrowthMeasure
import Testing
@testable import SourceExtraction
import CatalogFixtures

/// Sources that were read in quadratic time (or overflowed the stack): ten times the input
/// must take about ten times the CPU time, not a hundred. The bound is generous (the
/// machine is noisy and small inputs carry fixed costs); a quadratic reading exceeds it by far.
@Suite struct LinearGrowthTests {
    /// `a ? a ? … Text("t") … : b : b`: 4,000 took 14 s, each operator rescanning the rest.
    @Test func nestedConditionalsAreReadInLinearTime() {
        var keys: [String] = []
        let times = GrowthMeasure.oneAndTenTimes(2_000) { n in keys = ExtractionTestSupport.keys(HostileGrowth.nestedConditionals(n)) }
        #expect(keys == ["t%@"])
        #expect(times.large < 25 * max(times.small, 0.002), "1×: \(times.small) s, 10×: \(times.large) s")
    }

    /// Functions declared in functions, each returning `LocalizedStringKey`: each body was
    /// read whole, its nested ones with it (2,500 took 2.7 s, 10,000 33 s).
    @Test func nestedLocalizedFunctionsAreReadInLinearTime() {
        var keys: [String] = []
        let times = GrowthMeasure.oneAndTenTimes(1_000) { n in keys = ExtractionTestSupport.keys(HostileGrowth.nestedLocalizedFunctions(n)) }
        #expect(keys == ["deep"])
        #expect(times.large < 25 * max(times.small, 0.002), "1×: \(times.small) s, 10×: \(times.large) s")
    }

    /// Many types declaring one method name, called on receivers that cannot be told: each
    /// call must not walk every declaring type.
    @Test func manyTypesDeclaringOneMethodAreReadInLinearTime() {
        func source(_ n: Int) -> String {
            (0..<n).map { "struct T\($0) { func show(_ m: LocalizedStringKey) {} }\nitems.first?.show(\"k\")\n" }.joined()
        }
        var count = 0
        let times = GrowthMeasure.oneAndTenTimes(500) { n in count = ExtractionTestSupport.keys(source(n)).count }
        #expect(count == 5_000)
        #expect(times.large < 25 * max(times.small, 0.002), "1×: \(times.small) s, 10×: \(times.large) s")
    }

    /// `Text(c ? "a" : c ? "a" : … : "z")` and `Text((((…"p"…))))`: each branch and each
    /// parenthesis read once.
    @Test func conditionalChainsAndParenthesesAreReadInLinearTime() {
        func source(_ n: Int) -> String {
            "Text(" + String(repeating: "c ? \"a\" : ", count: n) + "\"z\")\n"
                + "Text(" + String(repeating: "(", count: n) + "\"p\"" + String(repeating: ")", count: n) + ")\n"
        }
        var count = 0
        let times = GrowthMeasure.oneAndTenTimes(2_000) { n in count = ExtractionTestSupport.keys(source(n)).count }
        #expect(count == 20_002)
        #expect(times.large < 25 * max(times.small, 0.002), "1×: \(times.small) s, 10×: \(times.large) s")
    }

    /// A literal returned by an inner localized function and one by the outer: both found,
    /// each once, and nothing between them taken.
    @Test func nestedBodiesEachFindTheirOwnReturns() {
        let source = """
        import SwiftUI
        func outer() -> LocalizedStringKey {
            let unused = "not returned"
            func inner() -> LocalizedStringKey {
                return "inner"
            }
            return "outer"
        }
        """
        #expect(ExtractionTestSupport.keys(source) == ["inner", "outer"])
    }
}
