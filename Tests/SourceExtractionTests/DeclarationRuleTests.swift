import Testing
@testable import SourceExtraction

/// The first pass: what the project's own declarations make localizable, across files.
@Suite struct DeclarationRuleTests {
    typealias Support = ExtractionTestSupport

    @Test func customViewsTakingLocalizedTypesInAnotherFile() {
        let declarations = """
            struct Card: View {
                let title: LocalizedStringKey
                var note: String
                var body: some View { Text(title) }
            }
            struct Badge: View {
                init(_ caption: LocalizedStringResource, tint: Color = .red) {}
            }
            extension View {
                func tip(_ text: String.LocalizationValue) -> some View { self }
            }
            enum Route {
                case detail(title: LocalizedStringKey)
                case plain(LocalizedStringKey)
            }
            """
        let uses = """
            Card(title: "Card title", note: "not localized")
            Badge("New", tint: .blue)
            view.tip("Hint")
            let route = Route.detail(title: "Detail")
            let other = Route.plain("Plain case")
            """
        #expect(Support.extract(["A.swift": declarations, "B.swift": uses]).strings.map(\.key)
                == ["Card title", "New", "Hint", "Detail", "Plain case"])
    }

    @Test func aStringOverloadWinsForALiteral() {
        let source = """
            func show(_ message: LocalizedStringKey) {}
            func show(_ message: String) {}
            func announce(_ message: LocalizedStringKey) {}
            show("Ambiguous")
            announce("Announced")
            """
        #expect(Support.keys(source) == ["Announced"])
    }

    @Test func initialValuesDefaultsAndReturnedLiterals() {
        let source = """
            struct Settings {
                var title: LocalizedStringKey = "Settings title"
                static let names: [LocalizedStringResource] = ["First", "Second"]
                func header(_ text: LocalizedStringKey = "Default header") {}
                var subtitle: LocalizedStringKey {
                    isEmpty ? "Empty" : "Full"
                }
                var label: LocalizedStringResource {
                    switch kind {
                    case .small: "Small"
                    case .large:
                        return "Large"
                    @unknown default:
                        "Unknown"
                    }
                }
                func describe() -> String { "Not localized" }
                mutating func rename() { title = "Renamed" }
            }
            enum Size: LocalizedStringKey {
                case small = "Size small"
            }
            """
        #expect(Support.keys(source) == ["Settings title", "First", "Second", "Default header", "Empty", "Full",
                                         "Small", "Large", "Unknown", "Renamed", "Size small"])
    }
}
