import StringCatalogKit
import Testing
@testable import SymbolGeneration

@Suite struct SymbolArgumentsTests {
    private func symbols(_ strings: [(String, String)]) throws -> CatalogSymbols {
        CatalogSymbols(try CatalogFixtures.catalog(strings), table: "Localizable")
    }

    private func arguments(_ value: String) throws -> [SymbolArgument] {
        let made = try symbols([("k", CatalogFixtures.manual(value))])
        #expect(made.problems.isEmpty, "\(made.problems)")
        return made.symbols.first?.arguments ?? []
    }

    @Test func typesFollowTheSpecifiers() throws {
        let made = try arguments("%lld %llu %@ %f %lf %d %u %hd %ld %.2f %x")
        #expect(made.map(\.type) == ["Int", "UInt", "String", "Double", "Double", "Int32", "UInt32", "Int16", "Int", "Double", "UInt32"])
        #expect(made.map(\.specifier) == ["%lld", "%llu", nil, "%f", "%lf", "%d", "%u", "%hd", "%ld", "%.2f", "%x"])
        #expect(made.map(\.parameter) == (1...11).map { "arg\($0)" })
        #expect(made.allSatisfy { $0.label == nil })
    }

    /// As Xcode generated it for this key (a file committed in a public repository).
    @Test func aKeyWithoutValueAsXcodeTypesIt() throws {
        let made = try symbols([("Score %@, %@ %lld, %@ %lld", #"{ "extractionState" : "manual" }"#)])
        let symbol = try #require(made.symbols.first)
        #expect(symbol.arguments.map(\.type) == ["String", "String", "Int", "String", "Int"])
        #expect(SymbolFileWriter.member(symbol, table: "Localizable", indent: "", access: .internal).contains(
            #"static func score(_ arg1: String, _ arg2: String, _ arg3: Int, _ arg4: String, _ arg5: Int) -> LocalizedStringResource {"#
                + "\n" + #"    LocalizedStringResource("Score %@, %@ %lld, %@ %lld", defaultValue: "\(arg1)\(arg2)\(arg3, specifier: "%lld")\(arg4)\(arg5, specifier: "%lld")", table: "Localizable", bundle: resourceBundleDescription)"#))
    }

    @Test func positionsDecideTheOrder() throws {
        let made = try arguments("%2$@ owes %1$lld")
        #expect(made.map(\.type) == ["Int", "String"])
        #expect(made.map(\.specifier) == ["%lld", nil])
    }

    @Test func namedPlaceholdersGiveLabels() throws {
        let made = try arguments("%(count)lld of %(total_items)lld")
        #expect(made.map(\.label) == ["count", "totalItems"])
        #expect(made.map(\.parameter) == ["count", "totalItems"])
    }

    @Test func substitutionsGiveLabelsAndTypes() throws {
        let entry = """
        { "extractionState" : "manual", "localizations" : { "en" : {
          "stringUnit" : { "state" : "translated", "value" : "%#@birds@ in %#@trees@ near %3$@" },
          "substitutions" : {
            "birds" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg bird" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg birds" } } } } },
            "trees" : { "argNum" : 2, "formatSpecifier" : "u", "variations" : { "plural" : {
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg trees" } } } } }
          } } } }
        """
        let made = try symbols([("birds", entry)])
        let arguments = try #require(made.symbols.first).arguments
        #expect(arguments.map(\.label) == ["birds", "trees", nil])
        #expect(arguments.map(\.type) == ["Int", "UInt32", "String"])
        #expect(arguments.map(\.specifier) == ["%lld", "%u", nil])
    }

    @Test func pluralFormsAreReadFromOther() throws {
        let entry = """
        { "extractionState" : "manual", "localizations" : { "en" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "One file" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } } } }
        """
        #expect(try symbols([("files", entry)]).symbols.first?.arguments.map(\.type) == ["Int"])
    }

    @Test func deviceFormsWithoutOtherTakeTheRichestForm() throws {
        let entry = """
        { "extractionState" : "manual", "localizations" : { "en" : { "variations" : { "device" : {
          "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
          "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click %@" } } } } } } }
        """
        #expect(try symbols([("action", entry)]).symbols.first?.arguments.map(\.type) == ["String"])
    }

    @Test func aStringWithoutSourceValueIsReadFromItsKey() throws {
        let made = try symbols([("%lld items", #"{ "extractionState" : "manual" }"#)])
        #expect(made.symbols.first?.arguments.map(\.type) == ["Int"])
    }

    @Test func untypeablePlaceholdersLeaveTheStringOutWithAReason() throws {
        let made = try symbols([("c", CatalogFixtures.manual("%s")), ("w", CatalogFixtures.manual("%*d")), ("gap", CatalogFixtures.manual("%2$@"))])
        #expect(made.symbols.isEmpty)
        #expect(made.problems.map(\.key) == ["c", "gap", "w"])
        #expect(made.problems.allSatisfy { $0.message.hasSuffix("no symbol generated") })
    }

    @Test func proseLikePercentReadsNoArgument() throws {
        #expect(try arguments("50% off").isEmpty)
    }
}
