import Testing
@testable import SourceExtraction

@Suite struct CallSiteRuleTests {
    typealias Support = ExtractionTestSupport

    @Test func swiftUIViewsAndModifiersTakeLiteralsOnly() {
        let source = """
            struct Screen: View {
                @State var name = ""
                var body: some View {
                    Text("Hello")
                    Text(verbatim: "Verbatim")
                    Text(name)
                    Button("Save") { save() }
                    Label("Star", systemImage: "star.fill")
                    TextField("Name", text: $name, prompt: Text("Required"))
                    Toggle(isOn: $on) { Text("Inside") }
                        .help("A tip")
                        .accessibilityLabel("Switch")
                        .searchable(text: $query, prompt: "Find")
                        .navigationTitle(title)
                    Text(flag ? "On" : "Off")
                }
            }
            """
        #expect(Support.keys(source) == ["Hello", "Save", "Star", "Name", "Required", "Inside", "A tip", "Switch", "Find", "On", "Off"])
    }

    @Test func appIntentsTitlesDescriptionsAndDialogs() {
        let source = """
            struct OpenFeeder: AppIntent {
                static var title: LocalizedStringResource = "Open Feeder"
                static var description = IntentDescription("Opens the feeder screen.")
                @Parameter(title: "Feeder", description: "Which feeder") var feeder: String
                @Parameter var plain: String
                func perform() async throws -> some IntentResult & ProvidesDialog {
                    let identifier = "feeder.open"
                    return .result(dialog: "Opened the feeder")
                }
            }
            extension Feeder: AppEntity {
                static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Feeder")
                var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(name)", subtitle: "A feeder") }
            }
            """
        #expect(Support.keys(source) == ["Open Feeder", "Opens the feeder screen.", "Feeder", "Which feeder", "Opened the feeder",
                                         "Feeder", "%@", "A feeder"])
    }

    @Test func textTakesItsCommentAndTable() {
        let strings = Support.extract(#"Text("Greeting", tableName: "Welcome", comment: "shown first")"#).strings
        #expect(strings == [ExtractedString(key: "Greeting", table: "Welcome", comment: "shown first", file: "File.swift",
                                            position: SourcePosition(line: 1, column: 6))])
    }

    @Test func foundationInitializersTakeTableCommentAndDefaultValue() {
        let source = """
            let count = 2
            let a = String(localized: "files.count", defaultValue: "\\(count) files", table: "Files", comment: "a count")
            let b = LocalizedStringResource("resource", table: "Res", comment: "r")
            let c = NSLocalizedString("legacy", tableName: "Old", value: "Legacy", comment: "l")
            let d = AttributedString(localized: "styled")
            let e: LocalizedStringKey = LocalizedStringKey("wrapped")
            let f = String(localized: name)
            let g = String(format: "not %@", x)
            """
        let strings = Support.extract(source).strings
        #expect(strings.map(\.key) == ["files.count", "resource", "legacy", "styled", "wrapped"])
        #expect(strings.map(\.table) == ["Files", "Res", "Old", nil, nil])
        #expect(strings.map(\.comment) == ["a count", "r", "l", nil, nil])
        #expect(strings.map(\.defaultValue) == ["%lld files", nil, "Legacy", nil, nil])
    }

    @Test func anInitializerThroughTheParameterTypeWithTableAndComment() {
        let strings = Support.extract(#"Toggle(.init("Wrap lines", table: "Editor", comment: "option"), isOn: $wrap)"#).strings
        #expect(strings.map(\.key) == ["Wrap lines"])
        #expect(strings.map(\.table) == ["Editor"])
    }

    @Test func callsInsideInterpolationsAreFound() {
        #expect(Support.keys(#"log("\(a) \(String(localized: "inner"))")"#) == ["inner"])
    }

    @Test func previewBlocksAreSkipped() {
        let source = """
            #Preview("Card") {
                Text("Preview only")
            }
            #Preview { Text("Also preview") }
            Text("Kept")
            """
        #expect(Support.keys(source) == ["Kept"])
    }

    @Test func objectiveCMacros() {
        let source = """
            #import <Foundation/Foundation.h>
            // NSLocalizedString(@"commented", nil)
            NSString *a = NSLocalizedString(@"plain", @"a comment");
            NSString *b = NSLocalizedStringFromTable(@"tabled", @"Menu", nil);
            NSString *c = NSLocalizedStringWithDefaultValue(@"keyed", @"Menu", bundle, @"Default %d", @"");
            NSString *d = NSLocalizedString(@"joined " @"parts", @"");
            NSString *e = NSLocalizedString(variable, @"not a literal");
            """
        let strings = Support.extract(source, language: "m").strings
        #expect(strings.map(\.key) == ["plain", "tabled", "keyed", "joined parts"])
        #expect(strings.map(\.table) == [nil, "Menu", "Menu", nil])
        #expect(strings.map(\.comment) == ["a comment", nil, nil, nil])
        #expect(strings.map(\.defaultValue) == [nil, nil, "Default %d", nil])
        #expect(strings.first?.position == SourcePosition(line: 3, column: 33))
    }
}
