import Foundation
import GrowthMeasure
import Testing
@testable import StringCatalogKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks on values with very many placeholders: one problem per kind and form, with a
/// count, at a cost that grows with the value and no faster.
@Suite("Checks on long values")
struct LongValueCheckTests {
    @Test("Thousands of placeholders that disagree give one problem per kind, with a count")
    func onePerKind() {
        let count = 10_000
        let source = String(repeating: "%@ ", count: count)
        var string = CatalogString(key: "Many")
        string.localizations = KeyedList([
            ("en", Localization(source, state: .translated)),
            ("de", Localization(String(repeating: "%d ", count: count), state: .translated)),
            ("fr", Localization(String(repeating: "%@ ", count: count / 2), state: .translated)),
            ("it", Localization(source, state: .translated)),
        ])
        let catalog = StringCatalog(sourceLanguage: "en", strings: [string])
        let start = Date()
        let problems = CatalogChecker().problems(in: catalog).filter { $0.checkID == "placeholders" }
        let time = Date().timeIntervalSince(start)
        #expect(time < 10, "took \(time) s")
        let german = problems.filter { $0.location.language == "de" }
        #expect(german.count == 1)
        #expect(german.first?.message == "placeholder %d is an integer, the source's %@ is an object (argument 1) (and \(count - 1) more like it)")
        let french = problems.filter { $0.location.language == "fr" }
        #expect(french.map(\.message) == ["placeholder %@ missing (argument \(count / 2 + 1) of the source) (and \(count / 2 - 1) more like it)"])
        #expect(!problems.contains { $0.location.language == "it" })
    }

    /// Issue 12's hostile value, `count` placeholders long: a source of `%@`, five
    /// translations that disagree in type, in count, have none, or agree. And a string varied
    /// by plural whose French `one` form leaves out every placeholder of the source's.
    static func hostileCatalog(_ count: Int) -> StringCatalog {
        let source = String(repeating: "%@ ", count: count)
        var string = CatalogString(key: "Many")
        string.localizations = KeyedList([
            ("de", Localization(String(repeating: "%d ", count: count), state: .translated)),
            ("en", Localization(source, state: .translated)),
            ("es", Localization("sin marcadores", state: .translated)),
            ("fr", Localization(String(repeating: "%@ ", count: count / 2), state: .translated)),
            ("it", Localization(source, state: .translated)),
            ("ja", Localization(String(repeating: "%lld ", count: count), state: .translated)),
        ])
        func plural(one: String, other: String) -> Localization {
            Localization(variations: Variations(plural: KeyedList([
                ("one", Localization(one, state: .translated)), ("other", Localization(other, state: .translated)),
            ])))
        }
        var varied = CatalogString(key: "Many, varied")
        varied.localizations = KeyedList([
            ("en", plural(one: source, other: source)),
            ("fr", plural(one: "un", other: source)),
        ])
        return StringCatalog(sourceLanguage: "en", strings: [string, varied])
    }

    @Test("The checks of a long value cost in proportion to its length: ten times the placeholders, not a hundred times the time")
    func linearCost() {
        let checker = CatalogChecker()
        func cost(_ count: Int) -> Double {
            let catalog = Self.hostileCatalog(count)
            var problems: [Problem] = []
            // The least of three runs: a run can only be slowed down by what else runs.
            let seconds = (0..<3).map { _ in GrowthMeasure.threadSeconds { problems = checker.problems(in: catalog) } }.min()!
            // One problem per kind and form whatever the length: de, fr, es (the placeholders
            // and the trailing space), ja; the varied string's French one form (the same two)
            // and its missing many form.
            #expect(problems.count == 8, "\(count): \(problems.map(\.message))")
            return seconds
        }
        let small = cost(1_000), large = cost(10_000)
        // Linear is 10; quadratic would be 100. The margin absorbs noise and cache effects.
        #expect(large < 30 * small, "1,000 placeholders: \(small) s, 10,000: \(large) s (\(large / small)×)")
    }

    @Test("Problems of different kinds in one form stay apart")
    func kindsApart() {
        var string = CatalogString(key: "k")
        string.localizations = KeyedList([
            ("en", Localization("%@ %lld %@", state: .translated)),
            ("de", Localization("%d %lld", state: .translated)),
        ])
        let problems = CatalogChecker().problems(in: StringCatalog(sourceLanguage: "en", strings: [string]))
            .filter { $0.checkID == "placeholders" && $0.location.language == "de" }
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.allSatisfy { !$0.message.contains("more like it") })
    }
}
