import Testing
@testable import CatalogSync
import SourceExtraction
import StringCatalogKit

/// "When only the specifiers differ from a key the catalog already has, that key is the one":
/// each way of matching, on keys and on default values.
@Suite struct SpecifierMatchingTests {
    typealias Support = SyncTestSupport

    static let catalog = #"""
        "%lld of %lld files" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "%lld sur %lld fichiers" } } } },
        "Ratio %lf" : { }
        """#

    @Test func aGuessedSpecifierTakesTheCatalogsKey() throws {
        let catalog = try Support.catalog(Self.catalog)
        let update = CatalogUpdate(updating: catalog, from: Support.code(Support.use("%lld of %@ files", line: 4, guessed: [1])))
        #expect(update.catalog.strings.map(\.key) == ["%lld of %lld files", "Ratio %lf"])
        #expect(try Support.string("%lld of %lld files", in: update.catalog) == Support.string("%lld of %lld files", in: catalog))
        #expect(update.summary.added.isEmpty)
        #expect(update.summary.newlyStale == ["Ratio %lf"])
        #expect(update.summary.specifierMatches == [.init(codeKey: "%lld of %@ files", catalogKey: "%lld of %lld files")])
        #expect(update.usage.locations(of: "%lld of %lld files").map(\.line) == [4])
    }

    @Test func aKnownSpecifierThatDiffersIsAnotherKeyUnlessAnySpecifierMayDiffer() throws {
        let catalog = try Support.catalog(Self.catalog)
        // The extraction knew `%d` (an Int32): not the catalog's `%lld`.
        let code = Support.code(Support.use("%d of %@ files", guessed: [1]), Support.use("Ratio %f"))
        let guessed = CatalogUpdate(updating: catalog, from: code, matching: .guessedOnly)
        #expect(guessed.summary.added == ["%d of %@ files", "Ratio %f"])
        #expect(Set(guessed.summary.newlyStale) == ["%lld of %lld files", "Ratio %lf"])
        let any = CatalogUpdate(updating: catalog, from: code, matching: .anySpecifier)
        #expect(any.summary.added.isEmpty)
        #expect(any.summary.newlyStale.isEmpty)
        #expect(Set(any.summary.specifierMatches.map(\.catalogKey)) == ["%lld of %lld files", "Ratio %lf"])
    }

    @Test func exactMatchingNeverTakesAnotherKey() throws {
        let update = CatalogUpdate(updating: try Support.catalog(Self.catalog), from: Support.code(Support.use("%lld of %@ files", guessed: [1])),
                                   matching: .exact)
        #expect(update.summary.added == ["%lld of %@ files"])
        #expect(update.summary.newlyStale.contains("%lld of %lld files"))
    }

    @Test func theTextAroundTheSpecifiersMustBeTheSame() throws {
        let update = CatalogUpdate(updating: try Support.catalog(Self.catalog), from: Support.code(
            Support.use("%lld of %@ file", guessed: [1]), Support.use("%lld of %@ %@ files", guessed: [1, 2])), matching: .anySpecifier)
        #expect(update.summary.specifierMatches.isEmpty)
        #expect(update.summary.added.count == 2)
    }

    @Test func aKeyTheCodeUsesAsItIsIsNotTakenAgain() throws {
        let update = CatalogUpdate(updating: try Support.catalog(Self.catalog), from: Support.code(
            Support.use("%lld of %lld files"), Support.use("%lld of %@ files", guessed: [1])))
        #expect(update.summary.specifierMatches.isEmpty)
        #expect(update.summary.added == ["%lld of %@ files"])
    }

    @Test func aStringInUseIsPreferredToAStaleOne() throws {
        let catalog = try Support.catalog(#"""
            "Copy %lf" : { "extractionState" : "stale" },
            "Copy %lld" : { },
            "Copy %d" : { "extractionState" : "manual" }
            """#)
        let update = CatalogUpdate(updating: catalog, from: Support.code(Support.use("Copy %@", guessed: [0])))
        #expect(update.summary.specifierMatches.map(\.catalogKey) == ["Copy %lld"])
        #expect(update.summary.newlyStale.isEmpty)
    }

    @Test func aGuessInOnePlaceIsNoGuessWhereTheTypeIsKnown() throws {
        let update = CatalogUpdate(updating: try Support.catalog(Self.catalog), from: Support.code(
            Support.use("%lld of %@ files", line: 1, guessed: [1]), Support.use("%lld of %@ files", line: 2)))
        #expect(update.summary.specifierMatches.isEmpty)
    }

    @Test func aDefaultValueThatDiffersOnlyInGuessedSpecifiersIsKept() throws {
        let catalog = try Support.catalog(#"""
            "Position" : { "extractionState" : "extracted_with_value", "localizations" : { "en" : { "stringUnit" : { "state" : "new", "value" : "%1$lld/%2$lld" } } } },
            "Known" : { "extractionState" : "extracted_with_value", "localizations" : { "en" : { "stringUnit" : { "state" : "new", "value" : "%1$lld/%2$lld" } } } }
            """#)
        let update = CatalogUpdate(updating: catalog, from: Support.code(
            Support.use("Position", defaultValue: "%1$lld/%2$@", guessedInDefault: [1]), Support.use("Known", defaultValue: "%1$lld/%2$@")))
        #expect(try Support.string("Position", in: update.catalog) == Support.string("Position", in: catalog))
        #expect(try Support.string("Known", in: update.catalog).localization(for: "en")?.stringUnit?.value == "%1$lld/%2$@")
        #expect(update.summary.defaultValuesChanged == ["Known"])
    }

    @Test func framesSeparateTextFromSpecifiers() throws {
        let frame = try #require(SpecifierFrame("%1$@ is 100%% of %2$lld"))
        #expect(frame.specifiers == ["%1$@", "%2$lld"])
        #expect(frame.frame == "\u{0} is 100%% of \u{0}")
        #expect(SpecifierFrame("Plain text") == nil)
    }
}
