import StringCatalogKit
import Testing
@testable import SymbolGeneration

@Suite struct CatalogSymbolsTests {
    @Test func onlyManualStringsThatAllowItGetSymbols() throws {
        let catalog = try CatalogFixtures.catalog([
            ("manual", #"{ "extractionState" : "manual" }"#),
            ("off", #"{ "extractionState" : "manual", "generatesSymbol" : false }"#),
            ("on", #"{ "extractionState" : "manual", "generatesSymbol" : true }"#),
            ("extracted", #"{ }"#),
            ("stale", #"{ "extractionState" : "stale" }"#),
            ("with value", #"{ "extractionState" : "extracted_with_value" }"#),
            ("migrated", #"{ "extractionState" : "migrated" }"#),
        ])
        #expect(CatalogSymbols(catalog, table: "Localizable").symbols.map(\.key) == ["manual", "on"])
    }

    @Test func collisionsKeepTheFirstKeyAndNumberTheRest() throws {
        let catalog = try CatalogFixtures.catalog([
            ("title", #"{ "extractionState" : "manual" }"#),
            ("TITLE", #"{ "extractionState" : "manual" }"#),
            ("Title", #"{ "extractionState" : "manual" }"#),
            ("title 2", #"{ "extractionState" : "manual" }"#),
        ])
        let made = CatalogSymbols(catalog, table: "Localizable")
        // Key order: TITLE, Title, title, title 2. `title2` is made by a key of its own, so
        // the renamed ones skip it.
        #expect(made.symbols.map(\.name) == ["title", "title3", "title4", "title2"])
        #expect(made.problems.map(\.description) == [
            "“Title”: its symbol `title` is also made by the key “TITLE”; generated as `title3`",
            "“title”: its symbol `title` is also made by the key “TITLE”; generated as `title4`",
        ])
    }

    @Test func aNameMayNotShadowTheFilesBundleDescription() throws {
        let catalog = try CatalogFixtures.catalog([("resource bundle description", #"{ "extractionState" : "manual" }"#)])
        let made = CatalogSymbols(catalog, table: "Localizable")
        #expect(made.symbols.map(\.name) == ["resourceBundleDescription2"])
        #expect(made.problems.count == 1)
    }

    @Test func keysWithoutANameAreReported() throws {
        let catalog = try CatalogFixtures.catalog([("%@", #"{ "extractionState" : "manual" }"#)])
        let made = CatalogSymbols(catalog, table: "Localizable")
        #expect(made.symbols.isEmpty)
        #expect(made.problems.map(\.key) == ["%@"])
    }

    @Test func referencesShowLabels() {
        let symbol = StringSymbol(key: "k", name: "landmarks", comment: nil, arguments: [
            SymbolArgument(label: "count", parameter: "count", type: "Int", specifier: "%lld"),
            SymbolArgument(label: nil, parameter: "arg2", type: "String", specifier: nil),
        ])
        #expect(symbol.reference == ".landmarks(count:_:)")
        #expect(StringSymbol(key: "k", name: "default", comment: nil, arguments: []).reference == ".`default`")
    }
}

@Suite struct SwiftTextTests {
    @Test func keysBecomeOneLineLiteralsWithTheirControlsEscaped() {
        #expect(SwiftText.stringLiteralContents("a \"b\" \\ \n\t\u{1B}\u{2028}é") == #"a \"b\" \\ \n\t\u{1B}\u{2028}é"#)
    }

    @Test func commentsCannotEndOrOpenTheDocComment() {
        #expect(SwiftText.commentSafe("a */ b /* c") == "a * / b / * c")
    }
}
