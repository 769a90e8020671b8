import Testing
@testable import SourceExtraction

/// Declared types read from their text as the scanner joins it (tokens without spaces).
@Suite struct DeclaredTypeTests {
    @Test func collectionsTuplesAndClosures() {
        let key = DeclaredType.named("LocalizedStringKey")
        #expect(DeclaredType("[(title:LocalizedStringKey,regions:[String])]")
                == .array(.tuple([key, .array(.named("String"))])))
        #expect(DeclaredType("[String:[SwiftUI.LocalizedStringKey]]?") == .dictionary(key: .named("String"), value: .array(key)))
        #expect(DeclaredType("Set<LocalizedStringResource>") == .array(.named("LocalizedStringResource")))
        #expect(DeclaredType("Optional<Dictionary<Int,LocalizedStringKey>>") == .dictionary(key: .named("Int"), value: key))
        #expect(DeclaredType("@MainActor(LocalizedStringKey,Int)asyncthrows->Void") == .function(parameters: [key, .named("Int")]))
        #expect(DeclaredType("((_title:LocalizedStringKey)->Void)?") == .function(parameters: [key]))
        #expect(DeclaredType("Binding<LocalizedStringKey>") == .named("Binding"))
        #expect(DeclaredType("someView") == .named("View"))
        #expect(DeclaredType("String...") == .named("String"))
    }

    @Test func whereALiteralCanBeAKey() {
        #expect(DeclaredType("[(LocalizedStringKey,String)]").containsLocalized)
        #expect(!DeclaredType("(LocalizedStringKey)->Void").containsLocalized)
        #expect(!DeclaredType("[String:Any]").containsLocalized)
        #expect(DeclaredType("[Int]").ownerName == "Array")
        #expect(DeclaredType("Store?").ownerName == "Store")
    }

    @Test func hostileTextStaysBounded() {
        let deep = String(repeating: "[", count: 50_000) + "LocalizedStringKey" + String(repeating: "]", count: 50_000)
        #expect(!DeclaredType(deep).containsLocalized)
        #expect(DeclaredType("((LocalizedStringKey") == .named("LocalizedStringKey"))
        #expect(DeclaredType("[[[[") == .array(.array(.array(.array(.named(""))))))
    }
}
