import Testing
@testable import SourceExtraction

/// Keys as Xcode writes them: interpolations as the specifiers of their values' types.
@Suite struct KeyTests {
    typealias Support = ExtractionTestSupport

    @Test func specifiersFollowTheDeclaredOrInferredType() {
        let source = """
            struct Stats {
                var total: Int32
                var ratio: CGFloat
                func body(items: [Item], name: String, size: Float, big: UInt) {
                    let count = 3
                    let share = 0.5
                    Text("\\(count) of \\(total)")
                    Text("\\(share) \\(ratio) \\(size)")
                    Text("\\(name) has \\(items.count)")
                    Text("\\(big) \\(Int(share)) \\(self.total)")
                    Text("\\(share, specifier: "%.1f") \\(date, format: .dateTime)")
                }
            }
            """
        #expect(Support.keys(source) == ["%lld of %d", "%lf %lf %f", "%@ has %lld", "%llu %lld %d", "%.1f %@"])
    }

    @Test func percentSignsAreDoubledOnlyInFormatKeys() {
        #expect(Support.keys(#"Text("100%"); let n = 1; Text("\(n)% done")"#) == ["100%", "%lld%% done"])
    }

    @Test func anUnknownTypeIsReportedAndWrittenAsAnObject() {
        let result = Support.extract("Text(\"Hi \\(someone.mystery())\")")
        #expect(result.strings.map(\.key) == ["Hi %@"])
        #expect(result.warnings.map(\.description)
                == ["File.swift:1:10: warning: cannot tell the type of interpolation '\\(someone . mystery ( ))'; its key uses %@"])
    }

    @Test func severalCommentsForOneKeyAreSortedAndJoined() {
        let source = """
            Text("Open", comment: "menu item")
            Text("Open", comment: "button")
            Text("Open", comment: "button")
            Text("Open")
            Text("Close", tableName: "Other")
            """
        let strings = Support.extract(source).localizableStrings()
        #expect(strings.map(\.key) == ["Open", "Close"])
        #expect(strings.map(\.tableName) == ["Localizable", "Other"])
        #expect(strings.first?.comment == "button\nmenu item")
        #expect(strings.first?.occurrences.count == 4)
    }
}
