import Foundation
import Testing
@testable import StringCatalogKit

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
